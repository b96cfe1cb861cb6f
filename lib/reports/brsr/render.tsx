import "server-only";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { BrsrDocument, FONT_FAMILY, REPORT_FONTS } from "./document";
import type { BrsrReport } from "./model";

export { REPORT_FONTS };

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
  // The cover breaks lines between words only (the body is wrapped by flow.ts).
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
