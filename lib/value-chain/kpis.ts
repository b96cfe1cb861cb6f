/**
 * The BRSR Core KPIs asked of a value-chain partner, as questionnaire input cells the partner
 * fills with the figures attributable to the company's business with it (pure data).
 *
 * Source: SEBI circular SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122 (12 July 2023) asks listed entities to
 * disclose BRSR Core (Annexure I, its nine attributes) for their value chain "to the extent
 * attributable to the business with that partner" (BRSR_FORMAT.md §5.5, [B: R23]); the circular of
 * 28 March 2025 (CIR/2025/42) redefined the partners and made it voluntary from FY 2025-26
 * ([B: R25]); the 2025 circular adds green credits of the top ten partners (P6 L8(b), [B: R25]).
 * Which of Annexure I's KPIs the Industry Standards Forum's value-chain standard (Dec 2024) keeps
 * was NOT read (BRSR_FORMAT.md §8): the list below is **believed** — every Core attribute whose
 * figure a partner can attribute (absolute quantities summed over partners; % figures weighted by
 * value of business). Ratios of the company's own books (openness: concentration of purchases and
 * sales, RPTs; data breaches as a share) are not asked. docs/VALUE_CHAIN.md gives the list.
 */
import type { BrsrCoreAttribute } from "@/lib/frameworks/types";

/** 'sum': the attributed figures add up over partners; 'weighted': a % or ratio, averaged by value of business. */
export type PartnerKpi = { key: string; attribute: BrsrCoreAttribute | "green_credits"; label: string; unit: string; combine: "sum" | "weighted" };

const k = (key: string, attribute: PartnerKpi["attribute"], label: string, unit: string, combine: PartnerKpi["combine"] = "sum"): PartnerKpi => ({
  key,
  attribute,
  label,
  unit,
  combine,
});

export const PARTNER_KPIS: readonly PartnerKpi[] = [
  k("P6-E7-S1", "ghg", "Scope 1 emissions", "tCO2e"),
  k("P6-E7-S2", "ghg", "Scope 2 emissions", "tCO2e"),
  k("P6-E3-CONSUMPTION", "water", "Water consumption", "kL"),
  k("P6-E1-A", "energy", "Renewable electricity", "GJ"),
  k("P6-E1-B", "energy", "Renewable fuel", "GJ"),
  k("P6-E1-C", "energy", "Renewable: other sources", "GJ"),
  k("P6-E1-D", "energy", "Non-renewable electricity", "GJ"),
  k("P6-E1-E", "energy", "Non-renewable fuel", "GJ"),
  k("P6-E1-F", "energy", "Non-renewable: other sources", "GJ"),
  k("P6-E9-A", "waste", "Plastic waste", "t"),
  k("P6-E9-B", "waste", "E-waste", "t"),
  k("P6-E9-C", "waste", "Bio-medical waste", "t"),
  k("P6-E9-D", "waste", "Construction and demolition waste", "t"),
  k("P6-E9-E", "waste", "Battery waste", "t"),
  k("P6-E9-F", "waste", "Radioactive waste", "t"),
  k("P6-E9-G", "waste", "Other hazardous waste", "t"),
  k("P6-E9-H", "waste", "Other non-hazardous waste", "t"),
  k("P3-E11-FATALITIES-employees", "wellbeing", "Fatalities: employees", "count"),
  k("P3-E11-FATALITIES-workers", "wellbeing", "Fatalities: workers", "count"),
  k("P3-E11-PD-employees", "wellbeing", "Permanent disabilities: employees", "count"),
  k("P3-E11-PD-workers", "wellbeing", "Permanent disabilities: workers", "count"),
  k("P5-E3b", "gender", "Gross wages paid to females (% of total wages)", "%", "weighted"),
  k("P8-E4-MSME", "inclusive", "Input material sourced from MSMEs / small producers (%)", "%", "weighted"),
  k("P1-E8", "fairness", "Days of accounts payable", "days", "weighted"),
  k("P6-L8-ENTITY", "green_credits", "Green credits generated or procured", "count"),
];

export const PARTNER_KPI_KEYS: readonly string[] = PARTNER_KPIS.map((x) => x.key);

/** Intensities over the value of business with the answering partners: quantity per ₹ crore. */
export const INTENSITIES = [
  { label: "GHG (Scope 1 + 2) per ₹ crore of business", unit: "tCO2e / ₹ crore", keys: ["P6-E7-S1", "P6-E7-S2"] },
  { label: "Water consumption per ₹ crore of business", unit: "kL / ₹ crore", keys: ["P6-E3-CONSUMPTION"] },
  { label: "Energy consumed per ₹ crore of business", unit: "GJ / ₹ crore", keys: ["P6-E1-A", "P6-E1-B", "P6-E1-C", "P6-E1-D", "P6-E1-E", "P6-E1-F"] },
  {
    label: "Waste generated per ₹ crore of business",
    unit: "t / ₹ crore",
    keys: ["P6-E9-A", "P6-E9-B", "P6-E9-C", "P6-E9-D", "P6-E9-E", "P6-E9-F", "P6-E9-G", "P6-E9-H"],
  },
] as const;

/** The company's total purchases and total sales are kept as these questionnaire cells. */
export const TOTAL_PURCHASES_CELL = "P1-E8-PROCURED";
export const TOTAL_SALES_CELL = "A-24-TURNOVER";
/** P6 Leadership 8(b): green credits of the top ten value-chain partners (the taxonomy's integer element). */
export const GREEN_CREDITS_CELL = "P6-L8-PARTNERS";
