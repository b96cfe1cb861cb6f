import { describe, expect, it } from "vitest";
import { toTargetUnit, unitFactor } from "@/lib/extraction/convert";
import { findGutter, linesOf, readingOrder, type TextBox } from "@/lib/extraction/layout";
import { extractMetricsOffline } from "@/lib/extraction/offline";
import { tableMetrics } from "@/lib/extraction/table-metrics";
import { findTables, tableGrid } from "@/lib/extraction/tables";

/** A text item as pdf.js would place it: `top` down from the page's top, width by a rough 0.5 em per character. */
const box = (str: string, x: number, top: number, size = 9, right = false): TextBox => {
  const w = str.length * size * 0.5;
  return { str, x: right ? x - w : x, top, w, size };
};

describe("unit conversion to the cell's unit", () => {
  it.each([
    ["lakh tCO2e", "tCO2e", 1e5],
    ["million kWh", "GJ", 3600],
    ["lakh kL", "kL", 1e5],
    ["kilolitres", "kL", 1],
    ["ktCO2e", "tCO2e", 1000],
    ["MWh", "GJ", 3.6],
    ["GJ/₹ crore", "GJ per ₹", 1e-7],
    ["kL per ₹ lakh", "kL per ₹", 1e-5],
    ["tCO2e per rupee of turnover", "tCO2e per ₹", 1],
    ["INR lakh", "₹", 1e5],
    ["INR lakh", "₹ crore", 0.01],
    ["per million hours worked", "per million person-hours", 1],
  ])("%s → %s is × %s", (from, to, factor) => {
    expect(unitFactor(from, to)).toBeCloseTo(factor, 12);
  });

  it("refuses units of another kind rather than guess", () => {
    expect(unitFactor("kL", "GJ")).toBeNull();
    expect(unitFactor("tonnes", "tCO2e")).toBeNull();
    expect(unitFactor("GJ/₹ crore", "GJ")).toBeNull();
  });

  it("keeps printed digits for a respelt unit and says how a scaled one was computed", () => {
    expect(toTargetUnit("18,450", 18450, "MT", "t")).toEqual({ value: "18,450", unit: "t", conversion: "18,450 MT → 18,450 t" });
    expect(toTargetUnit("1.85", 1.85, "lakh tCO2e", "tCO2e")).toEqual({ value: "1,85,000", unit: "tCO2e", conversion: "1.85 lakh tCO2e → 1,85,000 tCO2e" });
    expect(toTargetUnit("682.3", 682.3, "million kWh", "GJ")).toEqual({ value: "24,56,280", unit: "GJ", conversion: "682.3 million kWh → 24,56,280 GJ" });
    expect(toTargetUnit("42", 42, "", "GJ")).toEqual({ value: "42", unit: "GJ", conversion: null });
  });
});

describe("tables rebuilt from positions", () => {
  // SEBI's P6 E1 layout: year headings wrapped in their cells, figures right-aligned, a label wrapped under its row.
  const energy = [
    box("Parameter", 50, 100),
    box("FY 2024-", 450, 100, 9, true),
    box("FY 2023-", 540, 100, 9, true),
    box("25", 450, 111, 9, true),
    box("24", 540, 111, 9, true),
    box("From renewable sources", 50, 130),
    box("Total electricity consumption (A)", 50, 148),
    box("1,84,500", 450, 148, 9, true),
    box("1,52,300", 540, 148, 9, true),
    box("Total energy consumed from renewable sources", 50, 166),
    box("2,46,900", 450, 166, 9, true),
    box("2,11,200", 540, 166, 9, true),
    box("(A+B+C)", 50, 177),
    box("From non-renewable sources", 50, 195),
    box("Total electricity consumption (D)", 50, 213),
    box("3,12,750", 450, 213, 9, true),
    box("-", 540, 213, 9, true),
  ];

  it("joins a wrapped year heading and wrapped labels, keeps group headings apart, and leaves '-' blank", () => {
    const [table] = findTables(linesOf(energy));
    expect(table.columns.map((c) => [c.header, c.period])).toEqual([
      ["FY 2024-25", "FY 2024-25"],
      ["FY 2023-24", "FY 2023-24"],
    ]);
    expect(table.rows.map((r) => [r.heading, r.label, r.values])).toEqual([
      ["From renewable sources", "Total electricity consumption (A)", ["1,84,500", "1,52,300"]],
      ["From renewable sources", "Total energy consumed from renewable sources (A+B+C)", ["2,46,900", "2,11,200"]],
      ["From non-renewable sources", "Total electricity consumption (D)", ["3,12,750", null]],
    ]);
    expect(tableGrid(table)).toContain("| From non-renewable sources — Total electricity consumption (D) | 3,12,750 |  |");
  });

  it("maps rows to SEBI's cells by label and letter, one proposal per year column, the unit assumed from the cell with less confidence", () => {
    const [table] = findTables(linesOf(energy));
    const found = tableMetrics(table, { page: 3, docPeriod: "FY 2024-25" });
    expect(found.map((f) => [f.cell, f.period, f.value, f.unit])).toEqual([
      ["P6-E1-A", "FY 2024-25", "1,84,500", "GJ"],
      ["P6-E1-A", "FY 2023-24", "1,52,300", "GJ"],
      ["P6-E1-ABC", "FY 2024-25", "2,46,900", "GJ"],
      ["P6-E1-ABC", "FY 2023-24", "2,11,200", "GJ"],
      ["P6-E1-D", "FY 2024-25", "3,12,750", "GJ"],
    ]);
    // (A) is renewable, (D) non-renewable: the same words, told apart by SEBI's letters.
    expect(found[0].metric).toBe("Renewable electricity consumption");
    expect(found[4].metric).toBe("Non-renewable electricity consumption");
    expect(found[0].confidence).toBeLessThan(0.95);
    expect(found[0].sentence).toBe("Total electricity consumption (A) | FY 2024-25: 1,84,500");
  });

  it("reads Employee and Worker sub-rows under a label printed once, by SEBI's heading for the group", () => {
    const lines = linesOf([
      box("Safety Incident/Number", 50, 100),
      box("Category*", 290, 100),
      box("FY 2024-25", 450, 100, 9, true),
      box("FY 2023-24", 540, 100, 9, true),
      box("No. of fatalities", 50, 118),
      box("Employees", 290, 118),
      box("0", 450, 118, 9, true),
      box("0", 540, 118, 9, true),
      box("Workers", 290, 136),
      box("1", 450, 136, 9, true),
      box("2", 540, 136, 9, true),
    ]);
    const [table] = findTables(lines);
    expect(table.rows.map((r) => [r.label, r.sub])).toEqual([
      ["No. of fatalities", "Employees"],
      ["No. of fatalities", "Workers"],
    ]);
    const found = tableMetrics(table, { page: 1, docPeriod: "FY 2024-25" });
    expect(found.map((f) => [f.cell, f.period, f.value])).toEqual([
      ["P3-E11-FATALITIES-employees", "FY 2024-25", "0"],
      ["P3-E11-FATALITIES-employees", "FY 2023-24", "0"],
      ["P3-E11-FATALITIES-workers", "FY 2024-25", "1"],
      ["P3-E11-FATALITIES-workers", "FY 2023-24", "2"],
    ]);
  });

  it("reads a unit column and converts each figure, and a per-crore intensity to per rupee", () => {
    const lines = linesOf([
      box("Parameter", 50, 100),
      box("Unit", 250, 100),
      box("FY 2024-25", 450, 100, 9, true),
      box("Total water withdrawal", 50, 118),
      box("lakh kL", 250, 118),
      box("8.6", 450, 118, 9, true),
      box("Energy intensity", 50, 136),
      box("GJ/₹ crore", 250, 136),
      box("302.1", 450, 136, 9, true),
    ]);
    const found = tableMetrics(findTables(lines)[0], { page: 1, docPeriod: "FY 2024-25" });
    expect(found.map((f) => [f.cell, f.value, f.unit, f.conversion])).toEqual([
      ["P6-E3-WITHDRAWAL", "8,60,000", "kL", "8.6 lakh kL → 8,60,000 kL"],
      ["P6-E1-INT-RUPEE", "0.00003021", "GJ per ₹", "302.1 GJ/₹ crore → 0.00003021 GJ per ₹"],
    ]);
  });

  it("reads a two-column page column by column, and a table's gap is not a gutter", () => {
    const left = ["Total Scope 1 emissions for the year were", "48,720 tCO2e, as the dairy plants moved", "to piped natural gas from furnace oil."];
    const right = ["Consumer complaints received were 37,", "of which 35 were resolved by the year end", "and the rest are still being looked into."];
    const boxes = [...left.map((t, i) => box(t, 50, 100 + i * 12)), ...right.map((t, i) => box(t, 320, 100 + i * 12))];
    const lines = linesOf(boxes);
    expect(findGutter(lines, 595)).not.toBeNull();
    expect(readingOrder(lines, 595).map((l) => l.chunks.map((c) => c.text).join(" "))).toEqual([...left, ...right]);
    expect(findGutter(linesOf(energy), 595)).toBeNull();
  });
});

describe("prose: scale words, number words, targets, Scope 2's method", () => {
  const read = (text: string) => extractMetricsOffline([text], { defaultPeriod: "FY 2024-25" });

  it("reads a scale word on a physical unit and a figure before its metric", () => {
    const found = read("During FY 2024-25 the plants emitted 1.85 lakh tCO2e of Scope 1 emissions, compared with 1.97 lakh tCO2e in FY 2023-24.");
    expect(found.map((f) => [f.cell, f.period, f.value])).toEqual([
      ["P6-E7-S1", "FY 2024-25", "1,85,000"],
      ["P6-E7-S1", "FY 2023-24", "1,97,000"],
    ]);
  });

  it("never takes a target or a baseline for an actual", () => {
    expect(read("Our FY 2030 target: 1,50,000 tCO2e of Scope 1 and Scope 2 emissions together, against a FY 2021-22 baseline of 2,64,000 tCO2e.")).toEqual([]);
    expect(read("We commit to Scope 1 emissions of 90,000 tCO2e by FY 2030.")).toEqual([]);
  });

  it("reads number words and a worker's death, and does not take 'no fatalities among employees' for the total", () => {
    expect(read("We received two complaints under POSH during the year.").map((f) => [f.metric, f.value])).toEqual([["Complaints under POSH", "2"]]);
    const deaths = read("Sadly, one contract worker lost his life at the Nashik unit; there were no fatalities among our employees.");
    expect(deaths.map((f) => [f.metric, f.value])).toEqual([["Fatalities", "1"]]);
    expect(read("There were no fatalities among our employees.")).toEqual([]);
  });

  it("files Scope 2 by the method its clause names, and flags it when none is named", () => {
    const found = read("Scope 2 emissions (location-based) were 96,400 tCO2e in FY 2024-25; on a market-based basis, Scope 2 emissions were 61,250 tCO2e.");
    expect(found.map((f) => [f.metric, f.value, f.conversion])).toEqual([
      ["Scope 2 emissions", "96,400", null],
      ["Scope 2 emissions (market-based)", "61,250", null],
    ]);
    const unstated = read("Scope 2 emissions were 35,160 tCO2e in FY 2024-25.");
    expect(unstated[0].caution).toMatch(/Scope 2 method .* not stated/);
    expect(unstated[0].conversion).toBeNull();
    expect(unstated[0].confidence!).toBeLessThan(found[0].confidence!);
  });
});
