import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { rollUpUnits, type RollupCell, type UnitEntry } from "@/lib/units/rollup";

const units = [
  { id: "u1", name: "Vizag Plant", inStandalone: true, inConsolidated: true, activeFromFy: null, activeToFy: null },
  { id: "u2", name: "Pune Office", inStandalone: true, inConsolidated: true, activeFromFy: null, activeToFy: null },
  { id: "u3", name: "Scrap Subsidiary", inStandalone: false, inConsolidated: true, activeFromFy: null, activeToFy: null },
  { id: "u4", name: "Closed Depot", inStandalone: true, inConsolidated: true, activeFromFy: null, activeToFy: "2022-23" },
];
const cells: Record<string, RollupCell> = {
  "water withdrawal: surface water": { key: "P6-E3-i", type: "number", unit: "kL", measure: "flow" },
  "permanent employees: male": { key: "A-20a-1-male", type: "number", unit: "count", measure: "stock" },
  "share of renewable energy": { key: "X-share", type: "number", unit: "%", measure: "flow" },
};
const cellOfMetric = (k: string) => cells[k];
let n = 0;
const at = (unitId: string, metric: string, value: number, extra: Partial<UnitEntry> = {}): UnitEntry => ({
  id: `e${n++}`,
  unitId,
  framework: "BRSR",
  metric,
  value: String(value),
  numericValue: value,
  unit: cells[metric.toLowerCase()]?.unit ?? "",
  period: "FY 2024-25",
  notes: "",
  source: "manual",
  createdAt: new Date("2025-04-01T00:00:00Z"),
  reviewState: "approved",
  ...extra,
});
const W = "Water withdrawal: surface water";

describe("rollUpUnits", () => {
  it("a flow is the sum over the units in the boundary, as one figure of the company", () => {
    const { entries, breakdown } = rollUpUnits({
      companyEntries: [],
      unitEntries: [at("u1", W, 1200), at("u2", W, 30.5), at("u3", W, 500)],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ metric: W, value: "1230.5", numericValue: 1230.5, unit: "kL", period: "FY 2024-25", source: "rollup" });
    expect(entries[0].notes).toBe("Sum of 2 units: Vizag Plant, Pune Office");
    // The breakdown shows every unit's figure, the subsidiary's too.
    expect(breakdown["P6-E3-i"].map((b) => [b.unit_name, b.value])).toEqual([
      ["Vizag Plant", "1200"],
      ["Pune Office", "30.5"],
      ["Scrap Subsidiary", "500"],
    ]);
  });

  it("switching to the consolidated boundary adds the subsidiary", () => {
    const { entries } = rollUpUnits({ companyEntries: [], unitEntries: [at("u1", W, 1200), at("u3", W, 500)], units, boundary: "consolidated", cellOfMetric });
    expect(entries[0].value).toBe("1700");
  });

  it("a stock (employees at the year's end) adds up across sites too; a unit inactive that year does not count", () => {
    const M = "Permanent employees: male";
    const { entries } = rollUpUnits({
      companyEntries: [],
      unitEntries: [at("u1", M, 400), at("u2", M, 35), at("u4", M, 9)],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries[0]).toMatchObject({ value: "435" });
  });

  it("a share is never added nor averaged: no company figure, and a note", () => {
    const S = "Share of renewable energy";
    const { entries, notes } = rollUpUnits({
      companyEntries: [],
      unitEntries: [at("u1", S, 40), at("u2", S, 60)],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries).toEqual([]);
    expect(notes[0].message).toMatch(/share is not added up/);
  });

  it("a figure the company typed itself stands, with the units' sum beside it as a note, never added to it", () => {
    const own: SourceEntry = { ...at("u1", W, 999), id: "own" };
    const { entries, notes } = rollUpUnits({
      companyEntries: [own],
      unitEntries: [at("u1", W, 1200), at("u2", W, 30)],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries.map((e) => e.value)).toEqual(["999"]);
    expect(notes[0].message).toBe("The company's own figure is shown; its 2 units in the boundary add up to 1230 kL");
  });

  it("the roll-up's review state is the least advanced of its parts", () => {
    const { entries } = rollUpUnits({
      companyEntries: [],
      unitEntries: [at("u1", W, 1, { reviewState: "approved" }), at("u2", W, 2, { reviewState: "submitted" })],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries[0].reviewState).toBe("submitted");
  });

  it("figures in different units are not added", () => {
    const { entries, notes } = rollUpUnits({
      companyEntries: [],
      unitEntries: [at("u1", W, 1), at("u2", W, 2, { unit: "ML" })],
      units,
      boundary: "standalone",
      cellOfMetric,
    });
    expect(entries).toEqual([]);
    expect(notes[0].message).toMatch(/not all numbers in one unit/);
  });
});
