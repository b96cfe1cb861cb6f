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
import { calculateWaste, WASTE_CATEGORIES, WASTE_FIELD_LABELS, WASTE_HANDLING } from "./waste";
import { calculateWater, WATER_FIELD_LABELS, WATER_SOURCES } from "./water";

export { CALCULATOR_NAMES, type CalculatorKind };
// What each calculator's screen says and asks (tab, inputs, results card): one shell renders them all.
export { CALCULATOR_KINDS, CALCULATOR_SCREENS, type CalculatorScreenText } from "./kind-screens";

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

/** One amount input: the form field it fills, its element id, its label and unit, an optional hint. */
export type DeclaredField = { field: string; id: string; label: string; unit: string; hint?: string };

/** A card of inputs: either one grid of fields, or side-by-side groups under their own legends. */
export type InputSection = {
  title: string;
  description: string;
  testId?: string;
  fields?: readonly DeclaredField[];
  groups?: readonly { legend: string; fields: readonly DeclaredField[] }[];
};

/**
 * The inputs of the calculators whose fields do not depend on the factor set, as the shell renders
 * them: cards of amount fields (GHG and energy build theirs from the year's factors).
 */
const HAZARDOUS_LETTERS = WASTE_CATEGORIES.filter((c) => c.hazardous).map((c) => c.letter);

const waterField = (field: keyof typeof WATER_FIELD_LABELS): DeclaredField => ({ field, id: `water-${field}`, label: WATER_FIELD_LABELS[field], unit: "m³" });

const wasteHandling = (kind: "recovered" | "disposed"): DeclaredField[] =>
  WASTE_HANDLING.filter((h) => h.kind === kind).map((h) => ({ field: h.field, id: `waste-${h.field}`, label: h.label, unit: "t" }));

export const CALCULATOR_INPUTS: Partial<Record<CalculatorKind, readonly InputSection[]>> = {
  water: [
    {
      title: "Water usage",
      description: "Withdrawal by source, and what was recycled and discharged, in cubic meters (m³, kilolitres).",
      fields: [...WATER_SOURCES.map(waterField), waterField("recycled"), waterField("discharged")],
    },
  ],
  waste: [
    {
      title: "Waste generated",
      description: `In tonnes, by SEBI's categories (BRSR P6 E9, A–H). Hazardous for the share below: ${HAZARDOUS_LETTERS.join(", ")} — e-waste, bio-medical, battery, radioactive and other hazardous waste.`,
      testId: "waste-categories",
      fields: WASTE_CATEGORIES.map((c) => ({
        field: c.field,
        id: `waste-${c.field}`,
        label: WASTE_FIELD_LABELS[c.field],
        unit: "t",
        hint: c.hazardous ? "Hazardous" : undefined,
      })),
    },
    {
      title: "Recovered and disposed",
      description:
        "What happened to it in the year, in tonnes. Incineration is disposal, with or without energy recovery (GRI 306-5, BRSR P6 E9); together these cannot exceed what was generated.",
      groups: [
        { legend: "Recovered", fields: wasteHandling("recovered") },
        { legend: "Disposed", fields: wasteHandling("disposed") },
      ],
    },
  ],
};
