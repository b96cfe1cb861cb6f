/**
 * The pages outside the annex: the cover, the one page react-pdf lays out, and the body's pages
 * (Sections A, B, C, BRSR Core, the appendices but the annex, the data checks), laid out by
 * flow.ts and painted here.
 */
import { Canvas, Page, Text, View } from "@react-pdf/renderer";
import { formatIndianNumber } from "./format";
import { RULE, type PageOps } from "./flow";
import { FALLBACK_FAMILY, FONT_FAMILY, PAINTER_FONTS } from "./fonts";
import { FALLBACK_CHARS } from "./glyphs";
import { paintFurniture, REPORT_TITLE, type Furniture } from "./furniture";
import { DRAFT_STATUS, type BrsrReport } from "./model";
import { MonoLines, setMonoLines } from "./mono-text";
import { pagePainter, type Painter } from "./painter";
import { s } from "./styles";

/**
 * One page of the body: fills, then every rule in one path, then all its text in one text object
 * in reading order (mono-text.ts switches font and colour inside it), then the furniture, so the
 * page's text reads back body first.
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

/** Body pages: each one canvas over the page, no layout nodes. */
export function PaintedPages({ pages, furniture }: { pages: PageOps[]; furniture: Furniture }) {
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

const SEBI_CONTENTS = [
  "Section A: General Disclosures",
  "Section B: Management and Process Disclosures",
  "Section C: Principle-wise Performance Disclosure",
  "BRSR Core: Key Performance Indicators (Annexure I)",
];

const CONTENTS = [...SEBI_CONTENTS, "Appendix 1: KPI targets", "Appendix 2: ESG documentation checklist", "Appendix 3: Data annex", "Appendix 4: Data checks"];

/**
 * The cover, the one page react-pdf lays out. It sets text in both faces of the body font, which
 * the painters then select by PostScript name (fonts.ts PAINTER_FONTS), so it must come first.
 * A cover with Devanagari (a company's name or place in Hindi) names the fallback font after the
 * body font: react-pdf sets each character in the first font of the list that has it, and shapes
 * the fallback's runs with its layout tables. Only then, so react-pdf loads the font only then.
 */
export function Cover({ report, furniture }: { report: BrsrReport; furniture: Furniture }) {
  const facts = [...report.cover, { label: "Pages", value: formatIndianNumber(furniture.numbering.total) }];
  const devanagari = FALLBACK_CHARS.test(report.company.name) || facts.some((f) => FALLBACK_CHARS.test(f.label + f.value));
  const working = report.edition === "working";
  return (
    <Page size="A4" style={devanagari ? [s.page, { fontFamily: [FONT_FAMILY, FALLBACK_FAMILY] }] : s.page}>
      <Text style={s.coverTitle}>{REPORT_TITLE}</Text>
      <Text style={s.coverSub}>Financial year {report.fy}</Text>
      {report.approval ? null : <Text style={s.coverDraft}>{DRAFT_STATUS}</Text>}
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
        {(working ? CONTENTS : SEBI_CONTENTS).map((line) => (
          <Text key={line} style={s.contentsLine}>
            {line}
          </Text>
        ))}
      </View>
      {working ? (
        <Text style={s.coverNote}>
          Sections A, B and C follow SEBI&apos;s numbering, rows and columns. The answers are those recorded for the company on the ESG platform: its entity
          profile and its BRSR questionnaire for {report.fy}, with the previous years where SEBI&apos;s tables show them. A question without an answer reads
          &apos;Not disclosed&apos;; an answer marked not applicable gives its reason. Totals, percentages and intensities are computed from their parts as
          SEBI&apos;s formulas define them. A value that covers only part of the financial year is marked &apos;(partial)&apos;. Figures use Indian digit
          grouping. The appendices are the platform&apos;s own additions.
        </Text>
      ) : (
        <Text style={s.coverNote}>
          Sections A, B and C follow SEBI&apos;s numbering, rows and columns, with the previous years where SEBI&apos;s tables show them. Totals, percentages
          and intensities are computed from their parts as SEBI&apos;s formulas define them. Figures use Indian digit grouping.
        </Text>
      )}
      <Canvas style={s.pageCanvas} fixed paint={pagePainter((p) => paintFurniture(p, furniture))} />
    </Page>
  );
}
