/**
 * Two figures for one cell: a warning beside a questionnaire cell that several recorded entries
 * answer for the same period. It names the entries as a conflict does (lib/esg-data/duplicates.ts),
 * so it sits above the records; the checks of the figures themselves are in
 * lib/frameworks/questionnaire/identities.ts.
 */
import { describeExisting } from "@/lib/esg-data/duplicates";
import { displayValue } from "@/lib/format";
import { metricKey } from "@/lib/frameworks/metric-key";
import { fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import type { FiscalYear } from "@/lib/periods/types";
import type { Warning } from "@/lib/frameworks/questionnaire/evaluate";
import type { Cell } from "@/lib/frameworks/questionnaire/types";

type RecordedEntry = { id: string; framework: string; metric: string; value: string; unit: string; period: string; source: string; createdAt: Date };

/**
 * A cell with two or more entries for the same period of a year (typed, then extracted; a second
 * site): the questionnaire can show only one, so each such cell is flagged for the years given,
 * never silently settled. Entries are matched as the questionnaire reads them (lib/frameworks/questionnaire/collect.ts): the
 * cell's metric, its synonyms or a total's names, BRSR entries before other frameworks'.
 */
export function duplicateWarnings({
  cells,
  entries,
  years,
  fyStartMonth,
}: {
  cells: readonly Cell[];
  entries: readonly RecordedEntry[];
  years: readonly FiscalYear[];
  fyStartMonth: number;
}): Warning[] {
  const byMetric = new Map<string, RecordedEntry[]>();
  for (const e of entries) {
    const key = metricKey(e.metric);
    const list = byMetric.get(key);
    if (list) list.push(e);
    else byMetric.set(key, [e]);
  }
  const out: Warning[] = [];
  for (const cell of cells) {
    const names = cell.kind === "input" ? [cell.metric, ...(cell.synonyms ?? [])] : [...(cell.given ?? [])];
    const found = [...new Set(names.flatMap((n) => byMetric.get(metricKey(n)) ?? []))];
    if (found.length < 2) continue;
    const brsr = found.filter((e) => e.framework === "BRSR");
    const read = (brsr.length ? brsr : found).map((e) => ({ e, p: readPeriod(e.period, { fyStartMonth }) }));
    for (const fy of years) {
      const groups = new Map<string, RecordedEntry[]>();
      for (const { e, p } of read) {
        if (fiscalYearOfPeriod(p, fyStartMonth)?.id !== fy.id) continue;
        const key = `${p.start}/${p.end}`;
        groups.set(key, [...(groups.get(key) ?? []), e]);
      }
      for (const group of groups.values()) {
        if (group.length < 2) continue;
        const newestFirst = [...group].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        const figures = newestFirst.map((e) => describeExisting(e, displayValue)).join(", ");
        out.push({
          key: cell.key,
          fy: fy.id,
          message: `${group.length} figures are recorded for ${newestFirst[0].period.trim()}: ${figures}. Only the latest is shown; keep one, or combine them into one figure.`,
        });
      }
    }
  }
  return out;
}
