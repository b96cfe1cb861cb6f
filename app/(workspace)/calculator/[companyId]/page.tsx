import type { Metadata } from "next";
import { CalculatorScreen } from "@/components/calculators/calculator-screen";

export const metadata: Metadata = { title: "Calculators" };

export default async function CalculatorPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <CalculatorScreen companyId={companyId} />;
}
