/**
 * The spreadsheet layouts the platform writes and reads back (decisions D29). The template's BRSR
 * sheets carry each row's cell key in the hidden first column; the year columns are headed with
 * the financial years' labels ('FY 2024-25'), which is how an import knows which year a value is for.
 */
export const BRSR_COLUMNS = ["Cell key", "SEBI reference", "Item", "Column", "Unit", "cy", "py", "Notes", "Status"] as const;

/** The generic layout: the CSV and the template's other-frameworks sheet. */
export const GENERIC_HEADERS = ["Framework", "Category", "Metric", "Unit", "Period", "Value", "Notes", "Reporting unit"] as const;
/**
 * The optional column naming the reporting unit a row's figure is for (its name, any case, or its
 * id); blank: the company as a whole. "Unit" is the unit of measure, so the column is headed so.
 */
export const REPORTING_UNIT_HEADERS: readonly string[] = ["reporting unit", "reporting_unit", "unit id", "unit_id"];
export const GENERIC_FIELDS = ["framework", "category", "metric", "value", "unit", "period", "notes"] as const;
export type GenericField = (typeof GENERIC_FIELDS)[number];
export const REQUIRED_GENERIC: readonly GenericField[] = ["framework", "metric", "value", "period"];

export const OTHER_FRAMEWORKS_SHEET = "Other frameworks";
/** A very hidden sheet marking the workbook as our template. */
export const TEMPLATE_MARK = "_template";
