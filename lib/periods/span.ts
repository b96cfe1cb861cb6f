/**
 * Reporting periods as a span of time (UTC milliseconds), so that entries can be ordered and KPI
 * timelines measured. The reading itself is readPeriod's (decisions D19), with India's April
 * financial year: 'FY 2024' and 'FY 2023-24' both mean 1 April 2023 – 31 March 2024; 'Q1 FY 2025'
 * is April–June 2024, while 'Q1 2025' is the calendar quarter January–March 2025.
 */
import { readPeriod } from "./read";

type PeriodSpan = { start: number; end: number };

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** From 00:00 of the first day to the last millisecond of the last; null when the text does not read. */
export function parsePeriod(text: string | null | undefined, fyStartMonth = 4): PeriodSpan | null {
  if (!text) return null;
  const { start, end } = readPeriod(text, { fyStartMonth });
  if (!start || !end) return null;
  return { start: utcDay(start), end: utcDay(end) + DAY_MS - 1 };
}

/**
 * A sort key for "latest by period, then time of entry": the end of the period when it parses,
 * otherwise the moment the entry was made, so odd periods still fall into a sensible place.
 */
export function periodSortKey(period: string, enteredAt: Date | string): number {
  const span = parsePeriod(period);
  return span ? span.end : new Date(enteredAt).getTime();
}
