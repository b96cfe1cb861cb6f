import { companyScreenMetadata } from "../../company-metadata";
import { ChecklistScreen } from "@/components/checklist/checklist-screen";

export const generateMetadata = companyScreenMetadata("Checklist");

export default async function ChecklistPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ChecklistScreen companyId={companyId} />;
}
