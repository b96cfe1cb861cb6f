/**
 * Appendix 3, the data annex: every entry. Drawn straight onto a canvas per page: with thousands
 * of rows a layout node per cell would take tens of seconds; fixed-height rows paginate by
 * arithmetic. Each row is set in a monospaced font as one text line (two or more when a metric,
 * value or period wraps), its columns padded to fixed widths, so cells cannot overflow and nothing
 * needs clipping; a page's lines go into its content stream in one block (mono-text.ts).
 */
import { Canvas, Page, Text, View } from "@react-pdf/renderer";
import { fitChars, formatIndianCount, formatIndianNumber, padChars, wrapChars } from "./format";
import { BAND, CONTENT_W, INK, MARGIN_BOTTOM, MARGIN_TOP, MARGIN_X, PAGE_H, RULE } from "./flow";
import { ANNEX_FONTS } from "./fonts";
import { paintFurniture, type Furniture } from "./furniture";
import type { AnnexRow, BrsrReport } from "./model";
import { MonoLines, setMonoLines } from "./mono-text";
import { pagePainter } from "./painter";
import { s } from "./styles";

const ANNEX_FONT_SIZE = 6.8;
/** Advance of every DejaVu Sans Mono glyph: 1233 of 2048 units to the em. */
const ANNEX_CHAR_W = (1233 / 2048) * ANNEX_FONT_SIZE;
const ANNEX_LINE = 8.2;
const ANNEX_PAD_Y = 1.9;
const ANNEX_PAD_X = 3;
/** Characters on a line of the content width. */
const ANNEX_CHARS = Math.floor((CONTENT_W - 2 * ANNEX_PAD_X) / ANNEX_CHAR_W);
/**
 * Widths in characters, one space between columns; the metric takes what is left. Metric, value
 * and period wrap and are never cut; framework, category and source are cut with '…' past their
 * width (the usual ones fit); the row number and audit events are right-aligned, the row number
 * as wide as the last one.
 */
type AnnexCol = { title: string; chars: number; fit: "right" | "cut" | "wrap" };

function annexColumns(count: number): AnnexCol[] {
  const cols: AnnexCol[] = [
    { title: "#", chars: Math.max(5, formatIndianNumber(count).length), fit: "right" },
    { title: "Framework", chars: 9, fit: "cut" },
    { title: "Category", chars: 13, fit: "cut" },
    { title: "Metric", chars: 0, fit: "wrap" },
    { title: "Value", chars: 24, fit: "wrap" },
    { title: "Period", chars: 10, fit: "wrap" },
    { title: "Source", chars: 12, fit: "cut" },
    { title: "Review", chars: 12, fit: "cut" },
    { title: "Audit", chars: 5, fit: "right" },
  ];
  cols[3].chars = ANNEX_CHARS - cols.reduce((sum, c) => sum + c.chars + 1, -1);
  return cols;
}

const ANNEX_HEAD_H = ANNEX_LINE + 2 * ANNEX_PAD_Y;
// The title and a sentence of up to three lines.
const ANNEX_TITLE_H = 62;
const ANNEX_BODY_H = PAGE_H - MARGIN_TOP - MARGIN_BOTTOM - 4;

/** cells: each column's lines as printed, unpadded; lines: the text lines the painter sets. */
type AnnexLine = { cells: string[][]; lines: string[]; height: number };

function composeLines(cols: AnnexCol[], cells: string[][]): string[] {
  const count = Math.max(1, ...cells.map((c) => c.length));
  const lines: string[] = [];
  for (let k = 0; k < count; k++) {
    let line = "";
    for (let i = 0; i < cells.length; i++) line += (i ? " " : "") + padChars(cells[i][k] ?? "", cols[i].chars, cols[i].fit === "right");
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A cell's lines as printed and as padded to its column's width. */
type AnnexCell = { lines: string[]; padded: string[] };

/** The columns whose texts repeat from row to row: the row number and the value hardly ever do. */
const REPEATED = new Set(["Framework", "Category", "Metric", "Period", "Source", "Review", "Audit"]);

/**
 * Each column's cells by their text, made once per annex where the texts repeat (the framework,
 * category, metric, period, source and review): wrapping and padding them again for each of
 * 1,00,000 rows was much of the PDF's time.
 */
function annexCells(cols: AnnexCol[]): (text: string, i: number) => AnnexCell {
  const caches = cols.map((c) => (REPEATED.has(c.title) ? new Map<string, AnnexCell>() : null));
  const make = (text: string, i: number): AnnexCell => {
    const col = cols[i];
    const lines = col.fit === "wrap" ? wrapChars(text, col.chars) : col.fit === "cut" ? [fitChars(text, col.chars)] : [text];
    return { lines, padded: lines.map((l) => padChars(l, col.chars, col.fit === "right")) };
  };
  return (text, i) => {
    const cache = caches[i];
    if (!cache) return make(text, i);
    let cell = cache.get(text);
    if (!cell) cache.set(text, (cell = make(text, i)));
    return cell;
  };
}

/** composeLines for cells already padded: the same lines. */
function joinCells(cols: AnnexCol[], cells: AnnexCell[]): string[] {
  let count = 1;
  for (const c of cells) count = Math.max(count, c.lines.length);
  const lines: string[] = [];
  for (let k = 0; k < count; k++) {
    let line = "";
    for (let i = 0; i < cells.length; i++) {
      const piece = cells[i].padded[k] ?? padChars("", cols[i].chars, cols[i].fit === "right");
      line += i ? ` ${piece}` : piece;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

const rowHeight = (lines: number) => lines * ANNEX_LINE + 2 * ANNEX_PAD_Y;

/** A row's cell texts, in the columns' order. */
const rowTexts = (row: AnnexRow, index: number) => [
  formatIndianCount(index + 1),
  row.framework,
  row.category,
  row.metric,
  row.value,
  row.period,
  row.source,
  row.review,
  formatIndianCount(row.audit),
];

/**
 * The annex paginated: each page a range of rows, `start` to before `end`, and each row's lines
 * made by `line` when its page is painted. Pagination needs only each row's number of lines; made
 * up front, 1,00,000 rows' lines were hundreds of thousands of objects alive through the whole
 * render, which the garbage collector copied again and again.
 */
export type AnnexLayout = { pages: { start: number; end: number }[]; line: (index: number) => AnnexLine };

/** Splits the annex into pages by summing row heights; the first page also holds the title. */
export function layoutAnnex(rows: AnnexRow[]): AnnexLayout {
  const cols = annexColumns(rows.length);
  const cellOf = annexCells(cols);
  const [metric, value, period] = ["Metric", "Value", "Period"].map((title) => cols.findIndex((c) => c.title === title));
  const pages: AnnexLayout["pages"] = [];
  let start = 0;
  let used = ANNEX_TITLE_H + ANNEX_HEAD_H;
  rows.forEach((row, i) => {
    // Only the wrapped columns take more than one line; the value, hardly ever repeated, is only counted.
    const count = Math.max(cellOf(row.metric, metric).lines.length, wrapChars(row.value, cols[value].chars).length, cellOf(row.period, period).lines.length);
    const height = rowHeight(count);
    if (used + height > ANNEX_BODY_H && i > start) {
      pages.push({ start, end: i });
      start = i;
      used = ANNEX_HEAD_H;
    }
    used += height;
  });
  pages.push({ start, end: rows.length });
  const line = (index: number): AnnexLine => {
    const cells = rowTexts(rows[index], index).map((text, i) => cellOf(text, i));
    const lines = joinCells(cols, cells);
    return { cells: cells.map((c) => c.lines), lines, height: rowHeight(lines.length) };
  };
  return { pages, line };
}

/** The rows of one page of the layout, with their lines. */
const pageLines = (layout: AnnexLayout, page: AnnexLayout["pages"][number]) =>
  Array.from({ length: page.end - page.start }, (_, k) => layout.line(page.start + k));

/** The annex's pages with every row's lines (the painter makes each page's only when it paints it). */
export function paginateAnnex(rows: AnnexRow[]): AnnexLine[][] {
  const layout = layoutAnnex(rows);
  return layout.pages.map((page) => pageLines(layout, page));
}

type AnnexPage = { rows: () => AnnexLine[]; first: boolean };

/** The table's head band and line, its rows in one text block, every rule in one path; then the furniture. */
function paintAnnexPage(head: string, furniture: Furniture, page: AnnexPage) {
  return pagePainter((p) => {
    const rows = page.rows();
    if (rows.length) {
      const opts = { lineBreak: false };
      const x = MARGIN_X;
      const top = MARGIN_TOP + (page.first ? ANNEX_TITLE_H : 0);
      p.rect(x, top, CONTENT_W, ANNEX_HEAD_H).fillColor(BAND).fill();
      p.fillColor(INK)
        .font(ANNEX_FONTS.bold)
        .fontSize(ANNEX_FONT_SIZE)
        .text(head, x + ANNEX_PAD_X, top + ANNEX_PAD_Y, opts);
      const lines: MonoLines["lines"] = [];
      let y = top + ANNEX_HEAD_H;
      for (const row of rows) {
        for (let k = 0; k < row.lines.length; k++) lines.push({ text: row.lines[k], x: x + ANNEX_PAD_X, y: y + ANNEX_PAD_Y + k * ANNEX_LINE });
        y += row.height;
      }
      setMonoLines(p, new MonoLines(ANNEX_FONTS.regular, ANNEX_FONT_SIZE, lines));
      // Every rule of the table in one path, stroked once.
      p.strokeColor(RULE).lineWidth(0.5);
      p.moveTo(x, top).lineTo(x + CONTENT_W, top);
      y = top + ANNEX_HEAD_H;
      p.moveTo(x, y).lineTo(x + CONTENT_W, y);
      for (const row of rows) {
        y += row.height;
        p.moveTo(x, y).lineTo(x + CONTENT_W, y);
      }
      p.stroke();
    }
    paintFurniture(p, furniture);
  });
}

/** One page per range of rows, drawn by a canvas over the whole page; the first page has the title. */
export function Annex({ report, layout, furniture }: { report: BrsrReport; layout: AnnexLayout; furniture: Furniture }) {
  const cols = annexColumns(report.annex.length);
  const [head] = composeLines(
    cols,
    cols.map((c) => [c.title]),
  );
  return (
    <>
      {layout.pages.map((page, i) => (
        <Page key={i} size="A4" style={s.page}>
          {i === 0 ? (
            <View style={{ height: ANNEX_TITLE_H }}>
              <Text style={s.sectionTitle}>Appendix 3: Data annex</Text>
              <Text style={s.muted}>
                {report.annex.length
                  ? `${formatIndianNumber(report.annex.length)} entries by framework, category and metric, latest period first, with their source (${report.provenance.map((p) => `${p.source}: ${formatIndianNumber(p.count)}`).join(", ")}) and review state${report.reviewers.length ? `, approved or rejected by ${report.reviewers.map((r) => `${r.initials} (${r.name})`).join(", ")}` : ""}. Audit counts the entry's audit events: its creation, every change and every review step.`
                  : "No entries have been recorded yet."}
              </Text>
            </View>
          ) : null}
          <Canvas style={s.pageCanvas} paint={paintAnnexPage(head, furniture, { rows: () => pageLines(layout, page), first: i === 0 })} />
        </Page>
      ))}
    </>
  );
}
