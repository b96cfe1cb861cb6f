import { companyScreenMetadata } from "../../company-metadata";
import { ReportsScreen } from "@/components/reports/extraction-screen";

export const generateMetadata = companyScreenMetadata("Reports");

export default async function ReportsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ReportsScreen companyId={companyId} />;
}
