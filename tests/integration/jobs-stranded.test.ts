import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { POST as QUEUE_PACK } from "@/app/api/companies/[id]/assurance-pack/route";
import { GET as JOB } from "@/app/api/jobs/[id]/route";
import { getDb } from "@/db/client";
import { backgroundJobs } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import { getBoss, newBoss, stopBoss } from "@/lib/jobs/boss";
import { GIVEN_UP_DETAIL, resendStrandedWork, STRANDED_AFTER_MS } from "@/lib/jobs/long-work";
import { ensureQueues, QUEUES } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

// A job recorded but never handed to pg-boss (the process died between the two): the same work
// asked for again (an assurance pack of the same year is answered by the job already queued) sends
// it again rather than answering a job that never runs; the minute's scan sends any other such job
// once it is a few minutes old. Sending is keyed by the job's id, so nothing runs twice.
vi.setConfig({ testTimeout: 180_000 });

const bosses: PgBoss[] = [];
afterAll(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
  await stopBoss({ graceful: false, timeout: 1000 });
});

const readJob = (token: string, id: string) => call<any>(JOB as never, { token, params: { id }, path: `/api/jobs/${id}` });
const queuePack = (token: string, companyId: string) =>
  call<any>(QUEUE_PACK, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/assurance-pack?fy=2024-25` });

async function finished(token: string, id: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const { body } = await readJob(token, id);
    if (body.state === "succeeded" || body.state === "failed" || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A company with a figure, and an assurance pack job for FY 2024-25 recorded as a crash leaves it: in the table, not in pg-boss. */
async function stranded({ createdAt }: { createdAt?: Date } = {}) {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id);
  await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25", value: "4,500" }) });
  const db = await getDb();
  const [row] = await db
    .insert(backgroundJobs)
    .values({ companyId: company.id, userId: owner.user.id, kind: "assurance-pack", input: { fy: "2024-25" }, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return { token: owner.token, company, jobId: row.id };
}

const inBoss = async (id: string) => (await (await getBoss()).getJobById(QUEUES.longWork.name, id)) !== null;

describe("long work recorded but never sent", () => {
  it("asking for the same work again sends the stranded job, which then runs once, instead of answering it forever", async () => {
    const { token, company, jobId } = await stranded();
    const boss = await newBoss();
    bosses.push(boss);
    await ensureQueues(boss);
    await startWorkers(boss, { schedule: false });
    expect(await inBoss(jobId)).toBe(false);

    // The pack of the same year asked for again: the stranded job is the answer (not a second one)…
    const again = await queuePack(token, company.id);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ job_id: jobId, fy: "2024-25" });
    // …and now it is in pg-boss, under its own id, and runs to the end.
    expect(await inBoss(jobId)).toBe(true);
    const job = await finished(token, jobId);
    expect(job).toMatchObject({ state: "succeeded", status: 200, progress: 100, result: { fy: "2024-25", figures: 1 } });

    // Asked for while it is still queued, the job is sent again harmlessly: one pg-boss job, one run.
    const second = await queuePack(token, company.id);
    expect(second.status).toBe(202);
    expect(second.body.job_id).not.toBe(jobId);
    const resend = await queuePack(token, company.id);
    expect(resend.body.job_id).toBe(second.body.job_id);
    const done = await finished(token, second.body.job_id);
    expect(done.state).toBe("succeeded");
    const db = await getDb();
    const rows = await db.select().from(backgroundJobs).where(eq(backgroundJobs.companyId, company.id));
    expect(rows.map((r) => r.state).sort()).toEqual(["succeeded", "succeeded"]);
  });

  it("the minute's scan sends a job queued for longer than a few minutes, and leaves a fresh one to its sender", async () => {
    const old = await stranded({ createdAt: new Date(Date.now() - STRANDED_AFTER_MS - 60_000) });
    const fresh = await stranded();
    expect(await resendStrandedWork()).toBeGreaterThanOrEqual(1);
    expect(await inBoss(old.jobId)).toBe(true);
    expect(await inBoss(fresh.jobId)).toBe(false);
    // Sent again while pg-boss holds it: nothing new (its job id is the row's, unique in pg-boss).
    const before = await (await getBoss()).getJobById(QUEUES.longWork.name, old.jobId);
    await resendStrandedWork();
    expect((await (await getBoss()).getJobById(QUEUES.longWork.name, old.jobId))?.createdOn).toEqual(before?.createdOn);
    const boss = await newBoss();
    bosses.push(boss);
    await ensureQueues(boss);
    await startWorkers(boss, { schedule: false });
    expect(await finished(old.token, old.jobId)).toMatchObject({ state: "succeeded", status: 200 });
    expect((await readJob(fresh.token, fresh.jobId)).body.state).toBe("queued");
  });
});

describe("long work pg-boss gave up on", () => {
  it("the minute's scan records a job whose retries are spent, or whose started run pg-boss no longer holds, as failed; one it still holds stays", async () => {
    const long = new Date(Date.now() - STRANDED_AFTER_MS - 60_000);
    const spent = await stranded({ createdAt: long });
    const lost = await stranded({ createdAt: long });
    const waiting = await stranded({ createdAt: long });
    const boss = await getBoss();
    // pg-boss holds the first as failed (its retries spent before the worker ever marked it), the third as waiting.
    await boss.send(QUEUES.longWork.name, { jobId: spent.jobId }, { id: spent.jobId, retryLimit: 0 });
    await boss.fail(QUEUES.longWork.name, spent.jobId, { message: "worker died" });
    await boss.send(QUEUES.longWork.name, { jobId: waiting.jobId }, { id: waiting.jobId, startAfter: 3600 });
    // The second was started by a worker (the row says running) but pg-boss holds nothing of it.
    const db = await getDb();
    await db.update(backgroundJobs).set({ state: "running", startedAt: long }).where(eq(backgroundJobs.id, lost.jobId));

    await resendStrandedWork();

    for (const { token, jobId } of [spent, lost]) {
      expect((await readJob(token, jobId)).body).toMatchObject({ state: "failed", progress: 100, error: GIVEN_UP_DETAIL });
    }
    expect((await readJob(waiting.token, waiting.jobId)).body.state).toBe("queued");
    // The failed one was not sent again under its id (it would run a second time).
    expect((await boss.getJobById(QUEUES.longWork.name, spent.jobId))?.state).toBe("failed");
  });
});
