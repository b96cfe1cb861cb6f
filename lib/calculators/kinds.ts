/**
 * The four calculators as one table: how each parses its inputs, calculates, and turns a result
 * into BRSR entries. The server (lib/calculators/service.ts) and the screens run the same pure
 * functions, so a preview on screen and a saved figure cannot disagree.
 */
import type { ZodType } from "zod";
import type { EnergyContent, EmissionFactor } from "@/lib/factors";
import { calculateEnergy } from "./energy";
import type { FactorContext } from "./factors";
import { calculateGhg } from "./ghg";
import type { UnreadableNotice } from "./numbers";
import { energyFormSchema, ghgFormSchema, wasteFormSchema, waterFormSchema } from "./schemas";
import { CALCULATOR_NAMES, energyEntries, ghgEntries, wasteEntries, waterEntries, type CalculatedEntry, type CalculatorKind } from "./to-entries";
import { calculateWaste } from "./waste";
import { calculateWater } from "./water";

export { CALCULATOR_NAMES, type CalculatorKind };
// What each calculator's screen says and asks (tab, inputs, results card): one shell renders them all.
export { CALCULATOR_KINDS, CALCULATOR_SCREENS, type CalculatorScreenText, type DeclaredField, type InputSection } from "./kind-screens";

type EntryContext = { companyId: string; period: string; factors: FactorContext };

export type Calculator = {
  schema: ZodType<unknown>;
  calculate: (input: never, ctx: FactorContext, onUnreadable?: UnreadableNotice) => unknown;
  entries: (result: never, ctx: EntryContext) => CalculatedEntry[];
  /** The emission factors (GHG) or energy contents (energy) a result was priced with. */
  used: (result: never) => readonly (EmissionFactor | EnergyContent)[];
};

const none = () => [];

export const CALCULATORS: Record<CalculatorKind, Calculator> = {
  ghg: { schema: ghgFormSchema, calculate: calculateGhg, entries: ghgEntries, used: (r: ReturnType<typeof calculateGhg>) => r.factorsUsed },
  water: { schema: waterFormSchema, calculate: calculateWater, entries: waterEntries, used: none },
  waste: { schema: wasteFormSchema, calculate: calculateWaste, entries: wasteEntries, used: none },
  energy: { schema: energyFormSchema, calculate: calculateEnergy, entries: energyEntries, used: (r: ReturnType<typeof calculateEnergy>) => r.contents },
};
