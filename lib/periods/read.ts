import {
  MAX_YEAR,
  MIN_YEAR,
  checkStartMonth,
  firstDayOf,
  fyFirstMonth,
  isFirstOfMonth,
  isLastOfMonth,
  isValidDay,
  isoDay,
  lastDayOf,
  monthNumber,
  monthOfIso,
  positionInFy,
  type MonthNumber,
} from "./dates";
import type { Period, PeriodKind } from "./types";

type ReadOptions = { fyStartMonth?: number };

// The grammar reads a normalised copy of the text (normalisePeriodText); the Period keeps the
// text as written.

const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const MONTH_KEYS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthFromName = (name: string) => MONTH_KEYS.indexOf(name.slice(0, 3)) + 1;

/** 'fy 2024-25', 'fy24', "fy'24", 'fy 2024/2025'. */
const FY_PREFIXED = "fy[\\s'-]*(\\d{4}|\\d{2})(?:\\s?[-/]\\s?(\\d{4}|\\d{2}))?";
/** '2024-25', '2024-2025', '24-25' — a span of two years written without 'FY'. */
const FY_BARE = "(\\d{4})\\s?[-/]\\s?(\\d{4}|\\d{2})|(\\d{2})-(\\d{2})";
const RANGE_SEPARATOR = "\\s*(?:-|to|till|until)\\s*";

const DAY_SUFFIX = "(?:st|nd|rd|th)?";
/** Date shapes, each a regex source and a reader of its groups into [year, month, day]. */
const DATE_SHAPES: { source: string; groups: number; read: (g: string[]) => [number, number, number] }[] = [
  // 2025-03-31 (ISO)
  { source: "(\\d{4})-(\\d{1,2})-(\\d{1,2})", groups: 3, read: (g) => [+g[0], +g[1], +g[2]] },
  // 31/03/2025, 31-03-2025, 31.03.2025 — day first, as India writes dates
  { source: "(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4})", groups: 3, read: (g) => [+g[2], +g[1], +g[0]] },
  // 31 March 2025, 31st Mar, 2025
  { source: `(\\d{1,2})${DAY_SUFFIX}\\s?${MONTH},?\\s?(\\d{4})`, groups: 3, read: (g) => [+g[2], monthFromName(g[1]), +g[0]] },
  // March 31, 2025
  { source: `${MONTH}\\s(\\d{1,2})${DAY_SUFFIX},?\\s(\\d{4})`, groups: 3, read: (g) => [+g[2], monthFromName(g[0]), +g[1]] },
];
/** A date is not part of a longer number ('12025-03-31') or word ('smarch 31, 2025'). */
const bounded = (source: string) => `(?<![\\da-z])(?:${source})(?!\\d)`;
const ANY_DATE = new RegExp(DATE_SHAPES.map((d) => `(${bounded(d.source)})`).join("|"), "g");

const FY_ANY = `(?:${FY_PREFIXED}|${FY_BARE})`;
const DATE = `(?:${DATE_SHAPES.map((d) => d.source).join("|")})`;
/** Built once: a report reads thousands of periods. */
const RE = {
  fyPrefixed: new RegExp(`^${FY_PREFIXED}$`),
  fyBare: new RegExp(`^(?:${FY_BARE})$`),
  partBeforeFy: new RegExp(`^([qh])([1-4])[\\s-]?(${FY_ANY})$`),
  partAfterFy: new RegExp(`^(${FY_ANY})[\\s-]?([qh])([1-4])$`),
  partBeforeYear: /^([qh])([1-4])[\s-]?(?:cy[\s'-]*)?(\d{4})$/,
  partAfterYear: /^(?:cy[\s'-]*)?(\d{4})[\s-]?([qh])([1-4])$/,
  year: /^(?:cy[\s'-]*)?(\d{4})$/,
  cyShort: /^cy[\s'-]*(\d{2})$/,
  month: new RegExp(`^${MONTH}[\\s,-]*(\\d{4})$`),
  monthRange: new RegExp(`^(?:from\\s)?${MONTH}(?:[\\s,-]*(\\d{4}))?${RANGE_SEPARATOR}${MONTH}[\\s,-]*(\\d{4})$`),
  dateRange: new RegExp(`^(?:from\\s)?${DATE}${RANGE_SEPARATOR}${DATE}$`),
};

/** Lower case, one space, dashes as '-', 'F.Y.' and 'financial year' as 'fy'. */
export function normalisePeriodText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/\bfinancial year\b|\bfiscal year\b/g, "fy")
    .replace(/\bcalendar year\b/g, "cy")
    .replace(/\bf\s?\.\s?y\b\.?/g, "fy")
    .replace(/\bfy\./g, "fy")
    .trim();
}

const inRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;
const fullYear = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

/**
 * The end year of a financial year written as a token ('fy 2024-25', 'fy25', '2024-25'), or null
 * when the text is not one or names no real financial year. 'FY N' is the year ending in N.
 */
export function readFyToken(normalised: string, fyStartMonth: number): number | null {
  let m: RegExpExecArray | null;
  let first: number;
  let second: string | undefined;
  if ((m = RE.fyPrefixed.exec(normalised))) {
    first = fullYear(m[1]);
    second = m[2];
  } else if ((m = RE.fyBare.exec(normalised))) {
    first = fullYear(m[1] ?? m[3]);
    second = m[2] ?? m[4];
  } else {
    return null;
  }
  if (second === undefined) return inRange(first) ? first : null;
  // A two-year span cannot name a financial year that begins in January.
  if (fyStartMonth === 1) return null;
  let end = second.length === 4 ? Number(second) : first - (first % 100) + Number(second);
  if (second.length === 2 && end < first) end += 100;
  if (end !== first + 1 || !inRange(first) || !inRange(end)) return null;
  return end;
}

type Span = { kind: PeriodKind; first: MonthNumber; count: number };

/** What a span of whole months is, seen from a company's financial year; never a guess. */
function classifyMonths(first: MonthNumber, last: MonthNumber, fyStartMonth: number): PeriodKind {
  if (last < first) return "unparsed";
  const count = last - first + 1;
  const position = positionInFy(first, fyStartMonth);
  if (count === 12 && position === 0) return "fy";
  if (count === 12 && first % 12 === 0) return "calendar_year";
  if (count === 6 && position % 6 === 0) return "half";
  if (count === 3 && position % 3 === 0) return "quarter";
  if (count === 1) return "month";
  return "unparsed";
}

function readSpan(s: string, fyStartMonth: number): Span | "invalid" | null {
  let m: RegExpExecArray | null;

  const fyEnd = readFyToken(s, fyStartMonth);
  if (fyEnd !== null) return { kind: "fy", first: fyFirstMonth(fyEnd, fyStartMonth), count: 12 };
  if (RE.fyPrefixed.test(s)) return "invalid";

  // Q1 FY25, H1 FY 2024-25, Q4 2024-25, FY25 Q1: parts of a financial year
  let part: [string, string, string] | null = null;
  if ((m = RE.partBeforeFy.exec(s))) part = [m[1], m[2], m[3]];
  else if ((m = RE.partAfterFy.exec(s))) part = [m[m.length - 2], m[m.length - 1], m[1]];
  if (part) {
    const [letter, digit, token] = part;
    const n = Number(digit);
    const end = readFyToken(token, fyStartMonth);
    if (end === null || (letter === "h" && n > 2)) return "invalid";
    const size = letter === "q" ? 3 : 6;
    return { kind: letter === "q" ? "quarter" : "half", first: fyFirstMonth(end, fyStartMonth) + (n - 1) * size, count: size };
  }

  // Q1 2025, H2 CY 2024, 2025 Q1: calendar quarters and halves
  if ((m = RE.partBeforeYear.exec(s)) || (m = RE.partAfterYear.exec(s))) {
    const [letter, digit, year] = /^\d/.test(m[1]) ? [m[2], m[3], m[1]] : [m[1], m[2], m[3]];
    const n = Number(digit);
    if (!inRange(Number(year)) || (letter === "h" && n > 2)) return "invalid";
    const size = letter === "q" ? 3 : 6;
    return { kind: letter === "q" ? "quarter" : "half", first: monthNumber(Number(year), 1) + (n - 1) * size, count: size };
  }

  // 2024, CY 2024, CY24
  if ((m = RE.year.exec(s)) || (m = RE.cyShort.exec(s))) {
    const year = fullYear(m[1]);
    return inRange(year) ? { kind: "calendar_year", first: monthNumber(year, 1), count: 12 } : "invalid";
  }

  // April 2024, Apr-2024, Apr 2024 - Mar 2025, Apr–Jun 2024
  if ((m = RE.month.exec(s))) {
    const year = Number(m[2]);
    return inRange(year) ? { kind: "month", first: monthNumber(year, monthFromName(m[1])), count: 1 } : "invalid";
  }
  if ((m = RE.monthRange.exec(s))) {
    const endYear = Number(m[4]);
    const startYear = m[2] ? Number(m[2]) : endYear;
    if (!inRange(startYear) || !inRange(endYear)) return "invalid";
    return monthRange(monthNumber(startYear, monthFromName(m[1])), monthNumber(endYear, monthFromName(m[3])), fyStartMonth);
  }

  // 1 April 2024 to 31 March 2025, 01/04/2024 - 31/03/2025: whole months only
  if (RE.dateRange.test(s)) {
    const [from, to] = findDates(s);
    if (!from || !to || from === "invalid" || to === "invalid") return "invalid";
    if (!isFirstOfMonth(from) || !isLastOfMonth(to)) return "invalid";
    return monthRange(monthOfIso(from), monthOfIso(to), fyStartMonth);
  }
  return null;
}

function monthRange(first: MonthNumber, last: MonthNumber, fyStartMonth: number): Span | "invalid" {
  const kind = classifyMonths(first, last, fyStartMonth);
  return kind === "unparsed" ? "invalid" : { kind, first, count: last - first + 1 };
}

/** Every date written in the text, in order: an ISO day, or "invalid" for an impossible one. */
function findDates(s: string): (string | "invalid")[] {
  const found: (string | "invalid")[] = [];
  for (const match of s.matchAll(ANY_DATE)) {
    // Each shape is one outer group; find which one matched and hand it its own groups.
    let offset = 1;
    for (const shape of DATE_SHAPES) {
      if (match[offset] !== undefined) {
        const [year, month, day] = shape.read(match.slice(offset + 1, offset + 1 + shape.groups));
        found.push(isValidDay(year, month, day) ? isoDay(year, month, day) : "invalid");
        break;
      }
      offset += 1 + shape.groups;
    }
  }
  return found;
}

const unparsed = (text: string): Period => ({ text, kind: "unparsed", start: null, end: null });

/**
 * Reads a period as people type it into a kind and the days it covers (decisions D19). Financial
 * years follow the company's start month (April by default): 'FY 2024-25', 'FY25' and 'FY 2025'
 * all name the year ending in 2025; 'Q1 FY25' is its first quarter, 'Q1 2025' the calendar one.
 * A text with one date in it ('Calculated 23/11/2026') is that day. Anything else — including
 * a month range that is no quarter, half or year — stays unparsed rather than be guessed at.
 */
export function readPeriod(text: string, opts: ReadOptions = {}): Period {
  const fyStartMonth = checkStartMonth(opts.fyStartMonth ?? 4);
  const written = (text ?? "").trim();
  const s = normalisePeriodText(written);
  if (!s) return unparsed(written);

  const span = readSpan(s, fyStartMonth);
  if (span === "invalid") return unparsed(written);
  if (span) {
    return { text: written, kind: span.kind, start: firstDayOf(span.first), end: lastDayOf(span.first + span.count - 1) };
  }

  // Several dates that are not a range of whole months would be a guess at which one is meant.
  const dates = findDates(s);
  const distinct = new Set(dates);
  if (distinct.size !== 1 || dates[0] === "invalid") return unparsed(written);
  return { text: written, kind: "date", start: dates[0], end: dates[0] };
}
