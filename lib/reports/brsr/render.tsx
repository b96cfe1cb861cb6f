import "server-only";
import path from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { BrsrDocument, FONT_FAMILY } from "./document";
import type { BrsrReport } from "./model";

// DejaVu Sans Condensed ships in public/fonts (Bitstream Vera licence): it has the ₹ sign and is
// read from disk, never fetched, so the PDF embeds it wherever the server runs. These copies lack
// the OpenType layout tables and the licence record (scripts/strip-font-layout.mjs says why):
// shaping and pdfkit's per-run font comparison were a third of the report's text layout time.
export const REPORT_FONTS = {
  regular: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report-Bold.ttf"),
};

let registered = false;
function registerFonts() {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: REPORT_FONTS.regular, fontWeight: "normal" },
      { src: REPORT_FONTS.bold, fontWeight: "bold" },
    ],
  });
  // Table cells break between words only; hyphenating metric names would only hurt reading.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** The page count pdfkit writes into the page tree (its root /Pages dictionary). */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  let max = 0;
  for (const m of text.matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
}

export async function renderBrsrPdf(report: BrsrReport): Promise<{ pdf: Buffer; pageCount: number }> {
  registerFonts();
  const pdf = await renderToBuffer(<BrsrDocument report={report} />);
  return { pdf, pageCount: countPdfPages(pdf) };
}
