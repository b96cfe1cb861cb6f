import type { Metadata } from "next";
import { ChecklistScreen } from "@/components/checklist/checklist-screen";

export const metadata: Metadata = { title: "Checklist" };

export default async function ChecklistPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ChecklistScreen companyId={companyId} />;
}
