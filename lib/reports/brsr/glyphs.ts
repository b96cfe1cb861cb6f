/**
 * # What the report can print
 *
 * The report's fonts (fonts.ts) cover Latin, Greek, Cyrillic, the ₹ sign and many symbols, but no
 * Indic script and no colour emoji, and the report sets text without shaping. A character a font
 * has no glyph for prints as its empty `.notdef` box (or, on the cover, as stray Latin letters),
 * and an emoji sequence (a family, a flag, a skin tone, a keycap) prints as several glyphs that
 * push the annex's fixed-width columns out of line. So before anything is laid out, each
 * user-perceived character (grapheme cluster) that the font it is set in cannot draw as one glyph
 * is replaced by PLACEHOLDER, one character wide, and the text is NFC-normalised so that an
 * accented letter is one character too. Pure: the coverage is passed in.
 */
import type { BrsrReport } from "./model";

/** Printed instead of what no font of the report can draw: a white square, in every report font. */
export const PLACEHOLDER = "\u25a1";

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

/** The text with every cluster `covered` cannot draw as plain glyphs replaced by PLACEHOLDER. */
export function printable(text: string, covered: ReadonlySet<number>): string {
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
    let drawable = plain.length > 0 && !EMOJI.test(plain);
    if (drawable) {
      for (const ch of plain) {
        if (!covered.has(ch.codePointAt(0)!)) {
          drawable = false;
          break;
        }
      }
    }
    out += drawable ? plain : PLACEHOLDER;
  }
  return out;
}

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

/**
 * The report with every text made printable: the annex's rows for the annex's monospaced font,
 * everything else for the body font (the cover, the body and the running header are set in it).
 * The document's properties (title, author) keep the text as entered: they are not drawn.
 */
export function printableReport(report: BrsrReport, coverage: { text: ReadonlySet<number>; annex: ReadonlySet<number> }): BrsrReport {
  const { annex, ...rest } = report;
  return {
    ...mapStrings(rest, (t) => printable(t, coverage.text)),
    annex: mapStrings(annex, (t) => printable(t, coverage.annex)),
  };
}
