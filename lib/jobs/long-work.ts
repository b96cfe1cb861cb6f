import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { backgroundJobs, companies, users, type User } from "@/db/schema";
import { ApiError, notFound } from "@/lib/errors";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { getBoss } from "./boss";
import { QUEUES } from "./queues";

/**
 * Long work on the job queue (decisions D26): the route records a `background_jobs` row (with the
 * uploaded file's bytes), queues its id on `long-work` and answers 202 `{job_id}`; a worker runs
 * it, writing stage and progress as it goes and then the result (the answer the route would have
 * given, with its status) or the error. `GET /api/jobs/{id}` reads it for the screen to poll.
 */

/** A spreadsheet commit past this many rows is queued; smaller ones are answered in the request. */
export const IMPORT_ROWS_ON_QUEUE = 5_000;

export type JobKind = "import" | "assurance-pack" | "filing" | "extraction";

/**
 * A filing upload (XBRL instance or PDF) larger than this is read on the queue (202); a smaller one,
 * the usual single-year instance of a few hundred kB, is answered in the request as before.
 */
export const FILING_BYTES_ON_QUEUE = 1024 * 1024;

/**
 * A PDF for extraction larger than this is read on the queue (202 `{job_id, bytes}`, decisions
 * D34); a smaller one (a sustainability report of a few dozen pages) gets SPEC's summary at once.
 */
export const PDF_BYTES_ON_QUEUE = 2 * 1024 * 1024;
export type JobState = "queued" | "running" | "succeeded" | "failed";

export type JobDto = {
  id: string;
  company_id: string;
  kind: string;
  state: JobState;
  progress: number;
  stage: string;
  /** The work's answer once it succeeded (an import's result, with `status` as the route would have answered it). */
  result: unknown;
  status: number | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
};

type JobRow = typeof backgroundJobs.$inferSelect;

function jobDto(row: JobRow): JobDto {
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    state: row.state as JobState,
    progress: row.progress,
    stage: row.stage,
    result: row.result ?? null,
    status: row.resultStatus ?? null,
    error: row.error ?? null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Records the work and queues it; answers the job's id. */
export async function enqueueLongWork({
  companyId,
  userId,
  kind,
  input = {},
  file,
  fileName,
  reuseActive = false,
}: {
  companyId: string;
  userId: string;
  kind: JobKind;
  input?: Record<string, unknown>;
  file?: Uint8Array;
  fileName?: string;
  /** The same work (kind and input) of the company already queued or running is answered instead of a second one. */
  reuseActive?: boolean;
}): Promise<string> {
  const db = await getDb();
  const values = { companyId, userId, kind, input, file: file ? Buffer.from(file) : null, fileName: fileName ?? null };
  const row = reuseActive
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`long-work|${companyId}|${kind}`}, 0))`);
        const [active] = await tx
          .select({ id: backgroundJobs.id, state: backgroundJobs.state })
          .from(backgroundJobs)
          .where(
            and(
              eq(backgroundJobs.companyId, companyId),
              eq(backgroundJobs.kind, kind),
              inArray(backgroundJobs.state, ["queued", "running"]),
              sql`${backgroundJobs.input} = ${JSON.stringify(input)}::jsonb`,
            ),
          )
          .limit(1);
        if (active) return { id: active.id, reused: true, queued: active.state === "queued" };
        const [made] = await tx.insert(backgroundJobs).values(values).returning({ id: backgroundJobs.id });
        return { id: made.id, reused: false, queued: true };
      })
    : { ...(await db.insert(backgroundJobs).values(values).returning({ id: backgroundJobs.id }))[0], reused: false, queued: true };
  // A reused job still queued is sent again: the process that recorded it may have died before
  // sending it, and it would otherwise be answered forever without ever running. Sending is
  // keyed by the row's id, so a job pg-boss already holds is not queued twice.
  if (row.queued) await sendLongWork(row.id);
  return row.id;
}

/**
 * Queues a recorded job on `long-work` under its own id: pg-boss inserts a job with an id it
 * already holds as nothing (ON CONFLICT DO NOTHING), so sending the same row again is harmless.
 */
async function sendLongWork(jobId: string): Promise<void> {
  const boss = await getBoss();
  await boss.send(QUEUES.longWork.name, { jobId }, { id: jobId, singletonKey: jobId });
}

/** A job still queued or running this long after it was recorded is looked at by the minute's scan. */
export const STRANDED_AFTER_MS = 5 * 60 * 1000;

/** What a job pg-boss gave up on answers (its retries spent, or cancelled), whether or not it had started. */
export const GIVEN_UP_DETAIL = "The work could not be finished; start it again";

/**
 * The minute's look at work recorded more than `STRANDED_AFTER_MS` ago and not finished:
 * - still queued and unknown to pg-boss (a crash between recording and sending): sent again, so
 *   no accepted work waits forever (sending is keyed by the row's id, so one pg-boss still holds
 *   is left as it is);
 * - queued or running while pg-boss has given up on it (failed after its retries, cancelled) or
 *   no longer knows a started one: recorded as failed, so the screen stops polling a job that
 *   will never move.
 * Answers how many it looked at.
 */
export async function resendStrandedWork({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const unfinished = await db
    .select({ id: backgroundJobs.id, state: backgroundJobs.state })
    .from(backgroundJobs)
    .where(and(inArray(backgroundJobs.state, ["queued", "running"]), lt(backgroundJobs.createdAt, new Date(now.getTime() - STRANDED_AFTER_MS))))
    .limit(500);
  const boss = unfinished.length ? await getBoss() : null;
  for (const row of unfinished) {
    const held = await boss!.getJobById(QUEUES.longWork.name, row.id, { includeArchive: true });
    if (!held && row.state === "queued") await sendLongWork(row.id);
    else if (!held || held.state === "failed" || held.state === "cancelled") await giveUp(row.id);
  }
  return unfinished.length;
}

async function giveUp(jobId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(backgroundJobs)
    .set({ state: "failed", progress: 100, stage: "Failed", error: GIVEN_UP_DETAIL, file: null, finishedAt: new Date() })
    .where(and(eq(backgroundJobs.id, jobId), inArray(backgroundJobs.state, ["queued", "running"])));
}

/**
 * `GET /api/jobs/{id}`: the job, to whoever started it or a member of its company (the access
 * table's `memberByRow`); anyone else, like an id that does not exist, 404.
 */
export async function getJobForCaller({ user, jobId, demand }: { user: User; jobId: string; demand: CompanyDemand }): Promise<JobDto> {
  const db = await getDb();
  const load = async (id: string) => (await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)).limit(1))[0];
  const row = await getRowInMemberCompany({ user, id: jobId, missing: "Job not found", load, demand });
  return jobDto(row);
}

async function mark(jobId: string, set: Partial<typeof backgroundJobs.$inferInsert>) {
  await (await getDb()).update(backgroundJobs).set(set).where(eq(backgroundJobs.id, jobId));
}

/**
 * The worker's part: runs one queued job to its end. A refusal of the work itself (an import with
 * errors: 422, a conflict: 409) is its result, not a failure to retry; an unexpected error is
 * recorded and thrown so pg-boss retries it. A job already finished is not run again.
 */
export async function runLongWork(jobId: string): Promise<void> {
  const db = await getDb();
  const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId)).limit(1);
  if (!job || job.state === "succeeded" || job.state === "failed") return;
  await mark(jobId, { state: "running", startedAt: new Date(), progress: 5, stage: "Starting" });
  const stage = (text: string, progress: number) => mark(jobId, { stage: text, progress });
  try {
    const { status, body, output } = await perform(job, stage);
    const ok = status < 400;
    await mark(jobId, {
      state: ok ? "succeeded" : "failed",
      progress: 100,
      stage: ok ? "Done" : "Refused",
      result: body as object,
      resultStatus: status,
      error: ok ? null : ((body as { detail?: string }).detail ?? "The work was refused"),
      // The upload is not kept once the work is done; a work's own file (a pack) is, for its download.
      file: ok && output ? output.bytes : null,
      fileName: ok && output ? output.fileName : job.fileName,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof ApiError) {
      await mark(jobId, {
        state: "failed",
        progress: 100,
        stage: "Refused",
        resultStatus: error.status,
        error: error.detail,
        file: null,
        finishedAt: new Date(),
      });
      return;
    }
    await mark(jobId, { stage: "Failed; trying again", error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

type Performed = { status: number; body: unknown; output?: { bytes: Buffer; fileName: string } };

async function perform(job: JobRow, stage: (text: string, progress: number) => Promise<void>): Promise<Performed> {
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId)).limit(1);
  const [user] = job.userId ? await db.select().from(users).where(eq(users.id, job.userId)).limit(1) : [];
  if (!company || !user) throw notFound("The company or the user who started this work is gone");
  switch (job.kind as JobKind) {
    case "import": {
      if (!job.file) throw new ApiError(422, "The uploaded file is no longer held");
      const { importFile } = await import("@/lib/spreadsheets/imports");
      await stage("Reading the file", 10);
      const skipErrors = (job.input as { skip_errors?: unknown } | null)?.skip_errors === true;
      return importFile({ company, user, fileName: job.fileName ?? "upload", bytes: new Uint8Array(job.file), dryRun: false, skipErrors, onStage: stage });
    }
    case "filing": {
      if (!job.file) throw new ApiError(422, "The uploaded file is no longer held");
      const { importFiling } = await import("@/lib/filings/service");
      await stage("Reading the filing", 20);
      const { answer, created } = await importFiling({ company, user, filename: job.fileName ?? "filing.xml", bytes: new Uint8Array(job.file) });
      await stage("Proposals written", 90);
      return { status: created ? 201 : 200, body: answer };
    }
    case "extraction": {
      if (!job.file) throw new ApiError(422, "The uploaded file is no longer held");
      const { extractPdf } = await import("@/lib/extraction/service");
      await stage("Opening the PDF", 10);
      const { summary, created } = await extractPdf({ company, user, filename: job.fileName ?? "report.pdf", bytes: new Uint8Array(job.file), onStage: stage });
      return { status: created ? 201 : 200, body: summary };
    }
    case "assurance-pack": {
      const { buildAssurancePack } = await import("@/lib/reports/assurance-pack");
      const fy = (job.input as { fy?: unknown } | null)?.fy;
      const pack = await buildAssurancePack({ company, userId: user.id, fyParam: typeof fy === "string" && fy ? fy : undefined, onStage: stage });
      return {
        status: 200,
        body: {
          fy: pack.fy.id,
          file_name: pack.fileName,
          size: pack.bytes.byteLength,
          figures: pack.entryCount,
          evidence_files: pack.fileCount,
          download_url: `/api/jobs/${job.id}/download`,
        },
        output: { bytes: pack.bytes, fileName: pack.fileName },
      };
    }
    default:
      throw new ApiError(422, `Unknown kind of work '${job.kind}'`);
  }
}

/**
 * `GET /api/jobs/{id}/download`: the file a finished work made (an assurance pack's ZIP), to the
 * same callers as the job; a job that made none, or has not finished, 404 / 409.
 */
export async function jobDownloadResponse({ user, jobId, demand }: { user: User; jobId: string; demand: CompanyDemand }): Promise<Response> {
  const db = await getDb();
  const load = async (id: string) => (await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)).limit(1))[0];
  const row = await getRowInMemberCompany({ user, id: jobId, missing: "Job not found", load, demand });
  if (row.kind !== "assurance-pack") throw notFound("This work has no file to download");
  if (row.state !== "succeeded") throw new ApiError(409, "The file is not ready yet");
  if (!row.file) throw notFound("This work has no file to download");
  const { zipHeaders } = await import("@/lib/reports/assurance-pack");
  return new Response(new Uint8Array(row.file), { status: 200, headers: zipHeaders(row.fileName ?? "assurance-pack.zip") });
}
