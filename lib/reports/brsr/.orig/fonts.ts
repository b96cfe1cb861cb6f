import path from "node:path";
import { Font } from "@react-pdf/renderer";
import PDFDocument from "pdfkit";
import { fontMetrics, type Face, type Metrics, type ShapingFont } from "./flow";
import type { CharSet, Coverage } from "./glyphs";

/*
 * The report's fonts, all read from public/fonts (never fetched, so the PDF embeds them wherever
 * the server runs), all without their OpenType layout tables (scripts/strip-font-layout.mjs says
 * why): fontkit then maps characters to glyphs without shaping them, about three times faster,
 * and a small name table keeps pdfkit's per-run font comparison cheap. tests/unit/brsr-speed.test.ts
 * holds them to it.
 */

/** The family the cover (the one page react-pdf lays out) is set in. */
export const FONT_FAMILY = "DejaVu Sans Condensed";

/** DejaVu Sans Condensed (Bitstream Vera licence): it has the ₹ sign. The cover, the body and the furniture. */
export const REPORT_FONTS: Record<Face, string> = {
  regular: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report-Bold.ttf"),
};

/**
 * DejaVu Sans Mono, for the annex: a monospaced font needs neither kerning nor ligatures. The
 * painter opens it by path: pdfkit caches a font opened from a path by that path when no font of
 * the same PostScript name is loaded, and react-pdf never loads this one (no <Text> uses it).
 */
export const ANNEX_FONTS: Record<Face, string> = {
  regular: path.join(process.cwd(), "public", "fonts", "DejaVuSansMono-Annex.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "DejaVuSansMono-Annex-Bold.ttf"),
};

/**
 * The painters select the body font by PostScript name, which needs react-pdf to have set text in
 * it (regular and bold) on the document already: the cover does, and it is rendered first. (By
 * path, pdfkit would open the file again on every call.)
 */
export const PAINTER_FONTS: Record<Face, string> = { regular: "DejaVuSansCondensed", bold: "DejaVuSansCondensed-Bold" };

/**
 * Noto Sans Devanagari (SIL Open Font License, public/fonts/NotoSansDevanagari-OFL.txt), the
 * Devanagari subset of @fontsource/noto-sans-devanagari 5.3.0 decoded from WOFF2 by
 * scripts/woff2-to-ttf.mjs, with its layout tables (GSUB, GPOS) for shaping. The fallback of
 * every other font for what glyphs.ts FALLBACK_CHARS matches: Hindi or Marathi names and addresses.
 */
export const FALLBACK_FAMILY = "Noto Sans Devanagari";
export const FALLBACK_FONTS: Record<Face, string> = {
  regular: path.join(process.cwd(), "public", "fonts", "NotoSansDevanagari-Regular.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "NotoSansDevanagari-Bold.ttf"),
};

/** The fonts (paths or PostScript names) whose fallback is the bold face. */
const BOLD = new Set([REPORT_FONTS.bold, ANNEX_FONTS.bold, PAINTER_FONTS.bold]);

type FallbackFont = ShapingFont & {
  characterSet: number[];
  ascent: number;
  postscriptName: string;
  glyphForCodePoint(cp: number): { advanceWidth: number };
};

let fallback: Record<Face, FallbackFont> | null = null;
/**
 * The fallback's two faces as fontkit fonts, opened once per process through pdfkit (the copy
 * that renders) and only when a report has Devanagari. The painters hand these objects to
 * pdfkit's font(): one fontkit font shared by every document keeps its parsed layout tables (the
 * first shaping costs a tenth of a second or more), and pdfkit embeds a subset per document.
 */
export function fallbackFonts(): Record<Face, FallbackFont> {
  if (fallback) return fallback;
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as { font(src: string): { _font: { font: FallbackFont } } };
  return (fallback = { regular: doc.font(FALLBACK_FONTS.regular)._font.font, bold: doc.font(FALLBACK_FONTS.bold)._font.font });
}

/** The fallback face for a text set in `font` (a path or PostScript name of the report's fonts). */
export const fallbackFor = (font: string): FallbackFont => fallbackFonts()[BOLD.has(font) ? "bold" : "regular"];

let registered = false;
/** Registers the cover's family with react-pdf, once per process. */
export function registerReportFonts(): void {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: REPORT_FONTS.regular, fontWeight: "normal" },
      { src: REPORT_FONTS.bold, fontWeight: "bold" },
    ],
  });
  // Loaded only when a cover names it (sections.tsx: when the cover has Devanagari).
  Font.register({
    family: FALLBACK_FAMILY,
    fonts: [
      { src: FALLBACK_FONTS.regular, fontWeight: "normal" },
      { src: FALLBACK_FONTS.bold, fontWeight: "bold" },
    ],
  });
  // The cover breaks lines between words only (the body is wrapped by flow.ts).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

let metrics: Metrics | null = null;
/** The body font's advance widths (and the fallback's shaped ones), read once per process. */
export const reportMetrics = (): Metrics => (metrics ??= fontMetrics(REPORT_FONTS, fallbackFonts));

type FontkitFont = { characterSet: number[] };

/** The characters every one of the fonts has a glyph for, read through pdfkit (the copy that renders). */
function commonCharacters(paths: readonly string[]): Set<number> {
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as { font(src: string): { _font: { font: FontkitFont } } };
  const [first, ...rest] = paths.map((p) => new Set(doc.font(p)._font.font.characterSet));
  return new Set([...first].filter((cp) => rest.every((set) => set.has(cp))));
}

/** A set read when first asked: the fallback font is opened only for a report with Devanagari. */
function lazySet(read: () => Set<number>): CharSet {
  let set: Set<number> | null = null;
  return { has: (cp) => (set ??= read()).has(cp) };
}

let coverage: (Coverage & { fallback: CharSet }) | null = null;
/** The report fonts' characters, read once per process (the fallback's when first needed). */
export function reportCoverage(): Coverage & { fallback: CharSet } {
  return (coverage ??= {
    text: commonCharacters([REPORT_FONTS.regular, REPORT_FONTS.bold]),
    annex: commonCharacters([ANNEX_FONTS.regular, ANNEX_FONTS.bold]),
    fallback: lazySet(() => {
      const { regular, bold } = fallbackFonts();
      const both = new Set(bold.characterSet);
      return new Set(regular.characterSet.filter((cp) => both.has(cp)));
    }),
  });
}
