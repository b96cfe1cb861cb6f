import path from "node:path";
import { Font } from "@react-pdf/renderer";
import PDFDocument from "pdfkit";
import { fontMetrics, type Face, type Metrics } from "./flow";

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
  // The cover breaks lines between words only (the body is wrapped by flow.ts).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

let metrics: Metrics | null = null;
/** The body font's advance widths, read once per process. */
export const reportMetrics = (): Metrics => (metrics ??= fontMetrics(REPORT_FONTS));

type FontkitFont = { characterSet: number[] };

/** The characters every one of the fonts has a glyph for, read through pdfkit (the copy that renders). */
function commonCharacters(paths: readonly string[]): Set<number> {
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as { font(src: string): { _font: { font: FontkitFont } } };
  const [first, ...rest] = paths.map((p) => new Set(doc.font(p)._font.font.characterSet));
  return new Set([...first].filter((cp) => rest.every((set) => set.has(cp))));
}

/** What the report can draw: `text` in the body font (both faces), `annex` in the annex's. */
type Coverage = { text: ReadonlySet<number>; annex: ReadonlySet<number> };

let coverage: Coverage | null = null;
/** The report fonts' characters, read once per process. */
export function reportCoverage(): Coverage {
  return (coverage ??= {
    text: commonCharacters([REPORT_FONTS.regular, REPORT_FONTS.bold]),
    annex: commonCharacters([ANNEX_FONTS.regular, ANNEX_FONTS.bold]),
  });
}
