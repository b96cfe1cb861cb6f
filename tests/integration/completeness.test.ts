import { eq } from "drizzle-orm";
import { GET as dashboardGet } from "@/app/api/dashboard/[companyId]/route";
import { GET as brsrGet } from "@/app/api/brsr/[companyId]/route";
import { POST as insightsPost } from "@/app/api/ai-insights/route";
import { POST as entryPost } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { coreCoverage, frameworkCoverage, reportedKeySet } from "@/lib/frameworks/completeness";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { metricKey } from "@/lib/frameworks/metric-key";
import { DERIVED_PARTS } from "@/lib/brsr/questionnaire/parts";
import { createCompany, createUser, entryBody, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Counts = { reported: number; total: number; percentage: number };

async function screens(token: string, companyId: string) {
  const dashboard = await call(dashboardGet, { token, params: { companyId } });
  const questionnaire = await call(brsrGet, { token, params: { companyId } });
  const insight = await call(insightsPost, { method: "POST", token, body: { company_id: companyId, framework: "BRSR", category: null } });
  expect([dashboard.status, questionnaire.status, insight.status]).toEqual([200, 200, 201]);
  return {
    dashboard: {
      brsr: dashboard.body.completion.BRSR as Counts,
      core: dashboard.body.statistics.extras.brsr_core as Counts | null,
      review: dashboard.body.statistics.extras.review,
    },
    questionnaire: { brsr: questionnaire.body.completeness.frameworks.BRSR as Counts, core: questionnaire.body.completeness.core as Counts | null },
    insights: { brsr: insight.body.coverage as Counts & { core: Counts | null } },
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

describe("the completeness rule (pure)", () => {
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
