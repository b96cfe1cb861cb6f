/**
 * The running header and footer of every page (title and company above a rule, date and 'Page x
 * of y' below one), painted: a page of painted furniture costs react-pdf no text layout.
 *
 * Page numbers without react-pdf's render props (a page holding one is laid out again at every
 * page break): every page after the cover is paginated by arithmetic, so the total is known before
 * rendering starts; pages are painted in order, so the n-th furniture painted is page n.
 */
import { fitChars, formatLongDate } from "./format";
import { ACCENT, CONTENT_W, MARGIN_X, MUTED, PAGE_H, PAGE_W, RULE } from "./flow";
import { PAINTER_FONTS } from "./fonts";
import type { BrsrReport } from "./model";
import type { Painter } from "./painter";

export const REPORT_TITLE = "Business Responsibility and Sustainability Report";

class PageNumbering {
  private painted = 0;
  constructor(readonly total: number) {}
  next(): number {
    return ++this.painted;
  }
}

/**
 * Company and year, right-aligned beside the title: cut with '…' to the room the title leaves
 * (about 90 characters of 7 pt DejaVu Sans Condensed), so a long name never runs over it.
 */
const HEADER_NOTE_CHARS = 90;

/**
 * `footerNote` left and the page number right; or, for the annual-report edition, one line:
 * '{company} · Business Responsibility and Sustainability Report FY … · page n of N', the way a
 * company's own annual report runs its footer, with nothing of the platform's.
 */
export type Furniture = { headerNote: string; footerNote: string; numbering: PageNumbering; oneLineFooter: boolean; draft: boolean };

/** The annual-report edition's footer before its page number. */
const FOOTER_CHARS = 120;

/** One per document, so concurrent renders never share a page count. */
export function furnitureFor(report: BrsrReport, totalPages: number): Furniture {
  const annual = report.edition === "annual-report";
  return {
    headerNote: fitChars(`${report.company.name} · ${report.fy}`, HEADER_NOTE_CHARS),
    footerNote: annual
      ? `${fitChars(report.company.name, FOOTER_CHARS - REPORT_TITLE.length - 20)} · ${REPORT_TITLE} ${report.fy}`
      : `Generated on ${formatLongDate(report.generatedAt)} from data recorded on the ESG platform`,
    numbering: new PageNumbering(totalPages),
    oneLineFooter: annual,
    draft: !report.approval,
  };
}

/** The footer's page label. */
export function pageLabel(furniture: Pick<Furniture, "oneLineFooter">, page: number, total: number): string {
  return furniture.oneLineFooter ? `page ${page} of ${total}` : `Page ${page} of ${total}`;
}

export const DRAFT_MARK = "DRAFT";
const DRAFT_SIZE = 120;

/** The diagonal mark of a report the board has not approved: light, behind nothing a reader needs. */
function paintDraftMark(p: Painter) {
  p.save();
  p.rotate(-50, { origin: [PAGE_W / 2, PAGE_H / 2] });
  p.fillColor("#c0392b").fillOpacity(0.12).font(PAINTER_FONTS.bold).fontSize(DRAFT_SIZE);
  // DejaVu Sans Bold's advance for 'DRAFT' is about 3.3 em: centred on the page's middle.
  p.text(DRAFT_MARK, PAGE_W / 2 - DRAFT_SIZE * 1.65, PAGE_H / 2 - DRAFT_SIZE * 0.58, { lineBreak: false });
  p.restore();
}

const FURNITURE_SIZE = 7;
const FURNITURE_TOP = 22;
/** DejaVu Sans Condensed's line height: (ascent 1901 + descent 483) / 2048 em. */
const FURNITURE_LINE = (2384 / 2048) * FURNITURE_SIZE;
const HEADER_RULE_Y = FURNITURE_TOP + FURNITURE_LINE + 4 + 0.3;
const FOOTER_RULE_Y = PAGE_H - 20 - FURNITURE_LINE - 4 - 0.2;

/** Paints the next page's header and footer (four text runs and two rules) and counts the page. */
export function paintFurniture(p: Painter, furniture: Furniture) {
  const page = furniture.numbering.next();
  const opts = { lineBreak: false };
  const right = { lineBreak: false, width: CONTENT_W, align: "right" as const };
  const label = pageLabel(furniture, page, furniture.numbering.total);
  if (furniture.draft) paintDraftMark(p);
  p.fillColor(MUTED).font(PAINTER_FONTS.regular).fontSize(FURNITURE_SIZE);
  p.text(REPORT_TITLE, MARGIN_X, FURNITURE_TOP, opts).text(furniture.headerNote, MARGIN_X, FURNITURE_TOP, right);
  if (furniture.oneLineFooter) p.text(`${furniture.footerNote} · ${label}`, MARGIN_X, FOOTER_RULE_Y + 4.2, opts);
  else p.text(furniture.footerNote, MARGIN_X, FOOTER_RULE_Y + 4.2, opts).text(label, MARGIN_X, FOOTER_RULE_Y + 4.2, right);
  p.strokeColor(ACCENT)
    .lineWidth(0.6)
    .moveTo(MARGIN_X, HEADER_RULE_Y)
    .lineTo(PAGE_W - MARGIN_X, HEADER_RULE_Y)
    .stroke();
  p.strokeColor(RULE)
    .lineWidth(0.4)
    .moveTo(MARGIN_X, FOOTER_RULE_Y)
    .lineTo(PAGE_W - MARGIN_X, FOOTER_RULE_Y)
    .stroke();
}
