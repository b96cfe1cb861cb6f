"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ROLE_LABELS } from "@/lib/auth/access-table";
import type { CompanyDto } from "@/lib/companies/types";
import type { CreatedInvitationDto } from "@/lib/companies/member-schemas";
import { MembersTable } from "./members-table";
import { InviteLink, PendingInvitations } from "./pending-invitations";

// Only an owner sees the invite form: its form library is fetched for them, with the members, rather
// than in every visitor's first load (decisions D30). The placeholder is the form's measured height (218 px on a phone, 130 px wide).
const InviteForm = dynamic(() => import("./invite-form").then((m) => m.InviteForm), {
  ssr: false,
  loading: () => <div className="min-h-[13.625rem] sm:min-h-[8.125rem]" aria-busy="true" data-testid="invite-form-loading" />,
});

/** /team/{companyId}: members and roles; owners also invite, change roles, remove, and manage pending invitations. */
export function TeamScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Team" teamLink={false} description="Who works on this company, and what each of them may do.">
      {(company) => <TeamPanels company={company} />}
    </CompanyPage>
  );
}

export function TeamPanels({ company }: { company: CompanyDto }) {
  const isOwner = company.role === "owner";
  // Links made in this visit: the server keeps only their hash, so they can be copied only now.
  const [links, setLinks] = useState<Record<string, CreatedInvitationDto>>({});
  const [latest, setLatest] = useState<CreatedInvitationDto | null>(null);
  const onCreated = (invitation: CreatedInvitationDto) => {
    setLinks((all) => ({ ...all, [invitation.id]: invitation }));
    setLatest(invitation);
  };

  return (
    <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Members</h2>
          </CardTitle>
          <CardDescription>
            {isOwner
              ? "Change a role or remove a member; it takes effect on their next request. An assurer's access ends on the date you set."
              : company.role
                ? `You are ${ROLE_LABELS[company.role]} here. Only owners can invite members or change roles.`
                : "Only owners can invite members or change roles."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <MembersTable companyId={company.id} companyName={company.name} canManage={isOwner} />
        </CardContent>
      </Card>
      {isOwner ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Invite member</h2>
              </CardTitle>
              <CardDescription>The invitee logs in or signs up with this e-mail address and lands in {company.name}.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <InviteForm companyId={company.id} onCreated={onCreated} />
              {latest ? <InviteLink invitation={latest} onDismiss={() => setLatest(null)} /> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Pending invitations</h2>
              </CardTitle>
              <CardDescription>Not yet accepted and not expired.</CardDescription>
            </CardHeader>
            <CardContent>
              <PendingInvitations companyId={company.id} links={links} onCreated={onCreated} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
