import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { PDFDocument, rgb } from "pdf-lib";
import { POST } from "@/app/api/extract-pdf/[companyId]/route";
import { GET as LIST_ENTRIES } from "@/app/api/esg-data/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, pdfExtractions } from "@/db/schema";
import { PDF_ERRORS } from "@/lib/extraction/pdf";
import { unitFactor } from "@/lib/extraction/convert";
import { parseNumber } from "@/lib/extraction/units";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { startFakeOpenAI, promptOf, type FakeOpenAI } from "../helpers/fake-openai";
import { call } from "../helpers/http";
import { INDIAN_REPORT, corruptPdf, encryptedPdf, makePdf } from "../helpers/make-pdf";

type SummaryMetric = {
  id: string;
  status: string;
  category: string;
  metric: string;
  value: string;
  unit: string;
  period: string;
  notes: string;
  page: number;
  quote: string;
  conversion: string | null;
  confidence: number | null;
  entry_id: string | null;
};
type Summary = { id: string; extraction_id: string; filename: string; extracted_count: number; page_count: number; engine: string; metrics: SummaryMetric[] };

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { owner, company };
}

function upload(token: string, companyId: string, file: { bytes: Uint8Array; type: string; name: string } | null) {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  else form.append("note", "no file here");
  return call<Summary>(POST, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId } });
}

async function rows(companyId: string) {
  const db = await getDb();
  return {
    extractions: await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, companyId)),
    entries: await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, companyId)),
  };
}

describe("POST /api/extract-pdf/{companyId}", () => {
  it("answers by the access matrix (the owner reaches the upload check)", async () => {
    // The matrix posts JSON, not multipart: the owner and the admin get past every gate to the
    // handler's own 400; the others are stopped before it.
    await assertAccessMatrix({
      name: "POST /api/extract-pdf/{companyId}",
      handler: POST,
      method: "POST",
      kind: "company",
      params: (ctx) => ({ companyId: ctx.company.id }),
      body: () => ({ file: "not a file" }),
      ok: 400,
    });
  });

  it("extracts the report's metrics as proposals with page and quote, saves no entry, and summarises", async () => {
    const { owner, company } = await setup();
    const bytes = await makePdf(INDIAN_REPORT.pages);
    const res = await upload(owner.token, company.id, { bytes, type: "application/pdf", name: INDIAN_REPORT.name });
    expect(res.status).toBe(201);
    const summary = res.body;
    expect(summary).toMatchObject({ filename: INDIAN_REPORT.name, page_count: 5, engine: "offline analysis", extraction_id: summary.id });
    expect(summary.extracted_count).toBe(summary.metrics.length);
    expect(summary.extracted_count).toBeGreaterThanOrEqual(Math.ceil(INDIAN_REPORT.expected.length * 0.8));

    const scope1 = summary.metrics.find((m) => m.metric === "Scope 1 emissions" && m.period === "FY 2023-24")!;
    expect(scope1).toMatchObject({ category: "environmental", value: "1,52,000", unit: "tCO2e", page: 2, status: "proposed", entry_id: null });
    expect(scope1.quote).toMatch(/^Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e/);
    expect(scope1.notes).toMatch(/^Extracted from sahyadri-brsr-fy24\.pdf, page 2: "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e/);

    // Every figure is one the PDF states, on the page the summary names.
    for (const m of summary.metrics) {
      const known = INDIAN_REPORT.expected.find((k) => k.metric === m.metric && k.period === m.period);
      expect(known, `${m.metric} ${m.period}`).toBeDefined();
      // Proposals are in the metric's unit ('4,850 INR crore' is ₹ 48,50,00,00,000), the printed figure in the conversion.
      const factor = unitFactor(known!.unit, m.unit);
      expect(factor, `${m.metric}: ${known!.unit} → ${m.unit}`).not.toBeNull();
      expect(parseNumber(m.value)).toBeCloseTo(known!.value * factor!, 6);
      if (factor !== 1) expect(m.conversion).toMatch(/ → /);
      expect(m.page).toBe(known!.page);
      expect(m.notes).toContain(`page ${m.page}:`);
      expect(m.id).toEqual(expect.any(String));
    }
    expect(new Set(summary.metrics.map((m) => m.id)).size).toBe(summary.metrics.length);

    // Proposals, not figures (decisions D21): the extraction is recorded, no entry is.
    const saved = await rows(company.id);
    expect(saved.extractions).toHaveLength(1);
    expect(saved.extractions[0]).toMatchObject({ id: summary.id, filename: INDIAN_REPORT.name, pageCount: 5, extractedCount: summary.extracted_count });
    expect(saved.entries).toHaveLength(0);

    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    expect(audits.filter((a) => a.entity === "esg_data_entry")).toHaveLength(0);
    expect(audits.filter((a) => a.entity === "pdf_extraction")).toHaveLength(1);

    // Data collection shows nothing yet.
    const list = await call(LIST_ENTRIES, { token: owner.token, params: { id: company.id } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it("a PDF without figures gives an empty summary, not an error", async () => {
    const { owner, company } = await setup();
    const bytes = await makePdf([["Our approach to sustainability", "We care about people and the planet."]]);
    const res = await upload(owner.token, company.id, { bytes, type: "application/pdf", name: "letter.pdf" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ filename: "letter.pdf", extracted_count: 0, metrics: [] });
  });

  it("says plainly that nothing could be read from a scanned PDF (no text layer), and saves nothing", async () => {
    const { owner, company } = await setup();
    const doc = await PDFDocument.create();
    for (let i = 0; i < 2; i++) {
      // What a scanner produces, as far as text goes: pages with pictures and no text at all.
      const page = doc.addPage([595, 842]);
      page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.93, 0.93, 0.9) });
      page.drawRectangle({ x: 80, y: 700, width: 400, height: 12, color: rgb(0.2, 0.2, 0.2) });
    }
    const res = await upload(owner.token, company.id, { bytes: await doc.save(), type: "application/pdf", name: "scan.pdf" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: PDF_ERRORS.noText });
    expect(PDF_ERRORS.noText).toMatch(/^Nothing could be read from this PDF/);
    const saved = await rows(company.id);
    expect(saved.extractions).toHaveLength(0);
    expect(saved.entries).toHaveLength(0);
  });

  it.each([
    ["a text file", { bytes: new TextEncoder().encode("Scope 1 emissions 1,000 tCO2e"), type: "text/plain", name: "notes.txt" }, 422, PDF_ERRORS.notPdfType],
    [
      "a PNG named .pdf",
      { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), type: "application/pdf", name: "scan.pdf" },
      422,
      PDF_ERRORS.notPdfContent,
    ],
    ["a corrupt PDF", { bytes: corruptPdf(), type: "application/pdf", name: "broken.pdf" }, 422, PDF_ERRORS.corrupt],
    ["an encrypted PDF", { bytes: encryptedPdf(), type: "application/pdf", name: "locked.pdf" }, 422, PDF_ERRORS.encrypted],
  ])("refuses %s with a detail and saves nothing", async (_label, file, status, detail) => {
    const { owner, company } = await setup();
    const res = await upload(owner.token, company.id, file);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail });
    const saved = await rows(company.id);
    expect(saved.extractions).toHaveLength(0);
    expect(saved.entries).toHaveLength(0);
  });

  it("refuses a missing file (422) and a file over 20 MB (413)", async () => {
    const { owner, company } = await setup();
    const missing = await upload(owner.token, company.id, null);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: "file: Required" });

    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const tooLarge = await upload(owner.token, company.id, { bytes: big, type: "application/pdf", name: "huge.pdf" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ detail: PDF_ERRORS.tooLarge });
    expect((await rows(company.id)).extractions).toHaveLength(0);
  });

  it("refuses an oversized upload that declares no length (413, not buffered whole)", async () => {
    const { owner, company } = await setup();
    const form = new FormData();
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    form.append("file", new Blob([big], { type: "application/pdf" }), "huge.pdf");
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let sent = 0;
    // A chunked body: no Content-Length, 1 MiB at a time.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 1024 * 1024));
        sent += 1024 * 1024;
      },
    });
    const req = new NextRequest(new URL(`/api/extract-pdf/${company.id}`, "http://localhost:3000"), {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}`, "Content-Type": encoded.headers.get("content-type")! },
      body: stream,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await POST(req, { params: Promise.resolve({ companyId: company.id }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: PDF_ERRORS.tooLarge });
    expect((await rows(company.id)).extractions).toHaveLength(0);
  });
});

describe("POST /api/extract-pdf/{companyId} with an OpenAI-compatible model and SEBI tables", () => {
  const keys = ["OPENAI_BASE_URL", "OPENAI_API_KEY", "AI_MODEL", "AI_TIMEOUT_MS"] as const;
  const saved: Partial<Record<(typeof keys)[number], string>> = {};
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    for (const key of keys) saved[key] = process.env[key];
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_API_KEY = "sk-test-fake";
    process.env.AI_MODEL = "fake-gpt-test";
    process.env.AI_TIMEOUT_MS = "5000";
    fake.requests.length = 0;
  });
  afterEach(() => {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it("sends each table as a grid with its SEBI cells, takes cell keys back, and keeps only answers whose quote holds the value", async () => {
    const { owner, company } = await setup();
    const bytes = new Uint8Array(readFileSync(path.join(process.cwd(), "tests", "fixtures", "extraction", "sebi-brsr-tables.pdf")));
    const row = "| From renewable sources — Total electricity consumption (A) | 1,84,500 | 1,52,300 |";
    fake.respond((request) => {
      const prompt = promptOf(request);
      if (!prompt.includes("Page 2 of the report")) return { content: JSON.stringify({ metrics: [] }) };
      return {
        content: JSON.stringify({
          metrics: [
            { metric: "P6-E1-A", category: "environmental", value: "1,84,500", unit: "GJ", period: "FY 2024-25", source_sentence: row },
            // The quote is on the page but does not hold the value: refused.
            { metric: "P6-E1-B", category: "environmental", value: "62,500", unit: "GJ", period: "FY 2024-25", source_sentence: row },
            // A quote the page does not print: refused.
            { metric: "P6-E1-C", category: "environmental", value: "10", unit: "GJ", period: "FY 2024-25", source_sentence: "| Energy from biogas | 10 |" },
          ],
        }),
      };
    });
    const res = await upload(owner.token, company.id, { bytes, type: "application/pdf", name: "sebi.pdf" });
    expect(res.status).toBe(201);
    const page2 = fake.requests.map(promptOf).find((p) => p.includes("Page 2 of the report"))!;
    // The wrapped 'FY 2024-' / '25' heading reaches the model whole, the rows as grid lines, and the cells to answer in.
    expect(page2).toContain("| Row | FY 2024-25 (Current Financial Year) | FY 2023-24 (Previous Financial Year) |");
    expect(page2).toContain(row);
    expect(page2).toContain("P6-E1-A: Total electricity consumption (A) [GJ]");
    expect(res.body.metrics).toHaveLength(1);
    expect(res.body.metrics[0]).toMatchObject({
      metric: "Renewable electricity consumption",
      value: "1,84,500",
      unit: "GJ",
      period: "FY 2024-25",
      page: 2,
      quote: row,
    });
  });
});
