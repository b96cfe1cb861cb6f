import { describe, expect, it } from "vitest";
import { collectYears, type SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { evaluate } from "@/lib/frameworks/questionnaire/evaluate";
import { identityWarnings } from "@/lib/frameworks/questionnaire/identities";
import { INTENSITY_INPUTS, P6 } from "@/lib/frameworks/questionnaire/p6";
import type { Cell, Question } from "@/lib/frameworks/questionnaire/types";
import { fiscalYear } from "@/lib/periods/fiscal-year";

const questions: Question[] = [INTENSITY_INPUTS, ...P6];
const cells: Cell[] = questions.flatMap((q) => q.items.flatMap((i) => (i.kind === "field" ? [i.cell] : i.rows.flatMap((r) => Object.values(r.cells)))));
const FY25 = fiscalYear(2025);
const FY24 = fiscalYear(2024);

let n = 0;
function entry(metric: string, value: string, unit: string, period = "FY 2024-25", extra: Partial<SourceEntry> = {}): SourceEntry {
  n++;
  return {
    id: `e${n}`,
    framework: "BRSR",
    metric,
    value,
    numericValue: null,
    unit,
    period,
    notes: "",
    source: "manual",
    createdAt: new Date(2025, 5, 1, 0, 0, n),
    ...extra,
  };
}

function run(entries: SourceEntry[]) {
  const years = collectYears({ cells, entries, years: [FY25, FY24], fyStartMonth: 4 });
  const ev = evaluate({ cells, years });
  ev.warnings.push(...identityWarnings(ev, [FY25.id, FY24.id]));
  return {
    ev,
    at: (key: string, fy = FY25.id) => ev.values[fy][key],
    warnings: (key: string) => ev.warnings.filter((w) => w.key === key).map((w) => w.message),
  };
}

describe("P6 E1 energy", () => {
  const base = [
    entry("Renewable electricity consumption", "1,20,000", "GJ"),
    entry("Renewable fuel consumption", "30,000", "GJ"),
    entry("Non-renewable electricity consumption", "100", "TJ"),
    entry("Non-renewable fuel consumption", "5,00,000", "GJ"),
    entry("Revenue from operations", "2,500", "₹ crore"),
    entry("PPP conversion factor (₹ per international $)", "22.4", "₹ per $"),
    entry("Physical output for intensity ratios", "12,50,000", "t crude steel"),
  ];

  it("sums A+B+C, D+E+F and the grand total, converting units, and gives the renewable share", () => {
    const { at } = run(base);
    expect(at("P6-E1-ABC")).toMatchObject({ state: "derived", value: 150000 });
    expect(at("P6-E1-DEF")).toMatchObject({ state: "derived", value: 600000 });
    expect(at("P6-E1-TOTAL")).toMatchObject({ state: "derived", value: 750000, display: "7,50,000 GJ" });
    expect(at("P6-E1-RE-SHARE").value).toBeCloseTo(20, 9);
  });

  it("computes intensities per rupee, per rupee adjusted for PPP, and per unit of output", () => {
    const { at } = run(base);
    // 7,50,000 GJ ÷ ₹2,500 crore = 3.0 × 10⁻⁵ GJ per ₹
    expect(at("P6-E1-INT-RUPEE").value).toBeCloseTo(750000 / 2.5e10, 15);
    expect(at("P6-E1-INT-RUPEE").unit).toBe("GJ per ₹");
    // PPP: 7,50,000 ÷ (₹2,500 crore ÷ 22.4) = 6.72 × 10⁻⁴ GJ per international $
    expect(at("P6-E1-INT-PPP").value).toBeCloseTo((750000 * 22.4) / 2.5e10, 15);
    expect(at("P6-E1-INT-OUTPUT")).toMatchObject({ value: 0.6, unit: "GJ per t crude steel" });
  });

  it("says which denominator is missing instead of printing a number", () => {
    const { at } = run(base.filter((e) => !e.metric.startsWith("PPP")));
    expect(at("P6-E1-INT-PPP")).toMatchObject({ state: "missing", note: "Needs revenue from operations and the PPP conversion factor for FY 2024-25" });
    expect(at("P6-E1-INT-RUPEE").state).toBe("derived");
  });

  it("warns when a total entered elsewhere differs from the sum of the parts", () => {
    const { at, warnings } = run([...base, entry("Total energy consumption", "8,00,000", "GJ")]);
    expect(at("P6-E1-TOTAL").value).toBe(750000);
    expect(warnings("P6-E1-TOTAL")).toEqual(["The total entered elsewhere (8,00,000 GJ) differs from the sum of its parts (A+B+C+D+E+F): 7,50,000 GJ"]);
  });

  it("shows an entered total when no part is entered, without a warning", () => {
    const { at, warnings } = run([entry("Total energy consumption", "8,00,000", "GJ")]);
    expect(at("P6-E1-TOTAL")).toMatchObject({ state: "given", value: 800000 });
    expect(warnings("P6-E1-TOTAL")).toEqual([]);
  });

  it("keeps the previous year apart", () => {
    const { at } = run([...base, entry("Renewable electricity consumption", "90,000", "GJ", "FY 2023-24")]);
    expect(at("P6-E1-A", FY24.id).value).toBe(90000);
    expect(at("P6-E1-ABC", FY24.id).value).toBe(90000);
    expect(at("P6-E1-A").value).toBe(120000);
  });

  it("sums four quarters of a flow into the year, and marks one quarter as partial", () => {
    const quarters = ["Q1 FY25", "Q2 FY25", "Q3 FY25", "Q4 FY25"].map((p) => entry("Renewable fuel consumption", "100", "GJ", p));
    expect(run(quarters).at("P6-E1-B")).toMatchObject({ state: "entered", value: 400 });
    const one = run(quarters.slice(0, 1)).at("P6-E1-B");
    expect(one.state).toBe("partial");
    expect(run(quarters.slice(0, 1)).at("P6-E1-ABC").state).toBe("partial");
  });

  it("applies a scale once: '2.6 crore' typed with unit '₹ crore' is ₹2.6 crore, not ₹2.6 crore crore", () => {
    const { at } = run([entry("Renewable fuel consumption", "1,000", "GJ"), entry("Revenue from operations", "2.6 crore", "₹ crore")]);
    expect(at("INT-REVENUE").value).toBe(2.6e7);
    expect(at("P6-E1-INT-RUPEE").value).toBeCloseTo(1000 / 2.6e7, 15);
    expect(run([entry("Revenue from operations", "2.6", "₹ crore")]).at("INT-REVENUE").value).toBe(2.6e7);
    expect(run([entry("Revenue from operations", "₹ 1,250 Cr", "")]).at("INT-REVENUE").value).toBe(1.25e10);
  });

  it("refuses a unit it cannot convert, with the reason", () => {
    const { at, warnings } = run([entry("Renewable fuel consumption", "100", "kL")]);
    expect(at("P6-E1-B").value).toBe("100");
    expect(warnings("P6-E1-B")).toEqual(["unit 'kL' cannot be converted to GJ"]);
  });
});

describe("P6 water and waste identities", () => {
  it("flags discharge above withdrawal and a water balance that does not close", () => {
    const { warnings, at } = run([
      entry("Water withdrawal: groundwater", "1,000", "kL"),
      entry("Total water consumption", "400", "kL"),
      entry("Water discharge: surface water, with treatment", "1,500", "kL"),
    ]);
    expect(at("P6-E4-TOTAL").value).toBe(1500);
    expect(warnings("P6-E4-TOTAL")).toEqual([
      "Water discharged is more than water withdrawn: 1,500 kL against 1,000 kL",
      "Water balance: withdrawal − consumption is 600 kL, discharge is 1,500 kL (off by more than 1% of withdrawal)",
    ]);
  });

  it("flags a water balance off by more than 1% of withdrawal, not one within it", () => {
    const off = run([
      entry("Water withdrawal: groundwater", "1,000", "kL"),
      entry("Total water consumption", "400", "kL"),
      entry("Water discharge: surface water, with treatment", "580", "kL"),
    ]);
    expect(off.warnings("P6-E4-TOTAL")).toEqual(["Water balance: withdrawal − consumption is 600 kL, discharge is 580 kL (off by more than 1% of withdrawal)"]);
    const within = run([
      entry("Water withdrawal: groundwater", "1,000", "kL"),
      entry("Total water consumption", "400", "kL"),
      entry("Water discharge: surface water, with treatment", "595", "kL"),
    ]);
    expect(within.warnings("P6-E4-TOTAL")).toEqual([]);
  });

  it("intensity of water uses consumption, not withdrawal", () => {
    const { at } = run([
      entry("Water withdrawal: groundwater", "1,000", "kL"),
      entry("Total water consumption", "400", "kL"),
      entry("Revenue from operations", "₹ 4 crore", ""),
    ]);
    expect(at("P6-E3-INT-RUPEE").value).toBeCloseTo(400 / 4e7, 15);
  });

  it("sums waste A–H in tonnes from kg and MT", () => {
    const { at } = run([entry("Plastic waste generated", "2,500", "kg"), entry("Other non-hazardous waste generated", "12", "MT")]);
    expect(at("P6-E9-TOTAL").value).toBeCloseTo(14.5, 9);
  });

  it("reads 'Not applicable' with its reason", () => {
    const { at } = run([entry("Radioactive waste generated", "Not applicable", "", "FY 2024-25", { notes: "No radioactive material handled" })]);
    expect(at("P6-E9-F")).toMatchObject({ state: "not_applicable", display: "Not applicable: No radioactive material handled" });
  });
});
