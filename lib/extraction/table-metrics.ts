import { QUESTIONNAIRE, type Cell } from "@/lib/frameworks/questionnaire";
import { isCategoryId, type CategoryId } from "@/lib/frameworks";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { cellForMetric, targetUnit, toTargetUnit, unitFactor } from "./convert";
import type { MetricPhrases } from "./phrases";
import { asSebiRow, bracketedMetric, metricsOfLabel, splitPairs } from "./printed-rows";
import { bestRow, isSubRowLabel, keyMatch, norm, ONE_TABLE_ROWS, rowMatch, SEBI_ROWS, SUB_ROW_KEYS, type SebiRow, withoutUnitAside } from "./sebi-rows";
import { amountInCell } from "./table-cells";
import { cellsByHeading, columnScore, headingWords } from "./column-match";
import type { PageTable, TableRow } from "./tables";
import type { ExtractedMetric } from "./types";
import { parseNumber } from "./units";
import { headingYear, withoutYearWords } from "./year-heading";

export { sebiWording } from "./sebi-rows";
export { metricOfLabel } from "./printed-rows";

/*
 * Table rows to BRSR cells. A row is first looked up among SEBI's own row labels (sebi-rows.ts, as
 * printed-rows.ts words it; the questionnaire in lib/frameworks/questionnaire follows Annexure II: ../shared/BRSR_FORMAT.md §2 Section A Q20, §4 P6
 * E1/E3/E4/E6/E7/E9), picking the SEBI table most of the printed rows belong to, so '(i) Surface
 * water' is withdrawal in E3 and 'Permanent (F)' is a worker row. SEBI numbers and letters its rows
 * ('1.', '(A)', '(A+B+C)'), so the labels are compared with those kept. Rows SEBI does not word
 * (a GRI index, a company's own table) are read by the metric phrases. Each column's year comes
 * from its heading; the unit from a unit column, the label, the group heading or the table title,
 * converted to the cell's unit.
 */

/** Candidate units in a text: whole parenthesised contents, then the words after 'in' ('figures in GJ unless …' gives 'GJ'). */
function unitCandidates(text: string): string[] {
  const out: string[] = [];
  // A heading that is a unit alone, or a unit beside its year ('tCO2e', 'GJ 2025', '2025 (m³)').
  const bare = text
    .replace(/\b(?:FY\s*)?(?:19|20)\d{2}(?:\s*[-–]\s*\d{2,4})?\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (bare && bare.length <= 30) out.push(bare.replace(/^\(\s*(?:in\s+)?(.*?)\s*\)$/, "$1"));
  for (const m of text.matchAll(/\(([^()]{1,40})\)/g)) {
    out.push(m[1].replace(/^\s*in\s+/i, "").trim());
    // A qualifier before the unit in the same brackets ('(standalone, ₹ lakh)', '(consolidated; in ₹ crore)').
    const parts = m[1].split(/[,;]/);
    if (parts.length > 1) out.push(...parts.map((p) => p.replace(/^\s*in\s+/i, "").trim()));
  }
  // (Overlapping: 'amounts in this section are in ₹ crore' names its unit after the second 'in'.)
  for (const m of text.matchAll(/\bin\s+(?=([^()]{1,40}))/gi)) {
    const words = m[1].trim().split(/\s+/);
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      if (words[n]?.toLowerCase() === "or") continue;
      out.push(
        words
          .slice(0, n)
          .join(" ")
          .replace(/[),.;:]+$/, ""),
      );
    }
  }
  return out.filter(Boolean);
}

const KINDS = ["₹", "%", "GJ", "kL", "tonnes", "tCO2e", "kWh"];

/** A unit of a kind the target is not ('₹ lakh' for a '%' cell). */
const otherKind = (unit: string, target: string) => KINDS.some((k) => unitFactor(k, target) === null && unitFactor(unit, k) !== null);

const BARE_MEASURE = /^\s*(?:numbers?|nos?\.?|count|rate|ratio|value|figure)\s*$/i;

/** The printed unit of a row's figures, as convertible to `target`: null when a unit is printed but is another kind; '' when none is printed. */
function printedUnit(row: TableRow, title: string, target: string, header = "", labelHead = ""): string | null {
  // A unit column naming only the kind of figure ('Number', 'Rate', BRSR Core's measurements) gives no unit to convert from.
  if (row.unit && !BARE_MEASURE.test(row.unit)) return unitFactor(row.unit, target) !== null ? row.unit : null;
  // A scale in the column's heading ("Current FY ('000 kL)") rules the column, whatever unit SEBI's label names.
  for (const u of unitCandidates(header)) {
    const factor = unitFactor(u, target);
    if (factor !== null && factor !== 1) return u;
  }
  // SEBI's own '(in ₹)' in a row's label names the cell's unit, not the scale printed over the labels ('(₹ billion)').
  if (unitCandidates(row.label).some((u) => unitFactor(u, target) === 1)) {
    for (const u of unitCandidates(labelHead)) {
      const factor = unitFactor(u, target);
      if (factor !== null && factor !== 1) return u;
    }
  }
  // (The labels' own heading, 'Parameter (in TJ)', scales every row as a title would.)
  for (const text of [row.label, row.heading, header, labelHead, title]) {
    for (const u of unitCandidates(text)) {
      if (unitFactor(u, target) !== null) return u;
      // An amount's row or column ('Gross wages paid to females (₹ lakh)', 'Amount (₹ crore)') is not the cell's percentage or count.
      if ((text === row.label || text === header) && otherKind(u, target)) return null;
    }
  }
  // A unit printed in a narrow column next to the label, read as part of it ('Volatile organic compounds (VOC) kg').
  const words = row.label.trim().split(/\s+/);
  for (let n = Math.min(6, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    if (/[a-z]/i.test(tail) && unitFactor(tail, target) !== null && !/^\(/.test(tail)) return tail;
  }
  return "";
}

/** Scope 2 by the method the text names: location-based is BRSR's cell; market-based is a figure of its own. */
export function scope2Method(text: string): "location" | "market" | null {
  if (/\bmarket[-\s]based\b/i.test(text)) return "market";
  if (/\blocation[-\s]based\b/i.test(text)) return "location";
  return null;
}

export const SCOPE2_MARKET = "Scope 2 emissions (market-based)";
export const SCOPE2_UNSTATED = "Scope 2 method (location- or market-based) not stated: check before accepting";

type Target = { metric: string; cell: string | null; unit: string; category: CategoryId; confidence: number; acceptsBare: boolean };

function targetOfCell(cell: Cell, confidence: number): Target | null {
  const metric = cell.metric;
  if (!metric) return null;
  const category = cell.category && isCategoryId(cell.category) ? cell.category : "environmental";
  return { metric, cell: cell.key, unit: cell.unit, category, confidence, acceptsBare: true };
}

function targetOfPhrase(spec: MetricPhrases): Target | null {
  const cell = cellForMetric(spec.metric);
  const unit = cell?.unit || targetUnit(spec.metric);
  if (unit === null) return null;
  const metric = cell?.metric ?? spec.metric;
  return {
    metric,
    cell: cell?.key ?? null,
    unit,
    category: spec.category,
    confidence: 0.85,
    acceptsBare: ["count", "percent", "rate"].includes(spec.family),
  };
}

/** The SEBI table most of a printed table's rows belong to, if any. */
function sebiTableOf(table: PageTable): string | undefined {
  const votes = new Map<string, number>();
  for (const { match: r } of matchRows(table.rows.map(asSebiRow))) {
    const seen = new Set<string>();
    for (const row of SEBI_ROWS) {
      if (rowMatch(r, row) === 0 || seen.has(row.tableId)) continue;
      seen.add(row.tableId);
      votes.set(row.tableId, (votes.get(row.tableId) ?? 0) + 1);
    }
  }
  // Tables whose rows are alike ('Male', 'Female', 'Total' under 'Employees') are told apart by the question printed above.
  const words = titleWords(ownQuestion(table.title));
  const score = (id: string) => (votes.get(id) ?? 0) + (words.size ? overlap(words, TITLE_WORDS.get(id)) * 0.9 : 0);
  // A table turned back into SEBI's shape names the tables it can be (column-match.ts); a table
  // repeating another's rows for a narrower scope is that one only when its question names the scope.
  const ids = (table.sebiTables?.length ? [...votes.keys()].filter((id) => table.sebiTables!.includes(id)) : [...votes.keys()]).filter(
    (id) => !SCOPED_TABLES[id] || SCOPED_TABLES[id].test(table.title),
  );
  return ids.sort((a, b) => score(b) - score(a))[0];
}

// P6 L1 repeats E3's and E4's rows for the facilities in areas of water stress.
const SCOPED_TABLES: Record<string, RegExp> = { "P6-L1-R1-T": /water[-\s]?stress/i };

/** A table's title from its own question's number on ('20. (b) Differently abled …'), without the lines of the table or note above it. */
export function ownQuestion(title: string): string {
  const questions = [...title.matchAll(/(?:^|\s)\d{1,2}\.\s*(?:\(?[a-h]\)\.?\s*|[a-h]\.\s*)?(?=[A-Z])/g)];
  return questions.length ? title.slice(questions[questions.length - 1].index) : title;
}

const titleWords = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
/** The share of a SEBI question's words a printed title has. */
const overlap = (printed: Set<string>, sebi: Set<string> | undefined) => (sebi?.size ? [...sebi].filter((w) => printed.has(w)).length / sebi.size : 0);
const TITLE_WORDS: Map<string, Set<string>> = new Map(
  QUESTIONNAIRE.flatMap((q) => [
    [`${q.id}-fields`, titleWords(q.title)] as const,
    ...q.items.flatMap((item) => {
      const table = item.kind === "table" ? item : item.kind === "rows" ? item.rows[0]?.block : undefined;
      return table ? [[table.id, titleWords(`${q.title} ${table.title ?? ""}`)] as const] : [];
    }),
  ]),
);

/**
 * Each printed row as it is matched to SEBI's: a sub-row ('– No treatment', or 'Male' without
 * SEBI's dash) with its parent, the row above it or a heading printed after that row ('(iv) Sent
 * to third-parties' without figures), whichever is nearer.
 */
function matchRows(rows: readonly TableRow[]): Array<{ row: TableRow; match: TableRow & { parent?: string; lettered?: boolean } }> {
  // SEBI's 2021 E1 letters its all-source rows (A), (B), (C); today's letters the non-renewable ones (D), (E), (F).
  const lettered = rows.some((r) => /\(\s*(?:[D-F]|D\s*\+\s*E\s*\+\s*F)\s*\)\s*$/.test(withoutUnitAside(r.label)));
  let parent = "";
  let parentHeading = "";
  return rows.map((row) => {
    const sub = isSubRowLabel(row.label) || (!row.sub && SUB_ROW_KEYS.has(norm(row.label)));
    if (!sub) {
      parent = row.label;
      parentHeading = row.heading;
      return { row, match: lettered ? { ...row, lettered } : row };
    }
    const group = row.heading && row.heading !== parentHeading ? row.heading : parent;
    return { row, match: { ...row, parent: group, ...(lettered ? { lettered } : {}) } };
  });
}

/** The cells of the SEBI table a printed table shows (key, row label, unit), for a model to answer in. */
export function sebiCellsOf(table: PageTable): Array<{ key: string; label: string; unit: string }> {
  const id = sebiTableOf(table);
  if (!id) return [];
  return SEBI_ROWS.filter((r) => r.tableId === id).flatMap((r) => r.cells.map((c) => ({ key: c.key, label: r.label, unit: c.unit })));
}

/**
 * Value columns grouped by year: as many equal groups as the headings name years, each holding one
 * year's heading (a heading centred over its group may sit over any of its columns); else groups of
 * the row's cell count, each naming one year.
 */
function yearGroups<C extends { period: string | null }>(cols: readonly C[], cellCount: number): Array<{ cols: C[]; period: string }> {
  const chunk = (size: number) => {
    const out: Array<{ cols: C[]; period: string }> = [];
    for (let g = 0; g < cols.length; g += size) {
      const group = cols.slice(g, g + size);
      const years = [...new Set(group.map((c) => c.period).filter((p): p is string => !!p))];
      if (years.length !== 1) return null;
      out.push({ cols: group, period: years[0] });
    }
    return out;
  };
  const years = new Set(cols.map((c) => c.period).filter(Boolean)).size;
  if (years > 1 && cols.length % years === 0 && cols.length / years >= cellCount) {
    const byYear = chunk(cols.length / years);
    if (byYear && new Set(byYear.map((g) => g.period)).size === byYear.length) return byYear;
    // Years under each measure ('Total (A)' over 'FY 2024-25 | FY 2023-24', then 'No. covered (B)' over the same): each year's columns, in order.
    if (cols.every((c) => c.period)) {
      const periods = [...new Set(cols.map((c) => c.period!))];
      const groups = periods.map((period) => ({ cols: cols.filter((c) => c.period === period), period }));
      if (groups.every((g) => g.cols.length === cols.length / years)) return groups;
    }
  }
  if (cols.length % cellCount === 0) return chunk(cellCount) ?? [];
  return [];
}

type Options = { page: number; docPeriod?: string };

export const TARGET_WORDS = /\b(?:targets?|goals?|budget(?:ed)?|planned|projected|aspiration)\b/i;

/**
 * The printed columns that may hold a row's one figure among words: the one headed as SEBI heads
 * the figure's column ('Amount (In INR)'), else all but those headed as its word columns ('NGRBC
 * Principle', whose number names a principle).
 */
function figureColumnsOf<C extends { header: string }>(cols: readonly C[], row: SebiRow): readonly C[] {
  if (!row.figureColumn) return cols;
  const heads = (c: C, label: string) => keyMatch(norm(c.header), label) > 0 || keyMatch(label, norm(c.header)) > 0;
  const named = cols.filter((c) => heads(c, row.figureColumn!));
  return named.length ? named : cols.filter((c) => !row.wordColumns!.some((w) => heads(c, w)));
}

// (Not a staff group alone: a title ending '… the well-being of all employees' is a principle's, not a group heading.)
const SEBI_HEADINGS = [...new Set(SEBI_ROWS.map((r) => r.heading).filter((h) => h.length >= 12))];

/**
 * A table printed under one of SEBI's group headings as its title ('From renewable sources' over
 * the left half of an energy table printed side by side): its rows are that group's.
 */
function withTitleHeading(table: PageTable): PageTable {
  if (table.rows.some((r) => r.heading)) return table;
  const title = norm(table.title.slice(-80));
  const heading = SEBI_HEADINGS.find((h) => title.endsWith(h));
  return heading ? { ...table, rows: table.rows.map((r) => ({ ...r, heading })) } : table;
}

/** A column of remarks, its year heading aside ('Previous FY (2023-24) Remarks'); not a figure's column whose heading ran into a remarks heading. */
function isRemarksColumn(header: string): boolean {
  const m = /\bremarks?\s*$/i.exec(header.trim());
  if (!m) return false;
  const rest = header.trim().slice(0, m.index).trim();
  return !rest || (rest.length <= 60 && headingYear(rest) !== null);
}

/**
 * A table of one staff category, named in its title ('11. Details of safety related incidents:
 * Employees', 'Workers (including contract workers)'), where SEBI prints the categories as sub-rows:
 * its rows are that category's, when more of them name a SEBI row so.
 */
function withTitleCategory(table: PageTable): PageTable {
  if (table.rows.some((r) => r.sub)) return table;
  const tail = table.title.slice(-60);
  const named = [...new Set((tail.match(/\b(?:employees|workers)\b/gi) ?? []).map((w) => w.toLowerCase()))];
  if (named.length !== 1 || !/(?:^|[:.–—-]\s*|\d\.\s*)(?:employees|workers)\b[^:.]{0,45}$/i.test(tail)) return table;
  const sub = named[0] === "employees" ? "Employees" : "Workers";
  const asSub = table.rows.map((r) => ({ ...r, sub }));
  const matched = (rows: TableRow[]) => rows.filter((r) => SEBI_ROWS.some((s) => rowMatch(asSebiRow(r), s) > 0)).length;
  return matched(asSub) > matched(table.rows) ? { ...table, rows: asSub } : table;
}

/**
 * A row's figures by their columns' headings (column-match.ts): each year's columns (or the one
 * year's, for a table without years) matched to SEBI's column headings; null unless every group's
 * columns each name one cell.
 */
function picksByHeading(
  cols: ReadonlyArray<{ header: string; period: string | null; i: number }>,
  row: SebiRow,
  docPeriod: string | undefined,
): Array<{ col: number; cell: number; period: string | null }> | null {
  if (!cols.length || row.columnLabels.every((l) => !l)) return null;
  // A column naming nothing but its year ('FY 2024-25 Current Financial Year' over a remarks column), or outside the
  // years where the others have theirs ('Mechanism in place'), is no figure's; one naming a SEBI column there would be.
  const names = (c: { header: string }) => headingWords(c.header).words.size > 0 || headingWords(c.header).share || headingYear(c.header) === null;
  const dated = cols.some((c) => c.period);
  const outside = dated ? cols.filter((c) => !c.period) : [];
  if (outside.some((c) => row.columnLabels.some((l) => l && columnScore(c.header, l) >= 0.5))) return null;
  const used = (dated ? cols.filter((c) => c.period) : cols).filter(names);
  const periods = [...new Set(used.map((c) => c.period))];
  const out: Array<{ col: number; cell: number; period: string | null }> = [];
  for (const period of periods) {
    const group = used.filter((c) => c.period === period);
    const cellOf = cellsByHeading(
      group.map((c) => c.header),
      row.columnLabels,
    );
    if (!cellOf) return null;
    group.forEach((c, k) => out.push({ col: c.i, cell: cellOf[k], period: period ?? docPeriod ?? null }));
  }
  return out.length >= 2 ? out : null;
}

/** Every figure a page's tables give, in each cell's unit, with the row quoted. */
export function tableMetrics(printedTable: PageTable, { page, docPeriod }: Options): ExtractedMetric[] {
  const table = { ...printedTable, rows: splitPairs(withTitleCategory(withTitleHeading(printedTable)).rows.map(asSebiRow)) };
  // The rows as printed, where rewording them changed none's count: a label reworded into another
  // table's sub-row ('(v) Others (treated water bought for curing)' as E4's '– With treatment') is
  // still its own table's row as printed.
  const asPrinted = splitPairs(printedTable.rows);
  const printedMatches = asPrinted.length === table.rows.length ? matchRows(asPrinted) : null;
  const tableId = sebiTableOf(printedTable);
  const sebiRows = SEBI_ROWS.filter((r) => r.tableId === tableId);
  const out: ExtractedMetric[] = [];
  // A column headed 'Unit' ('Please specify unit') holds units, never the figures ('-' or 'Nil' in it included).
  // (Every column but units and targets, those without a figure in any row too: 'N.A.' all down.)
  let groupCols = table.columns
    .map((c, i) => ({ ...c, i }))
    .filter((c) => !(c.period === null && /\bunits?\b/i.test(c.header)))
    // A column of targets ('Target FY 2025-26', 'Target for the year') holds no figure of the year, whichever year it names.
    .filter((c) => !TARGET_WORDS.test(c.header))
    // A figure among a row's remarks ('Resolved in April 2024') is no cell's.
    .filter((c) => !isRemarksColumn(c.header));
  // Columns left of every figure, under no year where others have theirs ('Mechanism in place (Yes/No)'), are no year's group's.
  const firstFigure = Math.min(...groupCols.filter((c) => table.rows.some((r) => r.values[c.i] !== null)).map((c) => c.i));
  if (groupCols.some((c) => c.period)) groupCols = groupCols.filter((c) => c.period || c.i >= firstFigure);
  const valueCols = groupCols.filter((c) => table.rows.some((r) => r.values[c.i] !== null));

  for (const [index, { row, match }] of matchRows(table.rows).entries()) {
    const quoteOf = (col: number) =>
      `${row.label}${row.sub ? ` — ${row.sub}` : ""}${row.unit ? ` (${row.unit})` : ""} | ${table.columns[col].header ? `${table.columns[col].header}: ` : ""}${row.values[col]}`;
    const values = valueCols.filter((c) => row.values[c.i] !== null);
    if (!values.length) continue;
    const printedMatch = printedMatches && isSubRowLabel(match.label) && !isSubRowLabel(printedMatches[index].match.label) ? printedMatches[index].match : null;
    let sebi = tableId ? (bestRow(match, sebiRows) ?? (printedMatch ? bestRow(printedMatch, sebiRows) : null)) : null;
    // A row of another SEBI table (BRSR Core's annexure lists rows of many), named in words SEBI uses in that table only.
    if (!sebi && !row.sub) {
      const other = bestRow(match, ONE_TABLE_ROWS);
      if (other && other.score >= 0.85 && other.row.tableId !== tableId) sebi = other;
    }
    if (!sebi && (row.sub || isSubRowLabel(row.label))) {
      // A sub-row ('Employees' under 'No. of fatalities', '– With treatment' under 'Sent to third-parties') of one other
      // table only, or of one BRSR Core table among them (E4's, not the water-stress table's).
      const scored = SEBI_ROWS.filter((r) => r.tableId !== tableId).map((r) => ({ row: r, score: rowMatch(match, r) }));
      const top = Math.max(0, ...scored.map((x) => x.score));
      let best = scored.filter((x) => x.score === top);
      if (new Set(best.map((x) => x.row.tableId)).size > 1) best = best.filter((x) => x.row.cells.some((c) => c.kind === "input" && c.core));
      if (top >= 0.85 && best.length && new Set(best.map((x) => x.row.tableId)).size === 1) sebi = best[0];
    }
    // (cell target, column) pairs for this row.
    const picks: Array<{ target: Target; col: number; period: string | null }> = [];
    if (sebi) {
      const cells = sebi.row.cells;
      const byHeading = cells.length > 1 ? picksByHeading(valueCols, sebi.row, docPeriod) : null;
      if (byHeading) {
        // Columns named as SEBI names them ('Total | Male | Female', in any order, some left out): each its own cell.
        for (const { col, cell, period } of byHeading) {
          const target = targetOfCell(cells[cell], sebi.score >= 1 ? 0.95 : 0.9);
          if (target && row.values[col] !== null) picks.push({ target, col, period });
        }
      } else if (cells.length === 1) {
        // A year's heading spanning its columns ('FY 2024-25' over 'Amount (₹ lakh) | % of revenue') names each of them.
        const spanned = new Map(valueCols.some((c) => !c.period) ? yearGroups(valueCols, 1).flatMap((g) => g.cols.map((c) => [c.i, g.period] as const)) : []);
        // A percentage beside its amount ('Amount | %'): the column headed '%' holds it.
        const percentCols = cells[0].unit === "%" ? values.filter((c) => /%|\bper\s*cent/i.test(c.header)) : [];
        for (const c of percentCols.length ? percentCols : figureColumnsOf(values, sebi.row)) {
          const target = targetOfCell(cells[0], sebi.score >= 1 ? 0.95 : 0.9);
          const period = c.period ?? spanned.get(c.i) ?? (values.length === 1 || sebi.row.cyOnly ? (docPeriod ?? null) : null);
          if (target) picks.push({ target, col: c.i, period });
        }
      } else if (cells.length > 1 && !sebi.row.cyOnly && yearGroups(groupCols, cells.length).length > 1) {
        // A year's heading spanning a group of columns ('Current Year' over 'Employees | Workers | Deducted'),
        // some of them all 'N.A.': the groups are read with those columns in place, so a figure keeps its own column's cell.
        for (const { cols, period } of yearGroups(groupCols, cells.length)) {
          cols.slice(0, cells.length).forEach((c, k) => {
            const target = targetOfCell(cells[k], sebi.score >= 1 ? 0.95 : 0.9);
            if (target && row.values[c.i] !== null) picks.push({ target, col: c.i, period });
          });
        }
      } else if (cells.length === valueCols.length) {
        valueCols.forEach((c, k) => {
          const target = targetOfCell(cells[k], sebi.score >= 1 ? 0.95 : 0.9);
          if (target && row.values[c.i] !== null) picks.push({ target, col: c.i, period: c.period ?? docPeriod ?? null });
        });
      } else if (cells.length > 1 && !sebi.row.cyOnly) {
        // The row's cells once per year ('FY 2024-25: Male | Female | Total, FY 2023-24: …'):
        // each group of columns takes the one year its headings name; SEBI's cells are its first columns (a Remarks column follows).
        for (const { cols, period } of yearGroups(valueCols, cells.length)) {
          cols.slice(0, cells.length).forEach((c, k) => {
            const target = targetOfCell(cells[k], sebi.score >= 1 ? 0.95 : 0.9);
            if (target && row.values[c.i] !== null) picks.push({ target, col: c.i, period });
          });
        }
      }
    } else {
      // A sub-row SEBI's table does not have is not the group's total: leave it.
      if (row.sub) continue;
      // Percentages name a share, not the amount a longer phrase of the label names.
      const specs = metricsOfLabel(row.label);
      const percents = values.every((c) => /%$/.test(row.values[c.i]!)) || row.unit.trim() === "%";
      const spec = (percents && specs.find((p) => p.family === "percent")) || specs[0];
      if (!spec) continue;
      let target = targetOfPhrase(spec);
      if (target && spec.metric === M.scope2) {
        const method = scope2Method(`${row.label} ${row.heading} ${table.title}`);
        if (method === "market") target = { ...target, metric: SCOPE2_MARKET, cell: null };
      }
      if (!target) continue;
      // A figure for employees or for workers alone is not the all-staff figure ('LTIFR (employees)').
      const staff = `${row.label} ${row.heading}`.match(/\b(?:employees|workers)\b/gi) ?? [];
      if (target.cell && /-(?:all|total)$/.test(target.cell) && new Set(staff.map((w) => w.toLowerCase())).size === 1) continue;
      for (const c of values) picks.push({ target, col: c.i, period: c.period ?? (values.length === 1 ? (docPeriod ?? null) : null) });
    }
    // A column whose measure, with the row's label, names another SEBI row ('Rural' under 'Wages paid (₹ million)' is
    // 'Rural: wages paid', beside the share SEBI's row asks): that row's figure.
    if (sebi && picks.length) {
      const used = new Set(picks.map((p) => p.col));
      for (const c of values) {
        const measure = withoutYearWords(c.header);
        if (used.has(c.i) || !measure) continue;
        const companion = bestRow({ ...row, label: `${row.label}: ${measure}`, sub: "" }, sebiRows);
        if (!companion || companion.score < 0.85 || companion.row === sebi.row || companion.row.cells.length !== 1) continue;
        const target = targetOfCell(companion.row.cells[0], 0.9);
        if (target) picks.push({ target, col: c.i, period: c.period ?? docPeriod ?? null });
      }
    }
    // A second figure the label names whole in brackets, in the same unit ('(ii) Turnover (Revenue from operations)').
    const aside = sebi ? bracketedMetric(row.label) : null;
    const also = aside ? targetOfPhrase(aside) : null;
    if (also?.cell && picks.length && picks.every((p) => p.target.cell !== also.cell && p.target.unit === also.unit))
      picks.push(...picks.map((p) => ({ ...p, target: { ...also, confidence: Math.min(also.confidence, p.target.confidence) } })));
    for (const { target, col, period } of picks) {
      if (!period) continue;
      const cellUnit = amountInCell(row.values[col]!);
      const raw = cellUnit?.amount ?? row.values[col]!;
      const percent = /%$/.test(raw);
      // An amount in brackets is negative, as accounts print it ('Net worth | (182.44)'); elsewhere brackets are only brackets.
      const bracketed = /^\(.*\)$/.test(raw.trim());
      const unbracketed = /^(?:nil|zero)$/i.test(raw) ? "0" : raw.replace(/\s*%$/, "").replace(/^\((.*)\)$/, "$1");
      const printed = bracketed && target.unit === "₹" ? `-${unbracketed}` : unbracketed;
      const amount = parseNumber(printed);
      if (amount === null) continue;
      // A scale printed in the cell rules it: '₹ 36.00 lakh' is rupees; '2.46 million' is a count or the cell's own unit, scaled.
      let unit = cellUnit
        ? cellUnit.unit.startsWith("₹")
          ? target.unit === "₹"
            ? cellUnit.unit
            : null
          : `${cellUnit.unit} ${target.unit}`.trim()
        : percent
          ? "%"
          : printedUnit(row, table.title, target.unit, table.columns[col].header, table.labelHead);
      if (unit === null) continue;
      let confidence = target.confidence;
      if (unit === "" && !target.acceptsBare && !sebi) continue;
      if (unit === "" && target.unit && !["count", "%"].includes(target.unit)) confidence -= 0.1;
      if (percent && target.unit !== "%") unit = null;
      if (unit === null) continue;
      const converted = toTargetUnit(printed, amount, unit, target.unit);
      if (!converted) continue;
      let caution: string | null = null;
      if (target.metric === M.scope2 && !scope2Method(`${row.label} ${row.heading} ${table.title}`)) {
        caution = SCOPE2_UNSTATED;
        confidence = Math.min(confidence, 0.6);
      }
      out.push({
        category: target.category,
        metric: target.metric,
        cell: target.cell,
        value: converted.value,
        unit: converted.unit,
        period,
        page,
        sentence: quoteOf(col),
        conversion: converted.conversion,
        caution,
        confidence: Math.round(confidence * 100) / 100,
      });
    }
  }
  return out;
}

// A single figure with its currency and scale around it ('Rs. 4,852.31 crore', '₹ 48,52,31,00,000', '0.42%').
const FIELD_VALUE = /^(?:(₹|Rs\.?|INR)\s*)?(\(?-?\d[\d,]*(?:\.\d+)?\)?)\s*(%|crores?|cr\.?|lakhs?|lacs?|million|mn|billion|bn|thousand)?\s*(?:\/-)?\.?$/i;

/**
 * A figure SEBI asks for alone ('(ii) Turnover (in Rs.)'), printed as 'label: value' or as a label
 * with its value beside it, the value carrying its own currency and scale ('Rs. 4,852.31 crore').
 * The label must be SEBI's (a field of a question, not a table row); the figure is the filing's year's.
 */
export function fieldMetric(label: string, value: string, { page, docPeriod }: Options): ExtractedMetric | null {
  if (!docPeriod) return null;
  const m = FIELD_VALUE.exec(value.trim());
  if (!m) return null;
  const printedLabel = label.replace(/^\s*\d{1,2}\.\s*/, "").trim();
  const key = norm(printedLabel);
  let best: { row: SebiRow; score: number } | null = null;
  for (const row of SEBI_ROWS) {
    if (!row.tableId.endsWith("-fields")) continue;
    const score = keyMatch(key, row.key);
    if (score > (best?.score ?? 0)) best = { row, score };
  }
  if (!best) return null;
  const target = targetOfCell(best.row.cells[0], best.score >= 1 ? 0.9 : 0.85);
  if (!target) return null;
  const printed = m[2].replace(/^\((.*)\)$/, "$1");
  const amount = parseNumber(printed);
  if (amount === null) return null;
  const scale = m[3] && m[3] !== "%" ? m[3] : "";
  let unit: string | null;
  if (m[3] === "%") unit = target.unit === "%" ? "%" : null;
  else if (m[1] || scale) unit = `${m[1] ? "₹ " : ""}${scale}`.trim();
  else unit = printedUnit({ label: printedLabel, heading: "", unit: "", sub: "", values: [], top: 0 }, "", target.unit);
  if (unit === null) return null;
  const converted = toTargetUnit(printed, amount, unit, target.unit);
  if (!converted) return null;
  return {
    category: target.category,
    metric: target.metric,
    cell: target.cell,
    value: converted.value,
    unit: converted.unit,
    period: docPeriod,
    page,
    sentence: `${label.trim()} | ${value.trim()}`,
    conversion: converted.conversion,
    caution: null,
    confidence: target.confidence,
  };
}
