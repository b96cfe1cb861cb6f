import { companyScreenMetadata } from "../../company-metadata";
import { BrsrScreen } from "@/components/brsr/brsr-screen";

export const generateMetadata = companyScreenMetadata("BRSR Questionnaire");

const one = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() ? value.trim() : null);

export default async function BrsrPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ companyId }, query] = await Promise.all([params, searchParams]);
  // ?fy=2024-25 opens that financial year (else the server's choice); ?section=P6 that section.
  return <BrsrScreen companyId={companyId} initialFy={one(query.fy)} initialSection={one(query.section)} />;
}
