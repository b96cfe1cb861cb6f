import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { Line } from "@/lib/extraction/layout";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { columnsOf } from "@/lib/filings/page-columns";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// Two small tables printed side by side under 'Current Year' / 'Previous Year' (no financial year
// named), each side's headings on a baseline of its own, and another table across the page below:
// each side is read as a table of its own, its labels never joined to the other side's.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const SIX: Array<[number, number]> = [
  [40, 150],
  [160, 210],
  [220, 270],
  [310, 390],
  [400, 470],
  [480, 550],
];

async function read(pages: CellPage[]): Promise<ExtractedMetric[]> {
  const bytes = await makeCellPdf(pages, { columns: SIX, size: 7.5, labels: [0, 3] });
  const { pages: text, layouts } = await readPdfLayouts(bytes);
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("side-by-side tables headed 'Current Year' / 'Previous Year'", () => {
  it("reads each side's rows in its own columns", async () => {
    const found = await read([
      [
        YEAR,
        ["4. Input material sourced", "", "", "5. Wages in smaller towns", "", ""],
        ["", "", "", "^Location", "^Current Year", "^Previous Year"],
        ["", "^Current Year", "^Previous Year", "", "", ""],
        ["", "", "", "Rural", "5.2%", "4.8%"],
        ["Sourced from MSMEs", "22.4%", "20.9%", "", "", ""],
        ["Directly from within India", "71.5%", "69.8%", "Semi-urban", "11.6%", "12.4%"],
        ["", "", "", "Urban", "27.9%", "26.3%"],
        ["", "", "", "Metropolitan", "55.3%", "56.5%"],
        "Locations are classified as the RBI classifies the centres by population, across the whole page width.",
        "3. Number of consumer complaints in respect of the following",
        ["", "^Current Year", "^Previous Year", "^Remarks", "", ""],
        ["Data privacy", "4", "2", "Closed", "", ""],
      ],
    ]);
    expect(valueOf(found, "P8-E4-INDIA")).toBe("71.5");
    expect(valueOf(found, "P8-E4-INDIA", "FY 2023-24")).toBe("69.8");
    expect(valueOf(found, "P8-E5-SEMI-URBAN")).toBe("11.6");
    expect(valueOf(found, "P8-E5-RURAL", "FY 2023-24")).toBe("4.8");
    expect(valueOf(found, "P8-E5-METRO")).toBe("55.3");
    // The Semi-urban row's figures are never read as the India row's.
    expect(found.filter((m) => m.cell === "P8-E4-INDIA").map((m) => m.value)).not.toContain("11.6");
  });
});

// A page's lines as [top, [x, right, text] …]: the headings of the two sides on baselines of their own,
// prose under the left table, and a table across the page further down whose remarks follow its figures.
const linesOf = (rows: Array<[number, Array<[number, number, string]>]>): Line[] =>
  rows.map(([top, cells]) => ({ top, size: 8, chunks: cells.map(([x, right, text]) => ({ x, right, text, top, size: 8 })) }));

describe("the split of side-by-side tables", () => {
  it("splits at the right table's labels when both sides' headings name the same relative years", () => {
    const lines = linesOf([
      [
        95,
        [
          [40, 280, "4. Input material sourced from suppliers"],
          [306, 540, "5. Wages paid in smaller towns"],
        ],
      ],
      [
        120,
        [
          [175, 224, "Current Year"],
          [232, 285, "Previous Year"],
        ],
      ],
      [
        131,
        [
          [345, 378, "Location"],
          [427, 476, "Current Year"],
          [494, 547, "Previous Year"],
        ],
      ],
      [
        136,
        [
          [43, 160, "Sourced from MSMEs"],
          [205, 226, "22.4%"],
          [264, 285, "20.9%"],
        ],
      ],
      [
        145,
        [
          [309, 327, "Rural"],
          [466, 483, "5.2%"],
          [535, 552, "4.8%"],
        ],
      ],
      [
        161,
        [
          [43, 128, "Directly from within India"],
          [205, 226, "71.5%"],
          [264, 285, "69.8%"],
          [309, 349, "Semi-urban"],
          [462, 483, "11.6%"],
          [531, 552, "12.4%"],
        ],
      ],
      [
        178,
        [
          [309, 330, "Urban"],
          [462, 483, "27.9%"],
          [531, 552, "26.3%"],
        ],
      ],
      [
        194,
        [
          [40, 137, "imports are excluded."],
          [309, 352, "Metropolitan"],
          [462, 483, "55.3%"],
          [531, 552, "56.5%"],
        ],
      ],
      [280, [[40, 536, "1. Mechanisms to receive and respond to consumer complaints, across the whole page width"]]],
      [
        320,
        [
          [242, 290, "Current Year"],
          [434, 487, "Previous Year"],
        ],
      ],
      [
        369,
        [
          [43, 86, "Data privacy"],
          [215, 219, "3"],
          [273, 282, "Nil"],
          [307, 364, "See Q7"],
          [416, 420, "2"],
          [474, 483, "Nil"],
        ],
      ],
    ]);
    const parts = columnsOf(lines, 595);
    const right = parts.find((p) => p.some((l) => l.chunks.some((c) => c.text === "Rural")));
    expect(right?.some((l) => l.chunks.some((c) => c.text === "Directly from within India"))).toBe(false);
    expect(right?.find((l) => l.chunks.some((c) => c.text === "Semi-urban"))?.chunks.map((c) => c.text)).toEqual(["Semi-urban", "11.6%", "12.4%"]);
  });
});
