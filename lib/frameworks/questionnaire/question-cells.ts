import type { Cell, Question, Row, Table, YearSlot } from "./types";

/**
 * Every cell of a question with the years it shows, and a label that tells it from the question's
 * other cells. A row named like another row of the question ('Male', '– No treatment') says more,
 * as little as it takes: its heading ('Permanent workers — Male'), then the row it belongs to
 * ('(ii) To Groundwater — No treatment'), then its table's title (Q20's (a) and (b)).
 */
export function questionCells(question: Question): readonly QuestionCell[] {
  // The questionnaire's questions do not change: progress asks each question's cells four times a build (question, section, principle, whole).
  let cells = QUESTION_CELLS.get(question);
  if (!cells) QUESTION_CELLS.set(question, (cells = cellsOfQuestion(question)));
  return cells;
}

type QuestionCell = { cell: Cell; years: readonly YearSlot[]; label: string };
const QUESTION_CELLS = new WeakMap<Question, readonly QuestionCell[]>();

function cellsOfQuestion(question: Question): QuestionCell[] {
  type Place = { table: Table; row: Row; heading: string; group: number };
  const places: Place[] = [];
  let group = 0;
  for (const item of question.items) {
    if (item.kind !== "table") continue;
    group++;
    let heading = "";
    for (const row of item.rows) {
      if (row.heading) {
        heading = row.label;
        group++;
      } else places.push({ table: item, row, heading, group });
    }
  }
  const names = new Map<Row, string>(places.map((p) => [p.row, p.row.label]));
  // Each way of saying more, and what it applies to once one row needs it: the heading to every
  // row under it (so that a group reads alike), the parent row to that row alone, the title to
  // every row of the table.
  const ways: {
    scope: (p: Place) => unknown;
    helps?: (p: Place) => boolean;
    name: (p: Place, name: string, unique: (row: Row) => boolean, at: number) => string;
  }[] = [
    {
      scope: (p) => p.group,
      // Only where the same name stands under another heading: a heading over every row tells none apart.
      helps: (p) => places.some((o) => o.group !== p.group && names.get(o.row) === names.get(p.row)),
      name: (p, name) => (p.heading ? `${p.heading} — ${name}` : name),
    },
    {
      scope: (p) => p.row,
      name: (p, name, unique, at) => {
        // The nearest row above, under the same heading, that its name already tells apart.
        for (let i = at - 1; i >= 0 && places[i].group === p.group; i--) {
          if (unique(places[i].row)) return `${names.get(places[i].row)} — ${p.row.label.replace(/^[-–—]\s*/, "")}`;
        }
        return name;
      },
    },
    { scope: (p) => p.table, name: (p, name) => (p.table.title ? `${p.table.title} — ${name}` : name) },
  ];
  for (const way of ways) {
    const count = new Map<string, number>();
    for (const name of names.values()) count.set(name, (count.get(name) ?? 0) + 1);
    const before = new Map(names);
    const unique = (row: Row) => count.get(before.get(row)!) === 1;
    const needed = new Set(places.filter((p) => !unique(p.row) && (way.helps?.(p) ?? true)).map(way.scope));
    places.forEach((p, at) => {
      if (needed.has(way.scope(p))) names.set(p.row, way.name(p, before.get(p.row)!, unique, at));
    });
  }
  return question.items.flatMap((item) =>
    item.kind === "field"
      ? [{ cell: item.cell, years: item.years, label: item.label }]
      : item.kind === "rows"
        ? // A row table is answered as a whole (progress and readiness count it so); its old narrative is a cell of its own.
          item.legacy
          ? [{ cell: item.legacy, years: ["cy"] as const, label: "Previous answer (text)" }]
          : []
        : item.rows.flatMap((r) =>
            Object.entries(r.cells).map(([col, cell]) => ({
              cell,
              years: item.years,
              label: labelOf(names.get(r) ?? r.label, item.columns.find((c) => c.id === col)?.label),
            })),
          ),
  );
}

const labelOf = (row: string, column: string | undefined) => (column ? `${row} — ${column}` : row);
