/**
 * One time-zone rule: instants are stored and sent in UTC (ISO 8601) and read by people on
 * India's clock. Every timestamp shown on a screen or written into an export goes through here,
 * so one moment never shows as two different days (20:00 UTC is already tomorrow in India).
 */
const DISPLAY_TIME_ZONE = "Asia/Kolkata";

/** A Date, an ISO string as the API sends it, or milliseconds. */
export type Instant = Date | string | number;

const toDate = (when: Instant) => (when instanceof Date ? when : new Date(when));

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: DISPLAY_TIME_ZONE });
const LONG_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: DISPLAY_TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: DISPLAY_TIME_ZONE,
});
const DAY_PARTS = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: DISPLAY_TIME_ZONE });

/** '5 Jan 2025'. */
export function formatDate(when: Instant): string {
  return DATE.format(toDate(when));
}

/** '5 January 2025'. */
export function formatLongDate(when: Instant): string {
  return LONG_DATE.format(toDate(when));
}

/** '5 Jan 2025, 8:00 pm'. */
export function formatDateTime(when: Instant): string {
  return DATE_TIME.format(toDate(when));
}

/** The calendar day in India at that moment, as YYYY-MM-DD (the running financial year is judged by it). */
export function indianDay(when: Instant): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(toDate(when)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-IN", { month: "short", year: "2-digit", timeZone: "UTC" });

/** A calendar month named by its key, '2026-11' → 'Nov 26': a label, not an instant, so no clock applies. */
export function formatMonthKey(key: string): string {
  const [year, month] = key.split("-").map(Number);
  return MONTH_LABEL.format(new Date(Date.UTC(year, month - 1, 1)));
}
