/**
 * What each calculator's screen says, as data: its tab, the name of its inputs, the results card's
 * title and description and the messages around a calculation. One shell
 * (components/calculators/calculator-shell.tsx) renders every calculator from this and the declared
 * inputs in lib/calculators/kinds.ts, which re-exports it. Kept apart from the calculators' logic
 * (and without imports) so the screen's tabs can name the calculators without loading them, or zod,
 * with the page.
 */
import type { CalculatorKind } from "./to-entries";

export type { CalculatorKind };

export const CALCULATOR_KINDS = ["ghg", "water", "waste", "energy"] as const satisfies readonly CalculatorKind[];

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
};

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
