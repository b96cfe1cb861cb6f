/**
 * The shortcuts that keep a 1,00,000-entry annex fast (lib/reports/brsr: format.ts, annex.tsx,
 * glyphs.ts, mono-text.ts) print exactly what the general paths print.
 */
import { createElement } from "react";
import { Canvas, Document, Page, Text, renderToBuffer } from "@react-pdf/renderer";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { layoutAnnex, paginateAnnex } from "@/lib/reports/brsr/annex";
import { fitChars, formatIndianCount, formatIndianNumber, padChars, wrapChars } from "@/lib/reports/brsr/format";
import { ANNEX_FONTS } from "@/lib/reports/brsr/fonts";
import { printable, printableReport, type CharSet } from "@/lib/reports/brsr/glyphs";
import type { AnnexRow, BrsrReport } from "@/lib/reports/brsr/model";
import { installMonoText, MonoLines, setMonoLines } from "@/lib/reports/brsr/mono-text";

// The general paths, as they were: character arrays throughout.
const fitSlow = (text: string, width: number) => {
  const chars = [...text.trim()];
  return chars.length <= width
    ? chars.join("")
    : `${chars
        .slice(0, Math.max(0, width - 1))
        .join("")
        .trimEnd()}…`;
};
function wrapSlow(text: string, width: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let chars = [...word];
    if (line.length && line.length + 1 + chars.length <= width) {
      line.push(" ", ...chars);
      continue;
    }
    if (line.length) lines.push(line.join(""));
    while (chars.length > width) {
      lines.push(chars.slice(0, width).join(""));
      chars = chars.slice(width);
    }
    line = chars;
  }
  if (line.length || !lines.length) lines.push(line.join(""));
  return lines;
}

const TEXTS = [
  "",
  "   ",
  "BRSR",
  "Scope 1 emissions",
  "  Total energy consumed (A+B+C+D+E+F)  ",
  "abcdefghijklmnopqrstuvwxyzabcdefghij",
  "Number of permanent employees and workers who received health and safety training at the Chakan and Talegaon plants",
  "₹4,50,000 crore",
  "पानी उपयोग (कुल) 14 किलोलीटर",
  "Emoji 😀😀 in the 🏭 metric name",
  "tab\tand\nnew line",
  "exactly10c",
];

describe("fixed-width cells without surrogates", () => {
  it("cut, wrap and pad exactly as the character-array paths", () => {
    for (const text of TEXTS)
      for (const width of [1, 3, 9, 10, 13, 24, 40]) {
        expect(fitChars(text, width), `${text} ${width}`).toBe(fitSlow(text, width));
        expect(wrapChars(text, width), `${text} ${width}`).toEqual(wrapSlow(text, width));
        for (const right of [false, true]) {
          const pad = "\u00a0".repeat(Math.max(0, width - [...text].length));
          expect(padChars(text, width, right)).toBe(right ? pad + text : text + pad);
        }
      }
  });
});

describe("formatIndianCount", () => {
  it("groups every count as formatIndianNumber does", () => {
    const powers = Array.from({ length: 16 }, (_, k) => 10 ** k).flatMap((p) => [p - 1, p, p + 1]);
    const counts = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      ...Array.from({ length: 10_000 }, (_, i) => 20_000 + i * 997),
      ...powers,
      Number.MAX_SAFE_INTEGER,
      0.5,
      -3,
      2.75,
      NaN,
    ];
    for (const n of counts) expect(formatIndianCount(n), String(n)).toBe(formatIndianNumber(n));
  });
});

const row = (i: number): AnnexRow => ({
  framework: i % 5 ? "BRSR" : "GRI",
  category: ["environmental", "social", "governance"][i % 3],
  metric: i % 7 ? `Metric ${i % 40}` : `A rather long metric name number ${i % 40} that needs a second line in the column`,
  value: i % 11 ? `${i},${i % 1000} kL` : "0.42 per million person-hours worked at the Chakan and Talegaon plants",
  period: i % 13 ? `FY 20${10 + (i % 15)}-${11 + (i % 15)}` : "Q3 FY 2024-25 (October to December)",
  source: "Manual entry",
  review: i % 4 ? "Draft" : "Approved RK",
  audit: 1 + (i % 3),
});

describe("layoutAnnex", () => {
  it("paginates as the rows' own heights do, and makes each row's lines on demand", () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(i));
    const layout = layoutAnnex(rows);
    const pages = paginateAnnex(rows);
    expect(layout.pages.map((p) => p.end - p.start)).toEqual(pages.map((p) => p.length));
    expect(layout.pages.at(-1)?.end).toBe(rows.length);
    // A page ends where the next row would not fit: the heights of each page's rows with the next row's exceed the room.
    const heights = pages.map((p) => p.reduce((sum, l) => sum + l.height, 0));
    expect(Math.max(...heights)).toBeLessThan(842 - 56 - 48);
    expect(layout.line(42)).toEqual(pages.flat()[42]);
  });
});

describe("printableReport's annex", () => {
  it("is mapStrings(printable) row by row, keeping the rows that need no change", () => {
    const covered: CharSet = { has: (cp) => cp < 0x2000 || cp === 0x20b9 };
    const annex = [row(1), { ...row(2), metric: "Emoji 😀 metric" }, { ...row(3), value: "₹4,50,000" }];
    const report = { annex, company: { name: "X" } } as unknown as BrsrReport;
    const out = printableReport(report, { text: covered, annex: covered }).annex;
    expect(out[0]).toBe(annex[0]);
    expect(out[1]).toEqual({ ...annex[1], metric: printable("Emoji 😀 metric", covered) });
    expect(out[1].metric).not.toBe(annex[1].metric);
    expect(out[2]).toEqual(annex[2]);
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

describe("MonoLines as literal strings", () => {
  beforeAll(() => installMonoText());

  it("writes glyph ids as escaped bytes that read back as the text", async () => {
    // Enough distinct characters that some glyph ids hold the bytes a literal string escapes: ( ) \ LF CR.
    const chars = [...Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i)), ..."¡¢£¤¥¦§¨©ª«"];
    const lines = [chars.slice(0, 60).join(""), chars.slice(60).join(""), "Scope 1 emissions\u00a0\u00a0\u00a01,23,456 tCO2e"].map((text, i) => ({
      text,
      x: 40,
      y: 100 + 10 * i,
    }));
    const block = new MonoLines(ANNEX_FONTS.regular, 6.8, lines);
    const paint = (painter: unknown) => {
      setMonoLines(painter as Parameters<typeof setMonoLines>[0], block);
      return null;
    };
    const pdf = await renderToBuffer(
      createElement(
        Document,
        null,
        createElement(
          Page,
          { size: "A4" },
          createElement(Text, null, "Annex"),
          createElement(Canvas, { style: { position: "absolute", top: 0, left: 0, width: 1, height: 1 }, paint }),
        ),
      ),
    );
    expect(block.written).toBe(true);
    const [content] = await pageContents(pdf);
    expect(content).toMatch(/\) Tj/);
    expect(content).toMatch(/\\[()\\nr]/);
    const items = (await (await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)).getTextContent()).items as { str: string }[];
    const text = items.map((i) => i.str).join("");
    for (const line of lines) expect(text.replace(/\s+/g, " ")).toContain(line.text.replace(/\s+/g, " "));
  });
});
