import { parsePeriod } from "@/lib/periods/span";
import { targetActual } from "@/lib/kpi/actual";
import type { KpiTargetDto } from "@/lib/kpi/schemas";
import { kpiProgress, latestByMetric } from "@/lib/kpi/service";
import { computeKpiStatus, normaliseStatus, type KpiStatus } from "@/lib/kpi/status";

const NOW = new Date("2026-11-22T00:00:00Z");

type Row = {
  name: string;
  target: number;
  baseline: number | null;
  targetPeriod: string;
  baselinePeriod: string | null;
  actual: number | null;
  actualPeriod?: string | null;
  direction?: "decrease" | "increase" | null;
  progress: number | null;
  status: KpiStatus;
};

// The table the README points to: each row is one situation a consultant meets.
const TABLE: Row[] = [
  {
    name: "issue example: 6000 → 4500 toward 3000, early in the timeline",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 4500,
    actualPeriod: "FY 2025",
    progress: 50,
    status: "on_track",
  },
  { name: "no data yet", target: 3000, baseline: 6000, targetPeriod: "FY 2030", baselinePeriod: "FY 2024", actual: null, progress: null, status: "pending" },
  {
    name: "reduction met exactly",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 3000,
    actualPeriod: "FY 2027",
    progress: 100,
    status: "achieved",
  },
  {
    name: "reduction beaten",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 2400,
    actualPeriod: "FY 2027",
    progress: 120,
    status: "achieved",
  },
  {
    name: "reduction moving the wrong way",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 6600,
    actualPeriod: "FY 2025",
    progress: -20,
    status: "behind",
  },
  {
    name: "reduction slightly behind the clock: at risk",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 4800,
    actualPeriod: "FY 2027",
    progress: 40,
    status: "at_risk",
  },
  {
    name: "reduction far behind the clock",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 5700,
    actualPeriod: "FY 2028",
    progress: 10,
    status: "behind",
  },
  {
    name: "target period over and not met, data for its final period",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2026",
    baselinePeriod: "FY 2024",
    actual: 3300,
    actualPeriod: "FY 2026",
    progress: 90,
    status: "behind",
  },
  {
    name: "increase on track (calendar years)",
    target: 40,
    baseline: 20,
    targetPeriod: "2030",
    baselinePeriod: "2025",
    actual: 26,
    actualPeriod: "2026",
    progress: 30,
    status: "on_track",
  },
  {
    name: "increase achieved",
    target: 40,
    baseline: 20,
    targetPeriod: "2030",
    baselinePeriod: "2025",
    actual: 41,
    actualPeriod: "2028",
    progress: 105,
    status: "achieved",
  },
  {
    name: "increase at risk (FY 2023-24 style periods)",
    target: 90,
    baseline: 60,
    targetPeriod: "FY 2026-27",
    baselinePeriod: "FY 2024-25",
    actual: 72,
    actualPeriod: "FY 2025-26",
    progress: 40,
    status: "at_risk",
  },
  {
    name: "increase behind (quarters)",
    target: 100,
    baseline: 0,
    targetPeriod: "Q4 2026",
    baselinePeriod: "Q4 2025",
    actual: 10,
    actualPeriod: "Q3 2026",
    progress: 10,
    status: "behind",
  },
  {
    name: "no baseline: increase measured from zero, fixed bands",
    target: 200,
    baseline: null,
    targetPeriod: "FY 2027",
    baselinePeriod: null,
    actual: 130,
    actualPeriod: "FY 2026",
    progress: 65,
    status: "on_track",
  },
  {
    name: "no baseline: 40% is at risk on fixed bands",
    target: 200,
    baseline: null,
    targetPeriod: "FY 2030",
    baselinePeriod: null,
    actual: 80,
    actualPeriod: "FY 2025",
    progress: 40,
    status: "at_risk",
  },
  {
    name: "no baseline: 10% is behind on fixed bands",
    target: 200,
    baseline: null,
    targetPeriod: "FY 2030",
    baselinePeriod: null,
    actual: 20,
    actualPeriod: "FY 2025",
    progress: 10,
    status: "behind",
  },
  {
    name: "explicit decrease without baseline, met",
    target: 0.5,
    baseline: null,
    direction: "decrease",
    targetPeriod: "FY 2026",
    baselinePeriod: null,
    actual: 0.4,
    actualPeriod: "FY 2025",
    progress: 100,
    status: "achieved",
  },
  {
    name: "explicit decrease without baseline, not met: no measurable progress",
    target: 0.5,
    baseline: null,
    direction: "decrease",
    targetPeriod: "FY 2030",
    baselinePeriod: null,
    actual: 0.8,
    actualPeriod: "FY 2025",
    progress: null,
    status: "at_risk",
  },
  {
    name: "baseline period unreadable: fixed bands",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "last year",
    actual: 4500,
    actualPeriod: "FY 2025",
    progress: 33.3 + 16.7,
    status: "at_risk",
  },
  {
    name: "target period unreadable: fixed bands, on track from 60%",
    target: 3000,
    baseline: 6000,
    targetPeriod: "soon",
    baselinePeriod: "FY 2024",
    actual: 4000,
    actualPeriod: "FY 2025",
    progress: 66.7,
    status: "on_track",
  },
  {
    name: "actual period unreadable: timeline measured today",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 5700,
    actualPeriod: "latest",
    progress: 10,
    status: "behind",
  },
  {
    name: "actual at the baseline period itself, years later: the clock ran on without a newer figure",
    target: 3000,
    baseline: 6000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2024",
    actual: 6000,
    actualPeriod: "FY 2024",
    progress: 0,
    status: "behind",
  },
  {
    name: "Indian FY quarters",
    target: 40,
    baseline: 100,
    targetPeriod: "Q4 FY 2027",
    baselinePeriod: "Q1 FY 2027",
    actual: 70,
    actualPeriod: "Q2 FY 2027",
    progress: 50,
    status: "on_track",
  },
  {
    name: "explicit increase with no baseline is not inferred as a reduction",
    target: 25,
    baseline: null,
    direction: "increase",
    targetPeriod: "FY 2030",
    baselinePeriod: null,
    actual: 20,
    actualPeriod: "FY 2025",
    progress: 80,
    status: "on_track",
  },
  {
    name: "baseline equal to target, not met",
    target: 100,
    baseline: 100,
    targetPeriod: "2030",
    baselinePeriod: "2025",
    actual: 90,
    actualPeriod: "2026",
    progress: 0,
    status: "behind",
  },
  {
    name: "zero target increase from nothing",
    target: 0,
    baseline: null,
    targetPeriod: "2030",
    baselinePeriod: null,
    actual: 0,
    actualPeriod: "2026",
    progress: 100,
    status: "achieved",
  },
  {
    name: "reduction to zero (zero-waste-to-landfill)",
    target: 0,
    baseline: 500,
    targetPeriod: "FY 2028",
    baselinePeriod: "FY 2024",
    actual: 250,
    actualPeriod: "FY 2026",
    progress: 50,
    status: "on_track",
  },
  // The deadline is judged against today (NOW, November 2026), not against the period of the data.
  {
    name: "overdue and unmet: ahead of the clock at its data's period, but the target period ended years ago",
    target: 1000,
    baseline: 4000,
    targetPeriod: "FY 2022",
    baselinePeriod: "FY 2020",
    actual: 2000,
    actualPeriod: "FY 2021",
    progress: 66.7,
    status: "behind",
  },
  {
    name: "overdue and achieved stays achieved",
    target: 1000,
    baseline: 4000,
    targetPeriod: "FY 2022",
    baselinePeriod: "FY 2020",
    actual: 900,
    actualPeriod: "FY 2021",
    progress: 103.3,
    status: "achieved",
  },
  {
    name: "target still in the future: judged at its data's period as before",
    target: 1000,
    baseline: 4000,
    targetPeriod: "FY 2030",
    baselinePeriod: "FY 2026",
    actual: 3000,
    actualPeriod: "FY 2027",
    progress: 33.3,
    status: "on_track",
  },
  {
    name: "overdue and unmet on fixed bands (no baseline)",
    target: 200,
    baseline: null,
    targetPeriod: "FY 2026",
    baselinePeriod: null,
    actual: 130,
    actualPeriod: "FY 2025",
    progress: 65,
    status: "behind",
  },
  {
    name: "overdue, data period unreadable",
    target: 3000,
    baseline: 6000,
    targetPeriod: "2025",
    baselinePeriod: "2020",
    actual: 3500,
    actualPeriod: "latest",
    progress: 83.3,
    status: "behind",
  },
  {
    name: "target period ends later this year: not overdue yet",
    target: 100,
    baseline: 0,
    targetPeriod: "2026",
    baselinePeriod: "2025",
    actual: 80,
    actualPeriod: "Q3 2026",
    progress: 80,
    status: "on_track",
  },
];

describe("KPI status table", () => {
  it("has at least 20 cases", () => expect(TABLE.length).toBeGreaterThanOrEqual(20));

  it.each(TABLE)("$name", (row) => {
    const result = computeKpiStatus({
      targetValue: row.target,
      baselineValue: row.baseline,
      direction: row.direction ?? null,
      targetPeriod: row.targetPeriod,
      baselinePeriod: row.baselinePeriod,
      actualValue: row.actual,
      actualPeriod: row.actualPeriod ?? null,
      now: NOW,
    });
    expect(result.status).toBe(row.status);
    if (row.progress === null) expect(result.progress_percentage).toBeNull();
    else expect(result.progress_percentage).toBeCloseTo(row.progress, 1);
  });

  it("reports the share of time elapsed when both periods parse", () => {
    const r = computeKpiStatus({
      targetValue: 3000,
      baselineValue: 6000,
      targetPeriod: "FY 2030",
      baselinePeriod: "FY 2024",
      actualValue: 4500,
      actualPeriod: "FY 2025",
    });
    expect(r.expected_percentage).toBeCloseTo(16.7, 1);
    expect(r.direction).toBe("decrease");
  });

  it("expects the whole way once the target period is over, and measures a running one at its data's period", () => {
    const base = { targetValue: 1000, baselineValue: 4000, baselinePeriod: "FY 2020", actualValue: 2000, actualPeriod: "FY 2021", now: NOW };
    const overdue = computeKpiStatus({ ...base, targetPeriod: "FY 2022" });
    expect(overdue).toMatchObject({ status: "behind", expected_percentage: 100 });
    expect(overdue.progress_percentage).toBeCloseTo(66.7, 1);
    // Same data, judged in June 2021 while FY 2022 still ran: half the time had passed by FY 2021's end.
    expect(computeKpiStatus({ ...base, targetPeriod: "FY 2022", now: new Date("2021-06-30T00:00:00Z") })).toMatchObject({
      status: "on_track",
      expected_percentage: 50,
    });
  });

  it("shows unknown statuses as pending", () => {
    expect(normaliseStatus("on_track")).toBe("on_track");
    expect(normaliseStatus("done")).toBe("pending");
    expect(normaliseStatus(undefined)).toBe("pending");
  });
});

describe("parsePeriod", () => {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  it.each([
    ["FY 2024", "2023-04-01", "2024-03-31"],
    ["FY24", "2023-04-01", "2024-03-31"],
    ["FY 2023-24", "2023-04-01", "2024-03-31"],
    ["FY2023-2024", "2023-04-01", "2024-03-31"],
    ["2023-24", "2023-04-01", "2024-03-31"],
    ["2025", "2025-01-01", "2025-12-31"],
    ["Q1 2025", "2025-01-01", "2025-03-31"],
    ["Q4 2025", "2025-10-01", "2025-12-31"],
    ["Q1 FY 2025", "2024-04-01", "2024-06-30"],
    ["H2 2024", "2024-07-01", "2024-12-31"],
    ["March 2024", "2024-03-01", "2024-03-31"],
    ["Calculated 2025-03-31", "2025-03-31", "2025-03-31"],
    ["Calculated 22/11/2026", "2026-11-22", "2026-11-22"],
  ])("%s", (text, start, end) => {
    const span = parsePeriod(text);
    expect(span && iso(span.start)).toBe(start);
    expect(span && iso(span.end)).toBe(end);
  });

  it.each(["", "soon", "FY 2023-25", "Q5 2025", "Smarch 2024"])("refuses %j", (text) => {
    expect(parsePeriod(text)).toBeNull();
  });
});

describe("latest numeric entry per metric", () => {
  it("takes the latest period, then the latest entry, skipping text values", () => {
    const latest = latestByMetric([
      { metric: "Scope 1 emissions", numericValue: 5200, period: "FY 2025", createdAt: new Date("2025-05-01") },
      { metric: "scope 1  emissions", numericValue: 6000, period: "FY 2024", createdAt: new Date("2025-06-01") },
      { metric: "Scope 1 emissions", numericValue: 4500, period: "FY 2025", createdAt: new Date("2025-07-01") },
      { metric: "Scope 1 emissions", numericValue: null, period: "FY 2026", createdAt: new Date("2026-07-01") },
    ]);
    expect(latest.get("scope 1 emissions")).toEqual({ value: 4500, period: "FY 2025" });
  });
});

describe("the figure a target is measured against (lib/kpi/actual.ts)", () => {
  const target = (overrides: Partial<KpiTargetDto> = {}): KpiTargetDto => ({
    id: "t-1",
    company_id: "c-1",
    framework: "BRSR",
    category: "environmental",
    metric: "Scope 1 emissions",
    target_value: 3000,
    unit: "tCO2e",
    target_period: "FY 2030",
    baseline_value: 6000,
    baseline_period: "FY 2024",
    direction: null,
    notes: "",
    created_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  });
  let n = 0;
  const entry = (period: string, numericValue: number | null, unit = "tCO2e", metric = "Scope 1 emissions") => ({
    metric,
    numericValue,
    unit,
    period,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n++ * 60_000),
    reviewState: "approved",
  });
  const progressOf = (t: KpiTargetDto, entries: ReturnType<typeof entry>[], fyStartMonth?: number) =>
    kpiProgress({ targets: [t], entries, now: NOW, fyStartMonth })[0];

  it("sums four quarters of a flow into the year an annual target is measured against", () => {
    const p = progressOf(target(), [entry("Q1 FY 2025-26", 1200), entry("Q2 FY 2025-26", 1100), entry("Q3 FY 2025-26", 1000), entry("Q4 FY 2025-26", 1200)]);
    expect(p).toMatchObject({ actual_value: 4500, actual_period: "FY 2025-26", progress_percentage: 50, note: null });
  });

  it("refuses a single quarter against an annual target, and says why", () => {
    const p = progressOf(target(), [entry("Q1 FY 2025-26", 1200)]);
    expect(p).toMatchObject({ actual_value: null, actual_period: null, progress_percentage: null, status: "pending" });
    expect(p.note).toBe("Only Q1 FY 2025-26 is entered; the target is annual");
  });

  it("measures an annual target against the last whole year while the current one is being filled, and says what was left out", () => {
    const p = progressOf(target(), [entry("FY 2024-25", 4500), entry("Q1 FY 2025-26", 900)]);
    expect(p).toMatchObject({ actual_value: 4500, actual_period: "FY 2024-25", progress_percentage: 50 });
    expect(p.note).toBe("FY 2025-26 is left out: only Q1 FY 2025-26 is entered for FY 2025-26 (3 of 12 months)");
  });

  it("converts an MWh figure into a GJ target's unit", () => {
    const t = target({
      metric: "Total energy consumption",
      unit: "GJ",
      target_value: 1800,
      baseline_value: 3600,
      target_period: "FY 2029-30",
      baseline_period: "FY 2023-24",
    });
    const p = progressOf(t, [entry("FY 2024-25", 750, "MWh", "Total energy consumption")]);
    // 750 MWh × 3.6 = 2,700 GJ: half way from 3,600 to 1,800.
    expect(p).toMatchObject({ actual_value: 2700, actual_period: "FY 2024-25", progress_percentage: 50, note: null });
  });

  it("refuses a kL figure against a GJ target rather than compare them", () => {
    const t = target({ metric: "Total energy consumption", unit: "GJ", target_value: 1800, baseline_value: 3600 });
    const p = progressOf(t, [entry("FY 2024-25", 750, "kL", "Total energy consumption")]);
    expect(p).toMatchObject({ actual_value: null, progress_percentage: null, status: "pending", note: "Latest figure is in kL; the target is in GJ" });
  });

  it("sums quarters entered in different units after converting each", () => {
    const t = target({ metric: "Total energy consumption", unit: "GJ", target_value: 1800, baseline_value: 3600 });
    const e = (q: string, v: number, u: string) => entry(`${q} FY 2024-25`, v, u, "Total energy consumption");
    expect(progressOf(t, [e("Q1", 250, "MWh"), e("Q2", 900, "GJ"), e("Q3", 450, "GJ"), e("Q4", 450_000, "MJ")]).actual_value).toBe(2700);
  });

  it("does not take a stock's year from a quarter that ends before the year does", () => {
    const t = target({ metric: "Women in workforce", unit: "%", target_value: 30, baseline_value: 20, direction: "increase" });
    const mid = progressOf(t, [entry("Q2 FY 2025-26", 24, "%", "Women in workforce")]);
    expect(mid).toMatchObject({ actual_value: null, status: "pending" });
    expect(mid.note).toMatch(/^Only Q2 FY 2025-26 is entered for FY 2025-26 \(as at Sep 2025\), not a year-end figure; the target is annual$/);
    // The reading at the year's end is the year's.
    const end = progressOf(t, [entry("Q2 FY 2025-26", 24, "%", "Women in workforce"), entry("Q4 FY 2025-26", 26, "%", "Women in workforce")]);
    expect(end).toMatchObject({ actual_value: 26, actual_period: "FY 2025-26" });
  });

  it("never files a dated figure as a year", () => {
    const p = progressOf(target(), [entry("Calculated 23/11/2025", 4100)]);
    expect(p).toMatchObject({ actual_value: null, note: "Latest figure is for 'Calculated 23/11/2025', not a financial year; the target is annual" });
  });

  it("measures a quarterly target against quarterly figures only", () => {
    const t = target({ target_period: "Q4 FY 2026-27", baseline_period: "Q1 FY 2026-27", target_value: 700, baseline_value: 1000 });
    const p = progressOf(t, [entry("FY 2025-26", 4000), entry("Q1 FY 2026-27", 1000), entry("Q2 FY 2026-27", 850)]);
    expect(p).toMatchObject({ actual_value: 850, actual_period: "Q2 FY 2026-27", progress_percentage: 50, note: null });
    expect(progressOf(t, [entry("FY 2025-26", 4000)])).toMatchObject({ actual_value: null, note: "No quarterly figure is entered; the target is quarterly" });
  });

  it("reads financial years with the company's start month", () => {
    // A January year: 'FY 2025' is calendar 2025, its quarters Jan–Mar … Oct–Dec.
    const t = target({ target_period: "FY 2030", baseline_period: "FY 2024" });
    const quarters = ["Q1 FY 2025", "Q2 FY 2025", "Q3 FY 2025", "Q4 FY 2025"].map((q) => entry(q, 1125));
    expect(progressOf(t, quarters, 1)).toMatchObject({ actual_value: 4500, actual_period: "FY 2025" });
  });

  it("leaves a metric whose unit says nothing about adding up to its annual entries", () => {
    const t = target({ metric: "Our own index", unit: "points", target_value: 10, baseline_value: 0, direction: "increase" });
    const q = (name: string) => entry(`${name} FY 2024-25`, 2, "points", "Our own index");
    const p = progressOf(t, [q("Q1"), q("Q2"), q("Q3"), q("Q4")]);
    expect(p.actual_value).toBeNull();
    expect(p.note).toContain("does not say whether they add up over a year");
  });

  it("answers the same through targetActual for the report's entries", () => {
    expect(targetActual([entry("FY 2024-25", 4500)], { metric: "Scope 1 emissions", unit: "tCO2e", targetPeriod: "FY 2030", fyStartMonth: 4 })).toEqual({
      value: 4500,
      period: "FY 2024-25",
      note: null,
    });
  });
});
