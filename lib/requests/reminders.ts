import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { getDb } from "@/db/client";
import { companies, companyMembers, dataRequests, reminderDeliveries, reportingUnits, requestSettings, users } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { formatLongDate, indianDay } from "@/lib/format/dates";
import { formatCount } from "@/lib/format/numbers";
import { sendMail } from "@/lib/mail";
import { REMINDER_QUEUES } from "./reminder-queues";
import { DEFAULT_REMINDERS, daysBetween, reminderDue, weekOf, type StoredState } from "./rules";

const OPEN_STATES = ["not_started", "in_progress", "returned"];
/** How far ahead a due date can be for a reminder to fall due: the largest sensible 'days before'. */
const LOOKAHEAD_DAYS = 60;

/**
 * The minute's scan (run by the queue every minute, by one worker): claims each reminder that has
 * fallen due — a row keyed by request and rule, or by owner and week for the digest, inserted
 * once whatever the number of workers — and queues a send job for every claimed reminder not yet
 * sent, under the delivery's id, so a job is queued once while it lives.
 */
export async function scanReminders({ boss, now = new Date() }: { boss: PgBoss; now?: Date }): Promise<{ claimed: number; queued: number }> {
  const db = await getDb();
  const today = indianDay(now);
  const open = await db
    .select({
      id: dataRequests.id,
      companyId: dataRequests.companyId,
      state: dataRequests.state,
      dueDate: dataRequests.dueDate,
      createdAt: dataRequests.createdAt,
      assigneeEmail: dataRequests.assigneeEmail,
      daysBefore: requestSettings.daysBefore,
      overdueEveryDays: requestSettings.overdueEveryDays,
      overdue: requestSettings.overdueEnabled,
      digest: requestSettings.digestEnabled,
    })
    .from(dataRequests)
    .leftJoin(requestSettings, eq(requestSettings.companyId, dataRequests.companyId))
    .where(and(inArray(dataRequests.state, OPEN_STATES), sql`${dataRequests.dueDate} <= (${today}::date + ${LOOKAHEAD_DAYS}::int)`));
  const claims: (typeof reminderDeliveries.$inferInsert)[] = [];
  for (const r of open) {
    // The company's settings (PUT /api/companies/{id}/reminder-settings), else the defaults.
    const settings = {
      daysBefore: r.daysBefore ?? DEFAULT_REMINDERS.daysBefore,
      overdueEveryDays: r.overdueEveryDays ?? DEFAULT_REMINDERS.overdueEveryDays,
      overdue: r.overdue ?? DEFAULT_REMINDERS.overdue,
    };
    const rule = reminderDue({ state: r.state as StoredState, dueDate: r.dueDate, createdDay: indianDay(r.createdAt) }, settings, today);
    if (rule) claims.push({ key: `request:${r.id}:${rule}`, companyId: r.companyId, requestId: r.id, rule, recipient: r.assigneeEmail });
  }
  // The weekly digest: each owner of a company with open requests that has not switched it off, once a week.
  const companiesWithOpen = [...new Set(open.filter((r) => r.digest ?? DEFAULT_REMINDERS.digest).map((r) => r.companyId))];
  if (companiesWithOpen.length) {
    const owners = await db
      .select({ companyId: companyMembers.companyId, userId: users.id, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(inArray(companyMembers.companyId, companiesWithOpen), eq(companyMembers.role, "owner"), eq(users.isActive, true)));
    const week = weekOf(today);
    for (const o of owners)
      claims.push({ key: `digest:${o.companyId}:${o.userId}:${week}`, companyId: o.companyId, rule: `digest-${week}`, recipient: o.email });
  }
  let claimed = 0;
  for (let i = 0; i < claims.length; i += 1000) {
    const rows = await db
      .insert(reminderDeliveries)
      .values(claims.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: reminderDeliveries.id });
    claimed += rows.length;
  }
  const pending = await db.select({ id: reminderDeliveries.id }).from(reminderDeliveries).where(isNull(reminderDeliveries.sentAt));
  const q = REMINDER_QUEUES.reminderSend;
  for (let i = 0; i < pending.length; i += 1000) {
    await boss.insert(
      pending.slice(i, i + 1000).map((p) => ({
        id: p.id,
        name: q.name,
        data: { deliveryId: p.id },
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelay,
        retryBackoff: q.retryBackoff,
        expireInSeconds: q.expireInSeconds,
      })),
    );
  }
  return { claimed, queued: pending.length };
}

function requestLink(requestId: string): string {
  return `${getEnv().APP_URL.replace(/\/$/, "")}/requests/${requestId}`;
}

/**
 * Sends one claimed reminder, unless it was sent already. An SMTP failure throws, so the queue
 * tries again later (with back-off); the delivery keeps the attempt count and the last error.
 */
export async function sendReminder(deliveryId: string): Promise<"sent" | "already" | "gone"> {
  const db = await getDb();
  const [d] = await db
    .update(reminderDeliveries)
    .set({ attempts: sql`${reminderDeliveries.attempts} + 1` })
    .where(and(eq(reminderDeliveries.id, deliveryId), isNull(reminderDeliveries.sentAt)))
    .returning();
  if (!d) {
    const [exists] = await db.select({ id: reminderDeliveries.id }).from(reminderDeliveries).where(eq(reminderDeliveries.id, deliveryId));
    return exists ? "already" : "gone";
  }
  const message = d.requestId ? await requestReminder(d.requestId, d.rule) : await ownerDigest(d.companyId, d.rule);
  if (!message) {
    // The request was submitted or deleted since: nothing to chase.
    await db.update(reminderDeliveries).set({ sentAt: new Date(), lastError: "no longer due" }).where(eq(reminderDeliveries.id, d.id));
    return "gone";
  }
  try {
    const sent = await sendMail({ to: d.recipient, ...message });
    if (!sent) console.log(`Reminder to ${d.recipient} (no SMTP_URL set): ${message.subject}`);
  } catch (error) {
    await db
      .update(reminderDeliveries)
      .set({ lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(eq(reminderDeliveries.id, d.id));
    throw error;
  }
  await db.update(reminderDeliveries).set({ sentAt: new Date(), lastError: null }).where(eq(reminderDeliveries.id, d.id));
  return "sent";
}

async function requestReminder(requestId: string, rule: string): Promise<{ subject: string; text: string } | null> {
  const db = await getDb();
  const [r] = await db
    .select({ request: dataRequests, unitName: reportingUnits.name, companyName: companies.name })
    .from(dataRequests)
    .innerJoin(reportingUnits, eq(reportingUnits.id, dataRequests.unitId))
    .innerJoin(companies, eq(companies.id, dataRequests.companyId))
    .where(eq(dataRequests.id, requestId));
  if (!r || !OPEN_STATES.includes(r.request.state)) return null;
  const due = formatLongDate(r.request.dueDate);
  const left = daysBetween(indianDay(new Date()), r.request.dueDate);
  const when = rule.startsWith("overdue") ? `was due on ${due} and is overdue` : left === 1 ? `is due tomorrow, ${due}` : `is due on ${due} (in ${left} days)`;
  const subject = rule.startsWith("overdue")
    ? `Overdue: FY ${r.request.fy} figures for ${r.unitName}`
    : `Reminder: FY ${r.request.fy} figures for ${r.unitName} due ${due}`;
  const asked = r.request.cells.length === 1 ? "1 figure" : `${formatCount(r.request.cells.length)} figures`;
  const text = [
    `${r.companyName} asked you for ${asked} of ${r.unitName} for FY ${r.request.fy}. The request ${when}.`,
    r.request.returnComment ? `The reviewer returned it with this comment: ${r.request.returnComment}` : null,
    `Open it here: ${requestLink(requestId)}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { subject, text };
}

async function ownerDigest(companyId: string, rule: string): Promise<{ subject: string; text: string } | null> {
  const db = await getDb();
  const today = indianDay(new Date());
  const rows = await db
    .select({ id: dataRequests.id, state: dataRequests.state, dueDate: dataRequests.dueDate, unitName: reportingUnits.name, companyName: companies.name })
    .from(dataRequests)
    .innerJoin(reportingUnits, eq(reportingUnits.id, dataRequests.unitId))
    .innerJoin(companies, eq(companies.id, dataRequests.companyId))
    .where(and(eq(dataRequests.companyId, companyId), inArray(dataRequests.state, [...OPEN_STATES, "submitted"])));
  if (!rows.length) return null;
  const overdue = rows.filter((r) => r.state !== "submitted" && r.dueDate < today);
  const submitted = rows.filter((r) => r.state === "submitted");
  const lines = [
    `${rows.length} data requests of ${rows[0].companyName} are open: ${overdue.length} overdue, ${submitted.length} submitted and waiting for review.`,
    ...overdue.slice(0, 20).map((r) => `Overdue since ${formatLongDate(r.dueDate)}: ${r.unitName} — ${requestLink(r.id)}`),
  ];
  return { subject: `Weekly data requests: ${rows[0].companyName} (${rule.replace("digest-", "week of ")})`, text: lines.join("\n") };
}
