/**
 * Data requests' pure rules: their states as shown (overdue is read from the due date) and the
 * reminder schedule. Days are India's calendar days (YYYY-MM-DD), as due dates are.
 */

export const STORED_STATES = ["not_started", "in_progress", "submitted", "approved", "returned"] as const;
export type StoredState = (typeof STORED_STATES)[number];
export type RequestState = StoredState | "overdue";

export const STATE_LABELS: Record<RequestState, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  submitted: "Submitted",
  approved: "Approved",
  returned: "Returned",
  overdue: "Overdue",
};

/** States in which the assignee still owes figures: these go overdue and get reminders. */
const OPEN: readonly StoredState[] = ["not_started", "in_progress", "returned"];

export function isOpen(state: StoredState): boolean {
  return OPEN.includes(state);
}

/** The state shown: an open request past its due day is overdue. */
export function shownState(state: StoredState, dueDate: string, today: string): RequestState {
  return isOpen(state) && today > dueDate ? "overdue" : state;
}

/** Whether the assignee may still change the cells (not while submitted or once approved). */
export function fillable(state: StoredState): boolean {
  return isOpen(state);
}

const DAY = 86_400_000;

/** Days from `a` to `b` (YYYY-MM-DD each). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/**
 * A company's reminders: the days before the due date a reminder goes (none: no reminders before
 * it), whether overdue reminders go and how often, and whether owners get the weekly digest.
 */
export type ReminderSettings = { daysBefore: readonly number[]; overdueEveryDays: number; overdue?: boolean; digest?: boolean };
export const DEFAULT_REMINDERS: Required<ReminderSettings> = { daysBefore: [7, 1], overdueEveryDays: 7, overdue: true, digest: true };

/**
 * The reminder a request is due at `today`, as a rule name, or null. Before the due day: the
 * reminder of the nearest `daysBefore` whose day has come ('before-1' on the eve), unless the
 * request was made after that day began (its invitation said as much); after it: 'overdue-0' the
 * first day past, then one every `overdueEveryDays` ('overdue-1', …). Nothing for a request no
 * longer open, and nothing on the due day itself. A rule's name is its key: each is sent once.
 */
export function reminderDue(request: { state: StoredState; dueDate: string; createdDay: string }, settings: ReminderSettings, today: string): string | null {
  if (!isOpen(request.state)) return null;
  const left = daysBetween(today, request.dueDate);
  if (left > 0) {
    const reached = [...settings.daysBefore].filter((d) => d > 0 && left <= d).sort((a, b) => a - b)[0];
    if (reached === undefined) return null;
    // Made inside that reminder's window: the invitation was the reminder.
    if (daysBetween(request.createdDay, request.dueDate) <= reached) return null;
    return `before-${reached}`;
  }
  if (left === 0 || settings.overdue === false) return null;
  const every = Math.max(1, settings.overdueEveryDays);
  return `overdue-${Math.floor((-left - 1) / every)}`;
}

/** Monday of the week of `day` (YYYY-MM-DD): the weekly digest's key. */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * DAY).toISOString().slice(0, 10);
}

/** Share of the request's cells that hold a figure, 0–100, whole. */
export function percentComplete(filled: number, total: number): number {
  return total ? Math.round((Math.min(filled, total) / total) * 100) : 0;
}
