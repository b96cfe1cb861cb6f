import { fiscalYearOf } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { isFyLabel, normalisePeriod } from "./units";

/*
 * The year a table's column heading (or a transposed table's row label) names, however a report
 * words it. One recogniser for every reader of headings (tables.ts, lib/filings), so a new way of
 * writing a year is taught once: 'FY 2024-25', 'FY25', 'F.Y. 2024–25', '2024-25', 'April 2024 –
 * March 2025', '1 April 2024 to 31 March 2025', 'FY ended 31.03.2025', 'Year ended March 31,
 * 2025', 'As on 31 March 2025', 'Current FY (2024-25)', 'Current Financial Year', 'Previous Year',
 * 'CY' / 'PY', and a bare '2025'.
 */

/** A financial year's label ('FY 2024-25'), or which year a heading names relative to the report's own. */
export type HeadingYear = string | "current" | "previous" | null;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY_MONTH_YEAR = String.raw`\d{1,2}(?:st|nd|rd|th)?[\s-]*${MONTH}[\s,-]*(?:19|20)\d{2}`;
const MONTH_DAY_YEAR = String.raw`${MONTH}\s*\d{1,2}(?:st|nd|rd|th)?,?\s*(?:19|20)\d{2}`;
const NUMERIC_DATE = String.raw`\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}`;
const DATE = `(?:${DAY_MONTH_YEAR}|${MONTH_DAY_YEAR}|${NUMERIC_DATE})`;
const DASHES = /[\u2010-\u2015\u2212]/g;

// 'April 2024 – March 2025', 'Apr-24 to Mar-25' is left to FY tokens; the year after the first month is optional ('April – March 2025').
const MONTH_RANGE = new RegExp(String.raw`${MONTH}[\s,'-]*(?:(?:19|20)\d{2})?\s*(?:-|to|till|until)\s*${MONTH}[\s,'-]*(?:19|20)\d{2}`, "i");
const DATE_RANGE = new RegExp(`${DATE}\\s*(?:-|to|till|until)\\s*${DATE}`, "i");
const ONE_DATE = new RegExp(DATE, "i");
// 'FY 2024-25', 'F.Y. 2024-2025', 'FY25', "FY '25", 'Fiscal 2025', '2024-25', '2024/25'.
const FY_TOKEN =
  /\b(?:FY|F\.\s?Y\.?|financial\s+year|fiscal(?:\s+year)?)\s*['’]?\s*(?:(?:19|20)\d{2}|\d{2})(?:\s*[-/]\s*['’]?(?:(?:19|20)\d{2}|\d{2}))?\b|\b(?:19|20)\d{2}\s*[-/]\s*(?:(?:19|20)\d{2}|\d{2})\b/i;
const BARE_YEAR = /(?<![\d.,/-])((?:19|20)\d{2})(?![\d.,/-]|\s*[-/]\s*\d)/g;
const CURRENT = /\b(?:current|this|reporting|present)\s+(?:financial\s+|fiscal\s+|reporting\s+)?(?:year|fy|period)\b|\bCY\b|\bcurrent\s+F\.?Y\b/i;
const PREVIOUS = /\b(?:previous|prior|last|preceding|comparative)\s+(?:financial\s+|fiscal\s+|reporting\s+)?(?:year|fy|period)\b|\bPY\b|\bprevious\s+F\.?Y\b/i;

const fyOf = (text: string, fyStartMonth: number): string | null => {
  const label = normalisePeriod(text, fyStartMonth);
  return isFyLabel(label, fyStartMonth) ? label : null;
};

/**
 * The financial year a date names as a heading: the year it closes ('FY ended 31.03.2025', 'As on
 * 31 March 2025'). A date inside a year (a half-year's end) names no year's column.
 */
function yearClosedBy(text: string, fyStartMonth: number): string | null {
  const read = readPeriod(text, { fyStartMonth });
  if (read.kind !== "date" || !read.start) return null;
  const fy = fiscalYearOf(read.start, fyStartMonth);
  return read.start === fy.end ? fy.label : null;
}

/**
 * The year a heading names: a financial year's label, 'current' / 'previous' for a year named
 * only relative to the report's, else null. A year printed in the heading wins over the words
 * around it ('Current FY (2024-25)' is FY 2024-25). `bareYears`: whether a calendar-looking year
 * alone ('2025', 'GJ 2025') is the financial year ending in it, as filings head their columns; a
 * report that means calendar years says so elsewhere.
 */
export function headingYear(raw: string, { fyStartMonth = 4, bareYears = true }: { fyStartMonth?: number; bareYears?: boolean } = {}): HeadingYear {
  const text = raw.replace(DASHES, "-").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const range = MONTH_RANGE.exec(text) ?? DATE_RANGE.exec(text);
  if (range) {
    const fy = fyOf(range[0], fyStartMonth);
    if (fy) return fy;
  }
  const token = FY_TOKEN.exec(text);
  if (token) {
    const fy = fyOf(token[0], fyStartMonth);
    if (fy) return fy;
  }
  const date = ONE_DATE.exec(text);
  if (date) {
    const fy = yearClosedBy(date[0], fyStartMonth);
    if (fy) return fy;
  }
  if (CURRENT.test(text)) return "current";
  if (PREVIOUS.test(text)) return "previous";
  if (bareYears && fyStartMonth !== 1 && !date) {
    const years = [...new Set([...text.matchAll(BARE_YEAR)].map((m) => m[1]))];
    if (years.length === 1) return fyOf(`FY ${years[0]}`, fyStartMonth);
  }
  return null;
}

/** A heading's year as a label, relative words resolved to the report's own years. */
export function resolvedYear(heading: HeadingYear, years: { cy: string; py: string } | null): string | null {
  if (heading === "current") return years?.cy ?? null;
  if (heading === "previous") return years?.py ?? null;
  return heading;
}

/** A heading without the year it names ('Wages paid (₹ million) FY'25' → 'Wages paid (₹ million)'): the words that say which column. */
export const withoutYearWords = (header: string) =>
  header
    .replace(
      /\b(?:F\.?\s?Y\.?|FY)\s*['’]?\d{2,4}(?:\s*[-–/]\s*\d{2,4})?|\b(?:19|20)\d{2}(?:\s*[-–/]\s*\d{2,4})?|\b(?:current|previous|prior)\s+(?:financial\s+|fiscal\s+)?(?:year|fy)\b/gi,
      " ",
    )
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
