import { eq } from "drizzle-orm";
import { POST } from "@/app/api/ai-insights/route";
import { GET } from "@/app/api/ai-insights/[companyId]/route";
import { getDb } from "@/db/client";
import { aiInsights, auditLog, esgDataEntries, type Company } from "@/db/schema";
import { markChecklistItems } from "@/lib/checklist/service";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { createEntry } from "@/lib/esg-data/service";
import { BRSR_METRIC as M, frameworkMetrics } from "@/lib/frameworks";
import { getKpiProgress, createTarget } from "@/lib/kpi/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Insight = {
  id: string;
  company_id: string;
  framework: string;
  category: string | null;
  insights: string;
  recommendations: string[];
  engine: string;
  created_at: string;
  coverage?: { reported: number; total: number; percentage: number };
};

const generate = (token: string, body: Record<string, unknown>) =>
  call<Insight & { detail?: string }>(POST, { method: "POST", path: "/api/ai-insights", token, body });

async function seedCompany(owner: TestUser): Promise<Company> {
  const company = await createCompany(owner.user.id, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR", "GRI"] });
  const add = (category: string, metric: string, value: string, unit: string, period: string) =>
    createEntry({ companyId: company.id, actorId: owner.user.id, data: { framework: "BRSR", category, metric, value, unit, period, notes: "" } });
  await add("environmental", M.scope1, "2,00,000", "tCO2e", "FY 2021-22");
  await add("environmental", M.scope1, "1,95,000", "tCO2e", "FY 2023-24");
  await add("environmental", M.waterWithdrawal, "4,10,000", "kL", "FY 2022-23");
  await add("environmental", M.waterWithdrawal, "4,92,000", "kL", "FY 2023-24");
  await add("social", M.ltifr, "0.42", "per million person-hours", "FY 2023-24");
  await add("governance", M.revenue, "4,850", "INR crore", "FY 2023-24");
  // A target that the latest Scope 1 figure leaves far behind: 5% of the way with a third of the time gone.
  await createTarget({
    companyId: company.id,
    actorId: owner.user.id,
    data: {
      framework: "BRSR",
      category: "environmental",
      metric: M.scope1,
      target_value: 100000,
      unit: "tCO2e",
      target_period: "FY 2027-28",
      baseline_value: 200000,
      baseline_period: "FY 2021-22",
      direction: null,
      notes: "",
    },
  });
  const db = await getDb();
  // Reviewed and approved: KPI progress reads approved figures (decisions D33).
  await db.update(esgDataEntries).set({ reviewState: "approved" }).where(eq(esgDataEntries.companyId, company.id));
  await markChecklistItems({ db, companyId: company.id, items: checklistItems(company.industry).slice(0, 2), actorId: owner.user.id });
  return company;
}

describe("POST /api/ai-insights and GET /api/ai-insights/{companyId}", () => {
  it("answer by the access matrix", async () => {
    await assertAccessMatrix({
      name: "POST /api/ai-insights",
      handler: POST,
      method: "POST",
      kind: "company",
      body: (ctx) => ({ company_id: ctx.company.id, framework: "BRSR", category: null }),
      ok: 201,
    });
    await assertAccessMatrix({
      name: "GET /api/ai-insights/{companyId}",
      handler: GET,
      kind: "company",
      params: (ctx) => ({ companyId: ctx.company.id }),
      ok: 200,
    });
  });

  it("offline: names the real missing BRSR Core metrics, the KPI that is behind, the move and the intensity", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await seedCompany(owner);
    // As insights read it: the KPI screen's default, on approved figures (decisions D33).
    const progress = await getKpiProgress({ companyId: company.id });
    expect(progress.map((p) => p.status)).toEqual(["behind"]);

    const res = await generate(owner.token, { company_id: company.id, framework: "BRSR", category: null });
    expect(res.status).toBe(201);
    const insight = res.body;
    expect(insight).toMatchObject({ company_id: company.id, framework: "BRSR", category: null, engine: "offline analysis" });
    expect(new Date(insight.created_at).toISOString()).toBe(insight.created_at);

    const reported = new Set([M.scope1, M.waterWithdrawal, M.ltifr, M.revenue]);
    const core = frameworkMetrics("BRSR").filter((m) => m.core);
    const missingCore = core.filter((m) => !reported.has(m.name as never));
    const coreLine = insight.insights.split("\n\n").find((p) => p.startsWith("BRSR Core:"))!;
    expect(coreLine).toContain(`${core.length - missingCore.length} of ${core.length} Core indicators are reported`);
    for (const m of missingCore.slice(0, 6)) expect(coreLine).toContain(m.name);
    expect(coreLine.split("Missing:")[1]).not.toContain(M.scope1);

    const kpiLine = insight.insights.split("\n\n").find((p) => p.startsWith("KPI targets:"))!;
    expect(kpiLine).toContain("1 behind");
    expect(kpiLine).toContain(`${M.scope1} (target 1,00,000 tCO2e by FY 2027-28, latest 1,95,000 tCO2e (FY 2023-24))`);
    expect(insight.recommendations[0]).toContain(`Bring "${M.scope1}" back on track`);

    expect(insight.insights).toContain(`${M.waterWithdrawal} rose 20% from 4,10,000 kL (FY 2022-23) to 4,92,000 kL (FY 2023-24)`);
    expect(insight.insights).toContain(`${M.scope1} fell 2.5% from 2,00,000 tCO2e (FY 2021-22) to 1,95,000 tCO2e (FY 2023-24)`);
    // 1,95,000 tCO2e over ₹4,850 crore of revenue.
    expect(insight.insights).toContain(`${M.scope1} 40.21 tCO2e per ₹ crore of revenue (FY 2023-24)`);
    expect(insight.insights).toContain("Documentation checklist: 2 of");
    expect(insight.recommendations.some((r) => r.includes(`Investigate the 20% rise in "${M.waterWithdrawal}"`))).toBe(true);
    expect(insight.recommendations.some((r) => r.includes(`Record "${missingCore[0].name}"`))).toBe(true);
    // Every recommendation names what it concerns.
    for (const r of insight.recommendations) expect(r).toMatch(/"[^"]+"/);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, insight.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("offline: on a company without data it says so and invents nothing", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Empty Co", frameworks: ["BRSR"] });
    const res = await generate(owner.token, { company_id: company.id, framework: "BRSR", category: null });
    expect(res.status).toBe(201);
    expect(res.body.insights).toContain("No BRSR data has been recorded for Empty Co yet, so there is nothing to analyse.");
    expect(res.body.insights).not.toMatch(/rose|fell|Intensity:|KPI targets:/);
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    const firstCore = frameworkMetrics("BRSR").find((m) => m.core)!;
    expect(res.body.recommendations[0]).toContain(`Record "${firstCore.name}" (${firstCore.reference})`);
  });

  it("limits the analysis to the chosen category", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await seedCompany(owner);
    const res = await generate(owner.token, { company_id: company.id, framework: "BRSR", category: "social" });
    expect(res.status).toBe(201);
    expect(res.body.category).toBe("social");
    const socialTotal = frameworkMetrics("BRSR").filter((m) => m.category === "social").length;
    expect(res.body.insights).toContain(`has reported 1 of ${socialTotal} BRSR social catalogue metrics`);
    expect(res.body.insights).not.toContain(M.waterWithdrawal);
  });

  it("lists a company's insights newest first, and only its own", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
    const other = await createCompany(owner.user.id, { name: "Other Co" });
    const first = await generate(owner.token, { company_id: company.id, framework: "BRSR", category: null });
    const second = await generate(owner.token, { company_id: company.id, framework: "GRI", category: "all" });
    await generate(owner.token, { company_id: other.id, framework: "BRSR" });
    expect(second.body.category).toBeNull();
    const list = await call<Insight[]>(GET, { token: owner.token, params: { companyId: company.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((i) => i.id)).toEqual([second.body.id, first.body.id]);
    // The generation's answer adds the coverage it was written from; the stored card is the rest.
    const { coverage, ...stored } = second.body;
    expect(coverage).toMatchObject({ total: expect.any(Number) });
    expect(list.body[0]).toEqual(stored);
  });

  it("refuses bad input with a detail and saves nothing", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const stranger = await createUser({ subscribed: true });
    const db = await getDb();
    const before = (await db.select().from(aiInsights)).length;

    const noFramework = await generate(owner.token, { company_id: company.id, category: null });
    expect(noFramework.status).toBe(422);
    expect(noFramework.body).toEqual({ detail: "framework: Please select a framework" });

    const badFramework = await generate(owner.token, { company_id: company.id, framework: "XYZ" });
    expect(badFramework.body).toEqual({ detail: "framework: Please select a framework" });

    const badCategory = await generate(owner.token, { company_id: company.id, framework: "BRSR", category: "climate" });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.detail).toMatch(/^category: /);

    const badId = await generate(owner.token, { company_id: "not-a-uuid", framework: "BRSR" });
    expect(badId.body).toEqual({ detail: "company_id: Must be a company id" });

    const notYours = await generate(stranger.token, { company_id: company.id, framework: "BRSR" });
    expect(notYours.status).toBe(404);
    expect(notYours.body).toEqual({ detail: "Company not found" });

    expect((await db.select().from(aiInsights)).length).toBe(before);
  });
});
