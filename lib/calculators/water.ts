import type { FactorContext } from "./factors";
import { CalculatorInputError, checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

/** SPEC's four sources, and seawater / desalinated water, which SEBI's P6 E3 asks for as its own row (iv). */
export const WATER_SOURCES = ["municipal", "groundwater", "surface", "seawater", "rainwater"] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

/** Everything optional, so a body with only some inputs reads the rest as blank (SPEC section 5). */
export type WaterInput = Partial<Record<WaterSource | "recycled" | "discharged", Amount>>;

export type WaterResult = {
  /** Sum of the sources, m³ (= kL). */
  withdrawn: number;
  /** Each source, m³ (= kL), 2 decimals. */
  bySource: Record<WaterSource, number>;
  /** BRSR P6 E3 / GRI 303-5: withdrawal minus discharge, kL. The figure saved as consumption. */
  consumption: number;
  /** SPEC's net consumption: withdrawn minus recycled, m³. Shown with its definition, never saved. */
  netConsumption: number;
  recycled: number;
  discharged: number;
  recyclingRate: number;
  dischargeRate: number;
};

export const WATER_FIELD_LABELS: Record<keyof WaterInput, string> = {
  municipal: "Municipal supply",
  groundwater: "Groundwater",
  surface: "Surface water",
  seawater: "Seawater / desalinated water",
  rainwater: "Rainwater harvesting",
  recycled: "Water recycled",
  discharged: "Water discharged",
};

export const emptyWaterInput = () =>
  ({ municipal: "", groundwater: "", surface: "", seawater: "", rainwater: "", recycled: "", discharged: "" }) satisfies Required<WaterInput>;

/** The message for recycled water above withdrawal (reused water counted more than once). */
const RECYCLED_ABOVE_WITHDRAWAL = `${WATER_FIELD_LABELS.recycled} cannot exceed total withdrawal`;
/** The message for discharge above withdrawal (consumption would be negative). */
const DISCHARGED_ABOVE_WITHDRAWAL = `${WATER_FIELD_LABELS.discharged} cannot exceed total withdrawal`;

/**
 * Withdrawn = municipal + groundwater + surface + seawater + rainwater. BRSR's (and GRI 303-5's)
 * consumption = withdrawn − discharged; SPEC's net consumption = withdrawn − recycled is shown
 * beside it with its definition. Recycling and discharge rates are percents of withdrawn (0 when nothing was
 * withdrawn). Blank or non-numeric inputs count as zero (non-numeric ones are reported to
 * `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused, and so are more water
 * recycled or discharged than withdrawn: either would make a consumption negative.
 *
 * Takes a factor context like the other calculators (the server calls all four alike); water uses none.
 */
export function calculateWater(input: WaterInput, _ctx: FactorContext, onUnreadable?: UnreadableNotice): WaterResult {
  const read = (field: keyof WaterInput) => checkAmount(input[field], field, WATER_FIELD_LABELS[field], onUnreadable);
  const bySource = Object.fromEntries(WATER_SOURCES.map((s) => [s, read(s)])) as Record<WaterSource, number>;
  const withdrawn = WATER_SOURCES.reduce((sum, source) => sum + bySource[source], 0);
  const recycled = read("recycled");
  const discharged = read("discharged");
  // Compared as shown (2 decimals), so a figure that would display as negative is refused.
  if (round(withdrawn - recycled, 2) < 0) throw new CalculatorInputError("recycled", RECYCLED_ABOVE_WITHDRAWAL);
  if (round(withdrawn - discharged, 2) < 0) throw new CalculatorInputError("discharged", DISCHARGED_ABOVE_WITHDRAWAL);
  return {
    withdrawn: round(withdrawn, 2),
    bySource: Object.fromEntries(WATER_SOURCES.map((s) => [s, round(bySource[s], 2)])) as Record<WaterSource, number>,
    consumption: round(withdrawn - discharged, 2),
    netConsumption: round(withdrawn - recycled, 2),
    recycled: round(recycled, 2),
    discharged: round(discharged, 2),
    recyclingRate: percentOf(recycled, withdrawn),
    dischargeRate: percentOf(discharged, withdrawn),
  };
}
