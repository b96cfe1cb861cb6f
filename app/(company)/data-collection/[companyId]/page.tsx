import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

export const generateMetadata = companyScreenMetadata("Data Collection");

export default async function DataCollectionPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The catalogue comes as data from the server, not as code in the screen's JavaScript (decisions D30).
  return (
    <SeededCompany companyId={companyId}>
      <DataCollectionScreen companyId={companyId} catalogue={metricCatalogue()} />
    </SeededCompany>
  );
}
