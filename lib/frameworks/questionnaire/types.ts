import type { BrsrCoreAttribute, CategoryId, Principle } from "@/lib/frameworks/types";
import type { Measure } from "@/lib/periods/types";

/**
 * SEBI's BRSR questionnaire (Annexure II of circular SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122,
 * 12 July 2023) as data: sections, questions, tables, rows, columns and cells. Every cell has a
 * stable key ('P6-E1-A', 'A-20a-1-male') that the questionnaire screen, the report, the Excel
 * template and an XBRL export share. Reference: ../shared/BRSR_FORMAT.md.
 */

/** Which financial years a table shows: the current, the previous, and the one before it. */
export type YearSlot = "cy" | "py" | "py2";

export type CellType = "number" | "text" | "yesno" | "choice";

type CellBase = {
  /** Stable key; never renamed once released (entries and spreadsheets refer to it). */
  key: string;
  /** Canonical unit of the cell: 'GJ', 'kL', 't', 'tCO2e', '%', 'count', '₹', 'days', '' for text. */
  unit: string;
  /** BRSR Core KPI attribute, where SEBI's Annexure I lists this cell. */
  core?: BrsrCoreAttribute;
};

/** A cell a user fills: stored as an ESG data entry (framework BRSR, this metric, period = the FY). */
export type InputCell = CellBase & {
  kind: "input";
  /** The entry's metric name; unique across the questionnaire. */
  metric: string;
  type: CellType;
  options?: readonly string[];
  measure: Measure;
  category: CategoryId;
  /** Other metric names whose entries fill this cell (catalogue names, report wording). */
  synonyms?: readonly string[];
  /** Same figure in another framework (e.g. 'GRI 302-1'): entered once, counted for both. */
  alsoReportedAs?: readonly string[];
  /** Must be answered for filing (Essential indicators, Section A/B). Default: true for Essential. */
  required?: boolean;
  /** The XBRL element SEBI's taxonomy names, where BRSR_FORMAT.md records it. */
  xbrl?: string;
  /**
   * A ratio SEBI asks for whose inputs the questionnaire also asks (LTIFR, days payable, shares of
   * wages…): computed from them and read-only once they are entered. The cell stays an input cell
   * so that a figure typed (or imported) before its inputs were asked for still reads, marked
   * "as reported", until the inputs are entered.
   */
  computedFrom?: { formula: Formula; shows: string };
};

/** Operand of a formula: a cell key or one of the year's intensity denominators. */
export type Denominator = "revenue" | "revenue_ppp" | "output";

export type Formula =
  /** Sum of the cells that are present (at least one must be). */
  | { op: "sum"; of: readonly string[] }
  /** part ÷ whole × 100 */
  | { op: "percent"; part: string; whole: string }
  /** metric ÷ denominator (revenue in ₹, revenue ÷ PPP factor, or physical output) */
  | { op: "intensity"; of: string; per: Denominator }
  /** a ÷ b × factor (LTIFR, days payable…) */
  | { op: "ratio"; num: string; den: string; factor: number };

/** A cell computed from others, never typed. */
export type DerivedCell = CellBase & {
  kind: "derived";
  formula: Formula;
  /** How the formula reads in SEBI's label, e.g. 'A+B+C'. */
  shows?: string;
  /** Metric names under which a total may have been entered elsewhere (data collection, a
   * calculator): shown when no part is entered, and warned about when it differs from the parts. */
  given?: readonly string[];
  /** For metric names in reports and the catalogue. */
  metric?: string;
  category?: CategoryId;
  measure?: Measure;
  xbrl?: string;
};

export type Cell = InputCell | DerivedCell;

export type Column = {
  id: string;
  label: string;
  /** The label under the previous year's heading where SEBI letters that year's columns on ('Total (C)' for 'Total (A)'). */
  pyLabel?: string;
};

export type Row = {
  id: string;
  label: string;
  /** A heading row groups the rows below it and has no cells. */
  heading?: boolean;
  /** Cells by column id; a missing column is blank in SEBI's layout. */
  cells: Readonly<Record<string, Cell>>;
};

export type Table = {
  kind: "table";
  id: string;
  title?: string;
  columns: readonly Column[];
  rows: readonly Row[];
  /** The year columns SEBI prints: ['cy'] or ['cy', 'py'] (or with 'py2'). */
  years: readonly YearSlot[];
};

/** A single answer: a narrative, a Yes/No, or one figure. */
export type Field = { kind: "field"; id: string; label: string; cell: InputCell | DerivedCell; years: readonly YearSlot[] };

/**
 * One column of a table whose rows the company adds (SEBI's 'S. No. | …' tables). `id` is upper
 * case (`RISK`, `TURNOVER_PCT`): it is the last part of each row cell's key.
 */
export type RowColumn = {
  id: string;
  label: string;
  type: CellType;
  /** For 'choice' and 'yesno': the values allowed, spelled as SEBI's XBRL taxonomy enumerates them where it does. */
  options?: readonly string[];
  unit: string;
  measure: Measure;
  /** A row is complete when every required column is filled. Default true. */
  required?: boolean;
};

/**
 * One row of a row table, numbered from 1, with a cell per column (keys from `rowCellKey`:
 * 'A-26-R3-RISK'). Every row up to the table's limit exists as data, so each cell is an
 * ordinary input cell (stored, read, validated, imported like any other); a row "exists" for a
 * year when any of its cells has a value. A block row (P6 L1, one per facility) also has a fixed
 * table of its own whose cells are keyed the same way ('P6-L1-R2-WITHDRAWAL').
 */
export type RowSlot = {
  number: number;
  cells: Readonly<Record<string, InputCell>>;
  /** Block rows only: the fixed inner table (its cells include computed ones). */
  block?: Table;
};

/**
 * A table whose rows the company adds: A-26 material issues, P4 E2 stakeholder groups, P6 E11–E13,
 * P7 E1(b), P8 E1, E2, L1–L6 … Not-applicable is marked on the first column of row 1.
 */
export type RowTable = {
  kind: "rows";
  /** The question id it answers ('A-26', 'P7-E1b' for a question's second part). */
  id: string;
  title?: string;
  /** The prefix of its cells' metric names ('Material issue' → 'Material issue 3: risk or opportunity'). */
  noun: string;
  columns: readonly RowColumn[];
  /** The years each row shows (most are current-year lists; P6 L1's facility blocks show two years). */
  years: readonly YearSlot[];
  maxRows: number;
  /** Must be answered to file; default: as the question (Section A/B and Essential indicators). */
  required?: boolean;
  rows: readonly RowSlot[];
  /** Block tables: the columns shown above each row's inner table (the rest of `columns` are its inputs). */
  blockHeader?: readonly string[];
  /** The narrative cell this table replaced: kept, and shown beside the table as 'previous answer (text)'. */
  legacy?: InputCell;
  /** Computed over all rows (e.g. water-stressed withdrawal of every facility), for checks; not shown. */
  totals?: readonly DerivedCell[];
};

export type Item = Table | Field | RowTable;

export type SectionId = "A" | "B" | "C";
export type IndicatorKind = "essential" | "leadership";

export type Question = {
  /** 'A-20', 'B-1', 'P6-E1', 'P6-L2' */
  id: string;
  section: SectionId;
  principle?: Principle;
  indicator?: IndicatorKind;
  /** As SEBI numbers it: '20', '1', 'E1', 'L2'. */
  number: string;
  title: string;
  /** Section A part ('I. Details of the listed entity'), when it has one. */
  part?: string;
  items: readonly Item[];
  /** Answered from the entity profile (lib/companies/profile), not from cells. */
  fromProfile?: boolean;
};
