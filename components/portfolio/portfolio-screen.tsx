"use client";

import Link from "next/link";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Lock, Plus } from "lucide-react";
import { AppHeader } from "@/components/app-header";
import { Main } from "@/components/main";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { LoadingState } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { toast } from "@/lib/client/toast";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { sortPortfolio, type Coverage, type PortfolioRow, type PortfolioSort } from "@/lib/portfolio/rules";
import type { PortfolioResponse } from "@/lib/portfolio/schemas";

const SORT_LABELS: Record<PortfolioSort, string> = {
  blockers: "Blockers first",
  name: "Name",
  due: "Filing due soonest",
  completeness: "Least complete first",
};

export const portfolioKey = ["portfolio"] as const;

const coverage = (c: Coverage | null) => (c ? `${formatNumber(c.reported, 0)} of ${formatNumber(c.total, 0)} (${formatNumber(c.percentage, 1)}%)` : "—");
const dueText = (row: PortfolioRow) =>
  row.filing_due_date
    ? `${formatDate(`${row.filing_due_date}T00:00:00+05:30`)}${row.due_in_days !== null ? ` (${row.due_in_days < 0 ? `${formatNumber(-row.due_in_days, 0)} days overdue` : `in ${formatNumber(row.due_in_days, 0)} days`})` : ""}`
    : "Not set";
const signoffText = (row: PortfolioRow) => (row.signoff ? row.signoff.state : "None");
const overdueText = (row: PortfolioRow) => (row.requests_overdue === null ? "None" : formatCount(row.requests_overdue));

/** The owner's field for the annual report's date; others read it. */
function DueDate({ row }: { row: PortfolioRow }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (date: string | null) => api(`/companies/${row.company.id}/filing-due-date`, { method: "PUT", body: { date } }),
    onSuccess: async () => {
      toast.success("Filing due date saved");
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
    },
    onError: (error) => failureToast(error, "Failed to save data"),
  });
  if (row.company.role !== "owner") return <span data-testid="portfolio-due">{dueText(row)}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Input
        type="date"
        aria-label={`Filing due date of ${row.company.name}`}
        className="h-8 w-40 md:w-36"
        defaultValue={row.filing_due_date ?? ""}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          if (value !== (row.filing_due_date ?? "")) save.mutate(value || null);
        }}
      />
      <span className="text-muted-foreground text-xs" data-testid="portfolio-due">
        {save.isPending ? "Saving..." : dueText(row)}
      </span>
    </span>
  );
}

function Blockers({ row }: { row: PortfolioRow }) {
  if (!row.blockers.length)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-4" aria-hidden /> No blockers
      </span>
    );
  return (
    <ul className="space-y-0.5 text-sm" data-testid="portfolio-blockers">
      {row.blockers.map((b) => (
        <li key={b} className="flex items-start gap-1">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden /> {b}
        </li>
      ))}
    </ul>
  );
}

/**
 * A consultant's clients: each company's default year, BRSR and Core completeness (the one measure
 * of every screen), figures awaiting review, requests, lock and sign-off, and the filing due date,
 * blockers first. A table on a laptop; a card per client on a phone.
 */
export function PortfolioScreen() {
  const [sort, setSort] = useState<PortfolioSort>("blockers");
  const query = useQuery({
    queryKey: portfolioKey,
    queryFn: () => api<PortfolioResponse>("/portfolio"),
    meta: { errorMessage: "Failed to load data" },
  });
  const rows = query.data ? sortPortfolio(query.data.companies, sort) : [];

  return (
    <div className="min-h-screen">
      <AppHeader />
      <Main className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight">Portfolio</h1>
            <p className="text-muted-foreground text-sm">Each client&apos;s status for its current reporting year, what blocks it, and when it is due.</p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <label htmlFor="portfolio-sort" className="text-muted-foreground block text-xs font-medium">
                Sort by
              </label>
              <NativeSelect id="portfolio-sort" data-testid="portfolio-sort" value={sort} onChange={(e) => setSort(e.target.value as PortfolioSort)}>
                {(Object.keys(SORT_LABELS) as PortfolioSort[]).map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link href="/setup">
                <Plus className="size-4" aria-hidden /> Add Company
              </Link>
            </Button>
          </div>
        </div>

        {query.isPending ? (
          <LoadingState label="Loading your clients..." />
        ) : query.isError ? (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3">
              <p role="alert">Failed to load data</p>
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </CardContent>
          </Card>
        ) : !rows.length ? (
          <Card>
            <CardContent className="space-y-3">
              <p>No companies yet.</p>
              <Button asChild size="sm">
                <Link href="/setup">Add your first company</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-xl border md:block">
              <table className="w-full text-sm" data-testid="portfolio-table">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    {["Company", "Year", "BRSR", "BRSR Core", "Awaiting review", "Requests overdue", "Lock", "Sign-off", "Filing due", "Blockers"].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 align-bottom font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.company.id} className="border-t align-top" data-testid="portfolio-row" data-company={row.company.name}>
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        <Link href={`/dashboard/${row.company.id}`} className="hover:underline" data-testid="portfolio-open">
                          {row.company.name}
                        </Link>
                        <span className="text-muted-foreground block text-xs font-normal">{row.company.frameworks.join(", ")}</span>
                      </th>
                      <td className="px-3 py-2 whitespace-nowrap">{row.fy.label}</td>
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums" data-testid="portfolio-brsr">
                        {coverage(row.brsr)}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{coverage(row.core)}</td>
                      <td className="px-3 py-2 tabular-nums" data-testid="portfolio-awaiting">
                        {formatCount(row.awaiting_review)}
                      </td>
                      <td className="px-3 py-2">{overdueText(row)}</td>
                      <td className="px-3 py-2">{row.locked ? <Lock className="size-4" aria-label="Locked" /> : "Open"}</td>
                      <td className="px-3 py-2">{signoffText(row)}</td>
                      <td className="px-3 py-2">
                        <DueDate row={row} />
                      </td>
                      <td className="min-w-48 px-3 py-2">
                        <Blockers row={row} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="space-y-3 md:hidden" aria-label="Clients">
              {rows.map((row) => (
                <li key={row.company.id} data-testid="portfolio-card" data-company={row.company.name}>
                  <Card className="gap-3 py-4">
                    <CardContent className="space-y-3 px-4">
                      <div className="flex items-start justify-between gap-2">
                        <Link href={`/dashboard/${row.company.id}`} className="font-semibold break-words hover:underline" data-testid="portfolio-open">
                          {row.company.name}
                        </Link>
                        <Badge variant="secondary">{row.fy.label}</Badge>
                      </div>
                      <Blockers row={row} />
                      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                        <dt className="text-muted-foreground">BRSR</dt>
                        <dd className="tabular-nums">{coverage(row.brsr)}</dd>
                        <dt className="text-muted-foreground">BRSR Core</dt>
                        <dd className="tabular-nums">{coverage(row.core)}</dd>
                        <dt className="text-muted-foreground">Awaiting review</dt>
                        <dd>{formatCount(row.awaiting_review)}</dd>
                        <dt className="text-muted-foreground">Requests overdue</dt>
                        <dd>{overdueText(row)}</dd>
                        <dt className="text-muted-foreground">Lock · Sign-off</dt>
                        <dd>
                          {row.locked ? "Locked" : "Open"} · {signoffText(row)}
                        </dd>
                      </dl>
                      <div className="text-sm">
                        <span className="text-muted-foreground">Filing due: </span>
                        <DueDate row={row} />
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </Main>
    </div>
  );
}
