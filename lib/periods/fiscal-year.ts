import { indianDay } from "@/lib/format/dates";
import { MAX_YEAR, MIN_YEAR, checkStartMonth, firstDayOf, fyFirstMonth, lastDayOf, splitIso } from "./dates";
import { normalisePeriodText, readFyToken } from "./read";
import type { FiscalYear, Period } from "./types";

/** The financial year ending in `endYear`: '2024-25' / 'FY 2024-25', or '2024' / 'FY 2024' when it starts in January. */
export function fiscalYear(endYear: number, fyStartMonth = 4): FiscalYear {
  checkStartMonth(fyStartMonth);
  if (!Number.isInteger(endYear)) throw new RangeError(`Not a year: ${endYear}`);
  const first = fyFirstMonth(endYear, fyStartMonth);
  const id = fyStartMonth === 1 ? String(endYear) : `${endYear - 1}-${String(endYear % 100).padStart(2, "0")}`;
  return { id, label: `FY ${id}`, start: firstDayOf(first), end: lastDayOf(first + 11), endYear };
}

/** The financial year that contains a day (YYYY-MM-DD). */
export function fiscalYearOf(isoDate: string, fyStartMonth = 4): FiscalYear {
  checkStartMonth(fyStartMonth);
  const { year, month } = splitIso(isoDate);
  const endYear = fyStartMonth === 1 || month < fyStartMonth ? year : year + 1;
  return fiscalYear(endYear, fyStartMonth);
}

/**
 * The financial year running at `now`, on Indian time: at 00:30 on 1 April in Mumbai the new
 * year has begun although UTC still says 31 March.
 */
export function currentFiscalYear(now: Date, fyStartMonth = 4): FiscalYear {
  return fiscalYearOf(indianDay(now), fyStartMonth);
}

/** The financial year `n` years before `fy`. */
export function previousFiscalYear(fy: FiscalYear, fyStartMonth = 4, n = 1): FiscalYear {
  return fiscalYear(fy.endYear - n, fyStartMonth);
}

/** The financial year that wholly contains the period, or null (unparsed, or straddling two years). */
export function fiscalYearOfPeriod(p: Period, fyStartMonth = 4): FiscalYear | null {
  if (!p.start || !p.end) return null;
  const fy = fiscalYearOf(p.start, fyStartMonth);
  return p.end <= fy.end ? fy : null;
}

/** Whether the period is exactly the financial year (whatever its kind: 'FY 2024-25', 'Apr 2024 – Mar 2025'). */
export function isWholeYear(p: Period, fy: FiscalYear): boolean {
  return p.start === fy.start && p.end === fy.end;
}

/**
 * A financial year named in a URL (`?fy=`): '2024-25', 'FY 2024-25', 'FY25', or a bare end year
 * '2025'. Null for anything else, so the caller answers 422 rather than showing another year.
 */
export function parseFiscalYearParam(text: string, fyStartMonth = 4): FiscalYear | null {
  checkStartMonth(fyStartMonth);
  const s = normalisePeriodText(text ?? "");
  if (/^\d{4}$/.test(s)) {
    const year = Number(s);
    return year >= MIN_YEAR && year <= MAX_YEAR ? fiscalYear(year, fyStartMonth) : null;
  }
  const endYear = readFyToken(s, fyStartMonth);
  return endYear === null ? null : fiscalYear(endYear, fyStartMonth);
}

/**
 * A financial year written as its two calendar years, '2024-25' or 'FY 2024-25' (the factor sets'
 * years); null for anything else, a bare year or 'FY25' included.
 */
export function parseFiscalYearSpan(text: string, fyStartMonth = 4): FiscalYear | null {
  const s = normalisePeriodText(text ?? "");
  return /^(?:fy ?)?\d{4}-\d{2}$/.test(s) ? parseFiscalYearParam(s, fyStartMonth) : null;
}

/**
 * The financial years a user picks from: the running one (by the company's start month) and the
 * ones before it, newest first. Figures are filed under the year they are for (decisions D19).
 */
export function financialYearChoices(now: Date, fyStartMonth = 4, count = 5): FiscalYear[] {
  const current = currentFiscalYear(now, fyStartMonth);
  return Array.from({ length: count }, (_, i) => previousFiscalYear(current, fyStartMonth, i));
}

/**
 * A screen's year choices with a year among them: the company's default, added at the end when
 * older than the list; or (`at: "start"`) a year the server answered for, put first.
 */
export function yearChoicesWith<T extends { id: string; label: string }>(
  fy: { id: string; label: string } | null | undefined,
  choices: readonly T[],
  { at = "end" }: { at?: "start" | "end" } = {},
): (T | { id: string; label: string })[] {
  if (!fy || choices.some((c) => c.id === fy.id)) return [...choices];
  return at === "start" ? [fy, ...choices] : [...choices, fy];
}
