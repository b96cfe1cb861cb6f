/**
 * Devanagari in the BRSR report: kept by printable() where the fallback font
 * (Noto Sans Devanagari) draws it, measured shaped by flow.ts, and drawn shaped in that font.
 */
import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { questionnaireFrom } from "@/lib/brsr/service";
import { paginateAnnex } from "@/lib/reports/brsr/annex";
import { layoutBody, textWidth, wrapText } from "@/lib/reports/brsr/flow";
import { fallbackFonts, reportCoverage, reportMetrics } from "@/lib/reports/brsr/fonts";
import { fallbackRuns, PLACEHOLDER as P, printable, printableReport } from "@/lib/reports/brsr/glyphs";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/model";
import { renderBrsrPdf } from "@/lib/reports/brsr/render";

// Rendering whole reports is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

const NAME = "सह्याद्रि स्टील्स लिमिटेड";
const PLACE = "पुणे, महाराष्ट्र";
const ADDRESS = "प्लॉट 12, चाकण एमआईडीसी, पुणे 410501";
/**
 * How pdf.js reads the shaped name back (through the ToUnicode map of each glyph, in the order
 * drawn): in visual order, each i-matra (ि) before the consonant cluster it follows in the text.
 * That order is itself the proof of shaping: unshaped, the text would read back as typed.
 */
const NAME_READ = "सह्यािद्र स्टील्स िलिमटेड";
/**
 * Whitespace (pdf.js puts spaces where glyphs leave gaps) and control characters (a glyph shaping
 * added, such as the second half of ई, has no Unicode of its own and reads back as one) aside.
 */
const bare = (s: string) => s.normalize("NFC").replace(/[\s\p{Cc}]+/gu, "");

describe("printable keeps what the Devanagari fallback draws", () => {
  const { text, annex, fallback } = reportCoverage();

  it("keeps a Hindi company name and address whole, for the body and the annex", () => {
    for (const s of [NAME, PLACE, ADDRESS, `${NAME} Ltd`, "मराठी: सह्याद्री । ठीक ॥", "क्‍ष (eyelash ra, ZWJ)"]) {
      expect(printable(s, text, fallback)).toBe(s.normalize("NFC"));
      expect(printable(s, annex, fallback)).toBe(s.normalize("NFC"));
    }
  });

  it("still replaces what no font draws: emoji and sequences, and Devanagari without the fallback", () => {
    expect(printable(`${PLACE} 🏭 👨‍👩‍👧 🇮🇳`, text, fallback)).toBe(`${PLACE} ${P} ${P} ${P}`);
    expect(printable("पुणे", text)).toBe(`${P}${P}`);
    // A cluster must be the fallback's whole: a Latin letter carrying a Devanagari sign is not.
    expect(printable("a\u0951", text, fallback)).toBe(P);
  });

  it("cuts a line into runs of the body font and of the fallback, a space between Hindi words staying in the phrase", () => {
    expect(fallbackRuns("Scope 1 emissions")).toBeNull();
    expect(fallbackRuns(`${NAME} Ltd · FY 2024-25`)).toEqual([
      { text: NAME, fallback: true },
      { text: " Ltd · FY 2024-25", fallback: false },
    ]);
    expect(fallbackRuns(`Registered office ${ADDRESS}`)).toEqual([
      { text: "Registered office ", fallback: false },
      { text: "प्लॉट", fallback: true },
      { text: " 12, ", fallback: false },
      { text: "चाकण एमआईडीसी", fallback: true },
      { text: ", ", fallback: false },
      { text: "पुणे", fallback: true },
      { text: " 410501", fallback: false },
    ]);
  });
});

describe("flow.ts measures Devanagari shaped", () => {
  const m = reportMetrics();

  it("measures a Hindi run by the fallback's shaped advance, not by the body font's missing glyphs", () => {
    const font = fallbackFonts().regular;
    const shaped = (font.layout(NAME).advanceWidth / font.unitsPerEm) * 10;
    expect(textWidth(m, NAME, "regular", 10)).toBeCloseTo(shaped, 6);
    // Shaping joins the conjuncts: narrower than its glyphs one by one.
    const unshaped = [...NAME].reduce((w, ch) => w + (font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth / font.unitsPerEm) * 10, 0);
    expect(shaped).toBeLessThan(unshaped);
    expect(textWidth(m, `${NAME} Ltd`, "regular", 10)).toBeCloseTo(shaped + textWidth(m, " Ltd", "regular", 10), 6);
  });

  it("wraps Hindi by its shaped widths, breaking between words, and a long word between clusters", () => {
    const lines = wrapText(m, `${NAME} ${PLACE}`, 60, "regular", 10);
    expect(lines.join(" ")).toBe(`${NAME} ${PLACE}`);
    for (const line of lines) expect(textWidth(m, line, "regular", 10)).toBeLessThanOrEqual(60);
    const long = wrapText(m, "महाराष्ट्रमहाराष्ट्रमहाराष्ट्र", 30, "regular", 10);
    expect(long.join("")).toBe("महाराष्ट्रमहाराष्ट्रमहाराष्ट्र");
    expect(long.length).toBeGreaterThan(1);
    for (const line of long) expect(line).not.toMatch(/^[\u093e-\u094d]/); // no line starts with a matra or virama
  });
});

const entry = (id: string, metric: string, value: string, numericValue: number | null): ReportEntry => ({
  id,
  framework: "BRSR",
  category: "environmental",
  metric,
  value,
  numericValue,
  unit: "",
  period: "FY 2024-25",
  notes: "",
  source: "manual",
  createdAt: new Date("2025-06-01T00:00:00Z"),
  auditCount: 1,
});

export function hindiReport() {
  const entries = [entry("a", "पानी उपयोग (कुल)", "14 किलोलीटर", null), entry("b", "Scope 1 emissions", "4500", 4500), entry("c", "Plant 🏭 diesel", "12", 12)];
  return buildBrsrReport({
    company: { name: NAME, industry: "Manufacturing", location: PLACE, size: "1000+", description: null, frameworks: ["BRSR"] },
    profile: { financial_year_start_month: 4, registered_address: ADDRESS },
    questionnaire: questionnaireFrom({ company: { id: "c", fyStartMonth: 4 }, entries }),
    entries,
    checklistCompleted: [],
    checklistUpdatedAt: null,
    kpis: [],
    generatedAt: new Date("2026-11-22T10:00:00Z"),
  });
}

describe("a report for a company named in Hindi", () => {
  it("draws the name, place and address in Noto Sans Devanagari, shaped, and reads them back as typed", async () => {
    const report = hindiReport();
    const { pdf } = await renderBrsrPdf(report);
    if (process.env.BRSR_DEVANAGARI_PDF) fs.writeFileSync(process.env.BRSR_DEVANAGARI_PDF, pdf);
    // The fallback is embedded (a subset of each face used), beside the body fonts.
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);

    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(doc, { mergePages: false });
    const pages = (text as string[]).map(bare);
    const all = pages.join("\n");
    expect(all).not.toContain(P.repeat(2));
    // The cover (react-pdf's font fallback), Section A (painted), every running header (text()).
    expect(pages[0]).toContain(bare(NAME_READ));
    expect(pages[1]).toContain(`Nameofthelistedentity${bare(NAME_READ)}`);
    expect(pages[1]).toContain(`Registeredofficeaddress${bare(ADDRESS)}`);
    for (const page of pages.slice(1)) expect(page).toContain(`${bare(NAME_READ)}·FY2024-25`);
    // The annex, in the monospaced font's columns.
    expect(all).toContain("पानीउपयोग(कुल)14िकलोलीटरFY2024-25");
  });

  it("keeps the annex's Latin columns in line: a Devanagari run takes the cells of its code points", () => {
    const report = printableReport(hindiReport(), reportCoverage());
    const rows = paginateAnnex(report.annex).flat();
    const widths = rows.map((r) => [...r.lines[0]].length);
    expect(new Set(widths).size).toBe(1);
    expect(layoutBody(report, reportMetrics()).length).toBeGreaterThan(3);
  });
});
