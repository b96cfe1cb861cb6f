import { count, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { POST as importRoute } from "@/app/api/companies/[id]/imports/route";
import { GET as jobRoute } from "@/app/api/jobs/[id]/route";
import { getDb } from "@/db/client";
import { backgroundJobs, esgDataEntries } from "@/db/schema";
import { newBoss, stopBoss } from "@/lib/jobs/boss";
import { ensureQueues } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { IMPORT_METRICS, importCsv, seedImportMetrics } from "../../bench/import-fixture";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 180_000 });

const bosses: PgBoss[] = [];
afterAll(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
  await stopBoss({ graceful: false, timeout: 1000 });
});

async function worker() {
  const boss = await newBoss();
  bosses.push(boss);
  await ensureQueues(boss);
  await startWorkers(boss, { schedule: false });
}

const upload = (token: string, companyId: string, csv: string, dryRun: boolean) => {
  const form = new FormData();
  form.append("file", new Blob([csv]), "meters.csv");
  return call<any>(importRoute, {
    method: "POST",
    token,
    params: { id: companyId },
    path: `/api/companies/${companyId}/imports?dry_run=${dryRun}`,
    rawBody: form,
  });
};
const readJob = (token: string, id: string) => call<any>(jobRoute as never, { token, params: { id }, path: `/api/jobs/${id}` });

/** Polls the job as the screen does, until it has finished (or a minute has passed). */
async function finished(token: string, id: string) {
  const until = Date.now() + 120_000;
  const seen: number[] = [];
  for (;;) {
    const { body } = await readJob(token, id);
    seen.push(body.progress);
    if (body.state === "succeeded" || body.state === "failed" || Date.now() > until) return { job: body, seen };
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("long work on the job queue: GET /api/jobs/{id}", () => {
  it("queues an import over 5,000 rows (202), the worker writes it, the job answers progress then the import's result", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["GRI"] });
    const db = await getDb();
    await seedImportMetrics(db, company.id);
    const csv = importCsv(5_001);

    // The dry run stays in the request; a small commit too.
    expect((await upload(token, company.id, importCsv(20), true)).status).toBe(200);
    expect((await upload(token, company.id, csv, true)).status).toBe(200);

    const queued = await upload(token, company.id, csv, false);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ rows: 5_001 });
    const id = queued.body.job_id as string;
    const first = await readJob(token, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, company_id: company.id, kind: "import", state: "queued", progress: 0, result: null });
    const entries = async () => (await db.select({ n: count() }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)))[0].n;
    expect(await entries()).toBe(IMPORT_METRICS);

    // Who may read it: another member of the company yes; a stranger (or a made-up id) 404.
    const colleague = await addMember(company.id, "viewer", { subscribed: true });
    expect((await readJob(colleague.token, id)).status).toBe(200);
    const stranger = await createUser({ subscribed: true });
    expect((await readJob(stranger.token, id)).status).toBe(404);
    expect((await readJob(token, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await readJob(token, "nope")).status).toBe(404);

    await worker();
    const { job } = await finished(token, id);
    expect(job).toMatchObject({ state: "succeeded", progress: 100, status: 201 });
    expect(job.result.counts).toMatchObject({ create: 5_001, errors: 0 });
    expect(job.result.batch_id).toEqual(expect.any(String));
    expect(await entries()).toBe(IMPORT_METRICS + 5_001);
    // The upload is not kept once the work is done.
    const [row] = await db.select({ file: backgroundJobs.file }).from(backgroundJobs).where(eq(backgroundJobs.id, id));
    expect(row.file).toBeNull();

    // The same file again: the worker's refusal is the job's answer (nothing to change), not a retry.
    const again = await upload(token, company.id, csv, false);
    expect(again.status).toBe(202);
    const refused = await finished(token, again.body.job_id);
    expect(refused.job).toMatchObject({ state: "failed", status: 422 });
    expect(refused.job.error).toMatch(/changes nothing/);
    expect(await entries()).toBe(IMPORT_METRICS + 5_001);
  });
});
