import { esgDataEntries } from "@/db/schema";
import type { getDb } from "@/db/client";
import { metricKey } from "@/lib/frameworks/metric-key";
import { toCsv } from "@/lib/format/csv";

// The 50,000-row import of decisions D29, shared by bench/import.ts (the time) and
// tests/integration/import-50k.test.ts (that every row lands once and reverts).
// Plant meter readings month by month (each metric and month once): 250 site metrics the company
// already reports, so the rows pass the catalogue check without tripping the BRSR figure checks,
// whose totals a synthetic catalogue file would contradict.
export const IMPORT_METRICS = 250;
const metrics = Array.from({ length: IMPORT_METRICS }, (_, i) => ({
  framework: "GRI",
  category: "environmental",
  name: `Site meter ${i + 1} energy`,
  unit: i % 2 ? "GJ" : "kWh",
}));
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The metrics the file's rows report, entered once for a year long past. */
export async function seedImportMetrics(db: Awaited<ReturnType<typeof getDb>>, companyId: string) {
  await db.insert(esgDataEntries).values(
    metrics.map((m) => ({
      companyId,
      framework: m.framework,
      category: m.category,
      metric: m.name,
      metricKey: metricKey(m.name),
      value: "1",
      unit: m.unit,
      period: "FY 1990-91",
    })),
  );
}

/** A generic-layout CSV of `rows` readings: every seventh in Indian grouping, every eleventh with a note. */
export function importCsv(rows: number): string {
  const body = Array.from({ length: rows }, (_, i) => {
    const m = metrics[i % IMPORT_METRICS];
    const month = Math.floor(i / IMPORT_METRICS);
    const period = `${MONTHS[month % 12]} ${2000 + Math.floor(month / 12)}`;
    return [m.framework, m.category, m.name, i % 7 ? String(1000 + (i % 9973)) : "1,23,456.7", m.unit, period, i % 11 ? "" : "bench"];
  });
  return toCsv([["framework", "category", "metric", "value", "unit", "period", "notes"], ...body]);
}
