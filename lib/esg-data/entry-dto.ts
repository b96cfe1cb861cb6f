// An entry as the API answers it and as the audit log keeps it.
import type { EsgDataEntry } from "@/db/schema";
import type { ReviewState } from "./review-states";
import type { EsgEntryDto } from "./schemas";

export const ENTRY_ENTITY = "esg_data_entry";

/** An entry as the API answers it (SPEC's fields, the version, the review state). */
export function toEntryDto(row: EsgDataEntry): EsgEntryDto {
  return {
    id: row.id,
    company_id: row.companyId,
    framework: row.framework,
    category: row.category,
    metric: row.metric,
    value: row.value,
    numeric_value: row.numericValue,
    unit: row.unit,
    period: row.period,
    notes: row.notes,
    notes_print: row.notesPrint,
    source: row.source,
    unit_id: row.unitId ?? null,
    calculator_run_id: row.calculatorRunId ?? null,
    import_batch_id: row.importBatchId ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    review_state: row.reviewState as ReviewState,
    updated_by: row.updatedBy ?? null,
    reviewed_by: row.reviewedBy ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    review_comment: row.reviewComment ?? null,
  };
}

/**
 * What the audit log keeps of an entry: the fields a reviewer compares, not bookkeeping. Every
 * audit row of an entry (create, edit, delete, and the company's deletion) has this one shape.
 */
export function entryAuditSnapshot(row: EsgDataEntry) {
  const { framework, category, metric, value, numeric_value, unit, period, notes, source, calculator_run_id, review_state } = toEntryDto(row);
  return { framework, category, metric, value, numeric_value, unit, period, notes, source, ...(calculator_run_id ? { calculator_run_id } : {}), review_state };
}
