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

  it("reads categories printed under each year ('April 2024 – March 2025' over 'Employees | Workers')", async () => {
    const found = await read([
      [
        YEAR,
        "11. Details of safety related incidents",
        ["^Safety incident / number", "^April 2024 – March 2025", "", "^April 2023 – March 2024", ""],
        ["", "^Employees", "^Workers", "^Employees", "^Workers"],
        ["Lost Time Injury Frequency Rate (LTIFR)", "0.12", "0.31", "0.18", "0.40"],
        ["Total recordable work-related injuries", "2", "19", "3", "25"],
        ["No. of fatalities", "Nil", "1", "Nil", "2"],
      ],
    ]);
    expect(valueOf(found, "P3-E11-LTIFR-employees")).toBe("0.12");
    expect(valueOf(found, "P3-E11-LTIFR-workers")).toBe("0.31");
    expect(valueOf(found, "P3-E11-TRI-employees", "FY 2023-24")).toBe("3");
    expect(valueOf(found, "P3-E11-TRI-workers", "FY 2023-24")).toBe("25");
    expect(valueOf(found, "P3-E11-FATALITIES-workers", "FY 2023-24")).toBe("2");
    expect(found.some((m) => m.cell === "P3-E11-LTIFR-all")).toBe(false);
  });

  it("reads levels of treatment printed as columns under each year as SEBI's sub-rows, dashes nil where the report says so", async () => {
    const found = await read([
      [
        "Financial year for which reporting is being done: 2024-25. A dash (–) in any table means nil.",
        "4. Details related to water discharged (in kilolitres)",
        ["^Destination", "^2025", "", "^2024", ""],
        ["", "^No treatment", "^With treatment", "^No treatment", "^With treatment"],
        ["(i) To Surface water", "–", "12,400", "–", "11,950"],
        ["(iv) Sent to third-parties (CETP,\nafter secondary treatment at our ETP)", "–", "61,360", "–", "58,980"],
      ],
    ]);
    expect(valueOf(found, "P6-E4-i-TREATED")).toBe("12,400");
    expect(valueOf(found, "P6-E4-i-NONE")).toBe("0");
    expect(valueOf(found, "P6-E4-iv-TREATED", "FY 2023-24")).toBe("58,980");
    expect(valueOf(found, "P6-E4-iv-NONE", "FY 2023-24")).toBe("0");
    expect(found.some((m) => m.cell === "P6-E4-iii-TREATED")).toBe(false);
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
