import type { CategoryId } from "@/lib/frameworks";

/** One figure found in a report, with where it was found so a person can check it. */
export type ExtractedMetric = {
  category: CategoryId;
  metric: string;
  /** As printed in the PDF (e.g. '1,52,000'), or as converted to the metric's unit (then `conversion` says how). */
  value: string;
  unit: string;
  period: string;
  /** 1-based page number. */
  page: number;
  /** The sentence or table row the value was read from. */
  sentence: string;
  /** The framework the metric is filed under; BRSR when not said. */
  framework?: string;
  /** The unit conversion applied, in words ('18,450 MT → 18,450 t'), when the value is not as printed. */
  conversion?: string | null;
  /** A caution for the reviewer, apart from the conversion (e.g. Scope 2's method not stated). */
  caution?: string | null;
  /** The engine's confidence in the reading (0–1), when it gives one. */
  confidence?: number | null;
  /** The BRSR cell the figure fills ('P6-E7-S1'), when the engine knows it. */
  cell?: string | null;
};

/**
 * A proposal's state in the review queue (decisions D21): found values count nowhere until a user
 * accepts them. `edited` is accepted with the user's changes to value, unit or period.
 */
export const PROPOSAL_STATUSES = ["proposed", "accepted", "rejected", "edited"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** What the company already holds for a proposal's metric and period (the year's own entry). */
export type ProposalConflict = {
  entry_id: string;
  value: string;
  unit: string;
  period: string;
  source: string;
  /** In words: 'Scope 1 emissions already has a figure for FY 2023-24: 4,500 tCO2e (entered by hand).' */
  detail: string;
};

/** One proposal as the API answers it: SPEC's summary fields (category … notes) and the review's own. */
export type SummaryMetric = {
  id: string;
  status: ProposalStatus;
  framework: string;
  category: CategoryId;
  metric: string;
  value: string;
  unit: string;
  period: string;
  /** The page and the quoted source, as an accepted entry's notes will hold them. */
  notes: string;
  page: number;
  /** The sentence or table row the value was read from. */
  quote: string;
  conversion: string | null;
  /** A caution for the reviewer ('Scope 2 method … not stated'), shown apart from the conversion. */
  caution: string | null;
  /** The BRSR questionnaire cell the figure fills ('P6-E7-S1'), when the engine knew it. */
  cell_key: string | null;
  /**
   * Set when that cell is computed by the questionnaire and never entered (an intensity, a share):
   * why it cannot be accepted. Shown to check the figures entered against; it can only be rejected.
   */
  computed: string | null;
  confidence: number | null;
  /** A figure the company already holds for this metric and period (only while proposed). */
  conflict: ProposalConflict | null;
  /** The entry written when it was accepted. */
  entry_id: string | null;
  /** When accepted with edits: what was printed (value, unit, period). */
  proposed?: { value: string; unit: string; period: string };
  decided_at: string | null;
  decided_by: string | null;
};

export type ExtractionCounts = { proposed: number; accepted: number; edited: number; rejected: number };

/** SPEC's PDF extraction summary (filename, extracted_count, metrics) with the review queue's state. */
export type ExtractionSummary = {
  id: string;
  extraction_id: string;
  filename: string;
  extracted_count: number;
  page_count: number;
  engine: string;
  /** The proposals. */
  metrics: SummaryMetric[];
  counts: ExtractionCounts;
  /** Proposals still open that conflict with a figure the company holds. */
  conflicts: number;
  file_sha256: string | null;
  created_at: string;
  created_by: { id: string; name: string } | null;
  /** True when this very file (same SHA-256) had been uploaded for the company before: that extraction is answered, nothing new is made. */
  duplicate_upload?: boolean;
};

/** A past extraction in the company's list, with its counts. */
export type ExtractionListItem = Omit<ExtractionSummary, "metrics" | "duplicate_upload">;

/** What accepting answers: the extraction as it now stands, what was written, and each item refused with its reason. */
export type AcceptResult = {
  extraction: ExtractionSummary;
  accepted: { id: string; entry_id: string; replaced: boolean; warnings: { field: string; message: string }[] }[];
  errors: ItemError[];
};

export type RejectResult = { extraction: ExtractionSummary; rejected: string[]; errors: ItemError[] };

/** One item that could not be done: an HTTP status as the single-item request would have answered (404, 409, 422, 423) and why. */
export type ItemError = { id: string; status: number; detail: string; conflict?: ProposalConflict };

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** The notes saved with an extracted entry: the page and the source, quoted. */
export function extractionNotes(metric: Pick<ExtractedMetric, "page" | "sentence">, filename?: string): string {
  const source = metric.sentence.length > 400 ? `${metric.sentence.slice(0, 397)}...` : metric.sentence;
  // Page 0: a filed XBRL instance, which has facts, not pages.
  if (metric.page === 0) return `Read from the filed BRSR ${filename ?? "instance"}: "${source}"`;
  const where = filename ? `${filename}, page ${metric.page}` : `Page ${metric.page}`;
  return `Extracted from ${where}: "${source}"`;
}
