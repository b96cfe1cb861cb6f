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
  /** The entry saved from it; null when the figure was already recorded (then `existing_entry_id`). */
  entry_id: string | null;
  /** The entry that already holds this metric's figure for the period: this one was not saved again. */
  existing_entry_id?: string;
  /** What is already recorded, in words ('Scope 1 emissions already has a figure for FY 2024-25: 4,500 tCO2e (entered by hand).'). */
  conflict?: string;
};

export type ExtractionSummary = {
  id: string;
  filename: string;
  extracted_count: number;
  /** Of the metrics found, how many already had a figure for their period and were not saved again. */
  already_recorded?: number;
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
