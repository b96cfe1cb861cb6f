import React from "react";
import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import { BrsrDocument } from "./document";
import { registerReportFonts } from "./fonts";
import type { BrsrReport } from "./model";
import { installMonoText } from "./mono-text";

/** The page count pdfkit writes into the page tree (its root /Pages dictionary). */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  let max = 0;
  for (const m of text.matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
}

export async function renderBrsrPdf(report: BrsrReport): Promise<{ pdf: Buffer; pageCount: number }> {
  registerReportFonts();
  // The painted pages set their text through pdfkit's text(), wrapped here (mono-text.ts).
  installMonoText();
  const pdf = await renderToBuffer(<BrsrDocument report={report} />);
  return { pdf, pageCount: countPdfPages(pdf) };
}
