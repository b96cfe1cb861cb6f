import { checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

export type WasteInput = { total: Amount; recycled: Amount; incinerated: Amount; hazardous: Amount };

export type WasteResult = {
  total: number;
  recycled: number;
  incinerated: number;
  hazardous: number;
  /** recycled / total, percent. */
  recyclingRate: number;
  /** (recycled + incinerated) / total, percent. */
  divertedRate: number;
  /** hazardous / total, percent. */
  hazardousShare: number;
};

export const WASTE_FIELD_LABELS: Record<keyof WasteInput, string> = {
  total: "Total waste generated",
  recycled: "Waste recycled",
  incinerated: "Waste incinerated",
  hazardous: "Hazardous waste",
};

export const emptyWasteInput = (): WasteInput => ({ total: "", recycled: "", incinerated: "", hazardous: "" });

/**
 * SPEC section 9: recycling rate = recycled / total; diverted from landfill = (recycled +
 * incinerated) / total; hazardous share = hazardous / total; all percents, 0 when the total is
 * zero. Blank or non-numeric inputs count as zero (non-numeric ones are reported to
 * `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused.
 */
export function calculateWaste(input: WasteInput, onUnreadable?: UnreadableNotice): WasteResult {
  const read = (field: keyof WasteInput) => checkAmount(input[field], field, WASTE_FIELD_LABELS[field], onUnreadable);
  const total = read("total");
  const recycled = read("recycled");
  const incinerated = read("incinerated");
  const hazardous = read("hazardous");
  return {
    total: round(total, 2),
    recycled: round(recycled, 2),
    incinerated: round(incinerated, 2),
    hazardous: round(hazardous, 2),
    recyclingRate: percentOf(recycled, total),
    divertedRate: percentOf(recycled + incinerated, total),
    hazardousShare: percentOf(hazardous, total),
  };
}
