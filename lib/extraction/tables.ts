import { lineText, type Chunk, type Line } from "./layout";
import { headingYear } from "./year-heading";
import { DASH, isBlank, isFigure, joinWrapped, joinWrappedYears, labelCells, periodOf, SUB_ROW, withoutMark } from "./table-cells";

export { isFigureText, pairParts, SUB_ROW, withoutMark } from "./table-cells";

/*
 * Tables rebuilt from positions. A table is a run of lines holding figures in the same columns;
 * its heading is the lines right above it whose pieces sit over those columns (a heading wrapped
 * over several lines, 'FY 2024-' over '25', is joined); its rows are the lines with figures, each
 * with the label lines that wrap under it (closer than a row's spacing); label-only lines further
 * away are headings that group the rows below ('From renewable sources', 'WORKERS').
 */

export type TableColumn = { left: number; right: number; header: string; period: string | null };

export type TableRow = {
  /** The row's label, wrapped lines joined, with the heading it sits under kept apart. */
  label: string;
  heading: string;
  /** Text in a column headed 'Unit' ('MT', 'Metric tonnes of CO2 equivalent'), if any. */
  unit: string;
  /** The sub-row a category column names ('Employees', 'Workers', 'Male'), under the row's label printed once for the group. */
  sub: string;
  /** The label's text by the column it is printed in, where it spans several ('1 | GHG footprint | Total Scope 1 emissions'). */
  labelCells?: string[];
  /** The figures by value column (index into `columns`); null where the cell is blank or '-'. */
  values: Array<string | null>;
  /** The value columns whose cell prints a lone dash, which a report may say is nil (lib/filings/pdf-read.ts). */
  dashes?: number[];
  top: number;
};

export type PageTable = {
  /** The lines above the heading (the question: '1. Details of total energy consumption …'). */
  title: string;
  /** The heading over the row labels ('Parameter (in TJ)'), where one is printed. */
  labelHead?: string;
  columns: TableColumn[];
  rows: TableRow[];
  /** The SEBI tables the table's shape says it can be, where a reader turned it into SEBI's shape (column-match.ts). */
  sebiTables?: string[];
  /** Indexes of the page's lines the table covers (its heading, rows and the title lines read). */
  lines: Set<number>;
};

/** The value columns of a run of figure lines: figures grouped by their right edges (numbers are right-aligned) or overlap. */
function valueColumns(lines: readonly Line[]): Array<{ left: number; right: number }> {
  const cols: Array<{ left: number; right: number }> = [];
  for (const line of lines) {
    for (const c of figuresOf(line)) {
      const col = cols.find((k) => Math.abs(k.right - c.right) <= 6 || (c.x < k.right && c.right > k.left));
      if (col) {
        col.left = Math.min(col.left, c.x);
        col.right = Math.max(col.right, c.right);
      } else cols.push({ left: c.x, right: c.right });
    }
  }
  return cols.sort((a, b) => a.left - b.left);
}

/**
 * Figures in a line after its first piece (a line that starts with a figure is prose or a number
 * list, not a row), unless the line is figures only: a row's figures centred beside its wrapped label.
 */
function figuresOf(line: Line): Chunk[] {
  const cells = line.chunks.filter((c) => isFigure(c) || isBlank(c));
  if (isYearsLine(cells)) return [];
  // A row labelled by its year alone ('2025 | 46,300 | 29,800'): the year is its label.
  if (cells.length >= 2 && cells.length === line.chunks.length && /^(?:19|20)\d{2}$/.test(cells[0].text.trim())) return cells.slice(1);
  if (cells.length >= 2 && cells.length === line.chunks.length) return cells;
  return line.chunks.filter((c, i) => i > 0 && (isFigure(c) || isBlank(c)));
}

/** Where a run's figures start: the left edge of its leftmost figure. */
function figureLeft(lines: readonly Line[]): number {
  return Math.min(...lines.flatMap((l) => figuresOf(l).map((c) => c.x)));
}

/** Years as a table's column headings ('2021 | 2022 | 2023'): consecutive years, not figures. */
function isYearsLine(cells: readonly Chunk[]): boolean {
  if (cells.length < 2) return false;
  const years = cells.map((c) => (/^(?:19|20)\d{2}$/.test(c.text.trim()) ? Number(c.text.trim()) : NaN));
  return years.every((y, i) => !Number.isNaN(y) && (i === 0 || Math.abs(y - years[i - 1]) === 1));
}

// A heading naming a year column: 'FY 2024-25', 'Current Financial Year', 'Previous Year', 'CY', 'PY'.
const YEAR_HEAD = /\b(?:FY|F\.Y\.|financial\s+year|current|previous|prior|CY|PY)\b|\bFY\s*['’]?\d{2}(?:\d{2})?\b|\b(?:19|20)\d{2}\b/i;

/** A line of year headings: two or more pieces naming year columns, and no figures. */
function isYearHeading(line: Line): boolean {
  return !figuresOf(line).length && line.chunks.filter((c) => YEAR_HEAD.test(c.text)).length >= 2;
}

const overlaps = (c: Chunk, col: { left: number; right: number }, slack = 4) => c.x < col.right + slack && c.right > col.left - slack;

/** The value column a heading piece sits over: of those it reaches (12 pt slack), the one it overlaps most. */
function headColumn(c: Chunk, columns: readonly TableColumn[]): number {
  let best = -1;
  let bestOverlap = -Infinity;
  columns.forEach((col, i) => {
    if (!overlaps(c, col, 12)) return;
    const overlap = Math.min(c.right, col.right) - Math.max(c.x, col.left);
    if (overlap > bestOverlap) {
      best = i;
      bestOverlap = overlap;
    }
  });
  return best;
}

/** The tables of one page (lines top to bottom). */
export function findTables(pageLines: readonly Line[], fyStartMonth = 4): PageTable[] {
  const lines = joinWrappedYears(pageLines);
  const tables: PageTable[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!figuresOf(lines[i]).length) {
      i += 1;
      continue;
    }
    // The run of lines with figures, allowing label lines and headings between them.
    let end = i;
    let k = i + 1;
    while (k < lines.length && lines[k].top - lines[end].top < 60) {
      if (figuresOf(lines[k]).length) end = k;
      else if (lines[k].chunks.length === 1 && lineText(lines[k]).length > 110) break;
      // Another table's year headings: two tables on one page are two tables.
      else if (isYearHeading(lines[k])) break;
      // Another table's column headings over the figures ('Year | Total water withdrawal (kL) | …').
      // (A cell's wrapped line, as close under the line above as a cell's lines are, is not: 'Non-receipt of' over 'dividend' in a Remarks column.)
      else if (
        lines[k].chunks.filter((c) => c.x >= figureLeft(lines.slice(i, end + 1)) - 4).length >= 2 &&
        lines[k].top - lines[k - 1].top > lines[k].size * 1.45
      )
        break;
      k += 1;
    }
    const figureLines = lines.slice(i, end + 1).filter((l) => figuresOf(l).length);
    const cols = valueColumns(figureLines);
    const firstCol = cols[0]?.left ?? Infinity;
    // A single line with one figure at its end is prose, unless a heading above gives it columns.
    const table = buildTable(lines, i, end, cols, firstCol, fyStartMonth);
    // Figures from two lines in one column, or a year heading: a table. Numbers that happen to
    // stand apart in justified prose line up with nothing.
    const aligned = cols.some((col) => figureLines.filter((l) => figuresOf(l).some((f) => overlaps(f, col, 2))).length >= 2);
    if (table) continued(table, tables[tables.length - 1]);
    if (table && ((figureLines.length >= 2 && aligned) || table.columns.some((c) => c.period || YEAR_HEAD.test(c.header)))) tables.push(table);
    i = table ? Math.max(...table.lines) + 1 : end + 1;
  }
  return tables;
}

/**
 * A table with no heading of its own under one with year headings, its figures in the same
 * columns, goes on under those headings: SEBI's waste table prints 'For each category of waste
 * generated, total waste recovered …' and 'Category of waste' as rows across it, which part its
 * figures far enough to read as a table of their own. `overPage`: the table above ended the page
 * before (a table run over a page break without its headings repeated).
 */
export function continued(table: PageTable, above: PageTable | undefined, { overPage = false } = {}): void {
  // (A year named in words, 'Current Financial Year', is a year too.)
  if (!above || table.columns.some((c) => c.header) || !above.columns.some((c) => c.period || headingYear(c.header))) return;
  const gap = (table.rows[0]?.top ?? Infinity) - (above.rows[above.rows.length - 1]?.top ?? -Infinity);
  if (gap > 120 && !overPage) return;
  const same = (c: TableColumn) => above.columns.find((a) => Math.abs(a.right - c.right) <= 6 || (c.left < a.right && c.right > a.left));
  const matched = table.columns.map(same);
  if (matched.some((m) => !m) || new Set(matched).size !== matched.length) return;
  table.columns.forEach((c, i) => {
    c.header = matched[i]!.header;
    c.period = matched[i]!.period;
  });
}

function buildTable(
  lines: readonly Line[],
  start: number,
  end: number,
  cols: Array<{ left: number; right: number }>,
  firstCol: number,
  fyStartMonth: number,
): PageTable | null {
  if (!cols.length) return null;
  const covered = new Set<number>();
  // Heading pieces over the figures start right of every label (a wide heading may start left of the figures).
  let labelRight = 0;
  for (let n = start; n <= end; n++) {
    for (const c of lines[n].chunks) if (!isFigure(c) && !isBlank(c) && c.right < firstCol) labelRight = Math.max(labelRight, c.right);
  }
  const headerFrom = Math.min(labelRight + 2, firstCol - 2);
  // A year's heading centred in its cell over narrow right-aligned figures ('FY25' over '86'): the
  // cell reaches left to the column before it; the heading's middle is in it.
  const cellOf = (c: Chunk) => {
    if (!YEAR_HEAD.test(c.text)) return -1;
    const mid = (c.x + c.right) / 2;
    return cols.findIndex((col, i) => mid > (i ? cols[i - 1].right + 2 : headerFrom) && mid <= col.right + 2);
  };
  // The heading: lines above the first row whose pieces sit over the value columns.
  const headerLines: number[] = [];
  const rowLabelLeft = Math.min(...lines.slice(start, end + 1).flatMap((l) => l.chunks.filter((c) => !isFigure(c) && !isBlank(c)).map((c) => c.x)));
  let k = start - 1;
  const leading: number[] = [];
  const between: number[] = [];
  // (SEBI's complaints table wraps its headings over a dozen lines: 'Number of' / 'complaints' / 'pending' / 'resolution at' …)
  while (k >= 0 && start - k <= 14) {
    const line = lines[k];
    if (lines[k + 1].top - line.top > 40) break;
    // A line emptied by joinWrappedYears sits inside the heading.
    if (!line.chunks.length) {
      k -= 1;
      continue;
    }
    const overCols = line.chunks.filter((c) => c.x >= headerFrom && (cols.some((col) => overlaps(c, col, 12)) || cellOf(c) >= 0));
    // (A group heading over the rows may run a few points past where the widest figure starts: 'Water withdrawal by source (in kilolitres)'.)
    const wide = line.chunks.some((c) => c.x < headerFrom && c.right > firstCol + 6);
    if (overCols.length && !wide && !figuresOf(line).length) {
      headerLines.unshift(k, ...between);
      between.length = 0;
    } else if (!headerLines.length && !between.length && !wide && line.chunks.every((c) => c.right < firstCol + 6)) leading.unshift(k);
    // A heading cell's wrapped lines over a column of words ('(Y/N/N.A.)' over 'Y'), right of the labels: the heading's if a line above is.
    else if (!wide && !figuresOf(line).length && line.chunks.every((c) => c.x >= headerFrom) && lines[k + 1].top - line.top <= line.size * 2.2)
      between.unshift(k);
    // The labels' column heading wrapped over lines of the heading ('Stakeholder group from' / 'whom complaint is received').
    else if (headerLines.length && !wide && line.chunks.every((c) => c.right < firstCol)) between.unshift(k);
    // A group heading right above the first row, running into the figures' columns ('EMPLOYEES (pilots, cabin crew and staff)'):
    // the rows' heading, with the column headings above it.
    else if (k === start - 1 && line.chunks.length === 1 && !figuresOf(line).length && Math.abs(line.chunks[0].x - rowLabelLeft) <= 8) leading.unshift(k);
    else break;
    k -= 1;
  }
  // A heading cell's wrapped last line ('Please specify' over 'unit') right of the labels' column,
  // between the heading and the first row, is the heading's, not a label's.
  const labelX = Math.min(...lines.slice(start, end + 1).flatMap((l) => l.chunks.filter((c) => !isFigure(c) && !isBlank(c)).map((c) => c.x)));
  if (headerLines.length) {
    const heads = headerLines.flatMap((h) => lines[h].chunks.filter((c) => c.x > labelX + 6));
    const underHead = (c: Chunk) => c.x > labelX + 6 && !(c.x < firstCol && c.right > firstCol) && heads.some((h) => c.x < h.right && c.right > h.x);
    while (leading.length && lines[leading[0]].chunks.every(underHead)) headerLines.push(leading.shift()!);
  }
  const titleLines: number[] = [];
  for (let t = (headerLines[0] ?? start) - 1; t >= 0 && titleLines.length < 3; t--) {
    if (lines[t + 1].top - lines[t].top > 40) break;
    titleLines.unshift(t);
  }
  // Text columns in the heading ('Unit', 'Disclosure', 'Title'): their left edges.
  const textHeads: Array<{ x: number; right: number; text: string }> = [];
  const columns: TableColumn[] = cols.map((col) => ({ ...col, header: "", period: null }));
  const headCol = new Map<Chunk, number>();
  for (const h of headerLines) {
    for (const c of lines[h].chunks) {
      let col = headColumn(c, columns);
      if (col < 0 && c.x >= headerFrom) col = cellOf(c);
      if (col >= 0 && c.x >= headerFrom) headCol.set(c, col);
    }
  }
  // A heading's wrapped line centred in a wide cell ('Current Financial' over 'Year', 'pending' in 'Number of complaints
  // pending resolution'), too short to reach the narrow figures under it: the column of the heading line it sits under or over.
  for (let pass = 0; pass < 3; pass++) {
    for (const h of headerLines) {
      for (const c of lines[h].chunks) {
        if (headCol.has(c) || c.x < headerFrom) continue;
        const near = headerLines.filter((o) => o !== h && Math.abs(lines[o].top - lines[h].top) <= lines[h].size * 1.6);
        const over = near.flatMap((o) => lines[o].chunks).find((d) => headCol.has(d) && c.x >= d.x - 2 && c.right <= d.right + 2);
        if (over) headCol.set(c, headCol.get(over)!);
      }
    }
  }
  for (const h of headerLines) {
    for (const c of lines[h].chunks) {
      const col = headCol.get(c) ?? -1;
      if (col >= 0) columns[col].header = joinWrapped([columns[col].header, c.text].filter(Boolean));
      else {
        const head = textHeads.find((t) => Math.abs(t.x - c.x) <= 6);
        if (head) {
          head.text = joinWrapped([head.text, c.text]);
          head.right = Math.max(head.right, c.right);
        } else textHeads.push({ x: c.x, right: c.right, text: c.text });
      }
    }
  }
  spanYearHeadings(
    headerLines.map((h) => lines[h]),
    columns,
  );
  spanMeasureHeadings(
    headerLines.map((h) => lines[h]),
    columns,
  );
  for (const col of columns) col.period = periodOf(col.header, fyStartMonth);
  textHeads.sort((a, b) => a.x - b.x);
  // BRSR Core's annexure heads its unit column 'Measurement' ('Unit of measurement', 'UoM').
  const unitHead = textHeads.find((t) => /\bunits?\b|\bmeasurement\b|\buom\b/i.test(t.text));
  const REMARKS = /\bremarks?\b|\bcomments?\b/i;
  const remarkCols = columns.filter((c) => REMARKS.test(c.header));
  const remarkHeads = textHeads.filter((t) => REMARKS.test(t.text));
  const isRemark = (c: Chunk) => remarkCols.some((col) => overlaps(c, col, 12)) || remarkHeads.some((t) => headOf(c) === t);
  // A 'Category' column right of the labels names sub-rows ('Employees', 'Workers'); over the labels themselves it is their heading.
  let labelLeft = Infinity;
  for (let n = start; n <= end; n++) for (const c of lines[n].chunks) if (!isFigure(c) && !isBlank(c)) labelLeft = Math.min(labelLeft, c.x);
  const subHead = textHeads.find((t) => /\bcategor/i.test(t.text) && t.x > labelLeft + 6);
  // A cell's column: the heading it starts under; a cell starting left of a short or centred
  // heading ('Unit' over 'Metric tonnes of CO2') is under the heading it overlaps and that starts
  // right of every label's start.
  const headOf = (c: Chunk) => {
    const under = [...textHeads].reverse().find((t) => t.x <= c.x + 3);
    const over = textHeads.find((t) => t !== under && t.x > c.x + 3 && t.x < c.right && t.right > c.x && t.x - c.x < (t.right - t.x) * 3);
    if (over && over !== textHeads[0]) return over;
    // A cell set left in its column, ending short of the heading centred over it ('tCO2e' under 'Unit'), past the heading on its left.
    // (Never a label starting at the labels' edge that happens to end near a heading.)
    const next = c.x > labelLeft + 6 ? textHeads.find((t) => t !== textHeads[0] && t.x >= c.right && t.x - c.right <= 12) : undefined;
    return next && (!under || under.right < c.x) ? next : under;
  };

  const rows: TableRow[] = [];
  let heading = "";
  let groupUnit = "";
  // The top of the heading line just read, while no row has followed it.
  let headingTop: number | null = null;
  let pending: string[] = [];
  let pendingX: number[] = [];
  let current: (TableRow & { labelParts: string[]; labelXs: number[]; unitParts: string[]; subParts: string[]; lastTop: number; size: number }) | null = null;
  const finish = () => {
    if (!current) return;
    current.unit = joinWrapped(current.unitParts);
    current.sub = joinWrapped(current.subParts);
    // SEBI prints a group's label once, beside its first sub-row ('Employees'); the next sub-rows ('Workers') carry it too.
    const label = joinWrapped(current.labelParts);
    const group = [...rows].reverse().find((r) => r.sub);
    current.label = !label && current.sub && group ? group.label : label;
    // (Label text among the figures, another table's beside this one, leaves the label whole.)
    const cells = current.labelXs.every((x) => x < firstCol) ? labelCells(current.labelParts, current.labelXs) : [];
    rows.push({
      label: current.label,
      heading: current.heading,
      unit: current.unit,
      sub: current.sub,
      values: current.values,
      ...(current.dashes ? { dashes: current.dashes } : {}),
      top: current.top,
      ...(label && cells.length > 1 ? { labelCells: cells } : {}),
    });
    current = null;
  };
  const remarkXs: number[] = [];
  const textParts = (line: Line, labels: string[], units: string[], subs: string[], xs: number[], rowLine = false) => {
    line.chunks.forEach((c, i) => {
      if (isFigure(c) || isBlank(c)) {
        if (cols.some((col) => overlaps(c, col, 2))) return;
      }
      if (unitHead && headOf(c) === unitHead) units.push(c.text);
      // (A row's figures beside a sub-row's name alone, in a column of its own right of the labels: 'Workers | 38 | 44'.)
      else if ((subHead && headOf(c) === subHead) || ((i > 0 || (rowLine && c.x > labelLeft + 20)) && SUB_ROW.test(c.text))) subs.push(c.text);
      // A Yes/No answer among the figures ('PF | 100% | 100% | Y'), or in a column of its own ('Mechanism in place (Yes/No)'), is a cell, not the row's label.
      else if (i > 0 && /^(?:y|n|yes|no)$/i.test(c.text.trim())) return;
      // Words in a column headed 'Remarks' are the row's remarks, their wrapped lines (starting where they start) too.
      else if (c.x >= firstCol - 2 && (isRemark(c) || remarkXs.some((x) => Math.abs(x - c.x) <= 2))) {
        remarkXs.push(c.x);
        return;
      } else {
        labels.push(c.text);
        xs.push(c.x);
      }
    });
  };
  let last = end;
  for (let n = leading[0] ?? start; n < lines.length; n++) {
    const line = lines[n];
    const figures = figuresOf(line);
    if (n > end) {
      // Wrapped label lines under the last row.
      if (!current || figures.length || line.top - (current as { lastTop: number }).lastTop > line.size * 1.45 || line.chunks.some((c) => c.right > firstCol))
        break;
    }
    if (figures.length) {
      headingTop = null;
      finish();
      const labels: string[] = [...pending];
      const xs: number[] = [...pendingX];
      const units: string[] = [];
      const subs: string[] = [];
      pending = [];
      pendingX = [];
      textParts(line, labels, units, subs, xs, true);
      const values: Array<string | null> = cols.map(() => null);
      const dashes: number[] = [];
      for (const f of figures) {
        const col = cols.findIndex((cc) => overlaps(f, cc, 2));
        if (col >= 0 && !isBlank(f)) values[col] = withoutMark(f.text.trim());
        else if (col >= 0 && DASH.test(f.text.trim())) dashes.push(col);
      }
      current = {
        label: "",
        heading,
        unit: "",
        sub: "",
        values,
        ...(dashes.length ? { dashes } : {}),
        top: line.top,
        labelParts: labels,
        labelXs: xs,
        unitParts: units,
        subParts: subs,
        lastTop: line.top,
        size: line.size,
      };
    } else {
      const text = lineText(line);
      const close = current && line.top - current.lastTop <= line.size * 1.45;
      const caps = /^[^a-z]*[A-Z]{3}[^a-z]*$/.test(text);
      if (current && close && !caps) {
        textParts(line, current.labelParts, current.unitParts, current.subParts, current.labelXs);
        current.lastTop = line.top;
      } else {
        finish();
        const next = lines[n + 1];
        // A label line right above its figures (values centred in a tall cell) belongs to that row.
        if (next && figuresOf(next).length && next.top - line.top <= line.size * 1.45 && !caps) {
          pending.push(text);
          pendingX.push(line.chunks[0]?.x ?? 0);
        } else {
          // A heading wrapped over two lines ('… total waste disposed by nature of disposal' / 'method (in metric tonnes)') is one.
          // A line starting with its own item number ('(i) To Surface water') is a heading of its own.
          const numbered = /^\s*(?:\(\s*(?:[ivx]{1,4}|[a-h])\s*\)|(?:[ivx]{1,4}|[a-h]|\d{1,2})[.)])\s/i.test(text);
          // A group heading ending in its unit ('Water discharge by destination (in million m³)') over numbered
          // headings of their own ('(i) To surface water'): the unit goes on under each of them.
          const unitAbove = numbered && headingTop !== null ? /\((?:in\s+)?[^()]{1,30}\)\s*$/i.exec(heading)?.[0].trim() : undefined;
          if (unitAbove) groupUnit = unitAbove;
          else if (!numbered) groupUnit = "";
          heading =
            headingTop !== null && !numbered && line.top - headingTop <= line.size * 2.2
              ? `${heading} ${text}`
              : groupUnit && numbered
                ? `${text} ${groupUnit}`
                : text;
          headingTop = line.top;
          pending = [];
          pendingX = [];
        }
      }
    }
    covered.add(n);
    last = n;
  }
  finish();
  for (const h of [...headerLines, ...titleLines]) covered.add(h);
  for (let n = headerLines[0] ?? start; n < start; n++) covered.add(n);
  for (let n = start; n <= last; n++) covered.add(n);
  const labelHead = textHeads
    .filter((t) => t.right < firstCol - 2 && t !== unitHead && t !== subHead && !REMARKS.test(t.text))
    .map((t) => t.text)
    .join(" ");
  return {
    title: titleLines.map((t) => lineText(lines[t])).join(" "),
    ...(labelHead ? { labelHead } : {}),
    columns,
    rows,
    lines: covered,
  };
}

// Columns that are never a year's figures, whatever heading spans them.
const NOT_A_YEARS_COLUMN = /\b(?:change|variance|growth|target|units?|uom)\b|%\s*(?:increase|decrease)/i;

/**
 * Year headings spanning their groups of columns ('Current FY (2024-25)' over 'Number filed |
 * Number pending | Remarks', 'Previous FY (2023-24)' over the same): every column of a group is
 * that year's. A merged heading is centred over its group, so a column is the year's whose heading
 * it is nearer to (up to halfway to the next); a heading set over its group's first column rules
 * the columns up to the next year's. Whichever reading gives every year as many columns is taken;
 * neither, and the columns stay as they are. Needs two year headings on one line with column
 * headings under them; a column heading that names its own year keeps it.
 */
function spanYearHeadings(headLines: readonly Line[], columns: TableColumn[]): void {
  for (const [i, line] of headLines.entries()) {
    const years = line.chunks.filter((c) => headingYear(c.text) !== null).sort((a, b) => a.x - b.x);
    if (years.length < 2) continue;
    const under = headLines.slice(i + 1).filter((l) => l.top > line.top);
    if (!under.some((l) => l.chunks.filter((c) => c.x >= years[0].x - 60 && c.right <= years[years.length - 1].right + 60).length >= 2)) continue;
    const gap = Math.min(...years.slice(1).map((y, k) => y.x - years[k].right));
    if (gap <= 0) return;
    const free = columns.filter((c) => headingYear(c.header) === null && !NOT_A_YEARS_COLUMN.test(c.header));
    const own = columns.filter((c) => headingYear(c.header) !== null);
    const centred = (col: TableColumn) => {
      const mid = (col.left + col.right) / 2;
      return years.findIndex(
        (y, k) =>
          mid >= (k === 0 ? y.x - gap / 2 : (years[k - 1].right + y.x) / 2) &&
          mid < (k === years.length - 1 ? y.right + gap / 2 : (y.right + years[k + 1].x) / 2),
      );
    };
    const fromFirst = (col: TableColumn) => {
      if (col.right < years[0].x - 6) return -1;
      const k = years.findLastIndex((y) => y.x <= col.right + 6);
      return k === years.length - 1 && col.left > years[k].right + gap ? -1 : k;
    };
    for (const reading of [centred, fromFirst]) {
      const picks = free.map(reading);
      const count = years.map((_, k) => picks.filter((p) => p === k).length + own.filter((c) => c.header.includes(years[k].text)).length);
      if (picks.every((p) => p < 0) || new Set(count).size !== 1) continue;
      free.forEach((col, n) => {
        if (picks[n] >= 0) col.header = joinWrapped([years[picks[n]].text, col.header].filter(Boolean));
      });
      return;
    }
    return;
  }
}

/**
 * Measure headings spanning their years ('Wages paid (₹ million)' over 'FY'25 | FY'24', then '% of
 * total wage cost' over the same): each year's column under a measure carries the measure's words,
 * not only the one the measure's heading happens to sit over. Needs as many years under each
 * measure on the line below, taken in order.
 */
function spanMeasureHeadings(headLines: readonly Line[], columns: TableColumn[]): void {
  for (const [i, line] of headLines.entries()) {
    // (The labels' own heading, 'Location', is left of every column.)
    const overColumns = line.chunks.filter((c) => c.right > Math.min(...columns.map((col) => col.left)) - 12);
    const measures = overColumns.filter((c) => headingYear(c.text) === null).sort((a, b) => a.x - b.x);
    if (measures.length < 2 || measures.length !== overColumns.length) continue;
    // (Years centred under a wide measure may run past its ends: every year over the columns counts.)
    const from = Math.min(measures[0].x, ...columns.map((col) => col.left)) - 60;
    const to = Math.max(measures[measures.length - 1].right, ...columns.map((col) => col.right)) + 60;
    const years = headLines
      .slice(i + 1)
      .filter((l) => l.top > line.top)
      .map((l) => l.chunks.filter((c) => c.x >= from && c.right <= to && headingYear(c.text) !== null).sort((a, b) => a.x - b.x))
      .find((cs) => cs.length >= measures.length * 2 && cs.length % measures.length === 0);
    if (!years) continue;
    const size = years.length / measures.length;
    for (const col of columns) {
      const k = years.findIndex((y) => overlaps(y, col, 12));
      const measure = k >= 0 ? measures[Math.floor(k / size)].text : null;
      if (measure && !col.header.includes(measure)) col.header = joinWrapped([measure, col.header]);
    }
    return;
  }
}

/** A table as a text grid for a reader (the model): heading, then one line per row, cells separated by ' | '. */
export function tableGrid(table: PageTable): string {
  const head = ["Row", ...(table.rows.some((r) => r.unit) ? ["Unit"] : []), ...table.columns.map((c) => c.header || "Value")];
  const unitCol = table.rows.some((r) => r.unit);
  const rows = table.rows.map((r) => [
    r.heading && r.heading !== r.label ? `${r.heading} — ${r.label}` : r.label,
    ...(unitCol ? [r.unit] : []),
    ...r.values.map((v) => v ?? ""),
  ]);
  return [table.title, `| ${head.join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].filter(Boolean).join("\n");
}
