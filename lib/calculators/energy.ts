import type { EnergyContent, EnergyContentKey } from "@/lib/factors";
import type { FactorContext } from "./factors";
import { CalculatorInputError, checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

/** Fuels by the form field they are entered in, with the energy content that converts them and SEBI's P6 E1 row. */
export const ENERGY_FUELS = [
  { field: "diesel", key: "diesel", row: "E" },
  { field: "petrol", key: "petrol", row: "E" },
  { field: "lpg", key: "lpg", row: "E" },
  { field: "naturalGas", key: "natural_gas", row: "E" },
  { field: "furnaceOil", key: "furnace_oil", row: "E" },
  { field: "coalBituminous", key: "coal_bituminous", row: "E" },
  { field: "coalSubBituminous", key: "coal_sub_bituminous", row: "E" },
  { field: "lignite", key: "lignite", row: "E" },
  { field: "biomass", key: "biomass", row: "B" },
  { field: "wood", key: "wood", row: "B" },
  { field: "biogas", key: "biogas", row: "B" },
] as const satisfies readonly { field: string; key: EnergyContentKey; row: "B" | "E" }[];

export type EnergyFuelField = (typeof ENERGY_FUELS)[number]["field"];

/**
 * Everything optional, so a body with only some inputs reads the rest as blank (SPEC section 5).
 * Electricity is what was bought (grid or supplier, kWh); on-site renewable generation is what the
 * company's own solar or wind produced and used (kWh); rows C and F are entered in GJ.
 */
export type EnergyInput = Partial<Record<EnergyFuelField, Amount>> & {
  electricity?: Amount;
  renewablePercent?: Amount;
  onsiteRenewable?: Amount;
  otherRenewable?: Amount;
  otherNonRenewable?: Amount;
};

/** 1 kWh = 3.6 MJ = 0.0036 GJ. BRSR (P6 Essential 1) reports energy in GJ. */
export const GJ_PER_KWH = 0.0036;

export type EnergyFuelResult = {
  field: EnergyFuelField;
  key: EnergyContentKey;
  label: string;
  /** SEBI's row: B renewable fuel, E non-renewable fuel. */
  row: "B" | "E";
  quantity: number;
  unit: string;
  kwhPerUnit: number;
  kwh: number;
  gj: number;
  content: EnergyContent;
};

export type EnergyResult = {
  /** Electricity bought plus on-site renewable generation, kWh. */
  electricityKwh: number;
  gridKwh: number;
  onsiteRenewableKwh: number;
  /** Row A in kWh: the supplier's renewable share of the electricity bought, and on-site generation. */
  renewableElectricityKwh: number;
  /** Row D in kWh. */
  nonRenewableElectricityKwh: number;
  dieselKwh: number;
  naturalGasKwh: number;
  /** Each fuel entered, converted with its energy content. */
  fuels: EnergyFuelResult[];
  renewableFuelKwh: number;
  nonRenewableFuelKwh: number;
  otherRenewableKwh: number;
  otherNonRenewableKwh: number;
  totalKwh: number;
  /** Renewable electricity, fuel and other sources (A + B + C), kWh. */
  renewableKwh: number;
  /** Renewable energy as a percent of the total, 1 decimal. */
  renewableShare: number;
  /** SEBI's P6 E1 rows, in GJ (3 decimals). */
  brsr: {
    /** A: electricity from renewable sources (the supplier's renewable share, and on-site generation). */
    renewableElectricityGj: number;
    /** B: renewable fuel (biomass, wood, biogas). */
    renewableFuelGj: number;
    /** C: other renewable sources. */
    otherRenewableGj: number;
    /** D: the rest of the electricity bought. */
    nonRenewableElectricityGj: number;
    /** E: fossil fuels. */
    nonRenewableFuelGj: number;
    /** F: other non-renewable sources (e.g. purchased steam). */
    otherNonRenewableGj: number;
    renewableGj: number;
    nonRenewableGj: number;
    totalGj: number;
  };
  /** The energy contents the entered fuels were converted with, with their calorific basis. */
  contents: readonly EnergyContent[];
  /** Why these figures cannot be filed as BRSR's rows (a renewable share above 100 %). */
  saveProblem?: string;
};

export const ENERGY_FIELD_LABELS = {
  electricity: "Electricity consumption",
  renewablePercent: "Renewable energy percentage",
  onsiteRenewable: "On-site renewable generation",
  diesel: "Diesel consumption",
  petrol: "Petrol consumption",
  lpg: "LPG consumption",
  naturalGas: "Natural gas consumption",
  furnaceOil: "Furnace oil consumption",
  coalBituminous: "Coal (other bituminous) consumption",
  coalSubBituminous: "Coal (sub-bituminous) consumption",
  lignite: "Lignite consumption",
  biomass: "Biomass consumption",
  wood: "Wood consumption",
  biogas: "Biogas (methane) consumption",
  otherRenewable: "Other renewable energy",
  otherNonRenewable: "Other non-renewable energy",
} as const satisfies Record<keyof EnergyInput, string>;

export type EnergyField = keyof typeof ENERGY_FIELD_LABELS;

const RENEWABLE_ABOVE_100 = "A renewable share above 100 % cannot be saved: BRSR's non-renewable electricity (row D) would be negative";

export const emptyEnergyInput = () => Object.fromEntries(Object.keys(ENERGY_FIELD_LABELS).map((k) => [k, ""])) as Record<EnergyField, string>;

/** The set's energy content for a fuel, if it has one. */
export function findEnergyContent(ctx: FactorContext, key: EnergyContentKey): EnergyContent | undefined {
  return ctx.set.energyContents.find((c) => c.key === key);
}

/** Why a fuel cannot be converted: the set holds no energy content for it. */
export function missingContentMessage(field: EnergyFuelField, ctx: FactorContext): string {
  const name = ENERGY_FIELD_LABELS[field].replace(/ consumption$/, "");
  return `The ${ctx.set.name} factor set has no energy content for ${/^[A-Z]{2}/.test(name) ? name : name[0].toLowerCase() + name.slice(1)}`;
}

/**
 * SPEC section 9: total kWh = electricity + diesel litres × kWh per litre + natural gas m³ × kWh
 * per m³ (SPEC's set: 10.7 and 10.55; the India set: net calorific values, IPCC 2006 and PPAC);
 * renewable = electricity × renewable % / 100 (the percent is not capped on screen, as SPEC says);
 * share = renewable / total. With the other inputs blank this is exactly SPEC's rule; they extend it
 * to SEBI's P6 E1 rows, in GJ:
 *   A = electricity × renewable % + on-site renewable generation;  D = electricity − its renewable part;
 *   B = biomass, wood and biogas;  E = fossil fuels;  C and F as entered (GJ).
 * Self-generated electricity from fuel burnt on site (a diesel generator) is not entered as
 * electricity: its fuel is in E already, and BRSR Core counts energy generated and used on site once.
 * Blank or non-numeric inputs count as zero (non-numeric ones are reported to `onUnreadable`);
 * negatives, amounts above MAX_AMOUNT and fuels the set holds no energy content for are refused.
 */
export function calculateEnergy(input: EnergyInput, ctx: FactorContext, onUnreadable?: UnreadableNotice): EnergyResult {
  const read = (field: EnergyField) => checkAmount(input[field], field, ENERGY_FIELD_LABELS[field], onUnreadable);
  const grid = read("electricity");
  const fuels: EnergyFuelResult[] = [];
  for (const { field, key, row } of ENERGY_FUELS) {
    const quantity = read(field);
    const content = findEnergyContent(ctx, key);
    if (!content) {
      if (quantity > 0) throw new CalculatorInputError(field, missingContentMessage(field, ctx));
      continue;
    }
    if (quantity <= 0) continue;
    const kwh = quantity * content.kwhPerUnit;
    fuels.push({ field, key, label: content.label, row, quantity, unit: content.unit, kwhPerUnit: content.kwhPerUnit, kwh, gj: kwh * GJ_PER_KWH, content });
  }
  const percent = read("renewablePercent");
  const onsite = read("onsiteRenewable");
  const otherRenewableKwh = read("otherRenewable") / GJ_PER_KWH;
  const otherNonRenewableKwh = read("otherNonRenewable") / GJ_PER_KWH;

  const fuelKwh = (row: "B" | "E") => fuels.filter((f) => f.row === row).reduce((sum, f) => sum + f.kwh, 0);
  const kwhOf = (field: EnergyFuelField) => fuels.find((f) => f.field === field)?.kwh ?? 0;
  const renewableFuel = fuelKwh("B");
  const nonRenewableFuel = fuelKwh("E");
  const gridRenewable = (grid * percent) / 100;
  const a = gridRenewable + onsite;
  const d = grid - gridRenewable;
  const renewable = a + renewableFuel + otherRenewableKwh;
  const nonRenewable = d + nonRenewableFuel + otherNonRenewableKwh;
  const total = grid + onsite + renewableFuel + nonRenewableFuel + otherRenewableKwh + otherNonRenewableKwh;
  const gj = (kwh: number) => round(kwh * GJ_PER_KWH, 3);

  return {
    electricityKwh: round(grid + onsite, 2),
    gridKwh: round(grid, 2),
    onsiteRenewableKwh: round(onsite, 2),
    renewableElectricityKwh: round(a, 2),
    nonRenewableElectricityKwh: round(d, 2),
    dieselKwh: round(kwhOf("diesel"), 2),
    naturalGasKwh: round(kwhOf("naturalGas"), 2),
    fuels: fuels.map((f) => ({ ...f, kwh: round(f.kwh, 2), gj: round(f.gj, 3) })),
    renewableFuelKwh: round(renewableFuel, 2),
    nonRenewableFuelKwh: round(nonRenewableFuel, 2),
    otherRenewableKwh: round(otherRenewableKwh, 2),
    otherNonRenewableKwh: round(otherNonRenewableKwh, 2),
    totalKwh: round(total, 2),
    renewableKwh: round(renewable, 2),
    renewableShare: percentOf(renewable, total),
    brsr: {
      renewableElectricityGj: gj(a),
      renewableFuelGj: gj(renewableFuel),
      otherRenewableGj: gj(otherRenewableKwh),
      nonRenewableElectricityGj: gj(d),
      nonRenewableFuelGj: gj(nonRenewableFuel),
      otherNonRenewableGj: gj(otherNonRenewableKwh),
      renewableGj: gj(renewable),
      nonRenewableGj: gj(nonRenewable),
      totalGj: gj(total),
    },
    contents: fuels.map((f) => f.content),
    saveProblem: percent > 100 ? RENEWABLE_ABOVE_100 : undefined,
  };
}
