/**
 * Keys of the cells of tables whose rows the company adds: `<table>-R<row>-<COLUMN>`, rows
 * numbered from 1 ('A-26-R3-RISK'). Shared by the API, the template workbook, the PDF and the
 * XBRL export. Pure.
 */

/** Column ids are upper case with digits and underscores, so a key splits one way only. */
export const ROW_COLUMN_ID = /^[A-Z][A-Z0-9_]*$/;

const ROW_KEY = /^(.+?)-R([1-9]\d{0,3})-([A-Z][A-Z0-9_]*)$/;

export function rowCellKey(tableId: string, row: number, columnId: string): string {
  if (!Number.isInteger(row) || row < 1) throw new Error(`Row numbers start at 1 (got ${row})`);
  if (!ROW_COLUMN_ID.test(columnId)) throw new Error(`Bad row-table column id '${columnId}'`);
  return `${tableId}-R${row}-${columnId}`;
}

export type RowCellRef = { tableId: string; row: number; column: string };

/** The table, row and column a key names, or null when it is not of the row-cell form (it may still name no known table). */
export function parseRowCellKey(key: string): RowCellRef | null {
  const m = ROW_KEY.exec(key);
  return m ? { tableId: m[1], row: Number(m[2]), column: m[3] } : null;
}

/** The key prefix of a whole row ('A-26-R3'), as `remove_rows` names it. */
export function rowKey(tableId: string, row: number): string {
  return `${tableId}-R${row}`;
}

export function parseRowKey(key: string): { tableId: string; row: number } | null {
  const m = /^(.+?)-R([1-9]\d{0,3})$/.exec(key);
  return m ? { tableId: m[1], row: Number(m[2]) } : null;
}
