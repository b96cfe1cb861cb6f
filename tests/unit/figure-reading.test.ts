import { displayValue } from "@/lib/format";
import { parseNumericValue } from "@/lib/numbers/read";
import { readFigure } from "@/lib/numbers/figure";
import { intensitiesOf, yearSeries, type NumericRow } from "@/lib/insights/changes";
import { offlineInsight } from "@/lib/insights/offline";
import type { InsightFacts } from "@/lib/insights/types";

let n = 0;
const row = (metric: string, value: string, unit: string, category = "environmental"): NumericRow & { value: string } => ({
  metric,
  category,
  value,
  numericValue: parseNumericValue(value),
  unit,
  period: "FY 2024-25",
  createdAt: new Date(Date.UTC(2025, 0, 1) + n++ * 60_000),
});

const environmental = [{ name: "Total energy consumption", category: "environmental" }];

describe("one number reader: scale words and scaled units", () => {
  it.each([
    ["₹ 1,250 Cr", "INR", 1.25e10, "INR"],
    ["₹ 1,250 Cr", "", 1.25e10, "₹"],
    ["Rs. 1,250 crore", "", 1.25e10, "₹"],
    ["1,250", "₹ crore", 1250, "₹ crore"],
    ["2.6 crore", "₹ crore", 2.6e7, "₹"],
    ["96050.700", "GJ", 96050.7, "GJ"],
    ["Adopted in 2024", "", null, ""],
  ])("%j in %j reads %d in %j", (value, unit, number, inUnit) => {
    expect(readFigure(value, unit)).toEqual({ number, unit: inUnit });
  });
});

describe("intensity per rupee of revenue in the insights", () => {
  const energy = row("Total energy consumption", "96050.700", "GJ");

  it.each([
    ["₹ 1,250 Cr", "INR"],
    ["₹ 1,250 Cr", ""],
    ["1,250", "₹ crore"],
    ["12,50,00,00,000", "₹"],
  ])("revenue %j in %j gives GJ per ₹ crore, not '0 GJ per INR'", (value, unit) => {
    const series = yearSeries([energy]);
    const revenue = yearSeries([row("Revenue from operations", value, unit, "governance")]);
    const [intensity] = intensitiesOf(series, revenue, environmental);
    expect(intensity.value).toBeCloseTo(76.84, 2);
    expect(intensity.denominator).toEqual({ metric: "Revenue from operations", value: 1250, unit: "₹ crore" });
  });

  it("writes the intensity with its significant digits in the offline insight", () => {
    const intensities = intensitiesOf(yearSeries([energy]), yearSeries([row("Revenue from operations", "₹ 1,250 Cr", "INR", "governance")]), environmental);
    const facts = {
      company: { name: "Acme Steel", industry: "Manufacturing" },
      framework: "BRSR",
      framework_name: "BRSR",
      category: null,
      categories: ["environmental"],
      entry_count: 2,
      catalogue_total: 1,
      reported_count: 1,
      coverage: [{ category: "environmental", name: "Environmental", total: 1, reported: ["Total energy consumption"], missing: [] }],
      core: null,
      custom_metrics: [],
      changes: [],
      intensities,
      kpis: [],
      checklist: null,
    } as InsightFacts;
    const text = offlineInsight(facts).insights;
    expect(text).toContain("Total energy consumption 76.84 GJ per ₹ crore of revenue (FY 2024-25)");
    expect(text).not.toMatch(/\b0 GJ per/);
  });
});

describe("figures shown the Indian way (decisions D16)", () => {
  it.each([
    ["96050.700", "96,050.7"],
    ["1234567", "12,34,567"],
    ["1,234,567.50", "12,34,567.5"],
    ["-3.50", "-3.5"],
    ["0.000123", "0.000123"],
    // What a person typed with its own grouping, words or signs stays as typed.
    ["1,52,000", "1,52,000"],
    ["₹ 5,00,000", "₹ 5,00,000"],
    ["2.6 crore", "2.6 crore"],
    ["Adopted in 2024", "Adopted in 2024"],
    ["12 %", "12 %"],
  ])("%j shows as %j", (stored, shown) => {
    expect(displayValue(stored)).toBe(shown);
  });
});
