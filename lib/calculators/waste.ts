import { checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

export type WasteInput = { total: Amount; recycled: Amount; incinerated: Amount; hazardous: Amount };

export type WasteResult = {
  total: number;
  /** Recovered through recycling (BRSR P6 E9 'Waste recovered: recycled'), tonnes. */
  recycled: number;
  /** Disposed of by incineration (BRSR P6 E9 'Waste disposed: incineration'), tonnes. */
  incinerated: number;
  hazardous: number;
  /** SPEC: recycled / total, percent. On screen only. */
  recyclingRate: number;
  /** SPEC: (recycled + incinerated) / total, percent. On screen only: GRI 306 and BRSR count incineration as disposal. */
  divertedRate: number;
  /** SPEC: hazardous / total, percent. On screen only. */
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
 * zero, shown with their definitions and never saved as GRI 306 figures. What is saved for BRSR
 * are tonnes: generated, recovered by recycling and disposed of by incineration (incineration is
 * disposal, not recovery). Blank or non-numeric inputs count as zero (non-numeric ones are
 * reported to `onUnreadable`); negatives and amounts above MAX_AMOUNT are refused.
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
