import { describe, expect, it } from "vitest";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { BRSR_CORE_ATTRIBUTES, PRINCIPLES, type Principle } from "@/lib/frameworks/types";
import {
  ALL_CELLS,
  INTENSITY_INPUTS,
  PRINCIPLE_QUESTIONS,
  QUESTIONNAIRE,
  SECTION_A,
  SECTION_A_PROFILE_QUESTIONS,
  SECTION_B,
  allCells,
  cellByKey,
  inputCellByMetric,
  type Cell,
  type Formula,
  type Question,
} from "@/lib/frameworks/questionnaire";

const cells = allCells();
const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

function operands(f: Formula): string[] {
  switch (f.op) {
    case "sum":
      return [...f.of];
    case "percent":
      return [f.part, f.whole];
    case "ratio":
      return [f.num, f.den];
    case "intensity":
      return [f.of];
  }
}

/** Names under which entries reach a cell: an input's metric and synonyms, a derived cell's metric and given totals. */
function namesOf(c: Cell): string[] {
  if (c.kind === "input") return [c.metric, ...(c.synonyms ?? [])];
  return [...(c.metric ? [c.metric] : []), ...(c.given ?? [])];
}

/** SEBI's July 2023 format (2025 adds P6 L8): Essential and Leadership indicators per principle. */
const INDICATORS: Record<Principle, { essential: number; leadership: number }> = {
  P1: { essential: 9, leadership: 2 },
  P2: { essential: 4, leadership: 5 },
  P3: { essential: 15, leadership: 6 },
  P4: { essential: 2, leadership: 3 },
  P5: { essential: 11, leadership: 5 },
  P6: { essential: 13, leadership: 8 },
  P7: { essential: 2, leadership: 1 },
  P8: { essential: 5, leadership: 6 },
  P9: { essential: 7, leadership: 4 },
};

const inputCount = cells.filter((c) => c.kind === "input").length;
const derivedCount = cells.length - inputCount;

describe(`BRSR questionnaire: ${QUESTIONNAIRE.length} questions, ${inputCount} input and ${derivedCount} derived cells`, () => {
  it(`Section A has ${SECTION_A.length} questions, Section B ${SECTION_B.length}, in SEBI's order`, () => {
    expect(SECTION_A.map((q) => q.number)).toEqual(["1-15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26"]);
    expect(SECTION_B.map((q) => q.number)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(SECTION_A.every((q) => q.section === "A" && q.id === (q.number === "1-15" ? "A-I" : `A-${q.number}`))).toBe(true);
    expect(SECTION_B.every((q) => q.section === "B" && q.id === `B-${q.number}`)).toBe(true);
    // Parts I–VII appear in order.
    const parts = [...new Set(SECTION_A.map((q) => q.part))];
    expect(parts.map((p) => p?.split(".")[0])).toEqual(["I", "II", "III", "IV", "V", "VI", "VII"]);
  });

  it("orders the whole: Section A, Section B, then P1…P9 with the intensity inputs just before P6", () => {
    const sections = QUESTIONNAIRE.map((q) => q.section);
    expect(sections.indexOf("B")).toBe(SECTION_A.length);
    expect(sections.lastIndexOf("A")).toBeLessThan(sections.indexOf("B"));
    expect(sections.lastIndexOf("B")).toBeLessThan(sections.indexOf("C"));
    const principles = QUESTIONNAIRE.filter((q) => q.section === "C").map((q) => q.principle ?? "INT");
    expect([...new Set(principles)]).toEqual(["P1", "P2", "P3", "P4", "P5", "INT", "P6", "P7", "P8", "P9"]);
    const at = QUESTIONNAIRE.indexOf(INTENSITY_INPUTS);
    expect(QUESTIONNAIRE[at - 1].principle).toBe("P5");
    expect(QUESTIONNAIRE[at + 1].id).toBe("P6-E1");
  });

  describe.each(PRINCIPLES.map((p) => [p, INDICATORS[p].essential, INDICATORS[p].leadership] as const))(
    "%s: %i Essential and %i Leadership indicators",
    (p, essential, leadership) => {
      const questions = PRINCIPLE_QUESTIONS[p];
      it("numbers them E1…En then L1…Lm, ids matching", () => {
        const expected = [...Array.from({ length: essential }, (_, i) => `E${i + 1}`), ...Array.from({ length: leadership }, (_, i) => `L${i + 1}`)];
        expect(questions.map((q) => q.number)).toEqual(expected);
        for (const q of questions) {
          expect(q.id).toBe(`${p}-${q.number}`);
          expect(q.section).toBe("C");
          expect(q.indicator).toBe(q.number.startsWith("E") ? "essential" : "leadership");
          expect(q.title.length, q.id).toBeGreaterThan(20);
          expect(q.items.length, q.id).toBeGreaterThan(0);
        }
      });
    },
  );

  it("gives each question a unique id, and table and field ids unique", () => {
    const ids = QUESTIONNAIRE.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const itemIds = QUESTIONNAIRE.flatMap((q) => q.items.map((i) => i.id));
    expect(itemIds.length - new Set(itemIds).size).toBe(0);
  });

  it("keeps profile questions without cells, and every other question with some", () => {
    for (const q of QUESTIONNAIRE) {
      if (q.fromProfile) expect(q.items, q.id).toEqual([]);
      else expect(q.items.length, q.id).toBeGreaterThan(0);
    }
    expect(QUESTIONNAIRE.filter((q) => q.fromProfile).map((q) => q.id)).toEqual(["A-I", "A-16", "A-17", "A-18", "A-19", "A-23"]);
    // Q9 (the financial year) is implicit; Q24(i) comes from the profile, (ii) and (iii) are cells.
    expect(SECTION_A_PROFILE_QUESTIONS).not.toContain("9");
    expect(SECTION_A_PROFILE_QUESTIONS).toEqual(expect.arrayContaining(["1", "15", "16", "17", "18", "19", "23", "24(i)"]));
    expect(cellByKey("A-24-TURNOVER")).toMatchObject({
      kind: "input",
      unit: "₹",
      xbrl: "Turnover",
      metric: "Turnover (₹, Section A Q24)",
      years: ["cy", "py"],
    });
    expect(cellByKey("A-24-NETWORTH")).toMatchObject({ kind: "input", unit: "₹", xbrl: "NetWorth", years: ["cy", "py"] });
  });
});

describe("cell keys", () => {
  it(`are unique across the questionnaire (${cells.length} cells)`, () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const c of cells) {
      if (seen.has(c.key)) dupes.push(`${c.key} (${seen.get(c.key)} and ${c.questionId})`);
      seen.set(c.key, c.questionId);
    }
    expect(dupes).toEqual([]);
    expect(ALL_CELLS).toBe(cells);
  });

  it("are readable and start with their question's id (the intensity inputs excepted)", () => {
    for (const c of cells) {
      // Row-table columns may join words with '_' ('A-26-R3-RISK', 'P2-L1-R1-TURNOVER_PCT').
      expect(c.key, c.key).toMatch(/^[A-Za-z0-9_-]+$/);
      if (c.questionId !== INTENSITY_INPUTS.id) expect(c.key.startsWith(c.questionId), c.key).toBe(true);
    }
  });

  it("follow the brief's examples", () => {
    for (const key of [
      "A-20a-1-male",
      "A-20a-3-total",
      "A-20b-6-female-pct",
      "A-21-BOD-female-pct",
      "A-22-EMPLOYEES-total",
      "A-25-OTHER-remarks",
      "B-1a-P3",
      "B-1c-P9",
      "B-10-ii-freq-P5",
      "B-12-v-P9",
      "P3-E11-LTIFR-employees",
      "P3-E1a-PERMANENT-TOTAL-health-pct",
      "P5-E2-WORKERS-OTHER-FEMALE-more",
    ]) {
      expect(cellByKey(key), key).toBeDefined();
    }
  });

  it("include every P6 row of BRSR_FORMAT.md §4 (spot-check)", () => {
    const p6 = ["A", "B", "C", "D", "E", "F", "ABC", "DEF", "TOTAL"].map((l) => `P6-E1-${l}`);
    const water = ["i", "ii", "iii", "iv", "v", "WITHDRAWAL", "CONSUMPTION"].map((l) => `P6-E3-${l}`);
    const waste = ["A", "B", "C", "D", "E", "F", "G", "H", "TOTAL", "REC-i", "REC-ii", "REC-iii", "DIS-i", "DIS-ii", "DIS-iii"].map((l) => `P6-E9-${l}`);
    for (const key of [...p6, ...water, ...waste, "P6-E7-S1", "P6-E7-S2", "P6-E4-TOTAL", "P6-L2-S3", "INT-REVENUE"]) expect(cellByKey(key), key).toBeDefined();
  });

  it("place every table cell in one of its table's columns", () => {
    for (const q of QUESTIONNAIRE) {
      for (const item of q.items) {
        if (item.kind !== "table") continue;
        const columns = new Set(item.columns.map((c) => c.id));
        expect(columns.size, item.id).toBe(item.columns.length);
        for (const r of item.rows) {
          if (r.heading) expect(Object.keys(r.cells), `${item.id} ${r.id}`).toEqual([]);
          for (const col of Object.keys(r.cells)) expect(columns.has(col), `${item.id} ${r.id} ${col}`).toBe(true);
        }
        const rowIds = item.rows.map((r) => r.id);
        expect(new Set(rowIds).size, item.id).toBe(rowIds.length);
      }
    }
  });
});

describe("metric names", () => {
  it("are unique across the questionnaire (case- and space-insensitive: metrics, synonyms, derived metrics and given totals)", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of cells) {
      for (const name of new Set(namesOf(c).map(normalise))) {
        const other = owner.get(name);
        if (other && other !== c.key) clashes.push(`'${name}': ${other} and ${c.key}`);
        owner.set(name, c.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("are human-readable: no keys, no empty names", () => {
    for (const c of cells) {
      for (const name of namesOf(c)) {
        expect(name.trim().length, c.key).toBeGreaterThan(2);
        expect(name, c.key).not.toMatch(/^(A|B|P\d)-/);
      }
    }
  });

  it("reuse the catalogue's names for the same figures", () => {
    const input = (name: string) => inputCellByMetric(name)?.key;
    expect(input(M.wellbeingSpend)).toBe("P3-E1c");
    expect(input(M.femaleWages)).toBe("P5-E3b");
    expect(input(M.poshComplaints)).toBe("P5-E7-TOTAL");
    expect(input(M.msmeSourcing)).toBe("P8-E4-MSME");
    expect(input(M.dataBreaches)).toBe("P9-E7-NUMBER");
    expect(input(M.payableDays)).toBe("P1-E8");
    expect(input(M.revenue)).toBe("INT-REVENUE");
    expect(input(M.ltifr)).toBe("P3-E11-LTIFR-all");
    expect(input(M.purchaseConcentration)).toBe("P1-E9-PUR-c");
    expect(input(M.salesConcentration)).toBe("P1-E9-SAL-c");
    expect(input(M.relatedPartyShare)).toBe("P1-E9-RPT-a");
    const derivedWith = (name: string) => cells.find((c) => c.kind === "derived" && c.metric === name && (c.given ?? []).includes(name))?.key;
    expect(derivedWith(M.employees)).toBe("A-20a-3-total");
    expect(derivedWith(M.fatalities)).toBe("P3-E11-FATALITIES-total");
    expect(derivedWith(M.smallTownWages)).toBe("P8-E5-SMALLER-TOWNS");
    expect(derivedWith(M.finesPenalties)).toBe("P1-E2-TOTAL-amount");
    expect(derivedWith(M.consumerComplaints)).toBe("P9-E3-TOTAL-received");
  });

  it("find input cells by metric or synonym, ignoring case and spacing", () => {
    expect(inputCellByMetric("  permanent   EMPLOYEES: male ")?.key).toBe("A-20a-1-male");
    expect(inputCellByMetric("ltifr: workers (per one million person-hours)")?.key).toBe("P3-E11-LTIFR-workers");
    expect(inputCellByMetric("Revenue from operations (₹)")?.key).toBe("INT-REVENUE");
    expect(inputCellByMetric(M.employees)).toBeUndefined(); // a derived total, not typed
    expect(inputCellByMetric("no such metric")).toBeUndefined();
    const found = inputCellByMetric(M.payableDays);
    expect(found).toMatchObject({ questionId: "P1-E8", rowLabel: "Number of days of accounts payables", years: ["cy", "py"], unit: "days", core: "fairness" });
  });
});

describe("formulas", () => {
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const derivedCells = cells.filter((c) => c.kind === "derived");

  it("refer only to existing cells", () => {
    const missing = derivedCells.flatMap((c) =>
      operands(c.formula)
        .filter((k) => !byKey.has(k))
        .map((k) => `${c.key} → ${k}`),
    );
    expect(missing).toEqual([]);
  });

  it("have no cycles", () => {
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (key: string, path: string[]) => {
      const c = byKey.get(key);
      if (!c || c.kind !== "derived" || state.get(key) === "done") return;
      if (state.get(key) === "visiting") {
        cycles.push([...path, key].join(" → "));
        return;
      }
      state.set(key, "visiting");
      for (const k of operands(c.formula)) visit(k, [...path, key]);
      state.set(key, "done");
    };
    for (const c of derivedCells) visit(c.key, []);
    expect(cycles).toEqual([]);
  });

  it("add up like with like, and take percentages of counts", () => {
    for (const c of derivedCells) {
      const f = c.formula;
      if (f.op === "sum") for (const k of f.of) expect(byKey.get(k)?.unit, `${c.key} ← ${k}`).toBe(c.unit);
      if (f.op === "percent") {
        expect(c.unit, c.key).toBe("%");
        expect(byKey.get(f.part)?.unit, c.key).toBe(byKey.get(f.whole)?.unit);
      }
    }
  });

  it("compute every total and every '% (B / A)' of a table (never typed)", () => {
    const typed: string[] = [];
    for (const q of QUESTIONNAIRE) {
      for (const item of q.items) {
        if (item.kind !== "table") continue;
        const pctColumns = new Set(item.columns.filter((col) => /% \([A-Z] \/ [A-Z]\)/.test(col.label)).map((col) => col.id));
        for (const r of item.rows) {
          // "Total recordable … injuries" and "Total complaints reported …" are SEBI figures, not totals of rows.
          const totalRow = /^(\d\. )?Total\b(?! recordable| complaints)/i.test(r.label) || /\([A-Z] \+ [A-Z]\)/.test(r.label);
          for (const [col, cell] of Object.entries(r.cells)) {
            const isAmount = ["count", "₹", "t"].includes(cell.unit);
            if (pctColumns.has(col) && !(cell.kind === "derived" && cell.formula.op === "percent")) typed.push(`${cell.key} (a share)`);
            if (totalRow && isAmount && cell.kind !== "derived") typed.push(`${cell.key} (a total)`);
            if (col === "total" && /A-20/.test(cell.key) && cell.kind !== "derived") typed.push(`${cell.key} (Male + Female)`);
          }
        }
      }
    }
    expect(typed).toEqual([]);
  });
});

describe("cell attributes", () => {
  it("use the canonical units and measures", () => {
    for (const c of cells) {
      if (c.kind !== "input") continue;
      if (c.type !== "number") expect(c.unit, c.key).toBe("");
      if (c.unit === "%" || c.unit === "per million person-hours" || c.unit === "days") expect(c.measure, c.key).toBe("stock");
      if (c.type === "choice" || c.type === "yesno") expect(c.options?.length, c.key).toBeGreaterThan(1);
    }
    expect(cellByKey("P3-E11-LTIFR-employees")).toMatchObject({ unit: "per million person-hours", measure: "stock", core: "wellbeing" });
    expect(cellByKey("P3-E11-FATALITIES-workers")).toMatchObject({ unit: "count", measure: "flow", core: "wellbeing" });
    expect(cellByKey("A-25-COMMUNITIES-filed")).toMatchObject({ measure: "flow" });
    expect(cellByKey("A-25-COMMUNITIES-pending")).toMatchObject({ measure: "stock" });
  });

  it("file Section B, P1 and P7 under governance; Section A's employees, P3, P4, P5, P8 and P9 under social; P2 under environmental", () => {
    const categoryOf = (prefix: RegExp) => new Set(cells.filter((c) => prefix.test(c.questionId)).map((c) => c.category ?? "(none)"));
    expect([...categoryOf(/^B-/)]).toEqual(["governance"]);
    expect([...categoryOf(/^P1-|^P7-/)].filter((c) => c !== "(none)")).toEqual(["governance"]);
    expect([...categoryOf(/^A-2[0-2]$|^P[34589]-/)].filter((c) => c !== "(none)")).toEqual(["social"]);
    expect([...categoryOf(/^P2-/)]).toEqual(["environmental"]);
  });

  it("never require a Leadership indicator, and make 'if any' and web-link sub-fields optional", () => {
    for (const c of cells) {
      if (c.kind !== "input") continue;
      const q = QUESTIONNAIRE.find((x) => x.id === c.questionId)!;
      if (q.indicator === "leadership") expect(c.required, c.key).toBe(false);
      if (/(: web link|remarks|\(specify\))$/i.test(c.metric)) expect(c.required, c.key).toBe(false);
    }
    expect(cellByKey("B-1c-P1")).toMatchObject({ required: false });
    expect(cellByKey("B-12-iii-P4")).toMatchObject({ required: false });
    expect(cellByKey("B-1a-P4")).not.toHaveProperty("required");
  });

  it("answer Section B for the current year only, as a P1–P9 matrix", () => {
    for (const c of cells.filter((x) => x.questionId.startsWith("B-"))) expect(c.years, c.key).toEqual(["cy"]);
    for (const row of ["1a", "1b", "1c", "2", "3", "4"]) {
      for (const p of PRINCIPLES) expect(cellByKey(`B-${row}-${p}`), `B-${row}-${p}`).toBeDefined();
    }
    expect(cellByKey("B-10-i-by-P1")).toMatchObject({ type: "choice", options: ["Director", "Committee of the Board", "Any other Committee"] });
    expect(cellByKey("B-10-ii-freq-P9")).toMatchObject({ type: "choice", options: ["Annually", "Half yearly", "Quarterly", "Any other (please specify)"] });
  });

  it("show three years for the turnover rate (Q22) and two for turnover and net worth (Q24)", () => {
    expect(cellByKey("A-22-WORKERS-female")?.years).toEqual(["cy", "py", "py2"]);
    expect(cellByKey("A-20a-1-male")?.years).toEqual(["cy"]);
  });

  it.each([...BRSR_CORE_ATTRIBUTES])("has cells for the BRSR Core attribute %s", (attribute) => {
    expect(cells.filter((c) => c.core === attribute).length).toBeGreaterThan(0);
  });

  it("gives XBRL element names as identifiers only", () => {
    for (const c of cells) if (c.xbrl) expect(c.xbrl, c.key).toMatch(/^[A-Z][A-Za-z0-9]+$/);
  });
});

describe("question counts", () => {
  const count = (qs: readonly Question[]) =>
    `${qs.length} questions (${qs.filter((q) => q.indicator === "essential").length} E, ${qs.filter((q) => q.indicator === "leadership").length} L)`;
  it.each(PRINCIPLES.map((p) => [p, count(PRINCIPLE_QUESTIONS[p])]))("%s: %s", (p, label) => {
    expect(label).toBe(
      `${INDICATORS[p as Principle].essential + INDICATORS[p as Principle].leadership} questions (${INDICATORS[p as Principle].essential} E, ${INDICATORS[p as Principle].leadership} L)`,
    );
  });
});
