import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { FigureConflictsScreen } from "@/components/esg-data/figure-conflicts";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { listConflicts } from "@/lib/esg-data/figures";

export const generateMetadata = companyScreenMetadata("Figure conflicts");

export default async function FigureConflictsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The open conflicts come with the page (decisions D30), shaped as GET /api/companies/{id}/figure-conflicts answers.
  return (
    <SeededCompany
      companyId={companyId}
      seed={() => [
        [
          companyKeys(companyId).figureConflicts(),
          () =>
            companyPageData(`/companies/${companyId}/figure-conflicts`, companyId, async ({ company }) => ({
              conflicts: await listConflicts({ companyId: company.id }),
            })),
        ],
      ]}
    >
      <FigureConflictsScreen companyId={companyId} />
    </SeededCompany>
  );
}
