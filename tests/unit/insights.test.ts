import { describe, expect, it } from "vitest";
import { intensitiesOf, yearOnYear, yearSeries, type NumericRow } from "@/lib/insights/changes";
import { offlineInsight } from "@/lib/insights/offline";
import { insightOutputSchema, insightRequestSchema } from "@/lib/insights/schemas";
import type { InsightFacts } from "@/lib/insights/types";

const base: InsightFacts = {
  company: { name: "Acme Steel", industry: "Manufacturing" },
  framework: "BRSR",
  framework_name: "Business Responsibility and Sustainability Report",
  category: null,
  categories: ["environmental", "social", "governance"],
  entry_count: 0,
  catalogue_total: 3,
  reported_count: 0,
  coverage: [
    {
      category: "environmental",
      name: "Environmental",
      total: 2,
      reported: [],
      missing: [
        { name: "Scope 1 emissions", reference: "BRSR P6 Essential 7", category: "environmental", unit: "tCO2e", core: true },
        { name: "NOx emissions", reference: "BRSR P6 Essential 6", category: "environmental", unit: "tonnes", core: false },
      ],
    },
    {
      category: "social",
      name: "Social",
      total: 1,
      reported: [],
      missing: [{ name: "Fatalities", reference: "BRSR P3 Essential 11", category: "social", unit: "", core: true }],
    },
    { category: "governance", name: "Governance", total: 0, reported: [], missing: [] },
  ],
  core: {
    total: 2,
    reported: [],
    missing: [
      { name: "Scope 1 emissions", reference: "BRSR P6 Essential 7", category: "environmental", unit: "tCO2e", core: true },
      { name: "Fatalities", reference: "BRSR P3 Essential 11", category: "social", unit: "", core: true },
    ],
  },
  custom_metrics: [],
  changes: [],
  intensities: [],
  kpis: [],
  checklist: null,
};

describe("offline insight engine", () => {
  it("says there is no data, and recommends the Core metrics by name, when nothing is recorded", () => {
    const out = offlineInsight(base);
    expect(out.insights).toContain("No BRSR data has been recorded for Acme Steel yet, so there is nothing to analyse.");
    expect(out.insights).toContain("Start with the BRSR Core indicators: Scope 1 emissions, Fatalities.");
    expect(out.recommendations).toEqual([
      'Record "Scope 1 emissions" (BRSR P6 Essential 7), a BRSR Core indicator that needs reasonable assurance, in tCO2e.',
      'Record "Fatalities" (BRSR P3 Essential 11), a BRSR Core indicator that needs reasonable assurance.',
    ]);
    expect(insightOutputSchema.safeParse(out).success).toBe(true);
  });

  it("describes coverage, moves in Indian digits, the KPI behind and the checklist, each recommendation naming its subject", () => {
    const facts: InsightFacts = {
      ...base,
      entry_count: 3,
      reported_count: 1,
      coverage: [{ ...base.coverage[0], reported: ["Scope 1 emissions"], missing: [base.coverage[0].missing[1]] }, base.coverage[1], base.coverage[2]],
      core: { total: 2, reported: ["Scope 1 emissions"], missing: [base.core!.missing[1]] },
      changes: [
        {
          metric: "Scope 1 emissions",
          category: "environmental",
          unit: "tCO2e",
          from: { period: "FY 2022-23", value: 152000 },
          to: { period: "FY 2023-24", value: 171000 },
          change_pct: 12.5,
          core: true,
        },
      ],
      kpis: [
        {
          metric: "Scope 1 emissions",
          status: "behind",
          target_value: 100000,
          unit: "tCO2e",
          target_period: "FY 2029-30",
          baseline_value: 152000,
          baseline_period: "FY 2022-23",
          actual_value: 171000,
          actual_period: "FY 2023-24",
          progress_percentage: 0,
          expected_percentage: 14.3,
        },
      ],
      checklist: { completed: 1, total: 4, percentage: 25, next_items: ["Energy audit report"] },
    };
    const out = offlineInsight(facts);
    expect(out.insights).toContain("Coverage: Acme Steel has reported 1 of 3 BRSR catalogue metrics (33.3%) from 3 entries");
    expect(out.insights).toContain("BRSR Core: 1 of 2 Core indicators are reported. Missing: Fatalities.");
    expect(out.insights).toContain("Scope 1 emissions rose 12.5% from 1,52,000 tCO2e (FY 2022-23) to 1,71,000 tCO2e (FY 2023-24)");
    expect(out.insights).toContain("1 behind");
    expect(out.insights).toContain("Documentation checklist: 1 of 4 items completed (25%).");
    expect(out.recommendations[0]).toMatch(/^Bring "Scope 1 emissions" back on track: it needs to reach 1,00,000 tCO2e by FY 2029-30/);
    expect(out.recommendations).toContain('Record "Fatalities" (BRSR P3 Essential 11): it is a BRSR Core indicator that needs reasonable assurance.');
    expect(out.recommendations.some((r) => r.startsWith('Investigate the 12.5% rise in "Scope 1 emissions"'))).toBe(true);
    expect(out.recommendations).toContain('Complete the checklist item "Energy audit report" (1 of 4 items done).');
    for (const r of out.recommendations) expect(r).toMatch(/"[^"]+"/);
  });

  it("does not call a fall in emissions a problem", () => {
    const out = offlineInsight({
      ...base,
      entry_count: 2,
      reported_count: 1,
      changes: [
        {
          metric: "Scope 1 emissions",
          category: "environmental",
          unit: "tCO2e",
          from: { period: "FY 2022-23", value: 200 },
          to: { period: "FY 2023-24", value: 150 },
          change_pct: -25,
          core: true,
        },
      ],
    });
    expect(out.insights).toContain("Scope 1 emissions fell 25% from 200 tCO2e (FY 2022-23) to 150 tCO2e (FY 2023-24)");
    expect(out.recommendations.some((r) => r.startsWith("Investigate"))).toBe(false);
  });
});

describe("insight request schema", () => {
  it("maps 'all' and a missing category to null and requires a framework", () => {
    const id = "3f6b1c1e-8a53-4c1e-9a55-0f3b9d5b2a11";
    expect(insightRequestSchema.parse({ company_id: id, framework: "GRI", category: "all" }).category).toBeNull();
    expect(insightRequestSchema.parse({ company_id: id, framework: "GRI" }).category).toBeNull();
    expect(insightRequestSchema.parse({ company_id: id, framework: "GRI", category: "social" }).category).toBe("social");
    const missing = insightRequestSchema.safeParse({ company_id: id, category: null });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0].message).toBe("Please select a framework");
  });
});

describe("year-over-year moves compare financial year with financial year", () => {
  let n = 0;
  const row = (metric: string, period: string, numericValue: number, unit = "tCO2e", category = "environmental"): NumericRow => ({
    metric,
    category,
    numericValue,
    unit,
    period,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n++ * 60_000),
  });
  const metrics = [{ name: "Scope 1 emissions", core: "ghg", category: "environmental" }];

  it("sums a year's quarters of a flow and compares the total with the previous year's", () => {
    const series = yearSeries([
      row("Scope 1 emissions", "FY 2023-24", 5000),
      ...["Q1", "Q2", "Q3", "Q4"].map((q) => row("Scope 1 emissions", `${q} FY 2024-25`, 1000)),
    ]);
    expect(yearOnYear(series, metrics)).toEqual([
      {
        metric: "Scope 1 emissions",
        category: "environmental",
        unit: "tCO2e",
        from: { period: "FY 2023-24", value: 5000 },
        to: { period: "FY 2024-25", value: 4000 },
        change_pct: -20,
        core: true,
      },
    ]);
  });

  it("never sets a quarter against a year: a year still being filled is no move", () => {
    const series = yearSeries([row("Scope 1 emissions", "FY 2023-24", 5000), row("Scope 1 emissions", "Q1 FY 2024-25", 1200)]);
    expect(yearOnYear(series, metrics)).toEqual([]);
    // …and once an earlier whole year exists, the move is between the whole years.
    const more = yearSeries([
      row("Scope 1 emissions", "FY 2022-23", 5500),
      row("Scope 1 emissions", "FY 2023-24", 5000),
      row("Scope 1 emissions", "Q1 FY 2024-25", 1200),
    ]);
    expect(yearOnYear(more, metrics).map((c) => [c.from.period, c.to.period])).toEqual([["FY 2022-23", "FY 2023-24"]]);
  });

  it("reads 'FY24' and 'FY 2023-24' as one year, the newest entry winning, and names years by their label", () => {
    const series = yearSeries([
      row("Scope 1 emissions", "FY 2022-23", 4000),
      row("Scope 1 emissions", "FY24", 4600),
      row("Scope 1 emissions", "FY 2023-24", 4400),
    ]);
    expect(yearOnYear(series, metrics)[0]).toMatchObject({
      from: { period: "FY 2022-23", value: 4000 },
      to: { period: "FY 2023-24", value: 4400 },
      change_pct: 10,
    });
  });

  it("converts older years into the unit of the newest entry, and leaves out what does not convert", () => {
    const series = yearSeries([
      row("Total energy consumption", "FY 2022-23", 500, "MWh"),
      row("Total energy consumption", "FY 2023-24", 1900, "GJ"),
      row("Total energy consumption", "FY 2024-25", 10, "kL"),
      row("Total energy consumption", "FY 2024-25", 1710, "GJ"),
    ]);
    expect(yearOnYear(series, []).map((c) => [c.from.value, c.to.value, c.unit, c.change_pct])).toEqual([[1900, 1710, "GJ", -10]]);
  });

  it("takes a stock's year from its year-end reading, not a sum", () => {
    const series = yearSeries([
      row("Women in workforce", "FY 2023-24", 20, "%", "social"),
      ...["Q1", "Q2", "Q3", "Q4"].map((q, i) => row("Women in workforce", `${q} FY 2024-25`, 21 + i, "%", "social")),
    ]);
    expect(yearOnYear(series, []).map((c) => [c.from.value, c.to.value, c.to.period])).toEqual([[20, 24, "FY 2024-25"]]);
  });

  it("divides by the same financial year's revenue", () => {
    const series = yearSeries([
      row("Scope 1 emissions", "FY 2023-24", 1000),
      ...["Q1", "Q2", "Q3", "Q4"].map((q) => row("Scope 1 emissions", `${q} FY 2024-25`, 300)),
    ]);
    const revenue = yearSeries([
      row("Revenue from operations", "FY 2023-24", 50, "INR crore", "governance"),
      row("Revenue from operations", "2024-25", 60, "INR crore", "governance"),
    ]);
    const out = intensitiesOf(series, revenue, metrics);
    expect(out).toEqual([
      {
        metric: "Scope 1 emissions",
        unit: "tCO2e",
        period: "FY 2024-25",
        value: 20,
        per: "revenue",
        denominator: { metric: "Revenue from operations", value: 60, unit: "₹ crore" },
      },
    ]);
  });

  it("says why a target has no comparable figure", () => {
    const out = offlineInsight({
      ...base,
      entry_count: 1,
      reported_count: 1,
      kpis: [
        {
          metric: "Scope 1 emissions",
          status: "pending",
          target_value: 100,
          unit: "tCO2e",
          target_period: "FY 2029-30",
          baseline_value: 200,
          baseline_period: "FY 2022-23",
          actual_value: null,
          actual_period: null,
          progress_percentage: null,
          expected_percentage: null,
          note: "Only Q1 FY 2025-26 is entered; the target is annual",
        },
      ],
    });
    expect(out.insights).toContain("Scope 1 emissions has no comparable figure: Only Q1 FY 2025-26 is entered; the target is annual.");
    expect(out.insights).toContain("What moved: no metric has a figure for two financial years yet");
  });
});
