import { CalculatorInputError, checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

export const WATER_SOURCES = ["municipal", "groundwater", "surface", "rainwater"] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

export type WaterInput = Record<WaterSource, Amount> & { recycled: Amount; discharged: Amount };

export type WaterResult = {
  /** Sum of the four sources, m³. */
  withdrawn: number;
  /** Withdrawn minus recycled (SPEC's definition), m³. */
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
  rainwater: "Rainwater harvesting",
  recycled: "Water recycled",
  discharged: "Water discharged",
};

export const emptyWaterInput = (): WaterInput => ({ municipal: "", groundwater: "", surface: "", rainwater: "", recycled: "", discharged: "" });

/** The message for recycled water above withdrawal (reused water counted more than once). */
export const RECYCLED_ABOVE_WITHDRAWAL = `${WATER_FIELD_LABELS.recycled} cannot exceed total withdrawal`;

/**
 * SPEC section 9: withdrawn = municipal + groundwater + surface + rainwater; net consumption =
 * withdrawn − recycled; recycling and discharge rates are percents of withdrawn (0 when nothing
 * was withdrawn). Blank or non-numeric inputs count as zero (non-numeric ones are reported to
 * `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused, and so is more water
 * recycled than withdrawn: it can only come from counting reused water several times, and it
 * would make consumption negative.
 */
export function calculateWater(input: WaterInput, onUnreadable?: UnreadableNotice): WaterResult {
  const read = (field: keyof WaterInput) => checkAmount(input[field], field, WATER_FIELD_LABELS[field], onUnreadable);
  const withdrawn = WATER_SOURCES.reduce((sum, source) => sum + read(source), 0);
  const recycled = read("recycled");
  const discharged = read("discharged");
  // Compared as shown (2 decimals), so a figure that would display as negative is refused.
  if (round(withdrawn - recycled, 2) < 0) throw new CalculatorInputError("recycled", RECYCLED_ABOVE_WITHDRAWAL);
  return {
    withdrawn: round(withdrawn, 2),
    netConsumption: round(withdrawn - recycled, 2),
    recycled: round(recycled, 2),
    discharged: round(discharged, 2),
    recyclingRate: percentOf(recycled, withdrawn),
    dischargeRate: percentOf(discharged, withdrawn),
  };
}
