import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { CalculatorScreen } from "@/components/calculators/calculator-screen";

export const generateMetadata = companyScreenMetadata("Calculators");

export default async function CalculatorPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <SeededCompany companyId={companyId}>
      <CalculatorScreen companyId={companyId} />
    </SeededCompany>
  );
}
