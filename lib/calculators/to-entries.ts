import { editionOf, setLabel, type EmissionFactor, type Scope } from "@/lib/factors";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import type { EnergyResult } from "./energy";
import { formatFactor, type FactorContext } from "./factors";
import type { GhgResult } from "./ghg";
import { plainFigure } from "./numbers";
import type { WasteResult } from "./waste";
import type { WaterResult, WaterSource } from "./water";

export { GJ_PER_KWH } from "./energy";

/** The body of POST /api/esg-data as the calculators send it (SPEC section 7), stamped as a calculation. */
export type CalculatedEntry = {
  company_id: string;
  framework: "BRSR";
  category: "environmental";
  metric: string;
  value: string;
  unit: string;
  period: string;
  notes: string;
  source: "calculator";
};

export const CALCULATOR_NAMES = {
  ghg: "GHG Emissions Calculator",
  water: "Water Usage Calculator",
  waste: "Waste Management Calculator",
  energy: "Energy Calculator",
} as const;

export type CalculatorKind = keyof typeof CALCULATOR_NAMES;

/**
 * The BRSR questionnaire's metric names (lib/brsr/questionnaire/p6.ts) the calculators file under,
 * so a saved figure fills its cell for the chosen year. Scope 1 + 2 is the questionnaire's sum and
 * is never saved from here; no SPEC rate is saved as a BRSR or GRI figure.
 */
export const CALCULATOR_METRICS = {
  scope: { 1: BRSR_METRIC.scope1, 2: BRSR_METRIC.scope2, 3: BRSR_METRIC.scope3 } as Record<Scope, string>,
  /** P6 E3 withdrawal rows: municipal supply is third-party water; harvested rainwater is filed under 'Others'. */
  withdrawal: {
    surface: "Water withdrawal: surface water",
    groundwater: "Water withdrawal: groundwater",
    municipal: "Water withdrawal: third party water",
    rainwater: "Water withdrawal: others",
  } as Record<WaterSource, string>,
  waterConsumption: BRSR_METRIC.waterConsumption,
  waterDischarge: BRSR_METRIC.waterDischarge,
  wasteGenerated: BRSR_METRIC.wasteGenerated,
  wasteRecycled: "Waste recovered: recycled",
  wasteIncinerated: "Waste disposed: incineration",
  renewableElectricity: "Renewable electricity consumption",
  nonRenewableElectricity: "Non-renewable electricity consumption",
  nonRenewableFuel: "Non-renewable fuel consumption",
} as const;

/** `period`: the financial year the figures are for, as its label ('FY 2025-26'). */
type Context = { companyId: string; period: string };

const MAX_NOTES = 2000;

function builder(kind: CalculatorKind, { companyId, period }: Context, detail = "") {
  const base = `Auto-calculated using ${CALCULATOR_NAMES[kind]}`;
  return (metric: string, value: string, unit: string, extra = ""): CalculatedEntry => ({
    company_id: companyId,
    framework: "BRSR",
    category: "environmental",
    metric,
    value,
    unit,
    period,
    notes: [base, detail, extra].filter(Boolean).join(". ").slice(0, MAX_NOTES),
    source: "calculator",
  });
}

/** 'Diesel (HSD) 2.642 kg CO2e/litre (IPCC, 2006)' — what a saved figure was priced with. */
function describeFactor(f: EmissionFactor): string {
  const publisher = f.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1");
  return `${f.label} ${formatFactor(f.value)} kg CO2e/${f.unit} (${publisher}, ${editionOf(f)})`;
}

/** The scopes with emissions, each with its BRSR metric name: the ones worth saving. */
function scopesWithEmissions(result: GhgResult) {
  return ([1, 2, 3] as const).filter((s) => result.scopes[s].kg > 0);
}

/** Whether a GHG result has anything to save (see ghgEntries). */
export function hasGhgEntries(result: GhgResult): boolean {
  return scopesWithEmissions(result).length > 0;
}

/**
 * Scope 1, Scope 2 and Scope 3 in tCO2e (3 decimals), each under BRSR's own metric, with the factor
 * set and every factor of that scope named in the notes. A scope with nothing entered is left out
 * rather than saved as 0, so it cannot overwrite a real figure. No total is saved: BRSR's Scope 1 +
 * 2 is the questionnaire's sum, and Scope 3 is never mixed into it. HCFC-22 is outside the scopes.
 */
export function ghgEntries(result: GhgResult, ctx: Context & { factors: FactorContext }): CalculatedEntry[] {
  const entry = builder("ghg", ctx, `Factor set: ${setLabel(ctx.factors.set, ctx.factors.fyEndYear)}`);
  return scopesWithEmissions(result).map((scope) => {
    const used = result.factorsUsed.filter((f) => f.scope === scope && !f.outsideScopes);
    return entry(CALCULATOR_METRICS.scope[scope], plainFigure(result.scopes[scope].tons, 3), "tCO2e", `Factors: ${used.map(describeFactor).join("; ")}`);
  });
}

/**
 * SEBI's P6 E1 rows in GJ: A (renewable electricity) and D (the rest of the electricity) when
 * electricity was entered, E (non-renewable fuel) when fuel was; the totals and the renewable share
 * are the questionnaire's sums. The notes state the energy contents and their calorific basis.
 * Nothing is saved when the renewable percentage is above 100 (row D would be negative).
 */
export function energyEntries(result: EnergyResult, ctx: Context): CalculatedEntry[] {
  if (result.saveProblem) return [];
  const basis = result.contents.map((c) => `${c.label.toLowerCase()} ${formatFactor(c.kwhPerUnit)} kWh/${c.unit} (${c.basis})`).join("; ");
  const entry = builder("energy", ctx);
  const entries: CalculatedEntry[] = [];
  if (result.electricityKwh > 0) {
    entries.push(entry(CALCULATOR_METRICS.renewableElectricity, plainFigure(result.brsr.renewableElectricityGj, 3), "GJ", `${plainFigure(result.renewableKwh, 2)} kWh`));
    entries.push(entry(CALCULATOR_METRICS.nonRenewableElectricity, plainFigure(result.brsr.nonRenewableElectricityGj, 3), "GJ", `${plainFigure(result.electricityKwh - result.renewableKwh, 2)} kWh`));
  }
  if (result.dieselKwh + result.naturalGasKwh > 0) {
    entries.push(entry(CALCULATOR_METRICS.nonRenewableFuel, plainFigure(result.brsr.nonRenewableFuelGj, 3), "GJ", `${plainFigure(result.dieselKwh + result.naturalGasKwh, 2)} kWh; energy content: ${basis}`));
  }
  return entries;
}

/**
 * P6 E3 withdrawal by source (kL; sources with water only), BRSR's consumption = withdrawal −
 * discharge, and the discharge total (P6 E4's given total). SPEC's net-of-recycling figure and
 * the rates are not saved.
 */
export function waterEntries(result: WaterResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("water", ctx);
  const entries: CalculatedEntry[] = [];
  for (const [source, metric] of Object.entries(CALCULATOR_METRICS.withdrawal) as [WaterSource, string][]) {
    const value = result.bySource[source];
    if (value > 0) entries.push(entry(metric, plainFigure(value, 2), "kL", source === "rainwater" ? "Rainwater harvested, filed under BRSR's 'Others'" : source === "municipal" ? "Municipal supply, filed as third-party water" : ""));
  }
  if (result.withdrawn > 0 || result.discharged > 0) {
    entries.push(entry(CALCULATOR_METRICS.waterConsumption, plainFigure(result.consumption, 2), "kL", "Consumption = withdrawal − discharge (BRSR P6 E3, GRI 303-5)"));
    entries.push(entry(CALCULATOR_METRICS.waterDischarge, plainFigure(result.discharged, 2), "kL"));
  }
  return entries;
}

/**
 * Tonnes for P6 E9: waste generated, recovered by recycling, disposed of by incineration
 * (incineration is disposal, not recovery). SPEC's rates stay on screen and are not saved.
 */
export function wasteEntries(result: WasteResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("waste", ctx);
  const entries: CalculatedEntry[] = [];
  if (result.total > 0) entries.push(entry(CALCULATOR_METRICS.wasteGenerated, plainFigure(result.total, 2), "t"));
  if (result.recycled > 0) entries.push(entry(CALCULATOR_METRICS.wasteRecycled, plainFigure(result.recycled, 2), "t"));
  if (result.incinerated > 0) entries.push(entry(CALCULATOR_METRICS.wasteIncinerated, plainFigure(result.incinerated, 2), "t", "Incineration counted as disposal (BRSR P6 E9, GRI 306-5)"));
  return entries;
}
