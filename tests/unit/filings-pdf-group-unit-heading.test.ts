import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// A unit printed once, at the end of a group heading over the rows ('Water discharge by destination
// and level of treatment (in '000 kL)'), above numbered headings of their own ('(i) To surface water')
// whose sub-rows hold the figures: the unit reaches every sub-row, not only those right under it.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const THREE: Array<[number, number]> = [
  [40, 330],
  [350, 440],
  [450, 540],
];

async function read(pages: CellPage[]): Promise<ExtractedMetric[]> {
  const bytes = await makeCellPdf(pages, { columns: THREE });
  const { pages: text, layouts } = await readPdfLayouts(bytes);
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("a unit in a group heading over numbered headings", () => {
  it("scales the sub-rows of every numbered heading below it", async () => {
    const found = await read([
      [
        YEAR,
        "4. Details related to water discharged",
        ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
        "Water discharge by destination and level of treatment (in '000 kL)",
        "(i) To surface water",
        ["- No treatment", "1.25", "1.40"],
        ["- With treatment (tertiary, at the plant's own ETP)", "36.80", "34.15"],
        "(iv) Sent to third parties",
        ["- No treatment", "0.60", "0.55"],
        ["- With treatment (to a common effluent treatment plant)", "4.35", "3.90"],
      ],
    ]);
    expect(valueOf(found, "P6-E4-i-NONE")).toBe("1,250");
    expect(valueOf(found, "P6-E4-i-TREATED", "FY 2023-24")).toBe("34,150");
    expect(valueOf(found, "P6-E4-iv-NONE")).toBe("600");
    expect(valueOf(found, "P6-E4-iv-TREATED")).toBe("4,350");
  });

  it("does not carry a unit past a heading that is not numbered", async () => {
    const found = await read([
      [
        YEAR,
        "4. Details related to water discharged",
        ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
        "Water discharge by destination and level of treatment (in '000 kL)",
        "(i) To surface water",
        ["- With treatment (tertiary)", "36.80", "34.15"],
        "Water discharge to third parties, in kL",
        "(iv) Sent to third parties",
        ["- With treatment (to a common plant)", "4,350", "3,900"],
      ],
    ]);
    expect(valueOf(found, "P6-E4-i-TREATED")).toBe("36,800");
    expect(valueOf(found, "P6-E4-iv-TREATED")).toBe("4,350");
  });
});
