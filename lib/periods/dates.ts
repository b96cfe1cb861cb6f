/**
 * Calendar arithmetic for the period model. Months are counted as one number (year × 12 + month
 * index, January = 0) so that spans crossing a year end are plain subtraction; days are ISO
 * strings, which compare correctly as text.
 */

/** A month as year × 12 + (month − 1). */
export type MonthNumber = number;

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export const monthNumber = (year: number, month: number): MonthNumber => year * 12 + (month - 1);
const yearOf = (m: MonthNumber) => Math.floor(m / 12);
/** 1–12. */
const monthOf = (m: MonthNumber) => (m % 12) + 1;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export const firstDayOf = (m: MonthNumber) => isoDay(yearOf(m), monthOf(m), 1);
export const lastDayOf = (m: MonthNumber) => isoDay(yearOf(m), monthOf(m), daysInMonth(yearOf(m), monthOf(m)));

export function splitIso(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month, day };
}

export const monthOfIso = (iso: string): MonthNumber => {
  const { year, month } = splitIso(iso);
  return monthNumber(year, month);
};

export const isFirstOfMonth = (iso: string) => splitIso(iso).day === 1;
export const isLastOfMonth = (iso: string) => {
  const { year, month, day } = splitIso(iso);
  return day === daysInMonth(year, month);
};

/** 'Apr 2024'. */
export const monthLabel = (m: MonthNumber) => `${SHORT_MONTHS[monthOf(m) - 1]} ${yearOf(m)}`;

/** '23 Nov 2026'. */
export function dayLabel(iso: string): string {
  const { year, month, day } = splitIso(iso);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** UTC milliseconds at the start of the day. */
const isoToUtc = (iso: string) => {
  const { year, month, day } = splitIso(iso);
  return Date.UTC(year, month - 1, day);
};

/** Whole days from `a` to `b` inclusive (0 when b is before a). */
export const daysBetween = (a: string, b: string) => (b < a ? 0 : Math.round((isoToUtc(b) - isoToUtc(a)) / 86_400_000) + 1);

export function checkStartMonth(fyStartMonth: number): number {
  if (!Number.isInteger(fyStartMonth) || fyStartMonth < 1 || fyStartMonth > 12) {
    throw new RangeError(`Financial year start month must be 1–12, got ${fyStartMonth}`);
  }
  return fyStartMonth;
}

/**
 * First month of the financial year that ends in `endYear`. A year starting in January ends in
 * the year it starts; any other ends in the next calendar year ('FY N' is the FY ending in N).
 */
export const fyFirstMonth = (endYear: number, fyStartMonth: number): MonthNumber => monthNumber(fyStartMonth === 1 ? endYear : endYear - 1, fyStartMonth);

/** Position (0–11) of a month within its financial year. */
export const positionInFy = (m: MonthNumber, fyStartMonth: number) => (((m - (fyStartMonth - 1)) % 12) + 12) % 12;
