/**
 * The reporting-year model (decisions D19): every period a user types stays as text and is also
 * read into a kind and dates, so that annual figures, reports, KPI progress and insights compare
 * like with like. Dates are ISO calendar dates (YYYY-MM-DD), inclusive at both ends.
 */
export type PeriodKind = "fy" | "half" | "quarter" | "month" | "calendar_year" | "date" | "unparsed";

export type Period = {
  /** The text as written (trimmed). */
  text: string;
  kind: PeriodKind;
  /** First and last day, inclusive; null when unparsed. */
  start: string | null;
  end: string | null;
};

/** A financial year of a company: `id` is '2024-25' (or '2024' when the year starts in January). */
export type FiscalYear = {
  id: string;
  /** 'FY 2024-25' — the label SEBI's column headers use. */
  label: string;
  start: string;
  end: string;
  /** The calendar year in which the financial year ends. */
  endYear: number;
};

/**
 * How a metric adds up over a year: a flow (energy, water, emissions, waste, spending, hours) is
 * the sum of its parts; a stock (headcounts, ratios, percentages, rates) is read at the year's end.
 */
export type Measure = "flow" | "stock";

/** One figure as the resolver sees it. */
export type PeriodValue<T = unknown> = { period: Period; value: number | null; createdAt: Date; item: T };

export type YearResolution<T = unknown> =
  /** An entry for the financial year itself. */
  | { status: "annual"; value: number | null; used: T[] }
  /** Flow: sub-year entries that cover every month of the year once, summed. */
  | { status: "summed"; value: number; used: T[] }
  /** Stock: the last sub-year entry, which reaches the year's end. */
  | { status: "year_end"; value: number | null; used: T[] }
  /** Sub-year entries that do not cover the year: shown as partial, never filed as the year. */
  | { status: "partial"; value: number | null; used: T[]; coveredMonths: number; note: string }
  | { status: "missing"; value: null; used: T[] };
