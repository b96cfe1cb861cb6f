import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import type { EnergyResult } from "./energy";
import type { GhgResult } from "./ghg";
import { plainFigure } from "./numbers";
import type { WasteResult } from "./waste";
import type { WaterResult } from "./water";

/** The body of POST /api/esg-data as the calculators send it (SPEC section 7). */
export type CalculatedEntry = {
  company_id: string;
  framework: "BRSR";
  category: "environmental";
  metric: string;
  value: string;
  unit: string;
  period: string;
  notes: string;
};

export const CALCULATOR_NAMES = {
  ghg: "GHG Emissions Calculator",
  water: "Water Usage Calculator",
  waste: "Waste Management Calculator",
  energy: "Energy Calculator",
} as const;

export type CalculatorKind = keyof typeof CALCULATOR_NAMES;

/** `period`: the financial year the figures are for, as its label ('FY 2025-26'). */
type Context = { companyId: string; period: string };


function builder(kind: CalculatorKind, { companyId, period }: Context) {
  const notes = `Auto-calculated using ${CALCULATOR_NAMES[kind]}`;
  return (metric: string, value: string, unit: string): CalculatedEntry => ({
    company_id: companyId,
    framework: "BRSR",
    category: "environmental",
    metric,
    value,
    unit,
    period,
    notes,
  });
}

/** The scopes with emissions, each with its BRSR metric name: the ones worth saving. */
function scopesWithEmissions(result: GhgResult) {
  const scopes = [
    [BRSR_METRIC.scope1, result.scopes[1]],
    [BRSR_METRIC.scope2, result.scopes[2]],
    [BRSR_METRIC.scope3, result.scopes[3]],
  ] as const;
  return scopes.filter(([, e]) => e.kg > 0);
}

/** Whether a GHG result has anything to save (see ghgEntries). */
export function hasGhgEntries(result: GhgResult): boolean {
  return scopesWithEmissions(result).length > 0;
}

/**
 * Scope 1, 2 and 3 and the total in tCO2e (3 decimals). A scope with nothing entered is left
 * out rather than saved as 0, so it cannot overwrite a real figure in KPI progress; by the same
 * rule the total is left out when every scope is (nothing is saved at all).
 */
export function ghgEntries(result: GhgResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("ghg", ctx);
  const scopes = scopesWithEmissions(result);
  if (scopes.length === 0) return [];
  return [
    ...scopes.map(([metric, e]) => entry(metric, plainFigure(e.tons, 3), "tCO2e")),
    entry(BRSR_METRIC.ghgTotal, plainFigure(result.total.tons, 3), "tCO2e"),
  ];
}

/** 1 kWh = 3.6 MJ. BRSR (P6 Essential 1) reports energy in joules' multiples: GJ. */
export const GJ_PER_KWH = 0.0036;

/**
 * Saved in BRSR's reporting units (GJ, kL, tonnes) rather than the screen's kWh and m³, so the
 * figures sit beside manually entered ones and KPI targets set in the catalogue's units; the
 * note keeps the kWh figure the screen showed.
 */
export function energyEntries(result: EnergyResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("energy", ctx);
  const withKwh = (e: CalculatedEntry, kwh: number) => ({ ...e, notes: `${e.notes} (${plainFigure(kwh, 2)} kWh)` });
  return [
    withKwh(entry(BRSR_METRIC.energyTotal, plainFigure(result.totalKwh * GJ_PER_KWH, 3), "GJ"), result.totalKwh),
    withKwh(entry(BRSR_METRIC.energyRenewable, plainFigure(result.renewableKwh * GJ_PER_KWH, 3), "GJ"), result.renewableKwh),
    entry(BRSR_METRIC.energyRenewableShare, plainFigure(result.renewableShare, 1), "%"),
  ];
}

export function waterEntries(result: WaterResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("water", ctx);
  return [
    // 1 m³ = 1 kilolitre, BRSR's water unit.
    entry(BRSR_METRIC.waterWithdrawal, plainFigure(result.withdrawn, 2), "kL"),
    entry(BRSR_METRIC.waterConsumption, plainFigure(result.netConsumption, 2), "kL"),
    entry(BRSR_METRIC.waterRecyclingRate, plainFigure(result.recyclingRate, 1), "%"),
  ];
}

export function wasteEntries(result: WasteResult, ctx: Context): CalculatedEntry[] {
  const entry = builder("waste", ctx);
  return [
    entry(BRSR_METRIC.wasteGenerated, plainFigure(result.total, 2), "tonnes"),
    entry(BRSR_METRIC.wasteRecyclingRate, plainFigure(result.recyclingRate, 1), "%"),
    entry(BRSR_METRIC.wasteDiverted, plainFigure(result.divertedRate, 1), "%"),
    entry(BRSR_METRIC.wasteHazardousShare, plainFigure(result.hazardousShare, 1), "%"),
  ];
}
