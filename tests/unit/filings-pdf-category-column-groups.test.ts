import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { groupsAsSubRows } from "@/lib/filings/column-groups";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// Staff categories printed as spanning column groups ('Employees' over 'Current Year | Previous
// Year', 'Workers' over the same) instead of SEBI's 'Category' sub-rows: each figure reaches its
// category's cell and year, never the all-staff cell the bare row label names.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const FIVE: Array<[number, number]> = [
  [40, 250],
  [260, 330],
  [340, 410],
  [420, 490],
  [500, 570],
];

async function read(pages: CellPage[]): Promise<ExtractedMetric[]> {
  const bytes = await makeCellPdf(pages, { columns: FIVE });
  const { pages: text, layouts } = await readPdfLayouts(bytes);
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("employees and workers as column groups", () => {
  it("reads each group as SEBI's sub-row of that category", async () => {
    const found = await read([
      [
        YEAR,
        "11. Details of safety related incidents",
        ["^Safety incident / number", "^Employees", "", "^Workers", ""],
        ["", "^Current Year", "^Previous Year", "^Current Year", "^Previous Year"],
        ["Lost Time Injury Frequency Rate (LTIFR)\n(per one million person-hours worked)", "0.35", "0.42", "0.88", "0.97"],
        ["Total recordable work-related injuries", "23", "31", "57", "66"],
        ["No. of fatalities", "0", "0", "2", "1"],
        ["Permanent disabilities", "0", "1", "3", "0"],
      ],
    ]);
    expect(valueOf(found, "P3-E11-LTIFR-employees")).toBe("0.35");
    expect(valueOf(found, "P3-E11-LTIFR-workers", "FY 2023-24")).toBe("0.97");
    expect(valueOf(found, "P3-E11-TRI-employees", "FY 2023-24")).toBe("31");
    expect(valueOf(found, "P3-E11-TRI-workers")).toBe("57");
    expect(valueOf(found, "P3-E11-FATALITIES-workers")).toBe("2");
    // 'Permanent disabilities' is the row the questionnaire calls 'Number of permanent disabilities'.
    expect(valueOf(found, "P3-E11-PD-employees", "FY 2023-24")).toBe("1");
    expect(valueOf(found, "P3-E11-PD-workers")).toBe("3");
    expect(found.some((m) => m.cell === "P3-E11-LTIFR-all")).toBe(false);
  });

  it("leaves a table alone whose groups do not name the same columns", () => {
    const row = { label: "Injuries", heading: "", unit: "", sub: "", values: ["1", "2", "3"], top: 0 };
    const table = {
      title: "",
      columns: [
        { left: 0, right: 1, header: "Employees FY 2024-25", period: null },
        { left: 2, right: 3, header: "FY 2023-24", period: null },
        { left: 4, right: 5, header: "Workers FY 2024-25", period: null },
      ],
      rows: [row],
      lines: new Set<number>(),
    };
    expect(groupsAsSubRows(table)).toBeNull();
  });
});
