import type ExcelJS from "exceljs";

/**
 * Indian digit grouping in Excel (1,23,45,678.00; 12,34,567.00): Excel's format codes group in
 * threes only, so crores and lakhs are literal commas chosen by magnitude (two conditions is
 * Excel's limit); below a lakh, where both groupings agree, General keeps every decimal.
 */
export const INDIAN_NUMBER_FORMAT = "[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;General";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8F0EC" } };
  row.alignment = { vertical: "middle", wrapText: true };
}
