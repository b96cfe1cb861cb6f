import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, gte, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { textArray } from "@/db/text-array";
import { esgDataEntries, reportingUnits, unitFigureSums, type UnitFigureSum } from "@/db/schema";
import type { RollupUnit, UnitEntry } from "./rollup";
import { PARTNER_UNIT_TYPE, type UnitType } from "./rules";
import type { SectionAUnit } from "./section-a";
import { STRESS_BLOCKS, STRESS_SOURCE_METRIC_KEYS, type StressUnit, type StressUnitEntry } from "./water-stress";

export type UnitRollupInputs = {
  units: (RollupUnit & SectionAUnit)[];
  unitEntries: UnitEntry[];
  fingerprint: string;
  /** The units in water-stressed areas and their own E3/E4 figures: P6 L1's blocks (lib/units/water-stress.ts). */
  stress?: { units: StressUnit[]; entries: StressUnitEntry[] };
};

const UNIT_ENTRY_COLUMNS = {
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
};

/** A unit's figures are the company's share only for its own units: a value-chain partner's (lib/value-chain) are the partner's. */
const ownUnitOf = (companyId: string) =>
  sql`${esgDataEntries.unitId} IN (SELECT id FROM reporting_units WHERE company_id = ${companyId} AND type <> ${PARTNER_UNIT_TYPE})`;

/**
 * One unit's own figures of the cells' metrics in the years (the unit's questionnaire): the
 * figures the roll-up reads of that unit (none for a partner's), by the unit index whatever
 * the company's size.
 */
export async function unitOwnEntries(
  db: DbOrTx,
  { companyId, unitId, metricKeys, from, to }: { companyId: string; unitId: string; metricKeys: readonly string[]; from: string; to: string },
): Promise<UnitEntry[]> {
  const rows = await db
    .select(UNIT_ENTRY_COLUMNS)
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.unitId, unitId),
        eq(esgDataEntries.companyId, companyId),
        ownUnitOf(companyId),
        sql`${esgDataEntries.metricKey} = any(${textArray(metricKeys)})`,
        gte(esgDataEntries.periodEnd, from),
        lte(esgDataEntries.periodEnd, to),
      ),
    )
    .orderBy(esgDataEntries.id);
  return rows.map(({ version: _v, unitId, ...r }) => ({ ...r, unitId: unitId! }));
}

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
      state: reportingUnits.state,
      district: reportingUnits.district,
      version: sql<string>`xmin::text`,
    })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.companyId, companyId), ne(reportingUnits.type, PARTNER_UNIT_TYPE)));
  if (!units.length) return { units: [], unitEntries: [], fingerprint: "no-units" };
  // A value-chain partner's figures (lib/value-chain) are the partner's, never the company's. In the
  // kept sums they sit in no boundary (a partner's unit is in neither), so they never roll up there.
  const ownUnit = ownUnitOf(companyId);
  const inRange = and(
    eq(esgDataEntries.companyId, companyId),
    isNotNull(esgDataEntries.unitId),
    ownUnit,
    sql`${esgDataEntries.metricKey} = any(${textArray(metricKeys)})`,
    gte(esgDataEntries.periodEnd, from),
    lte(esgDataEntries.periodEnd, to),
  );
  const shaped = units.map(({ version: _v, archivedAt, type, state: _s, district: _d, ...u }) => ({
    ...u,
    type: type as UnitType,
    archived: archivedAt !== null,
  }));
  const stress = await stressInputs(db, units, { from, to });
  const unitsPart = units
    .slice()
    .sort((x, y) => x.id.localeCompare(y.id))
    .map((u) => `${u.id} ${u.version}`)
    .join(",");
  // The summary the triggers keep (migration 0022) says how many unit figures the years hold, and
  // past a few thousand it is what the roll-up reads: a thousand groups instead of 100,000 rows.
  const sums = await db
    .select()
    .from(unitFigureSums)
    .where(and(eq(unitFigureSums.companyId, companyId), gte(unitFigureSums.periodEnd, from), lte(unitFigureSums.periodEnd, to), gt(unitFigureSums.figures, 0)));
  if (sums.reduce((n, r) => n + r.figures, 0) > PER_FIGURE_LIMIT) return { ...aggregated(sums, shaped, unitsPart + stress.part), stress: stress.inputs };
  const rows = await db.select(UNIT_ENTRY_COLUMNS).from(esgDataEntries).where(inRange).orderBy(esgDataEntries.id);
  const hash = createHash("sha256");
  hash.update(unitsPart + stress.part);
  hash.update(";");
  for (const r of rows) hash.update(`${r.id} ${r.version},`);
  return {
    units: shaped,
    unitEntries: rows.map(({ version: _v, unitId, ...r }) => ({ ...r, unitId: unitId! })),
    fingerprint: hash.digest("hex"),
    stress: stress.inputs,
  };
}

/**
 * The units in water-stressed areas (active, in name order, as many as P6 L1 has blocks) and their
 * own E3/E4 figures of the years: a few rows, read by the unit index whatever the company's size.
 */
async function stressInputs(
  db: DbOrTx,
  units: { id: string; name: string; type: string; state: string | null; district: string | null; waterStressed: boolean; archivedAt: Date | null }[],
  { from, to }: { from: string; to: string },
): Promise<{ inputs: NonNullable<UnitRollupInputs["stress"]>; part: string }> {
  const stressed = units
    .filter((u) => u.waterStressed && u.archivedAt === null)
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"))
    .slice(0, STRESS_BLOCKS)
    .map((u) => ({ id: u.id, name: u.name, type: u.type as UnitType, state: u.state, district: u.district }));
  if (!stressed.length) return { inputs: { units: [], entries: [] }, part: "" };
  const rows = await db
    .select(UNIT_ENTRY_COLUMNS)
    .from(esgDataEntries)
    .where(
      and(
        inArray(
          esgDataEntries.unitId,
          stressed.map((u) => u.id),
        ),
        sql`${esgDataEntries.metricKey} = any(${textArray(STRESS_SOURCE_METRIC_KEYS)})`,
        gte(esgDataEntries.periodEnd, from),
        lte(esgDataEntries.periodEnd, to),
      ),
    )
    .orderBy(esgDataEntries.id);
  return {
    inputs: { units: stressed, entries: rows.map(({ version: _v, unitId, ...r }) => ({ ...r, unitId: unitId! })) },
    part: `|stress:${rows.map((r) => `${r.id} ${r.version}`).join(",")}`,
  };
}

/** Past this many unit figures in the years, the roll-up reads them summed (unit_figure_sums), per metric, period and boundary. */
const PER_FIGURE_LIMIT = 5000;

/**
 * The roll-up's inputs for a company with many unit figures (200 sites × 500 cells), from the sums
 * the triggers keep per metric, period, unit of measure and the units' boundary and active years
 * (`unit_figure_sums`): each group stands as one part whose 'unit' carries those flags and its
 * units' number (the breakdown by unit is then by such group). The fingerprint hashes every
 * group's sum, count, review states and newest figure: what the answer shows of them.
 */
function aggregated(rows: UnitFigureSum[], units: UnitRollupInputs["units"], unitsPart: string): UnitRollupInputs {
  const groups: (RollupUnit & SectionAUnit)[] = [];
  const hash = createHash("sha256").update(unitsPart).update(";");
  const sorted = rows
    .map((r) => ({ r, key: `${r.inStandalone}|${r.inConsolidated}|${r.activeFromFy}|${r.activeToFy}:${r.metricKey}:${r.period}:${r.periodEnd}:${r.unit}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const unitEntries: UnitEntry[] = sorted.map(({ r, key }) => {
    const id = `group:${key}`;
    const activeFromFy = r.activeFromFy || null;
    const activeToFy = r.activeToFy || null;
    // archived: a group is no unit of Section A's lists.
    groups.push({
      id,
      name: `${r.figures} units`,
      inStandalone: r.inStandalone,
      inConsolidated: r.inConsolidated,
      activeFromFy,
      activeToFy,
      type: "plant",
      country: "India",
      ownershipPct: null,
      waterStressed: false,
      archived: true,
    });
    const total = r.numericFigures === r.figures ? Number(r.total) : null;
    const weakest = r.draft > 0 ? "draft" : r.rejected > 0 ? "rejected" : r.submitted > 0 ? "submitted" : "approved";
    hash.update(`${key} ${r.metric} ${r.figures} ${r.numericFigures} ${r.total} ${r.draft} ${r.rejected} ${r.submitted} ${r.latest?.toISOString() ?? ""},`);
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
      createdAt: r.latest ?? new Date(0),
      reviewState: weakest,
      unitCount: r.figures,
    };
  });
  return { units: [...units, ...groups], unitEntries, fingerprint: hash.digest("hex") };
}
