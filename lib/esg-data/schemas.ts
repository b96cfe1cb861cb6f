import { REVIEW_STATES } from "@/lib/esg-data/review-states";
import { CATEGORY_IDS } from "@/lib/frameworks/types";
import { z } from "zod";
import type { esgEntryResponse } from "./response-schemas";
import { ENTRY_PAGE_MAX, REQUIRED_MESSAGE } from "./entry-limits";

export { ENTRY_PAGE_DEFAULT, ENTRY_PAGE_MAX, REQUIRED_MESSAGE } from "./entry-limits";

const required = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `Must be at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional().default("");

/** The fields of an entry a user edits (the form and PATCH). */
const esgEntryFields = z.object({
  framework: required(20),
  category: required(40),
  metric: required(200),
  value: required(200),
  unit: optional(50),
  period: required(50),
  notes: optional(2000),
  /** The notes print as a footnote to the figure in the BRSR report (decisions D24). */
  notes_print: z.boolean({ error: "Must be true or false" }).optional(),
});

/** POST /api/esg-data and the data form. */
export const esgEntryInput = esgEntryFields.extend({
  company_id: z.string().uuid("Must be a company id"),
  /**
   * Provenance: 'calculator' when a calculator screen posts its results (decisions D27); omitted, the
   * entry is 'manual'. Extraction has its own audited path and is not claimable here.
   */
  source: z.enum(["manual", "calculator"], { error: "Must be manual or calculator" }).optional(),
  /**
   * Save a second figure for a metric and period that already has one, on purpose; the notes
   * must say why (another site, a restatement). Without it a second figure is a 409 conflict.
   */
  record_again: z.boolean({ error: "Must be true or false" }).optional(),
  /** The reporting unit the figure is for (lib/units); omitted or null: the company as a whole. */
  unit_id: z.string().uuid("Must be a unit id").nullish(),
});

/** The `updated_at` a form read an entry at; a later change answers 409 instead of being overwritten. */
const readAt = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), "Must be the entry's updated_at (an ISO 8601 time)");

/** PATCH /api/esg-data/{id}: any subset of the fields. */
export const esgEntryUpdate = z
  .object({
    framework: required(20),
    category: required(40),
    metric: required(200),
    value: required(200),
    unit: z.string().trim().max(50, "Must be at most 50 characters"),
    period: required(50),
    notes: z.string().trim().max(2000, "Must be at most 2000 characters"),
    notes_print: z.boolean({ error: "Must be true or false" }),
    expected_updated_at: readAt,
    record_again: z.boolean({ error: "Must be true or false" }),
  })
  .partial()
  .refine((v) => Object.entries(v).some(([key, x]) => x !== undefined && key !== "expected_updated_at" && key !== "record_again"), {
    message: "Nothing to update",
  });

const filterText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/**
 * GET /api/esg-data/{companyId}: one page of the list (keyset on newest first) and the screen's
 * search and filters, applied in SQL. Empty parameters mean no filter.
 */
export const entryListQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, `Must be a whole number from 1 to ${ENTRY_PAGE_MAX}`)
    .transform(Number)
    .pipe(
      z.number().int().min(1, `Must be a whole number from 1 to ${ENTRY_PAGE_MAX}`).max(ENTRY_PAGE_MAX, `Must be a whole number from 1 to ${ENTRY_PAGE_MAX}`),
    )
    .optional(),
  /** Opaque: the `Link: rel="next"` header of the previous page carries it. */
  cursor: z.string().max(200, "Not a cursor of this list").optional(),
  /** Words, each found in the metric, value, unit, period, notes, framework or category. */
  q: filterText(200),
  framework: filterText(20),
  category: z.union([z.literal(""), z.enum(CATEGORY_IDS, { error: `Must be one of ${CATEGORY_IDS.join(", ")}` })]).optional(),
  /** A financial year ('FY 2024-25', '2024-25'): entries whose period falls wholly inside it. */
  year: filterText(20),
  state: z.union([z.literal(""), z.enum(REVIEW_STATES, { error: `Must be one of ${REVIEW_STATES.join(", ")}` })]).optional(),
  source: z
    .union([
      z.literal(""),
      z.enum(["manual", "calculator", "extraction", "import", "filing"], { error: "Must be manual, calculator, extraction, import or filing" }),
    ])
    .optional(),
  /** One metric, by name as metricKey() compares names (the form's previous figure, a conflict's entry). */
  metric: filterText(200),
  /** One entry (the current version of an entry a save found changed). */
  id: z.union([z.literal(""), z.string().uuid("Must be an entry id")]).optional(),
});
export type EntryListQuery = z.infer<typeof entryListQuery>;
/** The filters a screen sends (every one optional; '' is none). */
export type EntryListFilters = Partial<Record<"q" | "framework" | "category" | "year" | "state" | "source" | "metric" | "id", string>>;

export type EsgEntryInput = z.infer<typeof esgEntryInput>;
export type EsgEntryFormValues = z.input<typeof esgEntryInput>;
export type EsgEntryFields = z.infer<typeof esgEntryFields>;
export type EsgEntryUpdate = z.infer<typeof esgEntryUpdate>;

/** An entry as the API answers it: its schema is ./response-schemas.ts. */
export type EsgEntryDto = z.infer<typeof esgEntryResponse>;

/** A save's answer: the entry, and what was unlikely about the figures it wrote (lib/esg-data/checks.ts). */
export type EsgEntrySaved = EsgEntryDto & {
  warnings: { field: string; message: string }[];
  /** Set when the save linked its framework to a figure already held (decisions D23): the frameworks that figure answers. */
  linked?: true;
};

/** One audit row of an entry's history. */
export type EsgEntryHistoryItem = {
  id: number;
  action: string;
  actor: { id: string; full_name: string; email: string } | null;
  old_value: Partial<EsgEntryDto> | null;
  new_value: Partial<EsgEntryDto> | null;
  created_at: string;
};

/** A conflict's resolution: the copy whose value is kept (lib/esg-data/figures.ts). */
export const resolveConflictInput = z.object({ entry_id: z.string().uuid("entry_id: Choose one of the figures") });
export type ResolveConflictInput = z.infer<typeof resolveConflictInput>;
