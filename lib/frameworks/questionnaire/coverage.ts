/**
 * SEBI's 'Total (A) | No. (B) | % (B / A) | No. (C) | % (C / A) …' tables (P3 E1, E7, E8, E9; P5 E1,
 * E2): a headcount, and for each part the number covered and its share of the headcount.
 */
import { derived, num, percent, row, sum } from "./build";
import type { Cell, Column, Row } from "./types";

const SOC = "social" as const;

export type Part = { id: string; label: string; noun: string; xbrl?: { number: string; percent: string } };

/**
 * One row: the headcount of the category (A) and, per part, the number covered and its share of
 * (A). A total row (`sumOf`) adds the rows it names column by column; its shares are recomputed
 * from its own sums. `pctMetric` renames a share the catalogue knows.
 */
export function coverageRow(
  prefix: string,
  id: string,
  label: string,
  subject: string,
  headcount: string,
  parts: readonly Part[],
  opts: { sumOf?: readonly string[]; shows?: string; pctMetric?: Record<string, string> } = {},
): Row {
  const key = (col: string) => `${prefix}-${id}-${col}`;
  const count = (col: string, metric: string, xbrl?: string): Cell =>
    opts.sumOf
      ? derived(key(col), "count", sum(...opts.sumOf.map((r) => `${prefix}-${r}-${col}`)), { shows: opts.shows, metric, category: SOC, measure: "stock", xbrl })
      : num(key(col), metric, "count", "stock", SOC, { xbrl });
  const cells: Record<string, Cell> = { total: count("total", `${headcount}: ${subject}`) };
  for (const p of parts) {
    cells[p.id] = count(p.id, `${p.noun}: ${subject}`, p.xbrl?.number);
    const renamed = opts.pctMetric?.[p.id];
    cells[`${p.id}-pct`] = derived(key(`${p.id}-pct`), "%", percent(key(p.id), key("total")), {
      metric: renamed ?? `${p.noun}: ${subject} (%)`,
      given: renamed ? [renamed] : undefined,
      category: SOC,
      measure: "stock",
      xbrl: p.xbrl?.percent,
    });
  }
  return row(id, label, cells);
}

/**
 * 'Total (A) | No. (B) | % (B / A) …'. `pyLetters` are SEBI's letters for the previous year's
 * columns, the total's first ('DEF': Total (D), No. (E), % (E / D), No. (F), % (F / D)).
 */
export function coverageColumns(parts: readonly Part[], letters: string, pyLetters?: string): Column[] {
  const py = (label: (total: string, part: string) => string, i: number) => (pyLetters ? { pyLabel: label(pyLetters[0], pyLetters[i + 1]) } : {});
  return [
    { id: "total", label: "Total (A)", ...(pyLetters ? { pyLabel: `Total (${pyLetters[0]})` } : {}) },
    ...parts.flatMap((p, i) => [
      { id: p.id, label: `${p.label}: No. (${letters[i]})`, ...py((_, part) => `${p.label}: No. (${part})`, i) },
      { id: `${p.id}-pct`, label: `${p.label}: % (${letters[i]} / A)`, ...py((total, part) => `${p.label}: % (${part} / ${total})`, i) },
    ]),
  ];
}
