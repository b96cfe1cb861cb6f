"use client";

import Link from "next/link";
import { ArrowLeft, Users } from "lucide-react";
import { AppHeader } from "@/components/app-header";
import { Main } from "@/components/main";
import { PageMessage } from "@/components/page-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { RoleBadge } from "@/components/team/role-badge";
import { ApiClientError } from "@/lib/client/api";
import { ROLE_LABELS, type CompanyRole } from "@/lib/auth/access-table";
import { figureEditing } from "@/components/review/roles";
import type { CompanyDto } from "@/lib/companies/types";
import { useCompany } from "./use-company";

type Props = {
  companyId: string;
  title: string;
  description?: string;
  actions?: React.ReactNode;
  /** The 'Team' link beside the actions (the Team screen itself leaves it out). */
  teamLink?: boolean;
  /**
   * The body, shown once the company has loaded: a function of it, or (from a Server Component
   * page, which cannot pass functions) elements rendered on the server whose client parts read the
   * company from the query cache themselves (useCompany).
   */
  children: React.ReactNode | ((company: CompanyDto) => React.ReactNode);
};

/** The frame of every company screen: company fetch, its loading and not-found states (app/(company) gates it). */
export function CompanyPage(props: Props) {
  return (
    <>
      <AppHeader />
      <CompanyPageBody {...props} />
    </>
  );
}

function CompanyPageBody({ companyId, title, description, actions, teamLink = true, children }: Props) {
  const { data: company, isPending, error } = useCompany(companyId);
  const missing = error instanceof ApiClientError && error.status === 404;

  if (isPending)
    return (
      <Main>
        <LoadingState label="Loading..." />
      </Main>
    );
  if (missing || !company)
    return (
      <Main>
        <CompanyNotFound failed={!missing} />
      </Main>
    );

  return (
    <Main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
            <Link href={`/dashboard/${company.id}`}>
              <ArrowLeft className="size-4" /> {company.name}
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
          <div className="flex flex-wrap items-center gap-1.5 pt-1">
            {/* The caller's role here (decisions D20); none for an admin reading a company they are not a member of. */}
            {company.role ? <RoleBadge role={company.role} data-testid="company-role" title="Your role in this company" /> : null}
            {company.frameworks.map((code) => (
              <Badge key={code} variant="secondary">
                {code}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {teamLink ? (
            <Button asChild variant="outline" size="sm" data-testid="open-team">
              <Link href={`/team/${company.id}`}>
                <Users className="size-4" aria-hidden /> Team
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {company.role && !figureEditing(company.role).canEdit ? <ReadOnlyNotice role={company.role} /> : null}
      {typeof children === "function" ? children(company) : children}
    </Main>
  );
}

/** A company that is not the caller's (or does not exist), or whose first fetch failed. */
export function CompanyNotFound({ failed = false, failedTitle = "Failed to load data" }: { failed?: boolean; failedTitle?: string }) {
  return failed ? (
    <PageMessage title={failedTitle} description="Please check your connection and try again." />
  ) : (
    <PageMessage title="Company Not Found" description="The requested company could not be found." />
  );
}

const READ_ONLY_NOTES: Partial<Record<CompanyRole, string>> = {
  reviewer: "You review this company's figures: approve or reject them and lock years. Changing figures is for its owners and editors.",
  viewer: "You can read everything here but not change it.",
  assurer: "You can read everything here, request evidence on a figure and comment; changing figures is for the company's team.",
};

/** Said once at the top of a company screen to a member whose role cannot change figures, so a form they cannot save does not surprise them. */
function ReadOnlyNotice({ role }: { role: CompanyRole }) {
  return (
    <p role="note" className="mb-4 rounded-md border border-dashed bg-muted/40 px-3 py-2 text-sm text-muted-foreground" data-testid="read-only-notice">
      <span className="font-medium text-foreground">{ROLE_LABELS[role]}:</span> {READ_ONLY_NOTES[role] ?? "Your role cannot change figures here."}
    </p>
  );
}
