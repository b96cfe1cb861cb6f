/**
 * Turns one company's raw data into the content of its BRSR report, in SEBI's order. Pure: the
 * data gathering is in data.ts, the drawing in document.tsx.
 */
import { getIndustryChecklist, CHECKLIST_GROUPS } from "@/lib/checklist/industry-checklists";
import { BRSR_CORE_ATTRIBUTES, BRSR_METRIC, PRINCIPLES, frameworkMetrics, type BrsrCoreAttribute, type MetricWithPlace, type Principle } from "@/lib/frameworks";
import { periodSortKey } from "@/lib/kpi/period";
import { KPI_STATUS_LABELS, normaliseStatus } from "@/lib/kpi/status";
import { comparePeriodsDesc, displayValue, formatIndianNumber, reportingPeriod, sourceLabel } from "./format";
import { CORE_ATTRIBUTE_TITLES, NOT_DISCLOSED, PRINCIPLE_TITLES } from "./principles";

export type ReportEntry = {
  id: string;
  framework: string;
  category: string;
  metric: string;
  value: string;
  numericValue: number | null;
  unit: string;
  period: string;
  source: string;
  createdAt: Date;
  /** Rows in audit_log for this entry (create, updates). */
  auditCount: number;
};

export type ReportCompany = {
  name: string;
  industry: string | null;
  location: string;
  size: string;
  description: string | null;
  frameworks: string[];
};

/** The part of a KPI progress record (lib/kpi) the report prints. */
export type ReportKpi = {
  target: { metric: string; framework: string; target_value: number; unit: string; target_period: string; baseline_value: number | null; baseline_period: string | null };
  actual_value: number | null;
  actual_period?: string | null;
  progress_percentage: number | null;
  status: string;
};

export type ReportInput = {
  company: ReportCompany;
  entries: ReportEntry[];
  /** Checklist items the company has ticked (any order; items not on its list are ignored). */
  checklistCompleted: readonly string[];
  checklistUpdatedAt: Date | null;
  kpis: ReportKpi[];
  generatedAt: Date;
};

export type IndicatorValue = { display: string; period: string; source: string };
export type IndicatorRow = { name: string; reference: string; unit: string; values: IndicatorValue[] };
export type DisclosureRow = { no: string; label: string; value: string };
export type DisclosureGroup = { title: string; rows: DisclosureRow[] };
export type PolicyRow = { principle: Principle; items: { item: string; done: boolean }[]; coverage: string };
/** essential: Section C essential indicators; general: Section A/B items that feed the principle; leadership: voluntary. */
export type PrincipleSection = { code: Principle; number: number; title: string; essential: IndicatorRow[]; general: IndicatorRow[]; leadership: IndicatorRow[] };
export type CoreSection = { attribute: BrsrCoreAttribute; number: number; title: string; indicators: IndicatorRow[] };
export type KpiRow = { metric: string; target: string; baseline: string; current: string; progress: string; status: string };
export type ChecklistSummary = { done: number; total: number; percentage: number; groups: { name: string; done: number; total: number }[]; lastUpdated: Date | null };
export type AnnexRow = { framework: string; category: string; metric: string; value: string; period: string; source: string; audit: number };

export type BrsrReport = {
  company: ReportCompany;
  generatedAt: Date;
  period: { label: string; latest: string } | null;
  sectionA: DisclosureGroup[];
  policies: PolicyRow[];
  principles: PrincipleSection[];
  core: CoreSection[];
  kpis: KpiRow[];
  checklist: ChecklistSummary;
  annex: AnnexRow[];
  provenance: { source: string; count: number }[];
};

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** Entries grouped by every name a catalogue metric answers to (its name and synonyms). */
function indexEntries(entries: readonly ReportEntry[]): Map<string, ReportEntry[]> {
  const byName = new Map<string, ReportEntry[]>();
  for (const e of entries) {
    const key = normalise(e.metric);
    const list = byName.get(key);
    if (list) list.push(e);
    else byName.set(key, [e]);
  }
  return byName;
}

/**
 * One value per period, latest period first. When the same metric was entered twice for one
 * period (under BRSR and GRI, say), the BRSR entry wins, then the most recent one.
 */
function valuesFor(metric: MetricWithPlace, byName: Map<string, ReportEntry[]>): IndicatorValue[] {
  const names = new Set([metric.name, ...(metric.synonyms ?? [])].map(normalise));
  const matches = [...names].flatMap((n) => byName.get(n) ?? []);
  const perPeriod = new Map<string, ReportEntry>();
  for (const e of matches) {
    const key = normalise(e.period);
    const held = perPeriod.get(key);
    const better =
      !held ||
      (e.framework === "BRSR" && held.framework !== "BRSR") ||
      ((e.framework === "BRSR") === (held.framework === "BRSR") && e.createdAt.getTime() > held.createdAt.getTime());
    if (better) perPeriod.set(key, e);
  }
  return [...perPeriod.values()].sort(comparePeriodsDesc).map((e) => ({ display: displayValue(e), period: e.period.trim(), source: sourceLabel(e.source) }));
}

function indicatorRow(metric: MetricWithPlace, byName: Map<string, ReportEntry[]>): IndicatorRow {
  return { name: metric.name, reference: metric.reference, unit: metric.unit, values: valuesFor(metric, byName) };
}

function latestText(name: string, byName: Map<string, ReportEntry[]>): string | null {
  const [latest] = [...(byName.get(normalise(name)) ?? [])].sort(comparePeriodsDesc);
  return latest ? `${displayValue(latest)} (${latest.period.trim()})` : null;
}

function sectionA(input: ReportInput, byName: Map<string, ReportEntry[]>, period: BrsrReport["period"]): DisclosureGroup[] {
  const c = input.company;
  const nd = NOT_DISCLOSED;
  const employees = latestText(BRSR_METRIC.employees, byName);
  const women = latestText(BRSR_METRIC.womenWorkforce, byName);
  const revenue = latestText(BRSR_METRIC.revenue, byName);
  const csr = latestText(BRSR_METRIC.csrSpend, byName);
  const activity = [c.industry ?? "Industry not recorded", c.description?.trim()].filter(Boolean).join(" — ");
  return [
    {
      title: "I. Details of the listed entity",
      rows: [
        { no: "1", label: "Corporate Identity Number (CIN)", value: nd },
        { no: "2", label: "Name of the listed entity", value: c.name },
        { no: "3", label: "Year of incorporation", value: nd },
        { no: "4", label: "Registered office address", value: nd },
        { no: "5", label: "Corporate address (location recorded on the platform)", value: c.location },
        { no: "6", label: "E-mail", value: nd },
        { no: "7", label: "Telephone", value: nd },
        { no: "8", label: "Website", value: nd },
        { no: "9", label: "Financial year for which reporting is being done", value: period?.latest ?? "No data reported yet" },
        { no: "10", label: "Name of the stock exchange(s) where shares are listed", value: nd },
        { no: "11", label: "Paid-up capital", value: nd },
        { no: "12", label: "Contact person for queries on the BRSR report", value: nd },
        { no: "13", label: "Reporting boundary (standalone or consolidated)", value: nd },
        { no: "14", label: "Name of assessment or assurance provider", value: nd },
        { no: "15", label: "Type of assessment or assurance obtained", value: nd },
      ],
    },
    {
      title: "II. Products / services",
      rows: [
        { no: "16", label: "Details of business activities (accounting for 90% of the turnover)", value: activity },
        { no: "17", label: "Products / services sold by the entity (with NIC code)", value: nd },
      ],
    },
    {
      title: "III. Operations",
      rows: [
        { no: "18", label: "Number of locations where plants and/or operations / offices are situated", value: `${c.location} (as recorded on the platform)` },
        { no: "19", label: "Markets served by the entity", value: nd },
      ],
    },
    {
      title: "IV. Employees",
      rows: [
        { no: "20", label: "Employees and workers (including differently abled)", value: [`Size band: ${c.size}`, employees ? `Total employees: ${employees}` : null].filter(Boolean).join("; ") },
        { no: "21", label: "Participation / inclusion / representation of women", value: women ? `Women in workforce: ${women}` : nd },
        { no: "22", label: "Turnover rate for permanent employees and workers", value: nd },
      ],
    },
    {
      title: "V. Holding, subsidiary and associate companies (including joint ventures)",
      rows: [{ no: "23", label: "Names of holding / subsidiary / associate companies / joint ventures", value: nd }],
    },
    {
      title: "VI. CSR details",
      rows: [
        {
          no: "24",
          label: "Whether CSR is applicable; turnover; net worth",
          value: [revenue ? `Turnover: ${revenue}` : null, csr ? `CSR spending: ${csr}` : null].filter(Boolean).join("; ") || nd,
        },
      ],
    },
    {
      title: "VII. Transparency and disclosures compliances",
      rows: [
        { no: "25", label: "Complaints / grievances on any of the principles under the NGRBC", value: nd },
        { no: "26", label: "Overview of the entity's material responsible business conduct issues", value: nd },
      ],
    },
    {
      title: "Recorded on the platform",
      rows: [
        { no: "–", label: "Industry", value: c.industry ?? "Not recorded" },
        { no: "–", label: "Company size", value: c.size },
        { no: "–", label: "Reporting frameworks", value: c.frameworks.length ? c.frameworks.join(", ") : "None selected" },
        { no: "–", label: "Description", value: c.description?.trim() || "None recorded" },
      ],
    },
  ];
}

const PRINCIPLE_IN_TEXT = /\bP([1-9])\b/g;

/** Section B: which checklist items name each principle ('... policy (P1)') and how many are done. */
function policies(industry: string | null, completed: ReadonlySet<string>): PolicyRow[] {
  const { checklist } = getIndustryChecklist(industry);
  const items = CHECKLIST_GROUPS.flatMap((g) => checklist[g]);
  return PRINCIPLES.map((principle) => {
    const named = items.filter((item) => [...item.matchAll(PRINCIPLE_IN_TEXT)].some((m) => `P${m[1]}` === principle));
    const done = named.filter((item) => completed.has(item)).length;
    const coverage = !named.length ? "Not tracked" : done === named.length ? "Yes" : done ? "Partly" : "No";
    return { principle, items: named.map((item) => ({ item, done: completed.has(item) })), coverage };
  });
}

function checklistSummary(industry: string | null, completed: ReadonlySet<string>, lastUpdated: Date | null): ChecklistSummary {
  const { checklist } = getIndustryChecklist(industry);
  const groups = CHECKLIST_GROUPS.map((g) => ({
    name: g[0].toUpperCase() + g.slice(1),
    done: checklist[g].filter((item) => completed.has(item)).length,
    total: checklist[g].length,
  }));
  const done = groups.reduce((s, g) => s + g.done, 0);
  const total = groups.reduce((s, g) => s + g.total, 0);
  return { done, total, percentage: total ? Math.round((done / total) * 100) : 0, groups, lastUpdated };
}

function withUnit(n: number, unit: string): string {
  return unit.trim() ? `${formatIndianNumber(n)} ${unit.trim()}` : formatIndianNumber(n);
}

function kpiRow(k: ReportKpi): KpiRow {
  const t = k.target;
  return {
    metric: t.metric,
    target: `${withUnit(t.target_value, t.unit)} by ${t.target_period}`,
    baseline: t.baseline_value === null ? "—" : `${withUnit(t.baseline_value, t.unit)}${t.baseline_period ? ` (${t.baseline_period})` : ""}`,
    current: k.actual_value === null ? "No data" : `${withUnit(k.actual_value, t.unit)}${k.actual_period ? ` (${k.actual_period})` : ""}`,
    // SPEC 9 caps the progress bar at 100%; the printed figure follows the bar.
    progress: k.progress_percentage === null ? "—" : `${formatIndianNumber(Math.max(0, Math.min(100, Math.round(k.progress_percentage))))}%`,
    status: KPI_STATUS_LABELS[normaliseStatus(k.status)],
  };
}

/**
 * Where an indicator stands in SEBI's format: 'BRSR P6 Essential 1' before 'BRSR P6 Essential 7',
 * Section A before Section B. Metrics under one question keep the catalogue's order (stable sort).
 */
export function referenceOrder(reference: string): number {
  const number = Number(/(\d+)\D*$/.exec(reference)?.[1] ?? 999);
  return (/section b\b/i.test(reference) ? 1000 : 0) + number;
}

export function buildBrsrReport(input: ReportInput): BrsrReport {
  const byName = indexEntries(input.entries);
  const period = reportingPeriod(input.entries);
  const metrics = frameworkMetrics("BRSR");
  const completed = new Set(input.checklistCompleted);

  const principles = PRINCIPLES.map((code, i) => {
    const mine = metrics.filter((m) => m.principle === code);
    const kind = (m: MetricWithPlace) => (/leadership/i.test(m.reference) ? "leadership" : /section [ab]\b/i.test(m.reference) ? "general" : "essential");
    const rows = (k: string) =>
      mine
        .filter((m) => kind(m) === k)
        .sort((a, b) => referenceOrder(a.reference) - referenceOrder(b.reference))
        .map((m) => indicatorRow(m, byName));
    return { code, number: i + 1, title: PRINCIPLE_TITLES[code], essential: rows("essential"), general: rows("general"), leadership: rows("leadership") };
  });

  const core = BRSR_CORE_ATTRIBUTES.map((attribute, i) => ({
    attribute,
    number: i + 1,
    title: CORE_ATTRIBUTE_TITLES[attribute],
    indicators: metrics.filter((m) => m.core === attribute).map((m) => indicatorRow(m, byName)),
  }));

  // Each entry's period parsed once, not at every comparison (comparePeriodsDesc's order).
  const annex = input.entries
    .map((e) => ({ e, period: periodSortKey(e.period, e.createdAt), created: e.createdAt.getTime() }))
    .sort(
      (a, b) =>
        a.e.framework.localeCompare(b.e.framework) ||
        a.e.category.localeCompare(b.e.category) ||
        a.e.metric.localeCompare(b.e.metric) ||
        b.period - a.period ||
        b.created - a.created,
    )
    .map(({ e }) => ({
      framework: e.framework,
      category: e.category,
      metric: e.metric,
      value: displayValue({ ...e, unit: e.unit }),
      period: e.period.trim(),
      source: sourceLabel(e.source),
      audit: e.auditCount,
    }));

  const counts = new Map<string, number>();
  for (const e of input.entries) counts.set(e.source, (counts.get(e.source) ?? 0) + 1);

  return {
    company: input.company,
    generatedAt: input.generatedAt,
    period,
    sectionA: sectionA(input, byName, period),
    policies: policies(input.company.industry, completed),
    principles,
    core,
    kpis: input.kpis.map(kpiRow),
    checklist: checklistSummary(input.company.industry, completed, input.checklistUpdatedAt),
    annex,
    provenance: ["manual", "calculator", "extraction", ...[...counts.keys()].filter((s) => !["manual", "calculator", "extraction"].includes(s))].map((source) => ({
      source: sourceLabel(source),
      count: counts.get(source) ?? 0,
    })),
  };
}
