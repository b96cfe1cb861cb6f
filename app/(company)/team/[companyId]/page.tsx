import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { TeamScreen } from "@/components/team/team-screen";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { listInvitations } from "@/lib/companies/invitations";
import { listMembers } from "@/lib/companies/members";

export const generateMetadata = companyScreenMetadata("Team");

export default async function TeamPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // Members come with the page; pending invitations too, for an owner (the access table's owners-only read: others seed nothing).
  return (
    <SeededCompany
      companyId={companyId}
      seed={(company) => [
        [
          companyKeys(companyId).members(),
          () => companyPageData(`/companies/${companyId}/members`, companyId, ({ company }, user) => listMembers({ user, company })),
        ],
        ...(company.role === "owner"
          ? ([
              [
                companyKeys(companyId).invitations(),
                () => companyPageData(`/companies/${companyId}/invitations`, companyId, ({ company }) => listInvitations({ company })),
              ],
            ] as const)
          : []),
      ]}
    >
      <TeamScreen companyId={companyId} />
    </SeededCompany>
  );
}
