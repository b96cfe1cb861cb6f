import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { KpiScreen } from "@/components/kpi/kpi-screen";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { getKpiProgress } from "@/lib/kpi/service";

export const generateMetadata = companyScreenMetadata("KPI Management");

export default async function KpiManagementPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The targets come with the page (decisions D30), approved figures only, as the screen opens.
  return (
    <SeededCompany
      companyId={companyId}
      seed={() => [
        [
          companyKeys(companyId).kpiProgressList(false),
          () =>
            companyPageData(`/kpi-targets/${companyId}/progress`, companyId, ({ company, dataVersion }) =>
              getKpiProgress({ companyId: company.id, fyStartMonth: company.fyStartMonth, dataVersion, includeDrafts: false }),
            ),
        ],
      ]}
    >
      <KpiScreen companyId={companyId} />
    </SeededCompany>
  );
}
