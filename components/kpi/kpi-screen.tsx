"use client";

import dynamic from "next/dynamic";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock, Pencil, Plus, Target, Trash2, TrendingDown, TrendingUp } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { CompanyPage } from "@/components/company/company-page";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { LoadingState } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import type { CompanyDto } from "@/lib/companies/types";
import { formatNumber } from "@/lib/format";
import type { KpiProgressDto, KpiTargetDto } from "@/lib/kpi/schemas";
import { formatProgress, KPI_STATUS_LABELS, normaliseStatus, type KpiStatus } from "@/lib/kpi/status";
import { useKpiProgress } from "./queries";

// The dialog (react-hook-form, zod, the metric picker with every framework's catalogue) is over a
// third of the page's JavaScript and used only after a click: it loads then, or when the pointer or
// focus reaches the button.
const loadTargetDialog = () => import("./add-target-dialog");
const TargetDialog = dynamic(() => loadTargetDialog().then((m) => m.TargetDialog));
const preloadAddTargetDialog = () => void loadTargetDialog();

const withUnit = (n: number, unit: string) => `${formatNumber(n)}${unit ? ` ${unit}` : ""}`;

const STATUS_STYLE: Record<KpiStatus, { icon: typeof CheckCircle2; className: string }> = {
  achieved: { icon: CheckCircle2, className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  on_track: { icon: TrendingUp, className: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" },
  at_risk: { icon: AlertTriangle, className: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300" },
  behind: { icon: TrendingDown, className: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300" },
  pending: { icon: Clock, className: "bg-muted text-muted-foreground" },
};

export function KpiScreen({ companyId }: { companyId: string }) {
  const [adding, setAdding] = useState(false);
  return (
    <CompanyPage
      companyId={companyId}
      title="KPI Management"
      description="Set targets and track progress against the data you collect."
      actions={
        <Button onClick={() => setAdding(true)} onPointerEnter={preloadAddTargetDialog} onFocus={preloadAddTargetDialog} data-testid="add-target">
          <Plus className="size-4" /> Add Target
        </Button>
      }
    >
      {(company) => <KpiBody company={company} adding={adding} setAdding={setAdding} />}
    </CompanyPage>
  );
}

function KpiBody({ company, adding, setAdding }: { company: CompanyDto; adding: boolean; setAdding: (open: boolean) => void }) {
  // Approved figures by default; the toggle counts drafts too, each marked (decisions D23 §3).
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const { data, isPending, error } = useKpiProgress(company.id, includeDrafts);
  // Mounted from the first open on, so that closing it animates like any dialog.
  const [opened, setOpened] = useState(adding);
  if (adding && !opened) setOpened(true);
  const [editing, setEditing] = useState<KpiTargetDto | null>(null);

  return (
    <>
      {opened ? <TargetDialog companyId={company.id} frameworks={company.frameworks} open={adding} onOpenChange={setAdding} /> : null}
      {editing ? (
        <TargetDialog
          key={editing.id}
          companyId={company.id}
          frameworks={company.frameworks}
          target={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={includeDrafts} onChange={(e) => setIncludeDrafts(e.target.checked)} data-testid="include-drafts" /> Include drafts
        </label>
        <p className="text-muted-foreground text-xs">
          {includeDrafts ? "Figures not yet approved count too, marked Draft." : "Progress is measured on approved figures."}
        </p>
      </div>
      {isPending ? (
        <LoadingState label="Loading targets..." />
      ) : error ? (
        <p className="text-destructive py-10 text-center text-sm">Failed to load data</p>
      ) : data.length ? (
        <div className="space-y-6">
          <SummaryCards progress={data} />
          <div className="grid gap-4 md:grid-cols-2" data-testid="target-list">
            {data.map((p) => (
              <TargetCard key={p.target.id} companyId={company.id} progress={p} onEdit={() => setEditing(p.target)} onEditIntent={preloadAddTargetDialog} />
            ))}
          </div>
        </div>
      ) : (
        <Card className="border-dashed" data-testid="targets-empty">
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <Target className="text-muted-foreground size-10" aria-hidden />
            <p className="font-medium">No KPI targets yet</p>
            <p className="text-muted-foreground max-w-md text-sm">
              Set a target with a baseline, for example Scope 1 emissions from 6,000 tCO2e in FY 2024 to 3,000 by FY 2030.
            </p>
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" /> Add Your First Target
            </Button>
          </CardContent>
        </Card>
      )}
    </>
  );
}

function SummaryCards({ progress }: { progress: KpiProgressDto[] }) {
  const count = (...statuses: KpiStatus[]) => progress.filter((p) => statuses.includes(normaliseStatus(p.status))).length;
  const cards = [
    { label: "Total Targets", value: progress.length, icon: Target, tone: "text-primary" },
    { label: "Achieved", value: count("achieved"), icon: CheckCircle2, tone: "text-emerald-600" },
    { label: "On Track", value: count("on_track"), icon: TrendingUp, tone: "text-sky-600" },
    { label: "At Risk / Behind", value: count("at_risk", "behind"), icon: AlertTriangle, tone: "text-amber-600" },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="kpi-summary">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label} className="gap-2 py-4">
          <CardContent className="flex items-center justify-between px-4">
            <div>
              <p className="text-muted-foreground text-sm">{label}</p>
              <p className="text-2xl font-semibold" data-testid={`summary-${label.toLowerCase().replace(/[^a-z]+/g, "-")}`}>
                {formatNumber(value)}
              </p>
            </div>
            <Icon className={`size-6 ${tone}`} aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function TargetCard({
  companyId,
  progress,
  onEdit,
  onEditIntent,
}: {
  companyId: string;
  progress: KpiProgressDto;
  onEdit: () => void;
  onEditIntent: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { target } = progress;
  const status = normaliseStatus(progress.status);
  const { icon: Icon, className } = STATUS_STYLE[status];
  const pct = progress.progress_percentage;
  const bar = pct === null ? 0 : Math.min(100, Math.max(0, pct));

  const remove = useMutation({
    mutationFn: () => api(`/kpi-targets/${target.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("KPI target deleted successfully");
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => {
      console.error("Failed to delete target:", error);
      failureToast(error, "Failed to delete target");
    },
  });

  return (
    <Card data-testid="target-card" data-status={status}>
      <CardHeader>
        {/* The status and actions wrap under the title on a phone rather than squeezing it mid-word. */}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-[12rem] flex-1 items-start gap-3">
            <span className={`mt-0.5 rounded-full p-2 ${className}`}>
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 space-y-1">
              <CardTitle className="break-words" data-testid="target-metric">
                {target.metric}
              </CardTitle>
              <CardDescription>
                {target.framework} · {target.category.charAt(0).toUpperCase() + target.category.slice(1)}
              </CardDescription>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Badge className={className} data-testid="target-status">
              {KPI_STATUS_LABELS[status]}
            </Badge>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit target ${target.metric}`}
              onClick={onEdit}
              onPointerEnter={onEditIntent}
              onFocus={onEditIntent}
            >
              <Pencil className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete target ${target.metric}`}
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" />
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Target</dt>
            <dd className="font-medium" data-testid="target-target">
              {withUnit(target.target_value, target.unit)} by {target.target_period}
            </dd>
            {progress.direction ? (
              <dd className="text-muted-foreground text-xs" data-testid="target-direction">
                {progress.direction === "decrease" ? "Lower is better" : "Higher is better"}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-muted-foreground">Current</dt>
            <dd className="font-medium" data-testid="target-current">
              {progress.actual_value === null ? (progress.note ? "No comparable figure" : "No data") : withUnit(progress.actual_value, target.unit)}
              {progress.actual_value !== null && progress.actual_period ? (
                <span className="text-muted-foreground font-normal"> ({progress.actual_period})</span>
              ) : null}
              {progress.actual_value !== null && progress.current_status === "draft" ? (
                <Badge
                  variant="outline"
                  className="ml-1 border-amber-400 text-amber-800 dark:text-amber-300"
                  data-testid="target-current-draft"
                  title="Not yet approved"
                >
                  Draft
                </Badge>
              ) : null}
              {/* Figures that exist but cannot be compared (a lone quarter, another unit) are not 'no data': say why. */}
              {progress.note ? (
                <span className="text-muted-foreground block text-xs font-normal" data-testid="target-note">
                  {progress.note}
                </span>
              ) : null}
            </dd>
          </div>
          {target.baseline_value !== null ? (
            <div>
              <dt className="text-muted-foreground">Baseline</dt>
              <dd className="font-medium" data-testid="target-baseline">
                {withUnit(target.baseline_value, target.unit)}
                {target.baseline_period ? <span className="text-muted-foreground font-normal"> ({target.baseline_period})</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="space-y-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium" data-testid="target-progress">
              {formatProgress(pct)}
            </span>
          </div>
          <Progress value={bar} aria-label={`Progress of ${target.metric}`} />
          {progress.expected_percentage !== null && status !== "achieved" && status !== "pending" ? (
            <p className="text-muted-foreground text-xs">Expected by now: {formatNumber(progress.expected_percentage)}% (share of time elapsed)</p>
          ) : null}
        </div>
        {target.notes ? <p className="text-muted-foreground text-sm">{target.notes}</p> : null}
      </CardContent>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete KPI target"
        description="Are you sure you want to delete this KPI target?"
        confirmLabel="Delete"
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
