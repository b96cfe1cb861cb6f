import type { Metadata } from "next";
import { ReportsScreen } from "@/components/reports/extraction-screen";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ReportsScreen companyId={companyId} />;
}
