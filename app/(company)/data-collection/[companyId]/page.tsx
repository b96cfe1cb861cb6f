import { companyScreenMetadata } from "../../company-metadata";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";

export const generateMetadata = companyScreenMetadata("Data Collection");

export default async function DataCollectionPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <DataCollectionScreen companyId={companyId} />;
}
