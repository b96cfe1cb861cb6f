import { companyScreenMetadata } from "../../company-metadata";
import { ValueChainScreen } from "@/components/value-chain/value-chain-screen";

export const generateMetadata = companyScreenMetadata("Value chain");

export default async function ValueChainPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ValueChainScreen companyId={companyId} />;
}
