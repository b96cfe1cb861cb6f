/** Pure formatting rules of the BRSR report (unit-tested in tests/unit/brsr-format.test.ts). */
import { exportFileNameFor } from "@/lib/format/file-names";
import { formatCount, formatFigureNumber } from "@/lib/format";
import { unitOfTypedValue } from "@/lib/measures/convert";
export { sourceLabel } from "@/lib/esg-data/sources";
// The cover's date of generation, on India's clock like every date a person reads ('22 November 2026').
export { formatLongDate } from "@/lib/format";

/** Indian digit grouping (1,23,45,678.9); small fractions keep four significant digits: the screens' rule for reported figures. */
export const formatIndianNumber = formatFigureNumber;

/** formatIndianNumber of a count (the annex's row numbers and audit events): lib/format's count, whose whole numbers are quick. */
export function formatIndianCount(n: number): string {
  return Number.isInteger(n) ? formatCount(n) : formatIndianNumber(n);
}

const CURRENCY = /^\s*\(?\s*[-+\u2212]?\s*(?:₹|rs\.?|inr)/i;

/**
 * An entry's value as the report prints it (the screens show a stored value with lib/format's
 * displayValue): the parsed number in Indian grouping with its unit when the
 * entry reads as a number, the text as entered otherwise. A '%' or '₹' typed into the value
 * (rather than the unit) is kept.
 */
export function reportValue(entry: { value: string; numericValue: number | null; unit: string }): string {
  if (entry.numericValue === null || !Number.isFinite(entry.numericValue)) {
    const text = entry.value.trim();
    const typed = entry.unit.trim();
    return typed ? `${text} ${typed}` : text;
  }
  // The parsed number already carries a scale word typed with it ('2.6 crore'): the unit's own
  // scale ('₹ crore') must not be printed after it again.
  const unit = unitOfTypedValue(entry.value, entry.unit).trim();
  let text = formatIndianNumber(entry.numericValue);
  // Rupees are written before the figure, as Indian reports do: '₹345 crore', not '345 ₹ crore'.
  const rupee = RUPEE_UNIT.exec(unit);
  if (rupee) {
    const scale = unit.slice(rupee[0].length).trim();
    return `₹${text}${scale ? ` ${scale}` : ""}`;
  }
  if (CURRENCY.test(entry.value)) text = `₹${text}`;
  if (/%|per\s*cent/i.test(entry.value) && !unit.includes("%")) text = `${text}%`;
  return unit ? `${text} ${unit}` : text;
}

/** A unit that is rupees, or a multiple of them: '₹', '₹ crore', 'INR lakh', 'Rs.'. */
const RUPEE_UNIT = /^(?:₹|rs\.?(?=\s|$)|inr(?=\s|$))\s*/i;

/** The report's file name: the company and the financial year it reports (the day it was made is on its cover). */
export function reportFileName(companyName: string, fyId: string): string {
  return exportFileNameFor(companyName, "BRSR", fyId, "pdf");
}

// ---- Fixed-width cells (the annex sets its rows in a monospaced font, one text line per row).

/**
 * Surrogates: a text without them has one UTF-16 unit per code point, so its characters can be
 * counted and cut by index. The annex formats hundreds of thousands of cells, and spreading each
 * into an array of characters was a fifth of the PDF's time; text with them takes the general path.
 */
const SURROGATE = /[\ud800-\udfff]/;

/** Length and cut in characters (code points); `plain`: the text has no surrogates, so by index. */
const charLength = (s: string, plain: boolean) => (plain ? s.length : [...s].length);
const charSlice = (s: string, plain: boolean, from: number, to?: number) => (plain ? s.slice(from, to) : [...s].slice(from, to).join(""));
const isPlain = (text: string) => !SURROGATE.test(text);

/** Cuts text to `width` characters, ending it with '…' when something was cut. */
export function fitChars(text: string, width: number): string {
  const trimmed = text.trim();
  const plain = isPlain(trimmed);
  return charLength(trimmed, plain) <= width ? trimmed : `${charSlice(trimmed, plain, 0, Math.max(0, width - 1)).trimEnd()}…`;
}

/**
 * Word wrap into lines of at most `width` characters; a word longer than a line is split. Nothing
 * is dropped: the annex keeps metric, value and period whole.
 */
export function wrapChars(text: string, width: number): string[] {
  const plain = isPlain(text);
  const lines: string[] = [];
  let line = "";
  let lineLength = 0;
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue;
    let rest = word;
    let restLength = charLength(word, plain);
    if (lineLength && lineLength + 1 + restLength <= width) {
      line += ` ${rest}`;
      lineLength += 1 + restLength;
      continue;
    }
    if (lineLength) lines.push(line);
    while (restLength > width) {
      lines.push(charSlice(rest, plain, 0, width));
      rest = charSlice(rest, plain, width);
      restLength -= width;
    }
    line = rest;
    lineLength = restLength;
  }
  if (lineLength || !lines.length) lines.push(line);
  return lines;
}

/**
 * `text` padded to `width` characters, on the left when `right` (numbers). The padding is no-break
 * spaces: pdfkit shapes and caches a line word by word, splitting at every plain space, so plain
 * padding would make each space a word of its own (and its word list grows by array copies).
 */
export function padChars(text: string, width: number, right = false): string {
  const pad = "\u00a0".repeat(Math.max(0, width - charLength(text, isPlain(text))));
  return right ? pad + text : text + pad;
}
