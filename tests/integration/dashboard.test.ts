import { GET } from "@/app/api/dashboard/[companyId]/route";
import { getDb, queryRows } from "@/db/client";
import { eq } from "drizzle-orm";
import { checklistProgress, companies, esgDataEntries, kpiTargets, reportsGenerated } from "@/db/schema";
import { checklistItems, getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import { BRSR_METRIC, findMetric, frameworkMetrics } from "@/lib/frameworks";
import { demoEntries, seedDemoWorkspace, demoUnitEntries } from "@/lib/demo/seed";
import { DEMO_PARTNER_FIGURES } from "@/lib/demo/value-chain";
import { getKpiProgress } from "@/lib/kpi/service";
import { entryGroupsQuery } from "@/lib/dashboard/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { metricKey } from "@/lib/frameworks/metric-key";
import { isReportedBy } from "@/lib/frameworks/links";
import { DERIVED_PARTS } from "@/lib/frameworks/questionnaire/parts";
import { periodColumns } from "@/lib/periods";

type Entry = {
  framework: string;
  category: string;
  metric: string;
  value?: string;
  numericValue?: number | null;
  period?: string;
  createdAt?: Date;
  reviewState?: "draft" | "submitted" | "approved" | "rejected";
};

async function addEntries(companyId: string, entries: Entry[]) {
  const db = await getDb();
  await db.insert(esgDataEntries).values(
    entries.map((e) => ({
      companyId,
      framework: e.framework,
      category: e.category,
      metric: e.metric,
      metricKey: metricKey(e.metric),
      value: e.value ?? "1",
      numericValue: e.numericValue,
      unit: "",
      period: e.period ?? "FY 2024-25",
      // As every write sets them: completion counts a figure for the year its period's dates lie in.
      ...periodColumns(e.period ?? "FY 2024-25"),
      createdAt: e.createdAt,
      ...(e.reviewState ? { reviewState: e.reviewState } : {}),
    })),
  );
}

/** KPI progress reads approved figures by default: the figures a target is measured on, approved. */
const approved = (entries: Entry[]): Entry[] => entries.map((e) => ({ ...e, reviewState: "approved" }));

describe("GET /api/dashboard/{companyId}", () => {
  it("answers zeros and the full completion map for an empty company", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR", "GRI"] });
    const res = await call(GET, { token, params: { companyId: company.id } });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ id: company.id, name: company.name, frameworks: ["BRSR", "GRI"] });
    expect(res.body.statistics).toMatchObject({
      total_metrics: 0,
      frameworks: { BRSR: 0, GRI: 0 },
      categories: { environmental: 0, social: 0, governance: 0 },
      recent_updates: [],
    });
    expect(res.body.completion).toEqual({
      BRSR: { reported: 0, total: frameworkMetrics("BRSR").length, percentage: 0 },
      GRI: { reported: 0, total: frameworkMetrics("GRI").length, percentage: 0 },
    });
    expect(Object.keys(res.body.completion)).toEqual(["BRSR", "GRI"]);
    expect(res.body.statistics.extras).toMatchObject({
      reports_generated: 0,
      last_report_at: null,
      kpi_targets: 0,
      checklist: { done: 0, total: getIndustryChecklist("Manufacturing").total_items },
      latest_entry_at: null,
      category_last_updated: { environmental: null, social: null, governance: null },
    });
    expect(res.body.statistics.extras.tasks.map((t: { status: string }) => t.status)).toEqual(["Pending", "Not Started", "Not Started", "Not Started"]);
  });

  it("counts entries by category and framework, and catalogue metrics reported per framework", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["GRI", "BRSR"] });
    await addEntries(company.id, [
      // Two periods of the same metric count once towards completion, twice towards totals.
      { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1, createdAt: new Date("2025-04-01T00:00:00Z") },
      { framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1, createdAt: new Date("2025-05-01T00:00:00Z") },
      // Case and spacing do not make a different metric.
      { framework: "BRSR", category: "environmental", metric: "  scope 2   EMISSIONS ", createdAt: new Date("2025-05-02T00:00:00Z") },
      { framework: "BRSR", category: "social", metric: BRSR_METRIC.ltifr, createdAt: new Date("2025-06-01T00:00:00Z") },
      // Custom metric: counted as data, not as catalogue completion.
      { framework: "BRSR", category: "governance", metric: "Our own board metric", createdAt: new Date("2025-03-01T00:00:00Z") },
      { framework: "GRI", category: "environmental", metric: "Direct (Scope 1) GHG emissions", createdAt: new Date("2025-02-01T00:00:00Z") },
      // A framework the company no longer reports on still counts as data.
      { framework: "SASB", category: "social", metric: "Fatality rate", createdAt: new Date("2025-01-01T00:00:00Z") },
    ]);
    const res = await call(GET, { token, params: { companyId: company.id } });
    const { statistics, completion } = res.body;
    expect(statistics.total_metrics).toBe(7);
    expect(statistics.categories).toEqual({ environmental: 4, social: 2, governance: 1 });
    expect(statistics.frameworks).toEqual({ GRI: 1, BRSR: 5, SASB: 1 });
    const brsrTotal = frameworkMetrics("BRSR").length;
    const griTotal = frameworkMetrics("GRI").length;
    // GRI 305-1 is entered; GRI 305-2 is the same figure as BRSR's Scope 2 (lib/frameworks/links.ts).
    expect(completion).toEqual({
      GRI: { reported: 2, total: griTotal, percentage: Math.round((2 / griTotal) * 1000) / 10 },
      BRSR: { reported: 3, total: brsrTotal, percentage: Math.round((3 / brsrTotal) * 1000) / 10 },
    });
    expect(Object.keys(completion)).toEqual(["GRI", "BRSR"]);
    expect(statistics.extras.latest_entry_at).toBe("2025-06-01T00:00:00.000Z");
    expect(statistics.extras.category_last_updated).toEqual({
      environmental: "2025-05-02T00:00:00.000Z",
      social: "2025-06-01T00:00:00.000Z",
      governance: "2025-03-01T00:00:00.000Z",
    });
    expect(statistics.recent_updates.map((u: { metric: string }) => u.metric)).toEqual([
      BRSR_METRIC.ltifr,
      "  scope 2   EMISSIONS ",
      BRSR_METRIC.scope1,
      BRSR_METRIC.scope1,
      "Our own board metric",
    ]);
    expect(Object.keys(statistics.recent_updates[0]).sort()).toEqual(["category", "created_at", "framework", "id", "metric", "period", "unit", "value"]);
    expect(statistics.extras.tasks[0]).toMatchObject({ title: "Environmental Data", status: "In Progress" });
  });

  it("shows the real reports, targets and checklist figures (decisions D10)", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { industry: "Technology" });
    const db = await getDb();
    const items = checklistItems("Technology");
    await db.insert(reportsGenerated).values([{ companyId: company.id }, { companyId: company.id, createdAt: new Date("2025-07-01T00:00:00Z") }]);
    await db.insert(kpiTargets).values(
      [1, 2, 3, 4].map((i) => ({
        companyId: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: `m${i}`,
        targetValue: i,
        targetPeriod: "FY 2025-26",
      })),
    );
    // Two ticks on the current list, one left over from another industry's list.
    await db.insert(checklistProgress).values([
      { companyId: company.id, item: items[0] },
      { companyId: company.id, item: items[1] },
      { companyId: company.id, item: "An item from an old industry list" },
    ]);
    const res = await call(GET, { token, params: { companyId: company.id } });
    expect(res.body.statistics.extras).toMatchObject({
      reports_generated: 2,
      kpi_targets: 4,
      checklist: { done: 2, total: items.length },
    });
    expect(new Date(res.body.statistics.extras.last_report_at).getTime()).toBeGreaterThan(new Date("2025-07-01T00:00:00Z").getTime());
    expect(res.body.statistics.extras.tasks.map((t: { status: string; detail: string }) => [t.status, t.detail])).toEqual([
      ["Pending", "No environmental data yet"],
      // Targets without data are Pending on the KPI screen, so the review is too.
      ["Pending", "4 targets set, no data yet"],
      ["In Progress", `2/${items.length} items`],
      ["Completed", "2 reports generated"],
    ]);
  });

  it("derives the KPI Target Review from the targets' statuses, as the KPI screen computes them", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id);
    const db = await getDb();
    const target = (metric: string, targetValue: number, targetPeriod: string, baselineValue: number | null, baselinePeriod: string | null) => ({
      companyId: company.id,
      framework: "BRSR",
      category: "environmental",
      metric,
      targetValue,
      targetPeriod,
      baselineValue,
      baselinePeriod,
    });
    await db.insert(kpiTargets).values([
      // 6000 → 4500 toward 3000 with a sixth of the time gone: on track.
      target("Scope 1 emissions", 3000, "FY 2030", 6000, "FY 2024"),
      // Ahead of the clock at its data's period (FY 2021), but FY 2022 ended long ago: behind.
      target("Energy intensity", 1000, "FY 2022", 4000, "FY 2020"),
      target("LTIFR", 0.5, "FY 2030", 0.9, "FY 2024"),
      target("Water withdrawal", 100, "FY 2030", 200, "FY 2024"),
    ]);
    await addEntries(company.id, [
      // A newer Scope 1 figure still a draft: not the company's figure until approved.
      {
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        value: "2,000",
        numericValue: 2000,
        period: "FY 2027",
        createdAt: new Date("2025-09-01T00:00:00Z"),
      },
    ]);
    await addEntries(
      company.id,
      approved([
        {
          framework: "BRSR",
          category: "environmental",
          metric: "Scope 1 emissions",
          value: "4,500",
          numericValue: 4500,
          period: "FY 2025",
          createdAt: new Date("2025-05-01T00:00:00Z"),
        },
        // An older period entered later, another spelling, a text value and a later figure the same period: none moves Scope 1 off 4,500.
        {
          framework: "BRSR",
          category: "environmental",
          metric: "scope 1  EMISSIONS",
          value: "6000",
          numericValue: 6000,
          period: "FY 2024",
          createdAt: new Date("2025-07-01T00:00:00Z"),
        },
        {
          framework: "BRSR",
          category: "environmental",
          metric: "Scope 1 emissions",
          value: "awaiting audit",
          numericValue: null,
          period: "FY 2026",
          createdAt: new Date("2025-08-01T00:00:00Z"),
        },
        {
          framework: "GRI",
          category: "environmental",
          metric: "Scope 1 emissions",
          value: "5,900",
          numericValue: 5900,
          period: "FY 2025",
          createdAt: new Date("2025-04-01T00:00:00Z"),
        },
        { framework: "BRSR", category: "environmental", metric: "Energy intensity", value: "2000", numericValue: 2000, period: "FY 2021" },
        { framework: "BRSR", category: "social", metric: "LTIFR", value: "0.4", numericValue: 0.4, period: "FY 2025" },
        { framework: "BRSR", category: "environmental", metric: "Unrelated metric", value: "7", numericValue: 7, period: "FY 2025" },
      ]),
    );
    const res = await call(GET, { token, params: { companyId: company.id } });
    expect(res.body.statistics.extras.kpi_targets).toBe(4);
    expect(res.body.statistics.extras.tasks[1]).toEqual({ id: "kpi", title: "KPI Target Review", status: "In Progress", detail: "4 targets set, 1 behind" });

    // The same statuses as the KPI screen's, which reads every entry.
    const progress = await getKpiProgress({ companyId: company.id, db });
    expect(Object.fromEntries(progress.map((p) => [p.target.metric, p.status]))).toEqual({
      "Scope 1 emissions": "on_track",
      "Energy intensity": "behind",
      LTIFR: "achieved",
      "Water withdrawal": "pending",
    });
  });

  it("groups two spellings of one metric by the stored metric key, in the dashboard and in KPI progress", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const single = await createCompany(user.id, { frameworks: ["BRSR"] });
    const db = await getDb();
    await db.insert(kpiTargets).values({
      companyId: company.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      targetValue: 3000,
      targetPeriod: "FY 2030",
      baselineValue: 6000,
      baselinePeriod: "FY 2024",
    });
    await addEntries(
      company.id,
      approved([
        {
          framework: "BRSR",
          category: "environmental",
          metric: "Scope 1  emissions",
          value: "4,500",
          numericValue: 4500,
          period: "FY 2025",
          createdAt: new Date("2025-05-01T00:00:00Z"),
        },
        {
          framework: "BRSR",
          category: "environmental",
          metric: "scope 1 emissions",
          value: "6,000",
          numericValue: 6000,
          period: "FY 2024",
          createdAt: new Date("2024-05-01T00:00:00Z"),
        },
      ]),
    );
    await addEntries(single.id, [{ framework: "BRSR", category: "environmental", metric: "Scope 1 emissions" }]);
    const stored = await db.select({ key: esgDataEntries.metricKey }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(stored.map((r) => r.key)).toEqual(["scope 1 emissions", "scope 1 emissions"]);

    // One group of two entries; completion as for the one spelling.
    const groups = await queryRows<{ metric_key: string; entries: number }>(db, entryGroupsQuery(company.id));
    expect(groups.map((g) => [g.metric_key, Number(g.entries)])).toEqual([["scope 1 emissions", 2]]);
    const res = await call(GET, { token, params: { companyId: company.id } });
    const one = await call(GET, { token, params: { companyId: single.id } });
    expect(res.body.completion.BRSR.reported).toBeGreaterThan(0);
    expect(res.body.completion).toEqual(one.body.completion);

    // The target reads the latest year from either spelling: 6,000 → 4,500 toward 3,000.
    const [progress] = await getKpiProgress({ companyId: company.id, db });
    expect(progress).toMatchObject({ actual_value: 4500, actual_period: "FY 2025", progress_percentage: 50, status: "on_track" });
    expect(res.body.statistics.extras.tasks[1]).toMatchObject({ status: "On Track", detail: "1 target set" });
  });

  it("shows every target achieved as a completed review", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id);
    const db = await getDb();
    await db.insert(kpiTargets).values({
      companyId: company.id,
      framework: "BRSR",
      category: "social",
      metric: "LTIFR",
      targetValue: 0.5,
      targetPeriod: "FY 2022",
      baselineValue: 0.9,
      baselinePeriod: "FY 2020",
    });
    await addEntries(company.id, approved([{ framework: "BRSR", category: "social", metric: "LTIFR", value: "0.45", numericValue: 0.45, period: "FY 2021" }]));
    const res = await call(GET, { token, params: { companyId: company.id } });
    expect(res.body.statistics.extras.tasks[1]).toMatchObject({ status: "Completed", detail: "1 target set, all achieved" });
  });

  it("does not count another company's entries", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const mine = await createCompany(user.id);
    const other = await createCompany(user.id);
    await addEntries(other.id, [{ framework: "BRSR", category: "environmental", metric: BRSR_METRIC.scope1 }]);
    const res = await call(GET, { token, params: { companyId: mine.id } });
    expect(res.body.statistics.total_metrics).toBe(0);
    expect(res.body.completion.BRSR.reported).toBe(0);
  });

  it("counts a figure once for every framework that asks for it, and a BRSR total when its parts are entered", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR", "GRI"] });
    await addEntries(company.id, [
      { framework: "BRSR", category: "environmental", metric: "Renewable electricity consumption", createdAt: new Date("2025-04-01T00:00:00Z") },
    ]);
    const res = await call(GET, { token, params: { companyId: company.id } });
    // The part itself, 'Energy from renewable sources' (A+B+C), 'Total energy consumption' and its
    // GRI twin 302-1; 'Renewable energy share' is computed from the totals.
    expect(res.body.completion.BRSR.reported).toBe(4);
    expect(res.body.completion.GRI.reported).toBe(1);
  });

  it("sums many site metrics in SQL and still reports each catalogue, linked and derived metric as every group would", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR", "GRI", "TCFD", "SASB"] });
    // Every fifth catalogue metric of each framework, the parts of a derived BRSR total, and 60 site metrics.
    const catalogue = (["BRSR", "GRI", "TCFD", "SASB"] as const).flatMap((code) => frameworkMetrics(code).filter((_, i) => i % 5 === 0));
    const [derived, groups] = [...DERIVED_PARTS.entries()][0];
    const parts = groups.map((group) => ({ framework: "BRSR", category: "environmental", metric: group[0] }));
    const sites = Array.from({ length: 60 }, (_, i) => ({
      framework: i % 2 ? "GRI" : "BRSR",
      category: ["environmental", "social", "governance"][i % 3],
      metric: `Site ${i} diesel use`,
    }));
    const entries: Entry[] = [
      ...catalogue.map((m) => ({ framework: m.framework, category: m.category, metric: m.name })),
      ...parts,
      ...sites,
      ...sites.slice(0, 7),
    ];
    await addEntries(company.id, entries);

    const res = await call(GET, { token, params: { companyId: company.id } });
    expect(res.status).toBe(200);
    const count = (pick: (e: Entry) => string) => entries.reduce<Record<string, number>>((n, e) => ({ ...n, [pick(e)]: (n[pick(e)] ?? 0) + 1 }), {});
    expect(res.body.statistics.total_metrics).toBe(entries.length);
    expect(res.body.statistics.frameworks).toEqual({ BRSR: 0, GRI: 0, TCFD: 0, SASB: 0, ...count((e) => e.framework) });
    expect(res.body.statistics.categories).toEqual({ environmental: 0, social: 0, governance: 0, ...count((e) => e.category) });
    expect(res.body.statistics.extras.review).toMatchObject({ draft: entries.length, submitted: 0, approved: 0, rejected: 0 });
    // The reference: completion over every (framework, metric key) that has entries, unfiltered.
    const reported = new Set(entries.map((e) => `${e.framework}\u0000${metricKey(e.metric)}`));
    for (const code of ["BRSR", "GRI", "TCFD", "SASB"] as const) {
      const expected = frameworkMetrics(code).filter((m) => isReportedBy(code, m.name, reported, DERIVED_PARTS)).length;
      expect(res.body.completion[code].reported, code).toBe(expected);
    }
    // The derived total counts as reported through its parts alone.
    expect(isReportedBy("BRSR", derived, reported, DERIVED_PARTS)).toBe(true);
  });

  it("answers 404 to an unknown company", async () => {
    const { token } = await createUser({ subscribed: true });
    const res = await call(GET, { token, params: { companyId: "00000000-0000-4000-8000-000000000000" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
  });

  it("shows the seeded demo company with two years of data across BRSR, GRI and TCFD", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const db = await getDb();
    await seedDemoWorkspace(db, user.id);
    await seedDemoWorkspace(db, user.id); // idempotent
    const [company] = await db.select().from(companies).where(eq(companies.ownerId, user.id));
    const res = await call(GET, { token, params: { companyId: company.id } });
    const expected = demoEntries(company.id, user.id);
    // Every stored figure counts, the demo's plants' and offices' own figures too (lib/demo/units.ts);
    // its value-chain partners' answers (lib/demo/value-chain.ts) are theirs, not the company's.
    expect(DEMO_PARTNER_FIGURES).toBeGreaterThan(0);
    expect(res.body.statistics.total_metrics).toBe(expected.length + demoUnitEntries(company.id, user.id, new Map()).length);
    expect(Object.keys(res.body.completion)).toEqual(["BRSR", "GRI", "TCFD"]);
    for (const code of ["BRSR", "GRI", "TCFD"]) {
      // Every catalogue metric entered counts (narratives and Yes/No answers are not catalogue
      // metrics); linked figures of other frameworks and totals computed from parts count too.
      const catalogued = new Set(expected.filter((e) => e.framework === code && findMetric(code, e.metric)).map((e) => e.metric)).size;
      expect(res.body.completion[code].reported, code).toBeGreaterThanOrEqual(catalogued);
    }
    // Narratives, Yes/No answers and 'Not applicable' are entries too; the TCFD narrative among them.
    expect(expected.filter((e) => e.numericValue === null).map((e) => e.metric)).toContain("Board oversight of climate-related issues");
    // SEBI's Q22 turnover rates show a third year.
    expect(new Set(expected.map((e) => e.period))).toEqual(new Set(["FY 2022-23", "FY 2023-24", "FY 2024-25"]));
    // Every catalogue metric of BRSR is reported: the cells by entries, the totals and intensities by their parts.
    expect(res.body.completion.BRSR.reported).toBe(res.body.completion.BRSR.total);
    expect(expected.find((e) => e.metric === BRSR_METRIC.waterWithdrawal && e.period === "FY 2023-24")?.numericValue).toBe(420000);
    expect(res.body.statistics.extras.kpi_targets).toBeGreaterThan(0);
    expect(res.body.statistics.extras.checklist.done).toBeGreaterThan(0);
    // The review follows KPI progress on approved figures: the demo seeded without its
    // team has no figure approved, so its targets wait for data (with drafts: Scope 1 on track,
    // LTIFR achieved, waste recycling behind — the KPI screen's 'Include drafts').
    expect(res.body.statistics.extras.tasks[1]).toMatchObject({ status: "Pending", detail: "3 targets set, no data yet" });
    const drafts = await getKpiProgress({ companyId: company.id, db, includeDrafts: true });
    expect(drafts.map((p) => p.status).sort()).toEqual(["achieved", "behind", "on_track"]);
  });

  it("access matrix", async () => {
    await assertAccessMatrix({
      name: "GET /api/dashboard/{companyId}",
      handler: GET as never,
      kind: "company",
      params: ({ company }) => ({ companyId: company.id }),
      ok: 200,
    });
  });
});
