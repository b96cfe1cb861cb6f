import { companyScreenMetadata } from "../../company-metadata";
import { FigureConflictsScreen } from "@/components/esg-data/figure-conflicts";

export const generateMetadata = companyScreenMetadata("Figure conflicts");

export default async function FigureConflictsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <FigureConflictsScreen companyId={companyId} />;
}
