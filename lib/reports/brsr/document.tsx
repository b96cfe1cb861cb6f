import path from "node:path";
import { Fragment } from "react";
import { Canvas, Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { fitChars, formatIndianNumber, formatLongDate, padChars, wrapChars } from "./format";
import type { AnnexRow, BrsrReport, IndicatorRow } from "./model";
import { MonoLines, setMonoLines } from "./mono-text";
import { NOT_REPORTED } from "./principles";

export const FONT_FAMILY = "DejaVu Sans Condensed";

// A4 in points, with room above and below for the running header and footer.
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 36;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 48;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;

const INK = "#1f2933";
const MUTED = "#616e7c";
const RULE = "#d3d8de";
const BAND = "#eef2f6";
const ACCENT = "#0f5c4c";

const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 8.5, color: INK, paddingTop: MARGIN_TOP, paddingBottom: MARGIN_BOTTOM, paddingHorizontal: MARGIN_X },
  bold: { fontWeight: "bold" },
  muted: { color: MUTED },
  coverTitle: { fontSize: 24, fontWeight: "bold", color: ACCENT, marginTop: 70, lineHeight: 1.2 },
  coverSub: { fontSize: 11, color: MUTED, marginTop: 6 },
  coverCompany: { fontSize: 18, fontWeight: "bold", marginTop: 36 },
  coverFacts: { marginTop: 18, borderTopWidth: 0.6, borderTopColor: RULE },
  coverFact: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.6, borderBottomColor: RULE, fontSize: 10 },
  coverFactLabel: { width: 160, color: MUTED },
  coverFactValue: { flex: 1 },
  coverNote: { marginTop: 22, fontSize: 8.5, color: MUTED, lineHeight: 1.45 },
  contents: { marginTop: 22 },
  contentsLine: { fontSize: 9.5, paddingVertical: 2 },
  sectionTitle: { fontSize: 14, fontWeight: "bold", color: ACCENT, marginBottom: 4 },
  sectionIntro: { color: MUTED, marginBottom: 10 },
  groupTitle: { fontSize: 10, fontWeight: "bold", marginTop: 10, marginBottom: 3 },
  principleTitle: { fontSize: 10.5, fontWeight: "bold", color: ACCENT, marginTop: 12 },
  principleText: { color: MUTED, marginBottom: 4 },
  subTitle: { fontSize: 8.5, fontWeight: "bold", marginTop: 5, marginBottom: 2 },
  table: { borderTopWidth: 0.6, borderTopColor: RULE },
  headRow: { flexDirection: "row", backgroundColor: BAND, borderBottomWidth: 0.6, borderBottomColor: RULE, fontWeight: "bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.6, borderBottomColor: RULE },
  cell: { paddingVertical: 3, paddingHorizontal: 4 },
  small: { fontSize: 7, color: MUTED },
  notReported: { color: MUTED },
  empty: { color: MUTED, paddingVertical: 4 },
  statRow: { flexDirection: "row", marginTop: 4, marginBottom: 6 },
  stat: { flex: 1, borderWidth: 0.6, borderColor: RULE, padding: 6, marginRight: 6 },
  statValue: { fontSize: 13, fontWeight: "bold", color: ACCENT },
  // A point at the page's corner: the painters draw in page coordinates (react-pdf does not clip a
  // canvas), and a canvas as tall as the page would be larger than the page's content area.
  pageCanvas: { position: "absolute", top: 0, left: 0, width: 1, height: 1 },
});

const REPORT_TITLE = "Business Responsibility and Sustainability Report";

/**
 * Page numbers without react-pdf's render props: a page holding one is laid out again at every
 * page break and once more at the end, which for Section C cost more than all its text. The
 * cover's 'Pages' fact is the document's only render prop; react-pdf resolves it after
 * pagination, before painting starts. Pages are then painted in order, so the n-th furniture
 * painted is page n.
 */
class PageNumbering {
  total = 0;
  private painted = 0;
  record(totalPages: number | undefined) {
    if (totalPages) this.total = totalPages;
  }
  next(): number {
    return ++this.painted;
  }
}

const footerNote = (report: BrsrReport) => `Generated on ${formatLongDate(report.generatedAt)} from data recorded on the ESG platform`;
/**
 * Company and period, right-aligned beside the title: cut with '…' to the room the title leaves
 * (about 90 characters of 7 pt DejaVu Sans Condensed), so a long name never runs over it.
 */
const HEADER_NOTE_CHARS = 90;
const headerNote = (report: BrsrReport) => fitChars(`${report.company.name}${report.period ? ` · ${report.period.label}` : ""}`, HEADER_NOTE_CHARS);

type Furniture = { headerNote: string; footerNote: string; numbering: PageNumbering };

// The running header and footer (title and company above a rule, date and 'Page x of y' below
// one), painted: a page of painted furniture costs react-pdf no text layout.
const FURNITURE_SIZE = 7;
const FURNITURE_TOP = 22;
/** DejaVu Sans Condensed's line height: (ascent 1901 + descent 483) / 2048 em. */
const FURNITURE_LINE = (2384 / 2048) * FURNITURE_SIZE;
const HEADER_RULE_Y = FURNITURE_TOP + FURNITURE_LINE + 4 + 0.3;
const FOOTER_RULE_Y = PAGE_H - 20 - FURNITURE_LINE - 4 - 0.2;
// Selected by PostScript name, which needs react-pdf to have set text in it on this document
// already (by path, pdfkit would open the file again on every call): so furniture is painted
// last on its page, and every page sets some text first but the annex's later pages.
const PAINTER_FONT = "DejaVuSansCondensed";

function paintFurniture(p: Painter, furniture: Furniture) {
  const page = furniture.numbering.next();
  const opts = { lineBreak: false };
  const right = { lineBreak: false, width: CONTENT_W, align: "right" as const };
  const label = furniture.numbering.total ? `Page ${page} of ${furniture.numbering.total}` : `Page ${page}`;
  p.fillColor(MUTED).font(PAINTER_FONT).fontSize(FURNITURE_SIZE);
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

// Every page wraps: a Page with wrap={false} takes the height of its content instead of A4.
// Blocks are Fragments, not Views, where they can: a wrap={false} block at the foot of a page
// nested in a View made react-pdf 4.9 overlap it there and leave the next page empty.
function ReportPage({ furniture, children }: { furniture: Furniture; children: React.ReactNode }) {
  return (
    <Page size="A4" style={s.page}>
      {children}
      <Canvas style={s.pageCanvas} fixed paint={pagePainter((p) => paintFurniture(p, furniture))} />
    </Page>
  );
}

type Col = { title: string; width: number | string };

/** The header row of a table; `fixed` inside the table's View repeats it on every page the table spans. */
function Head({ cols }: { cols: Col[] }) {
  return (
    <View style={s.headRow} wrap={false} fixed>
      {cols.map((c) => (
        <Text key={c.title} style={[s.cell, { width: c.width }]}>
          {c.title}
        </Text>
      ))}
    </View>
  );
}

function ValueCell({ row, index }: { row: IndicatorRow; index: number }) {
  const v = row.values[index];
  if (!v) return <Text style={[s.cell, s.notReported, { width: "30%" }]}>{index === 0 ? NOT_REPORTED : "—"}</Text>;
  return (
    <View style={[s.cell, { width: "30%" }]}>
      <Text>{v.display}</Text>
      <Text style={s.small}>
        {v.period} · {v.source}
      </Text>
    </View>
  );
}

const INDICATOR_COLS: Col[] = [
  { title: "Indicator", width: "40%" },
  { title: "Latest period", width: "30%" },
  { title: "Previous period", width: "30%" },
];

function IndicatorLine({ row }: { row: IndicatorRow }) {
  return (
    <View style={s.row} wrap={false}>
      <View style={[s.cell, { width: "40%" }]}>
        <Text>{row.name}</Text>
        <Text style={s.small}>
          {row.reference}
          {row.unit ? ` · ${row.unit}` : ""}
          {row.values.length > 2 ? ` · ${row.values.length - 2} earlier period(s) in the annex` : ""}
        </Text>
      </View>
      <ValueCell row={row} index={0} />
      <ValueCell row={row} index={1} />
    </View>
  );
}

/**
 * `lead` (a principle's heading) and the table's title stay with at least the first rows: they
 * move to the next page rather than end one. The header row repeats on every page the table spans.
 */
function IndicatorTable({ title, rows, lead }: { title: string; rows: IndicatorRow[]; lead?: React.ReactNode }) {
  if (!rows.length) return null;
  return (
    <>
      <View minPresenceAhead={70}>
        {lead}
        <Text style={s.subTitle}>{title}</Text>
      </View>
      <View>
        <Head cols={INDICATOR_COLS} />
        {rows.map((row) => (
          <IndicatorLine key={row.name} row={row} />
        ))}
      </View>
    </>
  );
}

function Cover({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  const c = report.company;
  const facts: [string, string][] = [
    ["Reporting period", report.period?.label ?? "No data reported yet"],
    ["Date of generation", formatLongDate(report.generatedAt)],
    ["Industry", c.industry ?? "Not recorded"],
    ["Location", c.location],
    ["Size", c.size],
    ["Frameworks", c.frameworks.join(", ") || "None selected"],
    ["Entries in this report", formatIndianNumber(report.annex.length)],
  ];
  return (
    <ReportPage furniture={furniture}>
      <Text style={s.coverTitle}>Business Responsibility and Sustainability Report</Text>
      <Text style={s.coverSub}>In the format of SEBI&apos;s BRSR (Regulation 34(2)(f) of the LODR Regulations), with BRSR Core</Text>
      <Text style={s.coverCompany}>{c.name}</Text>
      <View style={s.coverFacts}>
        {facts.map(([label, value]) => (
          <View key={label} style={s.coverFact}>
            <Text style={s.coverFactLabel}>{label}</Text>
            <Text style={s.coverFactValue}>{value}</Text>
          </View>
        ))}
        <View style={s.coverFact}>
          <Text style={s.coverFactLabel}>Pages</Text>
          <Text
            style={s.coverFactValue}
            render={({ totalPages }) => {
              furniture.numbering.record(totalPages);
              return totalPages ? formatIndianNumber(totalPages) : "";
            }}
          />
        </View>
      </View>
      <View style={s.contents}>
        <Text style={[s.groupTitle, { marginTop: 0 }]}>Contents</Text>
        {[
          "Section A: General Disclosures",
          "Section B: Management and Process Disclosures",
          "Section C: Principle-wise Performance Disclosure",
          "BRSR Core: Assurance Readiness",
          "KPI Targets and Progress",
          "Checklist Completion",
          "Annex: All Entries with Audit Trail",
        ].map((line) => (
          <Text key={line} style={s.contentsLine}>
            {line}
          </Text>
        ))}
      </View>
      <Text style={s.coverNote}>
        This report is built from the data recorded for the company on the ESG platform. Indicators without an entry are shown as
        &apos;{NOT_REPORTED}&apos;; facts the platform does not hold are marked &apos;Not disclosed on the platform&apos;. Figures use
        Indian digit grouping and the units they were entered in. Each figure names its source (manual entry, calculator or PDF
        extraction), and the annex lists every entry with the number of changes in its audit trail.
      </Text>
    </ReportPage>
  );
}

function SectionA({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  return (
    <ReportPage furniture={furniture}>
      <Text style={s.sectionTitle}>Section A: General Disclosures</Text>
      <Text style={s.sectionIntro}>Details of the entity as recorded on the platform. Items the platform does not hold are marked as such.</Text>
      {report.sectionA.map((group) => (
        <Fragment key={group.title}>
          <Text style={s.groupTitle} minPresenceAhead={40}>
            {group.title}
          </Text>
          <View style={s.table}>
            {group.rows.map((row, i) => (
              <View key={`${row.no}-${i}`} style={s.row} wrap={false}>
                <Text style={[s.cell, { width: "6%" }]}>{row.no}</Text>
                <Text style={[s.cell, { width: "44%" }]}>{row.label}</Text>
                <Text style={[s.cell, { width: "50%" }, row.value === "Not disclosed on the platform" ? s.notReported : {}]}>{row.value}</Text>
              </View>
            ))}
          </View>
        </Fragment>
      ))}
    </ReportPage>
  );
}

function SectionB({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  return (
    <ReportPage furniture={furniture}>
      <Text style={s.sectionTitle}>Section B: Management and Process Disclosures</Text>
      <Text style={s.sectionIntro}>
        Policy and management processes per principle (question 1: whether the entity&apos;s policies cover each principle), taken from
        the documentation checklist: a principle is covered when every checklist document naming it has been marked complete. Board
        approval, web links, certifications, committees and review frequency (questions 1(b) to 12) are not disclosed on the platform.
      </Text>
      <View style={s.table}>
        <Head
          cols={[
            { title: "Principle", width: "12%" },
            { title: "Policy documents on the checklist", width: "64%" },
            { title: "In place", width: "12%" },
            { title: "Covered", width: "12%" },
          ]}
        />
        {report.policies.map((p) => (
          <View key={p.principle} style={s.row} wrap={false}>
            <Text style={[s.cell, s.bold, { width: "12%" }]}>{p.principle}</Text>
            <View style={[s.cell, { width: "64%" }]}>
              {p.items.length ? (
                p.items.map((it) => (
                  <Text key={it.item}>
                    {it.done ? "✓ " : "✗ "}
                    {it.item}
                  </Text>
                ))
              ) : (
                <Text style={s.notReported}>No checklist document names this principle</Text>
              )}
            </View>
            <Text style={[s.cell, { width: "12%" }]}>
              {p.items.filter((i) => i.done).length} of {p.items.length}
            </Text>
            <Text style={[s.cell, s.bold, { width: "12%" }]}>{p.coverage}</Text>
          </View>
        ))}
      </View>
    </ReportPage>
  );
}

function SectionC({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  return (
    <ReportPage furniture={furniture}>
      <Text style={s.sectionTitle}>Section C: Principle-wise Performance Disclosure</Text>
      <Text style={s.sectionIntro}>
        For each principle, the indicators of the BRSR format with the latest reported value and the one before it (usually the current
        and the previous financial year), or &apos;{NOT_REPORTED}&apos; where the company has no entry.
      </Text>
      {report.principles.map((p) => {
        const heading = (
          <View>
            <Text style={s.principleTitle}>
              Principle {p.number} ({p.code})
            </Text>
            <Text style={s.principleText}>{p.title}</Text>
          </View>
        );
        const tables = [
          { title: "Essential indicators", rows: p.essential },
          { title: "From the general disclosures (Sections A and B)", rows: p.general },
          { title: "Leadership indicators", rows: p.leadership },
        ].filter((x) => x.rows.length);
        return (
          <Fragment key={p.code}>
            {tables.length ? (
              tables.map((x, i) => <IndicatorTable key={x.title} title={x.title} rows={x.rows} lead={i === 0 ? heading : undefined} />)
            ) : (
              <View wrap={false}>
                {heading}
                <Text style={s.empty}>No indicator of this principle is in the catalogue.</Text>
              </View>
            )}
          </Fragment>
        );
      })}
    </ReportPage>
  );
}

function CoreRow({ row }: { row: IndicatorRow }) {
  return (
    <View style={s.row} wrap={false}>
      <View style={[s.cell, { width: "38%" }]}>
        <Text>{row.name}</Text>
        <Text style={s.small}>{row.reference}</Text>
      </View>
      <View style={[s.cell, { width: "40%" }]}>
        {row.values.length ? (
          row.values.slice(0, 3).map((v) => (
            <Text key={v.period}>
              {v.display} <Text style={s.small}>({v.period})</Text>
            </Text>
          ))
        ) : (
          <Text style={s.notReported}>{NOT_REPORTED}</Text>
        )}
      </View>
      <View style={[s.cell, { width: "22%" }]}>
        {row.values.length ? row.values.slice(0, 3).map((v) => <Text key={v.period}>{v.source}</Text>) : <Text style={s.notReported}>—</Text>}
      </View>
    </View>
  );
}

function Core({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  const cols: Col[] = [
    { title: "Attribute / KPI", width: "38%" },
    { title: "Values (latest first)", width: "40%" },
    { title: "Provenance", width: "22%" },
  ];
  return (
    <ReportPage furniture={furniture}>
      <Text style={s.sectionTitle}>BRSR Core: Assurance Readiness</Text>
      <Text style={s.sectionIntro}>
        The nine attributes of BRSR Core (SEBI circular of 12 July 2023) whose indicators need assessment or assurance, with the
        reported values and where each came from: manual entry, a calculator or PDF extraction.
      </Text>
      <View style={[s.statRow]}>
        {report.provenance.map((p, i) => (
          <View key={p.source} style={[s.stat, i === report.provenance.length - 1 ? { marginRight: 0 } : {}]}>
            <Text style={s.statValue}>{formatIndianNumber(p.count)}</Text>
            <Text style={s.muted}>{p.source}</Text>
          </View>
        ))}
      </View>
      <View style={s.table}>
        <Head cols={cols} />
        {report.core.map((a) => {
          const head = (
            <View style={[s.row, { backgroundColor: "#f7f9fb" }]}>
              <Text style={[s.cell, s.bold, { width: "100%" }]}>
                {a.number}. {a.title}
              </Text>
            </View>
          );
          if (!a.indicators.length) {
            return (
              <View key={a.attribute} wrap={false}>
                {head}
                <View style={s.row}>
                  <Text style={[s.cell, s.notReported, { width: "100%" }]}>{NOT_REPORTED}</Text>
                </View>
              </View>
            );
          }
          const [first, ...rest] = a.indicators;
          // The attribute's name never ends a page alone: it travels with its first KPI.
          return (
            <Fragment key={a.attribute}>
              <View wrap={false}>
                {head}
                <CoreRow row={first} />
              </View>
              {rest.map((row) => (
                <CoreRow key={row.name} row={row} />
              ))}
            </Fragment>
          );
        })}
      </View>

      <Text style={[s.sectionTitle, { marginTop: 18 }]} minPresenceAhead={80}>
        KPI Targets and Progress
      </Text>
      {report.kpis.length ? (
        <View style={s.table}>
          <Head
            cols={[
              { title: "Metric", width: "24%" },
              { title: "Target", width: "20%" },
              { title: "Baseline", width: "18%" },
              { title: "Current", width: "18%" },
              { title: "Progress", width: "9%" },
              { title: "Status", width: "11%" },
            ]}
          />
          {report.kpis.map((k, i) => (
            <View key={`${k.metric}-${i}`} style={s.row} wrap={false}>
              <Text style={[s.cell, { width: "24%" }]}>{k.metric}</Text>
              <Text style={[s.cell, { width: "20%" }]}>{k.target}</Text>
              <Text style={[s.cell, { width: "18%" }]}>{k.baseline}</Text>
              <Text style={[s.cell, { width: "18%" }]}>{k.current}</Text>
              <Text style={[s.cell, { width: "9%" }]}>{k.progress}</Text>
              <Text style={[s.cell, s.bold, { width: "11%" }]}>{k.status}</Text>
            </View>
          ))}
        </View>
      ) : (
        <Text style={s.empty}>No KPI targets have been set.</Text>
      )}

      <Text style={[s.sectionTitle, { marginTop: 18 }]} minPresenceAhead={80}>
        Checklist Completion
      </Text>
      <Text style={s.sectionIntro}>
        {report.checklist.done} of {report.checklist.total} documentation items completed ({report.checklist.percentage}%)
        {report.checklist.lastUpdated ? `, last updated ${formatLongDate(report.checklist.lastUpdated)}` : ""}.
      </Text>
      <View style={s.table} wrap={false}>
        <Head
          cols={[
            { title: "Group", width: "40%" },
            { title: "Completed", width: "30%" },
            { title: "Share", width: "30%" },
          ]}
        />
        {report.checklist.groups.map((g) => (
          <View key={g.name} style={s.row}>
            <Text style={[s.cell, { width: "40%" }]}>{g.name}</Text>
            <Text style={[s.cell, { width: "30%" }]}>
              {g.done} of {g.total}
            </Text>
            <Text style={[s.cell, { width: "30%" }]}>{g.total ? Math.round((g.done / g.total) * 100) : 0}%</Text>
          </View>
        ))}
      </View>
    </ReportPage>
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
const ANNEX_TITLE_H = 52;
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
function Annex({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  const slices = paginateAnnex(report.annex);
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
              <Text style={s.sectionTitle}>Annex: All Entries with Audit Trail</Text>
              <Text style={s.muted}>
                {report.annex.length
                  ? `${formatIndianNumber(report.annex.length)} entries by framework, category and metric, latest period first. Audit counts the entry's audit events: its creation and every change to it.`
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

export function BrsrDocument({ report }: { report: BrsrReport }) {
  // One per document: concurrent renders never share it.
  const furniture: Furniture = { headerNote: headerNote(report), footerNote: footerNote(report), numbering: new PageNumbering() };
  return (
    <Document
      title={`BRSR Report — ${report.company.name}`}
      author={report.company.name}
      subject="Business Responsibility and Sustainability Report"
      creator="ESG Reporting Platform"
      producer="ESG Reporting Platform"
      creationDate={report.generatedAt}
      language="en-IN"
    >
      <Cover report={report} furniture={furniture} />
      <SectionA report={report} furniture={furniture} />
      <SectionB report={report} furniture={furniture} />
      <SectionC report={report} furniture={furniture} />
      <Core report={report} furniture={furniture} />
      <Annex report={report} furniture={furniture} />
    </Document>
  );
}
