import { describe, expect, it } from "vitest";
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { questionnaireFrom } from "@/lib/brsr/service";

let n = 0;
const entry = (metric: string, value: string, unit = "", period = "FY 2024-25", notes = ""): SourceEntry => ({
  id: `e${++n}`,
  framework: "BRSR",
  metric,
  value,
  numericValue: null,
  unit,
  period,
  notes,
  source: "manual",
  createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, n)),
});

const company = { id: "c1", fyStartMonth: 4 };
const run = (entries: SourceEntry[]) => questionnaireFrom({ company, entries, fyParam: "2024-25" });

describe("filing readiness", () => {
  it("lists every required cell of the current year, Section A profile gaps first, and nothing for the previous year", () => {
    const q = run([]);
    expect(q.readiness[0]).toMatchObject({ key: "A-1", reason: "profile" });
    const keys = q.readiness.map((r) => r.key);
    for (const key of ["P6-E1-A", "P6-E7-S1", "P6-E3-CONSUMPTION", "P6-E5-ZLD"]) expect(keys).toContain(key);
    // Leadership indicators are voluntary.
    expect(keys).not.toContain("P6-L2-S3");
    expect(q.progress.answered).toBe(0);
  });

  it("marks a BRSR Core cell as core, and names the missing denominator of an intensity", () => {
    const q = run([entry("Scope 1 emissions", "4,500", "tCO2e")]);
    const s2 = q.readiness.find((r) => r.key === "P6-E7-S2");
    expect(s2).toMatchObject({ reason: "core" });
    const ppp = q.readiness.find((r) => r.key === "P6-E7-INT-PPP");
    expect(ppp).toMatchObject({
      reason: "denominator",
      message: expect.stringContaining("Needs revenue from operations and the PPP conversion factor for FY 2024-25"),
    });
  });

  it("counts an answer, a 'Not applicable' with its reason, and removes them from the list", () => {
    const before = run([]);
    const q = run([
      entry("Renewable electricity consumption", "1,20,000", "GJ"),
      entry("Radioactive waste generated", "Not applicable", "", "FY 2024-25", "None handled"),
    ]);
    expect(q.progress.answered).toBe(before.progress.answered + 2);
    const keys = q.readiness.map((r) => r.key);
    expect(keys).not.toContain("P6-E1-A");
    expect(keys).not.toContain("P6-E9-F");
  });

  it("lists a failed identity of the current year with its message, but not one of the previous year", () => {
    const q = run([
      entry("Water withdrawal: groundwater", "1,000", "kL"),
      entry("Water discharge: surface water, with treatment", "1,500", "kL"),
      entry("Water withdrawal: groundwater", "1,000", "kL", "FY 2023-24"),
      entry("Water discharge: surface water, with treatment", "1,500", "kL", "FY 2023-24"),
    ]);
    const identities = q.readiness.filter((r) => r.reason === "identity");
    expect(identities.map((r) => r.message)).toContain("P6 Essential 4: Water discharged is more than water withdrawn: 1,500 kL against 1,000 kL");
    expect(
      q.warnings
        .filter((w) => w.key === "P6-E4-TOTAL")
        .map((w) => w.fy)
        .sort(),
    ).toEqual(["2023-24", "2024-25"]);
    expect(identities.every((r) => !r.message.includes("2023-24"))).toBe(true);
  });

  it("per principle progress adds up to Section C's", () => {
    const q = run([entry("Renewable electricity consumption", "1", "GJ")]);
    const c = q.sections.find((s) => s.id === "C")!;
    const principles = q.principles.reduce((s, p) => s + p.progress.total, 0);
    const intensityInputs = c.questions.filter((x) => !x.principle).reduce((s, x) => s + x.progress.total, 0);
    expect(principles + intensityInputs).toBe(c.progress.total);
    expect(q.principles.find((p) => p.id === "P6")!.progress.answered).toBe(1);
  });
});
