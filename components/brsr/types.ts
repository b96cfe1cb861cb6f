/**
 * The questionnaire as the client sees it: types only, from the BRSR domain (never its server code).
 * The answer's type is the zod schema's (lib/brsr/response-schemas.ts), which the tests parse real answers with.
 */
import type { QuestionnaireStructureResponse, QuestionnaireValuesResponse } from "@/lib/brsr/response-schemas";

/** The year's answer as the screen holds it: its values by key (`?view=values`, decisions D35). */
export type Questionnaire = QuestionnaireValuesResponse;
/** One tab's questions without values (`?view=structure`), for a tab the browser renders. */
export type QuestionnaireStructure = QuestionnaireStructureResponse;
export type { CellValues } from "@/lib/brsr/values-view";
export type {
  CellReview,
  CellView,
  ItemView,
  Progress,
  QuestionView,
  ReadinessItem,
  RowTableView,
  TableView,
  UnapprovedCoreItem,
  YearColumn,
} from "@/lib/brsr/view";
export type { CellValue, Warning } from "@/lib/frameworks/questionnaire/evaluate";
export type { YearSlot } from "@/lib/frameworks/questionnaire/types";
export type { CellWrite } from "@/lib/brsr/schemas";

export type SaveSummary = { created: number; updated: number; deleted: number; unchanged: number; warnings: { field: string; message: string }[] };

/** PUT /api/brsr/{companyId}/cells: what was written, and the year's questionnaire as it now stands. */
export type SaveAnswer = Questionnaire & { saved: SaveSummary };

/** One unsaved cell of one financial year: a value ('' clears it), or 'Not applicable' with a reason. */
export type CellEdit = { value: string; unit?: string; not_applicable_reason?: string };
