"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { MailCheck } from "lucide-react";
import { AppHeader } from "@/components/app-header";
import { Main } from "@/components/main";
import { PageMessage } from "@/components/page-message";
import { useAuth } from "@/components/providers/auth-provider";
import { companiesKey } from "@/components/dashboard/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { ROLE_LABELS } from "@/lib/auth/access-table";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { ROLE_DESCRIPTIONS, maskEmail } from "@/lib/companies/member-display";
import type { AcceptedInvitationDto, InvitationPreviewDto } from "@/lib/companies/member-schemas";
import { formatDate, formatDateTime } from "@/lib/format";
import { RoleBadge } from "./role-badge";
import { invitationKey, useInvitationPreview } from "./queries";

/** /invitations/{token}: whom the link invites to which company; log in or sign up, then accept. */
export function InvitationLanding({ token }: { token: string }) {
  const { data, isPending, error, refetch } = useInvitationPreview(token);
  const missing = error instanceof ApiClientError && error.status === 404;

  return (
    <>
      <AppHeader />
      <Main className="mx-auto w-full max-w-lg px-4 py-10">
        {isPending ? (
          <LoadingState label="Loading invitation..." />
        ) : missing ? (
          <div data-testid="invitation-missing">
            <PageMessage
              title="Invitation not found"
              description="This invitation link is not valid. It may have been revoked or replaced; ask the company's owner for a new one."
            />
          </div>
        ) : error || !data ? (
          <div data-testid="invitation-failed">
            <PageMessage title="Failed to load the invitation" description="Please check your connection and try again.">
              <Button onClick={() => void refetch()}>Try again</Button>
            </PageMessage>
          </div>
        ) : (
          <InvitationCard token={token} invitation={data} />
        )}
      </Main>
    </>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreviewDto }) {
  const { status, user, logout } = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const here = `/invitations/${token}`;
  const next = new URLSearchParams({ next: here }).toString();
  // The server decides; this only warns early when the signed-in address cannot be the invited one.
  const otherAccount = status === "authenticated" && user ? maskEmail(user.email.toLowerCase()) !== invitation.email : false;

  const accept = useMutation({
    mutationFn: () => api<AcceptedInvitationDto>(`/invitations/${encodeURIComponent(token)}/accept`, { method: "POST" }),
    onSuccess: async (membership) => {
      toast.success(`You joined ${invitation.company_name} as ${ROLE_LABELS[membership.role]}`);
      await queryClient.invalidateQueries({ queryKey: companiesKey });
      // A contributor works only on the requests sent to them.
      router.push(membership.role === "contributor" ? "/requests" : `/dashboard/${membership.company_id}`);
    },
    onError: async (error) => {
      // The link may have changed state meanwhile (used, expired): show what it is now.
      await queryClient.invalidateQueries({ queryKey: invitationKey(token) });
      toast.error("Could not accept the invitation", { description: errorMessage(error, "Please try again.") });
    },
  });

  const onLogout = async () => {
    await logout();
    router.push(`/login?${next}`);
  };

  return (
    <Card data-testid="invitation-card" data-status={invitation.status}>
      <CardHeader>
        <span className="bg-secondary text-secondary-foreground mb-2 flex size-10 items-center justify-center rounded-lg">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <CardTitle>
          <h1 className="text-xl font-semibold" data-testid="invitation-company">
            Join {invitation.company_name}
          </h1>
        </CardTitle>
        <CardDescription>
          {invitation.invited_by_name ? `${invitation.invited_by_name} invited` : "You are invited:"} <span className="font-medium">{invitation.email}</span>
          {" as "}
          {ROLE_LABELS[invitation.role]}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex items-start gap-2">
          <RoleBadge role={invitation.role} data-testid="invitation-role" />
          <span className="text-muted-foreground">{ROLE_DESCRIPTIONS[invitation.role]}</span>
        </div>
        {invitation.access_until ? <p>Access until {formatDate(invitation.access_until)}.</p> : null}
        {invitation.status === "pending" ? (
          <p className="text-muted-foreground">The invitation is valid until {formatDateTime(invitation.expires_at)}.</p>
        ) : null}
        {invitation.status === "expired" ? (
          <p role="alert" className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3" data-testid="invitation-expired">
            This invitation expired on {formatDateTime(invitation.expires_at)}. Ask the owner of {invitation.company_name} to invite you again.
          </p>
        ) : null}
        {invitation.status === "accepted" ? (
          <p role="alert" className="bg-muted rounded-md border p-3" data-testid="invitation-used">
            This invitation has already been used. If it was you, open {invitation.company_name} from your companies.
          </p>
        ) : null}
        {invitation.status === "pending" && otherAccount && user ? (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            data-testid="invitation-wrong-account"
          >
            You are signed in as {user.email}, but this invitation is for {invitation.email}. Log out and log in with that account to accept it.
          </p>
        ) : null}
        {accept.error ? (
          <p role="alert" className="text-destructive" data-testid="invitation-error">
            {errorMessage(accept.error, "Could not accept the invitation. Please try again.")}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {invitation.status !== "pending" ? (
          <Button asChild variant="outline">
            <Link href="/">Go to Home</Link>
          </Button>
        ) : status === "loading" ? (
          <LoadingState label="Checking your session..." className="py-2" />
        ) : status !== "authenticated" ? (
          <>
            <Button asChild data-testid="invitation-login">
              <Link href={`/login?${next}`}>Log in to accept</Link>
            </Button>
            <Button asChild variant="outline" data-testid="invitation-signup">
              <Link href={`/signup?${next}`}>Sign up to accept</Link>
            </Button>
          </>
        ) : otherAccount ? (
          <Button variant="outline" onClick={onLogout} data-testid="invitation-switch-account">
            Log out and switch account
          </Button>
        ) : (
          <Button onClick={() => accept.mutate()} disabled={accept.isPending || accept.isSuccess} data-testid="accept-invitation">
            {accept.isPending || accept.isSuccess ? "Accepting..." : "Accept invitation"}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
