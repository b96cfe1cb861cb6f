/**
 * # One figure per metric and period
 *
 * A company has one figure for a metric (in one framework) and a period. Two entries are the same
 * figure when their metric names are the same (case and spacing aside) and their periods cover
 * the same days — 'FY 2024-25', 'FY 2025' and 'April 2024 – March 2025' are one year — or, for a
 * period that does not read, when the texts are the same. A second figure is recorded only on
 * purpose, with a note saying why (another site, a restatement); otherwise saving one is a
 * conflict with the first. Pure: the server refuses with it, the list flags with it.
 */
import { metricKey } from "@/lib/frameworks/metric-key";
import { normalisePeriodText, readPeriod } from "@/lib/periods/read";

type FigurePlace = {
  framework: string;
  metric: string;
  period: string;
  /** The stored reading of the period, when there is one; else the text is read now. */
  periodStart?: string | null;
  periodEnd?: string | null;
};

/** The days a figure's period covers ('2024-04-01/2025-03-31'), or its text when it does not read. */
export function figureWhen(e: Pick<FigurePlace, "period" | "periodStart" | "periodEnd">, fyStartMonth = 4): string {
  const start = e.periodStart ? String(e.periodStart).slice(0, 10) : null;
  const end = e.periodEnd ? String(e.periodEnd).slice(0, 10) : null;
  const reading = start && end ? { start, end } : readPeriod(e.period, { fyStartMonth });
  return reading.start && reading.end ? `${reading.start}/${reading.end}` : `text:${normalisePeriodText(e.period)}`;
}

export function figureKey(e: FigurePlace, fyStartMonth = 4): string {
  return `${e.framework.trim()}|${metricKey(e.metric)}|${figureWhen(e, fyStartMonth)}`;
}

/** For each entry that shares its figure with others, the ids of those others. */
export function duplicatesOf<T extends FigurePlace & { id: string }>(entries: readonly T[], fyStartMonth = 4): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const e of entries) {
    const key = figureKey(e, fyStartMonth);
    const group = groups.get(key);
    if (group) group.push(e.id);
    else groups.set(key, [e.id]);
  }
  const out = new Map<string, string[]>();
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    for (const id of ids)
      out.set(
        id,
        ids.filter((other) => other !== id),
      );
  }
  return out;
}

const SOURCE_WORDS: Record<string, string> = { manual: "entered by hand", calculator: "saved from a calculator", extraction: "extracted from a PDF" };

/** How a conflict names the figure already there: '4,500 tCO2e (entered by hand)'. */
export function describeExisting(e: { value: string; unit: string; source: string }, shown: (value: string) => string): string {
  const unit = e.unit.trim() ? ` ${e.unit.trim()}` : "";
  const how = SOURCE_WORDS[e.source];
  return `${shown(e.value.trim())}${unit}${how ? ` (${how})` : ""}`;
}
