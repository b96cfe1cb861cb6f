import type { CategoryId } from "@/lib/frameworks";

/** One figure found in a report, with where it was found so a person can check it. */
export type ExtractedMetric = {
  category: CategoryId;
  metric: string;
  /** As printed in the PDF (e.g. '1,52,000'); the data layer parses it into a number. */
  value: string;
  unit: string;
  period: string;
  /** 1-based page number. */
  page: number;
  /** The sentence or table row the value was read from. */
  sentence: string;
};

/** What the summary shows for each metric (SPEC section 3), plus the saved entry's id. */
export type SummaryMetric = {
  category: CategoryId;
  metric: string;
  value: string;
  unit: string;
  period: string;
  notes: string;
  page: number;
  entry_id: string | null;
};

export type ExtractionSummary = {
  id: string;
  filename: string;
  extracted_count: number;
  page_count: number;
  engine: string;
  metrics: SummaryMetric[];
  created_at: string;
};

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** The notes saved with an extracted entry: the page and the source, quoted. */
export function extractionNotes(metric: Pick<ExtractedMetric, "page" | "sentence">, filename?: string): string {
  const source = metric.sentence.length > 400 ? `${metric.sentence.slice(0, 397)}...` : metric.sentence;
  const where = filename ? `${filename}, page ${metric.page}` : `Page ${metric.page}`;
  return `Extracted from ${where}: "${source}"`;
}
