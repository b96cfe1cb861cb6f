/**
 * The questionnaire as the API answers it and the report draws it: SEBI's sections, questions,
 * tables and cells with each year's value, the warnings, progress, and the filing-readiness list.
 * Pure.
 */
import type { FiscalYear } from "@/lib/periods/types";
import type { Principle } from "@/lib/frameworks/types";
import { tabOfQuestion, type QuestionnaireTab } from "./tabs";
import { REVIEW_STATE_LABELS, type ReviewState } from "@/lib/esg-data/review-states";
import type { CellValue, Evaluation, Warning } from "@/lib/frameworks/questionnaire/evaluate";
import type { Cell, Item, Question, RowTable, SectionId, Table, YearSlot } from "@/lib/frameworks/questionnaire/types";
import { questionCells } from "@/lib/frameworks/questionnaire/question-cells";

export type YearColumn = { slot: YearSlot; id: string; label: string; heading: string };

export type CellView = {
  key: string;
  kind: "input" | "derived";
  type: "number" | "text" | "yesno" | "choice";
  unit: string;
  metric: string | null;
  options?: readonly string[];
  required: boolean;
  core?: string;
  shows?: string;
  /** Values by year slot, for the slots the item shows. */
  values: Partial<Record<YearSlot, CellValue>>;
  /**
   * Maker–checker state of the entries behind each filled year slot (lib/review): an entered
   * figure, or a total entered for a computed cell. Absent for computed figures and empty cells.
   */
  review?: Partial<Record<YearSlot, CellReview>>;
};

/**
 * The review of one cell in one year: its entry (the one entry behind it; null when several are
 * summed, as quarters are), every entry behind it, and the state of the least advanced of them
 * (rejected, then draft, then submitted, then approved).
 */
export type CellReview = { state: ReviewState; entry_id: string | null; entry_ids: string[] };

/** Entry id → review state, for the entries the questionnaire read. */
export type ReviewStates = ReadonlyMap<string, ReviewState>;

export type TableView = {
  kind: "table";
  id: string;
  title?: string;
  years: YearSlot[];
  columns: { id: string; label: string; pyLabel?: string }[];
  rows: { id: string; label: string; heading: boolean; cells: Record<string, CellView> }[];
};

export type RowColumnView = {
  id: string;
  label: string;
  type: "number" | "text" | "yesno" | "choice";
  unit: string;
  options?: readonly string[];
  required: boolean;
};

/**
 * A table whose rows the company adds: the rows that hold a value in any year shown, by number
 * (gaps stay: a row removed leaves its number free), each with a cell per column; block rows
 * (P6 L1) also carry their inner table. `next_row` is the number a new row takes (null when full).
 */
export type RowTableView = {
  kind: "rows";
  id: string;
  title?: string;
  noun: string;
  years: YearSlot[];
  max_rows: number;
  next_row: number | null;
  required: boolean;
  /** A complete row in the current year, or row 1 marked 'Not applicable'. */
  answered: boolean;
  not_applicable: boolean;
  columns: RowColumnView[];
  /** Block tables: the columns shown above each row's inner table. */
  block_header?: string[];
  rows: { number: number; complete: boolean; cells: Record<string, CellView>; block?: TableView }[];
  /** The narrative answer the table replaced, shown beside it until the table is filled. */
  legacy?: CellView;
  /** Figures over every row (P6 L1: all facilities' withdrawal, consumption, discharge), which the checks read. */
  totals?: CellView[];
};

export type ItemView = TableView | RowTableView | { kind: "field"; id: string; label: string; years: YearSlot[]; cell: CellView };

export type Progress = { answered: number; total: number };

export type QuestionView = {
  id: string;
  section: SectionId;
  principle: Principle | null;
  indicator: "essential" | "leadership" | null;
  number: string;
  title: string;
  part: string | null;
  from_profile: boolean;
  items: ItemView[];
  progress: Progress;
};

export type ReadinessItem = {
  key: string;
  question_id: string;
  label: string;
  reason: "missing" | "core" | "identity" | "profile" | "denominator";
  message: string;
};

/** A BRSR Core figure of the year that has a value but is not approved (named as readiness items are). */
export type UnapprovedCoreItem = {
  key: string;
  question_id: string;
  label: string;
  review_state: ReviewState;
  entry_ids: string[];
  message: string;
};

export type QuestionnaireView = {
  fy: FiscalYear;
  /** The one tab whose questions the answer holds (`?section=`, lib/brsr/tabs.ts); absent: every question. */
  section?: QuestionnaireTab;
  years: YearColumn[];
  sections: { id: SectionId; title: string; progress: Progress; questions: QuestionView[] }[];
  principles: { id: Principle; progress: Progress }[];
  warnings: Warning[];
  progress: Progress;
};

const SECTION_TITLES: Record<SectionId, string> = {
  A: "Section A: General disclosures",
  B: "Section B: Management and process disclosures",
  C: "Section C: Principle-wise performance disclosure",
};

const YEAR_HEADINGS: Record<YearSlot, string> = {
  cy: "Current Financial Year",
  py: "Previous Financial Year",
  py2: "Year before the Previous Financial Year",
};

function yearColumns(fys: Record<YearSlot, FiscalYear>): YearColumn[] {
  return (["cy", "py", "py2"] as const).map((slot) => ({
    slot,
    id: fys[slot].id,
    label: fys[slot].label,
    heading: `${fys[slot].label} (${YEAR_HEADINGS[slot]})`,
  }));
}

/** Whether a cell must be answered to file: Section A/B and Essential inputs unless marked optional. */
function isRequired(cell: Cell, question: Question): boolean {
  if (cell.kind !== "input") return false;
  if (cell.required !== undefined) return cell.required;
  return question.indicator !== "leadership";
}

const answered = (v: CellValue | undefined) => !!v && v.state !== "missing";
/** An entered figure that covers only part of the year (a quarter, a reading before the year's end): shown, but not the year's answer. */
const partInput = (cell: Cell, v: CellValue | undefined) => cell.kind === "input" && v?.state === "partial";

/** Least advanced first: a cell is as far through review as the least reviewed of its entries. */
const REVIEW_ORDER: Record<ReviewState, number> = { rejected: 0, draft: 1, submitted: 2, approved: 3 };

/** The review of a filled cell (an entered figure, or a total entered for a computed one), when its entries' states are known. */
export function cellReview(cell: Cell, v: CellValue | undefined, states: ReviewStates | undefined): CellReview | undefined {
  if (!states || !v || !v.entryIds.length) return undefined;
  const filled = cell.kind === "input" ? v.state !== "missing" : v.state === "given";
  if (!filled) return undefined;
  let state: ReviewState | undefined;
  for (const id of v.entryIds) {
    const s = states.get(id);
    if (!s) return undefined;
    if (!state || REVIEW_ORDER[s] < REVIEW_ORDER[state]) state = s;
  }
  return state ? { state, entry_id: v.entryIds.length === 1 ? v.entryIds[0] : null, entry_ids: [...v.entryIds] } : undefined;
}

function cellView(
  cell: Cell,
  question: Question,
  years: readonly YearSlot[],
  ev: Evaluation,
  fys: Record<YearSlot, FiscalYear>,
  states?: ReviewStates,
): CellView {
  const values: Partial<Record<YearSlot, CellValue>> = {};
  const review: Partial<Record<YearSlot, CellReview>> = {};
  for (const slot of years) {
    const v = ev.values[fys[slot].id]?.[cell.key];
    if (v) values[slot] = v;
    const r = cellReview(cell, v, states);
    if (r) review[slot] = r;
  }
  return {
    key: cell.key,
    // A ratio computed from its inputs is read-only like any computed cell; a figure typed before reads "as reported".
    kind: cell.kind === "input" && cell.computedFrom ? "derived" : cell.kind,
    type: cell.kind === "input" ? cell.type : "number",
    unit: cell.unit,
    metric: cell.kind === "input" ? cell.metric : (cell.metric ?? null),
    ...(cell.kind === "input" && cell.options ? { options: cell.options } : {}),
    required: isRequired(cell, question),
    ...(cell.core ? { core: cell.core } : {}),
    ...(cell.kind === "derived" && cell.shows ? { shows: cell.shows } : {}),
    ...(cell.kind === "input" && cell.computedFrom ? { shows: cell.computedFrom.shows } : {}),
    values,
    ...(Object.keys(review).length ? { review } : {}),
  };
}

/** Whether a row table must be answered to file: as its question unless it says. */
export function rowTableRequired(item: RowTable, question: Question): boolean {
  return item.required ?? question.indicator !== "leadership";
}

const has = (v: CellValue | undefined) => !!v && v.state !== "missing";

/** A row is complete in a year when every required column has a value there. */
export function rowComplete(item: RowTable, n: number, values: Readonly<Record<string, CellValue>>): boolean {
  const slot = item.rows[n - 1];
  return item.columns.every((c) => c.required === false || has(values[slot.cells[c.id].key]));
}

/** Row 1's first column marked 'Not applicable' says the table has no rows to give. */
export function rowTableNotApplicable(item: RowTable, values: Readonly<Record<string, CellValue>>): boolean {
  return values[item.rows[0].cells[item.columns[0].id].key]?.state === "not_applicable";
}

/** Answered for a year: one complete row, or 'Not applicable'. */
export function rowTableAnswered(item: RowTable, values: Readonly<Record<string, CellValue>>): boolean {
  return rowTableNotApplicable(item, values) || item.rows.some((slot) => rowComplete(item, slot.number, values));
}

/** The rows of a row table that hold a value in any of the given years. */
export function rowsInUse(item: RowTable, yearValues: readonly Readonly<Record<string, CellValue>>[]): number[] {
  return item.rows.filter((slot) => Object.values(slot.cells).some((cell) => yearValues.some((values) => has(values[cell.key])))).map((slot) => slot.number);
}

function rowTableView(item: RowTable, question: Question, ev: Evaluation, fys: Record<YearSlot, FiscalYear>, states?: ReviewStates): RowTableView {
  const cy = ev.values[fys.cy.id] ?? {};
  const used = rowsInUse(
    item,
    item.years.map((slot) => ev.values[fys[slot].id] ?? {}),
  );
  const free = item.rows.find((slot) => !used.includes(slot.number));
  return {
    kind: "rows",
    id: item.id,
    ...(item.title ? { title: item.title } : {}),
    noun: item.noun,
    years: [...item.years],
    max_rows: item.maxRows,
    next_row: free?.number ?? null,
    required: rowTableRequired(item, question),
    answered: rowTableAnswered(item, cy),
    not_applicable: rowTableNotApplicable(item, cy),
    columns: item.columns.map((c) => ({
      id: c.id,
      label: c.label,
      type: c.type,
      unit: c.unit,
      ...(c.options ? { options: c.options } : {}),
      required: c.required !== false,
    })),
    ...(item.blockHeader ? { block_header: [...item.blockHeader] } : {}),
    rows: used.map((n) => {
      const slot = item.rows[n - 1];
      return {
        number: n,
        complete: rowComplete(item, n, cy),
        cells: Object.fromEntries(item.columns.map((c) => [c.id, cellView(slot.cells[c.id], question, item.years, ev, fys, states)])),
        ...(slot.block ? { block: tableView(slot.block, question, ev, fys, states) } : {}),
      };
    }),
    ...(item.legacy ? { legacy: cellView(item.legacy, question, ["cy"], ev, fys, states) } : {}),
    ...(item.totals ? { totals: item.totals.map((cell) => cellView(cell, question, item.years, ev, fys, states)) } : {}),
  };
}

function itemView(item: Item, question: Question, ev: Evaluation, fys: Record<YearSlot, FiscalYear>, states?: ReviewStates): ItemView {
  if (item.kind === "field")
    return { kind: "field", id: item.id, label: item.label, years: [...item.years], cell: cellView(item.cell, question, item.years, ev, fys, states) };
  if (item.kind === "rows") return rowTableView(item, question, ev, fys, states);
  return tableView(item, question, ev, fys, states);
}

function tableView(item: Table, question: Question, ev: Evaluation, fys: Record<YearSlot, FiscalYear>, states?: ReviewStates): TableView {
  return {
    kind: "table",
    id: item.id,
    title: item.title,
    years: [...item.years],
    columns: item.columns.map((c) => ({ id: c.id, label: c.label, ...(c.pyLabel ? { pyLabel: c.pyLabel } : {}) })),
    rows: item.rows.map((r) => ({
      id: r.id,
      label: r.label,
      heading: !!r.heading,
      cells: Object.fromEntries(Object.entries(r.cells).map(([col, cell]) => [col, cellView(cell, question, item.years, ev, fys, states)])),
    })),
  };
}

/** Required input cells of the current year, answered for the whole year, of total. */
function progressOf(questions: readonly Question[], ev: Evaluation, fy: FiscalYear): Progress {
  let total = 0;
  let done = 0;
  for (const q of questions) {
    for (const { cell, years } of questionCells(q)) {
      if (!isRequired(cell, q) || !years.includes("cy")) continue;
      total++;
      const v = ev.values[fy.id]?.[cell.key];
      if (answered(v) && !partInput(cell, v)) done++;
    }
    for (const item of q.items) {
      if (item.kind !== "rows" || !rowTableRequired(item, q)) continue;
      total++;
      if (rowTableAnswered(item, ev.values[fy.id] ?? {})) done++;
    }
  }
  return { answered: done, total };
}

export function buildView({
  questions,
  evaluation,
  fys,
  reviewStates,
  tab,
}: {
  questions: readonly Question[];
  evaluation: Evaluation;
  fys: Record<YearSlot, FiscalYear>;
  /** The review state of each entry read, when known: each filled cell then carries its `review`. */
  reviewStates?: ReviewStates;
  /** Only this tab's questions (and Section C's own), as `onlyTab` keeps them; progress stays the whole questionnaire's. */
  tab?: QuestionnaireTab;
}): QuestionnaireView {
  const fy = fys.cy;
  const shown = (q: Question) => !tab || tabOfQuestion(q) === tab || tabOfQuestion(q) === "C";
  const sections = (["A", "B", "C"] as const).map((id) => {
    const qs = questions.filter((q) => q.section === id);
    return {
      id,
      title: SECTION_TITLES[id],
      progress: progressOf(qs, evaluation, fy),
      questions: qs.filter(shown).map((q) => ({
        id: q.id,
        section: q.section,
        principle: q.principle ?? null,
        indicator: q.indicator ?? null,
        number: q.number,
        title: q.title,
        part: q.part ?? null,
        from_profile: !!q.fromProfile,
        items: q.items.map((item) => itemView(item, q, evaluation, fys, reviewStates)),
        progress: progressOf([q], evaluation, fy),
      })),
    };
  });
  const principles = [...new Set(questions.map((q) => q.principle).filter((p): p is Principle => !!p))].map((p) => ({
    id: p,
    progress: progressOf(
      questions.filter((q) => q.principle === p),
      evaluation,
      fy,
    ),
  }));
  return { fy, years: yearColumns(fys), sections, principles, warnings: evaluation.warnings, progress: progressOf(questions, evaluation, fy) };
}

/**
 * What stands between the current year and a filing: every required cell not answered or answered
 * for part of the year only, every BRSR Core figure not disclosed (derived ones name what they
 * need), every failed identity.
 */
export function readiness({ questions, evaluation, fy }: { questions: readonly Question[]; evaluation: Evaluation; fy: FiscalYear }): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const values = evaluation.values[fy.id] ?? {};
  const cellQuestion = new Map<string, { q: Question; label: string }>();
  for (const q of questions) {
    for (const { cell, years, label } of questionCells(q)) {
      cellQuestion.set(cell.key, { q, label });
      if (!years.includes("cy")) continue;
      const v = values[cell.key];
      if (partInput(cell, v)) {
        if (isRequired(cell, q) || cell.core) {
          const what = `not a figure for the whole of ${fy.label}${v?.note ? `: ${v.note}` : ""}`;
          items.push({ key: cell.key, question_id: q.id, label, reason: cell.core ? "core" : "missing", message: `${questionName(q)}: ${label} — ${what}` });
        }
        continue;
      }
      // A ratio shown as reported, or not given, names the inputs it is computed from.
      if (cell.kind === "input" && cell.computedFrom && v?.needs?.length && (isRequired(cell, q) || cell.core || v.asReported)) {
        const what = v.asReported ? `as reported; enter its inputs to compute it: ${v.needs.join("; ")}` : `not answered; enter ${v.needs.join("; ")}`;
        items.push({ key: cell.key, question_id: q.id, label, reason: cell.core ? "core" : "missing", message: `${questionName(q)}: ${label} — ${what}` });
        continue;
      }
      if (answered(v)) continue;
      if (isRequired(cell, q)) {
        items.push({ key: cell.key, question_id: q.id, label, reason: cell.core ? "core" : "missing", message: `${questionName(q)}: ${label} — not answered` });
      } else if (cell.core && cell.kind === "derived") {
        items.push({
          key: cell.key,
          question_id: q.id,
          label,
          reason: v?.note ? "denominator" : "core",
          message: `${questionName(q)}: ${label} — ${v?.note ?? "BRSR Core figure not disclosed"}`,
        });
      }
    }
  }
  for (const q of questions)
    for (const item of q.items) {
      if (item.kind !== "rows") continue;
      // Checks over a row table's cells (the all-facility totals of P6 L1) are the question's.
      for (const cell of item.totals ?? []) cellQuestion.set(cell.key, { q, label: cell.metric ?? cell.key });
      if (!rowTableRequired(item, q) || rowTableAnswered(item, values)) continue;
      const label = item.title ?? q.title;
      items.push({
        key: item.id,
        question_id: q.id,
        label,
        reason: "missing",
        message: `${questionName(q)}: no complete row (or 'Not applicable')`,
      });
    }
  for (const w of evaluation.warnings) {
    if (w.fy !== fy.id) continue;
    const place = cellQuestion.get(w.key);
    items.push({
      key: w.key,
      question_id: place?.q.id ?? "",
      label: place?.label ?? w.key,
      reason: "identity",
      message: `${place ? questionName(place.q) : w.key}: ${w.message}`,
    });
  }
  return items;
}

/**
 * BRSR Core figures of the year that have a value but are not approved yet (assurance providers
 * look at approved figures): every Core cell filled in the current year — an entered figure, or a
 * total entered for a computed one — whose entries are not all approved. Computed figures follow
 * their inputs and are not listed. Only entries whose state is known are judged.
 */
export function unapprovedCore({
  questions,
  evaluation,
  fy,
  reviewStates,
}: {
  questions: readonly Question[];
  evaluation: Evaluation;
  fy: FiscalYear;
  reviewStates: ReviewStates | undefined;
}): UnapprovedCoreItem[] {
  if (!reviewStates) return [];
  const values = evaluation.values[fy.id] ?? {};
  const items: UnapprovedCoreItem[] = [];
  for (const q of questions) {
    for (const { cell, years, label } of questionCells(q)) {
      if (!cell.core || !years.includes("cy")) continue;
      const review = cellReview(cell, values[cell.key], reviewStates);
      if (!review || review.state === "approved") continue;
      items.push({
        key: cell.key,
        question_id: q.id,
        label,
        review_state: review.state,
        entry_ids: review.entry_ids,
        message: `${questionName(q)}: ${label} — ${REVIEW_STATE_LABELS[review.state].toLowerCase()}, not approved`,
      });
    }
  }
  return items;
}

function questionName(q: Question): string {
  if (q.section === "C")
    return q.principle ? `${q.principle} ${q.indicator === "leadership" ? "Leadership" : "Essential"} ${q.number.replace(/^[EL]/, "")}` : q.title;
  return `Section ${q.section} Q${q.number}`;
}

/** Every cell of a view with the question that holds it, in SEBI's order. */
export function* viewCells(view: Pick<QuestionnaireView, "sections">): Generator<{ cell: CellView; question: QuestionView }> {
  for (const section of view.sections)
    for (const question of section.questions)
      for (const item of question.items) {
        if (item.kind === "field") yield { cell: item.cell, question };
        else if (item.kind === "rows") {
          if (item.legacy) yield { cell: item.legacy, question };
          for (const cell of item.totals ?? []) yield { cell, question };
          for (const row of item.rows) {
            for (const cell of Object.values(row.cells)) yield { cell, question };
            for (const r of row.block?.rows ?? []) for (const cell of Object.values(r.cells)) if (cell.kind === "derived") yield { cell, question };
          }
        } else for (const row of item.rows) for (const cell of Object.values(row.cells)) yield { cell, question };
      }
}

/** A cell's value in a view, for a year slot (undefined when the cell's item does not show that year). */
export function cellValue(view: Pick<QuestionnaireView, "sections">, key: string, slot: YearSlot = "cy"): CellValue | undefined {
  for (const { cell } of viewCells(view)) if (cell.key === key) return cell.values[slot];
  throw new Error(`No BRSR cell '${key}'`);
}
