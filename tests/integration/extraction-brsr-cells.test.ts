import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { POST as EXTRACT } from "@/app/api/extract-pdf/[companyId]/route";
import { GET as GET_EXTRACTION } from "@/app/api/extractions/[id]/route";
import { POST as ACCEPT } from "@/app/api/extractions/[id]/accept/route";
import { GET as BRSR } from "@/app/api/brsr/[companyId]/route";
import { PUT as PUT_CELLS } from "@/app/api/brsr/[companyId]/cells/route";
import { POST as LOCK } from "@/app/api/companies/[id]/locks/route";
import { POST as CREATE_ENTRY } from "@/app/api/esg-data/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, pdfExtractions } from "@/db/schema";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import type { Questionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { proposalsFrom } from "@/lib/extraction/review";
import type { AcceptResult, ExtractionSummary, SummaryMetric } from "@/lib/extraction/types";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { makePdf } from "../helpers/make-pdf";

/*
 * PDF extraction end to end, through the route handlers and the database: a SEBI-format BRSR (tables of
 * Section A Q20, P3 E11, P6 E1/E3/E6/E7/E9) is uploaded, its proposals accepted, and the
 * questionnaire of FY 2024-25 read back — each figure in its cell, for its year, in the cell's unit.
 */

const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "extraction");
const PDF = new Uint8Array(readFileSync(path.join(FIXTURES, "sebi-brsr-tables.pdf")));
type TruthItem = { key: string; period: string; value: number; unit: string };
const TRUTH: TruthItem[] = JSON.parse(readFileSync(path.join(FIXTURES, "sebi-brsr-tables.truth.json"), "utf8")).expected;

const slotOf = (period: string) => (period === "FY 2024-25" ? "cy" : period === "FY 2023-24" ? "py" : null);

/** Computed cells that are not a total a company may report whole: never written, whatever the report prints. */
const neverEntered = (key: string) => {
  const cell = cellByKey(key);
  return cell?.kind === "derived" && !cell.given?.length;
};

const isIntensity = (key: string) => {
  const cell = cellByKey(key);
  return cell?.kind === "derived" && cell.formula.op === "intensity";
};

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Olga" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  const editor = await addMember(company.id, "editor", { fullName: "Editor Esha" });
  return { owner, company, editor };
}

function upload(token: string, companyId: string, name = "sebi-brsr-tables.pdf", bytes: Uint8Array = PDF) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), name);
  return call<ExtractionSummary>(EXTRACT, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId } });
}

const accept = (token: string, id: string, items: unknown[]) =>
  call<AcceptResult>(ACCEPT, { method: "POST", token, params: { id }, path: `/api/extractions/${id}/accept`, body: { items } });

const questionnaire = (token: string, companyId: string, fy = "2024-25") =>
  call<Questionnaire>(BRSR as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=${fy}` });

const putCells = (token: string, companyId: string, body: unknown) =>
  call<Questionnaire & { saved: unknown }>(PUT_CELLS as never, { method: "PUT", token, params: { companyId }, path: `/api/brsr/${companyId}/cells`, body });

function proposalFor(s: ExtractionSummary, key: string, period: string): SummaryMetric {
  const m = s.metrics.find((x) => x.cell_key === key && x.period === period);
  if (!m) throw new Error(`${key} ${period} not proposed`);
  return m;
}

/** A cell's value as the questionnaire answers it: the number and the unit it is shown in. */
function shown(q: Questionnaire, key: string, slot: "cy" | "py") {
  const v = cellValue(q, key, slot);
  if (!v) throw new Error(`${key} has no ${slot} column`);
  return v;
}

// The cells checked by value, as printed in the fixture (tests/fixtures/extraction/sebi-brsr-tables.truth.json),
// in the cell's unit: the PDF prints kilolitres, MT, metric tonnes and 'Metric tonnes of CO2 equivalent'.
const CHECKED: Array<{ key: string; cy: number; py: number | null; unit: string; state: "entered" | "derived" }> = [
  { key: "A-20a-1-male", cy: 2010, py: null, unit: "count", state: "entered" },
  { key: "A-20a-4-female", cy: 230, py: null, unit: "count", state: "entered" },
  { key: "P3-E11-LTIFR-workers", cy: 0.64, py: 0.71, unit: "per million person-hours", state: "entered" },
  { key: "P3-E11-FATALITIES-workers", cy: 1, py: 2, unit: "count", state: "entered" },
  { key: "P6-E1-A", cy: 184500, py: 152300, unit: "GJ", state: "entered" },
  { key: "P6-E1-E", cy: 1875300, py: 1902650, unit: "GJ", state: "entered" },
  { key: "P6-E1-TOTAL", cy: 2447400, py: 2461230, unit: "GJ", state: "derived" },
  { key: "P6-E3-i", cy: 215000, py: 208400, unit: "kL", state: "entered" },
  { key: "P6-E3-WITHDRAWAL", cy: 443850, py: 439500, unit: "kL", state: "derived" },
  { key: "P6-E3-CONSUMPTION", cy: 361200, py: 358950, unit: "kL", state: "entered" },
  { key: "P6-E6-NOX", cy: 412.6, py: 438.2, unit: "t", state: "entered" },
  { key: "P6-E7-S1", cy: 1642800, py: 1688450, unit: "tCO2e", state: "entered" },
  { key: "P6-E7-S2", cy: 218650, py: 234100, unit: "tCO2e", state: "entered" },
  { key: "P6-E9-A", cy: 142.5, py: 128.9, unit: "t", state: "entered" },
  { key: "P6-E9-TOTAL", cy: 54183.9, py: 56573.1, unit: "t", state: "derived" },
];

describe("accepted PDF proposals fill the BRSR questionnaire's cells", () => {
  it("nothing counts before accepting; once accepted, each figure is in its cell for FY 2024-25 and FY 2023-24, in the cell's unit", async () => {
    const { company, editor } = await setup();
    const up = await upload(editor.token, company.id);
    expect(up.status).toBe(201);
    expect(up.body.duplicate_upload).toBe(false);
    // Every figure of the truth file is proposed, with its cell key, year and the cell's unit.
    for (const t of TRUTH) expect(proposalFor(up.body, t.key, t.period).unit, `${t.key} ${t.period}`).toBe(t.unit);
    expect(proposalFor(up.body, "P6-E6-NOX", "FY 2024-25").conversion).toBe("412.6 MT → 412.6 t");
    expect(proposalFor(up.body, "P6-E3-i", "FY 2023-24").conversion).toBe("2,08,400 kilolitres → 2,08,400 kL");

    // Proposed only: the questionnaire shows none of them.
    const before = await questionnaire(editor.token, company.id);
    expect(before.status).toBe(200);
    for (const t of TRUTH) expect(shown(before.body, t.key, slotOf(t.period)!), `${t.key} ${t.period}`).toMatchObject({ state: "missing", value: null });

    const res = await accept(
      editor.token,
      up.body.id,
      up.body.metrics.map((m) => ({ id: m.id })),
    );
    expect(res.status).toBe(200);
    // Computed cells that are no reportable total (percentages, intensities, a subtotal) are refused, each with 422; the rest are written.
    const refused = up.body.metrics.filter((m) => m.cell_key && neverEntered(m.cell_key));
    expect(refused.map((m) => m.cell_key)).toEqual(
      expect.arrayContaining(["P6-E1-DEF", "P6-E1-INT-RUPEE", "P6-E3-INT-RUPEE", "P6-E7-INT-RUPEE", "A-20a-1-male-pct"]),
    );
    expect(res.body.errors.map((e) => [e.id, e.status])).toEqual(refused.map((m) => [m.id, 422]));
    const def = res.body.errors.find((e) => e.id === proposalFor(up.body, "P6-E1-DEF", "FY 2024-25").id)!;
    expect(def.detail).toBe(
      "P6-E1-DEF (Energy from non-renewable sources) is computed by the questionnaire from P6-E1-D, P6-E1-E, P6-E1-F and is never entered; accept the figures it is computed from, or reject this one.",
    );
    expect(res.body.errors.find((e) => e.id === proposalFor(up.body, "P6-E1-INT-RUPEE", "FY 2023-24").id)!.detail).toMatch(
      /^P6-E1-INT-RUPEE \(Energy intensity\) is computed by the questionnaire from P6-E1-TOTAL, INT-REVENUE /,
    );
    expect(res.body.accepted).toHaveLength(up.body.extracted_count - refused.length);
    expect(res.body.accepted.every((a) => a.warnings.length === 0 && !a.replaced)).toBe(true);

    const q = (await questionnaire(editor.token, company.id)).body;
    for (const c of CHECKED) {
      const cy = shown(q, c.key, "cy");
      expect(cy, c.key).toMatchObject({ state: c.state, unit: c.unit });
      expect(cy.value, c.key).toBeCloseTo(c.cy, 6);
      if (c.state === "entered") expect(cy.source, c.key).toBe("extraction");
      if (c.py === null) continue;
      const py = shown(q, c.key, "py");
      expect(py, `${c.key} py`).toMatchObject({ state: c.state, unit: c.unit });
      expect(py.value, `${c.key} py`).toBeCloseTo(c.py, 6);
    }
    // And every figure of the truth file that may be entered, or is computed from those entered.
    for (const t of TRUTH) {
      const v = shown(q, t.key, slotOf(t.period)!);
      if (isIntensity(t.key)) {
        // No revenue yet: the intensity is not computable, and the printed one was not written in its place.
        expect(v, `${t.key} ${t.period}`).toMatchObject({ state: "missing", value: null });
        continue;
      }
      expect(v.unit, `${t.key} ${t.period}`).toBe(t.unit);
      expect(Number(v.value), `${t.key} ${t.period}`).toBeCloseTo(t.value, 1);
    }

    // The entries are the cells' own: BRSR, the cell's metric and unit, the year's label, stamped with the extraction and audited.
    const db = await getDb();
    const entries = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(entries).toHaveLength(res.body.accepted.length);
    const s1 = entries.filter((e) => e.metric === "Scope 1 emissions");
    expect(s1.map((e) => [e.period, e.value, e.unit]).sort()).toEqual([
      ["FY 2023-24", "16,88,450", "tCO2e"],
      ["FY 2024-25", "16,42,800", "tCO2e"],
    ]);
    expect(entries.every((e) => e.framework === "BRSR" && e.source === "extraction" && e.extractionId === up.body.id && e.createdBy === editor.user.id)).toBe(
      true,
    );
    const nox = entries.find((e) => e.metric === cellByKey("P6-E6-NOX")!.metric && e.period === "FY 2024-25")!;
    expect(nox).toMatchObject({ value: "412.6", unit: "t" });
    expect(nox.notes).toMatch(/^Extracted from sebi-brsr-tables\.pdf, page \d+: ".*" Unit converted: 412\.6 MT → 412\.6 t\.$/);
    const created = await db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entity, "esg_data_entry"), eq(auditLog.action, "create")));
    expect(created.map((a) => a.entityId).sort()).toEqual(entries.map((e) => e.id).sort());

    // With revenue entered, the questionnaire computes the intensity the report printed (612.4 GJ per ₹ crore).
    const revenue = await putCells(editor.token, company.id, { fy: "2024-25", cells: [{ key: "INT-REVENUE", value: "3,996.41", unit: "₹ crore" }] });
    expect(revenue.status).toBe(200);
    expect(Number(shown(revenue.body, "P6-E1-INT-RUPEE", "cy").value)).toBeCloseTo(6.124e-5, 8);

    // Uploading the same file again is recognised: the same extraction, its decisions kept, nothing new written.
    const again = await upload(editor.token, company.id, "copy of the report.pdf");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: up.body.id, duplicate_upload: true, filename: "sebi-brsr-tables.pdf" });
    expect(again.body.counts).toEqual({ proposed: refused.length, accepted: up.body.extracted_count - refused.length, edited: 0, rejected: 0 });
    expect(await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, company.id))).toHaveLength(1);
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(entries.length + 1);
  });

  it("a cell the year already holds: shown as a conflict, refused with 409 unless replace, which writes over that cell's entry", async () => {
    const { company, editor, owner } = await setup();
    const typed = await putCells(owner.token, company.id, { fy: "2024-25", cells: [{ key: "P6-E7-S1", value: "16,00,000" }] });
    expect(typed.status).toBe(200);
    const [held] = await (await getDb()).select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));

    const up = await upload(editor.token, company.id);
    const cy = proposalFor(up.body, "P6-E7-S1", "FY 2024-25");
    const py = proposalFor(up.body, "P6-E7-S1", "FY 2023-24");
    expect(cy.conflict).toMatchObject({ entry_id: held.id, value: "16,00,000", unit: "tCO2e", period: "FY 2024-25", source: "manual" });
    expect(py.conflict).toBeNull();

    const refused = await accept(editor.token, up.body.id, [{ id: cy.id }, { id: py.id }]);
    expect(refused.status).toBe(200);
    expect(refused.body.accepted.map((a) => a.id)).toEqual([py.id]);
    expect(refused.body.errors).toEqual([
      {
        id: cy.id,
        status: 409,
        detail:
          'Scope 1 emissions already has a figure for FY 2024-25: 16,00,000 tCO2e (entered by hand). Accept it with "replace" to write over that figure, or reject it.',
        conflict: expect.objectContaining({ entry_id: held.id, value: "16,00,000" }),
      },
    ]);
    let q = (await questionnaire(editor.token, company.id)).body;
    expect(shown(q, "P6-E7-S1", "cy")).toMatchObject({ value: 1600000, source: "manual", entryIds: [held.id] });
    expect(shown(q, "P6-E7-S1", "py")).toMatchObject({ value: 1688450, source: "extraction" });

    // Replaced with the reviewer's correction: the same entry, now the extraction's, audited as an update.
    const replaced = await accept(editor.token, up.body.id, [{ id: cy.id, replace: true, value: "16,42,900" }]);
    expect(replaced.body.errors).toEqual([]);
    expect(replaced.body.accepted).toEqual([expect.objectContaining({ id: cy.id, entry_id: held.id, replaced: true })]);
    q = (await questionnaire(editor.token, company.id)).body;
    expect(shown(q, "P6-E7-S1", "cy")).toMatchObject({ state: "entered", value: 1642900, unit: "tCO2e", source: "extraction", entryIds: [held.id] });
    const db = await getDb();
    const [entry] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, held.id));
    expect(entry).toMatchObject({ value: "16,42,900", period: "FY 2024-25", source: "extraction", extractionId: up.body.id });
    expect(entry.notes).toContain("Edited on review; found: 16,42,800 tCO2e, FY 2024-25.");
    const updates = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, held.id), eq(auditLog.action, "update")));
    expect(updates).toHaveLength(1);
    expect(updates[0].oldValue).toMatchObject({ value: "16,00,000", source: "manual" });
    expect(updates[0].newValue).toMatchObject({ value: "16,42,900", source: "extraction" });
    expect(
      (await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).filter((e) => e.metric === "Scope 1 emissions"),
    ).toHaveLength(2);

    // The same year written another way ('April 2024 - March 2025') is the same figure: refused too, not a second entry beside it.
    const other = await call(CREATE_ENTRY, {
      method: "POST",
      token: owner.token,
      path: "/api/esg-data",
      body: entryBody(company.id, { metric: "Scope 2 emissions", value: "2,00,000", period: "April 2024 - March 2025", notes: "" }),
    });
    expect(other.status).toBe(201);
    const s2 = proposalFor(up.body, "P6-E7-S2", "FY 2024-25");
    const reread = await call<ExtractionSummary>(GET_EXTRACTION, { token: editor.token, params: { id: up.body.id }, path: `/api/extractions/${up.body.id}` });
    expect(reread.body.metrics.find((m) => m.id === s2.id)!.conflict).toMatchObject({ entry_id: other.body.id });
    const s2Refused = await accept(editor.token, up.body.id, [{ id: s2.id }]);
    expect(s2Refused.body.errors).toEqual([
      expect.objectContaining({ id: s2.id, status: 409, conflict: expect.objectContaining({ entry_id: other.body.id }) }),
    ]);
    const scope2 = (await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).filter((e) => e.metric === "Scope 2 emissions");
    expect(scope2.map((e) => e.id)).toEqual([other.body.id]);
  });

  it("a locked year refuses that cell (423); the other year is written", async () => {
    const { company, editor, owner } = await setup();
    const up = await upload(editor.token, company.id);
    const lock = await call(LOCK, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/locks`,
      body: { fy: "2023-24", reason: "Filed with the exchanges" },
    });
    expect(lock.status).toBe(201);
    const cy = proposalFor(up.body, "P6-E3-CONSUMPTION", "FY 2024-25");
    const py = proposalFor(up.body, "P6-E3-CONSUMPTION", "FY 2023-24");
    const res = await accept(editor.token, up.body.id, [{ id: cy.id }, { id: py.id }]);
    expect(res.body.accepted.map((a) => a.id)).toEqual([cy.id]);
    expect(res.body.errors).toEqual([expect.objectContaining({ id: py.id, status: 423 })]);
    const q = (await questionnaire(editor.token, company.id)).body;
    expect(shown(q, "P6-E3-CONSUMPTION", "cy")).toMatchObject({ value: 361200, source: "extraction" });
    expect(shown(q, "P6-E3-CONSUMPTION", "py")).toMatchObject({ state: "missing" });
  });

  it("writes by the cell key, not the name an engine gave: a synonym fills the cell and meets the figure it holds", async () => {
    const { company, editor } = await setup();
    const db = await getDb();
    const proposal = (period: string, value: string) => ({
      category: "governance" as const,
      metric: "Total revenue from operations",
      cell: "INT-REVENUE",
      value,
      unit: "₹ crore",
      period,
      page: 3,
      sentence: `Total revenue from operations | ${period}: ${value}`,
    });
    const [row] = await db
      .insert(pdfExtractions)
      .values({
        companyId: company.id,
        filename: "model-read.pdf",
        pageCount: 3,
        extractedCount: 2,
        engine: "test model",
        metrics: proposalsFrom([proposal("FY 2024-25", "3,996.41"), proposal("2023-24", "3,750")]),
        createdBy: editor.user.id,
        fileSha256: randomBytes(32).toString("hex"),
      })
      .returning();
    await putCells(editor.token, company.id, { fy: "2023-24", cells: [{ key: "INT-REVENUE", value: "3,700", unit: "₹ crore" }] });
    const read = await call<ExtractionSummary>(GET_EXTRACTION, { token: editor.token, params: { id: row.id }, path: `/api/extractions/${row.id}` });
    const [cy, py] = read.body.metrics;
    expect(cy.conflict).toBeNull();
    expect(py.conflict).toMatchObject({ value: "3,700", period: "FY 2023-24" });

    const res = await accept(editor.token, row.id, [{ id: cy.id }, { id: py.id }]);
    expect(res.body.accepted.map((a) => a.id)).toEqual([cy.id]);
    expect(res.body.errors).toEqual([expect.objectContaining({ id: py.id, status: 409 })]);
    const entries = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(entries.map((e) => [e.metric, e.period, e.value, e.unit, e.source]).sort()).toEqual([
      ["Revenue from operations", "FY 2023-24", "3,700", "₹ crore", "manual"],
      ["Revenue from operations", "FY 2024-25", "3,996.41", "₹ crore", "extraction"],
    ]);
    const q = (await questionnaire(editor.token, company.id)).body;
    const revenue = shown(q, "INT-REVENUE", "cy");
    expect(revenue).toMatchObject({ state: "entered", unit: "₹", source: "extraction" });
    expect(Number(revenue.value)).toBeCloseTo(39_964_100_000, 0);
  });

  it("tables no fixture holds: Section A Q21 (women on the Board, current year only) and P8 E4 (sourcing, two years)", async () => {
    const { company, editor } = await setup();
    const bytes = await makePdf([
      [
        "Business Responsibility and Sustainability Report FY 2024-25",
        "Section A: General Disclosures",
        "21. Participation / Inclusion / Representation of women (as at the end of FY 2024-25)",
        ["", "Total (A)", "No. (B)", "% (B / A)"],
        ["Board of Directors", "8", "2", "25.00%"],
        ["Key Management Personnel", "5", "1", "20.00%"],
      ],
      [
        "Principle 8, Essential Indicator 4",
        "Percentage of input material (inputs to total inputs by value) sourced from suppliers",
        ["", "FY 2024-25", "FY 2023-24"],
        ["Directly sourced from MSMEs / small producers", "18.6%", "16.2%"],
        ["Directly from within India", "92.4%", "90.1%"],
      ],
    ]);
    const up = await upload(editor.token, company.id, "women-and-sourcing.pdf", bytes);
    expect(up.status).toBe(201);
    expect(up.body.metrics.map((m) => `${m.cell_key} ${m.period} ${m.value} ${m.unit}`).sort()).toEqual([
      "A-21-BOD-female FY 2024-25 2 count",
      "A-21-BOD-female-pct FY 2024-25 25.00 %",
      "A-21-BOD-total FY 2024-25 8 count",
      "A-21-KMP-female FY 2024-25 1 count",
      "A-21-KMP-female-pct FY 2024-25 20.00 %",
      "A-21-KMP-total FY 2024-25 5 count",
      "P8-E4-INDIA FY 2023-24 90.1 %",
      "P8-E4-INDIA FY 2024-25 92.4 %",
      "P8-E4-MSME FY 2023-24 16.2 %",
      "P8-E4-MSME FY 2024-25 18.6 %",
    ]);
    const res = await accept(
      editor.token,
      up.body.id,
      up.body.metrics.map((m) => ({ id: m.id })),
    );
    // The Board's share may be entered whole (the catalogue's 'Women on the board of directors (%)', shown only while its parts are not); the KMP share is only ever computed.
    expect(res.body.errors).toEqual([expect.objectContaining({ id: proposalFor(up.body, "A-21-KMP-female-pct", "FY 2024-25").id, status: 422 })]);
    expect(res.body.accepted).toHaveLength(9);
    const q = (await questionnaire(editor.token, company.id)).body;
    expect(shown(q, "A-21-BOD-total", "cy")).toMatchObject({ state: "entered", value: 8, unit: "count", source: "extraction" });
    expect(shown(q, "A-21-BOD-female", "cy")).toMatchObject({ state: "entered", value: 2 });
    expect(shown(q, "A-21-BOD-female-pct", "cy")).toMatchObject({ state: "derived", value: 25, unit: "%" });
    expect(shown(q, "A-21-KMP-female-pct", "cy")).toMatchObject({ state: "derived", value: 20, unit: "%" });
    expect(shown(q, "P8-E4-MSME", "cy")).toMatchObject({ state: "entered", value: 18.6, unit: "%", source: "extraction" });
    expect(shown(q, "P8-E4-MSME", "py")).toMatchObject({ state: "entered", value: 16.2, unit: "%", source: "extraction" });
    expect(shown(q, "P8-E4-INDIA", "cy")).toMatchObject({ state: "entered", value: 92.4 });
    expect(shown(q, "P8-E4-INDIA", "py")).toMatchObject({ state: "entered", value: 90.1 });
  });
});
