/**
 * The emission-factor library (decisions D27): the two factor sets as data, and the rules for picking
 * a factor for an activity and a financial year. Pure: the calculators use it in the browser, the
 * seed (lib/factors/service.ts) writes the same data into `factor_sets` / `emission_factors`.
 */
import { INDIA } from "./data/india";
import { SPEC_DEFAULTS } from "./data/spec-defaults";
import type { EmissionFactor, FactorCategory, FactorSet, FactorSetId } from "./types";

export type * from "./types";
export { INDIA, SPEC_DEFAULTS };

/** Every set, the default first. */
export const FACTOR_SETS: readonly FactorSet[] = [INDIA, SPEC_DEFAULTS];

export const FACTOR_SET_IDS = ["india", "spec-defaults"] as const satisfies readonly FactorSetId[];

/** New companies use the sourced India set (decisions D17); a per-year choice comes later. */
export const DEFAULT_FACTOR_SET_ID: FactorSetId = "india";

export function factorSet(id: FactorSetId): FactorSet {
  const set = FACTOR_SETS.find((s) => s.id === id);
  if (!set) throw new Error(`Unknown factor set: ${id}`);
  return set;
}

/** The year a financial year ends in: '2024-25' → 2025, '2024' (a January year) → 2024. */
export function fyEndYear(fy: string): number {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(fy.trim());
  if (!m) throw new RangeError(`Not a financial year: ${fy}`);
  return m[2] ? Number(m[1]) + 1 : Number(m[1]);
}

/**
 * Whether a factor applies to the financial year ending in `endYear` (factors' years run April to
 * March, like CEA's; a company year is matched by the year it ends in). Without a year, every
 * factor applies.
 */
function appliesTo(factor: EmissionFactor, endYear?: number): boolean {
  if (endYear === undefined) return true;
  if (factor.fyFrom && endYear < fyEndYear(factor.fyFrom)) return false;
  if (factor.fyTo && endYear > fyEndYear(factor.fyTo)) return false;
  return true;
}

/** The set's factors for a year: at most one per activity (the latest one when no year is given). */
export function factorsFor(set: FactorSet, endYear?: number): EmissionFactor[] {
  const byKey = new Map<string, EmissionFactor>();
  for (const f of set.factors) {
    if (!appliesTo(f, endYear)) continue;
    const seen = byKey.get(f.key);
    if (!seen || latest(f) > latest(seen)) byKey.set(f.key, f);
  }
  return set.factors.filter((f) => byKey.get(f.key) === f);
}

const latest = (f: EmissionFactor) => (f.fyTo ? fyEndYear(f.fyTo) : f.fyFrom ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER);

/** The factor the set applies to an activity in a year, if it has one. */
export function resolveFactor(set: FactorSet, key: string, endYear?: number): EmissionFactor | undefined {
  return factorsFor(set, endYear).find((f) => f.key === key);
}

/** The activities of one kind a set offers for a year (the choices of a select). */
export function optionsOf(set: FactorSet, category: FactorCategory, endYear?: number): EmissionFactor[] {
  return factorsFor(set, endYear).filter((f) => f.category === category);
}

/** The label of an activity: in `set` when it has it, else in whichever set knows it (messages name inputs by it). */
export function activityLabel(key: string, set?: FactorSet): string {
  for (const s of set ? [set, ...FACTOR_SETS] : FACTOR_SETS) {
    const f = s.factors.find((x) => x.key === key);
    if (f) return f.label;
  }
  return key;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The activity key a row names: its key ('r134a'), or a gas or activity as printed on an invoice
 * or a label ('R-134a', 'HFC-134a', 'R-134a (HFC-134a)'), compared without case, spaces or
 * punctuation against the set's keys, labels and the names a label gives in brackets. An unknown
 * name comes back unchanged, so the calculator refuses it by the name the user gave.
 */
export function activityKeyOf(set: FactorSet, typed: string, category?: FactorCategory): string {
  const factors = set.factors.filter((f) => !category || f.category === category);
  if (factors.some((f) => f.key === typed)) return typed;
  const want = squash(typed);
  if (!want) return typed;
  const names = (f: EmissionFactor) => [f.key, f.label, f.label.replace(/\s*\(.*$/, ""), ...[...f.label.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])];
  const found = factors.find((f) => names(f).some((name) => squash(name) === want));
  return found?.key ?? typed;
}

/** 'Version 21.0, FY 2024-25' for a grid factor; the edition alone otherwise. */
export function editionOf(factor: EmissionFactor): string {
  return factor.fyFrom ? `${factor.source.edition}, FY ${factor.fyFrom}` : factor.source.edition;
}

/**
 * How the screen and the saved notes name the set for a year: 'India (CEA v21.0 grid factor for
 * FY 2024-25 · IPCC 2006 · AR6 · DESNZ 2025)'.
 */
export function setLabel(set: FactorSet, endYear?: number): string {
  const grid = resolveFactor(set, "grid_electricity", endYear);
  if (set.id !== "india" || !grid) return `${set.name} (${set.edition})`;
  const version = grid.source.edition.replace(/^Version (\d+(?:\.\d+)?).*$/, "v$1");
  const stale = endYear !== undefined && grid.fyFrom && endYear > fyEndYear(grid.fyFrom) ? ", the latest published" : "";
  return `${set.name} (CEA ${version} grid factor for FY ${grid.fyFrom}${stale} · IPCC 2006 · AR6 · DESNZ 2025)`;
}
