import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { UnitsScreen } from "@/components/units/units-screen";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { listUnits } from "@/lib/units/service";

export const generateMetadata = companyScreenMetadata("Reporting units");

export default async function UnitsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The unit tree comes with the page (decisions D30).
  return (
    <SeededCompany
      companyId={companyId}
      seed={() => [
        [
          companyKeys(companyId).units(),
          () => companyPageData(`/companies/${companyId}/units`, companyId, ({ company }) => listUnits({ companyId: company.id })),
        ],
      ]}
    >
      <UnitsScreen companyId={companyId} />
    </SeededCompany>
  );
}
