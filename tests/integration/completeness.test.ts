import { eq } from "drizzle-orm";
import { GET as dashboardGet } from "@/app/api/dashboard/[companyId]/route";
import { GET as brsrGet } from "@/app/api/brsr/[companyId]/route";
import { GET as readinessGet } from "@/app/api/brsr/[companyId]/readiness/route";
import { GET as portfolioGet } from "@/app/api/portfolio/route";
import { POST as insightsPost } from "@/app/api/ai-insights/route";
import { POST as entryPost } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { completeness, coreCoverage, frameworkCoverage, reportedKeySet } from "@/lib/frameworks/completeness";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { metricKey } from "@/lib/frameworks/metric-key";
import { DERIVED_PARTS } from "@/lib/frameworks/questionnaire/parts";
import { createCompany, createUser, entryBody, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Counts = { reported: number; total: number; percentage: number };

async function screens(token: string, companyId: string, fy?: string) {
  const path = fy ? `/api/test?fy=${encodeURIComponent(fy)}` : undefined;
  const dashboard = await call(dashboardGet, { token, params: { companyId }, path });
  const questionnaire = await call(brsrGet, { token, params: { companyId }, path });
  const insight = await call(insightsPost, {
    method: "POST",
    token,
    body: { company_id: companyId, framework: "BRSR", category: null, ...(fy ? { fy } : {}) },
  });
  expect([dashboard.status, questionnaire.status, insight.status]).toEqual([200, 200, 201]);
  // Every screen says which year its completeness is of, and it is the same year.
  expect(questionnaire.body.completeness.fy).toEqual(dashboard.body.completion_fy);
  expect(insight.body.coverage.fy).toEqual(dashboard.body.completion_fy);
  return {
    fy: dashboard.body.completion_fy as { id: string; label: string },
    dashboard: {
      brsr: dashboard.body.completion.BRSR as Counts,
      core: dashboard.body.statistics.extras.brsr_core as Counts | null,
      review: dashboard.body.statistics.extras.review,
    },
    questionnaire: { brsr: questionnaire.body.completeness.frameworks.BRSR as Counts, core: questionnaire.body.completeness.core as Counts | null },
    insights: { brsr: (({ fy: _fy, ...coverage }) => coverage)(insight.body.coverage) as Counts & { core: Counts | null } },
  };
}

describe("one completeness number", () => {
  let owner: TestUser;
  let demo: Company;

  beforeAll(async () => {
    owner = await createUser({ subscribed: true });
    const db = await getDb();
    await seedDemoWorkspace(db, owner.user.id);
    [demo] = await db.select().from(companies).where(eq(companies.ownerId, owner.user.id));
  });

  it("the dashboard, the questionnaire and insights give the demo's BRSR and Core completeness alike", async () => {
    const s = await screens(owner.token, demo.id);
    const { core: insightCore, ...insightBrsr } = s.insights.brsr;
    expect(s.questionnaire.brsr).toEqual(s.dashboard.brsr);
    expect(insightBrsr).toEqual(s.dashboard.brsr);
    expect(s.questionnaire.core).toEqual(s.dashboard.core);
    expect(insightCore).toEqual(s.dashboard.core);
    expect(s.dashboard.brsr.total).toBeGreaterThan(300);
    expect(s.dashboard.core?.total).toBeGreaterThan(0);
    // The portfolio and the report's sign-off readiness read the same function for the same year.
    const portfolio = await call<any>(portfolioGet, { token: owner.token, path: "/api/portfolio" });
    const row = portfolio.body.companies.find((c: { company: { id: string } }) => c.company.id === demo.id);
    expect(row.fy).toEqual(s.fy);
    expect({ brsr: row.brsr, core: row.core }).toEqual({ brsr: s.dashboard.brsr, core: s.dashboard.core });
    const readiness = await call<any>(readinessGet, { token: owner.token, params: { companyId: demo.id } });
    expect(readiness.body.fy).toMatchObject(s.fy);
    expect(readiness.body.completeness).toMatchObject({ frameworks: { BRSR: s.dashboard.brsr }, core: s.dashboard.core });
    console.info(
      `demo completeness: BRSR ${s.dashboard.brsr.reported}/${s.dashboard.brsr.total}, Core ${s.dashboard.core?.reported}/${s.dashboard.core?.total}`,
    );
  });

  it("an empty company reads 0 everywhere and has no open review items", async () => {
    const user = await createUser({ subscribed: true });
    const company = await createCompany(user.user.id, { frameworks: ["BRSR", "GRI"] });
    const s = await screens(user.token, company.id);
    expect(s.dashboard.brsr).toMatchObject({ reported: 0, percentage: 0 });
    expect(s.questionnaire.brsr).toEqual(s.dashboard.brsr);
    expect(s.dashboard.core).toMatchObject({ reported: 0 });
    expect(s.dashboard.review.submitted).toBe(0);
  });

  it("a figure entered under GRI counts for BRSR's linked metric on every screen", async () => {
    const user = await createUser({ subscribed: true });
    const company = await createCompany(user.user.id, { frameworks: ["BRSR", "GRI"] });
    const posted = await call(entryPost, {
      method: "POST",
      token: user.token,
      body: entryBody(company.id, {
        framework: "GRI",
        category: "environmental",
        metric: "Direct (Scope 1) GHG emissions",
        value: "4500",
        unit: "tCO2e",
        period: "FY 2024-25",
      }),
    });
    expect(posted.status).toBe(201);
    const s = await screens(user.token, company.id);
    expect(s.dashboard.brsr.reported).toBeGreaterThan(0);
    expect(s.questionnaire.brsr).toEqual(s.dashboard.brsr);
    const { core, ...brsr } = s.insights.brsr;
    expect(brsr).toEqual(s.dashboard.brsr);
    expect(core).toEqual(s.dashboard.core);
  });
});

describe("completeness of a financial year", () => {
  it("counts a figure for its own year only, alike on the dashboard, the questionnaire and insights", async () => {
    const user = await createUser({ subscribed: true });
    const company = await createCompany(user.user.id, { frameworks: ["BRSR"] });
    const post = (metric: string, period: string) =>
      call(entryPost, {
        method: "POST",
        token: user.token,
        body: entryBody(company.id, { framework: "BRSR", category: "environmental", metric, value: "100", unit: "tCO2e", period }),
      });
    expect((await post(BRSR_METRIC.scope1, "FY 2023-24")).status).toBe(201);
    expect((await post(BRSR_METRIC.scope2, "H1 FY 2024-25")).status).toBe(201);

    const older = await screens(user.token, company.id, "2023-24");
    const newer = await screens(user.token, company.id, "FY 2024-25");
    const none = await screens(user.token, company.id, "2022-23");
    expect([older.fy.label, newer.fy.label, none.fy.label]).toEqual(["FY 2023-24", "FY 2024-25", "FY 2022-23"]);
    for (const s of [older, newer, none]) {
      expect(s.questionnaire.brsr).toEqual(s.dashboard.brsr);
      expect(s.questionnaire.core).toEqual(s.dashboard.core);
      const { core, ...brsr } = s.insights.brsr;
      expect(brsr).toEqual(s.dashboard.brsr);
      expect(core).toEqual(s.dashboard.core);
    }
    // Scope 1 counts for FY 2023-24 only; Scope 2's half year counts for FY 2024-25; nothing for FY 2022-23.
    expect(older.dashboard.brsr.reported).toBe(1);
    expect(newer.dashboard.brsr.reported).toBe(1);
    expect(none.dashboard.brsr.reported).toBe(0);
    // Without a year every screen opens on the company's default year (the latest a whole-year figure is of).
    const opened = await screens(user.token, company.id);
    expect(opened.fy.label).toBe("FY 2023-24");
    expect(opened.dashboard.brsr).toEqual(older.dashboard.brsr);
  });

  it("answers 422 for a year it cannot read", async () => {
    const user = await createUser({ subscribed: true });
    const company = await createCompany(user.user.id, { frameworks: ["BRSR"] });
    const dashboard = await call(dashboardGet, { token: user.token, params: { companyId: company.id }, path: "/api/test?fy=sometime" });
    const insight = await call(insightsPost, { method: "POST", token: user.token, body: { company_id: company.id, framework: "BRSR", fy: "sometime" } });
    expect([dashboard.status, insight.status]).toEqual([422, 422]);
    expect(dashboard.body.detail).toMatch(/not a financial year/);
  });
});

describe("the completeness rule (pure)", () => {
  it("keeps a figure for the year its period lies within, and none whose period was not read", () => {
    const year = { id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31" };
    const rows = [
      { framework: "BRSR", metric_key: "a", period_start: "2024-04-01", period_end: "2025-03-31" },
      { framework: "BRSR", metric_key: "b", period_start: "2024-10-01", period_end: "2024-12-31" },
      { framework: "BRSR", metric_key: "c", period_start: "2023-04-01", period_end: "2024-03-31" },
      { framework: "BRSR", metric_key: "d", period_start: "2024-01-01", period_end: "2024-12-31" },
      { framework: "BRSR", metric_key: "e", period_start: null, period_end: null },
    ];
    expect([...reportedKeySet(rows, year)].map((k) => k.split("\u0000")[1])).toEqual(["a", "b"]);
    expect(reportedKeySet(rows).size).toBe(5);
    expect(completeness(["BRSR"], rows, year).fy).toEqual({ id: "2024-25", label: "FY 2024-25" });
  });

  it("counts a computed BRSR total when its parts are held, and a linked metric of another framework", () => {
    const before = frameworkCoverage("BRSR", reportedKeySet([]));
    // Every group of what the questionnaire computes total energy from, one name of each held.
    const groups = DERIVED_PARTS.get(metricKey(BRSR_METRIC.energyTotal)) ?? [];
    expect(groups.length).toBeGreaterThan(0);
    const energyParts = reportedKeySet(groups.map((group) => ({ framework: "BRSR", metric_key: metricKey(group[0]) })));
    const withLink = reportedKeySet([{ framework: "TCFD", metric_key: metricKey("Scope 1 emissions") }]);
    const linked = frameworkCoverage("BRSR", withLink);
    expect(before.reported).toBe(0);
    expect(linked.held.map((m) => m.name)).toContain(BRSR_METRIC.scope1);
    expect(coreCoverage(withLink).held.map((m) => m.name)).toContain(BRSR_METRIC.scope1);
    expect(before.missing.map((m) => m.name)).toContain(BRSR_METRIC.energyTotal);
    expect(frameworkCoverage("BRSR", energyParts).held.map((m) => m.name)).toContain(BRSR_METRIC.energyTotal);
  });
});
