import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { PDFDocument, rgb } from "pdf-lib";
import { POST as UPLOAD } from "@/app/api/extract-pdf/[companyId]/route";
import { GET as JOB } from "@/app/api/jobs/[id]/route";
import { GET as EXTRACTION } from "@/app/api/extractions/[id]/route";
import { getDb } from "@/db/client";
import { backgroundJobs, esgDataEntries, pdfExtractions } from "@/db/schema";
import { PDF_ERRORS } from "@/lib/extraction/pdf";
import { newBoss, stopBoss } from "@/lib/jobs/boss";
import { PDF_BYTES_ON_QUEUE } from "@/lib/jobs/long-work";
import { ensureQueues } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";

// A PDF over PDF_BYTES_ON_QUEUE is read on the job queue (decisions D34): 202 {job_id, bytes},
// progress at GET /api/jobs/{id}, then exactly the summary (201) a small upload gets at once, its
// proposals stored. A small one answers SPEC's summary in the request as before.
vi.setConfig({ testTimeout: 180_000 });

const bosses: PgBoss[] = [];
afterAll(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
  await stopBoss({ graceful: false, timeout: 1000 });
});

/** The same PDF made larger than the threshold by an attached file (incompressible), as a long report's images make it. */
async function padded(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  await doc.attach(randomBytes(PDF_BYTES_ON_QUEUE + 64 * 1024), "appendix.bin", { mimeType: "application/octet-stream" });
  const out = await doc.save();
  expect(out.byteLength).toBeGreaterThan(PDF_BYTES_ON_QUEUE);
  return out;
}

const upload = (token: string, companyId: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "application/pdf" }), name);
  return call<any>(UPLOAD as never, { method: "POST", path: `/api/extract-pdf/${companyId}`, token, rawBody: form, params: { companyId } });
};
const readJob = (token: string, id: string) => call<any>(JOB as never, { token, params: { id }, path: `/api/jobs/${id}` });

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { token: owner.token, company };
}

async function finished(token: string, id: string) {
  const seen: number[] = [];
  const until = Date.now() + 150_000;
  for (;;) {
    const { body } = await readJob(token, id);
    seen.push(body.progress);
    if (body.state === "succeeded" || body.state === "failed" || Date.now() > until) return { job: body, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
}

const shape = (summary: any) => summary.metrics.map((m: any) => [m.metric, m.value, m.unit, m.period, m.page, m.status]).sort();

describe("PDF extraction on the job queue", () => {
  it("a small PDF answers the summary at once; a large one 202, the worker stores the same proposals; a known large one answers at once", async () => {
    const report = await makePdf(INDIAN_REPORT.pages);
    expect(report.byteLength).toBeLessThan(PDF_BYTES_ON_QUEUE);
    const small = await setup();
    const direct = await upload(small.token, small.company.id, report, INDIAN_REPORT.name);
    expect(direct.status).toBe(201);
    expect(direct.body).toMatchObject({ filename: INDIAN_REPORT.name, page_count: 5, duplicate_upload: false });
    expect(direct.body.extracted_count).toBeGreaterThan(5);

    const big = await setup();
    const large = await padded(report);
    const queued = await upload(big.token, big.company.id, large, "annual-report.pdf");
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ job_id: expect.any(String), bytes: large.byteLength });
    const id = queued.body.job_id as string;
    expect((await readJob(big.token, id)).body).toMatchObject({ kind: "extraction", state: "queued", progress: 0, result: null });
    // Another company's caller does not see it; nothing is stored before the worker runs.
    expect((await readJob(small.token, id)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, big.company.id))).toHaveLength(0);

    const boss = await newBoss();
    bosses.push(boss);
    await ensureQueues(boss);
    await startWorkers(boss, { schedule: false });
    const { job, seen } = await finished(big.token, id);
    expect(job).toMatchObject({ state: "succeeded", status: 201, progress: 100, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const summary = job.result;
    expect(summary).toMatchObject({ filename: "annual-report.pdf", page_count: 5, duplicate_upload: false, extracted_count: direct.body.extracted_count });
    expect(shape(summary)).toEqual(shape(direct.body));

    // Stored as the small upload's are: one extraction of proposals, no entry; the screen opens it by id.
    const stored = await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, big.company.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: summary.id, extractedCount: summary.extracted_count, pageCount: 5 });
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, big.company.id))).toHaveLength(0);
    const opened = await call<any>(EXTRACTION as never, { token: big.token, params: { id: summary.id }, path: `/api/extractions/${summary.id}` });
    expect(opened.status).toBe(200);
    expect(shape(opened.body)).toEqual(shape(summary));
    // The upload is not kept once the work is done.
    const [row] = await db.select({ file: backgroundJobs.file }).from(backgroundJobs).where(eq(backgroundJobs.id, id));
    expect(row.file).toBeNull();

    // The same large file again: SPEC's answer at once (200, the earlier extraction), no job.
    const jobsBefore = (await db.select().from(backgroundJobs).where(eq(backgroundJobs.companyId, big.company.id))).length;
    const again = await upload(big.token, big.company.id, large, "annual-report-copy.pdf");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: summary.id, duplicate_upload: true });
    expect(await db.select().from(backgroundJobs).where(eq(backgroundJobs.companyId, big.company.id))).toHaveLength(jobsBefore);

    // A large scan with no text layer: the job fails with the 422 the request would have given.
    const scan = await PDFDocument.create();
    const page = scan.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.93, 0.93, 0.9) });
    const scanned = await padded(await scan.save());
    const refused = await upload(big.token, big.company.id, scanned, "scan.pdf");
    expect(refused.status).toBe(202);
    const failed = await finished(big.token, refused.body.job_id);
    expect(failed.job).toMatchObject({ state: "failed", status: 422, error: PDF_ERRORS.noText });
    expect(await db.select().from(pdfExtractions).where(eq(pdfExtractions.companyId, big.company.id))).toHaveLength(1);
  });
});
