import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { POST as EXTRACT } from "@/app/api/extract-pdf/[companyId]/route";
import { GET as GET_EXTRACTION } from "@/app/api/extractions/[id]/route";
import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { POST as REJECT } from "@/app/api/extractions/[id]/reject/route";
import { GET as LIST } from "@/app/api/companies/[id]/extractions/route";
import { POST as LOCK } from "@/app/api/companies/[id]/locks/route";
import { POST as CREATE_ENTRY } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, pdfExtractions } from "@/db/schema";
import { proposalsFrom } from "@/lib/extraction/review";
import type { AcceptResult, ExtractionListItem, ExtractionSummary, RejectResult, SummaryMetric } from "@/lib/extraction/types";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";

let reportBytes: Uint8Array;
beforeAll(async () => {
  reportBytes = await makePdf(INDIAN_REPORT.pages);
});

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Olga" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  const editor = await addMember(company.id, "editor", { fullName: "Editor Esha" });
  return { owner, company, editor };
}

function upload(token: string, companyId: string, bytes = reportBytes, name = INDIAN_REPORT.name) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), name);
  return call<ExtractionSummary>(EXTRACT, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId } });
}

const get = (token: string, id: string) => call<ExtractionSummary>(GET_EXTRACTION, { token, params: { id }, path: `/api/extractions/${id}` });
const accept = (token: string, id: string, items: unknown[]) =>
  call<AcceptResult>(ACCEPT, { method: "POST", token, params: { id }, path: `/api/extractions/${id}/accept`, body: { items } });
const reject = (token: string, id: string, items: string[]) =>
  call<RejectResult>(REJECT, { method: "POST", token, params: { id }, path: `/api/extractions/${id}/reject`, body: { items } });

const find = (s: ExtractionSummary, metric: string, period: string): SummaryMetric => {
  const m = s.metrics.find((x) => x.metric === metric && x.period === period);
  if (!m) throw new Error(`${metric} ${period} not proposed`);
  return m;
};

async function entriesOf(companyId: string) {
  return (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId));
}

/** An extraction made without reading a PDF: the access matrix needs many. */
async function seedExtraction(companyId: string, userId: string) {
  const [row] = await (
    await getDb()
  )
    .insert(pdfExtractions)
    .values({
      companyId,
      filename: "seed.pdf",
      pageCount: 1,
      extractedCount: 1,
      engine: "offline analysis",
      metrics: proposalsFrom([
        {
          category: "environmental",
          metric: "Scope 1 emissions",
          value: "1,200",
          unit: "tCO2e",
          period: "FY 2021-22",
          page: 1,
          sentence: "Scope 1 emissions were 1,200 tCO2e in FY 2021-22.",
        },
      ]),
      createdBy: userId,
      fileSha256: randomBytes(32).toString("hex"),
    })
    .returning();
  return row;
}

describe("the review queue of PDF extraction", () => {
  it("an upload makes proposals and no entries; accepting writes audited entries with provenance; edit then accept; reject", async () => {
    const { company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    expect(up.status).toBe(201);
    const summary = up.body;
    expect(summary.duplicate_upload).toBe(false);
    expect(summary.counts).toEqual({ proposed: summary.extracted_count, accepted: 0, edited: 0, rejected: 0 });
    expect(summary.created_by).toEqual({ id: editor.user.id, name: "Editor Esha" });
    expect(summary.metrics.every((m) => m.status === "proposed" && m.conflict === null && m.entry_id === null)).toBe(true);
    expect(await entriesOf(company.id)).toHaveLength(0);

    const scope1 = find(summary, "Scope 1 emissions", "FY 2023-24");
    const scope2 = find(summary, "Scope 2 emissions", "FY 2023-24");
    const employees = find(summary, "Total employees", "FY 2023-24");
    const energy = find(summary, "Total energy consumption", "FY 2023-24");

    // Scope 1 as found; Scope 2 with the user's corrected value.
    const res = await accept(editor.token, summary.id, [{ id: scope1.id }, { id: scope2.id, value: "98,540", unit: "tCO2e" }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.accepted.map((a) => a.id)).toEqual([scope1.id, scope2.id]);
    const after = res.body.extraction;
    expect(after.counts).toMatchObject({ accepted: 1, edited: 1, proposed: summary.extracted_count - 2 });
    expect(after.metrics.find((m) => m.id === scope2.id)).toMatchObject({
      status: "edited",
      value: "98,540",
      proposed: { value: "98,450", unit: "tCO2e", period: "FY 2023-24" },
      decided_by: editor.user.id,
    });

    const entries = await entriesOf(company.id);
    expect(entries).toHaveLength(2);
    const s1 = entries.find((e) => e.metric === "Scope 1 emissions")!;
    expect(s1).toMatchObject({ framework: "BRSR", value: "1,52,000", numericValue: 152000, unit: "tCO2e", period: "FY 2023-24", source: "extraction" });
    expect(s1.extractionId).toBe(summary.id);
    expect(s1.createdBy).toBe(editor.user.id);
    expect(s1.notes).toMatch(/^Extracted from sahyadri-brsr-fy24\.pdf, page 2: "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e/);
    const s2 = entries.find((e) => e.metric === "Scope 2 emissions")!;
    expect(s2).toMatchObject({ value: "98,540", numericValue: 98540, source: "extraction", extractionId: summary.id });
    expect(s2.notes).toContain("Edited on review; found: 98,450 tCO2e, FY 2023-24.");
    expect(after.metrics.find((m) => m.id === scope1.id)!.entry_id).toBe(s1.id);

    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    expect(audits.filter((a) => a.entity === "esg_data_entry" && a.action === "create").map((a) => a.entityId)).toEqual(expect.arrayContaining([s1.id, s2.id]));
    expect(audits.find((a) => a.entity === "pdf_extraction" && a.action === "accept")).toMatchObject({ entityId: summary.id, actorId: editor.user.id });

    // Accepting twice is refused for that item; rejecting an accepted one too.
    const again = await accept(editor.token, summary.id, [{ id: scope1.id }]);
    expect(again.status).toBe(200);
    expect(again.body.accepted).toEqual([]);
    expect(again.body.errors).toEqual([{ id: scope1.id, status: 409, detail: "Scope 1 emissions (FY 2023-24) has already been accepted" }]);

    const rej = await reject(editor.token, summary.id, [employees.id, scope1.id, "no-such-id"]);
    expect(rej.status).toBe(200);
    expect(rej.body.rejected).toEqual([employees.id]);
    expect(rej.body.errors.map((e) => [e.id, e.status])).toEqual([
      [scope1.id, 409],
      ["no-such-id", 404],
    ]);
    expect(rej.body.extraction.metrics.find((m) => m.id === employees.id)!.status).toBe("rejected");
    expect(await entriesOf(company.id)).toHaveLength(2);

    // A rejected value can still be accepted (a change of mind); the state is kept across reads.
    const read = await get(editor.token, summary.id);
    expect(read.status).toBe(200);
    expect(read.body.counts).toMatchObject({ accepted: 1, edited: 1, rejected: 1 });
    expect((await accept(editor.token, summary.id, [{ id: employees.id }])).body.accepted).toHaveLength(1);

    // The company's list, newest first, with counts.
    const other = await upload(editor.token, company.id, await makePdf([["Scope 1 emissions for FY 2024-25 were 1,40,000 tCO2e."]]), "second.pdf");
    expect(other.status).toBe(201);
    const list = await call<ExtractionListItem[]>(LIST, { token: editor.token, params: { id: company.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((x) => x.filename)).toEqual(["second.pdf", INDIAN_REPORT.name]);
    expect(list.body[1].counts).toEqual({ proposed: summary.extracted_count - 3, accepted: 2, edited: 1, rejected: 0 });
    expect(list.body[0]).not.toHaveProperty("metrics");

    // Edits are validated like any entry.
    const bad = await accept(editor.token, summary.id, [{ id: energy.id, value: "" }]);
    expect(bad.status).toBe(422);
    const dup = await accept(editor.token, summary.id, [{ id: energy.id }, { id: energy.id }]);
    expect(dup.status).toBe(422);
  });

  it("accepts every proposal of a report at once, each written and audited", async () => {
    const { company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    const started = performance.now();
    const res = await accept(
      editor.token,
      up.body.id,
      up.body.metrics.map((m) => ({ id: m.id })),
    );
    const ms = performance.now() - started;
    // The printed energy intensity is a computed cell (P6-E1-INT-RUPEE): never entered, refused alone (extraction-brsr-cells.test.ts).
    const computed = up.body.metrics.filter((m) => m.cell_key === "P6-E1-INT-RUPEE").map((m) => m.id);
    expect(computed).toHaveLength(2);
    // The answer says so before anyone tries: the screen offers only Reject for them.
    expect(up.body.metrics.filter((m) => m.computed).map((m) => m.id)).toEqual(computed);
    expect(up.body.metrics.find((m) => m.id === computed[0])!.computed).toMatch(/^P6-E1-INT-RUPEE \(.+\) is computed by the questionnaire from P6-E1-TOTAL/);
    expect(res.body.errors.map((e) => [e.id, e.status])).toEqual(computed.map((id) => [id, 422]));
    const written = up.body.extracted_count - computed.length;
    expect(res.body.accepted).toHaveLength(written);
    expect(res.body.extraction.counts).toEqual({ proposed: computed.length, accepted: written, edited: 0, rejected: 0 });
    const entries = await entriesOf(company.id);
    // A fatalities total of 0 is 0 for employees and for workers: two entries, one each (accept-named-figures.test.ts).
    const zeroTotals = up.body.metrics.filter((m) => m.cell_key === "P3-E11-FATALITIES-total" && m.value === "0").length;
    expect(zeroTotals).toBe(1);
    expect(entries).toHaveLength(written + zeroTotals);
    expect(entries.every((e) => e.source === "extraction" && e.extractionId === up.body.id && /page \d+: "/.test(e.notes))).toBe(true);
    console.info(`accepted ${up.body.extracted_count} proposals in ${Math.round(ms)} ms`);
  });

  it("a figure the checks refuse is refused alone (422); the others are written", async () => {
    const { company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    const scope1 = find(up.body, "Scope 1 emissions", "FY 2023-24");
    const scope2 = find(up.body, "Scope 2 emissions", "FY 2023-24");
    const res = await accept(editor.token, up.body.id, [{ id: scope1.id, value: "1,00,00,00,00,00,00,00,000" }, { id: scope2.id }]);
    expect(res.status).toBe(200);
    expect(res.body.accepted.map((a) => a.id)).toEqual([scope2.id]);
    expect(res.body.errors).toEqual([expect.objectContaining({ id: scope1.id, status: 422 })]);
    expect((await entriesOf(company.id)).map((e) => e.metric)).toEqual(["Scope 2 emissions"]);
    expect(res.body.extraction.metrics.find((m) => m.id === scope1.id)!.status).toBe("proposed");
  });

  it("keeps each proposal's BRSR cell key and its caution apart from the conversion; old rows without them still read", async () => {
    const { owner, company, editor } = await setup();
    const sebi = new Uint8Array(readFileSync(path.join(process.cwd(), "tests", "fixtures", "extraction", "sebi-brsr-tables.pdf")));
    const up = await upload(editor.token, company.id, sebi, "sebi-brsr-tables.pdf");
    expect(up.status).toBe(201);
    const read = await get(owner.token, up.body.id);
    expect(read.status).toBe(200);
    const byCell = (key: string, period: string) => read.body.metrics.find((m) => m.cell_key === key && m.period === period);
    expect(byCell("P6-E1-ABC", "FY 2023-24")).toMatchObject({ value: "2,11,200", unit: "GJ", caution: null });
    // The fixture's Scope 2 row names no method: flagged, and the conversion holds only a conversion (or nothing).
    const s2 = byCell("P6-E7-S2", "FY 2024-25")!;
    expect(s2.caution).toMatch(/Scope 2 method .* not stated/);
    expect(s2.conversion ?? "").not.toMatch(/Scope 2/);
    expect(byCell("P6-E1-INT-RUPEE", "FY 2024-25")).toMatchObject({ conversion: "612.4 GJ/₹ crore → 0.00006124 GJ per ₹", caution: null });
    expect(read.body.metrics.filter((m) => m.cell_key).length).toBeGreaterThan(100);

    // A row stored before: no cell, the caution joined to the conversion with '; '.
    const [old] = await (
      await getDb()
    )
      .insert(pdfExtractions)
      .values({
        companyId: company.id,
        filename: "old.pdf",
        pageCount: 1,
        extractedCount: 1,
        engine: "offline analysis",
        metrics: [
          {
            id: "old-1",
            status: "proposed",
            framework: "BRSR",
            category: "environmental",
            metric: "Scope 2 emissions",
            value: "1,85,000",
            unit: "tCO2e",
            period: "FY 2023-24",
            page: 1,
            sentence: "Scope 2 emissions 1.85 lakh tCO2e",
            conversion: "1.85 lakh tCO2e → 1,85,000 tCO2e; Scope 2 method (location- or market-based) not stated: check before accepting",
            confidence: 0.55,
          },
        ],
        createdBy: editor.user.id,
        fileSha256: randomBytes(32).toString("hex"),
      })
      .returning();
    const oldRead = await get(owner.token, old.id);
    expect(oldRead.status).toBe(200);
    expect(oldRead.body.metrics[0]).toMatchObject({
      conversion: "1.85 lakh tCO2e → 1,85,000 tCO2e",
      caution: "Scope 2 method (location- or market-based) not stated: check before accepting",
      cell_key: null,
    });
  });

  it("recognises the same file uploaded again: the earlier extraction, flagged, no second set", async () => {
    const { owner, company, editor } = await setup();
    const first = await upload(editor.token, company.id);
    expect(first.status).toBe(201);
    const second = await upload(owner.token, company.id, reportBytes, "renamed copy.pdf");
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, extraction_id: first.body.id, filename: INDIAN_REPORT.name, duplicate_upload: true });
    expect(second.body.metrics.map((m) => m.id)).toEqual(first.body.metrics.map((m) => m.id));
    expect(await (await getDb()).select().from(pdfExtractions).where(eq(pdfExtractions.companyId, company.id))).toHaveLength(1);
    expect(await entriesOf(company.id)).toHaveLength(0);

    // Another company uploading the same file gets its own extraction.
    const stranger = await setup();
    const theirs = await upload(stranger.owner.token, stranger.company.id);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it("shows a conflict with the figure held, refuses it unless replace, and then writes over that entry", async () => {
    const { company, editor } = await setup();
    const typed = await call(CREATE_ENTRY, {
      method: "POST",
      token: editor.token,
      path: "/api/esg-data",
      body: entryBody(company.id, { value: "1,50,000", period: "FY 2023-24", notes: "" }),
    });
    expect(typed.status).toBe(201);
    const up = await upload(editor.token, company.id);
    const scope1 = find(up.body, "Scope 1 emissions", "FY 2023-24");
    expect(scope1.conflict).toMatchObject({ entry_id: typed.body.id, value: "1,50,000", unit: "tCO2e", period: "FY 2023-24", source: "manual" });
    expect(scope1.conflict!.detail).toBe("Scope 1 emissions already has a figure for FY 2023-24: 1,50,000 tCO2e (entered by hand).");
    expect(up.body.conflicts).toBeGreaterThanOrEqual(1);
    expect(find(up.body, "Scope 1 emissions", "FY 2022-23").conflict).toBeNull();

    const refused = await accept(editor.token, up.body.id, [{ id: scope1.id }]);
    expect(refused.status).toBe(200);
    expect(refused.body.accepted).toEqual([]);
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]).toMatchObject({ id: scope1.id, status: 409, conflict: { entry_id: typed.body.id, value: "1,50,000" } });
    expect(refused.body.errors[0].detail).toContain('Accept it with "replace"');
    expect(refused.body.extraction.metrics.find((m) => m.id === scope1.id)!.status).toBe("proposed");
    expect(await entriesOf(company.id)).toHaveLength(1);

    const replaced = await accept(editor.token, up.body.id, [{ id: scope1.id, replace: true }]);
    expect(replaced.body.errors).toEqual([]);
    expect(replaced.body.accepted).toEqual([expect.objectContaining({ id: scope1.id, entry_id: typed.body.id, replaced: true })]);
    const entries = await entriesOf(company.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: typed.body.id, value: "1,52,000", source: "extraction", extractionId: up.body.id });
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, typed.body.id), eq(auditLog.action, "update")));
    expect(audit).toHaveLength(1);
    expect(audit[0].oldValue).toMatchObject({ value: "1,50,000", source: "manual" });
    expect(audit[0].newValue).toMatchObject({ value: "1,52,000", source: "extraction" });
    // Accepted: no longer shown as a conflict.
    expect((await get(editor.token, up.body.id)).body.metrics.find((m) => m.id === scope1.id)!.conflict).toBeNull();
  });

  it("a locked year: that item is refused with 423, the rest are accepted", async () => {
    const { owner, company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    const locked = await call(LOCK, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/locks`,
      body: { fy: "2023-24", reason: "Filed with the exchanges" },
    });
    expect(locked.status).toBe(201);
    const current = find(up.body, "Scope 1 emissions", "FY 2023-24");
    const previous = find(up.body, "Scope 1 emissions", "FY 2022-23");
    const res = await accept(editor.token, up.body.id, [{ id: current.id }, { id: previous.id }]);
    expect(res.status).toBe(200);
    expect(res.body.accepted.map((a) => a.id)).toEqual([previous.id]);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ id: current.id, status: 423 });
    expect(res.body.errors[0].detail).toContain("FY 2023-24 is locked");
    const entries = await entriesOf(company.id);
    expect(entries.map((e) => e.period)).toEqual(["FY 2022-23"]);
    expect(res.body.extraction.metrics.find((m) => m.id === current.id)!.status).toBe("proposed");
  });

  it("hides another company's extraction (404) and refuses a viewer's accept (403)", async () => {
    const { company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    const stranger = await createUser({ subscribed: true });
    expect((await get(stranger.token, up.body.id)).status).toBe(404);
    expect((await accept(stranger.token, up.body.id, [{ id: up.body.metrics[0].id }])).status).toBe(404);
    expect((await get(editor.token, "not-a-uuid")).status).toBe(404);
    const viewer = await addMember(company.id, "viewer");
    expect((await get(viewer.token, up.body.id)).status).toBe(200);
    expect((await accept(viewer.token, up.body.id, [{ id: up.body.metrics[0].id }])).status).toBe(403);
    expect((await reject(viewer.token, up.body.id, [up.body.metrics[0].id])).status).toBe(403);
  });
});

describe("access", () => {
  // A fresh extraction in the row's company; its proposal's id for the body.
  const proposalOf = new Map<string, string>();
  const params = async (ctx: MatrixContext) => {
    const row = await seedExtraction(ctx.company.id, ctx.owner.user.id);
    proposalOf.set(ctx.company.id, (row.metrics as Array<{ id: string }>)[0].id);
    return { id: row.id };
  };

  it("GET /api/extractions/{id}", async () => {
    await assertAccessMatrix({ name: "GET extraction", handler: GET_EXTRACTION, kind: "company", path: "/api/extractions/x", params, ok: 200 });
  });
  it("POST /api/extractions/{id}/accept", async () => {
    await assertAccessMatrix({
      name: "POST accept",
      handler: ACCEPT,
      method: "POST",
      kind: "company",
      path: "/api/extractions/x/accept",
      params,
      body: (ctx) => ({ items: [{ id: proposalOf.get(ctx.company.id) }] }),
      ok: 200,
    });
  });
  it("POST /api/extractions/{id}/reject", async () => {
    await assertAccessMatrix({
      name: "POST reject",
      handler: REJECT,
      method: "POST",
      kind: "company",
      path: "/api/extractions/x/reject",
      params,
      body: (ctx) => ({ items: [proposalOf.get(ctx.company.id)] }),
      ok: 200,
    });
  });
  it("GET /api/companies/{id}/extractions", async () => {
    await assertAccessMatrix({
      name: "GET extractions",
      handler: LIST,
      kind: "company",
      path: "/api/companies/x/extractions",
      params: (ctx) => ({ id: ctx.company.id }),
      ok: 200,
    });
  });
});
