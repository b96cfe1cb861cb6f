"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { AppHeader } from "@/components/app-header";
import { Main } from "@/components/main";
import { PageMessage } from "@/components/page-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import type { CompanyDto } from "@/lib/companies/types";
import { useCompany } from "./use-company";

type Props = {
  companyId: string;
  title: string;
  description?: string;
  actions?: React.ReactNode;
  children: (company: CompanyDto) => React.ReactNode;
};

/** The frame of every company screen: company fetch, its loading and not-found states (app/(workspace) gates it). */
export function CompanyPage(props: Props) {
  return (
    <>
      <AppHeader />
      <CompanyPageBody {...props} />
    </>
  );
}

function CompanyPageBody({ companyId, title, description, actions, children }: Props) {
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
          <div className="flex flex-wrap gap-1.5 pt-1">
            {company.frameworks.map((code) => (
              <Badge key={code} variant="secondary">
                {code}
              </Badge>
            ))}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children(company)}
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
