// Scores the filed-BRSR PDF reader (lib/filings/pdf-read.ts) on a folder of PDFs with their truth:
// the reader's proposals against the truth by cell, year and value (lib/extraction/accuracy.ts).
// Used by the reader's own fixtures (tests/fixtures/filings-pdf) and the held-out set.
import { readFileSync } from "node:fs";
import path from "node:path";
import { scoreExtraction, type Score, type TruthItem } from "@/lib/extraction/accuracy";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf, type FiledPdfReading } from "@/lib/filings/pdf-read";

export async function readFixture(file: string): Promise<FiledPdfReading> {
  const { pages, layouts } = await readPdfLayouts(new Uint8Array(readFileSync(file)));
  return readFiledPdf(pages, layouts);
}

export async function scorePdf(file: string, truth: readonly TruthItem[]): Promise<{ found: ExtractedMetric[]; score: Score }> {
  const { found } = await readFixture(file);
  return { found, score: scoreExtraction(found, truth) };
}

export const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

export function scoreLine(name: string, s: Score): string {
  return `${path.basename(name)}: ${s.found} proposed, ${s.correct} right of ${s.expected} — precision ${percent(s.precision)}, recall ${percent(s.recall)}`;
}
