import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, makePdf, type PdfPageLines } from "../helpers/make-pdf";

// Principle 3's E7 (union membership) and E8 (training) tables as landscape annual-report pages set
// them: a three-line heading (the year spanning its columns, the measure, then 'No. (B) | % (B/A)'),
// the labels' column headed 'Category', 'Total Permanent Employees' above its 'Male' and 'Female'
// rows printed without SEBI's dashes, and rows alike from table to table ('Male', 'Female',
// 'Total' under 'Employees') told apart by the question above them.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const row = (...cells: string[]) => cells;

async function read(pages: PdfPageLines[], columns: number[]): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makePdf(pages, { landscape: true, columns, size: 7 }));
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("P3 E7 and E8 tables in landscape with three heading lines", () => {
  it("reads E7 with the total row first and the labels' column headed 'Category'", async () => {
    const found = await read(
      [
        [
          YEAR,
          "7. Membership of employees and worker in association(s) or Unions recognised by the listed entity:",
          row("Category", "", "FY 2024-25", "", "", "FY 2023-24"),
          row("", "Total employees /", "No. of employees /", "", "Total employees /", "No. of employees /"),
          row("", "workers in respective", "workers who are part of", "% (B / A)", "workers in respective", "workers who are part of", "% (D / C)"),
          row("", "category (A)", "association(s) or Union (B)", "", "category (C)", "association(s) or Union (D)"),
          row("Total Permanent Employees", "1,500", "300", "20.0", "1,380", "250", "18.1"),
          row("Male", "1,200", "280", "23.3", "1,100", "230", "20.9"),
          row("Female", "300", "20", "6.7", "280", "20", "7.1"),
          row("Total Permanent Workers", "2,100", "1,890", "90.0", "1,990", "1,780", "89.4"),
          row("Male", "2,000", "1,800", "90.0", "1,900", "1,700", "89.5"),
          row("Female", "100", "90", "90.0", "90", "80", "88.9"),
        ],
      ],
      [40, 260, 340, 420, 520, 600, 680],
    );
    expect(valueOf(found, "P3-E7-EMPLOYEES-TOTAL-total")).toBe("1,500");
    expect(valueOf(found, "P3-E7-EMPLOYEES-MALE-members")).toBe("280");
    expect(valueOf(found, "P3-E7-EMPLOYEES-FEMALE-members-pct", "FY 2023-24")).toBe("7.1");
    // 'Male' under 'Total Permanent Workers' is the workers' row.
    expect(valueOf(found, "P3-E7-WORKERS-MALE-total")).toBe("2,000");
    expect(valueOf(found, "P3-E7-WORKERS-FEMALE-members", "FY 2023-24")).toBe("80");
    expect(found.filter((m) => m.cell?.startsWith("P3-E7-"))).toHaveLength(36);
  });

  it("reads E8 as training, not as another table of Male / Female / Total rows", async () => {
    const found = await read(
      [
        [
          YEAR,
          "8. Details of training given to employees and workers:",
          row("Category", "", "", "FY 2024-25 Current Financial Year", "", "", "", "", "FY 2023-24 Previous Financial Year"),
          row("", "Total (A)", "On Health and safety", "", "On Skill upgradation", "", "Total (D)", "On Health and safety", "", "On Skill upgradation"),
          row("", "", "No. (B)", "% (B/A)", "No. (C)", "% (C/A)", "", "No. (E)", "% (E/D)", "No. (F)", "% (F/D)"),
          "Employees",
          row("Male", "1,200", "900", "75.0", "600", "50.0", "1,100", "800", "72.7", "500", "45.5"),
          row("Female", "300", "240", "80.0", "150", "50.0", "280", "200", "71.4", "120", "42.9"),
          row("Total", "1,500", "1,140", "76.0", "750", "50.0", "1,380", "1,000", "72.5", "620", "44.9"),
          "Workers",
          row("Male", "2,000", "1,800", "90.0", "400", "20.0", "1,900", "1,700", "89.5", "300", "15.8"),
          row("Female", "100", "90", "90.0", "20", "20.0", "90", "80", "88.9", "10", "11.1"),
          row("Total", "2,100", "1,890", "90.0", "420", "20.0", "1,990", "1,780", "89.4", "310", "15.6"),
        ],
      ],
      [40, 150, 212, 274, 336, 398, 470, 532, 594, 656, 718],
    );
    expect(valueOf(found, "P3-E8-EMPLOYEES-MALE-hs")).toBe("900");
    expect(valueOf(found, "P3-E8-EMPLOYEES-TOTAL-skill-pct", "FY 2023-24")).toBe("44.9");
    expect(valueOf(found, "P3-E8-WORKERS-FEMALE-total")).toBe("100");
    expect(valueOf(found, "P3-E8-WORKERS-TOTAL-hs", "FY 2023-24")).toBe("1,780");
    expect(found.every((m) => m.cell?.startsWith("P3-E8-"))).toBe(true);
    expect(found).toHaveLength(60);
  });
});

describe("P3 E2 with a two-level year heading and a Y/N column in each year", () => {
  it("reads each benefit's employees and workers percentages, the Y/N answers not part of the label", async () => {
    const { pages, layouts } = await readPdfLayouts(
      await makeCellPdf(
        [
          [
            YEAR,
            "2. Details of retirement benefits, for Current FY and Previous Financial Year",
            ["^Benefits", "", "^FY 2024-25\nCurrent Financial Year", "", "", "^FY 2023-24\nPrevious Financial Year", ""],
            [
              "",
              "^No. of\nemployees\ncovered as a\n% of total\nemployees",
              "^No. of\nworkers\ncovered as a\n% of total\nworkers",
              "^Deducted and\ndeposited with\nthe authority\n(Y/N/N.A.)",
              "^No. of\nemployees\ncovered as a\n% of total\nemployees",
              "^No. of\nworkers\ncovered as a\n% of total\nworkers",
              "^Deducted and\ndeposited with\nthe authority\n(Y/N/N.A.)",
            ],
            ["PF", "100%", "100%", "^Y", "100.0%", "100%", "^Y"],
            ["ESI", "12%", "64%", "^Y", "14%", "66%", "^N"],
            ["Others - please specify", "NA", "NA", "^N.A.", "NA", "NA", "^N.A."],
          ],
        ],
        {
          landscape: true,
          columns: [
            [40, 200],
            [210, 290],
            [300, 380],
            [390, 470],
            [480, 560],
            [570, 650],
            [660, 740],
          ],
        },
      ),
    );
    const found = readFiledPdf(pages, layouts).found;
    expect(valueOf(found, "P3-E2-PF-employees")).toBe("100");
    expect(valueOf(found, "P3-E2-PF-employees", "FY 2023-24")).toBe("100.0");
    expect(valueOf(found, "P3-E2-ESI-workers")).toBe("64");
    expect(valueOf(found, "P3-E2-ESI-workers", "FY 2023-24")).toBe("66");
    expect(found.some((m) => m.cell?.startsWith("P3-E2-OTHERS"))).toBe(false);
  });
});
