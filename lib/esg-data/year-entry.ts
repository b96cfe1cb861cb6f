import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { esgDataEntries, type Company, type EsgDataEntry } from "@/db/schema";
import { metricKey } from "@/lib/frameworks/metric-key";
import { readPeriod } from "@/lib/periods/read";
import type { FiscalYear } from "@/lib/periods/types";

/**
 * The entries a year's figures are written over, row-locked for the caller's transaction, and a
 * lookup of the year's own entry of a metric: the one filed for exactly that financial year (the
 * latest, when several are). Metrics are matched by their key (metric_key), as every lookup is. The questionnaire and the calculators write through it, so both
 * replace the figure the questionnaire shows instead of adding a second one beside it.
 */
export async function lockYearEntries(
  tx: DbOrTx,
  company: Pick<Company, "id" | "fyStartMonth">,
  fy: FiscalYear,
  framework: string,
  metrics: readonly string[],
  /** The unit whose figures these are; null (the default): the company's own, never a unit's. */
  unitId: string | null = null,
): Promise<(metric: string) => EsgDataEntry | undefined> {
  // A row lock covers only entries that exist: two first saves of one cell at once (a double
  // click, two tabs, two imports) would each find none and each create one. The year's figure of
  // each metric is claimed first, in one order, so the second save finds the first one's entry.
  const keys = [...new Set(metrics.map((m) => `year-entry|${company.id}|${framework}|${metricKey(m)}|${fy.endYear}${unitId ? `|${unitId}` : ""}`))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const existing = metrics.length
    ? await tx
        .select()
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.companyId, company.id),
            eq(esgDataEntries.framework, framework),
            inArray(esgDataEntries.metricKey, [...new Set(metrics.map(metricKey))]),
            unitId ? eq(esgDataEntries.unitId, unitId) : isNull(esgDataEntries.unitId),
          ),
        )
        .for("update")
    : [];
  const ofYear = existing.filter((e) => {
    const p = readPeriod(e.period, { fyStartMonth: company.fyStartMonth });
    return p.kind === "fy" && p.start === fy.start && p.end === fy.end;
  });
  return (metric) => ofYear.filter((e) => e.metricKey === metricKey(metric)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}
