import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { makePdf, type PdfPageLines } from "../helpers/make-pdf";

// Rows whose group is printed somewhere SEBI does not print it: a destination heading without
// figures after a destination row with figures, sub-rows without their dash, a group's name in the
// cell of its first lettered row, 'LTIFR – Employees' in one cell, an amount column beside a
// percentage. Each must land in its own cell, or in none.
const YEAR = "Financial year for which reporting is being done: 2024-25";
const LANDSCAPE = { landscape: true, columns: [40, 420, 520, 620, 720] };

async function read(pages: PdfPageLines[], options = LANDSCAPE): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makePdf(pages, options));
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("row groups printed out of SEBI's places", () => {
  it("reads a sub-row under the destination printed nearest above it, row or heading", async () => {
    const found = await read([
      [
        YEAR,
        "4. Water discharged by destination and level of treatment (in kilolitres)",
        ["Parameter", "FY 2024-25", "FY 2023-24"],
        ["(i) To Surface water", "1,500", "1,400"],
        ["- No treatment", "1,500", "1,400"],
        ["(ii) To Groundwater", "", ""],
        ["- No treatment", "50", "40"],
        "",
        ["(iii) To Seawater", "1,500", "1,300"],
        ["- No treatment", "1,200", "1,100"],
        ["- With treatment", "300", "200"],
        "(iv) Sent to third-parties",
        ["No treatment", "5,000", "4,000"],
        ["With treatment", "700", "600"],
        ["Total water discharged", "8,250", "7,040"],
      ],
    ]);
    expect(valueOf(found, "P6-E4-ii-NONE")).toBe("50");
    expect(valueOf(found, "P6-E4-iii-NONE")).toBe("1,200");
    expect(valueOf(found, "P6-E4-iii-TREATED", "FY 2023-24")).toBe("200");
    // Under the heading '(iv)', printed after the '(iii)' row, and without SEBI's dash.
    expect(valueOf(found, "P6-E4-iv-NONE")).toBe("5,000");
    expect(valueOf(found, "P6-E4-iv-TREATED", "FY 2023-24")).toBe("600");
    expect(valueOf(found, "P6-E4-TOTAL")).toBe("8,250");
    const iii = found.filter((m) => m.cell?.startsWith("P6-E4-iii-")).map((m) => m.value);
    expect(iii.sort()).toEqual(["1,100", "1,200", "200", "300"]);
  });

  it("reads a lettered row whose cell also holds the group's name as that letter's row", async () => {
    const found = await read(
      [
        [
          YEAR,
          "9. Open-ness of business",
          ["Parameter", "Metrics", "FY 2024-25", "FY 2023-24"],
          ["Concentration of Purchases", "a. Purchases from trading houses as % of total purchases", "12.5", "11.0"],
          ["", "b. Number of trading houses where purchases are made from", "40", "38"],
          ["", "c. Purchases from top 10 trading houses as % of total purchases from trading houses", "61.0", "59.0"],
        ],
      ],
      { landscape: true, columns: [40, 200, 600, 720] },
    );
    expect(valueOf(found, "P1-E9-PUR-a")).toBe("12.5");
    expect(valueOf(found, "P1-E9-PUR-a", "FY 2023-24")).toBe("11.0");
    expect(valueOf(found, "P1-E9-PUR-b")).toBe("40");
    expect(valueOf(found, "P1-E9-PUR-c")).toBe("61.0");
    expect(valueOf(found, "P1-E9-PUR-c", "FY 2023-24")).toBe("59.0");
  });

  it("reads 'LTIFR – Employees' as the employees' row, never as the all-staff figure", async () => {
    const found = await read([
      [
        YEAR,
        "11. Details of safety related incidents",
        ["Safety incident/number", "FY 2024-25", "FY 2023-24"],
        ["Lost Time Injury Frequency Rate (LTIFR) - Employees", "0.21", "0.30"],
        ["LTIFR (per one million-person hours worked) (Workers)", "0.55", "0.62"],
      ],
    ]);
    expect(valueOf(found, "P3-E11-LTIFR-employees")).toBe("0.21");
    expect(valueOf(found, "P3-E11-LTIFR-employees", "FY 2023-24")).toBe("0.30");
    expect(valueOf(found, "P3-E11-LTIFR-workers")).toBe("0.55");
    expect(found.some((m) => m.cell === "P3-E11-LTIFR-all")).toBe(false);
  });

  it("keeps an amount in ₹ lakh out of a percentage's cell, and reads the % column its year spans", async () => {
    const found = await read([
      [
        YEAR,
        "3. b. Gross wages paid to females as % of total wages paid by the entity",
        ["", "FY 2024-25", "FY 2023-24"],
        ["Gross wages paid to females (Rs. in lakh)", "4,210.50", "3,980.25"],
        "",
        "c. Spending on measures towards well-being of employees and workers",
        ["Parameter", "Amount (Rs. lakh)", "% of revenue", "Amount (Rs. lakh)", "% of revenue"],
        ["", "FY 2024-25", "", "FY 2023-24", ""],
        ["Cost incurred on well-being measures as a % of total revenue of the company", "1,250", "0.42", "1,100", "0.39"],
      ],
    ]);
    expect(found.some((m) => m.cell === "P5-E3b")).toBe(false);
    expect(valueOf(found, "P3-E1c")).toBe("0.42");
    expect(valueOf(found, "P3-E1c", "FY 2023-24")).toBe("0.39");
  });
});
