import type { Metadata } from "next";
import { KpiScreen } from "@/components/kpi/kpi-screen";

export const metadata: Metadata = { title: "KPI Management" };

export default async function KpiManagementPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <KpiScreen companyId={companyId} />;
}
