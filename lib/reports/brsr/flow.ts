/**
 * The report's body (Sections A, B, C, BRSR Core and the appendices) laid out by arithmetic and
 * painted, as the annex is: react-pdf would lay out some 4,000 text nodes of SEBI's tables, and
 * that alone took twice the whole report's time budget. Here every line is wrapped greedily with
 * the font's advance widths (the report font has no layout tables, so a line is exactly as wide
 * as the sum of its glyphs), blocks are stacked page by page, and each page becomes a list of
 * rectangles, rules and text lines that document.tsx paints in a few operations.
 *
 * Pagination rules: headings stay with what follows them; a table's title, header and first row
 * stay together; a table row never splits (unless it is taller than a page) and the header
 * repeats at the top of every page a table continues on; paragraphs split between lines.
 */
import PDFDocument from "pdfkit";
import { formatLongDate } from "./format";
import { clusters, FALLBACK_CHARS, fallbackRuns } from "./glyphs";
import type { Block, BrsrReport, CellText, FactRow, Grid, ReportPart, ReportQuestion } from "./model";

// ---- Page geometry and colours (shared with document.tsx)

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 36;
export const MARGIN_TOP = 56;
export const MARGIN_BOTTOM = 48;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const BODY_TOP = MARGIN_TOP;
const BODY_BOTTOM = PAGE_H - MARGIN_BOTTOM;

export const INK = "#1f2933";
export const MUTED = "#616e7c";
export const RULE = "#d3d8de";
export const BAND = "#eef2f6";
export const ACCENT = "#0f5c4c";
const HEADING_BAND = "#f7f9fb";

export type Face = "regular" | "bold";

// ---- Font metrics

/**
 * Advance widths of the report font, per character, and the shaped width of a run of the
 * Devanagari fallback (glyphs.ts fallbackRuns), in thousandths of an em.
 */
export type Metrics = { advance(face: Face, ch: string): number; shaped(face: Face, run: string): number };

type FontkitFont = { unitsPerEm: number; glyphForCodePoint(cp: number): { advanceWidth: number } };
/** A font fontkit shapes (the fallback keeps its layout tables): `layout(run).advanceWidth` is the run's shaped width. */
export type ShapingFont = { unitsPerEm: number; layout(text: string): { advanceWidth: number } };

/**
 * Reads the fonts through pdfkit (the copy that renders), once per process: the widths here are
 * the widths pdfkit records for the glyphs it embeds, so painted lines measure what they print.
 * The fallback is opened when a run of it is first measured.
 */
export function fontMetrics(fonts: Record<Face, string>, fallback?: () => Record<Face, ShapingFont>): Metrics {
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as { font(src: string): { _font: { font: FontkitFont } } };
  const faces = {} as Record<Face, { font: FontkitFont; widths: Map<string, number>; shaped: Map<string, number> }>;
  for (const face of ["regular", "bold"] as const) faces[face] = { font: doc.font(fonts[face])._font.font, widths: new Map(), shaped: new Map() };
  const m: Metrics = {
    advance(face, ch) {
      const f = faces[face];
      let w = f.widths.get(ch);
      if (w === undefined) {
        w = (f.font.glyphForCodePoint(ch.codePointAt(0) ?? 32).advanceWidth * 1000) / f.font.unitsPerEm;
        f.widths.set(ch, w);
      }
      return w;
    },
    shaped(face, run) {
      const f = faces[face];
      let w = f.shaped.get(run);
      if (w === undefined) {
        if (fallback) {
          const font = fallback()[face];
          w = (font.layout(run).advanceWidth * 1000) / font.unitsPerEm;
        } else w = [...run].reduce((sum, ch) => sum + m.advance(face, ch), 0);
        f.shaped.set(run, w);
      }
      return w;
    },
  };
  return m;
}

/** Width of a text in points: a Devanagari run by its shaped width. */
export function textWidth(m: Metrics, text: string, face: Face, size: number): number {
  let w = 0;
  const runs = fallbackRuns(text);
  if (runs) for (const run of runs) w += run.fallback ? m.shaped(face, run.text) : textWidth(m, run.text, face, 1000);
  else for (const ch of text) w += m.advance(face, ch);
  return (w * size) / 1000;
}

const SEPARATOR = /[/.?&=_@-]/;

/**
 * Greedy word wrap to `width` points. Newlines in the text are kept; a word longer than a line
 * (a web link) breaks after a separator where it can, else where the line is full.
 */
export function wrapText(m: Metrics, text: string, width: number, face: Face, size: number): string[] {
  const lines: string[] = [];
  const space = textWidth(m, " ", face, size);
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    let lineW = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const w = textWidth(m, word, face, size);
      if (line && lineW + space + w <= width) {
        line += ` ${word}`;
        lineW += space + w;
        continue;
      }
      if (line) lines.push(line);
      if (w <= width) {
        line = word;
        lineW = w;
        continue;
      }
      // Too long for a line: cut it, at the last separator that fits when there is one (Devanagari
      // between its clusters, each measured shaped).
      const shaped = FALLBACK_CHARS.test(word);
      let rest = shaped ? clusters(word) : [...word];
      while (rest.length) {
        let used = 0;
        let cut = 0;
        let lastSep = 0;
        for (let i = 0; i < rest.length; i++) {
          const cw = shaped ? textWidth(m, rest[i], face, size) : (m.advance(face, rest[i]) * size) / 1000;
          if (used + cw > width && i > 0) break;
          used += cw;
          cut = i + 1;
          if (SEPARATOR.test(rest[i])) lastSep = i + 1;
        }
        const at = cut < rest.length && lastSep > 0 ? lastSep : cut;
        const piece = rest.slice(0, at).join("");
        rest = rest.slice(at);
        if (rest.length) lines.push(piece);
        else {
          line = piece;
          lineW = textWidth(m, piece, face, size);
        }
      }
    }
    lines.push(line);
  }
  return lines.length ? lines : [""];
}

// ---- Pages

/** A line of text at its place (y: the top of the line), in reading order on its page. */
type TextLine = { text: string; x: number; y: number; face: Face; size: number; color: string };
/** A table rule: every rule is 0.6 pt in the rule colour. */
type Rule = { x1: number; y1: number; x2: number; y2: number };
type Fill = { x: number; y: number; w: number; h: number; color: string };
/** What a page paints, in page coordinates (y downwards): fills, then rules, then text. */
export type PageOps = { fills: Fill[]; rules: Rule[]; text: TextLine[] };

class Canvas {
  fills: Fill[] = [];
  rules: Rule[] = [];
  lines: TextLine[] = [];
  text(face: Face, size: number, color: string, line: { text: string; x: number; y: number }) {
    this.lines.push({ ...line, face, size, color });
  }
  ops(): PageOps {
    return { fills: this.fills, rules: this.rules, text: this.lines };
  }
}

/** A piece of the flow: `draw` paints it at (MARGIN_X, y), y being its top below `marginTop`. */
type Item = {
  height: number;
  marginTop: number;
  draw: (c: Canvas, y: number) => void;
  /** Never ends a page: moves to the next page with what follows it. */
  keepWithNext?: boolean;
  /** Starts a new page. */
  breakBefore?: boolean;
  /** Painted first when this item starts a page (a table's header over its continued rows). */
  repeat?: Item;
};

const BODY_H = BODY_BOTTOM - BODY_TOP;

/** Stacks items onto pages. */
export function paginate(items: readonly Item[]): PageOps[] {
  const pages: Canvas[] = [];
  let canvas = new Canvas();
  let y = BODY_TOP;
  let empty = true;
  const newPage = () => {
    pages.push(canvas);
    canvas = new Canvas();
    y = BODY_TOP;
    empty = true;
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.breakBefore && !empty) newPage();
    // The item and those it is kept with must fit, unless together they are taller than a page.
    let need = item.height;
    for (let j = i; items[j].keepWithNext && j + 1 < items.length; j++) need += items[j + 1].marginTop + items[j + 1].height;
    need = Math.min(need, BODY_H);
    const margin = empty ? 0 : item.marginTop;
    if (!empty && y + margin + need > BODY_BOTTOM + 0.01) newPage();
    if (empty && item.repeat) {
      item.repeat.draw(canvas, y);
      y += item.repeat.height;
    }
    y += empty ? 0 : item.marginTop;
    item.draw(canvas, y);
    y += item.height;
    empty = false;
  }
  pages.push(canvas);
  return pages.map((p) => p.ops());
}

// ---- Building blocks

type Style = { face: Face; size: number; color: string; lineHeight: number };

const style = (face: Face, size: number, color = INK, lineHeight = 1.25): Style => ({ face, size, color, lineHeight: size * lineHeight });

const S = {
  sectionTitle: style("bold", 14, ACCENT, 1.2),
  intro: style("regular", 8.5, MUTED, 1.35),
  partTitle: style("bold", 10.5, ACCENT),
  principleTitle: style("bold", 11, ACCENT),
  principleText: style("bold", 9.5),
  indicatorTitle: style("bold", 9.5, ACCENT),
  question: style("bold", 8.5, INK, 1.3),
  tableTitle: style("bold", 8),
  textLabel: style("bold", 7.5, MUTED),
  body: style("regular", 8.5, INK, 1.35),
  bodyMuted: style("regular", 8.5, MUTED, 1.35),
  fact: style("regular", 8.5),
};

const PAD_X = 3;
const PAD_Y = 2.5;

export class FlowBuilder {
  readonly items: Item[] = [];
  constructor(private readonly m: Metrics) {}

  /** A wrapped text: one item per line, so a long paragraph splits across pages. */
  text(text: string, st: Style, opts: { marginTop?: number; marginBottom?: number; keepWithNext?: boolean; breakBefore?: boolean; indent?: number } = {}) {
    const indent = opts.indent ?? 0;
    const lines = wrapText(this.m, text, CONTENT_W - indent, st.face, st.size);
    lines.forEach((line, k) => {
      const last = k === lines.length - 1;
      this.items.push({
        height: st.lineHeight + (last ? (opts.marginBottom ?? 0) : 0),
        marginTop: k === 0 ? (opts.marginTop ?? 0) : 0,
        breakBefore: k === 0 ? opts.breakBefore : undefined,
        // A heading keeps all its lines together and with what follows; a paragraph its first two.
        keepWithNext: opts.keepWithNext || (k === 0 && lines.length > 1),
        draw: (c, y) => c.text(st.face, st.size, st.color, { text: line, x: MARGIN_X + indent, y: y + (st.lineHeight - st.size * 1.164) / 2 }),
      });
    });
  }

  heading(text: string, st: Style, marginTop: number, marginBottom = 2, breakBefore = false) {
    this.text(text, st, { marginTop, marginBottom, keepWithNext: true, breakBefore });
  }

  /** A table: columns by relative width, header rows with spans, rows that never split. */
  grid(grid: Grid, opts: { fontSize?: number; marginBottom?: number } = {}) {
    const m = this.m;
    const size = opts.fontSize ?? gridFontSize(grid.widths.length);
    const lineH = size * 1.22;
    const total = grid.widths.reduce((a, b) => a + b, 0);
    const widths = grid.widths.map((w) => (w / total) * CONTENT_W);
    const xs: number[] = [MARGIN_X];
    for (const w of widths) xs.push(xs[xs.length - 1] + w);
    const right = xs[xs.length - 1];
    const cellLines = (text: string, width: number, face: Face) => wrapText(m, text, Math.max(4, width - 2 * PAD_X), face, size);
    const textTop = (y: number) => y + PAD_Y + (lineH - size * 1.164) / 2;

    // Header rows: each cell spans columns; the band and rules of the whole header.
    const headRows = grid.head.map((cells) => {
      let col = 0;
      const placed = cells.map((cell) => {
        const x = xs[col];
        const w = xs[col + cell.span] - x;
        col += cell.span;
        return { x, w, lines: cellLines(cell.text, w, "bold") };
      });
      return { placed, height: Math.max(...placed.map((p) => p.lines.length)) * lineH + 2 * PAD_Y };
    });
    const headHeight = headRows.reduce((a, r) => a + r.height, 0);
    const header: Item = {
      height: headHeight,
      marginTop: 0,
      keepWithNext: true,
      draw: (c, y0) => {
        c.fills.push({ x: MARGIN_X, y: y0, w: right - MARGIN_X, h: headHeight, color: BAND });
        c.rules.push({ x1: MARGIN_X, y1: y0, x2: right, y2: y0 });
        let y = y0;
        for (const row of headRows) {
          for (const p of row.placed) {
            p.lines.forEach((line, k) => line && c.text("bold", size, INK, { text: line, x: p.x + PAD_X, y: textTop(y) + k * lineH }));
            c.rules.push({ x1: p.x, y1: y, x2: p.x, y2: y + row.height });
          }
          c.rules.push({ x1: right, y1: y, x2: right, y2: y + row.height });
          y += row.height;
          c.rules.push({ x1: MARGIN_X, y1: y, x2: right, y2: y });
        }
      },
    };
    if (grid.title) this.text(grid.title, S.tableTitle, { marginTop: 3, marginBottom: 2, keepWithNext: true });
    this.items.push(header);

    grid.rows.forEach((row, r) => {
      const last = r === grid.rows.length - 1;
      const marginBottom = last ? (opts.marginBottom ?? 3) : 0;
      if (row.heading) {
        const lines = cellLines(row.label, right - MARGIN_X, "bold");
        const h = lines.length * lineH + 2 * PAD_Y;
        this.items.push({
          height: h + marginBottom,
          marginTop: 0,
          repeat: header,
          // A group's heading row stays with its first row.
          keepWithNext: !last,
          draw: (c, y) => {
            c.fills.push({ x: MARGIN_X, y, w: right - MARGIN_X, h, color: HEADING_BAND });
            lines.forEach((line, k) => c.text("bold", size, INK, { text: line, x: MARGIN_X + PAD_X, y: textTop(y) + k * lineH }));
            c.rules.push({ x1: MARGIN_X, y1: y, x2: MARGIN_X, y2: y + h });
            c.rules.push({ x1: right, y1: y, x2: right, y2: y + h });
            c.rules.push({ x1: MARGIN_X, y1: y + h, x2: right, y2: y + h });
          },
        });
        return;
      }
      const cells: { x: number; lines: string[]; face: Face; color: string; indent: number }[] = [
        {
          x: xs[0],
          lines: cellLines(row.label, widths[0], row.labelBold ? "bold" : "regular"),
          face: row.labelBold ? "bold" : "regular",
          color: INK,
          indent: 0,
        },
        ...row.cells.map((cell, k) => {
          const face: Face = cell.bold ? "bold" : "regular";
          const indent = cell.indent ? 7 : 0;
          return { x: xs[k + 1], lines: cellLines(cell.text, widths[k + 1] - indent, face), face, color: cell.muted ? MUTED : INK, indent };
        }),
      ];
      const count = Math.max(...cells.map((c) => c.lines.length));
      // A row taller than a page is cut between its lines.
      const perPage = Math.max(1, Math.floor((BODY_H - headHeight - 2 * PAD_Y) / lineH));
      for (let from = 0; from < count; from += perPage) {
        const to = Math.min(count, from + perPage);
        const h = (to - from) * lineH + 2 * PAD_Y;
        const end = to === count;
        this.items.push({
          height: h + (end ? marginBottom : 0),
          marginTop: 0,
          repeat: header,
          draw: (c, y) => {
            for (const cell of cells) {
              for (let k = from; k < Math.min(to, cell.lines.length); k++) {
                if (cell.lines[k])
                  c.text(cell.face, size, cell.color, { text: cell.lines[k], x: cell.x + PAD_X + cell.indent, y: textTop(y) + (k - from) * lineH });
              }
            }
            for (const x of xs) c.rules.push({ x1: x, y1: y, x2: x, y2: y + h });
            c.rules.push({ x1: MARGIN_X, y1: y + h, x2: right, y2: y + h });
          },
        });
      }
    });
  }

  /** Label and answer side by side (Section A's list, Yes/No answers), a rule under each. */
  facts(rows: readonly FactRow[]) {
    const m = this.m;
    const st = S.fact;
    const lineH = st.size * 1.22;
    const numbered = rows.some((r) => r.no);
    const noW = numbered ? 22 : 0;
    const labelW = CONTENT_W * 0.46 - noW;
    const valueW = CONTENT_W - noW - labelW;
    rows.forEach((row, i) => {
      const label = wrapText(m, row.label, labelW - 2 * PAD_X, "regular", st.size);
      const value = wrapText(m, row.value.text, valueW - 2 * PAD_X, "regular", st.size);
      const h = Math.max(label.length, value.length) * lineH + 2 * PAD_Y;
      const top = (y: number) => y + PAD_Y + (lineH - st.size * 1.164) / 2;
      this.items.push({
        height: h + (i === rows.length - 1 ? 3 : 0),
        marginTop: 0,
        draw: (c, y) => {
          if (i === 0) c.rules.push({ x1: MARGIN_X, y1: y, x2: MARGIN_X + CONTENT_W, y2: y });
          if (row.no) c.text("regular", st.size, INK, { text: row.no, x: MARGIN_X + PAD_X, y: top(y) });
          label.forEach((line, k) => c.text("regular", st.size, INK, { text: line, x: MARGIN_X + noW + PAD_X, y: top(y) + k * lineH }));
          value.forEach((line, k) =>
            c.text("regular", st.size, row.value.muted ? MUTED : INK, { text: line, x: MARGIN_X + noW + labelW + PAD_X, y: top(y) + k * lineH }),
          );
          c.rules.push({ x1: MARGIN_X, y1: y + h, x2: MARGIN_X + CONTENT_W, y2: y + h });
        },
      });
    });
  }

  block(block: Block) {
    switch (block.kind) {
      case "grid":
        return this.grid(block.grid);
      case "facts":
        return this.facts(block.rows);
      case "text":
        this.text(block.label, S.textLabel, { marginTop: 2, keepWithNext: true });
        return this.paragraph(block.value, 3);
      case "note":
        return this.paragraph(block.value, 3);
    }
  }

  paragraph(value: CellText, marginBottom = 0) {
    this.text(value.text, value.muted ? S.bodyMuted : S.body, { marginBottom });
  }

  question(q: ReportQuestion) {
    if (q.title) this.heading(`${q.number ? `${q.number}. ` : ""}${q.title}`, S.question, 9, 3);
    for (const b of q.blocks) this.block(b);
    for (const note of q.notes ?? []) this.text(note, S.bodyMuted, { marginBottom: 2 });
  }

  /** The basis of preparation: factors, GWPs, Scope 2 method, boundary, PPP factor, output. */
  basis(rows: readonly FactRow[]) {
    if (!rows.length) return;
    this.heading("Basis of preparation", S.question, 10, 3);
    this.facts(rows);
  }

  parts(parts: readonly ReportPart[]) {
    for (const part of parts) {
      if (part.title) this.heading(part.title, S.partTitle, 12, 2);
      for (const q of part.questions) this.question(q);
    }
  }
}

/** Smaller type for wide tables, so that SEBI's columns fit A4 portrait. */
function gridFontSize(columns: number): number {
  if (columns >= 10) return 6.2;
  if (columns >= 7) return 6.8;
  return 7.5;
}

// ---- The report's flows

/** Sections A, B and C, BRSR Core, and Appendices 1 and 2: the pages between the cover and the annex. */
export function layoutBody(report: BrsrReport, m: Metrics): PageOps[] {
  const f = new FlowBuilder(m);
  f.heading("Section A: General Disclosures", S.sectionTitle, 0, 4);
  f.parts(report.sectionA);

  f.heading("Section B: Management and Process Disclosures", S.sectionTitle, 0, 4, true);
  f.text(
    "The questions of this section are answered for each of the nine principles of the National Guidelines on Responsible Business Conduct (P1 to P9).",
    S.intro,
    { marginBottom: 4 },
  );
  f.parts(report.sectionB);

  report.principles.forEach((p, i) => {
    if (i === 0) f.heading("Section C: Principle-wise Performance Disclosure", S.sectionTitle, 0, 4, true);
    f.heading(`PRINCIPLE ${p.number}`, S.principleTitle, 4, 0, i > 0);
    f.heading(p.title, S.principleText, 0, 4);
    for (const [title, questions] of [
      ["Essential Indicators", p.essential],
      ["Leadership Indicators", p.leadership],
    ] as const) {
      if (!questions.length) continue;
      f.heading(title, S.indicatorTitle, 8, 1);
      for (const q of questions) f.question(q);
    }
    if (p.code === "P6") f.basis(report.basis);
  });

  f.heading("BRSR Core: Key Performance Indicators (Annexure I)", S.sectionTitle, 0, 4, true);
  f.text(
    "The KPIs of BRSR Core under its nine attributes, as SEBI's Annexure I lists them, with the figures of the BRSR question each refers to. Intensities adjusted for Purchasing Power Parity divide by revenue from operations converted at the PPP conversion factor below.",
    S.intro,
    { marginBottom: 4 },
  );
  if (report.intensityInputs) f.question({ ...report.intensityInputs, title: "Inputs to the intensity ratios" });
  f.heading("BRSR Core KPIs", S.question, 10, 3);
  f.grid(
    {
      head: [report.core.head.map((text) => ({ text, span: 1 }))],
      widths: [1.35, 2.95, 1.15, ...report.core.head.slice(3, -1).map(() => 1.75), 0.9],
      rows: report.core.rows.map((r) => ({
        label: r.attribute,
        labelBold: true,
        cells: [{ text: r.parameter, bold: !r.sub, indent: r.sub }, { text: r.unit }, ...r.values, { text: r.ref }],
      })),
    },
    { fontSize: 7 },
  );
  for (const note of report.coreNotes) f.text(note, S.bodyMuted, { marginBottom: 2 });
  f.basis(report.basis);

  const vc = report.valueChain;
  if (vc) {
    f.heading("Value chain: BRSR Core of value chain partners", S.sectionTitle, 0, 4, true);
    f.text(vc.intro, S.intro, { marginBottom: 4 });
    for (const side of vc.sides) {
      f.heading(side.title, S.question, 10, 3);
      f.grid(
        {
          head: [vc.head.map((text) => ({ text, span: 1 }))],
          widths: [60, 20, 20],
          rows: side.rows.map((r) => ({ label: r.label, cells: r.cells })),
        },
        { fontSize: 7 },
      );
      for (const note of side.notes) f.text(note, S.bodyMuted, { marginBottom: 2 });
    }
  }

  if (report.edition === "annual-report") return paginate(f.items);

  f.heading("Appendix 1: KPI targets", S.sectionTitle, 0, 4, true);
  f.text(
    "The company's own targets on the platform, measured on the latest approved figure of each metric (a figure awaiting review is left out). Not part of SEBI's format.",
    S.intro,
    { marginBottom: 4 },
  );
  if (report.kpis.length) {
    f.grid({
      head: [["Metric", "Target", "Baseline", "Current", "Progress", "Status"].map((text) => ({ text, span: 1 }))],
      widths: [24, 20, 18, 18, 9, 11],
      rows: report.kpis.map((k) => ({ label: k.metric, cells: [k.target, k.baseline, k.current, k.progress, k.status].map((text) => ({ text })) })),
    });
  } else f.paragraph({ text: "No KPI targets have been set.", muted: true });

  const c = report.checklist;
  f.heading("Appendix 2: ESG documentation checklist", S.sectionTitle, 18, 4);
  f.text(
    `${c.done} of ${c.total} documentation items completed (${c.percentage}%)${c.lastUpdated ? `, last updated ${formatLongDate(c.lastUpdated)}` : ""}. The checklist tracks documents; SEBI's Section B answers above are the company's own and are not inferred from it.`,
    S.intro,
    { marginBottom: 4 },
  );
  f.grid({
    head: [
      [
        { text: "Item", span: 1 },
        { text: "Completed", span: 1 },
      ],
    ],
    widths: [85, 15],
    rows: c.groups.flatMap((g) => [
      { label: `${g.name}: ${g.done} of ${g.total} completed`, heading: true, cells: [] },
      ...g.items.map((it) => ({ label: it.item, cells: [it.done ? { text: "✓ Yes" } : { text: "✗ No", muted: true }] })),
    ]),
  });
  return paginate(f.items);
}

/** Appendix 4, after the annex. */
export function layoutChecks(report: BrsrReport, m: Metrics): PageOps[] {
  const f = new FlowBuilder(m);
  f.heading("Appendix 4: Data checks", S.sectionTitle, 0, 4);
  f.text(
    `Checks of ${report.fy} that SEBI's arithmetic implies (a part larger than its total, a total entered elsewhere that differs from its parts, the water balance, figures that cannot be read). They are flags for review, not errors in the report.`,
    S.intro,
    { marginBottom: 4 },
  );
  if (report.checks.length) {
    f.grid({
      head: [["Question", "Cell", "Check"].map((text) => ({ text, span: 1 }))],
      widths: [16, 20, 64],
      rows: report.checks.map((c) => ({ label: c.question, cells: [{ text: c.key }, { text: c.message }] })),
    });
  } else f.paragraph({ text: `No data check failed for ${report.fy}.`, muted: true });
  return paginate(f.items);
}

/** The working edition's "Breakdown by reporting unit": each rolled-up cell's unit figures and their sum. */
export function layoutUnitBreakdown(report: BrsrReport, m: Metrics): PageOps[] {
  if (!report.unitBreakdown.length) return [];
  const f = new FlowBuilder(m);
  f.heading("Breakdown by reporting unit", S.sectionTitle, 0, 4);
  f.text(
    `The own figures of ${report.fy} of the reporting units in the year's boundary, for each cell the company's figure adds up from them, with who entered each and its review status; the sum is the units' total.`,
    S.intro,
    { marginBottom: 4 },
  );
  for (const b of report.unitBreakdown) {
    f.paragraph({ text: `${b.question ? `${b.question} · ` : ""}${b.label} (${b.key})` });
    f.grid({
      head: [["Reporting unit", "Value", "Status", "Entered by"].map((text) => ({ text, span: 1 }))],
      widths: [30, 26, 18, 26],
      rows: [
        ...b.rows.map((r) => ({ label: r.unitName, cells: [{ text: r.value }, { text: r.status }, { text: r.enteredBy }] })),
        { label: "Sum of units", cells: [{ text: b.sum }, { text: "" }, { text: "" }] },
      ],
    });
  }
  return paginate(f.items);
}
