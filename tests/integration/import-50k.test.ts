import { and, count, eq } from "drizzle-orm";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { DELETE as revertRoute } from "@/app/api/imports/[batchId]/route";
import { getDb } from "@/db/client";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { auditLog, esgDataEntries } from "@/db/schema";
import { IMPORT_METRICS, importCsv, seedImportMetrics } from "../../bench/import-fixture";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { GET as jobRoute } from "@/app/api/jobs/[id]/route";
import { runLongWork } from "@/lib/jobs/long-work";
import { stopBoss } from "@/lib/jobs/boss";

afterAll(async () => {
  await stopBoss({ graceful: false, timeout: 1000 });
});

// A 50,000-row file goes through the same route as a small one — the dry run writes
// nothing, the commit writes every row once in one batch with its audit row, the revert takes all
// of it back. Its time (goal < 30 s) is measured by bench/import.ts, alone on the machine.
const ROWS = 50_000;

describe("a 50,000-row import", () => {
  it("dry run, commit and revert each account for every row", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["GRI"] });
    const db = await getDb();
    await seedImportMetrics(db, company.id);
    const csv = importCsv(ROWS);
    const upload = (dryRun: boolean) => {
      const form = new FormData();
      form.append("file", new Blob([csv]), "meters.csv");
      return call(importRoute, {
        method: "POST",
        token,
        params: { id: company.id },
        path: `/api/companies/${company.id}/imports?dry_run=${dryRun}`,
        rawBody: form,
      });
    };
    const entries = async () => (await db.select({ n: count() }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)))[0].n;

    const dry = await upload(true);
    expect(dry.status).toBe(200);
    expect(dry.body.counts).toMatchObject({ create: ROWS, update: 0, errors: 0 });
    expect(await entries()).toBe(IMPORT_METRICS);

    // Over 5,000 rows the commit is the job queue's (202); its work is run here as the worker runs it.
    const commit = await upload(false);
    expect(commit.status).toBe(202);
    const jobId = (commit.body as { job_id: string }).job_id;
    await runLongWork(jobId);
    const job = await call(jobRoute as never, { token, params: { id: jobId }, path: `/api/jobs/${jobId}` });
    expect(job.body).toMatchObject({ state: "succeeded", status: 201 });
    const batchId = job.body.result.batch_id as string;
    expect(await entries()).toBe(IMPORT_METRICS + ROWS);
    const [{ n: inBatch }] = await db.select({ n: count() }).from(esgDataEntries).where(eq(esgDataEntries.importBatchId, batchId));
    expect(inBatch).toBe(ROWS);
    // One audit row per created entry, nothing more.
    const audited = async (action: "create" | "delete") =>
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entity, ENTRY_ENTITY), eq(auditLog.action, action)))
      )[0].n;
    expect(await audited("create")).toBe(ROWS);
    // Indian grouping was read as a number, not kept as text.
    const [sample] = await db
      .select({ value: esgDataEntries.value, numeric: esgDataEntries.numericValue })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.importBatchId, batchId), eq(esgDataEntries.value, "1,23,456.7")))
      .limit(1);
    expect(Number(sample.numeric)).toBe(123456.7);

    const revert = await call(revertRoute, { method: "DELETE", token, params: { batchId }, path: `/api/imports/${batchId}` });
    expect(revert.status).toBe(200);
    expect(await entries()).toBe(IMPORT_METRICS);
    expect(await audited("delete")).toBe(ROWS);
  }, 900_000); // a hang guard: about 60 s on a quiet machine, near 300 s beside other work
});
