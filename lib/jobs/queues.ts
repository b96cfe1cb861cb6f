import "server-only";
import type PgBoss from "pg-boss";
import { REMINDER_QUEUES } from "@/lib/requests/reminder-queues";

/** The queues and their retry rules: the reminders' (lib/requests/reminder-queues.ts) and long work's. */
export const QUEUES = {
  ...REMINDER_QUEUES,
  /** Long work (lib/jobs/long-work.ts): a large import, a filing; tried three times, up to 15 minutes each. */
  longWork: { name: "long-work", retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
} as const satisfies Record<string, PgBoss.Queue>;

/** Creates the queues where missing (pg-boss 10 sends and works only on created queues). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const have = new Set((await boss.getQueues()).map((q) => q.name));
  for (const q of Object.values(QUEUES)) if (!have.has(q.name)) await boss.createQueue(q.name, q);
}
