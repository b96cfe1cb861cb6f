import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "./make-pdf";

/** A filing laid out cell by cell (makeCellPdf), read by the PDF label reader: its proposals. */
export async function readCellPdf(pages: CellPage[], options: Parameters<typeof makeCellPdf>[1]): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makeCellPdf(pages, options));
  return readFiledPdf(text, layouts).found;
}

/** The value proposed for a cell and year, if any. */
export const proposedValue = (found: readonly ExtractedMetric[], cell: string, period = "FY 2024-25") =>
  found.find((m) => m.cell === cell && m.period === period)?.value;
