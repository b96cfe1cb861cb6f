import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { GET as DASHBOARD } from "@/app/api/dashboard/[companyId]/route";
import { GET as EXPORT_XLSX } from "@/app/api/companies/[id]/export.xlsx/route";
import { gatherFacts } from "@/lib/insights/facts";
import { gatherReportInput } from "@/lib/reports/brsr/data";
import { POST as POST_ENTRY } from "@/app/api/esg-data/route";
import { POST } from "@/app/api/kpi-targets/route";
import { DELETE, GET, PATCH } from "@/app/api/kpi-targets/[id]/route";
import { GET as PROGRESS } from "@/app/api/kpi-targets/[id]/progress/route";
import { GET as PREFILL } from "@/app/api/kpi-targets/[id]/prefill/route";
import { getDb } from "@/db/client";
import { auditLog, companies, esgDataEntries, reportingUnits } from "@/db/schema";
import { createTarget } from "@/lib/kpi/service";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const targetBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  company_id: companyId,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  target_value: 3000,
  unit: "tCO2e",
  target_period: "FY 2030",
  baseline_value: 6000,
  baseline_period: "FY 2024",
  notes: "Halve by 2030",
  ...overrides,
});

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  return { owner, company };
}

const seedTarget = async (ctx: MatrixContext) => {
  const { company_id, ...data } = targetBody(ctx.company.id);
  void company_id;
  return createTarget({ companyId: ctx.company.id, actorId: ctx.owner.user.id, data: { ...data, direction: null } });
};

describe("POST /api/kpi-targets", () => {
  it("creates a target with 201 and audits it", async () => {
    const { owner, company } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      company_id: company.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      target_value: 3000,
      unit: "tCO2e",
      target_period: "FY 2030",
      baseline_value: 6000,
      baseline_period: "FY 2024",
      direction: null,
      notes: "Halve by 2030",
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "kpi_target"), eq(auditLog.entityId, res.body.id)));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("accepts what the form sends: numbers as text, empty optional fields", async () => {
    const { owner, company } = await setup();
    const res = await call(POST, {
      method: "POST",
      token: owner.token,
      body: targetBody(company.id, {
        target_value: "25",
        baseline_value: "",
        baseline_period: "",
        unit: "",
        notes: "",
        direction: "increase",
        metric: "Renewable energy share",
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ target_value: 25, baseline_value: null, baseline_period: null, unit: "", direction: "increase" });
  });

  it.each([
    [{ target_value: "" }, "target_value: Please fill in all required fields"],
    [{ target_value: "lots" }, "target_value: Must be a number"],
    [{ baseline_value: "some" }, "baseline_value: Must be a number"],
    [{ target_period: "" }, "target_period: Please fill in all required fields"],
    [{ metric: " " }, "metric: Please fill in all required fields"],
    [{ framework: "NOPE" }, "framework: 'NOPE' is not one of the company's frameworks"],
    [{ category: "other" }, "category: 'other' is not a category of BRSR"],
  ])("refuses %j with 422", async (overrides, detail) => {
    const { owner, company } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id, overrides) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });

  it("answers 404 for another user's company", async () => {
    const { owner } = await setup();
    const other = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: targetBody(other.company.id) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
  });
});

describe("GET /api/kpi-targets/{companyId} and its progress", () => {
  it("lists targets and shows progress changing as matching entries arrive", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([created.body.id]);

    // The entries below are drafts: counted here with the screen's 'Include drafts'.
    const withDrafts = () =>
      call(PROGRESS, { token: owner.token, params: { id: company.id }, path: `/api/kpi-targets/${company.id}/progress?include_drafts=true` });
    let progress = await withDrafts();
    expect(progress.status).toBe(200);
    expect(progress.body.progress).toHaveLength(1);
    expect(progress.body.progress[0]).toMatchObject({ target: { id: created.body.id }, actual_value: null, progress_percentage: null, status: "pending" });

    const entry = (value: string, period: string, metric = "Scope 1 emissions") =>
      call(POST_ENTRY, {
        method: "POST",
        token: owner.token,
        body: { company_id: company.id, framework: "BRSR", category: "environmental", metric, value, unit: "tCO2e", period },
      });
    await entry("4,500", "FY 2025");
    progress = await withDrafts();
    expect(progress.body.progress[0]).toMatchObject({ actual_value: 4500, actual_period: "FY 2025", progress_percentage: 50, status: "on_track" });

    // An older period entered later does not replace the latest period; text values are skipped.
    await entry("5,900", "FY 2024");
    await entry("not measured", "FY 2026");
    await entry("1,000", "FY 2026", "Scope 2 emissions");
    progress = await withDrafts();
    expect(progress.body.progress[0]).toMatchObject({ actual_value: 4500, status: "on_track" });

    // A plant's own figure of a later year is a part of the company's, not the company's figure.
    const [plant] = await (await getDb()).insert(reportingUnits).values({ companyId: company.id, name: "Chakan Plant", type: "plant" }).returning();
    const part = await call(POST_ENTRY, {
      method: "POST",
      token: owner.token,
      body: {
        company_id: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        value: "40",
        unit: "tCO2e",
        period: "FY 2026",
        unit_id: plant.id,
      },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    progress = await withDrafts();
    expect(progress.body.progress[0]).toMatchObject({ actual_value: 4500, actual_period: "FY 2025", status: "on_track" });

    await entry("2,950", "FY 2027");
    progress = await withDrafts();
    expect(progress.body.progress[0]).toMatchObject({ actual_value: 2950, progress_percentage: 101.7, status: "achieved" });
  });
});

describe("KPI progress compares like with like (decisions D19)", () => {
  it("sums the year's quarters, converts units, and says why when a figure cannot be compared", async () => {
    const { owner, company } = await setup();
    await call(POST, {
      method: "POST",
      token: owner.token,
      body: targetBody(company.id, {
        metric: "Total energy consumption",
        unit: "GJ",
        target_value: 1800,
        baseline_value: 3600,
        target_period: "FY 2029-30",
        baseline_period: "FY 2023-24",
      }),
    });
    const entry = (value: string, unit: string, period: string) =>
      call(POST_ENTRY, {
        method: "POST",
        token: owner.token,
        body: { company_id: company.id, framework: "BRSR", category: "environmental", metric: "Total energy consumption", value, unit, period },
      });
    // Drafts counted, as the screen's 'Include drafts' shows them.
    const progress = async () =>
      (await call(PROGRESS, { token: owner.token, params: { id: company.id }, path: `/api/kpi-targets/${company.id}/progress?include_drafts=true` })).body
        .progress[0];

    await entry("250", "MWh", "Q1 FY 2024-25");
    expect(await progress()).toMatchObject({ actual_value: null, status: "pending", note: "Only Q1 FY 2024-25 is entered; the target is annual" });

    await entry("900", "GJ", "Q2 FY 2024-25");
    await entry("450", "GJ", "Q3 FY 2024-25");
    await entry("450", "GJ", "Q4 FY 2024-25");
    // 250 MWh = 900 GJ; 900 + 900 + 450 + 450 = 2,700 GJ, half way from 3,600 to 1,800.
    expect(await progress()).toMatchObject({ actual_value: 2700, actual_period: "FY 2024-25", progress_percentage: 50, note: null });

    // A later year typed in kilolitres is not compared with gigajoules; the last comparable year stays.
    await entry("2,000", "kL", "FY 2025-26");
    const later = await progress();
    expect(later).toMatchObject({ actual_value: 2700, actual_period: "FY 2024-25" });
    expect(later.note).toBe("FY 2025-26 is left out: the figure for FY 2025-26 is in kL, which does not convert to GJ");
  });
});

/** Posts a company figure (a draft, as every new figure is) and answers its id. */
async function postFigure(token: string, companyId: string, value: string, period: string, metric = "Scope 1 emissions", unit = "tCO2e") {
  const res = await call(POST_ENTRY, {
    method: "POST",
    token,
    body: { company_id: companyId, framework: "BRSR", category: "environmental", metric, value, unit, period },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** The review's end state, set directly: the review workflow's own rules are tested in tests/integration/review.test.ts. */
const setState = async (id: string, state: "approved" | "submitted" | "rejected") =>
  (await getDb()).update(esgDataEntries).set({ reviewState: state }).where(eq(esgDataEntries.id, id));

describe("KPI progress on approved figures", () => {
  it("measures on approved figures by default, counts drafts with include_drafts=true and marks them", async () => {
    const { owner, company } = await setup();
    await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const read = async (drafts: boolean) => {
      const res = await call(PROGRESS, {
        token: owner.token,
        params: { id: company.id },
        path: `/api/kpi-targets/${company.id}/progress${drafts ? "?include_drafts=true" : ""}`,
      });
      expect(res.status).toBe(200);
      return res.body.progress[0];
    };

    const fy25 = await postFigure(owner.token, company.id, "4,500", "FY 2025");
    // A draft alone: no approved figure, so nothing to measure — but the note names what is waiting.
    expect(await read(false)).toMatchObject({
      actual_value: null,
      status: "pending",
      current_status: null,
      note: "FY 2025's figure is not yet approved and is left out",
    });
    expect(await read(true)).toMatchObject({ actual_value: 4500, actual_period: "FY 2025", progress_percentage: 50, current_status: "draft", note: null });

    await setState(fy25, "approved");
    // A newer half-year draft does not count for an annual target either way; a newer year's draft only with drafts.
    await postFigure(owner.token, company.id, "7,400", "H1 FY 2026-27");
    const fy26 = await postFigure(owner.token, company.id, "2,900", "FY 2026");
    expect(await read(false)).toMatchObject({
      actual_value: 4500,
      actual_period: "FY 2025",
      progress_percentage: 50,
      status: "on_track",
      current_status: "approved",
      note: "FY 2026's figure is not yet approved and is left out",
    });
    expect(await read(true)).toMatchObject({ actual_value: 2900, actual_period: "FY 2026", status: "achieved", current_status: "draft" });

    // Submitted is not approved; rejected never counts.
    await setState(fy26, "submitted");
    expect(await read(false)).toMatchObject({ actual_value: 4500, current_status: "approved" });
    await setState(fy26, "rejected");
    expect(await read(true)).toMatchObject({
      actual_value: 4500,
      actual_period: "FY 2025",
      current_status: "approved",
      // The half-year draft is said, never taken for the year.
      note: "FY 2026-27 is left out: only H1 FY 2026-27 is entered for FY 2026-27 (6 of 12 months)",
    });
  });

  it("marks a year summed from quarters as a draft when one quarter is not approved", async () => {
    const { owner, company } = await setup();
    await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const ids = [];
    for (const q of [1, 2, 3, 4]) ids.push(await postFigure(owner.token, company.id, "1,000", `Q${q} FY 2024-25`));
    for (const id of ids.slice(0, 3)) await setState(id, "approved");
    const res = await call(PROGRESS, { token: owner.token, params: { id: company.id }, path: `/api/kpi-targets/${company.id}/progress?include_drafts=true` });
    expect(res.body.progress[0]).toMatchObject({ actual_value: 4000, actual_period: "FY 2024-25", current_status: "draft" });
    const approvedOnly = await call(PROGRESS, { token: owner.token, params: { id: company.id } });
    expect(approvedOnly.body.progress[0]).toMatchObject({ actual_value: null, current_status: null });
    await setState(ids[3], "approved");
    const all = await call(PROGRESS, { token: owner.token, params: { id: company.id } });
    expect(all.body.progress[0]).toMatchObject({ actual_value: 4000, current_status: "approved", note: null });
  });
});

describe("KPI progress states one truth on every screen (decisions D33)", () => {
  it("gives the KPI screen's default, the dashboard, the report's appendix, insights and the export the approved figure's progress", async () => {
    const { owner, company } = await setup();
    await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    // Approved: above the baseline (behind); a newer draft would make it achieved.
    await setState(await postFigure(owner.token, company.id, "6,500", "FY 2025"), "approved");
    await postFigure(owner.token, company.id, "2,900", "FY 2026");
    const read = async (drafts: boolean) =>
      (
        await call<any>(PROGRESS, {
          token: owner.token,
          params: { id: company.id },
          path: `/api/kpi-targets/${company.id}/progress${drafts ? "?include_drafts=true" : ""}`,
        })
      ).body.progress[0];
    const screen = await read(false);
    expect(screen).toMatchObject({ actual_value: 6500, actual_period: "FY 2025", status: "behind", current_status: "approved" });
    expect(await read(true)).toMatchObject({ actual_value: 2900, status: "achieved", current_status: "draft" });

    const [row] = await (await getDb()).select().from(companies).where(eq(companies.id, company.id));
    const dashboard = await call<any>(DASHBOARD, { token: owner.token, params: { companyId: company.id } });
    expect(dashboard.body.statistics.extras.tasks.find((t: { id: string }) => t.id === "kpi").detail).toContain("1 behind");
    const report = await gatherReportInput({ company: row, generatedAt: new Date() });
    expect(report.kpis[0]).toMatchObject({ actual_value: 6500, actual_period: "FY 2025", status: "behind" });
    const year = { id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31" };
    const facts = await gatherFacts({ company: row, framework: "BRSR", category: null, year });
    expect(facts.kpis[0]).toMatchObject({ actual_value: 6500, actual_period: "FY 2025", status: "behind" });
    const xlsx = await call(EXPORT_XLSX, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/export.xlsx` });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.response.arrayBuffer());
    const sheet = wb.getWorksheet("KPI targets")!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect([cell("Actual"), cell("Actual period"), cell("Actual's review state"), cell("Status")]).toEqual([6500, "FY 2025", "approved", "behind"]);
    expect(cell("Note")).toBe("FY 2026's figure is not yet approved and is left out");
  });
});

describe("PATCH /api/kpi-targets/{id}", () => {
  it("changes the fields as on create and audits the target before and after", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const { company_id, ...fields } = targetBody(company.id);
    void company_id;
    const res = await call(PATCH, {
      method: "PATCH",
      token: owner.token,
      params: { id: created.body.id },
      body: { ...fields, target_value: "2,500", target_period: "FY 2031", notes: "Deeper cut", direction: "decrease" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      company_id: company.id,
      target_value: 2500,
      target_period: "FY 2031",
      notes: "Deeper cut",
      direction: "decrease",
    });
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.body).toEqual([res.body]);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "kpi_target"), eq(auditLog.entityId, created.body.id), eq(auditLog.action, "update")));
    expect(audit).toHaveLength(1);
    expect(audit[0].oldValue).toMatchObject({ target_value: 3000, target_period: "FY 2030", notes: "Halve by 2030", direction: null });
    expect(audit[0].newValue).toEqual(res.body);
    expect(audit[0].actorId).toBe(owner.user.id);
  });

  it.each([
    [{ target_value: "" }, "target_value: Please fill in all required fields"],
    [{ target_value: "lots" }, "target_value: Must be a number"],
    [{ metric: "" }, "metric: Please fill in all required fields"],
    [{ category: "other" }, "category: 'other' is not a category of BRSR"],
  ])("refuses %j with 422 and changes nothing", async (overrides, detail) => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const { company_id, ...fields } = targetBody(company.id, overrides);
    void company_id;
    const res = await call(PATCH, { method: "PATCH", token: owner.token, params: { id: created.body.id }, body: fields });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.body).toEqual([created.body]);
  });

  it("answers 404 for another company's target and a malformed id", async () => {
    const mine = await setup();
    const other = await setup();
    const theirs = await call(POST, { method: "POST", token: other.owner.token, body: targetBody(other.company.id) });
    const { company_id, ...fields } = targetBody(other.company.id);
    void company_id;
    const res = await call(PATCH, { method: "PATCH", token: mine.owner.token, params: { id: theirs.body.id }, body: { ...fields, target_value: 1 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "KPI target not found" });
    const bad = await call(PATCH, { method: "PATCH", token: mine.owner.token, params: { id: "abc" }, body: fields });
    expect(bad.status).toBe(404);
    const list = await call(GET, { token: other.owner.token, params: { id: other.company.id } });
    expect(list.body[0].target_value).toBe(3000);
  });
});

describe("GET /api/kpi-targets/{companyId}/prefill", () => {
  it("fills the catalogue's unit and the company's approved figure for the baseline year", async () => {
    const { owner, company } = await setup();
    const prefill = (query: string) =>
      call(PREFILL, { token: owner.token, params: { id: company.id }, path: `/api/kpi-targets/${company.id}/prefill?${query}` });
    const draft = await postFigure(owner.token, company.id, "6,000", "FY 2023-24");
    let res = await prefill("framework=BRSR&metric=Scope%201%20emissions&baseline_period=FY%202023-24");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      unit: "tCO2e",
      unit_source: "catalogue",
      baseline_value: null,
      baseline_period: null,
      baseline_note: "No approved figure for FY 2023-24",
    });
    await setState(draft, "approved");
    res = await prefill("framework=BRSR&metric=Scope%201%20emissions&baseline_period=FY%202024");
    expect(res.body).toEqual({ unit: "tCO2e", unit_source: "catalogue", baseline_value: 6000, baseline_period: "FY 2023-24", baseline_note: null });
    // A custom metric has no catalogue unit: the held figure's unit is taken.
    await postFigure(owner.token, company.id, "12", "FY 2023-24", "Kiln fuel switch share", "%");
    res = await prefill("framework=BRSR&metric=Kiln%20fuel%20switch%20share");
    expect(res.body).toMatchObject({ unit: "%", unit_source: "held", baseline_value: null });
    res = await prefill("framework=BRSR&metric=");
    expect(res.status).toBe(422);
  });

  it("answers 404 for another user's company", async () => {
    const { owner } = await setup();
    const other = await setup();
    const res = await call(PREFILL, { token: owner.token, params: { id: other.company.id }, path: `/api/kpi-targets/${other.company.id}/prefill?metric=x` });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/kpi-targets/{id}", () => {
  it("deletes with an audit row; a second delete and another user's delete are 404", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: targetBody(company.id) });
    const intruder = await createUser({ subscribed: true });
    const denied = await call(DELETE, { method: "DELETE", token: intruder.token, params: { id: created.body.id } });
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ detail: "KPI target not found" });
    const res = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    expect(res.status).toBe(204);
    const again = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: "KPI target not found" });
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.body).toEqual([]);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "kpi_target"), eq(auditLog.entityId, created.body.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete"]);
  });

  it("answers 404 for a malformed id", async () => {
    const { owner } = await setup();
    const res = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: "abc" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "KPI target not found" });
  });
});

describe("access matrix", () => {
  it("GET /api/kpi-targets/{companyId}", async () => {
    await assertAccessMatrix({ name: "GET kpi-targets", handler: GET, kind: "company", params: (c) => ({ id: c.company.id }), ok: 200 });
  });
  it("GET /api/kpi-targets/{companyId}/progress", async () => {
    await assertAccessMatrix({ name: "GET kpi progress", handler: PROGRESS, kind: "company", params: (c) => ({ id: c.company.id }), ok: 200 });
  });
  it("POST /api/kpi-targets", async () => {
    await assertAccessMatrix({ name: "POST kpi-targets", handler: POST, method: "POST", kind: "company", body: (c) => targetBody(c.company.id), ok: 201 });
  });
  it("GET /api/kpi-targets/{companyId}/prefill", async () => {
    await assertAccessMatrix({
      name: "GET kpi prefill",
      handler: PREFILL,
      kind: "company",
      params: (c) => ({ id: c.company.id }),
      path: "/api/test?metric=Scope%201%20emissions",
      ok: 200,
    });
  });
  it("PATCH /api/kpi-targets/{id}", async () => {
    await assertAccessMatrix({
      name: "PATCH kpi-targets",
      handler: PATCH,
      method: "PATCH",
      kind: "company",
      params: async (c) => ({ id: (await seedTarget(c)).id }),
      body: (c) => {
        const { company_id, ...fields } = targetBody(c.company.id, { notes: "Edited" });
        void company_id;
        return fields;
      },
      ok: 200,
    });
  });
  it("DELETE /api/kpi-targets/{id}", async () => {
    // A fresh target per row: each caller deletes its own.
    await assertAccessMatrix({
      name: "DELETE kpi-targets",
      handler: DELETE,
      method: "DELETE",
      kind: "company",
      params: async (c) => ({ id: (await seedTarget(c)).id }),
      ok: 204,
    });
  });
});
