import "server-only";
import type PgBoss from "pg-boss";

/**
 * The reminders' queues and their retry rules (lib/jobs/queues.ts creates them with the others): a
 * reminder whose SMTP send fails is tried again with growing pauses (5 s, 10 s, 20 s, …) for about a day.
 */
export const REMINDER_QUEUES = {
  remindersScan: { name: "reminders-scan", retryLimit: 2, retryDelay: 5, expireInSeconds: 300 },
  reminderSend: { name: "reminder-send", retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies Record<string, PgBoss.Queue>;
