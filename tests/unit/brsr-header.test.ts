import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { questionnaireFrom } from "@/lib/brsr/service";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/model";
import { renderBrsrPdf } from "@/lib/reports/brsr/render";

const LONG_NAME = "Maharashtra State Electricity Distribution and Transmission Company Limited";
// With ' · FY 2024-25' after it, longer than the room beside the title.
const NAME = `${LONG_NAME} (formerly MSEB)`;

const entry = (id: string, value: number, period: string): ReportEntry => ({
  id,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: String(value),
  numericValue: value,
  unit: "tCO2e",
  period,
  notes: "",
  source: "manual",
  createdAt: new Date("2025-06-01T00:00:00Z"),
  auditCount: 1,
});

describe("the running header", () => {
  it("cuts a long company name and year with '…' rather than run over the title", async () => {
    const entries = [entry("a", 12, "April 2023 to March 2024"), entry("b", 14, "April 2024 to March 2025")];
    const report = buildBrsrReport({
      company: { name: NAME, industry: "Energy", location: "Mumbai", size: "1000+", description: null, frameworks: ["BRSR"] },
      profile: { financial_year_start_month: 4 },
      questionnaire: questionnaireFrom({ company: { id: "c", fyStartMonth: 4 }, entries }),
      entries,
      checklistCompleted: [],
      checklistUpdatedAt: null,
      kpis: [],
      generatedAt: new Date("2026-11-22T10:00:00Z"),
    });
    const { pdf } = await renderBrsrPdf(report);
    const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(2);
    const items = (await page.getTextContent()).items.filter((i) => "str" in i && i.str.trim()) as { str: string; transform: number[]; width: number }[];
    const top = Math.max(...items.map((i) => i.transform[5]));
    const header = items.filter((i) => Math.abs(i.transform[5] - top) < 0.5).sort((a, b) => a.transform[4] - b.transform[4]);
    const text = header.map((i) => i.str).join("");
    expect(text).toContain("Business Responsibility and Sustainability Report");
    expect(text).toContain(LONG_NAME);
    expect(text.trimEnd().endsWith("…")).toBe(true);
    const title = header.find((i) => i.str.includes("Sustainability Report"))!;
    const note = header.find((i) => i.str.includes("Maharashtra"))!;
    expect(note.transform[4]).toBeGreaterThan(title.transform[4] + title.width + 20);
  });
});
