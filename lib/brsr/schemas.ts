import { z } from "zod";
import { QUESTIONNAIRE_TABS } from "./tabs";

/** `?fy=2024-25` (also 'FY 2024-25', 'FY25'); read against the company's financial-year start. */
export const fyQuery = z.object({ fy: z.string().trim().max(20, "fy: too long").optional() });

const tab = z.enum(QUESTIONNAIRE_TABS, { message: `section: must be one of ${QUESTIONNAIRE_TABS.join(", ")}` });

/** `GET /api/brsr/{id}?fy=&section=`: without `section`, every question; with it, that tab's (lib/brsr/tabs.ts). */
export const questionnaireQuery = fyQuery.extend({
  section: tab.optional(),
  /** One reporting unit's own figures (lib/units) instead of the company's. */
  unit_id: z.string().max(64).optional(),
});

const MAX_NARRATIVE = 4000;

/** One cell written from the questionnaire (or a spreadsheet later): key, value, optional unit and notes. */
const cellWrite = z.object({
  key: z.string().trim().min(1, "Required").max(80, "Must be at most 80 characters"),
  /** Empty clears the cell. */
  value: z.string().max(MAX_NARRATIVE, `Must be at most ${MAX_NARRATIVE} characters`).default(""),
  unit: z.string().trim().max(50, "Must be at most 50 characters").optional(),
  notes: z.string().trim().max(2000, "Must be at most 2000 characters").optional(),
  /** Marks the cell 'Not applicable' with this reason (value is then ignored). */
  not_applicable_reason: z.string().trim().max(500, "Must be at most 500 characters").optional(),
});

export const cellsWrite = z.object({
  fy: z.string().trim().min(1, "Required").max(20, "Must be at most 20 characters"),
  cells: z.array(cellWrite).min(1, "Give at least one cell").max(2000, "At most 2000 cells at once"),
  /** The tab whose questions the answer should hold, as `GET ?section=`; absent: every question. */
  section: tab.optional(),
  /** The reporting unit whose figures these are (lib/units); absent: the company as a whole. */
  unit_id: z.string().max(64).optional(),
});

export type CellWrite = z.infer<typeof cellWrite>;
