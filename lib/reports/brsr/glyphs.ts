/**
 * # What the report can print
 *
 * The report's fonts (fonts.ts) cover Latin, Greek, Cyrillic, the ₹ sign and many symbols, and a
 * fallback font, Noto Sans Devanagari, covers Devanagari (Hindi, Marathi). No font has colour
 * emoji. A character no font has a glyph for prints as its empty `.notdef` box (or, on the cover,
 * as stray Latin letters), and an emoji sequence (a family, a flag, a skin tone, a keycap) prints
 * as several glyphs that push the annex's fixed-width columns out of line. So before anything is
 * laid out, each user-perceived character (grapheme cluster) that its font cannot draw is replaced
 * by PLACEHOLDER, one character wide, and the text is NFC-normalised so that an accented letter is
 * one character too. A cluster with a Devanagari character (FALLBACK_CHARS) is the fallback font's
 * and is kept when that font has all of it; any other cluster is the body's (or the annex's) font's.
 * Pure: the coverage is passed in.
 *
 * Devanagari is shaped (conjuncts, the i-matra before its consonant, marks placed by GPOS), which
 * the painted text's fast path does not do: fallbackRuns() cuts a line into runs of either font,
 * flow.ts measures the fallback's runs with their shaped widths and mono-text.ts draws them with
 * pdfkit's text(), which shapes.
 */
import type { BrsrReport } from "./model";

/** Printed instead of what no font of the report can draw: a white square, in every report font. */
export const PLACEHOLDER = "\u25a1";

/** What a font of the report has glyphs for (a Set, or one read when first asked). */
export type CharSet = { has(codePoint: number): boolean };

/**
 * Characters set in the fallback font: Devanagari and its extensions, the ranges of Noto Sans
 * Devanagari's own (the rest of that font's ranges, ₹, ZWJ, ZWNJ, the dotted circle, the body font
 * has too). A cluster with one of them is drawn in the fallback font, whole.
 */
export const FALLBACK_CHARS = /[\u0900-\u097f\u1cd0-\u1cf9\ua830-\ua839\ua8e0-\ua8ff\u{11b00}-\u{11b09}]/u;

/**
 * Emoji presentation, emoji glue and modifiers: a cluster with any of them is a colour emoji or
 * an emoji sequence (ZWJ, skin tone, flag, keycap, tag sequence), which no font here draws.
 */
const EMOJI = /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\ufe0f\u20e3\u{e0020}-\u{e007f}]/u;
/** Text presentation selector: asks for the plain glyph, which is what the fonts have. */
const TEXT_SELECTOR = /\ufe0e/g;
/** Printable ASCII and white space: every report font has all of it (the common case, no work). */
const PLAIN = /^[\x20-\x7e\n\r\t]*$/;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The text with every cluster its font cannot draw as plain glyphs replaced by PLACEHOLDER: a
 * Devanagari cluster `fallback` must have whole (ZWJ and ZWNJ included: they shape it), any other
 * cluster `covered` must, and must not be an emoji.
 */
export function printable(text: string, covered: CharSet, fallback?: CharSet): string {
  if (PLAIN.test(text)) return text;
  const normal = text.normalize("NFC");
  let out = "";
  for (const { segment } of graphemes.segment(normal)) {
    if (/^\s+$/.test(segment)) {
      // Line breaks and tabs are the layout's; a space a font lacks (U+3000) is a plain space.
      out += segment.replace(/[^\n\r\t]/g, (c) => (covered.has(c.codePointAt(0)!) ? c : " "));
      continue;
    }
    const plain = segment.replace(TEXT_SELECTOR, "");
    const shaped = FALLBACK_CHARS.test(plain);
    const font = shaped ? fallback : covered;
    let drawable = font !== undefined && plain.length > 0 && (shaped || !EMOJI.test(plain));
    if (font && drawable) {
      for (const ch of plain) {
        if (!font.has(ch.codePointAt(0)!)) {
          drawable = false;
          break;
        }
      }
    }
    out += drawable ? plain : PLACEHOLDER;
  }
  return out;
}

/** A piece of a line in one font: the body's (or annex's), or the fallback's when `fallback`. */
export type Run = { text: string; fallback: boolean };

/**
 * The text cut into runs of its own font and of the fallback font, or null when it has no
 * fallback character (the common case: no work). A space between two Devanagari clusters stays in
 * the fallback's run (a phrase is shaped, and read back, as one; Noto's space is narrower than
 * DejaVu's, so a line measured word by word never grows when drawn).
 */
export function fallbackRuns(text: string): Run[] | null {
  if (!FALLBACK_CHARS.test(text)) return null;
  const runs: Run[] = [];
  let spaces = "";
  for (const { segment } of graphemes.segment(text)) {
    const last = runs[runs.length - 1];
    if (segment === " " && last?.fallback) {
      spaces += segment;
      continue;
    }
    const fallback = FALLBACK_CHARS.test(segment);
    if (fallback && last?.fallback) last.text += spaces + segment;
    else if (!fallback && last && !last.fallback) last.text += segment;
    else {
      if (spaces) runs.push({ text: spaces, fallback: false });
      const prev = runs[runs.length - 1];
      if (prev && prev.fallback === fallback) prev.text += segment;
      else runs.push({ text: segment, fallback });
    }
    spaces = "";
  }
  if (spaces) runs.push({ text: spaces, fallback: false });
  return runs;
}

/** The text's grapheme clusters. */
export const clusters = (text: string): string[] => Array.from(graphemes.segment(text), (s) => s.segment);

function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fn);
    return out as T;
  }
  return value;
}

/** What the report can draw: `text` in the body font (both faces), `annex` in the annex's, `fallback` in Noto Sans Devanagari. */
export type Coverage = { text: CharSet; annex: CharSet; fallback?: CharSet };

/**
 * The report with every text made printable: the annex's rows for the annex's monospaced font,
 * everything else for the body font (the cover, the body and the running header are set in it),
 * Devanagari for the fallback font in both. The document's properties (title, author) keep the
 * text as entered: they are not drawn.
 */
export function printableReport(report: BrsrReport, coverage: Coverage): BrsrReport {
  const { annex, ...rest } = report;
  return {
    ...mapStrings(rest, (t) => printable(t, coverage.text, coverage.fallback)),
    annex: annex.map(printableRows(coverage.annex, coverage.fallback)),
  };
}

/**
 * mapStrings(row, printable) for rows of strings and numbers (the annex's 1,00,000): plain text
 * kept as printable keeps it, any other text made printable once however often it repeats, a row
 * copied only when one of its texts changes. A row holding anything else goes through mapStrings.
 */
function printableRows(covered: CharSet, fallback?: CharSet): <T>(row: T) => T {
  const memo = new Map<string, string>();
  const mapped = (text: string) => {
    if (PLAIN.test(text)) return text;
    let out = memo.get(text);
    if (out === undefined) memo.set(text, (out = printable(text, covered, fallback)));
    return out;
  };
  return <T>(row: T): T => {
    if (!row || typeof row !== "object" || Object.getPrototypeOf(row) !== Object.prototype) return mapStrings(row, mapped);
    const fields = row as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const key in fields) {
      const value = fields[key];
      if (value !== null && typeof value === "object") return mapStrings(row, mapped);
      if (typeof value !== "string") continue;
      const text = mapped(value);
      // A row all printable already (nearly every one) is kept as it is, not copied.
      if (text !== value) (out ??= { ...fields })[key] = text;
    }
    return (out ?? row) as T;
  };
}
