import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makePdf, type PdfPageLines } from "../helpers/make-pdf";

// KPI tables laid out by year rather than as SEBI's current / previous pair: a five-year trend
// headed by bare years ('2021 … 2025', each the financial year ending in it), and tables with the
// year as the first column ('FY 2024-25' or '2025'), two of them one above the other.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const row = (...cells: string[]) => cells;

async function read(pages: PdfPageLines[], columns: number[]): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makePdf(pages, { landscape: true, columns, size: 8 }));
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("tables with the years as columns or as rows", () => {
  it("reads a five-year trend headed by bare years as the filing's two years", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Environmental performance",
          row("Parameter", "Unit", "2021", "2022", "2023", "2024", "2025"),
          row("Total energy consumption", "GJ", "9,10,200", "9,45,000", "10,12,400", "10,80,500", "11,20,300"),
          row("Scope 1 emissions", "tCO2e", "41,200", "42,800", "44,100", "45,900", "46,300"),
          row("Total water withdrawal", "kL", "8,12,000", "8,30,500", "8,44,200", "8,60,100", "8,71,900"),
        ],
      ],
      [40, 220, 320, 410, 500, 580, 670],
    );
    expect(valueOf(found, "P6-E1-TOTAL")).toBe("11,20,300");
    expect(valueOf(found, "P6-E1-TOTAL", "FY 2023-24")).toBe("10,80,500");
    expect(valueOf(found, "P6-E7-S1")).toBe("46,300");
    expect(valueOf(found, "P6-E3-WITHDRAWAL", "FY 2023-24")).toBe("8,60,100");
    // The earlier years are not the filing's; the years are not figures.
    expect(found.every((m) => m.period === "FY 2024-25" || m.period === "FY 2023-24")).toBe(true);
    expect(found).toHaveLength(6);
  });

  it("reads two tables with the year as the first column, one above the other", async () => {
    const found = await read(
      [
        [
          YEAR,
          "GHG emissions",
          row("Year", "Scope 1 emissions (tCO2e)", "Total energy consumption (GJ)"),
          row("FY 2023-24", "45,900", "10,80,500"),
          row("FY 2024-25", "46,300", "11,20,300"),
          "",
          "Water",
          row("Year", "Total water withdrawal (kL)", "Total water consumption (kL)"),
          row("2024", "8,60,100", "6,10,000"),
          row("2025", "8,71,900", "6,20,500"),
        ],
      ],
      [40, 220, 420],
    );
    expect(valueOf(found, "P6-E7-S1", "FY 2023-24")).toBe("45,900");
    expect(valueOf(found, "P6-E1-TOTAL")).toBe("11,20,300");
    expect(valueOf(found, "P6-E3-WITHDRAWAL")).toBe("8,71,900");
    expect(valueOf(found, "P6-E3-CONSUMPTION", "FY 2023-24")).toBe("6,10,000");
    expect(found).toHaveLength(8);
  });
});
