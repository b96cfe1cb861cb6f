import { and, eq } from "drizzle-orm";
import { GET } from "@/app/api/brsr/[companyId]/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as READINESS } from "@/app/api/brsr/[companyId]/readiness/route";
import { POST as POST_ENTRY } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries } from "@/db/schema";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { cellValue } from "@/lib/brsr/view";
import { createEntry } from "@/lib/esg-data/service";

async function owner() {
  const o = await createUser({ subscribed: true });
  const company = await createCompany(o.user.id);
  return { ...o, company, params: { companyId: company.id } };
}

type Q = Awaited<ReturnType<typeof import("@/lib/brsr/service").getQuestionnaire>>;

const cell = cellValue;

const put = (token: string, params: Record<string, string>, body: unknown) => call<any>(PUT as never, { method: "PUT", token, params, body });

describe("GET /api/brsr/{companyId}", () => {
  it("answers SEBI's sections for the requested year with the two years before it", async () => {
    const { token, params, company } = await owner();
    const res = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(res.status).toBe(200);
    expect(res.body.fy).toMatchObject({ id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31" });
    expect(res.body.years.map((y) => y.heading)).toEqual([
      "FY 2024-25 (Current Financial Year)",
      "FY 2023-24 (Previous Financial Year)",
      "FY 2022-23 (Year before the Previous Financial Year)",
    ]);
    expect(res.body.sections.map((s) => s.id)).toEqual(["A", "B", "C"]);
    expect(cell(res.body, "P6-E1-TOTAL")).toMatchObject({ state: "missing", display: "Not disclosed" });
    expect(res.body.progress.answered).toBe(0);
    expect(res.body.progress.total).toBeGreaterThan(100);
  });

  it("reads FY25 and FY 2024-25 alike, and refuses a year it cannot read", async () => {
    const { token, params, company } = await owner();
    const a = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=FY25` });
    expect(a.body.fy.id).toBe("2024-25");
    const bad = await call(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=banana` });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ detail: "fy: 'banana' is not a financial year (use e.g. 2024-25)" });
  });

  it("defaults to the latest financial year with data", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2023-24", cells: [{ key: "P6-E1-A", value: "10" }] });
    const res = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}` });
    expect(res.body.fy.id).toBe("2023-24");
  });
});

describe("PUT /api/brsr/{companyId}/cells with JSON numbers", () => {
  it("takes a number as well as text, and refuses other kinds with a detail", async () => {
    const { token, params } = await owner();
    const saved = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-E1-A", value: 750000 },
        { key: "P6-E1-B", value: 0.00000025 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(cell(saved.body, "P6-E1-A")).toMatchObject({ value: 750000 });
    expect(cell(saved.body, "P6-E1-B")).toMatchObject({ value: 0.00000025 });
    const bad = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: true }] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^cells\.0\.value: /);
  });
});

describe("GET /api/brsr/{companyId}?section=", () => {
  const questionIds = (q: Q) => q.sections.flatMap((s) => s.questions.map((x) => x.id));

  it("answers one tab's questions (and Section C's own), with every section's progress and the year's figures whole", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,20,000" }] });
    const whole = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25` });
    const p6 = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25&section=P6` });
    expect(p6.status).toBe(200);
    expect(p6.body.section).toBe("P6");
    expect(whole.body.section).toBeUndefined();
    const ids = questionIds(p6.body);
    expect(ids).toContain("P6-E1");
    expect(ids).toContain("C-INT");
    expect(ids.every((id) => id.startsWith("P6-") || id === "C-INT")).toBe(true);
    expect(cell(p6.body, "P6-E1-A")).toEqual(cell(whole.body, "P6-E1-A"));
    expect(cell(p6.body, "P6-E1-A")).toMatchObject({ state: "entered", value: 120000 });
    const { sections: wholeSections, ...wholeRest } = whole.body;
    const { sections: p6Sections, section: _section, ...p6Rest } = p6.body;
    expect(p6Rest).toEqual(wholeRest);
    expect(p6Sections.map((s) => [s.id, s.title, s.progress])).toEqual(wholeSections.map((s) => [s.id, s.title, s.progress]));
    // P6 is the second-largest tab: under a quarter of the questions' bytes.
    expect(JSON.stringify(p6Sections).length).toBeLessThan(JSON.stringify(wholeSections).length / 4);

    const a = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25&section=A` });
    expect(
      questionIds(a.body)
        .filter((id) => id !== "C-INT")
        .every((id) => id.startsWith("A-")),
    ).toBe(true);
    expect(questionIds(a.body).length).toBeGreaterThan(5);
  });

  it("shows a write to the tab at once, and refuses a tab that does not exist", async () => {
    const { token, params, company } = await owner();
    const path = `/api/brsr/${company.id}?fy=2024-25&section=P6`;
    expect(cell((await call<Q>(GET as never, { token, params, path })).body, "P6-E1-A")).toMatchObject({ state: "missing" });
    const saved = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "500" }], section: "P6" });
    expect(saved.status).toBe(200);
    expect(saved.body.section).toBe("P6");
    expect(questionIds(saved.body).every((id: string) => id.startsWith("P6-") || id === "C-INT")).toBe(true);
    expect(cell((await call<Q>(GET as never, { token, params, path })).body, "P6-E1-A")).toMatchObject({ state: "entered", value: 500 });
    for (const bad of ["P10", "p6", "D"]) {
      const res = await call(GET as never, { token, params, path: `/api/brsr/${company.id}?section=${bad}` });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: expect.stringContaining("section: must be one of A, B, C, P1") });
    }
    const badPut = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1" }], section: "Z" });
    expect(badPut.status).toBe(422);
  });
});

describe("PUT /api/brsr/{companyId}/cells", () => {
  it("writes cells as audited BRSR entries for the year, and answers the recomputed questionnaire", async () => {
    const { token, params, company, user } = await owner();
    const res = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-E1-A", value: "1,20,000" },
        { key: "P6-E1-B", value: "30,000" },
        { key: "P6-E1-D", value: "100", unit: "TJ" },
        { key: "P6-E1-E", value: "5,00,000" },
        { key: "INT-REVENUE", value: "2,500", unit: "₹ crore" },
        { key: "INT-PPP", value: "22.4", notes: "IMF WEO implied PPP conversion rate, 2024" },
        { key: "P6-E5-ZLD", value: "yes" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.saved).toEqual({ created: 7, updated: 0, deleted: 0, unchanged: 0, warnings: [] });
    expect(cell(res.body, "P6-E1-TOTAL")).toMatchObject({ state: "derived", value: 750000, display: "7,50,000 GJ" });
    expect(cell(res.body, "P6-E1-INT-PPP")!.value).toBeCloseTo((750000 * 22.4) / 2.5e10, 15);
    expect(cell(res.body, "P6-E5-ZLD")).toMatchObject({ state: "entered", value: "Yes" });

    const db = await getDb();
    const rows = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    const energy = rows.find((r) => r.metric === "Renewable electricity consumption")!;
    expect(energy).toMatchObject({
      framework: "BRSR",
      category: "environmental",
      value: "1,20,000",
      unit: "GJ",
      period: "FY 2024-25",
      periodKind: "fy",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.companyId, company.id)));
    expect(audits).toHaveLength(7);
    expect(audits.every((a) => a.actorId === user.id && a.action === "create")).toBe(true);
  });

  it("updates, leaves unchanged, clears, and marks Not applicable with a reason", async () => {
    const { token, params } = await owner();
    await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-E1-A", value: "100" },
        { key: "P6-E1-B", value: "5" },
      ],
    });
    const res = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-E1-A", value: "200" },
        { key: "P6-E1-B", value: "5" },
        { key: "P6-E1-C", value: "" },
        { key: "P6-E9-F", value: "", not_applicable_reason: "No radioactive material is handled" },
      ],
    });
    expect(res.body.saved).toEqual({ created: 1, updated: 1, deleted: 0, unchanged: 2, warnings: [] });
    expect(cell(res.body, "P6-E1-A")!.value).toBe(200);
    expect(cell(res.body, "P6-E9-F")).toMatchObject({ state: "not_applicable", display: "Not applicable: No radioactive material is handled" });
    const cleared = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "" }] });
    expect(cleared.body.saved.deleted).toBe(1);
    expect(cell(cleared.body, "P6-E1-A")!.state).toBe("missing");
  });

  it("drops the 'Not applicable' reason when the cell gets a figure, and keeps an entry's own notes on an unchanged figure", async () => {
    const { token, params, company } = await owner();
    await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-F", value: "", not_applicable_reason: "No other sources of energy" }] });
    const figure = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-F", value: "250", unit: "GJ" }] });
    expect(figure.body.saved).toEqual({ created: 0, updated: 1, deleted: 0, unchanged: 0, warnings: [] });
    expect(cell(figure.body, "P6-E1-F")).toMatchObject({ state: "entered", value: 250 });
    const db = await getDb();
    const entry = async () =>
      (
        await db
          .select()
          .from(esgDataEntries)
          .where(and(eq(esgDataEntries.companyId, company.id), eq(esgDataEntries.metric, "Non-renewable energy consumption through other sources")))
      )[0];
    expect(await entry()).toMatchObject({ value: "250", notes: "" });

    await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-F", value: "250", unit: "GJ", notes: "From the DG set log book" }] });
    const again = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-F", value: "250", unit: "GJ" }] });
    expect(again.body.saved).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 1, warnings: [] });
    expect(await entry()).toMatchObject({ value: "250", notes: "From the DG set log book" });
  });

  it("keeps each year apart: the previous year's column writes under its own period", async () => {
    const { token, params } = await owner();
    await put(token, params, { fy: "2023-24", cells: [{ key: "P6-E7-S1", value: "6,000" }] });
    const res = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E7-S1", value: "4,500" }] });
    expect(cell(res.body, "P6-E7-S1", "cy")!.value).toBe(4500);
    expect(cell(res.body, "P6-E7-S1", "py")!.value).toBe(6000);
  });

  it.each([
    [{ key: "P6-E1-A", value: "about forty" }, "P6-E1-A: 'about forty' is not a number"],
    [{ key: "P6-E5-ZLD", value: "maybe" }, "P6-E5-ZLD: answer Yes or No"],
    [{ key: "P6-E1-TOTAL", value: "5" }, "P6-E1-TOTAL: is computed from other cells and cannot be entered"],
    [{ key: "NO-SUCH-CELL", value: "5" }, "cells.1.key: unknown cell 'NO-SUCH-CELL'"],
    [{ key: "P6-E9-F", value: "", not_applicable_reason: "" }, "P6-E9-F: give a reason for 'Not applicable'"],
  ])("refuses %j with 422 naming the key, and writes nothing", async (bad, detail) => {
    const { token, params, company } = await owner();
    const res = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-B", value: "5" }, bad] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
  });

  it("takes a unit typed with the figure where the cell's unit is the company's own (physical output)", async () => {
    const { token, params, company } = await owner();
    const res = await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "INT-OUTPUT", value: "61,500 t crude steel" },
        { key: "P6-E1-E", value: "1,23,000" },
      ],
    });
    expect(res.status).toBe(200);
    expect(cell(res.body, "INT-OUTPUT")).toMatchObject({ value: 61500, display: "61,500 t crude steel" });
    expect(cell(res.body, "P6-E1-INT-OUTPUT")).toMatchObject({ value: 2, unit: "GJ per t crude steel" });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, company.id), eq(esgDataEntries.metric, "Physical output for intensity ratios")));
    expect(row).toMatchObject({ value: "61,500", unit: "t crude steel" });
    // A later figure without a unit keeps the one on record.
    const again = await put(token, params, { fy: "2024-25", cells: [{ key: "INT-OUTPUT", value: "61,000" }] });
    expect(cell(again.body, "INT-OUTPUT")).toMatchObject({ display: "61,000 t crude steel" });
  });

  it("refuses a year it cannot read", async () => {
    const { token, params } = await owner();
    const res = await put(token, params, { fy: "someday", cells: [{ key: "P6-E1-B", value: "5" }] });
    expect(res.status).toBe(422);
  });

  it("a catalogue entry for the same metric and year fills the cell, and a different total warns", async () => {
    const { token, params, company } = await owner();
    const post = await call(POST_ENTRY as never, {
      method: "POST",
      token,
      body: {
        company_id: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Total energy consumption",
        value: "8,00,000",
        unit: "GJ",
        period: "FY 2024-25",
      },
    });
    expect(post.status).toBe(201);
    const before = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(cell(before.body, "P6-E1-TOTAL")).toMatchObject({ state: "given", value: 800000 });
    const after = await put(token, params, { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "7,50,000" }] });
    expect(cell(after.body, "P6-E1-TOTAL")!.value).toBe(750000);
    expect(after.body.warnings).toContainEqual({
      key: "P6-E1-TOTAL",
      fy: "2024-25",
      message: "The total entered elsewhere (8,00,000 GJ) differs from the sum of its parts (A+B+C+D+E+F): 7,50,000 GJ",
    });
  });
});

describe("GET /api/brsr/{companyId}/readiness", () => {
  it("lists missing Essential cells, BRSR Core gaps with what they need, failed identities and profile gaps", async () => {
    const { token, params, company, user } = await owner();
    await put(token, params, {
      fy: "2024-25",
      cells: [
        { key: "P6-E3-ii", value: "1,000" },
        { key: "P6-E3-CONSUMPTION", value: "400" },
      ],
    });
    // Saving more discharge than withdrawal is refused now; a figure recorded before that rule is still flagged.
    await createEntry({
      companyId: company.id,
      actorId: user.id,
      data: {
        framework: "BRSR",
        category: "environmental",
        metric: "Water discharge: surface water, with treatment",
        value: "1,500",
        unit: "kL",
        period: "FY 2024-25",
      },
    });
    const res = await call<any>(READINESS as never, { token, params, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    expect(res.status).toBe(200);
    expect(res.body.ready).toBe(false);
    const keys = res.body.items.map((i: { key: string }) => i.key);
    expect(keys).toContain("P6-E1-A");
    expect(keys).toContain("A-1");
    expect(res.body.items).toContainEqual(expect.objectContaining({ key: "P6-E3-INT-PPP", reason: "denominator" }));
    expect(res.body.items).toContainEqual(
      expect.objectContaining({ key: "P6-E4-TOTAL", reason: "identity", message: expect.stringContaining("Water discharged is more than water withdrawn") }),
    );
    expect(res.body.counts.identity).toBeGreaterThanOrEqual(1);
  });

  it("names every open item so that no two read alike (Q20's employees and differently abled employees, P6 E4's treatment rows)", async () => {
    const { token, params, company } = await owner();
    const res = await call<any>(READINESS as never, { token, params, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    const messages: string[] = res.body.items.map((i: { message: string }) => i.message);
    expect(messages.filter((m, i) => messages.indexOf(m) !== i)).toEqual([]);
    const message = (key: string) => res.body.items.find((i: { key: string }) => i.key === key)?.message;
    expect(message("A-20a-1-male")).toBe("Section A Q20: EMPLOYEES — 1. Permanent (D) — Male: No. (B) — not answered");
    expect(message("A-20b-1-male")).toBe("Section A Q20: DIFFERENTLY ABLED EMPLOYEES — 1. Permanent (D) — Male: No. (B) — not answered");
    expect(message("P6-E4-ii-NONE")).toBe("P6 Essential 4: (ii) To Groundwater — No treatment — not answered");
    // A row named once keeps its own name.
    expect(message("P6-E1-A")).toBe("P6 Essential 1: Total electricity consumption (A) — not answered");
  });

  it("does not count a figure for part of the year as the year's answer, and says what it covers", async () => {
    const { token, params, company } = await owner();
    const post = await call(POST_ENTRY as never, {
      method: "POST",
      token,
      body: {
        company_id: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Non-renewable electricity consumption",
        value: "12,000",
        unit: "GJ",
        period: "Q1 FY 2024-25",
      },
    });
    expect(post.status).toBe(201);
    const res = await call<any>(READINESS as never, { token, params, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    expect(res.body.progress.answered).toBe(0);
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        key: "P6-E1-D",
        reason: "core",
        message: "P6 Essential 1: Total electricity consumption (D) — not a figure for the whole of FY 2024-25: 3 of 12 months (Q1 FY 2024-25)",
      }),
    );
    // The screen still shows the quarter's figure, marked partial.
    const q = await call<Q>(GET as never, { token, params, path: `/api/brsr/${company.id}?fy=2024-25` });
    expect(cell(q.body, "P6-E1-D")).toMatchObject({ state: "partial", value: 12000 });
  });
});

describe("access", () => {
  const id = (ctx: { company: { id: string } }) => ({ companyId: ctx.company.id });
  it("GET /api/brsr/{companyId}", async () => {
    await assertAccessMatrix({ name: "GET /api/brsr/{companyId}", handler: GET as never, kind: "company", params: id, ok: 200 });
  });
  it("PUT /api/brsr/{companyId}/cells", async () => {
    await assertAccessMatrix({
      name: "PUT /api/brsr/{companyId}/cells",
      handler: PUT as never,
      method: "PUT",
      kind: "company",
      params: id,
      body: () => ({ fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1" }] }),
      ok: 200,
    });
  });
  it("GET /api/brsr/{companyId}/readiness", async () => {
    await assertAccessMatrix({ name: "GET /api/brsr/{companyId}/readiness", handler: READINESS as never, kind: "company", params: id, ok: 200 });
  });
});
