"use client";

import Link from "next/link";
import { useQueries } from "@tanstack/react-query";
import { Building2, ClipboardList, MapPin, Plus, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { RoleBadge } from "@/components/team/role-badge";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { CompanyDto } from "@/lib/companies/types";
import type { DashboardDto } from "@/lib/dashboard/types";
import { formatCount } from "@/lib/format";

/** The dashboard's Avg. Completion: the rounded mean of the per-framework percentages. */
function averageCompletion(dashboard: DashboardDto): number {
  const percentages = Object.values(dashboard.completion).map((c) => c.percentage);
  return percentages.length ? Math.round(percentages.reduce((a, b) => a + b, 0) / percentages.length) : 0;
}

/** Open review items are figures submitted and awaiting a reviewer: none for a company without data. */
function openItems(dashboard: DashboardDto | undefined): string | null {
  if (!dashboard) return null;
  const n = dashboard.statistics.extras.review.submitted;
  return n ? `${formatCount(n)} open review ${n === 1 ? "item" : "items"}` : "Nothing awaiting review";
}

/**
 * A consultant's clients at a glance (decisions D9's 'Your Companies' grid): each card keeps
 * SPEC's size, name, industry, location and frameworks, and adds the client's completion and
 * what is open for review, from the endpoints the dashboard and the questionnaire already use.
 * Admins see every company here, not a portfolio, so their cards carry no figures. Each card
 * shows the caller's role in the company (decisions D20: the portfolio is every company the
 * caller owns or is a member of).
 */
export function Portfolio({ companies, figures, headingLevel }: { companies: CompanyDto[]; figures: boolean; headingLevel: 1 | 2 }) {
  const dashboards = useQueries({
    queries: companies.map((company) => ({
      queryKey: companyKeys(company.id).dashboard(),
      queryFn: () => api<DashboardDto>(`/dashboard/${company.id}`),
      enabled: figures,
    })),
  });
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" data-testid="your-companies" aria-labelledby="your-companies-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <Heading id="your-companies-heading" className="text-2xl font-semibold tracking-tight">
            Your Companies
          </Heading>
          {figures ? <p className="text-sm text-muted-foreground">Completion and open review items of each client.</p> : null}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/setup">
            <Plus className="size-4" aria-hidden /> Add Company
          </Link>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {companies.map((company, index) => {
          const dashboard = dashboards[index]?.data;
          const failed = Boolean(dashboards[index]?.isError);
          const completion = dashboard ? `${averageCompletion(dashboard)}%` : dashboards[index]?.isError ? "—" : "…";
          const open = (figures ? openItems(dashboard) : null) ?? (failed ? "—" : "…");
          return (
            <Link
              key={company.id}
              href={`/dashboard/${company.id}`}
              className="group min-w-0 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full gap-3 transition-shadow group-hover:shadow-md" data-testid="company-card">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Users className="size-3.5" aria-hidden /> {company.size}
                    </span>
                    <span className="inline-flex items-center gap-2">
                      {company.role ? <RoleBadge role={company.role} data-testid="company-card-role" /> : null}
                      <Building2 className="size-4" aria-hidden />
                    </span>
                  </div>
                  <CardTitle className="text-lg">{company.name}</CardTitle>
                  <CardDescription>{company.industry || "Other"}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-3">
                  <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-3.5 shrink-0" aria-hidden /> {company.location}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    {company.frameworks.map((code) => (
                      <Badge key={code} variant="secondary">
                        {code}
                      </Badge>
                    ))}
                  </div>
                  {figures ? (
                    <div className="space-y-2 border-t pt-3" data-testid="company-card-figures">
                      <div className="flex items-center justify-between text-sm">
                        <span className="text-muted-foreground">Completion</span>
                        <span className="font-medium tabular-nums" data-testid="company-card-completion">
                          {completion}
                        </span>
                      </div>
                      <Progress value={dashboard ? averageCompletion(dashboard) : 0} aria-label={`${company.name} completion`} />
                      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="company-card-open">
                        <ClipboardList className="size-3.5 shrink-0" aria-hidden /> {open}
                      </p>
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
