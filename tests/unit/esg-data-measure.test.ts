import { describe, expect, it } from "vitest";
import { measureOfUnit, metricMeasure } from "@/lib/esg-data/measure";
import { entryPeriod, yearFigures } from "@/lib/esg-data/year-figures";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";

describe("measureOfUnit: what a unit says about adding up over a year", () => {
  it.each([
    ["%", "stock"],
    ["percent", "stock"],
    ["per cent", "stock"],
    ["count", "stock"],
    ["Nos.", "stock"],
    ["employees", "stock"],
    ["days", "stock"],
    ["ratio", "stock"],
    ["rate", "stock"],
    ["per million person-hours", "stock"],
    ["per 200,000 hours", "stock"],
    ["hours per employee", "stock"],
    ["GJ per ₹ crore revenue", "stock"],
    ["tCO2e/t", "stock"],
    ["GJ", "flow"],
    ["MWh", "flow"],
    ["kWh", "flow"],
    ["kL", "flow"],
    ["m³", "flow"],
    ["thousand m³", "flow"],
    ["ML", "flow"],
    ["tonnes", "flow"],
    ["MT", "flow"],
    ["kg", "flow"],
    ["tCO2e", "flow"],
    ["tonnes of CO2e", "flow"],
    ["₹", "flow"],
    ["INR crore", "flow"],
    ["₹ lakh", "flow"],
    ["hours", "flow"],
    ["person-hours", "flow"],
    ["km", "flow"],
  ] as const)("%s → %s", (unit, measure) => {
    expect(measureOfUnit(unit)).toBe(measure);
  });

  it.each(["", "  ", "points", "as entered"])("%j says nothing", (unit) => {
    expect(measureOfUnit(unit)).toBeNull();
  });
});

describe("metricMeasure: the questionnaire first, then the unit", () => {
  it("takes a questionnaire cell's measure and canonical unit over what the unit alone would say", () => {
    // Complaints filed are counted over the year: a count, yet a flow.
    expect(metricMeasure("Complaints from communities: filed during the year", "count")).toEqual({ measure: "flow", unit: "count", source: "questionnaire" });
    expect(metricMeasure(BRSR_METRIC.scope1, "kg")).toEqual({ measure: "flow", unit: "tCO2e", source: "questionnaire" });
    expect(metricMeasure(BRSR_METRIC.energyTotal, "MWh")).toEqual({ measure: "flow", unit: "GJ", source: "questionnaire" });
    // A computed share is read at a moment, as the questionnaire reads a given one.
    expect(metricMeasure(BRSR_METRIC.energyRenewableShare, "")).toEqual({ measure: "stock", unit: "%", source: "questionnaire" });
  });

  it("falls back on the unit for other metrics, and says when it cannot tell", () => {
    expect(metricMeasure("Our own plant's diesel", "litres")).toEqual({ measure: "flow", unit: null, source: "unit" });
    expect(metricMeasure("Our own plant's uptime", "%")).toEqual({ measure: "stock", unit: null, source: "unit" });
    expect(metricMeasure("Our own index", "points")).toEqual({ measure: null, unit: null, source: "unknown" });
  });
});

describe("yearFigures: a metric's figure per financial year", () => {
  let n = 0;
  const e = (period: string, numericValue: number | null, unit = "GJ", extra: Record<string, string | null> = {}) => ({
    period,
    numericValue,
    unit,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n++ * 60_000),
    ...extra,
  });

  it("gives every year the entries touch, newest first, with why a year has no figure", () => {
    const figures = yearFigures([e("FY 2023-24", 100), e("Q1 FY 2024-25", 30), e("Q2 FY 2024-25", 30)], { measure: "flow", unit: "GJ" });
    expect(figures.map((f) => [f.fy.label, f.ok])).toEqual([
      ["FY 2024-25", false],
      ["FY 2023-24", true],
    ]);
    expect(figures[0]).toMatchObject({
      ok: false,
      problem: { kind: "partial", periods: ["Q1 FY 2024-25", "Q2 FY 2024-25"], note: "6 of 12 months (H1 FY 2024-25)" },
    });
    expect(figures[1]).toMatchObject({ ok: true, value: 100, status: "annual", period: "FY 2023-24" });
  });

  it("converts into the unit asked for before summing, and flags a unit that does not convert", () => {
    const quarters = [e("Q1 FY25", 250, "MWh"), e("Q2 FY25", 900), e("Q3 FY25", 900), e("Q4 FY25", 900_000, "MJ")];
    expect(yearFigures(quarters, { measure: "flow", unit: "GJ" })[0]).toMatchObject({ ok: true, value: 3600, status: "summed", period: "FY 2024-25" });
    expect(yearFigures([...quarters, e("Q4 FY25", 5, "kL")], { measure: "flow", unit: "GJ" })[0]).toMatchObject({
      ok: false,
      problem: { kind: "unit", unit: "kL", to: "GJ" },
    });
  });

  it("applies a scale once: '2.6 crore' typed with unit '₹ crore' is ₹2.6 crore", () => {
    const typed = [{ ...e("FY 2024-25", 2.6e7, "₹ crore"), value: "2.6 crore" }];
    expect(yearFigures(typed, { measure: "flow", unit: "₹" })[0]).toMatchObject({ ok: true, value: 2.6e7 });
    const plain = [{ ...e("FY 2024-25", 2.6, "₹ crore"), value: "2.6" }];
    expect(yearFigures(plain, { measure: "flow", unit: "₹" })[0]).toMatchObject({ ok: true, value: 2.6e7 });
  });

  it("compares in the newest entry's unit when none is asked for", () => {
    const figures = yearFigures([e("FY 2023-24", 1000, "MWh"), e("FY 2024-25", 7200, "GJ")], { measure: "flow" });
    expect(figures.map((f) => (f.ok ? f.value : null))).toEqual([7200, 3600]);
  });

  it("uses the stored period columns when they hold a reading, and reads the text when they do not", () => {
    const stored = e("Year to March", 10, "GJ", { periodKind: "fy", periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    expect(entryPeriod(stored)).toEqual({ text: "Year to March", kind: "fy", start: "2024-04-01", end: "2025-03-31" });
    const unread = e("FY 2024-25", 10, "GJ", { periodKind: "unparsed", periodStart: null, periodEnd: null });
    expect(entryPeriod(unread)).toMatchObject({ kind: "fy", start: "2024-04-01" });
    expect(yearFigures([stored], { measure: "flow" })[0]).toMatchObject({ ok: true, value: 10, period: "Year to March" });
  });

  it("leaves out text values and periods that do not read; a dated figure is no year's", () => {
    expect(yearFigures([e("latest", 5), e("FY 2024-25", null)], { measure: "flow" })).toEqual([]);
    expect(yearFigures([e("Calculated 23/11/2025", 5)], { measure: "flow" })[0]).toMatchObject({
      ok: false,
      problem: { kind: "not_in_year", period: "Calculated 23/11/2025" },
    });
  });

  it("does not combine sub-year figures when the measure is unknown", () => {
    const quarters = ["Q1", "Q2", "Q3", "Q4"].map((q) => e(`${q} FY 2024-25`, 1, "points"));
    expect(yearFigures(quarters, { measure: null })[0]).toMatchObject({ ok: false, problem: { kind: "unknown_measure", unit: "points" } });
    expect(yearFigures([e("FY 2024-25", 4, "points")], { measure: null })[0]).toMatchObject({ ok: true, value: 4 });
  });
});
