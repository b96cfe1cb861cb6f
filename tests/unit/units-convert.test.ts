import { describe, expect, it } from "vitest";
import { convertUnit, unitChoices, unitOfTypedValue, unitRequired } from "@/lib/measures/convert";

describe("convertUnit", () => {
  it.each([
    [1, "MWh", "GJ", 3.6],
    [1000, "kWh", "GJ", 3.6],
    [2, "TJ", "GJ", 2000],
    [5, "m³", "kL", 5],
    [2500, "litres", "kL", 2.5],
    [1.5, "ML", "kL", 1500],
    [1200, "kg", "t", 1.2],
    [3, "MT", "t", 3],
    [2, "ktCO2e", "tCO2e", 2000],
    [1.85, "lakh tCO2e", "tCO2e", 185000],
    [1250, "₹ crore", "₹", 1.25e10],
    [4500, "INR lakh", "₹", 4.5e8],
    [7, "", "GJ", 7],
    [7, "gj", "GJ", 7],
    [12, "Metric Tonnes", "t", 12],
  ])("%s %s in %s is %s", (value, from, to, expected) => {
    const r = convertUnit(value, from, to);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toBeCloseTo(expected, 9);
  });

  it.each([
    [1, "kL", "GJ"],
    [1, "t", "tCO2e"],
    [1, "furlongs", "kL"],
    [1, "%", "₹"],
  ])("refuses %s %s as %s, naming the unit", (value, from, to) => {
    const r = convertUnit(value, from, to);
    expect(r).toEqual({ ok: false, reason: `unit '${from}' cannot be converted to ${to}` });
  });
});

describe("unitOfTypedValue", () => {
  it.each([
    ["2.6 crore", "₹ crore", "₹"],
    ["2.6 Cr", "INR crore", "INR"],
    ["1.85 lakh", "lakh tCO2e", "tCO2e"],
    ["2.6", "₹ crore", "₹ crore"],
    ["2.6 crore", "₹", "₹"],
    ["2.6 crore", "crore", "₹"],
  ])("'%s' typed with unit '%s' is in %s", (value, unit, expected) => {
    expect(unitOfTypedValue(value, unit)).toBe(expected);
  });
});

describe("unitRequired and unitChoices (the template's Unit column)", () => {
  it("a measured figure must say its unit; a share, a count, days or an unknown unit need not", () => {
    for (const unit of ["GJ", "kL", "t", "tCO2e", "₹"]) expect(unitRequired(unit), unit).toBe(true);
    for (const unit of ["%", "count", "days", "", "person-hours"]) expect(unitRequired(unit), unit).toBe(false);
  });

  it("offers the usual spelling of every unit that converts to the cell's, its own first, each convertible", () => {
    expect(unitChoices("tCO2e")).toEqual(["tCO2e", "kgCO2e", "ktCO2e", "lakh tCO2e", "million tCO2e"]);
    expect(unitChoices("₹")[0]).toBe("₹");
    expect(unitChoices("₹")).toContain("₹ crore");
    for (const unit of ["GJ", "kL", "t", "tCO2e", "₹"])
      for (const choice of unitChoices(unit)) expect(convertUnit(1, choice, unit).ok, `${choice} → ${unit}`).toBe(true);
    expect(unitChoices("person-hours")).toEqual([]);
  });
});
