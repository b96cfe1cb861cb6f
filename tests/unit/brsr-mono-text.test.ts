import { createElement } from "react";
import { Canvas, Document, Page, Text, renderToBuffer } from "@react-pdf/renderer";
import { getDocumentProxy } from "unpdf";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ANNEX_FONTS } from "@/lib/reports/brsr/fonts";
import { installMonoText, MonoLines, monoTextInstalled, setMonoLines } from "@/lib/reports/brsr/mono-text";

const LINES = [
  { text: "    1 BRSR      environmental Scope 1 emissions\u00a0\u00a0\u00a012,34,567.25 tCO2e", x: 39, y: 80 },
  { text: "    2 GRI       social        Wages paid\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0₹ 4,50,000", x: 39, y: 88.2 },
  { text: "10,000 TCFD      governance    Board oversight (yes/no)", x: 39, y: 96.4 },
];

type Painter = Parameters<typeof setMonoLines>[0];

/** A one-page PDF whose canvas sets LINES either through setMonoLines or with pdfkit's text(). */
async function render(way: "block" | "text"): Promise<{ pdf: Buffer; block: MonoLines }> {
  const block = new MonoLines(ANNEX_FONTS.regular, 6.8, LINES);
  const paint = (painter: unknown) => {
    const p = painter as Painter;
    if (way === "block") setMonoLines(p, block);
    else {
      p.font(ANNEX_FONTS.regular).fontSize(6.8);
      for (const line of LINES) p.text(line.text, line.x, line.y, { lineBreak: false });
    }
    return null;
  };
  const doc = createElement(
    Document,
    null,
    createElement(
      Page,
      { size: "A4" },
      createElement(Text, null, "Annex"),
      createElement(Canvas, { style: { position: "absolute", top: 0, left: 0, width: 1, height: 1 }, paint }),
    ),
  );
  return { pdf: await renderToBuffer(doc), block };
}

/** Each text line of page 1 as pdf.js reads it: its text and where its first glyph sits. */
async function readLines(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const content = await (await proxy.getPage(1)).getTextContent();
  const byY = new Map<number, { x: number; text: string }>();
  for (const item of content.items) {
    if (!("str" in item) || !item.str) continue;
    const [x, y] = [item.transform[4], Math.round(item.transform[5] * 100) / 100];
    const line = byY.get(y) ?? { x, text: "" };
    line.x = Math.min(line.x, x);
    line.text += item.str;
    byY.set(y, line);
  }
  return [...byY.entries()].sort((a, b) => b[0] - a[0]).map(([y, l]) => ({ y, x: Math.round(l.x * 100) / 100, text: l.text }));
}

afterEach(() => vi.restoreAllMocks());

describe("installMonoText", () => {
  it("is what wraps pdfkit's text(): importing mono-text.ts changes nothing, installing twice wraps once", async () => {
    const PDFDocument = (await import("pdfkit")).default as unknown as { prototype: { text: unknown } };
    expect(monoTextInstalled()).toBe(false);
    const original = PDFDocument.prototype.text;
    installMonoText();
    expect(monoTextInstalled()).toBe(true);
    const wrapped = PDFDocument.prototype.text;
    expect(wrapped).not.toBe(original);
    installMonoText();
    expect(PDFDocument.prototype.text).toBe(wrapped);
  });
});

describe("MonoLines", () => {
  beforeAll(() => installMonoText());

  it("goes into the page through the pdfkit react-pdf renders with", async () => {
    const { block } = await render("block");
    expect(block.written).toBe(true);
  });

  it("reads back exactly as pdfkit's own text() would set it: same text, same places", async () => {
    const fast = await readLines((await render("block")).pdf);
    const slow = await readLines((await render("text")).pdf);
    // pdf.js reads a run of (no-break) spaces as one space.
    expect(fast.map((l) => l.text)).toEqual(["Annex", ...LINES.map((l) => l.text.replace(/\s+/g, " ").trim())]);
    expect(fast).toEqual(slow);
  });

  it("switches font, size and colour line by line inside one block, in the order given", async () => {
    const styled = [
      { text: "Parameter", x: 40, y: 100, font: ANNEX_FONTS.bold, size: 8 },
      { text: "Total energy consumed (A+B+C+D+E+F)", x: 40, y: 112, color: "#1f2933" },
      { text: "7,50,000 GJ", x: 300, y: 112 },
      { text: "Not disclosed", x: 400, y: 112, color: "#616e7c" },
    ];
    const block = new MonoLines(ANNEX_FONTS.regular, 6.8, styled);
    const paint = (painter: unknown) => {
      setMonoLines(painter as Painter, block);
      return null;
    };
    const pdf = await renderToBuffer(
      createElement(
        Document,
        null,
        createElement(
          Page,
          { size: "A4" },
          createElement(Text, null, "Body"),
          createElement(Canvas, { style: { position: "absolute", top: 0, left: 0, width: 1, height: 1 }, paint }),
        ),
      ),
    );
    expect(block.written).toBe(true);
    const content = await (await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)).getTextContent();
    const items = content.items.filter((i) => "str" in i && i.str.trim()) as { str: string; fontName: string; height: number }[];
    // pdf.js cuts a line into words; in order, they make the lines in the order given.
    expect(items.map((i) => i.str.trim()).join(" ")).toBe(["Body", ...styled.map((l) => l.text)].join(" "));
    const at = (word: string) => items.find((i) => i.str.trim() === word)!;
    expect(at("Parameter").fontName).not.toBe(at("Total").fontName);
    expect(at("Total").fontName).toBe(at("disclosed").fontName);
    expect(at("Parameter").height).toBeCloseTo(8, 1);
    expect(at("Total").height).toBeCloseTo(6.8, 1);
  });

  it("falls back to one text() per line where pdfkit is not wrapped, and says so once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const calls: unknown[][] = [];
    // An unwrapped pdfkit prints the block as its toString(): nothing.
    const painter: Painter = {
      font: () => painter,
      fontSize: () => painter,
      fillColor: () => painter,
      text: (...args: unknown[]) => {
        calls.push(args);
        return painter;
      },
    };
    const block = new MonoLines(ANNEX_FONTS.regular, 6.8, LINES);
    setMonoLines(painter, block);
    setMonoLines(painter, new MonoLines(ANNEX_FONTS.regular, 6.8, LINES));
    expect(block.written).toBe(false);
    expect(String(calls[0][0])).toBe("");
    expect(calls.slice(1, 4)).toEqual(LINES.map((l) => [l.text, l.x, l.y, { lineBreak: false }]));
    expect(calls).toHaveLength(8);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
