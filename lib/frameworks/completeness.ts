/**
 * The one measure of how complete a company's data is: of a framework's catalogue, and of BRSR
 * Core. Every screen that shows a completeness figure (dashboard, insights, questionnaire,
 * portfolio, report) takes it from here, so they cannot disagree.
 *
 * A metric counts as reported when the company holds a figure for it, for a metric another
 * framework asks alike (links.ts), or — for a BRSR total, share or intensity the questionnaire
 * computes — when the figures it is computed from are held (questionnaire/parts.ts).
 *
 * Completeness is of one financial year: a figure counts for the year its period lies wholly within
 * (the year itself, or a half, quarter or month of it); a figure of another year, or whose period
 * could not be read, does not. Without a year (a caller that has none) every figure counts.
 */
import { DERIVED_PARTS } from "@/lib/frameworks/questionnaire/parts";
import { FRAMEWORK_CODES, frameworkMetrics, isFrameworkCode, type FrameworkCode, type MetricWithPlace } from "@/lib/frameworks";
import { isReportedBy } from "./links";
import { metricKey } from "./metric-key";

export type Coverage = { reported: number; total: number; percentage: number };

/** What a caller reads the company's held figures into: `framework\0metric_key` of each. */
export type ReportedKeys = ReadonlySet<string>;

/** The financial year completeness is of (a lib/periods FiscalYear fits): its id, label and first and last days. */
export type CompletenessYear = { id: string; label: string; start: string; end: string };

/** A held figure as completeness reads it: its framework and metric key, and its period's first and last days when read. */
export type HeldFigure = { framework: string; metric_key: string; period_start?: string | null; period_end?: string | null };

/** Whether a figure counts for the year: its period lies wholly within it (an unread period counts for no year). */
export function countsForYear(figure: Pick<HeldFigure, "period_start" | "period_end">, year: CompletenessYear): boolean {
  const { period_start: start, period_end: end } = figure;
  return !!start && !!end && start >= year.start && end <= year.end;
}

/** The keys of the figures held, of the year when one is given (rows without dates then count for none). */
export function reportedKeySet(rows: Iterable<HeldFigure>, year?: CompletenessYear | null): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) if (!year || countsForYear(row, year)) keys.add(`${row.framework}\u0000${row.metric_key}`);
  return keys;
}

/** One decimal, as the dashboard has always shown it. */
export const percentageOf = (reported: number, total: number) => (total ? Math.round((reported / total) * 1000) / 10 : 0);

export function isMetricReported(framework: string, metric: string, reported: ReportedKeys): boolean {
  return isReportedBy(framework, metric, reported, DERIVED_PARTS);
}

function coverageOf(metrics: readonly MetricWithPlace[], reported: ReportedKeys) {
  const held: MetricWithPlace[] = [];
  const missing: MetricWithPlace[] = [];
  for (const m of metrics) (isMetricReported(m.framework, m.name, reported) ? held : missing).push(m);
  return { reported: held.length, total: metrics.length, percentage: percentageOf(held.length, metrics.length), held, missing };
}

/** A framework's catalogue (optionally one category of it): counts, and which metrics are held or missing. */
export function frameworkCoverage(framework: FrameworkCode, reported: ReportedKeys, category?: string | null) {
  const metrics = frameworkMetrics(framework).filter((m) => !category || m.category === category);
  return coverageOf(metrics, reported);
}

/** BRSR Core: the catalogue's BRSR metrics that carry a Core attribute (Annexure I). */
export function coreCoverage(reported: ReportedKeys, category?: string | null) {
  const metrics = frameworkMetrics("BRSR").filter((m) => Boolean(m.core) && (!category || m.category === category));
  return coverageOf(metrics, reported);
}

const counts = ({ reported, total, percentage }: Coverage): Coverage => ({ reported, total, percentage });

export type Completeness = {
  /** The financial year the figures counted are of (null: every year's). */
  fy: { id: string; label: string } | null;
  /** Per framework asked for, in the order given. */
  frameworks: Record<string, Coverage>;
  /** BRSR Core, when BRSR is among the frameworks. */
  core: Coverage | null;
};

/**
 * The counts every screen shows for one financial year: each framework's coverage and, for a BRSR
 * company, Core's. `held` is the company's figures (reportedKeySet's rows, with their periods'
 * dates); only those of `year` count. Every screen passes the year it shows.
 */
export function completeness(frameworks: readonly string[], held: Iterable<HeldFigure>, year: CompletenessYear | null): Completeness {
  const reported = reportedKeySet(held, year);
  const out: Record<string, Coverage> = {};
  for (const code of frameworks) if (isFrameworkCode(code)) out[code] = counts(frameworkCoverage(code, reported));
  return {
    fy: year ? { id: year.id, label: year.label } : null,
    frameworks: out,
    core: frameworks.includes("BRSR") ? counts(coreCoverage(reported)) : null,
  };
}

let completionKeys: string[] | undefined;

/**
 * Every metric key completeness can ask about (of any framework, linked or a part of a computed
 * BRSR figure): found once by asking isReportedBy with a set that records what it is asked. A
 * reader need look up only these keys.
 */
export function keysCompletenessReads(): string[] {
  if (completionKeys) return completionKeys;
  const asked = new Set<string>();
  const recorder = { has: (key: string) => (asked.add(key), false) } as unknown as ReadonlySet<string>;
  // With nothing reported every direct and linked key is asked; the parts are listed below.
  for (const code of FRAMEWORK_CODES) for (const m of frameworkMetrics(code)) isReportedBy(code, m.name, recorder);
  for (const groups of DERIVED_PARTS.values()) for (const group of groups) for (const m of group) asked.add(`BRSR\u0000${metricKey(m)}`);
  completionKeys = [...new Set([...asked].map((key) => key.slice(key.indexOf("\u0000") + 1)))];
  return completionKeys;
}
