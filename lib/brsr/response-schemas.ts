/**
 * GET /api/brsr/{companyId}'s answer (one financial year's questionnaire, one tab's questions with
 * `?section=`) as a zod schema: the questionnaire screen's `Questionnaire` type is inferred from it
 * (components/brsr/types.ts), a compile-time check below holds the service's answer to it, and
 * tests/integration/response-schemas.test.ts parses real answers with it (strict: a field the
 * schema does not name fails too). Screens import it as a type only, so it costs the browser nothing.
 */
import { z } from "zod";
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import { REVIEW_STATES } from "@/lib/esg-data/review-states";
import { PRINCIPLES } from "@/lib/frameworks/types";
import { QUESTIONNAIRE_TABS } from "./tabs";
import type { Questionnaire as ServiceQuestionnaire } from "./service";
import type { ValuesOf } from "./values-view";

const YEAR_SLOTS = ["cy", "py", "py2"] as const;
const CELL_TYPES = ["number", "text", "yesno", "choice"] as const;
const count = z.number().int().min(0);
const progress = z.strictObject({ answered: count, total: count });
const bySlot = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(YEAR_SLOTS), value);

export const cellValueResponse = z.strictObject({
  state: z.enum(["entered", "partial", "not_applicable", "derived", "given", "missing"]),
  value: z.union([z.number(), z.string()]).nullable(),
  display: z.string(),
  unit: z.string(),
  note: z.string().optional(),
  entryIds: z.array(z.string()),
  source: z.string().optional(),
  asReported: z.boolean().optional(),
  needs: z.array(z.string()).optional(),
});

const cellReview = z.strictObject({ state: z.enum(REVIEW_STATES), entry_id: z.string().nullable(), entry_ids: z.array(z.string()) });

export const cellViewResponse = z.strictObject({
  key: z.string(),
  kind: z.enum(["input", "derived"]),
  type: z.enum(CELL_TYPES),
  unit: z.string(),
  metric: z.string().nullable(),
  options: z.array(z.string()).readonly().optional(),
  required: z.boolean(),
  core: z.string().optional(),
  shows: z.string().optional(),
  values: bySlot(cellValueResponse),
  review: bySlot(cellReview).optional(),
});

const tableView = z.strictObject({
  kind: z.literal("table"),
  id: z.string(),
  title: z.string().optional(),
  years: z.array(z.enum(YEAR_SLOTS)),
  columns: z.array(z.strictObject({ id: z.string(), label: z.string(), pyLabel: z.string().optional() })),
  rows: z.array(z.strictObject({ id: z.string(), label: z.string(), heading: z.boolean(), cells: z.record(z.string(), cellViewResponse) })),
});

const rowTableView = z.strictObject({
  kind: z.literal("rows"),
  id: z.string(),
  title: z.string().optional(),
  noun: z.string(),
  years: z.array(z.enum(YEAR_SLOTS)),
  max_rows: z.number().int().positive(),
  next_row: z.number().int().positive().nullable(),
  required: z.boolean(),
  answered: z.boolean(),
  not_applicable: z.boolean(),
  columns: z.array(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      type: z.enum(CELL_TYPES),
      unit: z.string(),
      options: z.array(z.string()).readonly().optional(),
      required: z.boolean(),
    }),
  ),
  block_header: z.array(z.string()).optional(),
  rows: z.array(
    z.strictObject({ number: z.number().int().positive(), complete: z.boolean(), cells: z.record(z.string(), cellViewResponse), block: tableView.optional() }),
  ),
  legacy: cellViewResponse.optional(),
  totals: z.array(cellViewResponse).optional(),
});

const fieldView = z.strictObject({ kind: z.literal("field"), id: z.string(), label: z.string(), years: z.array(z.enum(YEAR_SLOTS)), cell: cellViewResponse });

export const questionResponse = z.strictObject({
  id: z.string(),
  section: z.enum(["A", "B", "C"]),
  principle: z.enum(PRINCIPLES).nullable(),
  indicator: z.enum(["essential", "leadership"]).nullable(),
  number: z.string(),
  title: z.string(),
  part: z.string().nullable(),
  from_profile: z.boolean(),
  items: z.array(z.discriminatedUnion("kind", [tableView, rowTableView, fieldView])),
  progress,
});

const coverage = z.strictObject({ reported: count, total: count, percentage: z.number() });

/** GET /api/brsr/{companyId}[?fy=&section=]: the year's questionnaire (with `section`, that tab's questions only). */
export const questionnaireResponse = z.strictObject({
  company_id: z.string().uuid(),
  fy_start_month: z.number().int().min(1).max(12),
  fy: z.strictObject({ id: z.string(), label: z.string(), start: z.string(), end: z.string(), endYear: z.number().int() }),
  section: z.enum(QUESTIONNAIRE_TABS).optional(),
  years: z.array(z.strictObject({ slot: z.enum(YEAR_SLOTS), id: z.string(), label: z.string(), heading: z.string() })),
  sections: z.array(z.strictObject({ id: z.enum(["A", "B", "C"]), title: z.string(), progress, questions: z.array(questionResponse) })),
  principles: z.array(z.strictObject({ id: z.enum(PRINCIPLES), progress })),
  warnings: z.array(z.strictObject({ key: z.string(), fy: z.string(), message: z.string() })),
  progress,
  /** Section A facts as stored (validated when saved; lib/companies/profile-schema.ts holds their shape). */
  profile: z.custom<CompanyProfile>((value) => typeof value === "object" && value !== null && !Array.isArray(value)),
  profile_completeness: z.strictObject({
    answered: count,
    total: count,
    missing: z.array(z.strictObject({ field: z.string(), label: z.string(), question: z.string() })),
  }),
  readiness: z.array(
    z.strictObject({
      key: z.string(),
      question_id: z.string(),
      label: z.string(),
      reason: z.enum(["missing", "core", "identity", "profile", "denominator"]),
      message: z.string(),
    }),
  ),
  unapproved_core: z.array(
    z.strictObject({
      key: z.string(),
      question_id: z.string(),
      label: z.string(),
      review_state: z.enum(REVIEW_STATES),
      entry_ids: z.array(z.string()),
      message: z.string(),
    }),
  ),
  unit_breakdown: z
    .record(
      z.string(),
      z.array(
        z.strictObject({
          unit_id: z.string(),
          unit_name: z.string(),
          value: z.string(),
          unit: z.string(),
          review_state: z.string().nullable(),
          period: z.string(),
        }),
      ),
    )
    .optional(),
  completeness: z
    .strictObject({
      fy: z.strictObject({ id: z.string(), label: z.string() }).nullable(),
      frameworks: z.record(z.string(), coverage),
      core: coverage.nullable(),
    })
    .nullable()
    .optional(),
});

export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

/**
 * GET /api/brsr/{companyId}?view=values[&fy=&section=] (and PUT …/cells with `view: "values"`):
 * the answer's top-level fields as they are, its questions' values by key (lib/brsr/values-view.ts,
 * decisions D35), and the data version it was read under.
 */
export const questionnaireValuesResponse = questionnaireResponse.omit({ sections: true }).extend({
  sections: z.array(z.strictObject({ id: z.enum(["A", "B", "C"]), title: z.string(), progress })),
  question_progress: z.record(z.string(), progress),
  cells: z.record(z.string(), z.strictObject({ values: bySlot(cellValueResponse), review: bySlot(cellReview).optional() })),
  row_tables: z.record(z.string(), rowTableView),
  data_version: z.number().int(),
});

export type QuestionnaireValuesResponse = z.infer<typeof questionnaireValuesResponse>;

/** GET /api/brsr/{companyId}?view=structure&section=[&fy=]: one tab's questions without values. */
export const questionnaireStructureResponse = z.strictObject({ section: z.enum(QUESTIONNAIRE_TABS), questions: z.array(questionResponse) });

export type QuestionnaireStructureResponse = z.infer<typeof questionnaireStructureResponse>;

// The service's answer and the schema's type are one shape: either drifting fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type ServiceAnswerMatchesSchema = Expect<Same<ServiceQuestionnaire, QuestionnaireResponse>>;
export type ValuesViewMatchesSchema = Expect<Same<ValuesOf<ServiceQuestionnaire> & { data_version: number }, QuestionnaireValuesResponse>>;
