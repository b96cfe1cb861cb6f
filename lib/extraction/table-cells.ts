import type { Chunk, Line } from "./layout";
import { normalisePeriod, periodRegex } from "./units";
import { headingYear } from "./year-heading";

/*
 * A table cell's text (tables.ts): a figure, a blank ('-', 'NA'), a pair of figures, a footnote
 * mark after a figure; and text wrapped over a cell's lines joined again ('FY 2024-' over '25').
 */

// A figure alone in a cell: Indian or western grouping, decimals, a trailing %, or 'Nil'.
// A footnote mark after a figure ('38,940*', '1#', 'NA*', '396.72¹') refers the reader to a note; the figure is the figure.
const MARK = String.raw`\s*[*#†‡^¹²³⁴⁵⁶⁷⁸⁹⁰]{0,3}`;
// A figure with its currency and scale in the cell ('₹ 36.00 lakh', 'Rs. 2.86 crore', '2.46 million'): the amount the cell prints.
const CURRENCY = String.raw`(?:₹|Rs\.?|INR)`;
const SCALE = String.raw`(?:crores?|cr\.?|lakhs?|lacs?|million|mn|billion|bn)`;
const AMOUNT = String.raw`\(?-?(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\)?`;
const FIGURE = new RegExp(String.raw`^(?:${AMOUNT}\s*%?|${CURRENCY}\s*${AMOUNT}(?:\s*${SCALE})?|${AMOUNT}\s*${SCALE}|nil|zero)${MARK}$`, "i");
const SCALED = new RegExp(String.raw`^(${CURRENCY})?\s*(${AMOUNT})\s*(${SCALE})?$`, "i");

/** A cell's amount with the currency and scale printed in it ('₹ 36.00 lakh' → '36.00', '₹ lakh'); null when it prints neither. */
export function amountInCell(text: string): { amount: string; unit: string } | null {
  const m = SCALED.exec(text.trim());
  if (!m || (!m[1] && !m[3])) return null;
  const scale = m[3] ? m[3].toLowerCase().replace(/\.$/, "") : "";
  return { amount: m[2], unit: `${m[1] ? "₹ " : ""}${scale}`.trim() };
}
export const DASH = new RegExp(String.raw`^[-–—]${MARK}$`);
const BLANK = new RegExp(String.raw`^(?:-|–|—|NA|N\.A\.|N\/A|not applicable)${MARK}$`, "i");

// Two figures in one cell, the employees' and the workers' (BRSR Core: 'Nil / NA', '2 / 0').
const PART = String.raw`(?:\d[\d,]*(?:\.\d+)?\s*%?|nil|zero|-|–|—|NA|N\.A\.|not applicable)`;
const PAIR = new RegExp(String.raw`^(${PART})\s*\/\s*(${PART})${MARK}$`, "i");

/** A cell printing two figures, 'Nil / NA': each part, null where it is no number ('NA', '-'). */
export function pairParts(text: string): [string | null, string | null] | null {
  const m = PAIR.exec(text.trim());
  if (!m) return null;
  const part = (t: string) => (FIGURE.test(t) ? t.trim() : null);
  return [part(m[1]), part(m[2])];
}
const isPairFigure = (text: string) => !!pairParts(text)?.some((p) => p !== null);

/** A figure cell's text without its footnote mark. */
export const withoutMark = (text: string) => text.replace(/\s*[*#†‡^¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3}$/, "");

/** A sub-row's name in a column of its own, beside the group's label (SEBI's P3 E11: 'Employees', 'Workers'). */
export const SUB_ROW = /^(?:employees|workers|male|female|permanent|other than permanent)$/i;

/** Whether a cell's text is a figure ('1,52,000', '12.5%', 'Nil', '38,940*'). */
export const isFigureText = (text: string) => FIGURE.test(text.trim());
export const isFigure = (c: Chunk) => FIGURE.test(c.text.trim()) || isPairFigure(c.text);
export const isBlank = (c: Chunk) => BLANK.test(c.text.trim()) || (!!pairParts(c.text) && !isPairFigure(c.text));

/** A label's pieces grouped by the column they start in (within 8 pt), left to right, each column's lines joined. */
export function labelCells(parts: readonly string[], xs: readonly number[]): string[] {
  if (parts.length !== xs.length) return [];
  const cells: Array<{ x: number; parts: string[] }> = [];
  parts.forEach((p, i) => {
    const cell = cells.find((c) => Math.abs(c.x - xs[i]) <= 8);
    if (cell) cell.parts.push(p);
    else cells.push({ x: xs[i], parts: [p] });
  });
  return cells.sort((a, b) => a.x - b.x).map((c) => joinWrapped(c.parts));
}

/** Joins a heading's lines: 'FY 2024-' and '25' make 'FY 2024-25'. */
export function joinWrapped(parts: readonly string[]): string {
  let out = "";
  for (const p of parts) {
    if (!out) out = p;
    else if (/[-–/]$/.test(out) && /^\d/.test(p)) out += p;
    else out += ` ${p}`;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The period a column heading names: a financial year however worded (year-heading.ts), else the first year-like text as written. */
export function periodOf(text: string, fyStartMonth: number): string | null {
  const year = headingYear(text, { fyStartMonth, bareYears: false });
  if (year && year !== "current" && year !== "previous") return year;
  const m = text.match(periodRegex());
  return m ? normalisePeriod(m[0], fyStartMonth) : null;
}

/**
 * A year heading wrapped in its cell ('FY 2024-' over '25'): the second line's two digits join
 * the first, so the '25' is not read as a figure and the column's year is whole.
 */
export function joinWrappedYears(lines: readonly Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, chunks: l.chunks.map((c) => ({ ...c })) }));
  for (let n = 0; n + 1 < out.length; n++) {
    const next = out[n + 1];
    if (next.top - out[n].top > out[n].size * 1.6) continue;
    for (const c of out[n].chunks) {
      if (!/(?:19|20)\d{2}\s*[-–]$/.test(c.text)) continue;
      const tail = next.chunks.find((d) => /^\d{2}$/.test(d.text.trim()) && d.x < c.right + 4 && d.right > c.x - 4);
      if (!tail) continue;
      c.text += tail.text.trim();
      next.chunks = next.chunks.filter((d) => d !== tail);
    }
  }
  return out;
}
