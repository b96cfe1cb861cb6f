import { describe, expect, it } from "vitest";
import { destinationOf } from "@/lib/extraction/review";

/** Where an accepted proposal is written (lib/extraction/review.ts); the route-level proof is tests/integration/extraction-brsr-cells.test.ts. */
describe("destinationOf", () => {
  const april = 4;

  it("an input cell for a whole financial year is that cell's year, however the year is written", () => {
    for (const period of ["FY 2024-25", "2024-25", "FY25", "April 2024 - March 2025"]) {
      const to = destinationOf({ cell: "P6-E7-S1", metric: "Total Scope 1 emissions" }, period, april);
      expect(to.kind, period).toBe("cell");
      if (to.kind !== "cell") continue;
      expect(to.cell.key).toBe("P6-E7-S1");
      expect(to.fy).toMatchObject({ label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31" });
    }
  });

  it("reads the year by the company's start month", () => {
    const to = destinationOf({ cell: "P6-E1-A", metric: "Renewable electricity consumption" }, "FY 2024", 1);
    expect(to.kind === "cell" && to.fy.start).toBe("2024-01-01");
  });

  it("part of a year is kept under the cell's metric, not as the cell's year", () => {
    expect(destinationOf({ cell: "P6-E7-S1", metric: "Total Scope 1 emissions" }, "Q1 FY 2024-25", april)).toEqual({
      kind: "metric",
      metric: "Scope 1 emissions",
    });
  });

  it("a total SEBI lets a company report whole is its entered total; other computed cells are never written", () => {
    expect(destinationOf({ cell: "P6-E1-TOTAL", metric: "Total energy consumption" }, "FY 2024-25", april)).toEqual({
      kind: "metric",
      metric: "Total energy consumption",
    });
    for (const key of ["P6-E1-INT-RUPEE", "P6-E1-DEF", "A-20a-1-male-pct"]) {
      const to = destinationOf({ cell: key, metric: "whatever" }, "FY 2024-25", april);
      expect(to.kind, key).toBe("computed");
    }
  });

  it("no cell, or a key the questionnaire does not know: the proposal's own metric", () => {
    expect(destinationOf({ cell: null, metric: "CSR spending" }, "FY 2024-25", april)).toEqual({ kind: "metric", metric: "CSR spending" });
    expect(destinationOf({ cell: "P99-NOPE", metric: "CSR spending" }, "FY 2024-25", april)).toEqual({ kind: "metric", metric: "CSR spending" });
  });
});
