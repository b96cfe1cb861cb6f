import "server-only";
import { asc, eq, inArray, notInArray, and } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emissionFactors, factorSets, type EmissionFactorRow } from "@/db/schema";
import { FACTOR_SETS, factorsFor, fyEndYear, type EmissionFactor, type FactorSet, type FactorSetId } from "./index";

/**
 * Writes the factor library (lib/factors/data) into `factor_sets` and `emission_factors`:
 * inserts what is new, updates what changed, removes factors the data no longer holds. Idempotent
 * and run at every start (db/seed.ts); two statements per table, so it stays fast.
 */
export async function seedEmissionFactors(db: Db, sets: readonly FactorSet[] = FACTOR_SETS): Promise<{ sets: number; factors: number }> {
  const now = new Date();
  const setRows = sets.map((s, position) => ({
    id: s.id,
    name: s.name,
    edition: s.edition,
    description: s.description,
    gwpBasis: s.gwpBasis,
    position,
    gaps: s.gaps,
    energyContents: s.energyContents,
    updatedAt: now,
  }));
  const factorRows = sets.flatMap((s) => s.factors.map((f, position) => toRow(s.id, f, position, now)));
  await db.transaction(async (tx) => {
    for (const row of setRows) {
      const { id: _id, ...rest } = row;
      await tx.insert(factorSets).values(row).onConflictDoUpdate({ target: factorSets.id, set: rest });
    }
    const ids = factorRows.map((r) => r.id);
    await tx.delete(emissionFactors).where(
      and(
        inArray(
          emissionFactors.setId,
          setRows.map((r) => r.id),
        ),
        notInArray(emissionFactors.id, ids),
      ),
    );
    for (const row of factorRows) {
      const { id: _id, ...rest } = row;
      await tx.insert(emissionFactors).values(row).onConflictDoUpdate({ target: emissionFactors.id, set: rest });
    }
  });
  return { sets: setRows.length, factors: factorRows.length };
}

function toRow(setId: string, f: EmissionFactor, position: number, now: Date) {
  return {
    id: f.id,
    setId,
    activity: f.key,
    category: f.category,
    label: f.label,
    unit: f.unit,
    value: f.value,
    gases: f.gases ?? null,
    scope: f.scope,
    scope3Category: f.scope3Category ?? null,
    region: f.region,
    fyFrom: f.fyFrom ?? null,
    fyTo: f.fyTo ?? null,
    sourcePublisher: f.source.publisher,
    sourceDocument: f.source.document,
    sourceEdition: f.source.edition,
    sourceYear: f.source.year,
    sourceUrl: f.source.url,
    sourceLocator: f.source.locator ?? null,
    sourceVia: f.source.via ?? null,
    notes: f.notes ?? "",
    outsideScopes: f.outsideScopes ?? false,
    unitAssumed: f.unitAssumed ?? false,
    position,
    updatedAt: now,
  };
}

export function fromRow(r: EmissionFactorRow): EmissionFactor {
  return {
    id: r.id,
    key: r.activity,
    category: r.category as EmissionFactor["category"],
    label: r.label,
    value: r.value,
    unit: r.unit,
    gases: (r.gases as EmissionFactor["gases"]) ?? undefined,
    scope: r.scope as EmissionFactor["scope"],
    scope3Category: r.scope3Category ?? undefined,
    region: r.region,
    fyFrom: r.fyFrom ?? undefined,
    fyTo: r.fyTo ?? undefined,
    source: {
      publisher: r.sourcePublisher,
      document: r.sourceDocument,
      edition: r.sourceEdition,
      year: r.sourceYear,
      url: r.sourceUrl,
      locator: r.sourceLocator ?? undefined,
      via: (r.sourceVia as EmissionFactor["source"]["via"]) ?? undefined,
    },
    notes: r.notes || undefined,
    outsideScopes: r.outsideScopes || undefined,
    unitAssumed: r.unitAssumed || undefined,
  };
}

/** A factor as the API answers it (snake_case, every source field spelled out). */
export function factorDto(f: EmissionFactor) {
  return {
    id: f.id,
    activity: f.key,
    category: f.category,
    label: f.label,
    value: f.value,
    unit: f.unit,
    value_unit: `kg CO2e per ${f.unit}`,
    gases: f.gases ?? null,
    scope: f.scope,
    scope3_category: f.scope3Category ?? null,
    region: f.region,
    fy_from: f.fyFrom ?? null,
    fy_to: f.fyTo ?? null,
    outside_scopes: f.outsideScopes ?? false,
    unit_assumed: f.unitAssumed ?? false,
    notes: f.notes ?? "",
    override: f.override ? { reason: f.override.reason, library_value: f.override.libraryValue, by: f.override.by, at: f.override.at } : null,
    source: {
      publisher: f.source.publisher,
      document: f.source.document,
      edition: f.source.edition,
      year: f.source.year,
      url: f.source.url,
      locator: f.source.locator ?? null,
      secondary: f.source.via ?? null,
    },
  };
}

/**
 * GET /api/emission-factors: the sets (or one) with their factors and sources; with a financial
 * year, only the factors that apply to it (one per activity: the grid factor of that year, or the
 * latest published one for a later year).
 */
export async function listEmissionFactors({ db, setId, fy }: { db: Db; setId?: FactorSetId; fy?: string }) {
  const sets = await db
    .select()
    .from(factorSets)
    .where(setId ? eq(factorSets.id, setId) : undefined)
    .orderBy(asc(factorSets.position));
  const rows = sets.length
    ? await db
        .select()
        .from(emissionFactors)
        .where(
          inArray(
            emissionFactors.setId,
            sets.map((s) => s.id),
          ),
        )
        .orderBy(asc(emissionFactors.setId), asc(emissionFactors.position))
    : [];
  const endYear = fy ? fyEndYear(fy) : undefined;
  return {
    fy: fy ?? null,
    sets: sets.map((s) => {
      const all = rows.filter((r) => r.setId === s.id).map(fromRow);
      const factors = endYear === undefined ? all : factorsFor({ factors: all } as unknown as FactorSet, endYear);
      return {
        id: s.id,
        name: s.name,
        edition: s.edition,
        description: s.description,
        gwp_basis: s.gwpBasis,
        gaps: s.gaps,
        energy_contents: s.energyContents,
        factors: factors.map(factorDto),
      };
    }),
  };
}
