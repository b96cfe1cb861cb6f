/**
 * The reporting-year model (decisions D19), pure and usable on both sides: read a typed period,
 * name financial years, and decide what a metric's figure for a year is.
 */
import { readPeriod } from "./read";
import type { PeriodKind } from "./types";

export type { PeriodKind, PeriodValue } from "./types";
export { readPeriod } from "./read";
export {
  currentFiscalYear,
  financialYearChoices,
  fiscalYear,
  fiscalYearOf,
  fiscalYearOfPeriod,
  isWholeYear,
  parseFiscalYearParam,
  parseFiscalYearSpan,
  previousFiscalYear,
} from "./fiscal-year";
export { resolveYear } from "./resolve";

export type PeriodColumns = { periodKind: PeriodKind; periodStart: string | null; periodEnd: string | null };

/** The `period_kind`, `period_start`, `period_end` columns of an entry whose period reads `text`. */
export function periodColumns(text: string, fyStartMonth = 4): PeriodColumns {
  const p = readPeriod(text, { fyStartMonth });
  return { periodKind: p.kind, periodStart: p.start, periodEnd: p.end };
}
