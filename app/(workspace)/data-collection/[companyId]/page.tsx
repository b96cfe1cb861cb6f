import type { Metadata } from "next";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";

export const metadata: Metadata = { title: "Data Collection" };

export default async function DataCollectionPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <DataCollectionScreen companyId={companyId} />;
}
