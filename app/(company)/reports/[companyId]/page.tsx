import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { ReportsScreen } from "@/components/reports/reports-screen";

export const generateMetadata = companyScreenMetadata("Reports");

export default async function ReportsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <SeededCompany companyId={companyId}>
      <ReportsScreen companyId={companyId} />
    </SeededCompany>
  );
}
