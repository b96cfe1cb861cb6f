import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { GET as companyList } from "@/app/api/companies/route";
import { GET as companyDetail } from "@/app/api/companies/[id]/route";
import { GET as dashboard } from "@/app/api/dashboard/[companyId]/route";
import { GET as entryList } from "@/app/api/esg-data/[id]/route";
import { GET as targetList } from "@/app/api/kpi-targets/[id]/route";
import { GET as targetProgress } from "@/app/api/kpi-targets/[id]/progress/route";
import { GET as portfolio } from "@/app/api/portfolio/route";
import { GET as questionnaire } from "@/app/api/brsr/[companyId]/route";
import { questionnaireResponse } from "@/lib/brsr/response-schemas";
import { companyDetailResponse, companyListResponse } from "@/lib/companies/response-schemas";
import { dashboardResponse } from "@/lib/dashboard/schemas";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { entryListResponse } from "@/lib/esg-data/response-schemas";
import { kpiProgressResponse, kpiTargetListResponse } from "@/lib/kpi/response-schemas";
import { portfolioResponse } from "@/lib/portfolio/schemas";
import { createCompany, createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

// The main read endpoints' answers, as the screens fetch them, parsed with the zod schemas the
// handlers' output types and the screens' fetchers' types are inferred from (strict: a field the
// schema does not name fails too). Real answers from the database: the demo company (units,
// review states, targets, requests, locks), a company with nothing in it yet, and an admin's view.

type Check = { name: string; handler: Parameters<typeof call>[0]; path: string; params?: Record<string, string>; query?: string; schema: z.ZodType };

function checksFor(companyId: string): Check[] {
  return [
    { name: "GET /api/companies", handler: companyList, path: "/api/companies", schema: companyListResponse },
    { name: "GET /api/portfolio", handler: portfolio, path: "/api/portfolio", schema: portfolioResponse },
    { name: "GET /api/companies/{id}", handler: companyDetail, path: `/api/companies/${companyId}`, params: { id: companyId }, schema: companyDetailResponse },
    { name: "GET /api/dashboard/{id}", handler: dashboard, path: `/api/dashboard/${companyId}`, params: { companyId }, schema: dashboardResponse },
    {
      name: "GET /api/dashboard/{id}?fy=2023-24",
      handler: dashboard,
      path: `/api/dashboard/${companyId}`,
      query: "fy=2023-24",
      params: { companyId },
      schema: dashboardResponse,
    },
    { name: "GET /api/esg-data/{id}", handler: entryList, path: `/api/esg-data/${companyId}`, params: { id: companyId }, schema: entryListResponse },
    {
      name: "GET /api/esg-data/{id} (a filtered page)",
      handler: entryList,
      path: `/api/esg-data/${companyId}`,
      query: "category=environmental&limit=50",
      params: { id: companyId },
      schema: entryListResponse,
    },
    { name: "GET /api/kpi-targets/{id}", handler: targetList, path: `/api/kpi-targets/${companyId}`, params: { id: companyId }, schema: kpiTargetListResponse },
    {
      name: "GET /api/kpi-targets/{id}/progress",
      handler: targetProgress,
      path: `/api/kpi-targets/${companyId}/progress`,
      params: { id: companyId },
      schema: kpiProgressResponse,
    },
    {
      name: "GET /api/kpi-targets/{id}/progress?include_drafts=true",
      handler: targetProgress,
      path: `/api/kpi-targets/${companyId}/progress`,
      query: "include_drafts=true",
      params: { id: companyId },
      schema: kpiProgressResponse,
    },
    // The questionnaire: one tab (the screen's read) and every question at once (exports, tests).
    ...["A", "B", "P3", "P6"].map((section) => ({
      name: `GET /api/brsr/{id}?section=${section}`,
      handler: questionnaire,
      path: `/api/brsr/${companyId}`,
      query: `section=${section}`,
      params: { companyId },
      schema: questionnaireResponse,
    })),
    { name: "GET /api/brsr/{id}", handler: questionnaire, path: `/api/brsr/${companyId}`, params: { companyId }, schema: questionnaireResponse },
  ];
}

async function expectShapes(token: string, companyId: string): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown> = {};
  for (const c of checksFor(companyId)) {
    const res = await call(c.handler, { path: c.query ? `${c.path}?${c.query}` : c.path, params: c.params as never, token });
    expect(res.status, `${c.name}: ${res.text.slice(0, 200)}`).toBe(200);
    const parsed = c.schema.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), `${c.name} answers what its schema says`).toEqual([]);
    bodies[c.name] = res.body;
  }
  return bodies;
}

describe("the main read endpoints answer what their zod schemas say", () => {
  let owner: TestUser;
  let demoId: string;

  beforeAll(async () => {
    owner = await createUser({ subscribed: true, fullName: "Asha Menon" });
    const db = await getDb();
    await seedDemoWorkspace(db, owner.user.id, { teamPassword: "demo12345" });
    [{ id: demoId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, owner.user.id));
  }, 180_000);

  it("for the demo company, full of figures, targets, units, reviews and requests", async () => {
    const bodies = await expectShapes(owner.token, demoId);
    // Not empty answers that any schema would pass: the demo's lists hold what the schemas describe.
    expect((bodies["GET /api/esg-data/{id}"] as unknown[]).length).toBeGreaterThan(10);
    expect((bodies["GET /api/kpi-targets/{id}"] as unknown[]).length).toBeGreaterThan(0);
    expect((bodies["GET /api/portfolio"] as { companies: unknown[] }).companies.length).toBeGreaterThan(0);
    expect((bodies["GET /api/kpi-targets/{id}/progress"] as { progress: unknown[] }).progress.length).toBeGreaterThan(0);
    expect((bodies["GET /api/dashboard/{id}"] as { statistics: { recent_updates: unknown[] } }).statistics.recent_updates.length).toBeGreaterThan(0);
    // And strict: an answer that grew a field the schema does not name, or changed a type, fails.
    expect(companyDetailResponse.safeParse({ ...(bodies["GET /api/companies/{id}"] as object), extra: 1 }).success).toBe(false);
    const [entry] = bodies["GET /api/esg-data/{id}"] as Record<string, unknown>[];
    expect(entryListResponse.safeParse([{ ...entry, numeric_value: "12" }]).success).toBe(false);
    // The demo's P6 holds figures, reviews and row tables; a cell grown a field fails.
    const p6 = questionnaireResponse.parse(bodies["GET /api/brsr/{id}?section=P6"]);
    const items = p6.sections.flatMap((s) => s.questions.flatMap((q) => q.items));
    expect(items.some((i) => i.kind === "rows")).toBe(true);
    const filled = items
      .flatMap((i) => (i.kind === "table" ? i.rows.flatMap((r) => Object.values(r.cells)) : []))
      .find((c) => c.values.cy?.state === "entered");
    expect(filled?.review?.cy).toBeDefined();
    const grown = structuredClone(bodies["GET /api/brsr/{id}?section=P6"]) as typeof p6;
    const firstTable = grown.sections.flatMap((s) => s.questions.flatMap((q) => q.items)).find((i) => i.kind === "table")!;
    Object.assign(Object.values(firstTable.rows.find((r) => !r.heading)!.cells)[0], { extra: 1 });
    expect(questionnaireResponse.safeParse(grown).success).toBe(false);
  }, 120_000);

  it("for a company with nothing in it yet", async () => {
    const other = await createUser({ subscribed: true });
    const empty = await createCompany(other.user.id);
    await expectShapes(other.token, empty.id);
  });

  it("for an admin reading a company they are not a member of (role null)", async () => {
    const admin = await createUser({ subscribed: true, admin: true });
    const bodies = await expectShapes(admin.token, demoId);
    expect((bodies["GET /api/companies/{id}"] as { role: unknown }).role).toBeNull();
  }, 120_000);
});
