/**
 * SEBI's BRSR questionnaire, whole: Section A (I–VII), Section B, then Section C principle by
 * principle (the intensity denominators just before Principle 6), and lookups over its cells.
 * Everything here is computed once, when the module loads, and is pure data.
 */
import { PRINCIPLES, type Principle } from "@/lib/frameworks/types";
import { P1 } from "./p1";
import { P2 } from "./p2";
import { P3 } from "./p3";
import { P4 } from "./p4";
import { P5 } from "./p5";
import { INTENSITY_INPUTS, P6 } from "./p6";
import { P7 } from "./p7";
import { P8 } from "./p8";
import { P9 } from "./p9";
import { SECTION_A, SECTION_A_PROFILE_NUMBERS } from "./section-a";
import { SECTION_B } from "./section-b";
import { parseRowCellKey } from "./row-keys";
import type { Cell, InputCell, Question, RowColumn, RowSlot, RowTable, YearSlot } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

export type * from "./types";
export { parseRowCellKey, parseRowKey, rowCellKey, rowKey, ROW_COLUMN_ID } from "./row-keys";
export { INTENSITY_INPUTS, P1, P2, P3, P4, P5, P6, P7, P8, P9, SECTION_A, SECTION_B };

export const QUESTIONNAIRE: readonly Question[] = Object.freeze([
  ...SECTION_A,
  ...SECTION_B,
  ...P1,
  ...P2,
  ...P3,
  ...P4,
  ...P5,
  INTENSITY_INPUTS,
  ...P6,
  ...P7,
  ...P8,
  ...P9,
]);

/** A cell with the place it is printed: its question, row and column labels, and the years shown. */
export type PlacedCell = Cell & { questionId: string; rowLabel: string; columnLabel: string; years: readonly YearSlot[] };

function place(questions: readonly Question[]): PlacedCell[] {
  const out: PlacedCell[] = [];
  for (const q of questions) {
    for (const item of q.items) {
      if (item.kind === "field") {
        out.push({ ...item.cell, questionId: q.id, rowLabel: item.label, columnLabel: "", years: item.years });
        continue;
      }
      if (item.kind === "rows") {
        if (item.legacy) out.push({ ...item.legacy, questionId: q.id, rowLabel: "Previous answer (text)", columnLabel: "", years: ["cy"] });
        for (const slot of item.rows) {
          const rowLabel = `${item.noun} ${slot.number}`;
          for (const c of item.columns) out.push({ ...slot.cells[c.id], questionId: q.id, rowLabel, columnLabel: c.label, years: item.years });
          for (const r of slot.block?.rows ?? [])
            for (const cell of Object.values(r.cells))
              if (cell.kind === "derived") out.push({ ...cell, questionId: q.id, rowLabel, columnLabel: r.label, years: item.years });
        }
        for (const cell of item.totals ?? []) out.push({ ...cell, questionId: q.id, rowLabel: "All rows", columnLabel: cell.metric ?? "", years: item.years });
        continue;
      }
      const columnLabels = new Map(item.columns.map((c) => [c.id, c.label]));
      for (const r of item.rows) {
        // Cells in the order of the table's columns, as SEBI prints them.
        const ids = [...item.columns.map((c) => c.id).filter((id) => id in r.cells), ...Object.keys(r.cells).filter((id) => !columnLabels.has(id))];
        for (const id of ids) out.push({ ...r.cells[id], questionId: q.id, rowLabel: r.label, columnLabel: columnLabels.get(id) ?? "", years: item.years });
      }
    }
  }
  return out;
}

const CELLS: readonly PlacedCell[] = Object.freeze(place(QUESTIONNAIRE));

/** Every cell of the questionnaire, in SEBI's order (the same list allCells() returns). */
export const ALL_CELLS: readonly PlacedCell[] = CELLS;
const BY_KEY: ReadonlyMap<string, PlacedCell> = new Map(CELLS.map((c) => [c.key, c]));

const BY_METRIC: ReadonlyMap<string, PlacedCell & InputCell> = (() => {
  const index = new Map<string, PlacedCell & InputCell>();
  for (const c of CELLS) {
    if (c.kind !== "input") continue;
    for (const name of [c.metric, ...(c.synonyms ?? [])]) {
      const key = metricKey(name);
      if (!index.has(key)) index.set(key, c);
    }
  }
  return index;
})();

/** Every cell of the questionnaire, in SEBI's order, with where it is printed. */
export function allCells(): readonly PlacedCell[] {
  return CELLS;
}

export function cellByKey(key: string): PlacedCell | undefined {
  return BY_KEY.get(key);
}

/** The input cell an entry under `name` fills (its metric or one of its synonyms). */
export function inputCellByMetric(name: string): (PlacedCell & InputCell) | undefined {
  return BY_METRIC.get(metricKey(name));
}

/** Section C's questions by principle (P6 without the intensity inputs, which are not SEBI's). */
export const PRINCIPLE_QUESTIONS: Readonly<Record<Principle, readonly Question[]>> = Object.freeze(
  Object.fromEntries(PRINCIPLES.map((p) => [p, QUESTIONNAIRE.filter((q) => q.section === "C" && q.principle === p)])) as unknown as Record<
    Principle,
    readonly Question[]
  >,
);

/** Section A questions, as SEBI numbers them, that the entity profile answers (Q9 is the year filed). */
export const SECTION_A_PROFILE_QUESTIONS: readonly string[] = SECTION_A_PROFILE_NUMBERS;

/** Every table whose rows the company adds, with the question it answers, in SEBI's order. */
export const ROW_TABLES: readonly (RowTable & { questionId: string })[] = Object.freeze(
  QUESTIONNAIRE.flatMap((q) => q.items.filter((i): i is RowTable => i.kind === "rows").map((t) => ({ ...t, questionId: q.id }))),
);

const ROW_TABLE_BY_ID: ReadonlyMap<string, RowTable & { questionId: string }> = new Map(ROW_TABLES.map((t) => [t.id, t]));

export function rowTableById(id: string): (RowTable & { questionId: string }) | undefined {
  return ROW_TABLE_BY_ID.get(id);
}

/** The row table, row and column a row-cell key names, or null when it names none (unknown table, column, or a row past the table's limit). */
export function rowCellOf(key: string): { table: RowTable & { questionId: string }; slot: RowSlot; column: RowColumn } | null {
  const ref = parseRowCellKey(key);
  const table = ref && ROW_TABLE_BY_ID.get(ref.tableId);
  const column = table?.columns.find((c) => c.id === ref!.column);
  if (!ref || !table || !column || ref.row > table.maxRows) return null;
  return { table, slot: table.rows[ref.row - 1], column };
}
