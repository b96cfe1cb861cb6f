import { HydrationBoundary, type QueryKey } from "@tanstack/react-query";
import { companyView } from "@/lib/companies/company-view";
import { companyPageData, seededQueries } from "@/lib/api/page-data";
import { companyKey } from "@/lib/client/query-keys";

/**
 * A company screen with its company read on the server (lib/, as GET /api/companies/{id} reads it
 * for this visitor) and handed to the browser's query cache: the screen's frame and body render
 * in the server's HTML instead of 'Loading...' while the browser fetches the company (decisions
 * D30). `more` seeds other queries the page read on the server.
 */
export async function SeededCompany({
  companyId,
  more = [],
  children,
}: {
  companyId: string;
  more?: readonly (readonly [QueryKey, unknown])[];
  children: React.ReactNode;
}) {
  const company = await companyPageData(`/companies/${companyId}`, companyId, ({ company, role }) => companyView({ company, role }));
  return <HydrationBoundary state={seededQueries([[companyKey(companyId), company], ...more])}>{children}</HydrationBoundary>;
}
