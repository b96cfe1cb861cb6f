/**
 * What the entries' read endpoints answer, as zod schemas: `EsgEntryDto` (./schemas.ts) is
 * inferred from them, so the handlers' output and the screens' fetchers share one declaration;
 * tests/integration/response-schemas.test.ts parses real answers with them. Kept apart from
 * ./schemas.ts, which the entry form imports at run time: screens import these as types only.
 */
import { z } from "zod";
import { REVIEW_STATES } from "./review-states";

const isoTime = z.string().datetime({ offset: true });

/** An entry as the API answers it. */
export const esgEntryResponse = z.strictObject({
  id: z.string().uuid(),
  company_id: z.string().uuid(),
  framework: z.string(),
  category: z.string(),
  metric: z.string(),
  value: z.string(),
  numeric_value: z.number().nullable(),
  unit: z.string(),
  period: z.string(),
  notes: z.string(),
  /** The notes print as a footnote to the figure in the BRSR report. */
  notes_print: z.boolean().optional(),
  source: z.string(),
  /** The reporting unit the figure is for; null: the company as a whole. */
  unit_id: z.string().uuid().nullable().optional(),
  /** The saved calculation that wrote it (inputs, factor set and edition): GET /api/calculators/runs/{id}. */
  calculator_run_id: z.string().uuid().nullable(),
  /** The spreadsheet import that wrote the figure (GET /api/companies/{id}/imports lists them), if one did. */
  import_batch_id: z.string().uuid().nullable().optional(),
  created_at: isoTime,
  /** The version a form sends back (If-Match or `expected_updated_at`) so a stale save is refused, not applied. */
  updated_at: isoTime,
  /** In lists: the other entries recorded for the same metric and period (lib/esg-data/duplicates.ts). */
  duplicates: z.array(z.string().uuid()).optional(),
  /** In lists, on a unit's figure: the company-level figure of the same metric and period, which stands (the units' sum is shown beside it, never added). */
  company_figure_id: z.string().uuid().optional(),
  /** In lists, on a company-level figure: how many units' figures of the same metric and period sit beside it (summed beside it, never added to it). */
  unit_figures: z.number().int().optional(),
  /** In lists, on a figure other frameworks are linked to (figure_links, decisions D23): every framework it answers, its own first. */
  frameworks: z.array(z.string()).optional(),
  /** Maker–checker (lib/review): 'draft' | 'submitted' | 'approved' | 'rejected'. */
  review_state: z.enum(REVIEW_STATES),
  /** Who last changed the figure: they may not approve it. */
  updated_by: z.string().uuid().nullable(),
  /** The last approval or rejection: by whom, when, and its comment (a rejection's reason). */
  reviewed_by: z.string().uuid().nullable(),
  reviewed_at: isoTime.nullable(),
  review_comment: z.string().nullable(),
});

/** GET /api/esg-data/{companyId}: one page of the company's entries (X-Total-Count and Link in the headers). */
export const entryListResponse = z.array(esgEntryResponse);
export type EntryListResponse = z.infer<typeof entryListResponse>;
