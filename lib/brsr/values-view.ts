/**
 * The questionnaire answer cut in two (decisions D35): its values by key (`?view=values`) and the
 * structure of one tab's questions without values (`?view=structure`). The screen seeds and asks
 * for the values only: the cards it shows are rendered on the server (components/brsr/
 * server-questions.tsx) and read their values by key, so the page no longer ships the tab's
 * titles, labels, units and table shapes twice (as cards and as JSON). Only a tab or year opened
 * in the browser reads its structure, once (it does not change with the company's figures).
 * Pure; made from the full answer, so both views hold exactly what it holds.
 */
import { tabOfQuestion, type QuestionnaireTab } from "./tabs";
import type { CellView, ItemView, Progress, QuestionView, RowTableView, TableView } from "./view";

/** A cell's values and review, by year slot: what changes with the company's figures. */
export type CellValues = Pick<CellView, "values" | "review">;

type Answer = { sections: { id: "A" | "B" | "C"; title: string; progress: Progress; questions: QuestionView[] }[]; section?: QuestionnaireTab };

export type ValuesOf<A extends Answer> = Omit<A, "sections"> & {
  sections: { id: "A" | "B" | "C"; title: string; progress: Progress }[];
  /** Each question's progress, by question id, in the questionnaire's order. */
  question_progress: Record<string, Progress>;
  /** The fields' and fixed tables' cells, by cell key. */
  cells: Record<string, CellValues>;
  /** The row tables whole, by table id: their rows are the company's. */
  row_tables: Record<string, RowTableView>;
};

const valuesOfCell = (cell: CellView): CellValues => (cell.review ? { values: cell.values, review: cell.review } : { values: cell.values });

/** The answer without its structure: every top-level field as it is, the questions' values by key. */
export function valuesView<A extends Answer>(answer: A): ValuesOf<A> {
  const question_progress: Record<string, Progress> = {};
  const cells: Record<string, CellValues> = {};
  const row_tables: Record<string, RowTableView> = {};
  for (const section of answer.sections)
    for (const q of section.questions) {
      question_progress[q.id] = q.progress;
      for (const item of q.items) {
        if (item.kind === "field") cells[item.cell.key] = valuesOfCell(item.cell);
        else if (item.kind === "rows") row_tables[item.id] = item;
        else for (const row of item.rows) for (const cell of Object.values(row.cells)) cells[cell.key] = valuesOfCell(cell);
      }
    }
  const { sections, ...rest } = answer;
  return {
    ...rest,
    sections: sections.map((s) => ({ id: s.id, title: s.title, progress: s.progress })),
    question_progress,
    cells,
    row_tables,
  };
}

const noValues = (cell: CellView): CellView => {
  const { values: _values, review: _review, ...shape } = cell;
  return { ...shape, values: {} };
};

const tableShape = (t: TableView): TableView => ({
  ...t,
  rows: t.rows.map((r) => ({ ...r, cells: Object.fromEntries(Object.entries(r.cells).map(([id, c]) => [id, noValues(c)])) })),
});

function itemShape(item: ItemView): ItemView {
  if (item.kind === "field") return { ...item, cell: noValues(item.cell) };
  if (item.kind === "table") return tableShape(item);
  // A row table's rows, and whether it is answered, are the company's: in the values view.
  const { legacy, totals, ...rest } = item;
  return {
    ...rest,
    next_row: null,
    answered: false,
    not_applicable: false,
    rows: [],
    ...(legacy ? { legacy: noValues(legacy) } : {}),
    ...(totals ? { totals: totals.map(noValues) } : {}),
  };
}

/** One tab's questions without values: titles, numbers, labels, units, table shapes (progress zero). */
export function structureView(answer: Answer, tab: QuestionnaireTab): { section: QuestionnaireTab; questions: QuestionView[] } {
  const questions = answer.sections
    .flatMap((s) => s.questions)
    .filter((q) => tabOfQuestion(q) === tab)
    .map((q) => ({ ...q, progress: { answered: 0, total: 0 }, items: q.items.map(itemShape) }));
  return { section: tab, questions };
}

/** The structure a server-rendered card hands its client parts: a cell without its values (they are read by key). */
export const cellShape = noValues;
