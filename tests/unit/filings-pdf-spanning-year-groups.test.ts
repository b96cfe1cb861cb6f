import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// A year's heading ('Current Year', 'Previous Year') centred over a group of columns, one of which is
// 'N.A.' all down (an entity with no workers): the figures keep their own columns' cells and years,
// never shifted into the 'N.A.' column's cell or the other year.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const SEVEN: Array<[number, number]> = [
  [40, 150],
  [160, 225],
  [235, 300],
  [310, 375],
  [385, 450],
  [460, 525],
  [530, 590],
];

async function read(pages: CellPage[]): Promise<ExtractedMetric[]> {
  const bytes = await makeCellPdf(pages, { columns: SEVEN, size: 7 });
  const { pages: text, layouts } = await readPdfLayouts(bytes);
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("year headings spanning groups of columns", () => {
  it("reads each group's figures under its own year, the 'N.A.' workers' column left empty", async () => {
    const found = await read([
      [
        YEAR,
        "2. Details of retirement benefits",
        ["^Benefits", "", "^Current Year", "", "", "^Previous Year", ""],
        [
          "",
          "^No. of\nemployees\ncovered (%)",
          "^No. of\nworkers\ncovered (%)",
          "^Deducted and\ndeposited\n(Y/N/N.A.)",
          "^No. of\nemployees\ncovered (%)",
          "^No. of\nworkers\ncovered (%)",
          "^Deducted and\ndeposited\n(Y/N/N.A.)",
        ],
        ["PF", "96.4%", "N.A.", "Y", "95.9%", "N.A.", "Y"],
        ["Gratuity", "100.0%", "N.A.", "N.A.", "99.5%", "N.A.", "N.A."],
        ["ESI", "22.5%", "N.A.", "Y", "24.0%", "N.A.", "Y"],
      ],
    ]);
    expect(valueOf(found, "P3-E2-PF-employees")).toBe("96.4");
    expect(valueOf(found, "P3-E2-PF-employees", "FY 2023-24")).toBe("95.9");
    expect(valueOf(found, "P3-E2-GRATUITY-employees", "FY 2023-24")).toBe("99.5");
    expect(valueOf(found, "P3-E2-ESI-employees")).toBe("22.5");
    expect(found.filter((m) => /^P3-E2-.*-workers$/.test(m.cell ?? ""))).toEqual([]);
  });
});
