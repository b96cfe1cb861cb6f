import { companyScreenMetadata } from "../../company-metadata";
import { BenchmarksScreen } from "@/components/benchmarks/benchmarks-screen";

export const generateMetadata = companyScreenMetadata("Peer Benchmarks");

export default async function BenchmarksPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <BenchmarksScreen companyId={companyId} />;
}
