"use client";

import { EDITORS, type CompanyRole } from "@/lib/auth/access-table";
import dynamic from "next/dynamic";
import { useState } from "react";
import Link from "next/link";
import {
  Activity,
  ArrowLeft,
  BarChart3,
  Brain,
  Building2,
  Calculator,
  ClipboardCheck,
  Download,
  ClipboardList,
  FileText,
  Leaf,
  MapPin,
  Pencil,
  Plus,
  Scale,
  Target,
  Upload,
  Users,
  ChartNoAxesColumnIncreasing,
  Factory,
  Inbox,
  GitMerge,
  Network,
} from "lucide-react";
import { CompanyNotFound } from "@/components/company/company-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { LoadingState } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import { formatDate as formatDay, formatNumber } from "@/lib/format";
import type { DashboardDto } from "@/lib/dashboard/types";
import type { TaskStatus } from "@/lib/dashboard/tasks";
import { cn } from "@/lib/utils";
import { financialYearChoices, yearChoicesWith } from "@/lib/periods/fiscal-year";
import { DeferredChart } from "@/components/ui/deferred-chart";
import { WhenNear } from "@/components/ui/when-near";
import { DeleteCompanyButton } from "./delete-company-button";
import { ReviewAndLocks } from "./review-and-locks";
import { RoleBadge } from "@/components/team/role-badge";
import { useDashboard } from "./queries";

const chartsRoom = () => (
  <div className="grid gap-4 lg:grid-cols-2">
    <DeferredChart className="h-[22rem]" />
    <DeferredChart className="h-[22rem]" />
  </div>
);
// The charts' library (recharts) is most of the dashboard's JavaScript: it loads when the reader
// nears the charts (WhenNear), not while the page starts.
const DashboardCharts = dynamic(() => import("./dashboard-charts").then((m) => m.DashboardCharts), { ssr: false, loading: chartsRoom });
import { Main } from "@/components/main";
import { onDemand } from "@/components/ui/on-demand";

// The edit dialog's form (react-hook-form, zod, the framework catalogue) and the export menu
// (Radix's menu and popper) are used only on a click: their code is fetched at the visitor's first
// act, behind live buttons that look the same and open the real control once it arrives (onDemand).
const EditCompanyDialog = onDemand(
  () => import("./edit-company-dialog").then((m) => m.EditCompanyDialog),
  ({ onClick, busy }) => (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      <Pencil className="size-4" aria-hidden /> Edit
    </Button>
  ),
);
const ExportDataButton = onDemand(
  () => import("./export-data-button").then((m) => m.ExportDataButton),
  ({ onClick, busy }) => (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} aria-busy={busy || undefined} data-testid="export-data">
      <Download className="size-4" aria-hidden /> Export data
    </Button>
  ),
);
// The same for the evidence requests' card, shown only when some are open: its dialog's forms.
const OpenEvidenceRequests = dynamic(() => import("@/components/evidence/open-requests").then((m) => m.OpenEvidenceRequests), {
  loading: () => <LoadingState label="Loading evidence requests..." />,
});

const formatDate = (iso: string | null) => (iso ? formatDay(iso) : "Never");

export function CompanyDashboard({ companyId }: { companyId: string }) {
  const [fy, setFy] = useState<string | undefined>();
  const { data, isPending, isPlaceholderData, error } = useDashboard(companyId, fy);
  const missing = error instanceof ApiClientError && error.status === 404;

  if (isPending)
    return (
      <Main>
        <LoadingState label="Loading..." />
      </Main>
    );
  if (!data)
    return (
      <Main>
        <CompanyNotFound failed={!missing} failedTitle="Failed to load dashboard" />
      </Main>
    );
  return <Dashboard data={data} onYear={setFy} loadingYear={isPlaceholderData} />;
}

const canEditFigures = (role: CompanyRole | null | undefined) => !!role && (EDITORS as readonly string[]).includes(role);

/** The dashboard's quick actions for a member of the company: only a role that may change figures is offered "Add Data". */
export function quickActions(
  id: string,
  role: CompanyRole | null | undefined,
): { href: string; label: string; icon: typeof Plus; primary?: boolean; testId?: string }[] {
  return [
    // Only a role that may change figures is offered to add them; the others (reviewer, viewer, assurer, an admin) look at them.
    canEditFigures(role)
      ? { href: `/data-collection/${id}`, label: "Add Data", icon: Plus, primary: true }
      : { href: `/data-collection/${id}`, label: "View Data", icon: FileText, primary: true, testId: "view-data" },
    { href: `/calculator/${id}`, label: "Calculator", icon: Calculator },
    { href: `/checklist/${id}`, label: "Checklist", icon: ClipboardCheck },
    { href: `/profile/${id}`, label: "Entity Profile", icon: Building2, testId: "open-profile" },
    { href: `/brsr/${id}`, label: "BRSR Questionnaire", icon: ClipboardList, testId: "open-brsr" },
    { href: `/kpi-management/${id}`, label: "KPI Targets", icon: Target },
    { href: `/reports/${id}`, label: "Reports", icon: FileText },
    { href: `/benchmarks/${id}`, label: "Benchmarks", icon: ChartNoAxesColumnIncreasing },
    { href: `/insights/${id}`, label: "AI Insights", icon: Brain },
    { href: `/units/${id}`, label: "Units", icon: Factory, testId: "open-units" },
    // Figures stored under several frameworks with different values, to pick one (decisions D23).
    { href: `/figure-conflicts/${id}`, label: "Figure conflicts", icon: GitMerge, testId: "open-figure-conflicts" },
    { href: `/requests/board/${id}`, label: "Data requests", icon: Inbox, testId: "open-requests" },
    { href: `/value-chain/${id}`, label: "Value chain", icon: Network, testId: "open-value-chain" },
    { href: `/team/${id}`, label: "Team", icon: Users, testId: "open-team" },
  ];
}

function Dashboard({ data, onYear, loadingYear }: { data: DashboardDto; onYear: (fy: string) => void; loadingYear: boolean }) {
  const { company, statistics, completion } = data;
  const years = yearChoicesWith(data.completion_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4));
  const { extras } = statistics;
  const id = company.id;
  const percentages = Object.values(completion).map((c) => c.percentage);
  const avgCompletion = percentages.length ? Math.round(percentages.reduce((a, b) => a + b, 0) / percentages.length) : 0;
  const categoriesWithData = Object.values(statistics.categories).filter((n) => n > 0).length;

  const actions = quickActions(id, company.role);

  return (
    <Main className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <header className="space-y-4">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl" data-testid="company-name">
              {company.name}
            </h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>{company.industry || "Other"}</span>
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden /> {company.location}
              </span>
              <span className="inline-flex items-center gap-1">
                <Users className="size-3.5" aria-hidden /> {company.size} employees
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
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
            <ExportDataButton company={company} />
            {/* The company itself (name, frameworks, deletion) is its owners' (the access table's OWNERS); admins reading see neither. */}
            {company.role === "owner" ? (
              <>
                <EditCompanyDialog key={`${company.name}|${company.frameworks.join(",")}`} company={company} />
                <DeleteCompanyButton company={company} />
              </>
            ) : null}
          </div>
        </div>
        <nav className="flex flex-wrap gap-2" aria-label="Company workspace">
          {actions.map(({ href, label, icon: Icon, primary, testId }) => (
            <Button key={label} asChild size="sm" variant={primary ? "default" : "outline"}>
              <Link href={href} data-testid={testId}>
                <Icon className="size-4" aria-hidden /> {label}
              </Link>
            </Button>
          ))}
          <Button asChild size="sm" variant="ghost">
            <Link href="/">
              <ArrowLeft className="size-4" aria-hidden /> Back to Home
            </Link>
          </Button>
        </nav>
      </header>

      <section className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Statistics">
        <StatCard
          label="Total Metrics"
          value={formatNumber(statistics.total_metrics)}
          hint="Data points collected"
          icon={BarChart3}
          testId="stat-total-metrics"
        />
        <StatCard label="Frameworks" value={formatNumber(company.frameworks.length)} hint="Active frameworks" icon={Scale} testId="stat-frameworks" />
        <StatCard label="Categories" value={formatNumber(categoriesWithData)} hint="of 3 ESG categories with data" icon={Leaf} testId="stat-categories" />
        <StatCard
          label="Avg. Completion"
          value={`${formatNumber(avgCompletion)}%`}
          hint="Mean across frameworks"
          icon={Activity}
          testId="stat-avg-completion"
        />
      </section>

      <section className="grid gap-4 md:grid-cols-3">
        <ActionCard
          title="Reports"
          value={formatNumber(extras.reports_generated)}
          hint={extras.last_report_at ? `Last generated ${formatDate(extras.last_report_at)}` : "No report generated yet"}
          href={`/reports/${id}`}
          action="Generate Report"
          icon={FileText}
          testId="card-reports"
        />
        <ActionCard
          title="Documents"
          value={formatNumber(statistics.total_metrics)}
          hint="Data points on record"
          href={`/reports/${id}`}
          action="Upload Document"
          icon={Upload}
          testId="card-documents"
        />
        <ActionCard
          title="KPI Targets"
          value={formatNumber(extras.kpi_targets)}
          hint="Targets set"
          href={`/kpi-management/${id}`}
          action="View Targets"
          icon={Target}
          testId="card-kpi-targets"
        />
      </section>

      <ReviewAndLocks
        companyId={id}
        role={company.role ?? null}
        fyStartMonth={company.fy_start_month}
        defaultFy={company.default_fy?.id ?? null}
        extras={extras}
      />
      {extras.open_evidence_requests > 0 && <OpenEvidenceRequests companyId={id} role={company.role ?? null} />}

      <section className="grid gap-4 md:grid-cols-3" aria-label="ESG categories">
        {(["environmental", "social", "governance"] as const).map((category) => {
          const count = statistics.categories[category];
          return (
            <Card key={category} className="gap-2" data-testid={`category-${category}`}>
              <CardHeader>
                <CardTitle className="text-base capitalize">{category}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <p className="text-3xl font-semibold">{formatNumber(count)}</p>
                <p className="text-muted-foreground">metrics collected</p>
                <div className="flex items-center justify-between">
                  <span className="text-muted-foreground">Status</span>
                  <Badge variant={count > 0 ? "default" : "outline"}>{count > 0 ? "Active" : "Not Started"}</Badge>
                </div>
                <div className="flex items-center justify-between">
                  <span className="text-muted-foreground">Last updated</span>
                  <span>{formatDate(extras.category_last_updated[category])}</span>
                </div>
              </CardContent>
            </Card>
          );
        })}
      </section>

      <Card data-testid="framework-completion">
        <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Framework Completion Status</CardTitle>
            <CardDescription data-testid="completion-fy">
              Catalogue metrics of each framework with a figure for {data.completion_fy.label}
              {loadingYear ? " (loading…)" : ""}
            </CardDescription>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Financial year</span>
            {/* A native select: the dashboard's first load stays without a menu library. */}
            <NativeSelect
              className="w-36"
              value={data.completion_fy.id}
              onChange={(e) => onYear(e.target.value)}
              data-testid="completion-year"
              aria-busy={loadingYear || undefined}
            >
              {years.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.label}
                </option>
              ))}
            </NativeSelect>
          </label>
        </CardHeader>
        <CardContent>
          {statistics.total_metrics === 0 ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <p className="text-muted-foreground">No data collected yet</p>
              <Button asChild>
                <Link href={`/data-collection/${id}`}>Start Collecting Data</Link>
              </Button>
            </div>
          ) : (
            <ul className="space-y-4">
              {Object.entries(completion).map(([code, c]) => (
                <li key={code} className="space-y-1.5" data-testid={`completion-${code}`}>
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="font-medium">{code}</span>
                    <span className="text-muted-foreground">
                      {formatNumber(c.reported)} of {formatNumber(c.total)} metrics · {formatNumber(c.percentage)}%
                    </span>
                  </div>
                  <Progress value={Math.min(100, c.percentage)} aria-label={`${code} completion`} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <WhenNear fallback={chartsRoom()}>
        <DashboardCharts data={data} />
      </WhenNear>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>My Tasks</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {extras.tasks.map((task) => (
                <li key={task.id} className="flex items-center justify-between gap-3 py-3" data-testid={`task-${task.id}`}>
                  <div className="min-w-0">
                    <p className="font-medium">{task.title}</p>
                    <p className="text-sm text-muted-foreground">{task.detail}</p>
                  </div>
                  <TaskBadge status={task.status} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {statistics.recent_updates.length ? (
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y" data-testid="recent-activity">
                {statistics.recent_updates.map((u) => (
                  <li key={u.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">{u.metric}</p>
                      <p className="text-sm text-muted-foreground">
                        {u.framework} · <span className="capitalize">{u.category}</span> · {u.period}
                      </p>
                    </div>
                    {/* Values are free text: a sentence must wrap, not squeeze the metric name. */}
                    <p className="line-clamp-3 text-sm font-semibold break-words sm:max-w-[45%] sm:text-right">
                      {u.value} {u.unit}
                    </p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </Main>
  );
}

function StatCard({ label, value, hint, icon: Icon, testId }: { label: string; value: string; hint: string; icon: typeof Activity; testId: string }) {
  return (
    <Card className="gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <div className="flex items-center justify-between gap-2">
          <CardDescription>{label}</CardDescription>
          <Icon className="size-4 text-muted-foreground" aria-hidden />
        </div>
      </CardHeader>
      <CardContent className="px-4">
        <p className="text-2xl font-semibold sm:text-3xl" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

function ActionCard(props: { title: string; value: string; hint: string; href: string; action: string; icon: typeof Activity; testId: string }) {
  const Icon = props.icon;
  return (
    <Card className="gap-3" data-testid={props.testId}>
      <CardHeader>
        <div className="flex items-center justify-between">
          <CardTitle className="text-base">{props.title}</CardTitle>
          <Icon className="size-4 text-muted-foreground" aria-hidden />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          <p className="text-3xl font-semibold" data-testid={`${props.testId}-value`}>
            {props.value}
          </p>
          <p className="text-sm text-muted-foreground">{props.hint}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={props.href}>{props.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const TASK_STYLES: Record<TaskStatus, string> = {
  "Not Started": "border-border text-muted-foreground",
  Pending: "border-transparent bg-warning text-warning-foreground",
  "In Progress": "border-transparent bg-info/15 text-info-foreground",
  "On Track": "border-transparent bg-secondary text-secondary-foreground",
  Completed: "border-transparent bg-success text-success-foreground",
};

function TaskBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="outline" className={cn("shrink-0", TASK_STYLES[status])}>
      {status}
    </Badge>
  );
}
