import { questionnaireFrom } from "@/lib/brsr/service";
import { BRSR_POLICY_DOCUMENTS, getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import { BRSR_METRIC } from "@/lib/frameworks";
import { paginateAnnex } from "@/lib/reports/brsr/annex";
import {
  buildBrsrReport,
  valueText,
  type Block,
  type BrsrReport,
  type Grid,
  type ReportEntry,
  type ReportInput,
  type ReportQuestion,
} from "@/lib/reports/brsr/model";

let n = 0;
function entry(metric: string, value: string, unit: string, period = "FY 2024-25", extra: Partial<ReportEntry> = {}): ReportEntry {
  n += 1;
  const numeric = Number(value.replace(/,/g, ""));
  return {
    id: `id-${n}`,
    framework: "BRSR",
    category: "environmental",
    metric,
    value,
    numericValue: Number.isFinite(numeric) ? numeric : null,
    unit,
    period,
    notes: "",
    source: "manual",
    createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, n)),
    auditCount: 1,
    ...extra,
  };
}

const PROFILE: CompanyProfile = {
  financial_year_start_month: 4,
  cin: "L27100MH1995PLC084723",
  incorporation_year: 1995,
  registered_address: "Plot 14, MIDC Chakan, Pune 410501",
  stock_exchanges: ["BSE", "NSE"],
  paid_up_capital_inr: 124500000,
  contact_person: { name: "Meera Kulkarni", designation: "Company Secretary", email: "brsr@example.com" },
  reporting_boundary: "standalone",
  assurance_type: "None",
  products: [
    { product: "Cold-rolled steel coils", nic_code: "24105", turnover_percent: 61.2 },
    { product: "Galvanised sheets", nic_code: "24106", turnover_percent: 31.3 },
  ],
  locations: { national: { plants: 3, offices: 7 }, international: { offices: 1 } },
  markets: { national_states: 18, exports_percent: 12.4 },
  no_related_companies: true,
  csr_applicable: true,
};

/** The energy of P6 E1 for two years, revenue, the PPP factor, and a partial groundwater figure. */
const ENTRIES: ReportEntry[] = [
  entry("Renewable electricity consumption", "1,20,000", "GJ"),
  entry("Renewable fuel consumption", "30,000", "GJ"),
  entry("Renewable energy consumption through other sources", "Not applicable", "GJ", "FY 2024-25", { notes: "No other renewable sources" }),
  entry("Non-renewable electricity consumption", "100", "TJ"),
  entry("Non-renewable fuel consumption", "5,00,000", "GJ"),
  entry("Renewable electricity consumption", "90,000", "GJ", "FY 2023-24"),
  entry("Non-renewable fuel consumption", "5,10,000", "GJ", "FY 2023-24"),
  entry(BRSR_METRIC.revenue, "2,500", "₹ crore"),
  entry("PPP conversion factor (₹ per international $)", "22.4", "₹ per $"),
  entry("Turnover (₹, Section A Q24)", "2,500", "₹ crore"),
  entry("Turnover (₹, Section A Q24)", "2,310", "₹ crore", "FY 2023-24"),
  entry("Water withdrawal: groundwater", "12,000", "kL", "Q1 FY 2024-25"),
  entry("Water withdrawal: groundwater", "13,000", "kL", "Q2 FY 2024-25"),
  entry(BRSR_METRIC.scope1, "4,250.5", "tCO2e"),
  entry(BRSR_METRIC.scope1, "5,120", "tCO2e", "FY 2023-24"),
  // Withdrawal in water-stressed areas above the total: a data check.
  entry("Water-stressed areas: withdrawal, surface water", "50,000", "kL"),
  entry("Water withdrawal: surface water", "10,000", "kL"),
];

function input(overrides: Partial<ReportInput> & { fy?: string } = {}): ReportInput {
  const { fy = "2024-25", ...rest } = overrides;
  const entries = rest.entries ?? ENTRIES;
  return {
    company: { name: "Acme Steel Ltd", industry: "Manufacturing", location: "Pune", size: "1000+", description: null, frameworks: ["BRSR"] },
    profile: PROFILE,
    questionnaire: questionnaireFrom({ company: { id: "c1", fyStartMonth: 4 }, entries, fyParam: fy }),
    entries,
    checklistCompleted: [],
    checklistUpdatedAt: null,
    kpis: [],
    generatedAt: new Date("2026-11-22T10:00:00Z"),
    ...rest,
  };
}

const sectionAQuestion = (r: BrsrReport, id: string): ReportQuestion => r.sectionA.flatMap((p) => p.questions).find((q) => q.id === id)!;
const grids = (q: ReportQuestion): Grid[] => q.blocks.flatMap((b) => (b.kind === "grid" ? [b.grid] : []));
const facts = (blocks: Block[]) => blocks.flatMap((b) => (b.kind === "facts" ? b.rows : []));
/** A grid's rows as label → printed cells. */
const rowsOf = (g: Grid) => Object.fromEntries(g.rows.map((r) => [r.label, r.cells.map((c) => c.text)]));
const p6 = (r: BrsrReport, number: string) => r.principles[5].essential.find((q) => q.number === number)!;

describe("buildBrsrReport: Section A", () => {
  const report = buildBrsrReport(input());

  it("lists Q1–Q15 from the profile, Q2 the company's name and Q9 the year filed", () => {
    const [part] = report.sectionA;
    expect(part.title).toBe("I. Details of the listed entity");
    const rows = facts(part.questions[0].blocks);
    expect(rows.map((r) => r.no)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]);
    const byNo = Object.fromEntries(rows.map((r) => [r.no, r.value]));
    expect(byNo["1"]).toEqual({ text: "L27100MH1995PLC084723" });
    expect(byNo["2"].text).toBe("Acme Steel Ltd");
    expect(byNo["5"]).toEqual({ text: "Not disclosed", muted: true });
    expect(byNo["9"].text).toBe("FY 2024-25 (1 April 2024 to 31 March 2025)");
    expect(byNo["10"].text).toBe("BSE, NSE");
    expect(byNo["11"].text).toBe("₹12,45,00,000");
    expect(byNo["12"].text).toBe("Meera Kulkarni, Company Secretary; E-mail: brsr@example.com");
    expect(byNo["13"].text).toMatch(/^Standalone/);
    // No assurance obtained: no provider to name.
    expect(byNo["14"]).toEqual({ text: "Not applicable: no assessment or assurance obtained", muted: true });
  });

  it("draws Q17 (with NIC codes), Q18 (plants, offices, total) and Q19 from the profile", () => {
    const [q17] = grids(sectionAQuestion(report, "A-17"));
    expect(q17.head[0].map((h) => h.text)).toEqual(["S. No.", "Product/Service", "NIC Code", "% of total Turnover contributed"]);
    expect(rowsOf(q17)).toEqual({ "1": ["Cold-rolled steel coils", "24105", "61.2%"], "2": ["Galvanised sheets", "24106", "31.3%"] });
    const [q18] = grids(sectionAQuestion(report, "A-18"));
    expect(rowsOf(q18)).toEqual({ National: ["3", "7", "10"], International: ["Not disclosed", "1", "1"] });
    const q19 = sectionAQuestion(report, "A-19");
    expect(rowsOf(grids(q19)[0])).toEqual({ "National (No. of States)": ["18"], "International (No. of Countries)": ["Not disclosed"] });
    expect(facts(q19.blocks)[0].value.text).toBe("12.4%");
  });

  it("says 'None' for Q23 when the entity has no related companies", () => {
    const q23 = sectionAQuestion(report, "A-23");
    expect(q23.blocks).toEqual([{ kind: "note", value: { text: "None: the entity has no holding, subsidiary or associate companies or joint ventures." } }]);
  });

  it("answers Q24(i) from the profile, turnover and net worth from the questionnaire for both years", () => {
    const q24 = sectionAQuestion(report, "A-24");
    expect(facts(q24.blocks)).toEqual([{ label: "(i) Whether CSR is applicable as per section 135 of Companies Act, 2013 (Yes/No)", value: { text: "Yes" } }]);
    const [g] = grids(q24);
    expect(g.head[0].map((h) => h.text)).toEqual(["Parameter", "FY 2024-25 (Current Financial Year)", "FY 2023-24 (Previous Financial Year)"]);
    expect(rowsOf(g)["(ii) Turnover (in ₹)"]).toEqual(["₹25,00,00,00,000", "₹23,10,00,00,000"]);
    expect(rowsOf(g)["(iii) Net worth (in ₹)"]).toEqual(["Not disclosed", "Not disclosed"]);
  });

  it("prints Q22 under the three years' headings, each year's columns beneath", () => {
    const [g] = grids(sectionAQuestion(report, "A-22"));
    expect(g.head[0].map((h) => [h.text, h.span])).toEqual([
      ["", 1],
      ["FY 2024-25 (Current Financial Year)", 3],
      ["FY 2023-24 (Previous Financial Year)", 3],
      ["FY 2022-23 (Year before the Previous Financial Year)", 3],
    ]);
    expect(g.head[1].map((h) => h.text)).toEqual(["", "Male", "Female", "Total", "Male", "Female", "Total", "Male", "Female", "Total"]);
    expect(g.widths).toHaveLength(10);
  });
});

describe("buildBrsrReport: Sections B and C", () => {
  const report = buildBrsrReport(input());

  it("prints Section B as SEBI's matrix, principles across, and Q10's two reviews as rows per principle", () => {
    const q1 = report.sectionB.flatMap((p) => p.questions).find((q) => q.id === "B-1")!;
    const [matrix] = grids(q1);
    expect(matrix.head[0].map((h) => h.text)).toEqual(["", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"]);
    expect(matrix.rows[0].cells).toHaveLength(9);
    expect(matrix.rows[0].cells[0]).toEqual({ text: "Not disclosed", muted: true });
    const [q10] = grids(report.sectionB.flatMap((p) => p.questions).find((q) => q.id === "B-10")!);
    expect(q10.head[0].map((h) => h.text)).toEqual(["", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"]);
    expect(q10.rows[0]).toMatchObject({ label: "Performance against above policies and follow up action", heading: true });
    expect(q10.rows[1].label).toMatch(/^Review undertaken by Director/);
    expect(q10.rows[2].label).toMatch(/^Frequency/);
  });

  it("gives every principle its title, Essential then Leadership indicators", () => {
    expect(report.principles.map((p) => p.code)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"]);
    expect(report.principles[5].essential.map((q) => q.number).slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(report.principles[5].leadership[0].id).toBe("P6-L1");
  });

  it("draws P6 E1 with SEBI's rows under both year headings: totals computed, Not applicable with its reason, intensities", () => {
    const [e1] = grids(p6(report, "1"));
    expect(e1.head).toEqual([
      [
        { text: "Parameter", span: 1 },
        { text: "FY 2024-25 (Current Financial Year)", span: 1 },
        { text: "FY 2023-24 (Previous Financial Year)", span: 1 },
      ],
    ]);
    expect(e1.rows[0]).toEqual({ label: "From renewable sources", heading: true, cells: [] });
    const rows = rowsOf(e1);
    expect(rows["Total electricity consumption (A)"]).toEqual(["1,20,000 GJ", "90,000 GJ"]);
    expect(rows["Energy consumption through other sources (C)"]).toEqual(["Not applicable: No other renewable sources", "Not disclosed"]);
    // 100 TJ is 1,00,000 GJ.
    expect(rows["Total electricity consumption (D)"]).toEqual(["1,00,000 GJ", "Not disclosed"]);
    expect(rows["Total energy consumed (A+B+C+D+E+F)"]).toEqual(["7,50,000 GJ", "6,00,000 GJ"]);
    // 7,50,000 GJ ÷ ₹2,500 crore
    expect(rows["Energy intensity per rupee of turnover (Total energy consumed / Revenue from operations)"][0]).toBe("3.000 × 10⁻⁵ GJ per ₹");
    expect(rows["Energy intensity per rupee of turnover (Total energy consumed / Revenue from operations)"][1]).toBe("Not disclosed");
  });

  it("marks a figure that covers part of the year '(partial)', and the total built on it", () => {
    const rows = rowsOf(grids(p6(report, "3"))[0]);
    expect(rows["(ii) Groundwater"][0]).toBe("25,000 kL (partial)");
    expect(rows["Total volume of water withdrawal (in kilolitres) (i + ii + iii + iv + v)"][0]).toBe("35,000 kL (partial)");
  });

  it("prints narratives as text under their label", () => {
    const e10 = p6(report, "10");
    expect(e10.blocks).toEqual([{ kind: "text", label: "Waste management practices and strategy", value: { text: "Not disclosed", muted: true } }]);
  });
});

describe("buildBrsrReport: BRSR Core, checks and appendices", () => {
  const report = buildBrsrReport(input());

  it("lists Annexure I's KPIs with their unit, both years and the BRSR reference", () => {
    expect(report.core.head).toEqual([
      "Attribute",
      "Parameter",
      "Unit of measurement",
      "FY 2024-25 (Current Financial Year)",
      "FY 2023-24 (Previous Financial Year)",
      "BRSR reference",
    ]);
    const [scope1] = report.core.rows;
    expect(scope1).toMatchObject({ attribute: "1. Green-house gas (GHG) footprint", sub: false, unit: "tCO2e", ref: "P6 E7" });
    expect(scope1.values.map((v) => v.text)).toEqual(["4,250.5 tCO2e", "5,120 tCO2e"]);
    const attributes = report.core.rows.map((r) => r.attribute).filter(Boolean);
    expect(attributes).toEqual([
      "1. Green-house gas (GHG) footprint",
      "2. Water footprint",
      "3. Energy footprint",
      "4. Embracing circularity",
      "5. Enhancing employee well-being and safety",
      "6. Enabling gender diversity in business",
      "7. Enabling inclusive development",
      "8. Fairness in engaging with customers and suppliers",
      "9. Open-ness of business",
    ]);
    // Energy intensity per rupee adjusted for PPP: 7,50,000 GJ ÷ (₹2,500 crore ÷ 22.4).
    const energy = report.core.rows.findIndex((r) => r.parameter === "Energy intensity");
    expect(report.core.rows[energy]).toMatchObject({ ref: "P6 E1", unit: "" });
    const ppp = report.core.rows[energy + 1];
    expect(ppp).toMatchObject({ parameter: "per rupee of turnover adjusted for PPP", sub: true, unit: "GJ per US$ (PPP)" });
    expect(ppp.values.map((v) => v.text)).toEqual(["6.720 × 10⁻⁴ GJ per US$ (PPP)", "Not disclosed"]);
    const fatalities = report.core.rows.find((r) => r.parameter === "No. of fatalities")!;
    expect(fatalities.ref).toBe("P3 E11");
  });

  it("shows the intensity denominators beside the Core table", () => {
    const rows = rowsOf(grids(report.intensityInputs!)[0]);
    expect(rows["Revenue from operations (₹, audited statement of profit and loss)"]).toEqual(["₹25,00,00,00,000", "Not disclosed"]);
  });

  it("lists the current year's data checks with their question", () => {
    expect(report.checks).toContainEqual({
      question: "P6 Leadership 1",
      key: "P6-L1-ALL-WITHDRAWAL",
      message: expect.stringMatching(/^Withdrawal in water-stressed areas is more than total withdrawal/),
    });
    expect(report.checks.every((c) => c.key)).toBe(true);
  });

  it("fills the cover with the year, CIN, boundary and progress", () => {
    expect(report.fy).toBe("FY 2024-25");
    expect(report.cover.map((c) => c.label)).toEqual([
      "Financial year",
      "Corporate Identity Number (CIN)",
      "Reporting boundary",
      "Date of generation",
      "Required disclosures answered",
    ]);
    expect(report.cover[1].value).toBe("L27100MH1995PLC084723");
    expect(report.cover[2].value).toBe("Standalone");
    expect(report.cover[4].value).toMatch(/^\d+ of [\d,]+ \(\d+%\)$/);
  });

  it("reports the year asked for, with the one before it as the previous year", () => {
    const earlier = buildBrsrReport(input({ fy: "2023-24" }));
    expect(earlier.fy).toBe("FY 2023-24");
    expect(rowsOf(grids(p6(earlier, "1"))[0])["Total electricity consumption (A)"]).toEqual(["90,000 GJ", "Not disclosed"]);
  });
});

describe("buildBrsrReport with nothing recorded", () => {
  const report = buildBrsrReport(input({ entries: [], profile: { financial_year_start_month: 4 } }));

  it("keeps every section and reads 'Not disclosed' where nothing was entered", () => {
    expect(report.sectionA.map((p) => p.title)).toEqual([
      "I. Details of the listed entity",
      "II. Products/services",
      "III. Operations",
      "IV. Employees",
      "V. Holding, Subsidiary and Associate Companies (including joint ventures)",
      "VI. CSR Details",
      "VII. Transparency and Disclosures Compliances",
    ]);
    expect(facts(report.sectionA[0].questions[0].blocks)[0].value).toEqual({ text: "Not disclosed", muted: true });
    expect(sectionAQuestion(report, "A-23").blocks).toEqual([{ kind: "note", value: { text: "Not disclosed", muted: true } }]);
    expect(report.principles.every((p) => p.essential.length > 0)).toBe(true);
    expect(report.core.rows[0].values).toEqual([
      { text: "Not disclosed", muted: true },
      { text: "Not disclosed", muted: true },
    ]);
    expect(report.cover[1].value).toBe("Not disclosed");
    expect(report.annex).toEqual([]);
    expect(report.checks).toEqual([]);
  });
});

describe("valueText", () => {
  it("prints the view's display, '(partial)' for part of the year, and mutes what is not an answer", () => {
    expect(valueText({ state: "entered", value: 12, display: "12 kL", unit: "kL", entryIds: [] })).toEqual({ text: "12 kL" });
    expect(valueText({ state: "partial", value: 9, display: "9 kL", unit: "kL", note: "Covers 9 of 12 months", entryIds: [] })).toEqual({
      text: "9 kL (partial)",
    });
    expect(valueText({ state: "not_applicable", value: null, display: "Not applicable: no plant", unit: "", entryIds: [] })).toEqual({
      text: "Not applicable: no plant",
    });
    expect(valueText({ state: "missing", value: null, display: "Not disclosed", unit: "", entryIds: [] })).toEqual({ text: "Not disclosed", muted: true });
    expect(valueText(undefined)).toEqual({ text: "Not disclosed", muted: true });
  });
});

describe("appendices", () => {
  it("prints KPI targets with the screen's progress figure (only the bar is capped) and unknown statuses as Pending", () => {
    const target = {
      metric: BRSR_METRIC.scope1,
      framework: "BRSR",
      target_value: 3000,
      unit: "tCO2e",
      target_period: "FY 2029-30",
      baseline_value: 6000,
      baseline_period: "FY 2022-23",
    };
    const report = buildBrsrReport(
      input({
        kpis: [
          { target, actual_value: 2500, actual_period: "FY 2024-25", progress_percentage: 116.7, status: "achieved" },
          { target: { ...target, baseline_value: null, baseline_period: null }, actual_value: null, progress_percentage: null, status: "weird" },
        ],
      }),
    );
    expect(report.kpis).toEqual([
      {
        metric: BRSR_METRIC.scope1,
        target: "3,000 tCO2e by FY 2029-30",
        baseline: "6,000 tCO2e (FY 2022-23)",
        current: "2,500 tCO2e (FY 2024-25)",
        progress: "116.7%",
        status: "Achieved",
      },
      { metric: BRSR_METRIC.scope1, target: "3,000 tCO2e by FY 2029-30", baseline: "—", current: "No data", progress: "—", status: "Pending" },
    ]);
  });

  it("counts the checklist by group, items ticked or not", () => {
    const report = buildBrsrReport(input({ checklistCompleted: [BRSR_POLICY_DOCUMENTS[0].item, "Not an item of this checklist (P2)"] }));
    expect(report.checklist.done).toBe(1);
    expect(report.checklist.total).toBe(getIndustryChecklist("Manufacturing").total_items);
    expect(report.checklist.groups.map((g) => g.name)).toEqual(["Environmental", "Social", "Governance"]);
    expect(report.checklist.groups[2].items[0]).toEqual({ item: BRSR_POLICY_DOCUMENTS[0].item, done: true });
  });

  it("sorts the annex by framework, category and metric, latest period first, and counts sources", () => {
    const report = buildBrsrReport(
      input({
        entries: [
          entry(BRSR_METRIC.scope1, "5000", "tCO2e", "FY 2023-24", { source: "calculator" }),
          entry(BRSR_METRIC.scope1, "4700", "tCO2e", "FY 2024-25", { source: "extraction", auditCount: 3 }),
          entry("Saplings planted", "1200", "trees", "FY 2024-25", { framework: "GRI" }),
        ],
      }),
    );
    expect(report.annex).toEqual([
      {
        framework: "BRSR",
        category: "environmental",
        metric: BRSR_METRIC.scope1,
        value: "4,700 tCO2e",
        period: "FY 2024-25",
        source: "PDF extraction",
        review: "Draft",
        audit: 3,
      },
      {
        framework: "BRSR",
        category: "environmental",
        metric: BRSR_METRIC.scope1,
        value: "5,000 tCO2e",
        period: "FY 2023-24",
        source: "Calculator",
        review: "Draft",
        audit: 1,
      },
      {
        framework: "GRI",
        category: "environmental",
        metric: "Saplings planted",
        value: "1,200 trees",
        period: "FY 2024-25",
        source: "Manual entry",
        review: "Draft",
        audit: 1,
      },
    ]);
    expect(report.provenance).toEqual([
      { source: "Manual entry", count: 1 },
      { source: "Calculator", count: 1 },
      { source: "PDF extraction", count: 1 },
      { source: "Import", count: 0 },
    ]);
  });
});

describe("paginateAnnex", () => {
  const row = (metric: string) => ({
    framework: "BRSR",
    category: "social",
    metric,
    value: "1,23,456 tCO2e",
    period: "FY 2024-25",
    source: "Manual entry",
    review: "Approved RK",
    audit: 2,
  });

  it("keeps every row, in order, on pages that never overflow", () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row(i % 7 ? `Metric ${i}` : `A rather long metric name number ${i} that needs a second line in the column`),
    );
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
      {
        framework: "BRSR",
        category: "social",
        metric: long,
        value: "0.42 per million person-hours worked",
        period: "Q3 FY 2024-25 (October to December)",
        source: "PDF extraction",
        review: "Draft",
        audit: 12,
      },
    ]);
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0].replace(/\s+/g, " ").trim()).toBe("1 BRSR social Scope 1 emissions 1,23,456 tCO2e FY 2024-25 Manual entry Approved RK 2");
    expect(second.lines.length).toBeGreaterThan(1);
    expect(second.height).toBeGreaterThan(first.height);
    for (const line of [...first.lines, ...second.lines]) expect([...line].length).toBeLessThanOrEqual(126);
    // Every line puts its columns at the same offsets: the metric starts where it does in the first row.
    expect(second.lines[0].indexOf("Number")).toBe(first.lines[0].indexOf("Scope"));
    expect(second.cells[3].join(" ")).toBe(long);
    expect(second.cells[4].join(" ")).toBe("0.42 per million person-hours worked");
    expect(second.cells[5].join(" ")).toBe("Q3 FY 2024-25 (October to December)");
    expect(second.cells[7]).toEqual(["Draft"]);
    expect(second.cells[8]).toEqual(["12"]);
  });

  it("gives an empty company one annex page", () => {
    expect(paginateAnnex([])).toEqual([[]]);
  });
});

describe("buildBrsrReport: tables whose rows the company adds", () => {
  const a26 = (value: string, column: string, row = 1) =>
    entry(`Material issue ${row}: ${column}`, value, "", "FY 2024-25", { category: "governance", numericValue: null });
  const issueRows = [
    a26("Water security", "Material issue identified"),
    a26("R", "Indicate whether risk or opportunity (R/O)"),
    a26("Groundwater is falling", "Rationale for identifying the risk / opportunity"),
    a26("Zero liquid discharge", "In case of risk, approach to adapt or mitigate"),
    a26("Negative Implications", "Financial implications of the risk or opportunity (Indicate positive or negative implications)"),
    a26("Scrap-based steel", "Material issue identified", 3),
    a26("O", "Indicate whether risk or opportunity (R/O)", 3),
    a26("Scrap is most of our charge", "Rationale for identifying the risk / opportunity", 3),
    a26("Positive Implications", "Financial implications of the risk or opportunity (Indicate positive or negative implications)", 3),
  ];

  it("prints A-26 as SEBI's table: S. No., its columns, one line per row numbered in order; an empty optional column is blank", () => {
    const report = buildBrsrReport(input({ entries: [...ENTRIES, ...issueRows] }));
    const [grid] = grids(sectionAQuestion(report, "A-26"));
    expect(grid.head.at(-1)!.map((h) => h.text)).toEqual([
      "S. No.",
      "Material issue identified",
      "Indicate whether risk or opportunity (R/O)",
      "Rationale for identifying the risk / opportunity",
      "In case of risk, approach to adapt or mitigate",
      "Financial implications of the risk or opportunity (Indicate positive or negative implications)",
    ]);
    expect(rowsOf(grid)).toEqual({
      "1": ["Water security", "R", "Groundwater is falling", "Zero liquid discharge", "Negative Implications"],
      "2": ["Scrap-based steel", "O", "Scrap is most of our charge", "", "Positive Implications"],
    });
  });

  it("prints the narrative answer given before when the table has no row, and 'Not disclosed' when there is neither", () => {
    const old = entry(
      "Material responsible business conduct issues (risks and opportunities)",
      "Energy, water and safety are our material issues.",
      "",
      "FY 2024-25",
      {
        numericValue: null,
      },
    );
    const withOld = buildBrsrReport(input({ entries: [...ENTRIES, old] }));
    expect(sectionAQuestion(withOld, "A-26").blocks).toEqual([
      { kind: "text", label: "", value: { text: "Energy, water and safety are our material issues." } },
    ]);
    const none = buildBrsrReport(input());
    expect(sectionAQuestion(none, "A-26").blocks).toEqual([{ kind: "note", value: { text: "Not disclosed", muted: true } }]);
  });
});
