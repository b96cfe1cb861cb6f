"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lock, LockOpen, MessageSquareWarning, ShieldCheck } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { AssurancePackButton } from "@/components/evidence/assurance-pack-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyBasicDialog } from "@/components/ui/lazy-basic-dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api, apiWithHeaders } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyDataKey, companyKey, refreshCompanyData } from "@/lib/client/query-keys";
import { REVIEWERS, roleAllows, type CompanyRole } from "@/lib/auth/access-table";
import type { YearLockDto } from "@/lib/companies/locks";
import type { DashboardDto } from "@/lib/dashboard/types";
import { formatDate, formatNumber } from "@/lib/format";
import { financialYearChoices } from "@/lib/periods";
import { REVIEW_STATE_LABELS, REVIEW_STATES, type ReviewState } from "@/lib/esg-data/review-states";

const STATE_STYLE: Record<ReviewState, "outline" | "secondary" | "default" | "destructive"> = {
  draft: "outline",
  submitted: "secondary",
  approved: "default",
  rejected: "destructive",
};

type Extras = DashboardDto["statistics"]["extras"];

/**
 * Issue 17 on the dashboard: figures by review state, open evidence requests, the locked years
 * (with the reason each was locked), the last locks and reopenings, and — for owners and
 * reviewers — locking a year and reopening one with a reason.
 */
export function ReviewAndLocks({
  companyId,
  role,
  fyStartMonth,
  defaultFy,
  extras,
}: {
  companyId: string;
  role: CompanyRole | null;
  fyStartMonth: number;
  /** The company's default year (the latest with data, else the last ended): the lock form opens on it. */
  defaultFy?: string | null;
  extras: Extras;
}) {
  const canLock = role !== null && roleAllows(REVIEWERS, role);
  const total = REVIEW_STATES.reduce((n, s) => n + extras.review[s], 0);
  return (
    <section className="grid gap-4 md:grid-cols-2" aria-label="Review and locked years">
      <Card className="gap-3" data-testid="review-summary">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ShieldCheck className="size-4" aria-hidden /> Review
          </CardTitle>
          <CardDescription>
            {total ? `${formatNumber(extras.review.approved)} of ${formatNumber(total)} figures approved` : "No figures entered yet"}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <ul className="flex flex-wrap gap-2">
            {REVIEW_STATES.map((state) => (
              <li key={state}>
                <Badge variant={STATE_STYLE[state]} data-testid={`review-count-${state}`}>
                  {REVIEW_STATE_LABELS[state]}: {formatNumber(extras.review[state])}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2" data-testid="open-evidence-requests">
            <MessageSquareWarning className="size-4 text-muted-foreground" aria-hidden />
            {extras.open_evidence_requests
              ? `${formatNumber(extras.open_evidence_requests)} open evidence ${extras.open_evidence_requests === 1 ? "request" : "requests"}`
              : "No open evidence requests"}
          </p>
          <p className="flex items-center gap-2" data-testid="overdue-requests">
            <MessageSquareWarning className="size-4 text-muted-foreground" aria-hidden />
            <Link href={`/requests/board/${companyId}`} className="underline-offset-4 hover:underline">
              {extras.overdue_requests
                ? `${formatNumber(extras.overdue_requests)} overdue data ${extras.overdue_requests === 1 ? "request" : "requests"}`
                : "No overdue data requests"}
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link href={`/data-collection/${companyId}`}>Review figures</Link>
            </Button>
            <AssurancePackButton companyId={companyId} />
          </div>
        </CardContent>
      </Card>

      <Card className="gap-3" data-testid="year-locks">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lock className="size-4" aria-hidden /> Locked years
          </CardTitle>
          <CardDescription>A locked year&apos;s figures, evidence and targets cannot be changed until an owner or reviewer reopens it.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {extras.locks.length ? (
            <ul className="space-y-2">
              {extras.locks.map((lock) => (
                <li key={lock.fy} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2" data-testid={`lock-${lock.fy}`}>
                  <div className="min-w-0">
                    <p className="font-medium">{lock.label}</p>
                    <p className="text-xs break-words text-muted-foreground">
                      Locked{lock.locked_by ? ` by ${lock.locked_by.full_name || lock.locked_by.email}` : ""} on {formatDate(lock.locked_at)}
                      {lock.reason ? `: ${lock.reason}` : ""}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <AssurancePackButton companyId={companyId} fy={lock.fy} />
                    {canLock && <ReopenYearButton companyId={companyId} lock={lock} />}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No year is locked.</p>
          )}
          {canLock && <LockYearForm companyId={companyId} fyStartMonth={fyStartMonth} defaultFy={defaultFy ?? null} locked={extras.locks.map((l) => l.fy)} />}
          {extras.lock_events.length > 0 && (
            <details className="text-xs text-muted-foreground">
              <summary className="cursor-pointer">Lock history</summary>
              <ul className="mt-1 space-y-1">
                {extras.lock_events.map((e, i) => (
                  <li key={`${e.at}-${i}`}>
                    {formatDate(e.at)}: FY {e.fy} {e.action === "lock" ? "locked" : "reopened"}
                    {e.by ? ` by ${e.by}` : ""}
                    {e.reason ? ` — ${e.reason}` : ""}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * What locking a year would freeze unfinished: its figures still in draft and the questionnaire's
 * required answers missing, asked for when the confirmation opens so the owner locks knowingly.
 */
function useLockPreflight(companyId: string, fy: string, enabled: boolean) {
  return useQuery({
    queryKey: [...companyDataKey(companyId), "lock-preflight", fy],
    enabled: enabled && !!fy,
    queryFn: async () => {
      const [drafts, readiness] = await Promise.all([
        apiWithHeaders<unknown[]>(`/esg-data/${companyId}?year=${encodeURIComponent(fy)}&state=draft&limit=1`),
        api<{ counts: { missing: number } }>(`/brsr/${companyId}/readiness?fy=${encodeURIComponent(fy)}`).catch(() => null),
      ]);
      return { drafts: Number(drafts.headers.get("X-Total-Count") ?? drafts.data.length), missing: readiness?.counts.missing ?? null };
    },
  });
}

function LockPreflight({ companyId, fy, open }: { companyId: string; fy: string; open: boolean }) {
  const check = useLockPreflight(companyId, fy, open);
  if (check.isPending) return <p className="text-muted-foreground text-sm">Checking what is still open in the year...</p>;
  if (check.isError || !check.data) return <p className="text-muted-foreground text-sm">Could not check the year&apos;s open drafts and answers.</p>;
  const { drafts, missing } = check.data;
  if (!drafts && !missing)
    return (
      <p className="text-sm" data-testid="lock-preflight">
        No drafts are open and every required answer is given.
      </p>
    );
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="lock-preflight"
    >
      <p className="font-medium">This year is not finished:</p>
      <ul className="list-disc pl-5">
        {drafts ? (
          <li>
            {formatNumber(drafts, 0)} {drafts === 1 ? "figure is" : "figures are"} still in draft
          </li>
        ) : null}
        {missing ? (
          <li>
            {formatNumber(missing, 0)} required BRSR {missing === 1 ? "answer is" : "answers are"} missing
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function LockYearForm({ companyId, fyStartMonth, defaultFy, locked }: { companyId: string; fyStartMonth: number; defaultFy: string | null; locked: string[] }) {
  const queryClient = useQueryClient();
  const choices = financialYearChoices(new Date(), fyStartMonth).filter((fy) => !locked.includes(fy.id));
  // The year every screen opens on (the latest with data, else the last ended), when it is still open.
  const [picked, setFy] = useState(defaultFy && choices.some((c) => c.id === defaultFy) ? defaultFy : (choices[1]?.id ?? choices[0]?.id ?? ""));
  // A year just locked leaves the list: fall back to the first one still open.
  const fy = choices.some((c) => c.id === picked) ? picked : (choices[0]?.id ?? "");
  const [note, setNote] = useState("");
  const [open, setOpen] = useState(false);
  const lock = useMutation({
    mutationFn: () => api<YearLockDto>(`/companies/${companyId}/locks`, { method: "POST", body: { fy, reason: note } }),
    onSuccess: async (saved) => {
      toast.success(`${saved.label} locked`);
      setOpen(false);
      setNote("");
      await Promise.all([refreshCompanyData(queryClient, companyId), queryClient.invalidateQueries({ queryKey: companyKey(companyId) })]);
    },
    onError: (error) => failureToast(error, "Failed to lock the year"),
  });
  if (!choices.length) return null;
  const label = choices.find((c) => c.id === fy)?.label ?? fy;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor="lock-fy">Financial year</Label>
        <NativeSelect id="lock-fy" className="w-40" data-testid="lock-fy" value={fy} onChange={(event) => setFy(event.target.value)}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="lock-year">
        <Lock className="size-4" aria-hidden /> Lock year
      </Button>
      <LazyBasicDialog
        open={open}
        onOpenChange={(next) => !lock.isPending && setOpen(next)}
        title={`Lock ${label}?`}
        description="Nobody — owners included — can then change its figures, questionnaire cells, evidence or targets, through any screen, import or calculator, until an owner or reviewer reopens it with a reason."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={lock.isPending}>
              Cancel
            </Button>
            <Button onClick={() => lock.mutate()} disabled={lock.isPending} data-testid="confirm-lock">
              {lock.isPending ? "Locking..." : `Lock ${label}`}
            </Button>
          </>
        }
      >
        <LockPreflight companyId={companyId} fy={fy} open={open} />
        <div className="space-y-1">
          <Label htmlFor="lock-note">Note (optional)</Label>
          <Textarea
            id="lock-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            placeholder="e.g., Filed with BSE and NSE on 30 May"
          />
        </div>
      </LazyBasicDialog>
    </div>
  );
}

function ReopenYearButton({ companyId, lock }: { companyId: string; lock: YearLockDto }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reopen = useMutation({
    mutationFn: () => api(`/companies/${companyId}/locks/${lock.fy}`, { method: "DELETE", body: { reason } }),
    onSuccess: async () => {
      toast.success(`${lock.label} reopened`);
      setOpen(false);
      setReason("");
      await Promise.all([refreshCompanyData(queryClient, companyId), queryClient.invalidateQueries({ queryKey: companyKey(companyId) })]);
    },
    onError: (error) => failureToast(error, "Failed to reopen the year"),
  });
  const missing = !reason.trim();
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} data-testid={`reopen-${lock.fy}`}>
        <LockOpen className="size-4" aria-hidden /> Reopen
      </Button>
      <LazyBasicDialog
        open={open}
        onOpenChange={(next) => !reopen.isPending && setOpen(next)}
        title={`Reopen ${lock.label}?`}
        description="Its figures can be changed again. The reason is kept in the audit trail beside the lock it ends."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={reopen.isPending}>
              Cancel
            </Button>
            <Button onClick={() => reopen.mutate()} disabled={reopen.isPending || missing} data-testid="confirm-reopen">
              {reopen.isPending ? "Reopening..." : "Reopen year"}
            </Button>
          </>
        }
      >
        <div className="space-y-1">
          <Label htmlFor={`reopen-reason-${lock.fy}`}>Reason</Label>
          <Textarea
            id={`reopen-reason-${lock.fy}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={1000}
            placeholder="e.g., Scope 2 restated after the assurer's note"
            aria-invalid={missing}
          />
        </div>
      </LazyBasicDialog>
    </>
  );
}
