import { companyScreenMetadata } from "../../company-metadata";
import { UnitsScreen } from "@/components/units/units-screen";

export const generateMetadata = companyScreenMetadata("Reporting units");

export default async function UnitsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <UnitsScreen companyId={companyId} />;
}
