import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { InsightsScreen } from "@/components/insights/insights-screen";

export const generateMetadata = companyScreenMetadata("AI Insights");

export default async function InsightsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <SeededCompany companyId={companyId}>
      <InsightsScreen companyId={companyId} />
    </SeededCompany>
  );
}
