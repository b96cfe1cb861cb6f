import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { ValueChainScreen } from "@/components/value-chain/value-chain-screen";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { getValueChain } from "@/lib/value-chain/service";

export const generateMetadata = companyScreenMetadata("Value chain");

export default async function ValueChainPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The year the screen opens on is the company's default (decisions D19): that year's scoping comes with the page.
  return (
    <SeededCompany
      companyId={companyId}
      seed={({ default_fy }) => [
        [
          companyKeys(companyId).valueChain(default_fy.id),
          () => companyPageData(`/companies/${companyId}/value-chain`, companyId, ({ company }) => getValueChain({ company, fy: default_fy.id })),
        ],
      ]}
    >
      <ValueChainScreen companyId={companyId} />
    </SeededCompany>
  );
}
