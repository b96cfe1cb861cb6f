/**
 * The benchmarks table as CSV (one row per KPI), for the screen's export. Numbers are written
 * plainly (no grouping) so a spreadsheet reads them as numbers. Pure, with no zod or server code.
 */
import type { KpiBenchmark } from "./kpis";

/** What the CSV prints of a KPI's benchmark (a type-only import: no server code reaches the browser). */
export type BenchmarkRow = Pick<KpiBenchmark, "label" | "unit" | "company" | "peers" | "missing" | "median" | "q1" | "q3" | "min" | "max" | "rank" | "of">;

const cell = (v: string | number | null) => {
  if (v === null) return "";
  const s = typeof v === "number" ? String(Number(v.toPrecision(8))) : v;
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function benchmarksCsv(fy: string, rows: readonly BenchmarkRow[]): string {
  const head = [
    "KPI",
    "Unit",
    "Financial year",
    "Company",
    "Peers",
    "Peers without the figure",
    "Median",
    "Lower quartile",
    "Upper quartile",
    "Minimum",
    "Maximum",
    "Rank",
    "Of",
  ];
  const lines = rows.map((r) => [r.label, r.unit, fy, r.company, r.peers, r.missing, r.median, r.q1, r.q3, r.min, r.max, r.rank, r.of].map(cell).join(","));
  return [head.join(","), ...lines].join("\n") + "\n";
}
