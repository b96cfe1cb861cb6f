/**
 * The calculators' view of the factor library (lib/factors): which set they use and how its
 * factors read on screen. The values themselves live in lib/factors/data.
 */
import { DEFAULT_FACTOR_SET_ID, factorSet, type FactorSet } from "@/lib/factors";
import { formatSignificant } from "@/lib/format";

export type { EmissionFactor, FactorSet, Scope } from "@/lib/factors";

/** What a calculation is priced with: the set, and the financial year (by the year it ends in). */
export type FactorContext = { set: FactorSet; fyEndYear?: number };

/** The set the calculator screen uses until a per-year choice exists: India (decisions D17). */
export const defaultFactorContext = (fyEndYear?: number): FactorContext => ({ set: factorSet(DEFAULT_FACTOR_SET_ID), fyEndYear });

/** A factor value as the tables show it: up to 6 significant digits, Indian grouping. */
export function formatFactor(value: number): string {
  return formatSignificant(value, 6);
}
