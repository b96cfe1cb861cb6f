import "server-only";
import type PgBoss from "pg-boss";

/** The queues and their retry rules: a reminder whose SMTP send fails is tried again with growing pauses (5 s, 10 s, 20 s, …) for about a day. */
export const QUEUES = {
  remindersScan: { name: "reminders-scan", retryLimit: 2, retryDelay: 5, expireInSeconds: 300 },
  reminderSend: { name: "reminder-send", retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  /** Long work (lib/jobs/long-work.ts): a large import, a filing; tried three times, up to 15 minutes each. */
  longWork: { name: "long-work", retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
} as const satisfies Record<string, PgBoss.Queue>;

/** Creates the queues where missing (pg-boss 10 sends and works only on created queues). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const have = new Set((await boss.getQueues()).map((q) => q.name));
  for (const q of Object.values(QUEUES)) if (!have.has(q.name)) await boss.createQueue(q.name, q);
}
