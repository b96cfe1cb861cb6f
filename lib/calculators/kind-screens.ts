/**
 * What each calculator's screen says and asks, as data: its tab, the name of its inputs, the
 * declared input sections (field, label, unit, hint), the results card's title and description and
 * the messages around a calculation. One shell (components/calculators/calculator-shell.tsx) renders
 * every calculator from this table; lib/calculators/kinds.ts re-exports it beside the calculators'
 * logic. Kept apart from that logic so the screen's tabs can name the calculators without loading
 * them (or zod) with the page.
 */
import type { CalculatorKind } from "./to-entries";
import { WASTE_CATEGORIES, WASTE_FIELD_LABELS, WASTE_HANDLING } from "./waste";
import { WATER_FIELD_LABELS, WATER_SOURCES } from "./water";

export type { CalculatorKind };

export const CALCULATOR_KINDS = ["ghg", "water", "waste", "energy"] as const satisfies readonly CalculatorKind[];

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

export type CalculatorScreenText = {
  /** The tab's name on the calculator screen. */
  tab: string;
  /** The form's accessible name. */
  inputs: string;
  /** The toast once a calculation ran. */
  calculated: string;
  results: { title: string; description: string };
  /** The placeholder before the first calculation. */
  empty: string;
  /** Declared inputs, for the calculators whose inputs do not depend on the factor set. */
  sections?: readonly InputSection[];
};

const HAZARDOUS_LETTERS = WASTE_CATEGORIES.filter((c) => c.hazardous).map((c) => c.letter);

const waterField = (field: keyof typeof WATER_FIELD_LABELS): DeclaredField => ({ field, id: `water-${field}`, label: WATER_FIELD_LABELS[field], unit: "m³" });

const wasteHandling = (kind: "recovered" | "disposed"): DeclaredField[] =>
  WASTE_HANDLING.filter((h) => h.kind === kind).map((h) => ({ field: h.field, id: `waste-${h.field}`, label: h.label, unit: "t" }));

export const CALCULATOR_SCREENS: Record<CalculatorKind, CalculatorScreenText> = {
  ghg: {
    tab: "GHG Emissions",
    inputs: "GHG emissions inputs",
    calculated: "GHG emissions calculated successfully!",
    results: {
      title: "GHG emissions",
      description:
        "Activity × emission factor, by GHG Protocol scope. Tonnes are kg ÷ 1,000. Saved: Scope 1, Scope 2 (location- and market-based), Scope 1 + 2, and Scope 3 with each category — never one total that mixes Scope 3 in.",
    },
    empty: "Enter activity data and press Calculate to see emissions by scope and by source.",
  },
  water: {
    tab: "Water Usage",
    inputs: "Water usage inputs",
    calculated: "Water usage calculated successfully!",
    results: {
      title: "Water results",
      description:
        "BRSR's consumption is withdrawal minus discharge (P6 E3, GRI 303-5): water drawn and not returned. SPEC's net consumption (withdrawal minus water recycled on site) and the rates are shown for reference and not saved.",
    },
    empty: "Enter water drawn from each source and press Calculate to see consumption and rates.",
    sections: [
      {
        title: "Water usage",
        description: "Withdrawal by source, and what was recycled and discharged, in cubic meters (m³, kilolitres).",
        fields: [...WATER_SOURCES.map(waterField), waterField("recycled"), waterField("discharged")],
      },
    ],
  },
  waste: {
    tab: "Waste Management",
    inputs: "Waste management inputs",
    calculated: "Waste management metrics calculated successfully!",
    results: {
      title: "Waste results",
      description:
        "Saved in tonnes for BRSR P6 E9: each category generated, and each recovery and disposal route. The total is the questionnaire's sum of A–H. SPEC's rates are shown for reference and not saved.",
    },
    empty: "Enter waste by category and press Calculate to see the total, recovery, disposal and SPEC's rates.",
    sections: [
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
  },
  energy: {
    tab: "Energy",
    inputs: "Energy inputs",
    calculated: "Energy consumption calculated successfully!",
    results: {
      title: "Energy results",
      description:
        "Total = electricity + fuels (and other sources) in kWh; renewable = electricity × renewable percentage + on-site renewables + renewable fuels and sources.",
    },
    empty: "Enter consumption and press Calculate to see the total and the renewable share.",
  },
};
