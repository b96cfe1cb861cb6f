import { BRSR_POLICY_DOCUMENTS, getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import { BRSR_CORE_ATTRIBUTES, BRSR_METRIC, PRINCIPLES } from "@/lib/frameworks";
import { paginateAnnex } from "@/lib/reports/brsr/document";
import { buildBrsrReport, type ReportEntry, type ReportInput } from "@/lib/reports/brsr/model";

let n = 0;
function entry(values: Partial<ReportEntry> & Pick<ReportEntry, "metric" | "value" | "period">): ReportEntry {
  n += 1;
  return {
    id: `id-${n}`,
    framework: "BRSR",
    category: "environmental",
    numericValue: Number.isFinite(Number(values.value)) ? Number(values.value) : null,
    unit: "tCO2e",
    source: "manual",
    createdAt: new Date(Date.UTC(2025, 0, n)),
    auditCount: 1,
    ...values,
  };
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    company: { name: "Acme", industry: "Manufacturing", location: "Mumbai", size: "201-500", description: null, frameworks: ["BRSR"] },
    entries: [],
    checklistCompleted: [],
    checklistUpdatedAt: null,
    kpis: [],
    generatedAt: new Date("2026-11-22T10:00:00Z"),
    ...overrides,
  };
}

describe("buildBrsrReport", () => {
  it("lays out all nine principles and Core attributes even with no data", () => {
    const report = buildBrsrReport(input());
    expect(report.principles.map((p) => p.code)).toEqual([...PRINCIPLES]);
    expect(report.core.map((c) => c.attribute)).toEqual([...BRSR_CORE_ATTRIBUTES]);
    expect(report.period).toBeNull();
    expect(report.annex).toEqual([]);
    const scope1 = report.principles[5].essential.find((r) => r.name === BRSR_METRIC.scope1);
    expect(scope1?.values).toEqual([]);
    expect(report.sectionA[0].rows[0]).toEqual({ no: "1", label: "Corporate Identity Number (CIN)", value: "Not disclosed on the platform" });
  });

  it("lists each principle's indicators in SEBI's numbering: Essential 1 before Essential 7, Section A before B", () => {
    const report = buildBrsrReport(input());
    const numberOf = (reference: string) => Number(/(\d+)\D*$/.exec(reference)?.[1]);
    for (const p of report.principles) {
      for (const rows of [p.essential, p.leadership]) {
        const numbers = rows.map((r) => numberOf(r.reference));
        expect(numbers, `${p.code}`).toEqual([...numbers].sort((a, b) => a - b));
      }
      const sections = p.general.map((r) => (/Section B/.test(r.reference) ? "B" : "A"));
      expect(sections.join(""), `${p.code} general`).toMatch(/^A*B*$/);
    }
    const p6 = report.principles[5].essential.map((r) => r.reference);
    expect(p6[0]).toBe("BRSR P6 Essential 1");
    expect(p6.indexOf("BRSR P6 Essential 7")).toBeGreaterThan(p6.lastIndexOf("BRSR P6 Essential 3"));
  });

  it("shows one value per period, latest first, the BRSR entry winning a tie with another framework", () => {
    const report = buildBrsrReport(
      input({
        entries: [
          entry({ metric: BRSR_METRIC.scope1, value: "5000", period: "FY 2023-24", source: "calculator" }),
          entry({ metric: "scope 1  EMISSIONS", value: "4800", period: "FY 2024-25", framework: "GRI" }),
          entry({ metric: BRSR_METRIC.scope1, value: "4700", period: "FY 2024-25", source: "extraction" }),
          entry({ metric: BRSR_METRIC.scope1, value: "6000", period: "FY 2022-23" }),
        ],
      }),
    );
    const row = report.principles[5].essential.find((r) => r.name === BRSR_METRIC.scope1)!;
    expect(row.values).toEqual([
      { display: "4,700 tCO2e", period: "FY 2024-25", source: "PDF extraction" },
      { display: "5,000 tCO2e", period: "FY 2023-24", source: "Calculator" },
      { display: "6,000 tCO2e", period: "FY 2022-23", source: "Manual entry" },
    ]);
    const ghg = report.core.find((c) => c.attribute === "ghg")!;
    expect(ghg.indicators.find((r) => r.name === BRSR_METRIC.scope1)?.values).toHaveLength(3);
    expect(report.period).toEqual({ label: "FY 2022-23 to FY 2024-25", latest: "FY 2024-25" });
    expect(report.annex).toHaveLength(4);
    expect(report.provenance).toEqual([
      { source: "Manual entry", count: 2 },
      { source: "Calculator", count: 1 },
      { source: "PDF extraction", count: 1 },
    ]);
  });

  it("derives Section B coverage from the checklist items that name each principle", () => {
    const report = buildBrsrReport(input({ checklistCompleted: [BRSR_POLICY_DOCUMENTS[0].item, "Not an item of this checklist (P2)"] }));
    const p1 = report.policies.find((p) => p.principle === "P1")!;
    const p2 = report.policies.find((p) => p.principle === "P2")!;
    expect(p1.items).toEqual([{ item: BRSR_POLICY_DOCUMENTS[0].item, done: true }]);
    expect(p1.coverage).toBe("Yes");
    expect(p2.coverage).toBe("No");
    expect(report.checklist.done).toBe(1);
    expect(report.checklist.total).toBe(getIndustryChecklist("Manufacturing").total_items);
    expect(report.checklist.groups.map((g) => g.name)).toEqual(["Environmental", "Social", "Governance"]);
  });

  it("prints KPI targets with the progress capped at 100% and unknown statuses as Pending", () => {
    const target = { metric: BRSR_METRIC.scope1, framework: "BRSR", target_value: 3000, unit: "tCO2e", target_period: "FY 2029-30", baseline_value: 6000, baseline_period: "FY 2022-23" };
    const report = buildBrsrReport(
      input({
        kpis: [
          { target, actual_value: 2500, actual_period: "FY 2024-25", progress_percentage: 116.7, status: "achieved" },
          { target: { ...target, baseline_value: null, baseline_period: null }, actual_value: null, progress_percentage: null, status: "weird" },
        ],
      }),
    );
    expect(report.kpis).toEqual([
      { metric: BRSR_METRIC.scope1, target: "3,000 tCO2e by FY 2029-30", baseline: "6,000 tCO2e (FY 2022-23)", current: "2,500 tCO2e (FY 2024-25)", progress: "100%", status: "Achieved" },
      { metric: BRSR_METRIC.scope1, target: "3,000 tCO2e by FY 2029-30", baseline: "—", current: "No data", progress: "—", status: "Pending" },
    ]);
  });
});

describe("paginateAnnex", () => {
  const row = (metric: string) => ({ framework: "BRSR", category: "social", metric, value: "1,23,456 tCO2e", period: "FY 2024-25", source: "Manual entry", audit: 2 });

  it("keeps every row, in order, on pages that never overflow", () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(i % 7 ? `Metric ${i}` : `A rather long metric name number ${i} that needs a second line in the column`));
    const pages = paginateAnnex(rows);
    expect(pages.reduce((sum, p) => sum + p.length, 0)).toBe(10_000);
    expect(pages[1][0].cells[0]).toEqual([String(pages[0].length + 1)]);
    const heights = pages.map((p) => p.reduce((sum, l) => sum + l.height, 0));
    expect(Math.max(...heights)).toBeLessThan(842 - 56 - 48);
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.length).toBeLessThan(220);
  });

  it("sets each row as fixed-width lines within the page, keeping metric, value and period whole", () => {
    const long = "Number of permanent employees and workers who received health and safety training at the Chakan and Talegaon plants";
    const [[first, second]] = paginateAnnex([
      row("Scope 1 emissions"),
      { framework: "BRSR", category: "social", metric: long, value: "0.42 per million person-hours worked", period: "Q3 FY 2024-25 (October to December)", source: "PDF extraction", audit: 12 },
    ]);
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0].replace(/\s+/g, " ").trim()).toBe("1 BRSR social Scope 1 emissions 1,23,456 tCO2e FY 2024-25 Manual entry 2");
    expect(second.lines.length).toBeGreaterThan(1);
    expect(second.height).toBeGreaterThan(first.height);
    for (const line of [...first.lines, ...second.lines]) expect([...line].length).toBeLessThanOrEqual(126);
    // Every line puts its columns at the same offsets: the metric starts where it does in the first row.
    expect(second.lines[0].indexOf("Number")).toBe(first.lines[0].indexOf("Scope"));
    expect(second.cells[3].join(" ")).toBe(long);
    expect(second.cells[4].join(" ")).toBe("0.42 per million person-hours worked");
    expect(second.cells[5].join(" ")).toBe("Q3 FY 2024-25 (October to December)");
    expect(second.cells[7]).toEqual(["12"]);
  });

  it("gives an empty company one annex page", () => {
    expect(paginateAnnex([])).toEqual([[]]);
  });
});
