import type { Metadata } from "next";
import { InsightsScreen } from "@/components/insights/insights-screen";

export const metadata: Metadata = { title: "AI Insights" };

export default async function InsightsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <InsightsScreen companyId={companyId} />;
}
