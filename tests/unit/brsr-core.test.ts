import { CORE_ATTRIBUTE_TITLES, CORE_KEYS, CORE_KPIS } from "@/lib/brsr/core";
import { ALL_CELLS, cellByKey } from "@/lib/frameworks/questionnaire";
import { BRSR_CORE_ATTRIBUTES } from "@/lib/frameworks/types";

describe("BRSR Core KPIs", () => {
  it("follow Annexure I's nine attributes in order", () => {
    const order = [...new Set(CORE_KPIS.map((k) => k.attribute))];
    expect(order).toEqual([...BRSR_CORE_ATTRIBUTES]);
    expect(Object.keys(CORE_ATTRIBUTE_TITLES)).toEqual([...BRSR_CORE_ATTRIBUTES]);
  });

  it("read questionnaire cells that exist and carry the KPI's attribute", () => {
    for (const kpi of CORE_KPIS) {
      expect(kpi.ref, kpi.parameter).toMatch(/^P[1-9] E\d+(\([a-c]\))?$/);
      for (const line of kpi.lines) {
        const cell = cellByKey(line.key);
        expect(cell, line.key).toBeDefined();
        expect(cell?.core, line.key).toBe(kpi.attribute);
        // The cross-reference names the cell's question.
        expect(cell?.questionId.replace("-", " ").replace(/^(P\d) E(\d+)$/, "$1 E$2"), line.key).toBe(kpi.ref.replace(/\([a-c]\)$/, ""));
      }
    }
    expect(new Set(CORE_KEYS).size).toBe(CORE_KEYS.length);
  });

  it("cover every figure the questionnaire marks as BRSR Core (its assurance answers aside)", () => {
    const listed = new Set(CORE_KEYS);
    const missing = ALL_CELLS.filter((c) => c.core && !listed.has(c.key) && !c.key.endsWith("-ASSESSED")).map((c) => c.key);
    expect(missing).toEqual([]);
  });
});
