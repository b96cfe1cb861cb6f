import type { FactorContext } from "./factors";
import { formatFixed } from "@/lib/format";
import { CalculatorInputError, checkAmount, percentOf, round, type Amount, type UnreadableNotice } from "./numbers";

/**
 * SEBI's P6 E9 categories A–H, each with the questionnaire's metric (lib/frameworks/questionnaire/p6.ts).
 *
 * Which count as hazardous for SPEC's hazardous share: B, C, E, F and G. SEBI's own labels split
 * the table — 'Other Hazardous waste (G)' and 'Other Non-hazardous waste (H)' — so the named
 * categories before them fall on one side or the other. E-waste, bio-medical, battery and
 * radioactive waste are hazardous by nature and each has its own law (E-Waste (Management) Rules
 * 2022, Bio-Medical Waste Management Rules 2016, Battery Waste Management Rules 2022, Atomic Energy
 * Act 1962; the Hazardous and Other Wastes (Management and Transboundary Movement) Rules 2016 leave
 * bio-medical and radioactive waste to theirs), while G is what the 2016 Hazardous Waste Rules
 * themselves cover. Plastic (A) and construction and demolition waste (D) are managed as
 * non-hazardous streams (Plastic Waste Management Rules 2016, C&D Waste Management Rules 2016);
 * plastic contaminated with hazardous substances belongs in G.
 */
export const WASTE_CATEGORIES = [
  { field: "plastic", letter: "A", label: "Plastic waste", metric: "Plastic waste generated", hazardous: false },
  { field: "eWaste", letter: "B", label: "E-waste", metric: "E-waste generated", hazardous: true },
  { field: "bioMedical", letter: "C", label: "Bio-medical waste", metric: "Bio-medical waste generated", hazardous: true },
  {
    field: "constructionDemolition",
    letter: "D",
    label: "Construction and demolition waste",
    metric: "Construction and demolition waste generated",
    hazardous: false,
  },
  { field: "battery", letter: "E", label: "Battery waste", metric: "Battery waste generated", hazardous: true },
  { field: "radioactive", letter: "F", label: "Radioactive waste", metric: "Radioactive waste generated", hazardous: true },
  { field: "otherHazardous", letter: "G", label: "Other hazardous waste", metric: "Other hazardous waste generated", hazardous: true },
  { field: "otherNonHazardous", letter: "H", label: "Other non-hazardous waste", metric: "Other non-hazardous waste generated", hazardous: false },
] as const;

export type WasteCategoryField = (typeof WASTE_CATEGORIES)[number]["field"];

/** P6 E9's recovery rows (i)–(iii), then its disposal rows (i)–(iii). Incineration is disposal (GRI 306-5). */
export const WASTE_HANDLING = [
  { field: "recycled", kind: "recovered", label: "Waste recycled", metric: "Waste recovered: recycled" },
  { field: "reused", kind: "recovered", label: "Waste re-used", metric: "Waste recovered: re-used" },
  { field: "otherRecovery", kind: "recovered", label: "Other recovery operations", metric: "Waste recovered: other recovery operations" },
  { field: "incinerated", kind: "disposed", label: "Waste incinerated", metric: "Waste disposed: incineration" },
  { field: "landfilled", kind: "disposed", label: "Waste landfilled", metric: "Waste disposed: landfilling" },
  { field: "otherDisposal", kind: "disposed", label: "Other disposal operations", metric: "Waste disposed: other disposal operations" },
] as const;

export type WasteHandlingField = (typeof WASTE_HANDLING)[number]["field"];

/** Everything optional, so a body with only some inputs reads the rest as blank (SPEC section 5). */
export type WasteInput = Partial<Record<WasteCategoryField | WasteHandlingField, Amount>>;

export type WasteResult = {
  /** Each category, tonnes (2 decimals). */
  byCategory: Record<WasteCategoryField, number>;
  /** A + B + … + H, tonnes: the questionnaire's derived total. */
  total: number;
  /** B + C + E + F + G, tonnes. */
  hazardous: number;
  nonHazardous: number;
  recovered: { recycled: number; reused: number; otherRecovery: number; total: number };
  disposed: { incinerated: number; landfilled: number; otherDisposal: number; total: number };
  /** Generated but neither recovered nor disposed of in the year (stored on site, or not reported), tonnes. */
  unaccounted: number;
  /** Recovered through recycling (BRSR P6 E9 'Waste recovered: recycled'), tonnes. */
  recycled: number;
  /** Disposed of by incineration (BRSR P6 E9 'Waste disposed: incineration'), tonnes. */
  incinerated: number;
  /** SPEC: recycled / total, percent. On screen only. */
  recyclingRate: number;
  /** SPEC: (recycled + incinerated) / total, percent. On screen only: GRI 306 and BRSR count incineration as disposal. */
  divertedRate: number;
  /** SPEC: hazardous / total, percent. On screen only. */
  hazardousShare: number;
};

export const WASTE_FIELD_LABELS = Object.fromEntries([
  ...WASTE_CATEGORIES.map((c) => [c.field, `${c.label} (${c.letter})`]),
  ...WASTE_HANDLING.map((h) => [h.field, h.label]),
]) as Record<WasteCategoryField | WasteHandlingField, string>;

export const emptyWasteInput = () =>
  Object.fromEntries(Object.keys(WASTE_FIELD_LABELS).map((k) => [k, ""])) as Record<WasteCategoryField | WasteHandlingField, string>;

/** The message when recovery and disposal together claim more waste than was generated. */
function handledAboveGeneratedMessage(field: WasteHandlingField, handled: number, total: number, alone: boolean): string {
  if (alone) return `${WASTE_FIELD_LABELS[field]} cannot exceed total waste generated`;
  return `Waste recovered and disposed together (${formatFixed(handled, 2)} t) cannot exceed total waste generated (${formatFixed(total, 2)} t)`;
}

/**
 * Total = A + … + H (tonnes). SPEC section 9's rates, shown with their definitions and never saved:
 * recycling rate = recycled / total; diverted from landfill = (recycled + incinerated) / total;
 * hazardous share = (B + C + E + F + G) / total; percents, 0 when the total is zero. Recovered plus
 * disposed may not exceed what was generated (the rest is stored or unreported). Blank or
 * non-numeric inputs count as zero (non-numeric ones are reported to `onUnreadable`); negatives and
 * amounts above MAX_AMOUNT are refused. Takes a factor context like the other calculators; waste uses none.
 */
export function calculateWaste(input: WasteInput, _ctx: FactorContext, onUnreadable?: UnreadableNotice): WasteResult {
  const read = (field: WasteCategoryField | WasteHandlingField) => checkAmount(input[field], field, WASTE_FIELD_LABELS[field], onUnreadable);
  const generated = Object.fromEntries(WASTE_CATEGORIES.map((c) => [c.field, read(c.field)])) as Record<WasteCategoryField, number>;
  const handled = Object.fromEntries(WASTE_HANDLING.map((h) => [h.field, read(h.field)])) as Record<WasteHandlingField, number>;
  const total = WASTE_CATEGORIES.reduce((sum, c) => sum + generated[c.field], 0);
  const hazardous = WASTE_CATEGORIES.reduce((sum, c) => sum + (c.hazardous ? generated[c.field] : 0), 0);

  let sum = 0;
  for (const { field } of WASTE_HANDLING) {
    sum += handled[field];
    // Compared as shown (2 decimals), so a remainder that would display as negative is refused.
    if (handled[field] > 0 && round(total - sum, 2) < 0)
      throw new CalculatorInputError(field, handledAboveGeneratedMessage(field, sum, total, sum === handled[field]));
  }
  const recovered = handled.recycled + handled.reused + handled.otherRecovery;
  const disposed = handled.incinerated + handled.landfilled + handled.otherDisposal;

  return {
    byCategory: Object.fromEntries(WASTE_CATEGORIES.map((c) => [c.field, round(generated[c.field], 2)])) as Record<WasteCategoryField, number>,
    total: round(total, 2),
    hazardous: round(hazardous, 2),
    nonHazardous: round(total - hazardous, 2),
    recovered: {
      recycled: round(handled.recycled, 2),
      reused: round(handled.reused, 2),
      otherRecovery: round(handled.otherRecovery, 2),
      total: round(recovered, 2),
    },
    disposed: {
      incinerated: round(handled.incinerated, 2),
      landfilled: round(handled.landfilled, 2),
      otherDisposal: round(handled.otherDisposal, 2),
      total: round(disposed, 2),
    },
    unaccounted: round(total - recovered - disposed, 2),
    recycled: round(handled.recycled, 2),
    incinerated: round(handled.incinerated, 2),
    recyclingRate: percentOf(handled.recycled, total),
    divertedRate: percentOf(handled.recycled + handled.incinerated, total),
    hazardousShare: percentOf(hazardous, total),
  };
}
