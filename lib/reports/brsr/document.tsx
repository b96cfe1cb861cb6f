import path from "node:path";
import { Canvas, Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { fitChars, formatIndianNumber, formatLongDate, padChars, wrapChars } from "./format";
import { ACCENT, BAND, CONTENT_W, INK, MARGIN_BOTTOM, MARGIN_TOP, MARGIN_X, MUTED, PAGE_H, PAGE_W, RULE, fontMetrics, layoutBody, layoutChecks, type Metrics, type PageOps } from "./flow";
import type { AnnexRow, BrsrReport } from "./model";
import { MonoLines, setMonoLines } from "./mono-text";

export const FONT_FAMILY = "DejaVu Sans Condensed";

// DejaVu Sans Condensed ships in public/fonts (Bitstream Vera licence): it has the ₹ sign and is
// read from disk, never fetched, so the PDF embeds it wherever the server runs. These copies lack
// the OpenType layout tables and the licence record (scripts/strip-font-layout.mjs says why):
// shaping and pdfkit's per-run font comparison were a third of the report's text layout time.
export const REPORT_FONTS = {
  regular: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "DejaVuSansCondensed-Report-Bold.ttf"),
};

let metrics: Metrics | null = null;
/** The body font's advance widths, read once per process. */
export const reportMetrics = (): Metrics => (metrics ??= fontMetrics(REPORT_FONTS));

const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 8.5, color: INK, paddingTop: MARGIN_TOP, paddingBottom: MARGIN_BOTTOM, paddingHorizontal: MARGIN_X },
  muted: { color: MUTED },
  coverTitle: { fontSize: 24, fontWeight: "bold", color: ACCENT, marginTop: 70, lineHeight: 1.2 },
  coverSub: { fontSize: 13, color: INK, marginTop: 8 },
  coverNoteLine: { fontSize: 9.5, color: MUTED, marginTop: 4 },
  coverCompany: { fontSize: 18, fontWeight: "bold", marginTop: 32 },
  coverFacts: { marginTop: 16, borderTopWidth: 0.6, borderTopColor: RULE },
  coverFact: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.6, borderBottomColor: RULE, fontSize: 10 },
  coverFactLabel: { width: 190, color: MUTED },
  coverFactValue: { flex: 1 },
  // A unitless lineHeight multiplies the font size given in the same style (18 pt when none is).
  coverNote: { marginTop: 20, fontSize: 8.5, color: MUTED, lineHeight: 1.45 },
  contents: { marginTop: 20 },
  contentsTitle: { fontSize: 10.5, fontWeight: "bold", color: ACCENT, marginBottom: 2 },
  contentsLine: { fontSize: 9.5, paddingVertical: 2 },
  sectionTitle: { fontSize: 14, fontWeight: "bold", color: ACCENT, marginBottom: 4 },
  // A point at the page's corner: the painters draw in page coordinates (react-pdf does not clip a
  // canvas), and a canvas as tall as the page would be larger than the page's content area.
  pageCanvas: { position: "absolute", top: 0, left: 0, width: 1, height: 1 },
});

const REPORT_TITLE = "Business Responsibility and Sustainability Report";

/**
 * Page numbers without react-pdf's render props (a page holding one is laid out again at every
 * page break). Every page after the cover is paginated by arithmetic, so the total is known
 * before rendering starts; pages are painted in order, so the n-th furniture painted is page n.
 */
class PageNumbering {
  private painted = 0;
  constructor(readonly total: number) {}
  next(): number {
    return ++this.painted;
  }
}

const footerNote = (report: BrsrReport) => `Generated on ${formatLongDate(report.generatedAt)} from data recorded on the ESG platform`;
/**
 * Company and year, right-aligned beside the title: cut with '…' to the room the title leaves
 * (about 90 characters of 7 pt DejaVu Sans Condensed), so a long name never runs over it.
 */
const HEADER_NOTE_CHARS = 90;
const headerNote = (report: BrsrReport) => fitChars(`${report.company.name} · ${report.fy}`, HEADER_NOTE_CHARS);

type Furniture = { headerNote: string; footerNote: string; numbering: PageNumbering };

// The running header and footer (title and company above a rule, date and 'Page x of y' below
// one), painted: a page of painted furniture costs react-pdf no text layout.
const FURNITURE_SIZE = 7;
const FURNITURE_TOP = 22;
/** DejaVu Sans Condensed's line height: (ascent 1901 + descent 483) / 2048 em. */
const FURNITURE_LINE = (2384 / 2048) * FURNITURE_SIZE;
const HEADER_RULE_Y = FURNITURE_TOP + FURNITURE_LINE + 4 + 0.3;
const FOOTER_RULE_Y = PAGE_H - 20 - FURNITURE_LINE - 4 - 0.2;
// The painters select the body font by PostScript name, which needs react-pdf to have set text in
// it (regular and bold) on this document already: the cover does, and it is rendered first. (By
// path, pdfkit would open the file again on every call.)
const PAINTER_FONTS = { regular: "DejaVuSansCondensed", bold: "DejaVuSansCondensed-Bold" } as const;

function paintFurniture(p: Painter, furniture: Furniture) {
  const page = furniture.numbering.next();
  const opts = { lineBreak: false };
  const right = { lineBreak: false, width: CONTENT_W, align: "right" as const };
  const label = `Page ${page} of ${furniture.numbering.total}`;
  p.fillColor(MUTED).font(PAINTER_FONTS.regular).fontSize(FURNITURE_SIZE);
  p.text(REPORT_TITLE, MARGIN_X, FURNITURE_TOP, opts).text(furniture.headerNote, MARGIN_X, FURNITURE_TOP, right);
  p.text(furniture.footerNote, MARGIN_X, FOOTER_RULE_Y + 4.2, opts).text(label, MARGIN_X, FOOTER_RULE_Y + 4.2, right);
  p.strokeColor(ACCENT).lineWidth(0.6).moveTo(MARGIN_X, HEADER_RULE_Y).lineTo(PAGE_W - MARGIN_X, HEADER_RULE_Y).stroke();
  p.strokeColor(RULE).lineWidth(0.4).moveTo(MARGIN_X, FOOTER_RULE_Y).lineTo(PAGE_W - MARGIN_X, FOOTER_RULE_Y).stroke();
}

/**
 * A canvas paints in page coordinates (react-pdf does not clip it): `paint` runs once per page it
 * is on. react-pdf also calls it with a measuring context, and no size, when it lays out a canvas
 * without one; that call must not count as a page.
 */
function pagePainter(paint: (p: Painter) => void) {
  return (painter: unknown, availableWidth?: number) => {
    if (availableWidth === undefined) return null;
    paint(painter as Painter);
    return null;
  };
}

/**
 * One page of the body: fills, then every rule in one path, then all its text in one text object
 * in reading order (mono-text.ts switches font and colour inside it), then the furniture.
 */
function paintBodyPage(p: Painter, ops: PageOps, furniture: Furniture) {
  for (const f of ops.fills) p.rect(f.x, f.y, f.w, f.h).fillColor(f.color).fill();
  if (ops.rules.length) {
    p.strokeColor(RULE).lineWidth(0.6);
    for (const r of ops.rules) p.moveTo(r.x1, r.y1).lineTo(r.x2, r.y2);
    p.stroke();
  }
  if (ops.text.length) {
    const lines = ops.text.map((l) => ({ text: l.text, x: l.x, y: l.y, font: PAINTER_FONTS[l.face], size: l.size, color: l.color }));
    setMonoLines(p, new MonoLines(PAINTER_FONTS.regular, 8.5, lines));
  }
  paintFurniture(p, furniture);
}

function PaintedPages({ pages, furniture }: { pages: PageOps[]; furniture: Furniture }) {
  return (
    <>
      {pages.map((ops, i) => (
        <Page key={i} size="A4" style={s.page}>
          <Canvas style={s.pageCanvas} paint={pagePainter((p) => paintBodyPage(p, ops, furniture))} />
        </Page>
      ))}
    </>
  );
}

const CONTENTS = [
  "Section A: General Disclosures",
  "Section B: Management and Process Disclosures",
  "Section C: Principle-wise Performance Disclosure",
  "BRSR Core: Key Performance Indicators (Annexure I)",
  "Appendix 1: KPI targets",
  "Appendix 2: ESG documentation checklist",
  "Appendix 3: Data annex",
  "Appendix 4: Data checks",
];

/** The cover, the one page react-pdf lays out; it sets text in both faces the painters use. */
function Cover({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  const facts = [...report.cover, { label: "Pages", value: formatIndianNumber(furniture.numbering.total) }];
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.coverTitle}>{REPORT_TITLE}</Text>
      <Text style={s.coverSub}>Financial year {report.fy}</Text>
      <Text style={s.coverNoteLine}>In the format of SEBI&apos;s BRSR (Annexure II of circular dated 12 July 2023), with BRSR Core (Annexure I)</Text>
      <Text style={s.coverCompany}>{report.company.name}</Text>
      <View style={s.coverFacts}>
        {facts.map(({ label, value }) => (
          <View key={label} style={s.coverFact}>
            <Text style={s.coverFactLabel}>{label}</Text>
            <Text style={s.coverFactValue}>{value}</Text>
          </View>
        ))}
      </View>
      <View style={s.contents}>
        <Text style={s.contentsTitle}>Contents</Text>
        {CONTENTS.map((line) => (
          <Text key={line} style={s.contentsLine}>
            {line}
          </Text>
        ))}
      </View>
      <Text style={s.coverNote}>
        Sections A, B and C follow SEBI&apos;s numbering, rows and columns. The answers are those recorded for the company on the ESG
        platform: its entity profile and its BRSR questionnaire for {report.fy}, with the previous years where SEBI&apos;s tables show them. A
        question without an answer reads &apos;Not disclosed&apos;; an answer marked not applicable gives its reason. Totals, percentages
        and intensities are computed from their parts as SEBI&apos;s formulas define them. A value that covers only part of the financial
        year is marked &apos;(partial)&apos;. Figures use Indian digit grouping. The appendices are the platform&apos;s own additions.
      </Text>
      <Canvas style={s.pageCanvas} fixed paint={pagePainter((p) => paintFurniture(p, furniture))} />
    </Page>
  );
}

// ---- Annex: every entry. Drawn straight onto a canvas per page: with thousands of rows a
// layout node per cell would take tens of seconds; fixed-height rows paginate by arithmetic.
// Each row is set in a monospaced font as one text line (two or more when a metric, value or
// period wraps), its columns padded to fixed widths, so cells cannot overflow and nothing needs
// clipping; a page's lines go into its content stream in one block (mono-text.ts).

type Painter = {
  font(src: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  strokeColor(color: string): Painter;
  lineWidth(width: number): Painter;
  rect(x: number, y: number, w: number, h: number): Painter;
  fill(): Painter;
  stroke(): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: boolean; width?: number; align?: "right" }): Painter;
};

// DejaVu Sans Mono without its OpenType layout tables (scripts/strip-font-layout.mjs): fontkit
// then maps characters to glyphs without shaping them, a third of the time, and a monospaced
// font needs neither kerning nor ligatures. The painter opens it by path: pdfkit caches a font
// opened from a path by that path when no font of the same PostScript name is loaded, and
// react-pdf never loads this one (no <Text> uses it).
export const ANNEX_FONTS = {
  regular: path.join(process.cwd(), "public", "fonts", "DejaVuSansMono-Annex.ttf"),
  bold: path.join(process.cwd(), "public", "fonts", "DejaVuSansMono-Annex-Bold.ttf"),
};

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
    { title: "Source", chars: 14, fit: "cut" },
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

function layoutAnnexRow(cols: AnnexCol[], row: AnnexRow, index: number): AnnexLine {
  const raw = [formatIndianNumber(index + 1), row.framework, row.category, row.metric, row.value, row.period, row.source, formatIndianNumber(row.audit)];
  const cells = raw.map((text, i) => (cols[i].fit === "wrap" ? wrapChars(text, cols[i].chars) : cols[i].fit === "cut" ? [fitChars(text, cols[i].chars)] : [text]));
  const lines = composeLines(cols, cells);
  return { cells, lines, height: lines.length * ANNEX_LINE + 2 * ANNEX_PAD_Y };
}

/** Splits the annex into pages by summing row heights; the first page also holds the title. */
export function paginateAnnex(rows: AnnexRow[]): AnnexLine[][] {
  const cols = annexColumns(rows.length);
  const pages: AnnexLine[][] = [];
  let current: AnnexLine[] = [];
  let used = ANNEX_TITLE_H + ANNEX_HEAD_H;
  rows.forEach((row, i) => {
    const line = layoutAnnexRow(cols, row, i);
    if (used + line.height > ANNEX_BODY_H && current.length) {
      pages.push(current);
      current = [];
      used = ANNEX_HEAD_H;
    }
    current.push(line);
    used += line.height;
  });
  pages.push(current);
  return pages;
}

type AnnexPage = { rows: AnnexLine[]; first: boolean };

function paintAnnexPage(head: string, furniture: Furniture, page: AnnexPage) {
  return pagePainter((p) => {
    paintFurniture(p, furniture);
    if (!page.rows.length) return;
    const opts = { lineBreak: false };

    const x = MARGIN_X;
    const top = MARGIN_TOP + (page.first ? ANNEX_TITLE_H : 0);
    p.rect(x, top, CONTENT_W, ANNEX_HEAD_H).fillColor(BAND).fill();
    p.fillColor(INK).font(ANNEX_FONTS.bold).fontSize(ANNEX_FONT_SIZE).text(head, x + ANNEX_PAD_X, top + ANNEX_PAD_Y, opts);
    const lines: MonoLines["lines"] = [];
    let y = top + ANNEX_HEAD_H;
    for (const row of page.rows) {
      for (let k = 0; k < row.lines.length; k++) lines.push({ text: row.lines[k], x: x + ANNEX_PAD_X, y: y + ANNEX_PAD_Y + k * ANNEX_LINE });
      y += row.height;
    }
    setMonoLines(p, new MonoLines(ANNEX_FONTS.regular, ANNEX_FONT_SIZE, lines));
    // Every rule of the table in one path, stroked once.
    p.strokeColor(RULE).lineWidth(0.5);
    p.moveTo(x, top).lineTo(x + CONTENT_W, top);
    y = top + ANNEX_HEAD_H;
    p.moveTo(x, y).lineTo(x + CONTENT_W, y);
    for (const row of page.rows) {
      y += row.height;
      p.moveTo(x, y).lineTo(x + CONTENT_W, y);
    }
    p.stroke();
  });
}

/** One page per slice of rows, drawn by a canvas over the whole page. */
function Annex({ report, slices, furniture }: { report: BrsrReport; slices: AnnexLine[][]; furniture: Furniture }) {
  const cols = annexColumns(report.annex.length);
  const [head] = composeLines(
    cols,
    cols.map((c) => [c.title]),
  );
  return (
    <>
      {slices.map((rows, i) => (
        <Page key={i} size="A4" style={s.page}>
          {i === 0 ? (
            <View style={{ height: ANNEX_TITLE_H }}>
              <Text style={s.sectionTitle}>Appendix 3: Data annex</Text>
              <Text style={s.muted}>
                {report.annex.length
                  ? `${formatIndianNumber(report.annex.length)} entries by framework, category and metric, latest period first, with their source (${report.provenance.map((p) => `${p.source}: ${formatIndianNumber(p.count)}`).join(", ")}). Audit counts the entry's audit events: its creation and every change to it.`
                  : "No entries have been recorded yet."}
              </Text>
            </View>
          ) : null}
          <Canvas style={s.pageCanvas} paint={paintAnnexPage(head, furniture, { rows, first: i === 0 })} />
        </Page>
      ))}
    </>
  );
}

/** The whole report: the cover, the painted body, the annex, the data checks. */
export function BrsrDocument({ report }: { report: BrsrReport }) {
  const m = reportMetrics();
  const body = layoutBody(report, m);
  const annex = paginateAnnex(report.annex);
  const checks = layoutChecks(report, m);
  // One per document: concurrent renders never share it.
  const furniture: Furniture = { headerNote: headerNote(report), footerNote: footerNote(report), numbering: new PageNumbering(1 + body.length + annex.length + checks.length) };
  return (
    <Document
      title={`BRSR Report ${report.fy} — ${report.company.name}`}
      author={report.company.name}
      subject={`Business Responsibility and Sustainability Report, ${report.fy}`}
      creator="ESG Reporting Platform"
      producer="ESG Reporting Platform"
      creationDate={report.generatedAt}
      language="en-IN"
    >
      <Cover report={report} furniture={furniture} />
      <PaintedPages pages={body} furniture={furniture} />
      <Annex report={report} slices={annex} furniture={furniture} />
      <PaintedPages pages={checks} furniture={furniture} />
    </Document>
  );
}
