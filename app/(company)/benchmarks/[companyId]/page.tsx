import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { BenchmarksScreen } from "@/components/benchmarks/benchmarks-screen";
import { companyPageData, userPageData } from "@/lib/api/page-data";
import { companyBenchmarks, libraryShares, listPeers } from "@/lib/benchmarks/service";
import { companyKeys, peersKey } from "@/lib/client/query-keys";

export const generateMetadata = companyScreenMetadata("Peer Benchmarks");

export default async function BenchmarksPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The table as the screen opens it (latest reported year, every NIC division), the caller's library and its sharing come with the page.
  return (
    <SeededCompany
      companyId={companyId}
      seed={() => [
        [
          companyKeys(companyId).benchmarks(null, null),
          () => companyPageData(`/companies/${companyId}/benchmarks`, companyId, ({ company }, user) => companyBenchmarks({ user, company })),
        ],
        [peersKey, () => userPageData("/peers", (user) => listPeers({ user }))],
        [
          companyKeys(companyId).peerLibrary(),
          () => companyPageData(`/companies/${companyId}/peer-library`, companyId, ({ company }, user) => libraryShares({ user, company })),
        ],
      ]}
    >
      <BenchmarksScreen companyId={companyId} />
    </SeededCompany>
  );
}
