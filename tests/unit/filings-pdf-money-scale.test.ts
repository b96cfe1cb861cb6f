import { describe, expect, it } from "vitest";
import { plainUnit, unitFactor } from "@/lib/extraction/convert";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// Money printed in thousands with the scale after the currency ("₹ '000", "Rs. in '000"), in a
// row's label or in a title's brackets beside a qualifier ('(standalone, ₹ '000)'): each figure is
// its printed amount × 1,000, never the bare printed amount.
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

describe("thousands written after the currency", () => {
  it.each([
    ["₹ '000", 1000],
    ["Rs. '000", 1000],
    ["INR ‘000", 1000],
    ["in ₹ '000", 1000],
    ["₹ in '000", 1000],
  ])("'%s' is ₹ × %d", (printed, factor) => {
    expect(plainUnit(printed)).toBe("₹ thousand");
    expect(unitFactor(printed, "₹")).toBe(factor);
  });

  it("leaves a bare '000 after other words alone", () => {
    expect(unitFactor("employees '000", "₹")).toBeNull();
  });
});

describe("a money table in Rs. '000", () => {
  it("scales rows whose label carries (Rs. '000)", async () => {
    const found = await read([
      [
        YEAR,
        "8. Number of days of accounts payables",
        ["^Particulars", "^FY 2024-25", "^FY 2023-24"],
        ["Accounts payable (Rs. '000)", "7,31,250", "6,98,400"],
        ["Cost of goods / services procured (Rs. '000)", "52,40,800", "49,12,300"],
      ],
    ]);
    expect(valueOf(found, "P1-E8-PAYABLE")).toBe("73,12,50,000");
    expect(valueOf(found, "P1-E8-PROCURED", "FY 2023-24")).toBe("4,91,23,00,000");
  });

  it("scales a table whose title brackets a qualifier and the unit together", async () => {
    const found = await read([
      [
        YEAR,
        "24. Turnover and net worth (audited, standalone; Rs. '000)",
        ["^Particulars", "^FY 2024-25", "^FY 2023-24"],
        ["Turnover", "3,15,600", "2,87,450"],
        ["Net worth", "1,04,920", "96,310"],
      ],
    ]);
    expect(valueOf(found, "A-24-TURNOVER")).toBe("31,56,00,000");
    expect(valueOf(found, "A-24-NETWORTH", "FY 2023-24")).toBe("9,63,10,000");
  });
});
