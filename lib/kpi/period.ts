/**
 * Reporting periods as people type them, read as a span of time (UTC milliseconds) so that
 * entries can be ordered and KPI timelines measured. Indian financial years run April–March:
 * 'FY 2024' and 'FY 2023-24' both mean 1 April 2023 – 31 March 2024; 'Q1 FY 2025' is
 * April–June 2024, while 'Q1 2025' is the calendar quarter January–March 2025.
 */
export type PeriodSpan = { start: number; end: number };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const utc = (year: number, month: number, day = 1) => Date.UTC(year, month, day);
/** The span of whole months [firstMonth, firstMonth + count) starting in `year` (months may overflow). */
const months = (year: number, firstMonth: number, count: number): PeriodSpan => ({
  start: utc(year, firstMonth),
  end: utc(year, firstMonth + count) - 1,
});

function fullYear(text: string, reference?: number): number {
  const n = Number(text);
  if (text.length === 4) return n;
  if (reference !== undefined) return Math.floor(reference / 100) * 100 + n;
  return 2000 + n;
}

/** Indian financial year ending in March of `endYear`. */
const financialYear = (endYear: number): PeriodSpan => months(endYear - 1, 3, 12);

export function parsePeriod(text: string | null | undefined): PeriodSpan | null {
  if (!text) return null;
  const s = text.trim().replace(/\s+/g, " ").replace(/[–—]/g, "-");
  let m: RegExpExecArray | null;

  // FY 2023-24, FY2023-2024, FY 23-24, 2023-24
  if ((m = /^(?:FY ?'?)?(\d{2}|\d{4}) ?[-/] ?(\d{2}|\d{4})$/i.exec(s))) {
    const first = fullYear(m[1]);
    const second = fullYear(m[2], first);
    if (second === first + 1) return financialYear(second);
    return null;
  }
  // FY 2024, FY24
  if ((m = /^FY ?'?(\d{2}|\d{4})$/i.exec(s))) return financialYear(fullYear(m[1]));
  // Q1 FY 2025 (Indian quarters: Q1 = April–June of the year before)
  if ((m = /^Q([1-4]) ?FY ?'?(\d{2}|\d{4})(?: ?- ?\d{2,4})?$/i.exec(s))) {
    return months(fullYear(m[2]) - 1, 3 + (Number(m[1]) - 1) * 3, 3);
  }
  // Q1 2025, 2025 Q1 (calendar quarters)
  if ((m = /^Q([1-4]) ?(?:CY ?)?(\d{4})$/i.exec(s)) || (m = /^(\d{4}) ?Q([1-4])$/i.exec(s))) {
    const [q, y] = /^Q/i.test(s) ? [m[1], m[2]] : [m[2], m[1]];
    return months(Number(y), (Number(q) - 1) * 3, 3);
  }
  // H1 2025
  if ((m = /^H([12]) ?(?:CY ?)?(\d{4})$/i.exec(s))) return months(Number(m[2]), (Number(m[1]) - 1) * 6, 6);
  // 2025, CY 2025
  if ((m = /^(?:CY ?)?(\d{4})$/i.exec(s))) return months(Number(m[1]), 0, 12);
  // March 2024, Mar-2024
  if ((m = /^([a-z]{3,9})\.?[ -](\d{4})$/i.exec(s))) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase());
    if (month >= 0 && MONTHS[month] === m[1].slice(0, 3).toLowerCase()) return months(Number(m[2]), month, 1);
    return null;
  }
  // A date anywhere ('Calculated 2025-03-31', 'Calculated 31/3/2025'): that day.
  if ((m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s))) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  if ((m = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s))) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function day(year: number, month: number, date: number): PeriodSpan | null {
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  const start = utc(year, month - 1, date);
  return { start, end: start + 86_400_000 - 1 };
}

/**
 * A sort key for "latest by period, then time of entry": the end of the period when it parses,
 * otherwise the moment the entry was made, so odd periods still fall into a sensible place.
 */
export function periodSortKey(period: string, enteredAt: Date | string): number {
  const span = parsePeriod(period);
  return span ? span.end : new Date(enteredAt).getTime();
}
