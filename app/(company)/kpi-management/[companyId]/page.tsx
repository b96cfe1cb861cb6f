import { companyScreenMetadata } from "../../company-metadata";
import { KpiScreen } from "@/components/kpi/kpi-screen";

export const generateMetadata = companyScreenMetadata("KPI Management");

export default async function KpiManagementPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <KpiScreen companyId={companyId} />;
}
