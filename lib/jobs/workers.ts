import "server-only";
import type PgBoss from "pg-boss";
import { getBoss } from "./boss";
import { QUEUES } from "./queues";

/** How often a worker looks for jobs; the reminder scan itself is scheduled every minute. */
export const POLL_SECONDS = 2;
/** Reminders a worker sends at once: a poll a second, so 25 a second per worker at most. */
const SEND_BATCH = 25;

/**
 * Registers the workers on a queue instance: the minute's scan (cron, one job a minute across
 * every worker on the database: reminders fallen due, and long work recorded but never sent), the
 * reminders' sending, and the long work. Several workers on one database each take a job once
 * (pg-boss fetches with SKIP LOCKED).
 */
export async function startWorkers(boss?: PgBoss, { schedule = true }: { schedule?: boolean } = {}): Promise<PgBoss> {
  const b = boss ?? (await getBoss());
  const { scanReminders, sendReminder } = await import("@/lib/requests/reminders");
  await b.work<{ deliveryId: string }>(QUEUES.reminderSend.name, { batchSize: SEND_BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
    // Each job on its own: a failed send goes back to the queue for a retry with back-off (pg-boss
    // then completes only the jobs still active), the others complete.
    await Promise.all(
      jobs.map((job) =>
        sendReminder(job.data.deliveryId).catch((error: unknown) =>
          b.fail(QUEUES.reminderSend.name, job.id, { message: error instanceof Error ? error.message : String(error) }),
        ),
      ),
    );
  });
  await b.work(QUEUES.remindersScan.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
    await scanReminders({ boss: b });
    // Long work recorded but never sent (the recording process died in between) is sent again.
    const { resendStrandedWork } = await import("./long-work");
    await resendStrandedWork();
  });
  await b.work<{ jobId: string }>(QUEUES.longWork.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { runLongWork } = await import("./long-work");
    await runLongWork(job.data.jobId);
  });
  if (schedule) await b.schedule(QUEUES.remindersScan.name, "* * * * *", {}, { tz: "Asia/Kolkata" });
  return b;
}
