import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, type Company, type User } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Admins may read every company (DECISIONS 3); only its owner may change it or add to it. */
type CompanyAccess = "read" | "write";

/**
 * The company if the caller may use it so (owner; admin too for reading), else 404 — never 403,
 * so that ids cannot be probed.
 */
export async function getOwnedCompany({ user, companyId, access = "write" }: { user: User; companyId: string; access?: CompanyAccess }): Promise<Company> {
  if (!UUID.test(companyId)) throw notFound("Company not found");
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  const allowed = company && (company.ownerId === user.id || (user.isAdmin && access === "read"));
  if (!allowed) throw notFound("Company not found");
  return company;
}

/**
 * A row addressed by its own id (an entry, a target) that lives in a company: the row if the
 * caller may use that company so, else 404 with the row's own wording.
 */
export async function getRowInOwnedCompany<T extends { companyId: string }>({
  user,
  id,
  load,
  missing,
  access = "write",
}: {
  user: User;
  id: string;
  load: (id: string) => Promise<T | undefined>;
  missing: string;
  access?: CompanyAccess;
}): Promise<T> {
  const row = isUuid(id) ? await load(id) : undefined;
  if (!row) throw notFound(missing);
  try {
    await getOwnedCompany({ user, companyId: row.companyId, access });
  } catch {
    throw notFound(missing);
  }
  return row;
}
