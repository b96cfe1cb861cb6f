import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { textArray } from "@/db/text-array";
import { esgDataEntries, reportingUnits } from "@/db/schema";
import type { RollupUnit, UnitEntry } from "./rollup";
import { PARTNER_UNIT_TYPE, type UnitType } from "./rules";
import type { SectionAUnit } from "./section-a";

export type UnitRollupInputs = { units: (RollupUnit & SectionAUnit)[]; unitEntries: UnitEntry[]; fingerprint: string };

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
      type: reportingUnits.type,
      country: reportingUnits.country,
      ownershipPct: reportingUnits.ownershipPct,
      waterStressed: reportingUnits.waterStressed,
      archivedAt: reportingUnits.archivedAt,
      version: sql<string>`xmin::text`,
    })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.companyId, companyId), ne(reportingUnits.type, PARTNER_UNIT_TYPE)));
  if (!units.length) return { units: [], unitEntries: [], fingerprint: "no-units" };
  // A value-chain partner's figures (lib/value-chain) are the partner's, never the company's.
  const ownUnit = sql`${esgDataEntries.unitId} IN (SELECT id FROM reporting_units WHERE company_id = ${companyId} AND type <> ${PARTNER_UNIT_TYPE})`;
  const inRange = and(
    eq(esgDataEntries.companyId, companyId),
    isNotNull(esgDataEntries.unitId),
    ownUnit,
    sql`${esgDataEntries.metricKey} = any(${textArray(metricKeys)})`,
    gte(esgDataEntries.periodEnd, from),
    lte(esgDataEntries.periodEnd, to),
  );
  const shaped = units.map(({ version: _v, archivedAt, type, ...u }) => ({ ...u, type: type as UnitType, archived: archivedAt !== null }));
  const unitsPart = units
    .slice()
    .sort((x, y) => x.id.localeCompare(y.id))
    .map((u) => `${u.id} ${u.version}`)
    .join(",");
  // Unit figures are written through questionnaire cells only: a large company's are read without the metric filter (900 keys compared per row cost more than the rows).
  const inYears = and(
    eq(esgDataEntries.companyId, companyId),
    isNotNull(esgDataEntries.unitId),
    ownUnit,
    gte(esgDataEntries.periodEnd, from),
    lte(esgDataEntries.periodEnd, to),
  );
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(esgDataEntries)
    .where(inYears);
  if (Number(n) > PER_FIGURE_LIMIT) return aggregated(db, inYears, shaped, unitsPart);
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
    .where(inRange)
    .orderBy(esgDataEntries.id);
  const hash = createHash("sha256");
  hash.update(unitsPart);
  hash.update(";");
  for (const r of rows) hash.update(`${r.id} ${r.version},`);
  return {
    units: shaped,
    unitEntries: rows.map(({ version: _v, unitId, ...r }) => ({ ...r, unitId: unitId! })),
    fingerprint: hash.digest("hex"),
  };
}

/** Past this many unit figures in the years, the roll-up reads them summed by PostgreSQL, per metric, period and boundary. */
const PER_FIGURE_LIMIT = 5000;

/**
 * The roll-up's inputs for a company with many unit figures (200 sites × 500 cells): PostgreSQL
 * sums them per metric, period, unit of measure and the units' boundary and active years — a few
 * hundred groups instead of 100,000 rows — and each group stands as one part whose 'unit' carries
 * those flags and its units' names (the breakdown by unit is then by such group). The fingerprint
 * hashes every figure's id and row version, in PostgreSQL.
 */
async function aggregated(db: DbOrTx, inRange: SQL | undefined, units: UnitRollupInputs["units"], unitsPart: string): Promise<UnitRollupInputs> {
  const rows = await db
    .select({
      metricKey: esgDataEntries.metricKey,
      metric: sql<string>`min(${esgDataEntries.metric})`,
      period: esgDataEntries.period,
      unit: esgDataEntries.unit,
      inStandalone: reportingUnits.inStandalone,
      inConsolidated: reportingUnits.inConsolidated,
      activeFromFy: reportingUnits.activeFromFy,
      activeToFy: reportingUnits.activeToFy,
      total: sql<number | null>`case when count(${esgDataEntries.numericValue}) = count(*) then sum(${esgDataEntries.numericValue}) end`,
      count: sql<number>`count(*)::int`,
      weakest: sql<string>`(array['draft', 'rejected', 'submitted', 'approved'])[min(case ${esgDataEntries.reviewState} when 'draft' then 1 when 'rejected' then 2 when 'submitted' then 3 else 4 end)]`,
      latest: sql<string>`max(${esgDataEntries.createdAt})::text`,
      // Order-free: the sum of each figure's hash of id and row version, and their count.
      versions: sql<string>`sum(hashtext(esg_data_entries.id::text || esg_data_entries.xmin::text)::bigint)::text || '/' || count(*)`,
    })
    .from(esgDataEntries)
    .innerJoin(reportingUnits, eq(reportingUnits.id, esgDataEntries.unitId))
    .where(inRange)
    .groupBy(
      esgDataEntries.metricKey,
      esgDataEntries.period,
      esgDataEntries.unit,
      reportingUnits.inStandalone,
      reportingUnits.inConsolidated,
      reportingUnits.activeFromFy,
      reportingUnits.activeToFy,
    );
  const groups: (RollupUnit & SectionAUnit)[] = [];
  const unitEntries: UnitEntry[] = rows.map((r) => {
    const id = `group:${r.inStandalone}|${r.inConsolidated}|${r.activeFromFy ?? ""}|${r.activeToFy ?? ""}:${r.metricKey}:${r.period}:${r.unit}`;
    // archived: a group is no unit of Section A's lists.
    groups.push({
      id,
      name: `${r.count} units`,
      inStandalone: r.inStandalone,
      inConsolidated: r.inConsolidated,
      activeFromFy: r.activeFromFy,
      activeToFy: r.activeToFy,
      type: "plant",
      country: "India",
      ownershipPct: null,
      waterStressed: false,
      archived: true,
    });
    const total = r.total === null ? null : Number(r.total);
    return {
      id,
      unitId: id,
      framework: "BRSR",
      metric: r.metric,
      value: total === null ? "" : String(total),
      numericValue: total,
      unit: r.unit,
      period: r.period,
      notes: "",
      source: "rollup",
      createdAt: new Date(r.latest),
      reviewState: r.weakest,
      unitCount: r.count,
    };
  });
  const hash = createHash("sha256").update(unitsPart).update(";");
  for (const r of rows.sort((x, y) => (x.versions < y.versions ? -1 : 1))) hash.update(`${r.versions},`);
  return { units: [...units, ...groups], unitEntries, fingerprint: hash.digest("hex") };
}
