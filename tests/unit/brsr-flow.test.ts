import { reportMetrics } from "@/lib/reports/brsr/fonts";
import { CONTENT_W, FlowBuilder, MARGIN_BOTTOM, MARGIN_TOP, PAGE_H, paginate, textWidth, wrapText, type PageOps } from "@/lib/reports/brsr/flow";
import type { Grid } from "@/lib/reports/brsr/model";

const m = reportMetrics();
const texts = (page: PageOps) => [...page.text].sort((a, b) => a.y - b.y || a.x - b.x);

describe("wrapText", () => {
  it("wraps between words within the width, keeping every word", () => {
    const text = "Details of total energy consumption (in Joules or multiples) and energy intensity, from renewable and non-renewable sources";
    const lines = wrapText(m, text, 150, "regular", 8.5);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(m, line, "regular", 8.5)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe(text);
  });

  it("breaks a web link after its separators when it is wider than the column", () => {
    const url = "https://www.sahyadristeel.example/sustainability/policies/code-of-conduct.pdf";
    const lines = wrapText(m, url, 60, "regular", 7.5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(url);
    for (const line of lines) expect(textWidth(m, line, "regular", 7.5)).toBeLessThanOrEqual(60);
    expect(lines.slice(0, -1).every((l) => /[/.?&=_@-]$/.test(l))).toBe(true);
  });

  it("keeps the text's own line breaks and measures bold wider than regular", () => {
    expect(wrapText(m, "One\nTwo", 500, "regular", 8)).toEqual(["One", "Two"]);
    expect(textWidth(m, "Scope 1 emissions", "bold", 8)).toBeGreaterThan(textWidth(m, "Scope 1 emissions", "regular", 8));
  });
});

describe("paginate", () => {
  const grid = (rows: number): Grid => ({
    title: "Water withdrawal",
    head: [
      [
        { text: "", span: 1 },
        { text: "FY 2024-25 (Current Financial Year)", span: 1 },
        { text: "FY 2023-24 (Previous Financial Year)", span: 1 },
      ],
    ],
    widths: [2, 1, 1],
    rows: Array.from({ length: rows }, (_, i) => ({
      label: `Row ${i + 1} of a long table whose label takes two lines in the first column of three`,
      cells: [{ text: `${i + 1} kL` }, { text: "Not disclosed", muted: true }],
    })),
  });

  it("repeats the header on every page a table continues on, never splits a row, and stays within the page", () => {
    const f = new FlowBuilder(m);
    f.grid(grid(120));
    const pages = paginate(f.items);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      const lines = texts(page);
      expect(lines.filter((l) => l.text.startsWith("FY 2024-25"))).toHaveLength(1);
      for (const l of lines) {
        expect(l.y).toBeGreaterThanOrEqual(MARGIN_TOP);
        expect(l.y).toBeLessThan(PAGE_H - MARGIN_BOTTOM);
        expect(l.x + textWidth(m, l.text, l.face, l.size)).toBeLessThanOrEqual(36 + CONTENT_W + 0.01);
      }
    }
    // Every row's value is printed once, in order.
    const values = pages.flatMap((p) =>
      texts(p)
        .filter((l) => / kL$/.test(l.text))
        .map((l) => l.text),
    );
    expect(values).toEqual(Array.from({ length: 120 }, (_, i) => `${i + 1} kL`));
    // A row's two label lines are on the page of its value.
    for (const page of pages) {
      const lines = texts(page);
      const rows = lines.filter((l) => l.text.startsWith("Row ")).length;
      const kl = lines.filter((l) => / kL$/.test(l.text)).length;
      expect(rows).toBeGreaterThanOrEqual(kl);
    }
    // Not disclosed prints muted.
    expect(texts(pages[0]).find((l) => l.text === "Not disclosed")?.color).toBe("#616e7c");
  });

  it("moves a heading to the next page with the table's title, header and first row", () => {
    const f = new FlowBuilder(m);
    // Fill most of the first page with paragraph lines.
    for (let i = 0; i < 66; i++) f.text(`Line ${i + 1}`, { face: "regular", size: 8.5, color: "#000", lineHeight: 11 });
    f.heading("7. Provide details of greenhouse gas emissions", { face: "bold", size: 8.5, color: "#000", lineHeight: 11 }, 9, 3);
    f.grid(grid(3));
    const pages = paginate(f.items);
    expect(pages).toHaveLength(2);
    const second = texts(pages[1]).map((l) => l.text);
    expect(second[0]).toBe("7. Provide details of greenhouse gas emissions");
    expect(second).toContain("Water withdrawal");
    expect(second).toContain("1 kL");
    expect(texts(pages[0]).map((l) => l.text)).not.toContain("Water withdrawal");
  });

  it("starts a new page where asked, and keeps a page's top free of margins", () => {
    const f = new FlowBuilder(m);
    f.heading("Section A", { face: "bold", size: 14, color: "#000", lineHeight: 17 }, 0, 4);
    f.heading("Section B", { face: "bold", size: 14, color: "#000", lineHeight: 17 }, 20, 4, true);
    const pages = paginate(f.items);
    expect(pages).toHaveLength(2);
    expect(texts(pages[1])[0].y).toBeCloseTo(texts(pages[0])[0].y, 5);
  });
});
