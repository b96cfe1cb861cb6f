import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { questionnaireFrom } from "@/lib/brsr/service";
import { paginateAnnex } from "@/lib/reports/brsr/annex";
import { reportCoverage } from "@/lib/reports/brsr/fonts";
import { PLACEHOLDER as P, printable, printableReport } from "@/lib/reports/brsr/glyphs";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/model";
import { renderBrsrPdf } from "@/lib/reports/brsr/render";

// Rendering whole reports is slow on a busy two-core machine; the speed itself is the bench's to measure.
vi.setConfig({ testTimeout: 60_000 });

// DejaVu has no Devanagari: without the fallback font (Noto Sans Devanagari, given as printable's
// third argument) a Hindi name prints as one placeholder per character as read. With it, the name
// is kept (tests/unit/brsr-devanagari.test.ts).
const HINDI_NAME = "सह्याद्रि स्टील";
const HINDI_SHOWN = `${P}${P}${P} ${P}${P}`;
// How pdf.js reads the name back from the shaped glyphs: in visual order (the i-matra first).
const HINDI_READ = "सह्यािद्रस्टील";

describe("printable", () => {
  const { text, annex } = reportCoverage();

  it("keeps what the fonts draw: ASCII, ₹, accents, Greek, no-break spaces, line breaks", () => {
    for (const s of ["Scope 1 emissions", "₹ 1,250 crore", "Émissions – Zürich", "CO₂ · ΣΟΦΙΑ", "12,34,567\u00a0kL", "line one\nline two\tend"]) {
      expect(printable(s, text)).toBe(s);
    }
  });

  it("writes a letter and its combining accent as the one character the fonts have (NFC)", () => {
    expect(printable("Re\u0301union", text)).toBe("Réunion");
  });

  it("replaces each character the font cannot draw, a Devanagari syllable or an emoji sequence, by one placeholder", () => {
    expect(printable(HINDI_NAME, text)).toBe(HINDI_SHOWN);
    expect(printable(`${HINDI_NAME} Steel Ltd`, text)).toBe(`${HINDI_SHOWN} Steel Ltd`);
    // A colour emoji, a family (ZWJ), a skin tone, a flag, a keycap, an emoji-style heart.
    expect(printable("Plant 🏭 team 👨‍👩‍👧 ok 👍🏽 🇮🇳 1️⃣ ❤️", text)).toBe(`Plant ${P} team ${P} ok ${P} ${P} ${P} ${P}`);
    // Asked for as text (U+FE0E), a symbol the font has is printed plain.
    expect(printable("☀\ufe0e sunny", text)).toBe("☀ sunny");
    // A space the font lacks is a plain space.
    expect(printable("a\u2003b", new Set([..."ab "].map((c) => c.codePointAt(0)!)))).toBe("a b");
  });

  it("prints the annex for its own font, and keeps the entered text for the document's properties", () => {
    const report = { company: { name: `${HINDI_NAME} 🏭` }, generatedAt: new Date(0), annex: [{ metric: "पानी", value: "12 ✅" }] };
    const out = printableReport(report as never, { text, annex }) as unknown as typeof report;
    expect(out.company.name).toBe(`${HINDI_SHOWN} ${P}`);
    expect(out.annex[0]).toEqual({ metric: `${P}${P}`, value: `12 ${P}` });
    expect(out.generatedAt).toBeInstanceOf(Date);
    expect(report.company.name).toBe(`${HINDI_NAME} 🏭`);
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

describe("a report for a company named in Hindi", () => {
  it("prints the name and address in the fallback font, keeps it whole in the document's properties, and keeps the annex in line", async () => {
    const entries = [
      entry("a", "Plant 🏭 diesel 👨‍👩‍👧 use", "12 ✅️ done", null),
      entry("b", "पानी उपयोग", "14", 14),
      entry("c", "Scope 1 emissions", "4500", 4500),
    ];
    const report = buildBrsrReport({
      company: { name: `${HINDI_NAME} Ltd`, industry: "Manufacturing", location: "पुणे, महाराष्ट्र", size: "1000+", description: null, frameworks: ["BRSR"] },
      profile: { financial_year_start_month: 4, registered_address: "प्लॉट 12, चाकण एमआईडीसी, पुणे 410501" },
      questionnaire: questionnaireFrom({ company: { id: "c", fyStartMonth: 4 }, entries }),
      entries,
      checklistCompleted: [],
      checklistUpdatedAt: null,
      kpis: [],
      generatedAt: new Date("2026-11-22T10:00:00Z"),
    });
    const { pdf } = await renderBrsrPdf(report);
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { info } = await getMeta(doc);
    expect((info as { Title?: string }).Title).toBe(`BRSR Report FY 2024-25 — ${HINDI_NAME} Ltd`);

    const { text } = await extractText(doc, { mergePages: false });
    const pages = text as string[];
    const all = pages.join("\n");
    // Whitespace (pdf.js puts spaces where glyphs leave gaps) and control characters (a glyph shaping
    // added, such as the second half of ई, has no Unicode of its own) aside.
    const bare = (s: string) => s.normalize("NFC").replace(/[\s\p{Cc}]+/gu, "");
    // Cover, Section A Q2 and every running header: the name drawn, shaped, and no placeholder.
    expect(bare(pages[0])).toContain(`${HINDI_READ}Ltd`);
    expect(bare(pages[1])).toContain(`Nameofthelistedentity${HINDI_READ}Ltd`);
    expect(bare(pages[1])).toContain("12,चाकणएमआईडीसी,पुणे410501");
    for (const page of pages.slice(1)) expect(bare(page)).toContain(`${HINDI_READ}Ltd·FY2024-25`);
    expect(all).not.toContain(`${P}${P}`);
    // No empty .notdef glyph (read back as U+0000) and no emoji code point anywhere.
    expect(all).not.toMatch(/\u0000|\p{Emoji_Presentation}/u);

    // The annex: every row as wide as the table, in characters the annex font (or the fallback) has, emoji or not.
    const { annex, fallback } = reportCoverage();
    const rows = paginateAnnex(printableReport(report, reportCoverage()).annex).flat();
    expect(rows).toHaveLength(3);
    const widths = rows.map((r) => [...r.lines[0]].length);
    expect(new Set(widths).size).toBe(1);
    for (const r of rows)
      for (const ch of r.lines.join("")) expect(annex.has(ch.codePointAt(0)!) || fallback.has(ch.codePointAt(0)!), JSON.stringify(ch)).toBe(true);
  });
});
