import { HydrationBoundary, type QueryKey } from "@tanstack/react-query";
import { companyView } from "@/lib/companies/company-view";
import { companyPageData, seededQueries } from "@/lib/api/page-data";
import { companyKey } from "@/lib/client/query-keys";

type CompanyRead = Awaited<ReturnType<typeof companyView>>;

/** A query the screen asks for, under the very key it asks with, and how the server reads its data (companyPageData or userPageData: null seeds nothing). */
export type SeedQuery = readonly [QueryKey, () => Promise<unknown>];

/**
 * A company screen with its company read on the server (lib/, as GET /api/companies/{id} reads it
 * for this visitor) and handed to the browser's query cache: the screen's frame and body render
 * in the server's HTML instead of 'Loading...' while the browser fetches the company (decisions
 * D30). `more` seeds other queries the page read on the server; `seed` names queries whose keys
 * depend on the company (its industry, its opening year), read once it is known. Without the
 * company (no session, not a member) nothing more is read and the screen shows its own state.
 */
export async function SeededCompany({
  companyId,
  more = [],
  seed,
  children,
}: {
  companyId: string;
  more?: readonly (readonly [QueryKey, unknown])[];
  seed?: (company: CompanyRead) => readonly SeedQuery[];
  children: React.ReactNode;
}) {
  const company = await companyPageData(`/companies/${companyId}`, companyId, ({ company, role }) => companyView({ company, role }));
  const seeded = company && seed ? await Promise.all(seed(company).map(async ([key, read]) => [key, await read()] as const)) : [];
  return <HydrationBoundary state={seededQueries([[companyKey(companyId), company], ...more, ...seeded])}>{children}</HydrationBoundary>;
}
