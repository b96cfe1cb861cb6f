import { describe, expect, it } from "vitest";
import { collectYears, type SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { evaluate } from "@/lib/frameworks/questionnaire/evaluate";
import { identityWarnings } from "@/lib/frameworks/questionnaire/identities";
import { allCells, cellByKey } from "@/lib/frameworks/questionnaire";
import { fiscalYear } from "@/lib/periods/fiscal-year";

const cells = allCells();
const FY25 = fiscalYear(2025);
let n = 0;

/** An entry of the cell's own metric for FY 2024-25. */
function cell(key: string, value: string): SourceEntry {
  const c = cellByKey(key);
  if (!c || c.kind !== "input") throw new Error(`no input cell ${key}`);
  n++;
  return {
    id: `e${n}`,
    framework: "BRSR",
    metric: c.metric,
    value,
    numericValue: null,
    unit: c.unit ?? "",
    period: "FY 2024-25",
    notes: "",
    source: "manual",
    createdAt: new Date(0),
  };
}

function warnings(entries: SourceEntry[], key: string): string[] {
  const years = collectYears({ cells, entries, years: [FY25], fyStartMonth: 4 });
  const ev = evaluate({ cells, years });
  return identityWarnings(ev, [FY25.id])
    .filter((w) => w.key === key)
    .map((w) => w.message);
}

describe("identities across principles", () => {
  it("flags P8 E5's wage shares over 100% in total, not at 100%", () => {
    const shares = (metro: string) => [cell("P8-E5-RURAL", "30"), cell("P8-E5-SEMI-URBAN", "20"), cell("P8-E5-URBAN", "30"), cell("P8-E5-METRO", metro)];
    expect(warnings(shares("29"), "P8-E5-RURAL")).toEqual(["P8 E5's shares of wages by location add up to more than 100%: 109%"]);
    expect(warnings(shares("20"), "P8-E5-RURAL")).toEqual([]);
  });

  it("flags a POSH percentage above zero when no complaint is reported, and none when it is zero", () => {
    expect(warnings([cell("P5-E7-TOTAL", "0"), cell("P5-E7-PCT", "45")], "P5-E7-PCT")).toEqual([
      "No POSH complaints are reported, yet they are 45% of female employees and workers",
    ]);
    expect(warnings([cell("P5-E7-TOTAL", "0"), cell("P5-E7-PCT", "0")], "P5-E7-PCT")).toEqual([]);
    expect(warnings([cell("P5-E7-TOTAL", "3"), cell("P5-E7-PCT", "0.4")], "P5-E7-PCT")).toEqual([]);
  });

  it("flags P3 E1(a)'s totals that differ from Section A Q20's headcounts", () => {
    const entries = [
      cell("A-20a-1-male", "900"),
      cell("P3-E1a-PERMANENT-MALE-total", "880"),
      cell("A-20a-1-female", "100"),
      cell("P3-E1a-PERMANENT-FEMALE-total", "100"),
    ];
    expect(warnings(entries, "P3-E1a-PERMANENT-MALE-total")).toEqual([
      "P3 E1's total of male permanent employees differs from Section A Q20's headcount: 880 against 900",
    ]);
    expect(warnings(entries, "P3-E1a-PERMANENT-FEMALE-total")).toEqual([]);
    // Both totals are computed from the genders: they disagree as well.
    expect(warnings(entries, "P3-E1a-PERMANENT-TOTAL-total")).toEqual([
      "P3 E1's total of permanent employees differs from Section A Q20's headcount: 980 against 1,000",
    ]);
  });
});
