import { z } from "zod";
import { QUESTIONNAIRE_TABS } from "./tabs";

/** `?fy=2024-25` (also 'FY 2024-25', 'FY25'); read against the company's financial-year start. */
export const fyQuery = z.object({ fy: z.string().trim().max(20, "fy: too long").optional() });

/**
 * `GET /api/generate-brsr-report/{id}?fy=&edition=`: 'annual-report' (SEBI's sections and the Core
 * table only) or 'working' (with the platform's appendices); without it, the annual report for a
 * signed-off year and the working edition otherwise.
 */
export const reportQuery = fyQuery.extend({
  edition: z.enum(["annual-report", "working"], { message: "edition: must be annual-report or working" }).optional(),
});

const tab = z.enum(QUESTIONNAIRE_TABS, { message: `section: must be one of ${QUESTIONNAIRE_TABS.join(", ")}` });

/** `GET /api/brsr/{id}?fy=&section=`: without `section`, every question; with it, that tab's (lib/brsr/tabs.ts). */
export const questionnaireQuery = fyQuery
  .extend({
    section: tab.optional(),
    /** One reporting unit's own figures (lib/units) instead of the company's. */
    unit_id: z.string().max(64).optional(),
    /**
     * `values`: the questions' values by key, without their structure; `structure`: one tab's
     * questions without values (needs `section`). Absent: the whole answer (lib/brsr/values-view.ts, decisions D35).
     */
    view: z.enum(["values", "structure"], { message: "view: must be values or structure" }).optional(),
  })
  .refine((q) => q.view !== "structure" || q.section !== undefined, { message: "section: required with view=structure", path: ["section"] });

const MAX_NARRATIVE = 4000;

/** A JSON number as the text a cell stores: never in exponent form, which the number reader does not take. */
export function numberAsText(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return Math.abs(n) >= 1 ? BigInt(Math.round(n)).toString() : n.toFixed(20).replace(/\.?0+$/, "");
}

/** One cell written from the questionnaire (or a spreadsheet later): key, value, optional unit and notes. */
const cellWrite = z.object({
  key: z.string().trim().min(1, "Required").max(80, "Must be at most 80 characters"),
  /** Empty clears the cell. A JSON number (`750000`) is taken as the figure it is. */
  value: z
    .union([z.string().max(MAX_NARRATIVE, `Must be at most ${MAX_NARRATIVE} characters`), z.number().transform(numberAsText)], {
      message: "Must be text or a number",
    })
    .default(""),
  unit: z.string().trim().max(50, "Must be at most 50 characters").optional(),
  notes: z.string().trim().max(2000, "Must be at most 2000 characters").optional(),
  /** Marks the cell 'Not applicable' with this reason (value is then ignored). */
  not_applicable_reason: z.string().trim().max(500, "Must be at most 500 characters").optional(),
  /** The cell's notes print as its footnote in the BRSR report (true), or not (false); unchanged when absent. */
  print_notes: z.boolean({ message: "Must be true or false" }).optional(),
  /**
   * Why a figure of a year that was signed off is changed (required then): the report's 'restated'
   * footnote gives it.
   */
  restatement_reason: z.string().trim().max(500, "Must be at most 500 characters").optional(),
});

export const cellsWrite = z
  .object({
    fy: z.string().trim().min(1, "Required").max(20, "Must be at most 20 characters"),
    cells: z.array(cellWrite).max(2000, "At most 2000 cells at once").default([]),
    /** Rows of row tables to clear, whole: 'A-26-R3' (every column of row 3 of A-26). */
    remove_rows: z.array(z.string().trim().min(1, "Required").max(40, "Must be at most 40 characters")).max(100, "At most 100 rows at once").default([]),
    /** The tab whose questions the answer should hold, as `GET ?section=`; absent: every question. */
    section: tab.optional(),
    /** The reporting unit whose figures these are (lib/units); absent: the company as a whole. */
    unit_id: z.string().max(64).optional(),
    /** `values`: the answer's questionnaire as `GET ?view=values` answers it (decisions D35). */
    view: z.enum(["values"], { message: "view: must be values" }).optional(),
  })
  .refine((b) => b.cells.length > 0 || b.remove_rows.length > 0, { message: "Give at least one cell", path: ["cells"] });

export type CellWrite = z.infer<typeof cellWrite>;
export type CellsWriteBody = z.infer<typeof cellsWrite>;
