import "server-only";
import { getMemberCompany, READ_DEMAND } from "@/lib/companies/access";
import { resolveSession, type SessionCarrier } from "./session";

/**
 * A company screen's tab title names the screen and the company — 'Data Collection · Tata
 * Steel' — so a consultant with several clients open in tabs can tell them apart. The company is
 * read as the API would read it for this visitor; a stranger's id (or no session) gives the
 * screen alone, so a title never names a company its reader may not open.
 */
export async function companyScreenTitle({
  screen,
  companyId,
  session: carrier,
}: {
  screen: string;
  companyId: string;
  session: SessionCarrier;
}): Promise<string> {
  try {
    const session = await resolveSession(carrier);
    if (!session) return screen;
    const company = await getMemberCompany({ user: session.user, companyId, demand: READ_DEMAND });
    return `${screen} · ${company.name}`;
  } catch {
    return screen;
  }
}
