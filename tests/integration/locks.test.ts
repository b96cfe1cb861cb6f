import { and, eq } from "drizzle-orm";
import { GET as listLocks, POST as lockRoute } from "@/app/api/companies/[id]/locks/route";
import { DELETE as reopenRoute } from "@/app/api/companies/[id]/locks/[fy]/route";
import { POST as createEntryRoute } from "@/app/api/esg-data/route";
import { DELETE as deleteEntryRoute, PATCH as patchEntryRoute } from "@/app/api/esg-data/[id]/route";
import { PUT as cellsRoute } from "@/app/api/brsr/[companyId]/cells/route";
import { POST as calculateRoute } from "@/app/api/calculators/[kind]/[companyId]/route";
import { PUT as overridePut } from "@/app/api/companies/[id]/factors/overrides/route";
import { POST as recalcPost } from "@/app/api/companies/[id]/factors/recalculation/route";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { DELETE as revertRoute } from "@/app/api/imports/[batchId]/route";
import { POST as targetRoute } from "@/app/api/kpi-targets/route";
import { DELETE as targetDeleteRoute, PATCH as targetPatchRoute } from "@/app/api/kpi-targets/[id]/route";
import { POST as extractRoute } from "@/app/api/extract-pdf/[companyId]/route";
import { POST as acceptExtractionRoute } from "@/app/api/extractions/[id]/accept/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, kpiTargets } from "@/db/schema";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { INDIA } from "@/lib/factors";
import { seedEmissionFactors } from "@/lib/factors/service";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";

beforeAll(async () => {
  await seedEmissionFactors(await getDb());
});

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Olga" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  const reviewer = await addMember(company.id, "reviewer", { fullName: "Reviewer Ravi" });
  const editor = await addMember(company.id, "editor", { fullName: "Editor Esha" });
  return { owner, company, reviewer, editor, params: { id: company.id } };
}

const lock = (token: string, companyId: string, fy: string, reason = "Filed with the exchanges") =>
  call<any>(lockRoute, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/locks`, body: { fy, reason } });

const reopen = (token: string, companyId: string, fy: string, reason?: string) =>
  call<any>(reopenRoute, {
    method: "DELETE",
    token,
    params: { id: companyId, fy },
    path: `/api/companies/${companyId}/locks/${fy}`,
    body: reason === undefined ? {} : { reason },
  });

const createEntry = (token: string, companyId: string, overrides: Record<string, unknown> = {}) =>
  call<any>(createEntryRoute, { method: "POST", token, body: entryBody(companyId, { period: "FY 2024-25", ...overrides }) });

function expectLocked(res: { status: number; body: any }, label = "FY 2024-25") {
  expect(res.status, JSON.stringify(res.body)).toBe(423);
  expect(res.body.detail).toContain(`${label} is locked`);
  expect(res.body.detail).toContain("reopen");
}

describe("locking a financial year", () => {
  it("is done by owners and reviewers, named in the list, refused twice, and audited with its reason", async () => {
    const { owner, reviewer, editor, company } = await setup();
    const byEditor = await lock(editor.token, company.id, "2024-25");
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.detail).toContain("Editor");

    const res = await lock(reviewer.token, company.id, "FY 2024-25");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fy: "2024-25", label: "FY 2024-25", fy_end_year: 2025, reason: "Filed with the exchanges" });
    expect(res.body.locked_by).toMatchObject({ id: reviewer.user.id, full_name: "Reviewer Ravi" });
    expect((await lock(owner.token, company.id, "2024-25")).status).toBe(409);
    expect((await lock(owner.token, company.id, "2023-24")).status).toBe(201);
    expect((await lock(owner.token, company.id, "not a year")).status).toBe(422);

    const listed = await call<any>(listLocks, { token: editor.token, params: { id: company.id } });
    expect(listed.status).toBe(200);
    expect(listed.body.map((l: any) => l.fy)).toEqual(["2023-24", "2024-25"]);

    const rows = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entity, "fiscal_year")));
    expect(rows.map((r) => r.action)).toEqual(["lock", "lock"]);
    expect(rows[0].newValue).toMatchObject({ fy: "2024-25", reason: "Filed with the exchanges" });
  });

  it("reopens only with a reason, by owners and reviewers, and audits the lock it ends", async () => {
    const { owner, reviewer, editor, company } = await setup();
    await lock(owner.token, company.id, "2024-25");
    expect((await reopen(reviewer.token, company.id, "2024-25")).status).toBe(422);
    expect((await reopen(reviewer.token, company.id, "2024-25", "   ")).status).toBe(422);
    expect((await reopen(editor.token, company.id, "2024-25", "A restatement")).status).toBe(403);
    expect((await reopen(reviewer.token, company.id, "2023-24", "Not locked")).status).toBe(404);
    const res = await reopen(reviewer.token, company.id, "2024-25", "Scope 2 restated after the auditor's note");
    expect(res.status).toBe(204);
    expect((await call<any>(listLocks, { token: owner.token, params: { id: company.id } })).body).toEqual([]);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, "reopen")));
    expect(row.actorId).toBe(reviewer.user.id);
    expect(row.oldValue).toMatchObject({ fy: "2024-25", reason: "Filed with the exchanges" });
    expect(row.newValue).toEqual({ reason: "Scope 2 restated after the auditor's note" });
    // Open again: writes go through.
    expect((await createEntry(editor.token, company.id)).status).toBe(201);
  });
});

describe("a locked year refuses every write, for every role, on every path (423)", () => {
  it("data collection: create, edit, move into, delete — other years untouched", async () => {
    const { owner, editor, company } = await setup();
    const inYear = await createEntry(editor.token, company.id);
    const elsewhere = await createEntry(editor.token, company.id, { period: "FY 2025-26" });
    const quarter = await createEntry(editor.token, company.id, { period: "Q2 FY 2024-25", metric: "Scope 2 emissions" });
    expect([inYear.status, elsewhere.status, quarter.status]).toEqual([201, 201, 201]);
    await lock(owner.token, company.id, "2024-25");

    for (const who of [owner, editor]) {
      expectLocked(await createEntry(who.token, company.id, { metric: "Scope 3 emissions" }));
      expectLocked(await createEntry(who.token, company.id, { metric: "Scope 3 emissions", period: "Oct 2024" }));
      expectLocked(await call(patchEntryRoute, { method: "PATCH", token: who.token, params: { id: inYear.body.id }, body: { value: "1" } }));
      expectLocked(await call(patchEntryRoute, { method: "PATCH", token: who.token, params: { id: quarter.body.id }, body: { notes: "x" } }));
      // Moving a figure of an open year into the locked one is a write to it.
      expectLocked(await call(patchEntryRoute, { method: "PATCH", token: who.token, params: { id: elsewhere.body.id }, body: { period: "FY 2024-25" } }));
      expectLocked(await call(deleteEntryRoute, { method: "DELETE", token: who.token, params: { id: inYear.body.id } }));
    }
    const [kept] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.id, inYear.body.id));
    expect(kept.value).toBe("4,500");
    // The open year still takes changes; a period the reader cannot place is in no year.
    expect((await call(patchEntryRoute, { method: "PATCH", token: editor.token, params: { id: elsewhere.body.id }, body: { value: "12" } })).status).toBe(200);
    expect((await createEntry(editor.token, company.id, { metric: "Scope 3 emissions", period: "Baseline year" })).status).toBe(201);
  });

  it("the questionnaire, the calculators, factor overrides and recalculation", async () => {
    const { owner, editor, company } = await setup();
    await lock(owner.token, company.id, "2024-25");
    const cells = await call<any>(cellsRoute, {
      method: "PUT",
      token: editor.token,
      params: { companyId: company.id },
      body: { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,20,000" }] },
    });
    expectLocked(cells);
    const calc = await call<any>(calculateRoute, {
      method: "POST",
      token: owner.token,
      params: { kind: "ghg", companyId: company.id },
      path: `/api/calculators/ghg/${company.id}?save=true`,
      body: { fy: "2024-25", inputs: { ...emptyGhgInput(INDIA), fuels: [{ type: "diesel", quantity: "1000" }], electricity: "100000" } },
    });
    expectLocked(calc);
    // Calculating without saving writes nothing and stays open to the year.
    const preview = await call<any>(calculateRoute, {
      method: "POST",
      token: owner.token,
      params: { kind: "ghg", companyId: company.id },
      path: `/api/calculators/ghg/${company.id}`,
      body: { fy: "2024-25", inputs: { ...emptyGhgInput(INDIA), electricity: "100000" } },
    });
    expect(preview.status).toBe(200);
    expectLocked(
      await call<any>(overridePut, {
        method: "PUT",
        token: editor.token,
        params: { id: company.id },
        body: { fy: "2024-25", activity: "grid_electricity", value: 0.5, reason: "Supplier own factor" },
      }),
    );
    expectLocked(await call<any>(recalcPost, { method: "POST", token: owner.token, params: { id: company.id }, body: { fy: "2024-25" } }));
    expect(await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toEqual([]);
  });

  it("imports: the dry run names locked rows as errors, a commit is refused, a revert too", async () => {
    const { owner, editor, company } = await setup();
    const csv = (rows: string) => `framework,category,metric,value,unit,period,notes\n${rows}`;
    const upload = (token: string, text: string, dryRun: boolean) => {
      const form = new FormData();
      form.append("file", new Blob([text]), "figures.csv");
      return call<any>(importRoute, {
        method: "POST",
        token,
        params: { id: company.id },
        path: `/api/companies/${company.id}/imports?dry_run=${dryRun}`,
        rawBody: form,
      });
    };
    const committed = await upload(editor.token, csv("BRSR,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,"), false);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    await lock(owner.token, company.id, "2024-25");

    const text = csv(
      [
        "BRSR,environmental,Scope 1 emissions,4500,tCO2e,FY 2024-25,", // unchanged: fine in a locked year
        "BRSR,environmental,Scope 2 emissions,900,tCO2e,FY 2024-25,",
        "BRSR,environmental,Scope 2 emissions,950,tCO2e,FY 2025-26,",
      ].join("\n"),
    );
    const dry = await upload(editor.token, text, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toHaveLength(1);
    expect(dry.body.errors[0]).toMatchObject({ row: 3 });
    expect(dry.body.errors[0].message).toContain("FY 2024-25 is locked");
    expect(dry.body.counts).toMatchObject({ unchanged: 1, create: 1, errors: 1 });
    expect((await upload(editor.token, text, false)).status).toBe(422);

    const batchId = committed.body.batch_id;
    expectLocked(await call<any>(revertRoute, { method: "DELETE", token: editor.token, params: { batchId } }));
  });

  it("KPI targets of the year and PDF extraction", async () => {
    const { owner, editor, company } = await setup();
    const target = (period: string) =>
      call<any>(targetRoute, {
        method: "POST",
        token: editor.token,
        body: {
          company_id: company.id,
          framework: "BRSR",
          category: "environmental",
          metric: "Scope 1 emissions",
          target_value: 3000,
          unit: "tCO2e",
          target_period: period,
          baseline_value: 6000,
          baseline_period: "FY 2022-23",
          notes: "",
        },
      });
    const made = await target("FY 2024-25");
    expect(made.status).toBe(201);
    await lock(owner.token, company.id, "2024-25");
    expectLocked(await target("FY 2024-25"));
    expect((await target("FY 2029-30")).status).toBe(201);
    expectLocked(await call<any>(targetDeleteRoute, { method: "DELETE", token: owner.token, params: { id: made.body.id } }));
    expect(await (await getDb()).select().from(kpiTargets).where(eq(kpiTargets.id, made.body.id))).toHaveLength(1);
    // An edit may neither change a locked year's target nor move a target into a locked year.
    const edit = (id: string, period: string) =>
      call<any>(targetPatchRoute, {
        method: "PATCH",
        token: owner.token,
        params: { id },
        body: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", target_value: 2000, unit: "tCO2e", target_period: period },
      });
    expectLocked(await edit(made.body.id, "FY 2029-30"));
    const open = await target("FY 2028-29");
    expectLocked(await edit(open.body.id, "FY 2024-25"));
    expect((await edit(open.body.id, "FY 2030-31")).status).toBe(200);

    // The sample report's figures are for FY 2023-24.
    await lock(owner.token, company.id, "2023-24");
    const form = new FormData();
    form.append("file", new Blob([(await makePdf(INDIAN_REPORT.pages)) as BlobPart], { type: "application/pdf" }), INDIAN_REPORT.name);
    const extracted = await call<any>(extractRoute, { method: "POST", token: editor.token, params: { companyId: company.id }, rawBody: form });
    // Extraction only proposes; accepting a proposal of the locked year is refused per item.
    expect(extracted.status).toBe(201);
    // (A figure the questionnaire computes is never entered, locked year or not: 422, extraction-brsr-cells.test.ts.)
    const ofYear = extracted.body.metrics
      .filter((m: { period: string; computed: string | null }) => m.period === "FY 2023-24" && !m.computed)
      .map((m: { id: string }) => ({ id: m.id }));
    expect(ofYear.length).toBeGreaterThan(5);
    const accepted = await call<any>(acceptExtractionRoute, {
      method: "POST",
      token: editor.token,
      params: { id: extracted.body.id },
      body: { items: ofYear },
    });
    expect(accepted.body.accepted).toEqual([]);
    expect(accepted.body.errors).toHaveLength(ofYear.length);
    for (const error of accepted.body.errors) expectLocked({ status: error.status, body: error }, "FY 2023-24");
  });
});

describe("access", () => {
  const id = (c: MatrixContext) => ({ id: c.company.id });
  it("GET /api/companies/{id}/locks", async () => {
    await assertAccessMatrix({ name: "GET locks", handler: listLocks, kind: "company", params: id, ok: 200 });
  });
  it("POST /api/companies/{id}/locks", async () => {
    await assertAccessMatrix({ name: "POST locks", handler: lockRoute, method: "POST", kind: "company", params: id, body: () => ({ fy: "2024-25" }), ok: 201 });
  });
  it("DELETE /api/companies/{id}/locks/{fy}", async () => {
    await assertAccessMatrix({
      name: "DELETE locks",
      handler: reopenRoute,
      method: "DELETE",
      kind: "company",
      params: async (c) => {
        await (await getDb()).insert((await import("@/db/schema")).fiscalYearLocks).values({ companyId: c.company.id, fyEndYear: 2025 });
        return { id: c.company.id, fy: "2024-25" };
      },
      body: () => ({ reason: "Restated" }),
      ok: 204,
      perRow: true,
    });
  });
});
