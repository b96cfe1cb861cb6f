import { allFrameworks, BRSR_METRIC } from "@/lib/frameworks";
import { betterFromName } from "@/lib/frameworks/catalogue/direction";
import { metricDirection } from "@/lib/kpi/direction";
import type { KpiTargetDto } from "@/lib/kpi/schemas";
import { kpiProgress } from "@/lib/kpi/service";
import { computeKpiStatus, formatProgress } from "@/lib/kpi/status";
import { buildBrsrReport, type ReportInput } from "@/lib/reports/brsr/model";
import { questionnaireFrom } from "@/lib/brsr/service";

const target = (overrides: Partial<KpiTargetDto> = {}): KpiTargetDto => ({
  id: "t-1",
  company_id: "c-1",
  framework: "BRSR",
  category: "social",
  metric: BRSR_METRIC.ltifr,
  target_value: 0,
  unit: "per million person-hours",
  target_period: "FY 2026-27",
  baseline_value: null,
  baseline_period: null,
  direction: null,
  notes: "",
  created_at: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

const entry = (metric: string, period: string, numericValue: number, unit: string) => ({
  metric,
  numericValue,
  unit,
  period,
  value: String(numericValue),
  createdAt: new Date("2025-06-01T00:00:00Z"),
  reviewState: "approved",
});

describe("a KPI target's direction comes from the metric, or from the user", () => {
  it("reads a target of 0 for LTIFR with no baseline as a reduction: 0.42 is not 'Achieved, 100%'", () => {
    const [p] = kpiProgress({
      targets: [target()],
      entries: [entry(BRSR_METRIC.ltifr, "FY 2025-26", 0.42, "per million person-hours")],
      now: new Date("2026-06-01T00:00:00Z"),
    });
    expect(p.direction).toBe("decrease");
    expect(p.status).not.toBe("achieved");
    expect(p.progress_percentage).not.toBe(100);
  });

  it("meets a zero target only at zero", () => {
    const base = {
      targetValue: 0,
      baselineValue: null,
      targetPeriod: "FY 2030",
      baselinePeriod: null,
      actualPeriod: "FY 2026",
      now: new Date("2026-06-01T00:00:00Z"),
    };
    expect(computeKpiStatus({ ...base, actualValue: 0.42 }).status).not.toBe("achieved");
    expect(computeKpiStatus({ ...base, actualValue: 0 }).status).toBe("achieved");
    // Even when the user chose 'increase', nothing grows to zero from zero or above.
    expect(computeKpiStatus({ ...base, direction: "increase", actualValue: 0.42 }).status).not.toBe("achieved");
  });

  it("lets the user's direction win over the metric's", () => {
    const [p] = kpiProgress({
      targets: [
        target({ metric: BRSR_METRIC.scope1, unit: "tCO2e", target_value: 5000, baseline_value: 4000, baseline_period: "FY 2024-25", direction: "increase" }),
      ],
      entries: [entry(BRSR_METRIC.scope1, "FY 2025-26", 4500, "tCO2e")],
      now: new Date("2026-06-01T00:00:00Z"),
    });
    expect(p.direction).toBe("increase");
    expect(p.progress_percentage).toBe(50);
  });

  it.each([
    [BRSR_METRIC.ltifr, "decrease"],
    [BRSR_METRIC.scope1, "decrease"],
    ["Direct (Scope 1) GHG emissions", "decrease"],
    [BRSR_METRIC.wasteGenerated, "decrease"],
    [BRSR_METRIC.waterWithdrawal, "decrease"],
    [BRSR_METRIC.consumerComplaints, "decrease"],
    [BRSR_METRIC.poshComplaints, "decrease"],
    [BRSR_METRIC.energyRenewableShare, "increase"],
    [BRSR_METRIC.wasteRecovered, "increase"],
    ["Employees trained on anti-corruption (%)", "increase"],
    ["Reduction of GHG emissions", "increase"],
    // A synonym the catalogue knows, and a custom name that says it.
    ["Total Scope 1 emissions", "decrease"],
    ["Plant B diesel emissions", "decrease"],
    [BRSR_METRIC.employees, null],
    [BRSR_METRIC.revenue, null],
  ])("%s → %s", (metric, direction) => {
    expect(metricDirection(metric, "BRSR")).toBe(direction);
  });

  it("gives every BRSR Core figure on emissions, water, energy and waste a direction, in the catalogue itself", () => {
    const brsr = allFrameworks().find((f) => f.code === "BRSR")!;
    const metrics = brsr.categories.flatMap((c) => c.metrics);
    const environmental = metrics.filter((m) => m.numeric && m.core && ["ghg", "water", "energy", "waste"].includes(m.core));
    expect(environmental.length).toBeGreaterThan(20);
    expect(environmental.filter((m) => !m.better).map((m) => m.name)).toEqual([]);
    expect(metrics.find((m) => m.name === BRSR_METRIC.ltifr)?.better).toBe("lower");
    // Neutral figures stay neutral: no target direction is made up for them.
    expect(betterFromName("Number of trading houses purchased from")).toBeNull();
  });
});

describe("a target whose period has almost elapsed with no figure since its baseline", () => {
  it("is not 'On Track, 0%'", () => {
    const [p] = kpiProgress({
      targets: [
        target({
          metric: BRSR_METRIC.scope1,
          category: "environmental",
          unit: "tCO2e",
          target_value: 3000,
          baseline_value: 6000,
          baseline_period: "FY 2024-25",
          target_period: "FY 2026-27",
        }),
      ],
      entries: [entry(BRSR_METRIC.scope1, "FY 2024-25", 6000, "tCO2e")],
      now: new Date("2027-03-01T00:00:00Z"),
    });
    expect(p.progress_percentage).toBe(0);
    expect(p.status).toBe("behind");
    expect(p.expected_percentage).toBeGreaterThan(90);
    expect(p.note).toMatch(/^No figure after the baseline \(FY 2024-25\) yet/);
  });
});

describe("the report prints the progress the screen shows", () => {
  it("prints −66.7% where a metric moved away from its target, from the one formatter", () => {
    const t = target({
      metric: BRSR_METRIC.scope1,
      category: "environmental",
      unit: "tCO2e",
      target_value: 3000,
      baseline_value: 6000,
      baseline_period: "FY 2023-24",
      target_period: "FY 2029-30",
    });
    const company = { id: "c-1", fyStartMonth: 4 };
    const input = {
      company: { name: "Acme", industry: "Manufacturing", location: "Pune", size: "201-500", description: null, frameworks: ["BRSR"] },
      profile: questionnaireFrom({ company, entries: [] }).profile,
      questionnaire: questionnaireFrom({ company, entries: [] }),
      entries: [],
      checklistCompleted: [],
      checklistUpdatedAt: null,
      kpis: [{ target: t, actual_value: 8000, actual_period: "FY 2024-25", progress_percentage: -66.7, status: "behind" }],
      generatedAt: new Date("2025-06-01T00:00:00Z"),
    } as unknown as ReportInput;
    const row = buildBrsrReport(input).kpis[0];
    expect(row.progress).toBe(formatProgress(-66.7));
    expect(row.progress).toBe("-66.7%");
  });
});
