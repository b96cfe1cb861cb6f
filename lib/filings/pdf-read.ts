import { cellByKey } from "@/lib/frameworks/questionnaire";
import { lineText, linesOf, type Line, type PageLayout, type TextBox } from "@/lib/extraction/layout";
import { dominantPeriod } from "@/lib/extraction/offline";
import { fieldMetric, ownQuestion, tableMetrics, TARGET_WORDS } from "@/lib/extraction/table-metrics";
import { continued, findTables, isFigureText, type PageTable } from "@/lib/extraction/tables";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { isFyLabel, normalisePeriod, periodRegex, previousFyLabel } from "@/lib/extraction/units";
import { headingYear, resolvedYear } from "@/lib/extraction/year-heading";
import { sebiRowsAsColumns } from "@/lib/extraction/column-match";
import { groupsAsSubRows } from "./column-groups";
import { columnsOf } from "./page-columns";
import { pppFactors } from "./ppp-factor";
import { proseFigures } from "./prose-figures";

/*
 * # A filed BRSR PDF read by SEBI's own labels
 *
 * An annual report's BRSR prints SEBI's tables with SEBI's row labels (lib/frameworks/questionnaire
 * follows Annexure II), so the reader is the extraction engine's table reader
 * (lib/extraction/tables.ts: rows, wrapped labels, column headings, unit columns) and its mapping of
 * rows to questionnaire cells (table-metrics.ts: SEBI's labels and letters, the cell's unit, scale
 * words), with what a filing adds: the filing's own year, stated once (Section A Q9, 'Financial
 * year for which reporting is being done') or in the year headings, so columns headed only
 * 'Current Financial Year' / 'Previous Year' / 'CY' / 'PY' are told apart; and almost no prose
 * reading, since a filing's figures are in its tables (the generic extractor,
 * lib/extraction/offline.ts, stays for other reports): only the few figures filings state in a note
 * rather than a row (the PPP factor, revenue from operations, E3(b)'s wages: ppp-factor.ts,
 * prose-figures.ts), and only where no table gave them. Every figure is proposed once per cell and year, the current year's
 * column and the previous one's (and a three-year trend's third).
 */

/** The engine name a PDF filing's proposals are recorded under. */
export const PDF_LABEL_READER = "brsr-labels";

export type FiledPdfYears = { cy: string; py: string; py2: string | null };

export type FiledPdfReading = {
  years: FiledPdfYears | null;
  found: ExtractedMetric[];
  /** Section A facts printed as 'label | value' (CIN, name, year of incorporation …), by profile field. */
  facts: ProfileFacts;
};

export type ProfileFacts = Partial<Record<ProfileFactKey, string>>;
export type ProfileFactKey =
  | "cin"
  | "name"
  | "incorporation_year"
  | "registered_address"
  | "corporate_address"
  | "reporting_boundary"
  | "paid_up_capital"
  | "website"
  | "email"
  | "telephone";

/** The year the filing reports on: Section A Q9 where printed, else the year its headings name most. */
export function filingYears(pages: readonly string[], fyStartMonth = 4): FiledPdfYears | null {
  let cy: string | null = null;
  for (const page of pages) {
    const m = /financial\s+year\s+(?:for\s+which|of)\s+(?:the\s+)?reporting\s+(?:is\s+being\s+done|period)\s*[:|-]?\s*([^\n]{4,60})/i.exec(page);
    if (!m) continue;
    const read = normalisePeriod(m[1].replace(/\s*\(.*$/, "").trim(), fyStartMonth);
    if (isFyLabel(read, fyStartMonth)) {
      cy = read;
      break;
    }
    // '2024-25' inside a longer text ('Financial year 2024-25 (1 April 2024 to 31 March 2025)').
    const span = /(?:(?:19|20)\d{2}\s*[-–/]\s*\d{2,4})/.exec(m[1]);
    if (span && isFyLabel(normalisePeriod(span[0], fyStartMonth), fyStartMonth)) {
      cy = normalisePeriod(span[0], fyStartMonth);
      break;
    }
  }
  cy ??= dominantPeriod([...pages], fyStartMonth) ?? null;
  if (!cy || !isFyLabel(cy, fyStartMonth)) return null;
  const py = previousFyLabel(cy, fyStartMonth);
  if (!py) return null;
  return { cy, py, py2: previousFyLabel(py, fyStartMonth) };
}

/** A table's columns with their years: those its headings name, however worded (a bare '2025' is the year ending in it; 'Current …' / 'PY' the filing's). */
function withYears(table: PageTable, years: FiledPdfYears, fyStartMonth: number): PageTable {
  return {
    ...table,
    columns: table.columns.map((c) => {
      if (c.period && isFyLabel(c.period, fyStartMonth)) return c;
      const period = resolvedYear(headingYear(c.header, { fyStartMonth }), years);
      return period ? { ...c, period } : c;
    }),
  };
}

/**
 * A table printed with the years as rows and the figures as columns ('Year | Scope 1 emissions
 * (tCO2e) | Scope 2 emissions (tCO2e)', then a row per year), turned so each column heading is a
 * row and each year a column, as SEBI prints them. Years grouped under headings ('Permanent
 * Employees' over 'FY 2024-25 | 14.8% | 21.6% | 16.9%' and the years before, columns 'Male |
 * Female | Total') make one row per heading with each year's columns side by side. null when its
 * rows are not all years.
 */
export function yearsAsColumns(table: PageTable, fyStartMonth = 4, years: FiledPdfYears | null = null): PageTable | null {
  if (table.rows.length < 1 || table.columns.some((c) => c.period)) return null;
  const periods = table.rows.map((r) => (r.sub || r.unit ? null : resolvedYear(headingYear(r.label, { fyStartMonth }), years)));
  if (periods.some((p) => !p || !isFyLabel(p, fyStartMonth))) return null;
  if (table.columns.some((c) => !c.header)) return null;
  const headings = [...new Set(table.rows.map((r) => r.heading))];
  if (headings.length === 1 && !headings[0]) {
    return {
      ...table,
      columns: table.rows.map((r, k) => ({ left: k, right: k, header: r.label, period: periods[k] })),
      rows: table.columns.map((c, i) => ({ label: c.header, heading: "", unit: "", sub: "", values: table.rows.map((r) => r.values[i]), top: 0 })),
    };
  }
  // Each heading's years, in the order the first heading prints them; every heading the same years.
  const order = [...new Set(periods as string[])];
  const groups = headings.map((h) => table.rows.map((r, k) => ({ r, p: periods[k]! })).filter((x) => x.r.heading === h));
  if (headings.some((h) => !h) || groups.some((g) => g.length !== order.length || order.some((p) => !g.some((x) => x.p === p)))) return null;
  return {
    ...table,
    columns: order.flatMap((p, y) => table.columns.map((c, i) => ({ left: y * 100 + i, right: y * 100 + i, header: `${c.header}`, period: p }))),
    rows: groups.map((g, n) => ({
      label: headings[n],
      heading: "",
      unit: "",
      sub: "",
      values: order.flatMap((p) => g.find((x) => x.p === p)!.r.values),
      top: g[0].r.top,
    })),
  };
}

const FACT_LABELS: Array<[ProfileFactKey, RegExp]> = [
  ["cin", /corporate\s+identity\s+number|\bCIN\b/i],
  ["name", /^(?:\d+\.\s*)?name\s+of\s+the\s+(?:listed\s+)?entity/i],
  ["incorporation_year", /year\s+of\s+incorporation/i],
  ["registered_address", /registered\s+office\s+address/i],
  ["corporate_address", /corporate\s+(?:office\s+)?address/i],
  ["reporting_boundary", /reporting\s+boundary/i],
  ["paid_up_capital", /paid[-\s]up\s+capital/i],
  ["website", /^(?:\d+\.\s*)?website/i],
  ["email", /^(?:\d+\.\s*)?e-?mail/i],
  ["telephone", /^(?:\d+\.\s*)?telephone/i],
];

/** Checks a fact's value has the shape its field takes; anything else is not proposed. */
function factValue(key: ProfileFactKey, raw: string): string | null {
  const v = raw.replace(/\s+/g, " ").trim();
  if (!v || v.length > 200) return null;
  switch (key) {
    case "cin": {
      const m = /\b([LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6})\b/.exec(v.toUpperCase());
      return m ? m[1] : null;
    }
    case "incorporation_year": {
      const m = /\b(18\d{2}|19\d{2}|20\d{2})\b/.exec(v);
      return m ? m[1] : null;
    }
    case "reporting_boundary":
      return /consolidated/i.test(v) ? "consolidated" : /standalone/i.test(v) ? "standalone" : null;
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? v : null;
    default:
      return v;
  }
}

/** A page's lines printed as 'n. Label | value' or 'n. Label: value'. */
function labelValueLines(lines: readonly Line[]): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  for (const line of lines) {
    const chunks = line.chunks.map((c) => c.text).filter((t) => !/^\d{1,2}\.?$/.test(t));
    if (chunks.length >= 2) {
      out.push({ label: chunks[0].replace(/^\d{1,2}\.\s*/, ""), value: chunks.slice(1).join(" ") });
      continue;
    }
    const m = /^(.{6,90}?)\s*[:–]\s+(.+)$/.exec(lineText(line));
    if (m) out.push({ label: m[1].replace(/^\d{1,2}\.\s*/, ""), value: m[2] });
  }
  return out;
}

/**
 * SEBI's single figures laid out as column headings over one line of answers ('(ii) Turnover (in ₹
 * lakh) | (iii) Net worth (in ₹ lakh)' over 'Yes | 3,29,415.62 | 1,12,860.05'): each figure with
 * the heading over it, its lines joined, up to a line with figures of its own.
 */
function headedValues(lines: readonly Line[]): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  lines.forEach((line, n) => {
    const figures = line.chunks.filter((c) => isFigureText(c.text));
    if (!figures.length || (n + 1 < lines.length && lines[n + 1].chunks.some((c) => isFigureText(c.text)))) return;
    if (n > 0 && lines[n - 1].chunks.some((c) => isFigureText(c.text))) return;
    for (const f of figures) {
      const parts: string[] = [];
      for (let k = n - 1; k >= 0 && n - k <= 6 && lines[k + 1].top - lines[k].top <= 30; k--) {
        const over = lines[k].chunks.filter((c) => c.x < f.right && c.right > f.x);
        // (A line with nothing over the figure is another heading's wrapped line.)
        if (!over.length) continue;
        // A title across the page ('22. Turnover rate for …') is no figure's heading: a heading sits right of the line's first cell.
        if (over.length > 1 || isFigureText(over[0].text) || over[0].x <= line.chunks[0].right) break;
        parts.unshift(over[0].text);
      }
      if (parts.length) out.push({ label: parts.join(" "), value: f.text });
    }
  });
  return out;
}

// '(ii) Turnover (in ₹ lakh): 3,29,415.62': an item number, its label (one bracket allowed) and a figure with its currency and scale.
const INLINE_FIELD =
  /\(\s*(?:i{1,3}|iv|v|vi)\s*\)\s*([A-Za-z][^:()]{2,60}?(?:\s*\([^()]{1,30}\))?)\s*[:–-]\s*((?:₹|Rs\.?|INR)?\s*\(?\d[\d,]*(?:\.\d+)?\)?(?:\s*(?:crores?|lakhs?|million|mn|billion))?)(?![\d,.]*\d)/g;

/**
 * SEBI's numbered items printed as running text, one after another and wrapped over lines ('(ii)
 * Turnover (in ₹ lakh): 3,29,415.62 (iii) Net worth (in ₹ lakh): 1,12,860.05'): each item's label and
 * figure, for the single figures SEBI asks for (fieldMetric checks the label is SEBI's).
 */
function inlineFields(page: string): Array<{ label: string; value: string }> {
  const text = page.replace(/\s+/g, " ");
  return [...text.matchAll(INLINE_FIELD)].map((m) => ({ label: m[1].trim(), value: m[2].trim() }));
}

/** Section A's details printed as 'n. Label | value' or 'n. Label: value', one a line. */
export function sectionAFacts(pageLines: readonly Line[][]): ProfileFacts {
  const facts: ProfileFacts = {};
  for (const lines of pageLines) {
    for (const { label, value } of labelValueLines(lines)) {
      for (const [key, re] of FACT_LABELS) {
        if (facts[key] || !re.test(label)) continue;
        const v = factValue(key, value);
        if (v) facts[key] = v;
        break;
      }
    }
  }
  return facts;
}

/**
 * Reads a filed BRSR PDF (its pages' text and positioned items, lib/extraction/pdf.ts) into
 * proposals by cell and year. `fyStartMonth`: the company's, which years are named by.
 */
export function readFiledPdf(
  pages: readonly string[],
  layouts: readonly (PageLayout | undefined)[],
  { fyStartMonth = 4 }: { fyStartMonth?: number } = {},
): FiledPdfReading {
  const years = filingYears(pages, fyStartMonth);
  const dashIsNil = DASH_IS_NIL.test(pages.join("\n"));
  const found: ExtractedMetric[] = [];
  const seen = new Set<string>();
  const pageLines = layouts.map((layout) => (layout ? linesOf(withoutFootnoteMarks(layout.items)) : null));
  const facts = sectionAFacts(pageLines.filter((l): l is Line[] => !!l));
  // Tables of the group or a subsidiary (not the filing's boundary) fill only what the entity's own tables leave; none in a standalone filing.
  const deferred: ExtractedMetric[] = [];
  let lastTable: PageTable | null = null;
  layouts.forEach((layout, index) => {
    const lines = pageLines[index];
    if (!layout || !lines) return;
    const propose = (m: ExtractedMetric) => {
      if (!m.cell || !filedYear(m, years)) return;
      const key = `${m.cell}|${m.period}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push(m);
    };
    const parts = columnsOf(lines, layout.width);
    let previous = lastTable;
    lastTable = null;
    for (const part of parts) {
      for (const printed of findTables(part, fyStartMonth)) {
        // A page's first table without headings, its figures in the columns of the table that ended the page before, goes on under that table's years.
        if (previous && parts.length === 1) continued(printed, previous, { overPage: true });
        previous = null;
        const turned = yearsAsColumns(printed, fyStartMonth, years) ?? groupsAsSubRows(printed) ?? sebiRowsAsColumns(printed) ?? printed;
        const dated = years ? withYears(turned, years, fyStartMonth) : turned;
        if (years && targetsTable(dated, years, fyStartMonth)) continue;
        const table = dashIsNil ? dashesAsNil(dated) : dated;
        lastTable = table;
        const metrics = tableMetrics(table, { page: index + 1, docPeriod: years?.cy });
        if (OTHER_SCOPE.test(table.title.slice(-120)) && facts.reporting_boundary !== "consolidated") deferred.push(...metrics);
        else for (const m of metrics) propose(m);
      }
    }
    for (const { label, value } of [...labelValueLines(lines), ...headedValues(lines), ...inlineFields(pages[index] ?? "")]) {
      const m = fieldMetric(label, value, { page: index + 1, docPeriod: years?.cy });
      if (m) propose(m);
    }
  });
  // Figures stated only in sentences (revenue from operations, E3(b)'s wages) fill what no table gave.
  const prose = years ? [...pppFactors(pages, years, fyStartMonth), ...proseFigures(pages, years, { fyStartMonth, boundary: facts.reporting_boundary })] : [];
  const rest = [...(facts.reporting_boundary === "standalone" ? [] : deferred), ...prose];
  for (const m of rest) {
    const key = `${m.cell}|${m.period}`;
    if (!m.cell || !filedYear(m, years) || seen.has(key)) continue;
    seen.add(key);
    found.push(m);
  }
  return { years, found, facts };
}

// A table of another scope than the entity's own, named in the words right above it ('Consolidated figures, including subsidiaries').
const OTHER_SCOPE = /\b(?:consolidated|subsidiar(?:y|ies)|group\s+(?:companies|entities|level|-wide)|joint\s+ventures?)\b/i;

/**
 * A table of targets for a later year ('Safety targets for FY 2026-27', a single column headed
 * 'Target'): its columns name no year of the filing's, and the question above it names targets and
 * a year after the filing's.
 */
function targetsTable(table: PageTable, years: FiledPdfYears, fyStartMonth: number): boolean {
  if (table.columns.some((c) => c.period === years.cy || c.period === years.py)) return false;
  // The year next to the word ('targets for FY 2026-27', 'FY 2026-27 goals'), not a target in a note's sentence above:
  // the title from the table's own question on ('3. a. Median remuneration …' after '… LTIFR target for FY 2025-26 …').
  const title = ownQuestion(table.title);
  for (const m of title.matchAll(new RegExp(TARGET_WORDS.source, "gi"))) {
    const near = title.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    const named = (near.match(periodRegex()) ?? []).map((p) => normalisePeriod(p, fyStartMonth)).filter((p) => isFyLabel(p, fyStartMonth));
    if (named.some((p) => p > years.cy)) return true;
  }
  return false;
}

/**
 * A filing proposes its own year and the year before (and the year before that where SEBI's
 * table asks three years: Section A Q22); a table of another year (an earlier report's, a target
 * year's) is not the filing's.
 */
function filedYear(m: ExtractedMetric, years: FiledPdfYears | null): boolean {
  if (!years) return true;
  if (m.period === years.cy || m.period === years.py) return true;
  return m.period === years.py2 && (cellByKey(m.cell!)?.years.includes("py2") ?? false);
}

/**
 * A page's text without its superscript footnote marks ('Total Scope 1 emissions¹ (tCO2e)'): a
 * digit or mark in a smaller size, raised, right after a word. Left in, it is a line of its own
 * above the row, read into the row's label ('1 Total Scope 1 …'), or a figure among the labels.
 */
export function withoutFootnoteMarks(items: readonly TextBox[]): TextBox[] {
  return items.filter(
    (b) =>
      !/^\s*(?:\d{1,2}|[*#†‡]{1,2}|[a-z])\s*$/.test(b.str) ||
      !items.some(
        (w) =>
          w !== b &&
          b.size <= w.size * 0.8 &&
          b.top < w.top - w.size * 0.15 &&
          b.top > w.top - w.size &&
          b.x >= w.x + w.w - 1.5 &&
          b.x <= w.x + w.w + w.size * 0.4 &&
          /[A-Za-z0-9)%]\s*$/.test(w.str),
      ),
  );
}

// A note that '-' stands for nil ('"-" denotes nil', '(-) indicates zero', "'-' is Nil", 'A dash (–) in any table means nil',
// 'Figures shown as "–" are nil'), which makes a year's dash cells 0; without one a dash may as well mean 'not applicable', and is no figure.
const NIL_VERB = String.raw`(?:denotes?|means?|indicates?|represents?|signif(?:y|ies)|stands?\s+for|refers?\s+to|is|are|=|:)\s*["'‘’“”]?(?:nil|zero|0\b|none\b)`;
const QUOTED_DASH = String.raw`(?:["'‘’“”(]\s*[-–—]\s*["'‘’“”)]|\b(?:dash(?:es)?|hyphens?)\b)`;
const DASH_IS_NIL = new RegExp(String.raw`(?:["'‘’“”(]?\s*[-–—]\s*["'‘’“”)]?\s*${NIL_VERB})|(?:${QUOTED_DASH}[^.;\n]{0,40}?\b${NIL_VERB})`, "i");

/**
 * A table with its dash cells read as 'Nil' where they are a year's figures: in a column with a
 * heading of its own. A dash under no heading is a unit column's ('Unit: -' for 'NA' figures).
 */
function dashesAsNil(table: PageTable): PageTable {
  const headed = (col: number) => !!(table.columns[col]?.period || table.columns[col]?.header.trim());
  return {
    ...table,
    rows: table.rows.map((r) =>
      r.dashes?.some(headed) ? { ...r, values: r.values.map((v, i) => (v === null && r.dashes!.includes(i) && headed(i) ? "Nil" : v)) } : r,
    ),
  };
}
