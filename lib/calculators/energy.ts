import type { EnergyContent } from "@/lib/factors";
import type { FactorContext } from "./factors";
import { checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

export type EnergyInput = { electricity: Amount; diesel: Amount; naturalGas: Amount; renewablePercent: Amount };

/** 1 kWh = 3.6 MJ = 0.0036 GJ. BRSR (P6 Essential 1) reports energy in GJ. */
export const GJ_PER_KWH = 0.0036;

export type EnergyResult = {
  electricityKwh: number;
  dieselKwh: number;
  naturalGasKwh: number;
  totalKwh: number;
  renewableKwh: number;
  /** Renewable energy as a percent of the total, 1 decimal. */
  renewableShare: number;
  /** SEBI's P6 E1 rows this calculation fills, in GJ (3 decimals). */
  brsr: {
    /** Row A: total electricity consumption from renewable sources. */
    renewableElectricityGj: number;
    /** Row D: total electricity consumption from non-renewable sources. */
    nonRenewableElectricityGj: number;
    /** Row E: total fuel consumption from non-renewable sources (diesel and natural gas). */
    nonRenewableFuelGj: number;
  };
  /** The energy contents used, with their calorific basis. */
  contents: readonly EnergyContent[];
  /** Why these figures cannot be filed as BRSR's rows (a renewable share above 100 %). */
  saveProblem?: string;
};

export const ENERGY_FIELD_LABELS = {
  electricity: "Electricity consumption",
  diesel: "Diesel consumption",
  naturalGas: "Natural gas consumption",
  renewablePercent: "Renewable energy percentage",
} as const;

export const RENEWABLE_ABOVE_100 = "A renewable share above 100 % cannot be saved: BRSR's non-renewable electricity (row D) would be negative";

export const emptyEnergyInput = (): EnergyInput => ({ electricity: "", diesel: "", naturalGas: "", renewablePercent: "" });

export function energyContent(ctx: FactorContext, key: EnergyContent["key"]): EnergyContent {
  const found = ctx.set.energyContents.find((c) => c.key === key);
  if (!found) throw new Error(`No energy content for ${key} in ${ctx.set.name}`);
  return found;
}

/**
 * SPEC section 9: total kWh = electricity + diesel litres × kWh per litre + natural gas m³ × kWh
 * per m³ (SPEC's set: 10.7 and 10.55; the India set: net calorific values, IPCC 2006 and PPAC);
 * renewable = electricity × renewable % / 100 (the percent is not capped on screen, as SPEC says);
 * share = renewable / total. For BRSR: row A = renewable electricity, row D = the rest of the
 * electricity, row E = the fuels, in GJ. Blank or non-numeric inputs count as zero (non-numeric
 * ones are reported to `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused.
 */
export function calculateEnergy(input: EnergyInput, ctx: FactorContext, onUnreadable?: UnreadableNotice): EnergyResult {
  const read = (field: keyof EnergyInput) => checkAmount(input[field], field, ENERGY_FIELD_LABELS[field], onUnreadable);
  const diesel = energyContent(ctx, "diesel");
  const gas = energyContent(ctx, "natural_gas");
  const electricity = read("electricity");
  const dieselKwh = read("diesel") * diesel.kwhPerUnit;
  const gasKwh = read("naturalGas") * gas.kwhPerUnit;
  const percent = read("renewablePercent");
  const total = electricity + dieselKwh + gasKwh;
  const renewable = (electricity * percent) / 100;
  return {
    electricityKwh: round(electricity, 2),
    dieselKwh: round(dieselKwh, 2),
    naturalGasKwh: round(gasKwh, 2),
    totalKwh: round(total, 2),
    renewableKwh: round(renewable, 2),
    renewableShare: percentOf(renewable, total),
    brsr: {
      renewableElectricityGj: round(renewable * GJ_PER_KWH, 3),
      nonRenewableElectricityGj: round((electricity - renewable) * GJ_PER_KWH, 3),
      nonRenewableFuelGj: round((dieselKwh + gasKwh) * GJ_PER_KWH, 3),
    },
    contents: [diesel, gas],
    saveProblem: percent > 100 ? RENEWABLE_ABOVE_100 : undefined,
  };
}
