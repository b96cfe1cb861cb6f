import { describe, expect, it } from "vitest";
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { questionnaireFrom } from "@/lib/brsr/service";
import { EMPTY_PROFILE } from "@/lib/companies/profile-schema";
import { basisOfPreparation, scope2Check, type YearFactors } from "@/lib/reports/brsr/basis";

let n = 0;
function cell(key: string, value: string, notes = "", unit?: string): SourceEntry {
  const c = cellByKey(key);
  if (!c || c.kind !== "input") throw new Error(`no input cell ${key}`);
  n++;
  return {
    id: `e${n}`,
    framework: "BRSR",
    metric: c.metric,
    value,
    numericValue: null,
    unit: unit ?? c.unit ?? "",
    period: "FY 2024-25",
    notes,
    source: "manual",
    createdAt: new Date(0),
  };
}
const view = (entries: SourceEntry[]) => questionnaireFrom({ company: { id: "c", fyStartMonth: 4 }, entries, fyParam: "2024-25" });

// 36,000 GJ is 1,00,00,000 kWh; at 0.727 kg CO2e per kWh that is 7,270 t.
const GRID_GJ = "36000";

describe("Scope 2 against grid electricity × the grid factor", () => {
  it("warns beyond 1% and not within it, and says nothing when a figure is missing", () => {
    expect(scope2Check(view([cell("P6-E1-D", GRID_GJ), cell("P6-E7-S2", "7270")]), 0.727)).toEqual({ expected: 7270, reported: 7270, off: false });
    expect(scope2Check(view([cell("P6-E1-D", GRID_GJ), cell("P6-E7-S2", "7330")]), 0.727)?.off).toBe(false);
    expect(scope2Check(view([cell("P6-E1-D", GRID_GJ), cell("P6-E7-S2", "7400")]), 0.727)?.off).toBe(true);
    expect(scope2Check(view([cell("P6-E7-S2", "7400")]), 0.727)).toBeNull();
    expect(scope2Check(view([cell("P6-E1-D", GRID_GJ), cell("P6-E7-S2", "7400")]), null)).toBeNull();
  });
});

describe("the basis of preparation", () => {
  it("states each year's factor set and GWPs, the Scope 2 method with the market-based figure, the boundary, the PPP factor's source and the output", () => {
    const factors: YearFactors[] = [
      { fyLabel: "FY 2024-25", set: "India", edition: "CEA v21.0", gwpBasis: "IPCC AR6 100-year", frozen: true, gridKgPerKwh: 0.727 },
      { fyLabel: "FY 2023-24", set: "India", edition: "CEA v20.0", gwpBasis: "IPCC AR6 100-year", frozen: false, gridKgPerKwh: 0.716 },
    ];
    const entries = [
      cell("P6-E1-D", GRID_GJ),
      cell("P6-E7-S2", "7400"),
      cell("INT-PPP", "21", "IMF World Economic Outlook, April 2025"),
      cell("INT-OUTPUT", "61,500", "", "t crude steel"),
    ];
    const rows = basisOfPreparation({
      view: view(entries),
      profile: { ...EMPTY_PROFILE, reporting_boundary: "standalone" },
      factors,
      scope2Market: 5100,
      notesOf: (ids) =>
        entries
          .filter((e) => ids.includes(e.id))
          .map((e) => e.notes)
          .join(" "),
    });
    const text = Object.fromEntries(rows.map((r) => [r.label, r.value.text]));
    expect(text["Emission factors, FY 2024-25"]).toBe("India, CEA v21.0");
    expect(text["Emission factors, FY 2023-24"]).toMatch(/^India, CEA v20.0 \(no calculation saved/);
    expect(text["Global warming potentials"]).toBe("IPCC AR6 100-year");
    expect(text["Scope 2 method"]).toBe("Location-based in P6 E7 (grid average factors): 7,400 tCO2e. Market-based, for reference: 5,100 tCO2e.");
    expect(text["Scope 2 against grid electricity"]).toMatch(/gives 7,270 tCO2e; P6 E7 reports 7,400 tCO2e — they differ by more than 1%\./);
    expect(text["GHG and reporting boundary"]).toBe("Standalone: the listed entity only");
    expect(text["PPP conversion factor"]).toBe("21 ₹ per $. Source: IMF World Economic Outlook, April 2025");
    expect(text["Physical output"]).toBe("61,500 t crude steel");
  });
});
