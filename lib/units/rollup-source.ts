import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { textArray } from "@/db/text-array";
import { esgDataEntries, reportingUnits } from "@/db/schema";
import type { RollupUnit, UnitEntry } from "./rollup";

export type UnitRollupInputs = { units: RollupUnit[]; unitEntries: UnitEntry[]; fingerprint: string };

/**
 * What the company's roll-up reads: its units and their figures of the cells' metrics in the
 * years, with a fingerprint of both (ids and row versions), so a kept questionnaire answer
 * changes when a unit's figure or a unit's boundary does. A company without units costs one
 * short query.
 */
export async function unitRollupInputs(
  db: DbOrTx,
  { companyId, metricKeys, from, to }: { companyId: string; metricKeys: readonly string[]; from: string; to: string },
): Promise<UnitRollupInputs> {
  const units = await db
    .select({
      id: reportingUnits.id,
      name: reportingUnits.name,
      inStandalone: reportingUnits.inStandalone,
      inConsolidated: reportingUnits.inConsolidated,
      activeFromFy: reportingUnits.activeFromFy,
      activeToFy: reportingUnits.activeToFy,
      version: sql<string>`xmin::text`,
    })
    .from(reportingUnits)
    .where(eq(reportingUnits.companyId, companyId));
  if (!units.length) return { units: [], unitEntries: [], fingerprint: "no-units" };
  const rows = await db
    .select({
      id: esgDataEntries.id,
      unitId: esgDataEntries.unitId,
      framework: esgDataEntries.framework,
      metric: esgDataEntries.metric,
      value: esgDataEntries.value,
      numericValue: esgDataEntries.numericValue,
      unit: esgDataEntries.unit,
      period: esgDataEntries.period,
      notes: esgDataEntries.notes,
      source: esgDataEntries.source,
      createdAt: esgDataEntries.createdAt,
      reviewState: esgDataEntries.reviewState,
      version: sql<string>`xmin::text`,
    })
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        isNotNull(esgDataEntries.unitId),
        sql`${esgDataEntries.metricKey} = any(${textArray(metricKeys)})`,
        gte(esgDataEntries.periodEnd, from),
        lte(esgDataEntries.periodEnd, to),
      ),
    )
    .orderBy(esgDataEntries.id);
  const hash = createHash("sha256");
  for (const u of units.sort((a, b) => a.id.localeCompare(b.id))) hash.update(`${u.id} ${u.version},`);
  hash.update(";");
  for (const r of rows) hash.update(`${r.id} ${r.version},`);
  return {
    units: units.map(({ version: _v, ...u }) => u),
    unitEntries: rows.map(({ version: _v, unitId, ...r }) => ({ ...r, unitId: unitId! })),
    fingerprint: hash.digest("hex"),
  };
}
