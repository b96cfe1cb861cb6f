import { describe, expect, it } from "vitest";
import { collectYears, type SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { evaluate, sameWhenRounded, type CellValue } from "@/lib/frameworks/questionnaire/evaluate";
import { allCells, cellByKey, QUESTIONNAIRE as QUESTIONS } from "@/lib/frameworks/questionnaire";
import { buildView, readiness } from "@/lib/brsr/view";
import { demoBrsrCoverage, demoBrsrRows } from "@/lib/demo/brsr";
import { fiscalYear } from "@/lib/periods/fiscal-year";

const cells = allCells();
const FY25 = fiscalYear(2025);
let n = 0;

/** An entry of the cell's own metric for FY 2024-25 (in the cell's unit unless told). */
function entry(key: string, value: string, unit?: string): SourceEntry {
  const c = cellByKey(key);
  if (!c || c.kind !== "input") throw new Error(`no input cell ${key}`);
  n++;
  return {
    id: `e${n}`,
    framework: "BRSR",
    metric: c.metric,
    value,
    numericValue: null,
    unit: unit ?? c.unit,
    period: "FY 2024-25",
    notes: "",
    source: "manual",
    createdAt: new Date(0),
  };
}

function evaluated(entries: SourceEntry[]) {
  const years = collectYears({ cells, entries, years: [FY25], fyStartMonth: 4 });
  return evaluate({ cells, years });
}

function value(entries: SourceEntry[], key: string): CellValue {
  return evaluated(entries).values[FY25.id][key];
}

/** Each ratio: its cell, its inputs (numerator first), and a worked case. */
const RATIOS: { key: string; num: string; den: string; n: string; d: string; expected: number; unit?: string }[] = [
  { key: "P3-E11-LTIFR-employees", num: "P3-E11-LTI-employees", den: "P3-E11-HOURS-employees", n: "2", d: "40,00,000", expected: 0.5 },
  { key: "P3-E11-LTIFR-workers", num: "P3-E11-LTI-workers", den: "P3-E11-HOURS-workers", n: "3", d: "15,00,000", expected: 2 },
  { key: "P1-E8", num: "P1-E8-PAYABLE", den: "P1-E8-PROCURED", n: "50", d: "365", expected: 50, unit: "₹ crore" },
  { key: "P3-E1c", num: "P3-E1c-COST", den: "P3-E1c-REVENUE", n: "1.5", d: "300", expected: 0.5, unit: "₹ crore" },
  { key: "P5-E3b", num: "P5-E3b-FEMALE", den: "P5-E3b-TOTAL", n: "12", d: "80", expected: 15, unit: "₹ crore" },
  { key: "A-22-EMPLOYEES-male", num: "A-22-EMPLOYEES-LEFT-male", den: "A-22-EMPLOYEES-AVG-male", n: "45", d: "500", expected: 9 },
];

describe("ratios computed from their inputs", () => {
  for (const r of RATIOS) {
    const den = [entry(r.num, r.n, r.unit), entry(r.den, r.d, r.unit)];
    it(`${r.key}: computed, read-only, with its formula shown`, () => {
      const v = value(den, r.key);
      expect(v.state).toBe("derived");
      expect(v.value as number).toBeCloseTo(r.expected, 6);
      expect(v.entryIds).toHaveLength(2);
    });
    it(`${r.key}: zero numerator gives zero; zero denominator computes nothing`, () => {
      const zeroNum = value([entry(r.num, "0", r.unit), entry(r.den, r.d, r.unit)], r.key);
      expect(zeroNum).toMatchObject({ state: "derived", value: 0 });
      const zeroDen = value([entry(r.num, r.n, r.unit), entry(r.den, "0", r.unit)], r.key);
      expect(zeroDen.state).toBe("missing");
      expect(zeroDen.value).toBeNull();
    });
    it(`${r.key}: a missing input leaves it not disclosed, naming the input`, () => {
      const v = value([entry(r.num, r.n, r.unit)], r.key);
      expect(v.state).toBe("missing");
      const denCell = cellByKey(r.den);
      if (denCell?.kind !== "input") throw new Error("input expected");
      expect(v.note).toContain(denCell.metric);
    });
  }

  it("P1 E8 in days: accounts payable × 365 ÷ cost of goods procured", () => {
    expect(value([entry("P1-E8-PAYABLE", "34", "₹ crore"), entry("P1-E8-PROCURED", "200", "₹ crore")], "P1-E8").value as number).toBeCloseTo(62.05, 2);
  });

  it("the whole workforce's LTIFR comes from the summed injuries and hours, not from the two rates", () => {
    const v = value(
      [
        entry("P3-E11-LTI-employees", "1"),
        entry("P3-E11-HOURS-employees", "10,00,000"),
        entry("P3-E11-LTI-workers", "3"),
        entry("P3-E11-HOURS-workers", "30,00,000"),
      ],
      "P3-E11-LTIFR-all",
    );
    expect(v.value).toBeCloseTo(1, 9);
  });

  it("POSH complaints are a share of the female employees and workers of Section A Q20", () => {
    const female = [entry("A-20a-1-female", "40"), entry("A-20a-2-female", "10"), entry("A-20a-4-female", "30"), entry("A-20a-5-female", "20")];
    expect(value([...female, entry("P5-E7-TOTAL", "2")], "P5-E7-PCT")).toMatchObject({ state: "derived", value: 2 });
    expect(value([...female, entry("P5-E7-TOTAL", "0")], "P5-E7-PCT")).toMatchObject({ state: "derived", value: 0 });
    expect(value([entry("P5-E7-TOTAL", "2")], "P5-E7-PCT").note).toBe(
      "Computed from its inputs: needs Permanent employees: female; Other than permanent employees: female; Permanent workers: female; Other than permanent workers: female",
    );
  });

  it("the town shares come from the wages by town category and the total wage cost", () => {
    const wages = [
      entry("P8-E5-RURAL-WAGES", "10", "₹ crore"),
      entry("P8-E5-SEMI-URBAN-WAGES", "15", "₹ crore"),
      entry("P8-E5-URBAN-WAGES", "50", "₹ crore"),
      entry("P8-E5-METRO-WAGES", "25", "₹ crore"),
    ];
    const ev = evaluated(wages).values[FY25.id];
    expect([ev["P8-E5-RURAL"].value, ev["P8-E5-SEMI-URBAN"].value, ev["P8-E5-URBAN"].value, ev["P8-E5-METRO"].value]).toEqual([10, 15, 50, 25]);
    expect(ev["P8-E5-SMALLER-TOWNS"].value).toBe(25);
    // No wages at all: a total of zero computes no share; a location without wages is 0%.
    const none = evaluated([entry("P8-E5-URBAN-WAGES", "0", "₹ crore")]).values[FY25.id];
    expect(none["P8-E5-URBAN"]).toMatchObject({ state: "missing", value: null });
    expect(none["P8-E5-URBAN"].note).toMatch(/Total wage cost|is zero/);
    const some = evaluated([entry("P8-E5-URBAN-WAGES", "0", "₹ crore"), entry("P8-E5-METRO-WAGES", "5", "₹ crore")]).values[FY25.id];
    expect(some["P8-E5-URBAN"]).toMatchObject({ state: "derived", value: 0 });
    expect(some["P8-E5-METRO"]).toMatchObject({ state: "derived", value: 100 });
  });

  it("the turnover total rate is all leavers over the whole average headcount", () => {
    const v = value(
      [
        entry("A-22-WORKERS-LEFT-male", "20"),
        entry("A-22-WORKERS-LEFT-female", "1"),
        entry("A-22-WORKERS-AVG-male", "316"),
        entry("A-22-WORKERS-AVG-female", "4"),
      ],
      "A-22-WORKERS-total",
    );
    expect(v.value as number).toBeCloseTo((21 / 320) * 100, 9);
  });
});

describe("a ratio typed before its inputs were asked for", () => {
  it("stays, marked as reported, and readiness names the inputs it needs", () => {
    const ev = evaluated([entry("P5-E3b", "6.1")]);
    expect(ev.values[FY25.id]["P5-E3b"]).toMatchObject({
      state: "entered",
      value: 6.1,
      asReported: true,
      needs: ["Gross wages paid to females (₹)", "Total wages paid (₹)"],
    });
    const items = readiness({ questions: QUESTIONS, evaluation: ev, fy: FY25 }).filter((i) => i.key === "P5-E3b");
    expect(items).toHaveLength(1);
    expect(items[0].message).toContain("as reported; enter its inputs to compute it: Gross wages paid to females (₹); Total wages paid (₹)");
  });

  it("gives way to the computed figure once the inputs are entered, and a figure that disagrees is flagged", () => {
    const inputs = [entry("P5-E3b-FEMALE", "6", "₹ crore"), entry("P5-E3b-TOTAL", "80", "₹ crore")];
    const agreeing = evaluated([entry("P5-E3b", "7.5"), ...inputs]);
    expect(agreeing.values[FY25.id]["P5-E3b"]).toMatchObject({ state: "derived", value: 7.5 });
    expect(agreeing.warnings.filter((w) => w.key === "P5-E3b")).toEqual([]);
    const differing = evaluated([entry("P5-E3b", "9"), ...inputs]);
    expect(differing.warnings.filter((w) => w.key === "P5-E3b").map((w) => w.message)).toEqual([
      "The figure entered (9%) differs from the one computed from its inputs (Gross wages paid to females ÷ Total wages paid × 100): 7.5%",
    ]);
  });

  it("shows as a computed cell in the questionnaire view, with its formula", () => {
    const ev = evaluated([entry("P1-E8", "60")]);
    const view = buildView({ questions: QUESTIONS, evaluation: ev, fys: { cy: FY25, py: fiscalYear(2024), py2: fiscalYear(2023) } });
    const q = view.sections.flatMap((s) => s.questions).find((x) => x.id === "P1-E8");
    const item = q?.items[0];
    expect(item?.kind).toBe("field");
    if (item?.kind !== "field") return;
    expect(item.cell).toMatchObject({ kind: "derived", shows: "Accounts payable × 365 ÷ Cost of goods / services procured" });
    expect(item.cell.values.cy).toMatchObject({ value: 60, asReported: true });
  });

  it("agrees with its own rounding: 6.1 typed for 6.135 computed", () => {
    expect(sameWhenRounded(6.1, "6.1", 6.135)).toBe(true);
    expect(sameWhenRounded(6.1, "6.1", 6.16)).toBe(false);
    expect(sameWhenRounded(62, "62", 62.05)).toBe(true);
  });
});

describe("the demo", () => {
  it("answers every input of the ratios, which compute to the figures it shows", () => {
    expect(demoBrsrCoverage()).toEqual({ missing: [], unknown: [] });
    const entries: SourceEntry[] = demoBrsrRows().map((r, i) => ({
      id: `d${i}`,
      framework: "BRSR",
      metric: r.metric,
      value: r.value,
      numericValue: null,
      unit: r.unit,
      period: r.period,
      notes: r.notes,
      source: "demo",
      createdAt: new Date(0),
    }));
    const fys = [fiscalYear(2023), fiscalYear(2024), fiscalYear(2025)];
    const ev = evaluate({ cells, years: collectYears({ cells, entries, years: fys, fyStartMonth: 4 }) });
    const ratios = cells.filter((c) => c.kind === "input" && c.computedFrom);
    expect(ratios.length).toBeGreaterThanOrEqual(16);
    let checked = 0;
    for (const fy of fys) {
      for (const c of ratios) {
        const v = ev.values[fy.id][c.key];
        // Section A Q22 shows three years; the others two.
        if (fy.endYear === 2023 && !c.key.startsWith("A-22")) continue;
        expect(v.state, `${c.key} ${fy.label}`).toBe("derived");
        checked++;
      }
    }
    expect(checked).toBe(ratios.length * 2 + 6);
    expect(ev.warnings.filter((w) => /computed from its inputs/.test(w.message))).toEqual([]);
  });
});
