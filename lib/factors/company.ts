import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { calculatorRuns, companyFactorOverrides, companyFactorYears, emissionFactors, factorSets, type Company, type CompanyFactorOverride } from "@/db/schema";
import { conflict, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import type { FiscalYear } from "@/lib/periods/types";
import {
  DEFAULT_FACTOR_SET_ID,
  factorsFor,
  FACTOR_SET_IDS,
  type EmissionFactor,
  type EnergyContent,
  type FactorGap,
  type FactorSet,
  type FactorSetId,
} from "./index";
import { fromRow } from "./service";

/**
 * Which factors price a company's calculations for one financial year (decisions D27):
 * - the set the company chose for the year (India by default, decisions D17);
 * - frozen: once a calculation of the year is saved (or the set is chosen), the set's factors for
 *   that year are copied to `company_factor_years`, so a new edition of the library never changes
 *   what the year's figures were priced with; only an explicit recalculation replaces the copy;
 * - the company's overrides for the year (own value and reason), applied on top and audited.
 */
export type CompanyFactors = {
  fy: FiscalYear;
  /** The set as it prices this year: frozen or current factors, overrides applied. */
  set: FactorSet;
  /** When the year's factors were frozen; null while the year follows the library. */
  frozenAt: Date | null;
  overrides: CompanyFactorOverride[];
};

const FACTOR_YEAR_ENTITY = "company_factor_year";
const FACTOR_OVERRIDE_ENTITY = "company_factor_override";

/** The library's set as published now (the `factor_sets` / `emission_factors` tables), for one year. */
async function librarySet(db: DbOrTx, setId: FactorSetId, endYear: number): Promise<FactorSet> {
  const [meta] = await db.select().from(factorSets).where(eq(factorSets.id, setId)).limit(1);
  if (!meta) throw unprocessable(`Unknown factor set: ${setId}`);
  const rows = await db.select().from(emissionFactors).where(eq(emissionFactors.setId, setId)).orderBy(asc(emissionFactors.position));
  const all = rows.map(fromRow);
  return {
    id: setId,
    name: meta.name,
    edition: meta.edition,
    description: meta.description,
    gwpBasis: meta.gwpBasis,
    factors: factorsFor({ factors: all } as unknown as FactorSet, endYear),
    energyContents: meta.energyContents as EnergyContent[],
    gaps: meta.gaps as FactorGap[],
  };
}

function applyOverrides(factors: readonly EmissionFactor[], overrides: readonly CompanyFactorOverride[]): EmissionFactor[] {
  return factors.map((f) => {
    const own = overrides.find((o) => o.activity === f.key);
    if (!own) return f;
    return {
      ...f,
      value: own.value,
      override: { reason: own.reason, libraryValue: f.override?.libraryValue ?? f.value, by: own.createdBy, at: own.updatedAt.toISOString() },
    };
  });
}

/**
 * Claims a company's year of factors for this transaction. `FOR UPDATE` locks only a row that
 * exists, so the year's first freeze (or first override) by two requests at once would be made
 * and audited as a creation twice; this lock also covers the year before it has a row.
 */
async function lockFactorYear(db: DbOrTx, companyId: string, endYear: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`factor-year|${companyId}|${endYear}`}, 0))`);
}

async function frozenRow(db: DbOrTx, companyId: string, endYear: number, lock = false) {
  if (lock) await lockFactorYear(db, companyId, endYear);
  const query = db
    .select()
    .from(companyFactorYears)
    .where(and(eq(companyFactorYears.companyId, companyId), eq(companyFactorYears.fyEndYear, endYear)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

async function overridesOf(db: DbOrTx, companyId: string, endYear: number) {
  return db
    .select()
    .from(companyFactorOverrides)
    .where(and(eq(companyFactorOverrides.companyId, companyId), eq(companyFactorOverrides.fyEndYear, endYear)))
    .orderBy(asc(companyFactorOverrides.activity));
}

/** The year's factors as the company's calculations use them. */
export async function companyFactors(db: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, opts: { lock?: boolean } = {}): Promise<CompanyFactors> {
  const row = await frozenRow(db, company.id, fy.endYear, opts.lock);
  const overrides = await overridesOf(db, company.id, fy.endYear);
  if (!row) {
    const set = await librarySet(db, DEFAULT_FACTOR_SET_ID, fy.endYear);
    return { fy, set: { ...set, factors: applyOverrides(set.factors, overrides) }, frozenAt: null, overrides };
  }
  const library = await librarySet(db, row.setId as FactorSetId, fy.endYear);
  return {
    fy,
    set: {
      ...library,
      edition: row.setEdition,
      factors: applyOverrides(row.factors as EmissionFactor[], overrides),
      energyContents: row.energyContents as EnergyContent[],
      gaps: row.gaps as FactorGap[],
    },
    frozenAt: row.frozenAt,
    overrides,
  };
}

/** What the year's factors would be if re-frozen now from the library's `setId` (overrides kept). */
export async function currentLibraryFactors(db: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, setId: FactorSetId): Promise<CompanyFactors> {
  const overrides = await overridesOf(db, company.id, fy.endYear);
  const set = await librarySet(db, setId, fy.endYear);
  return { fy, set: { ...set, factors: applyOverrides(set.factors, overrides) }, frozenAt: null, overrides };
}

/** Copies the library's set for the year into the company's frozen copy (replacing an older copy). */
async function freeze(tx: DbOrTx, companyId: string, fy: FiscalYear, setId: FactorSetId, actorId: string | null) {
  const set = await librarySet(tx, setId, fy.endYear);
  const values = {
    companyId,
    fyEndYear: fy.endYear,
    setId,
    setEdition: set.edition,
    factors: set.factors,
    energyContents: set.energyContents,
    gaps: set.gaps,
    frozenAt: new Date(),
    updatedBy: actorId,
    updatedAt: new Date(),
  };
  const { companyId: _c, fyEndYear: _y, ...update } = values;
  await tx
    .insert(companyFactorYears)
    .values(values)
    .onConflictDoUpdate({ target: [companyFactorYears.companyId, companyFactorYears.fyEndYear], set: update });
  return set;
}

/**
 * The year's factors for a save: frozen now if they were not yet (the set the company uses for the
 * year, India by default), so every later calculation of the year uses the same factors. Locks
 * the year's row: a recalculation cannot replace the factors half-way through a save.
 */
export async function freezeForSave(tx: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, actorId: string | null): Promise<CompanyFactors> {
  const existing = await frozenRow(tx, company.id, fy.endYear, true);
  if (!existing) {
    await freeze(tx, company.id, fy, DEFAULT_FACTOR_SET_ID, actorId);
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: FACTOR_YEAR_ENTITY,
      entityId: `${company.id}:${fy.endYear}`,
      action: "create",
      newValue: { fy: fy.label, set_id: DEFAULT_FACTOR_SET_ID, reason: "frozen at the year's first saved calculation" },
    });
  }
  return companyFactors(tx, company, fy, { lock: true });
}

/** Whether calculations of the year were saved (their figures were priced with the frozen set). */
async function savedRuns(db: DbOrTx, companyId: string, endYear: number) {
  return db
    .select({ id: calculatorRuns.id, setId: calculatorRuns.setId })
    .from(calculatorRuns)
    .where(and(eq(calculatorRuns.companyId, companyId), eq(calculatorRuns.fyEndYear, endYear)));
}

/**
 * Chooses the year's factor set and freezes its current factors (audited). Refused (409) when
 * figures of the year were saved with another set: switching then goes through a recalculation,
 * which shows what each saved figure becomes.
 */
export async function chooseFactorSet(tx: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, setId: FactorSetId, actorId: string): Promise<void> {
  const current = await frozenRow(tx, company.id, fy.endYear, true);
  if (current?.setId === setId) return;
  const runs = await savedRuns(tx, company.id, fy.endYear);
  if (current && runs.length) {
    throw conflict(`Figures for ${fy.label} were saved with the ${current.setId} factor set; recalculate them to change the set`);
  }
  await freeze(tx, company.id, fy, setId, actorId);
  await writeAudit(tx, {
    actorId,
    companyId: company.id,
    entity: FACTOR_YEAR_ENTITY,
    entityId: `${company.id}:${fy.endYear}`,
    action: current ? "update" : "create",
    oldValue: current ? { fy: fy.label, set_id: current.setId, edition: current.setEdition } : undefined,
    newValue: { fy: fy.label, set_id: setId },
  });
}

/** Re-freezes the year with the library's current factors of `setId` (a recalculation's first step). */
export async function refreeze(tx: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, setId: FactorSetId, actorId: string) {
  const current = await frozenRow(tx, company.id, fy.endYear, true);
  const set = await freeze(tx, company.id, fy, setId, actorId);
  await writeAudit(tx, {
    actorId,
    companyId: company.id,
    entity: FACTOR_YEAR_ENTITY,
    entityId: `${company.id}:${fy.endYear}`,
    action: current ? "update" : "create",
    oldValue: current ? { fy: fy.label, set_id: current.setId, edition: current.setEdition, frozen_at: current.frozenAt.toISOString() } : undefined,
    newValue: { fy: fy.label, set_id: setId, edition: set.edition, reason: "recalculation" },
  });
}

const overrideSnapshot = (o: CompanyFactorOverride) => ({ activity: o.activity, value: o.value, reason: o.reason });

/**
 * Sets the company's own value for an activity's factor in the year (audited). The activity must
 * be one the year's set prices; saved figures keep their value until recalculated.
 */
export async function setFactorOverride(
  tx: DbOrTx,
  company: Pick<Company, "id">,
  fy: FiscalYear,
  input: { activity: string; value: number; reason: string },
  actorId: string,
): Promise<CompanyFactorOverride> {
  await lockFactorYear(tx, company.id, fy.endYear);
  const factors = await companyFactors(tx, company, fy);
  if (!factors.set.factors.some((f) => f.key === input.activity)) {
    throw unprocessable(`activity: the ${factors.set.name} set has no factor '${input.activity}' for ${fy.label}`);
  }
  const [before] = await tx
    .select()
    .from(companyFactorOverrides)
    .where(
      and(
        eq(companyFactorOverrides.companyId, company.id),
        eq(companyFactorOverrides.fyEndYear, fy.endYear),
        eq(companyFactorOverrides.activity, input.activity),
      ),
    )
    .for("update");
  const now = new Date();
  const [row] = await tx
    .insert(companyFactorOverrides)
    .values({
      companyId: company.id,
      fyEndYear: fy.endYear,
      activity: input.activity,
      value: input.value,
      reason: input.reason,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [companyFactorOverrides.companyId, companyFactorOverrides.fyEndYear, companyFactorOverrides.activity],
      set: { value: input.value, reason: input.reason, createdBy: actorId, updatedAt: now },
    })
    .returning();
  await writeAudit(tx, {
    actorId,
    companyId: company.id,
    entity: FACTOR_OVERRIDE_ENTITY,
    entityId: `${company.id}:${fy.endYear}:${input.activity}`,
    action: before ? "update" : "create",
    oldValue: before ? overrideSnapshot(before) : undefined,
    newValue: { fy: fy.label, ...overrideSnapshot(row) },
  });
  return row;
}

/** Removes an override (audited); false when there was none. */
export async function removeFactorOverride(tx: DbOrTx, company: Pick<Company, "id">, fy: FiscalYear, activity: string, actorId: string): Promise<boolean> {
  await lockFactorYear(tx, company.id, fy.endYear);
  const [row] = await tx
    .delete(companyFactorOverrides)
    .where(
      and(eq(companyFactorOverrides.companyId, company.id), eq(companyFactorOverrides.fyEndYear, fy.endYear), eq(companyFactorOverrides.activity, activity)),
    )
    .returning();
  if (!row) return false;
  await writeAudit(tx, {
    actorId,
    companyId: company.id,
    entity: FACTOR_OVERRIDE_ENTITY,
    entityId: `${company.id}:${fy.endYear}:${activity}`,
    action: "delete",
    oldValue: { fy: fy.label, ...overrideSnapshot(row) },
  });
  return true;
}

/** The sets a company may choose from (id, name, edition), default first. */
export async function factorSetChoices(db: DbOrTx) {
  const rows = await db
    .select({ id: factorSets.id, name: factorSets.name, edition: factorSets.edition })
    .from(factorSets)
    .where(inArray(factorSets.id, [...FACTOR_SET_IDS]))
    .orderBy(asc(factorSets.position));
  return rows;
}
