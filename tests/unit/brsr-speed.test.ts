/**
 * The rules that keep the BRSR report of 10,000 entries under two seconds (bench/report.ts),
 * held here rather than only in comments (lib/reports/brsr/document.tsx).
 */
import fs from "node:fs";
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { questionnaireFrom } from "@/lib/brsr/service";
import { BrsrDocument } from "@/lib/reports/brsr/document";
import { ANNEX_FONTS, FALLBACK_FONTS, REPORT_FONTS } from "@/lib/reports/brsr/fonts";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/model";
import { monoTextInstalled } from "@/lib/reports/brsr/mono-text";
import { renderBrsrPdf } from "@/lib/reports/brsr/render";

// Rendering whole reports is slow on a busy two-core machine; the speed itself is the bench's to measure.
vi.setConfig({ testTimeout: 60_000 });

const entry = (i: number): ReportEntry => ({
  id: `e${i}`,
  framework: i % 2 ? "BRSR" : "GRI",
  category: "environmental",
  metric: i % 3 ? "Scope 1 emissions" : `Site ${i} diesel use`,
  value: String(1000 + i),
  numericValue: 1000 + i,
  unit: "tCO2e",
  // The report's two years: the data annex holds only those, and this test measures the annex at its largest.
  period: `FY ${2023 + (i % 2)}-${24 + (i % 2)}`,
  notes: "",
  source: "manual",
  createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, i)),
  auditCount: 1,
});

function reportOf(count: number) {
  const entries = Array.from({ length: count }, (_, i) => entry(i));
  return buildBrsrReport({
    company: { name: "Sahyadri Steel & Alloys Ltd", industry: "Manufacturing", location: "Pune", size: "1000+", description: null, frameworks: ["BRSR"] },
    profile: { financial_year_start_month: 4 },
    questionnaire: questionnaireFrom({ company: { id: "c", fyStartMonth: 4 }, entries }),
    entries,
    checklistCompleted: [],
    checklistUpdatedAt: null,
    kpis: [],
    generatedAt: new Date("2026-11-22T10:00:00Z"),
  });
}

type Node = { type: string; props: Record<string, unknown>; children: Node[] };

/** The document as react-pdf receives it: function components expanded, host elements kept. */
function tree(node: ReactNode): Node[] {
  if (Array.isArray(node)) return node.flatMap(tree);
  if (!isValidElement(node)) return [];
  const el = node as ReactElement<Record<string, unknown>>;
  if (typeof el.type === "function") return tree((el.type as (p: unknown) => ReactNode)(el.props));
  if (typeof el.type !== "string") return tree(el.props.children as ReactNode);
  return [{ type: el.type, props: el.props, children: tree(el.props.children as ReactNode) }];
}
const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
const count = (nodes: Node[], type: string) => all(nodes).filter((n) => n.type === type).length;

afterEach(() => vi.restoreAllMocks());

describe("what react-pdf lays out", () => {
  const small = tree(createElement(BrsrDocument, { report: reportOf(3) }));
  const large = tree(createElement(BrsrDocument, { report: reportOf(3000) }));

  it("has no render props: a page holding one is laid out again at every page break", () => {
    for (const nodes of [small, large]) expect(all(nodes).filter((n) => "render" in n.props)).toEqual([]);
  });

  it("is the cover and the annex's title only: its text nodes do not grow with the entries", () => {
    expect(count(large, "PAGE")).toBeGreaterThan(count(small, "PAGE") + 20);
    expect(count(large, "TEXT")).toBe(count(small, "TEXT"));
    expect(count(large, "VIEW")).toBe(count(small, "VIEW"));
    // Every page after the cover is painted by one canvas.
    const [doc] = large;
    for (const page of doc.children.slice(1)) expect(page.children.filter((c) => c.type === "CANVAS")).toHaveLength(1);
  });

  it("starts with the cover, which sets text in both faces the painters then select by name", () => {
    const [cover] = small[0].children;
    const weights = new Set(
      all([cover])
        .filter((n) => n.type === "TEXT")
        .map((n) => (n.props.style as { fontWeight?: string } | undefined)?.fontWeight ?? "normal"),
    );
    expect([...weights].sort()).toEqual(["bold", "normal"]);
  });
});

describe("the painted pages", () => {
  it("set each page's text in one block, the running header and footer last, through the text() wrapper installed at render", async () => {
    const warn = vi.spyOn(console, "warn");
    expect(monoTextInstalled()).toBe(false);
    const { pdf, pageCount } = await renderBrsrPdf(reportOf(400));
    expect(monoTextInstalled()).toBe(true);
    // The slow path (text() per line) says so.
    expect(warn).not.toHaveBeenCalled();
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const streams = await pageContents(pdf);
    expect(textObjects(streams[0])).toBeGreaterThan(10);
    for (let n = 2; n <= pageCount; n++) {
      const page = await doc.getPage(n);
      const items = (await page.getTextContent()).items.filter((i) => "str" in i && i.str.trim()) as { str: string }[];
      // One block of the page's own text (and the annex's head line), the draft mark (a report the
      // board has not approved) and the furniture's four runs; the annex's first page also has its
      // title, laid out by react-pdf (a run per line).
      const annexTitle = items[0]?.str.startsWith("Appendix 3: Data annex");
      expect(textObjects(streams[n - 1]), `page ${n}`).toBeLessThanOrEqual(annexTitle ? 11 : 7);
      expect(items.at(-1)?.str.trim(), `page ${n}`).toBe(`Page ${n} of ${pageCount}`);
    }
  });
});

/** Each page's content stream, decoded. */
async function pageContents(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const decode = (o: PDFObject | undefined): string[] => {
    const object = o && doc.context.lookup(o);
    if (object instanceof PDFArray) return object.asArray().flatMap(decode);
    if (object instanceof PDFRawStream) return [Buffer.from(decodePDFRawStream(object).decode()).toString("latin1")];
    return [];
  };
  return doc.getPages().map((page) => decode(page.node.Contents()).join("\n"));
}

/** The text objects (BT … ET) of a content stream. */
const textObjects = (content: string) => content.match(/(^|\s)BT(\s|$)/g)?.length ?? 0;

/** The tables of a TrueType font and the name IDs of its name table. */
function fontTables(file: string): { tables: Set<string>; nameIds: Set<number> } {
  const b = fs.readFileSync(file);
  const tables = new Map<string, number>();
  for (let i = 0; i < b.readUInt16BE(4); i++) tables.set(b.toString("latin1", 12 + 16 * i, 16 + 16 * i), b.readUInt32BE(12 + 16 * i + 8));
  const name = tables.get("name")!;
  const nameIds = new Set<number>();
  for (let i = 0; i < b.readUInt16BE(name + 2); i++) nameIds.add(b.readUInt16BE(name + 6 + 12 * i + 6));
  return { tables: new Set(tables.keys()), nameIds };
}

describe("the report fonts (scripts/strip-font-layout.mjs)", () => {
  it("have no OpenType layout tables, so fontkit maps characters without shaping", () => {
    for (const file of [...Object.values(REPORT_FONTS), ...Object.values(ANNEX_FONTS)]) {
      const { tables } = fontTables(file);
      for (const tag of ["GSUB", "GPOS", "GDEF"]) expect(tables.has(tag), `${file} ${tag}`).toBe(false);
    }
  });

  it("keep the body's legacy kerning, and a name table without the licence record pdfkit compares per run", () => {
    for (const file of Object.values(REPORT_FONTS)) {
      const { tables, nameIds } = fontTables(file);
      expect(tables.has("kern"), file).toBe(true);
      expect(nameIds.has(13), file).toBe(false);
    }
    for (const file of Object.values(ANNEX_FONTS)) expect(fontTables(file).tables.has("kern"), file).toBe(false);
  });

  it("but the Devanagari fallback keeps its layout tables: it is shaped, and only for the runs that need it", () => {
    for (const file of Object.values(FALLBACK_FONTS)) {
      const { tables } = fontTables(file);
      for (const tag of ["GSUB", "GPOS", "GDEF"]) expect(tables.has(tag), `${file} ${tag}`).toBe(true);
    }
  });
});
