import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// Principle 6 as banks and power companies print it, tables drawn cell by cell: short year headings
// ('FY25 | FY24') centred over narrow right-aligned figures, a 'Please specify unit' heading wrapped
// in its cell above a Unit column in kg, labels wrapped over two or three lines with the figures on
// the first, the scale in the table's title only, and the GHG table beside the Scope 3 table with
// the waste table below both.
const YEAR = "Financial year for which reporting is being done: 2024-25";

async function read(pages: CellPage[], options: Parameters<typeof makeCellPdf>[1]): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makeCellPdf(pages, options));
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("P6 tables in bank and power-sector layouts", () => {
  it("reads centred 'FY25 | FY24' headings, a wrapped unit heading and labels wrapped under their figures", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in '000 GJ) and energy intensity",
          ["^Parameter", "", "^FY25", "^FY24"],
          ["From non-renewable sources", "", "", ""],
          ["Total electricity consumption\n(D)", "", "396.72", "401.30"],
          ["Total fuel consumption (E)", "", "28.40", "30.15"],
          ["Total energy consumed\n(A+B+C+D+E+F)", "", "438.37", "442.15"],
          "",
          "6. Please provide details of air emissions (other than GHG emissions) by the entity",
          ["^Parameter", "^Please specify\nunit", "^FY25", "^FY24"],
          ["NOx", "kg", "1,240", "1,310"],
          ["SOx", "kg", "86", "92"],
          ["Persistent organic\npollutants (POP)", "kg", "NA", "NA"],
          "",
          "3. Details of the following disclosures related to water",
          ["^Parameter", "", "^FY25", "^FY24"],
          ["(ii) Groundwater (in kilolitres)", "", "42,150", "40,980"],
          ["(iii) Third party water\n(municipal supply)\n(in kilolitres)", "", "3,18,420", "3,05,110"],
          ["Total volume of water\nconsumption (in kilolitres)", "", "3,60,570", "3,46,090"],
        ],
      ],
      {
        columns: [
          [40, 250],
          [260, 340],
          [350, 440],
          [450, 540],
        ],
      },
    );
    expect(valueOf(found, "P6-E1-D")).toBe("3,96,720");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("30,150");
    expect(valueOf(found, "P6-E1-TOTAL")).toBe("4,38,370");
    expect(found.find((m) => m.cell === "P6-E6-NOX" && m.period === "FY 2024-25")).toMatchObject({ value: "1.24", unit: "t" });
    expect(valueOf(found, "P6-E6-SOX", "FY 2023-24")).toBe("0.092");
    expect(found.some((m) => m.cell === "P6-E6-POP")).toBe(false);
    expect(valueOf(found, "P6-E3-iii")).toBe("3,18,420");
    expect(valueOf(found, "P6-E3-CONSUMPTION", "FY 2023-24")).toBe("3,46,090");
  });

  it("reads two tables side by side as two, and the table below them whole", async () => {
    const found = await read(
      [
        [
          YEAR,
          ["7. Details of greenhouse gas emissions", "", "", "2. Details of Scope 3 emissions", "", ""],
          ["Parameter", "^FY25", "^FY24", "Parameter", "^FY25", "^FY24"],
          ["Total Scope 1 emissions\n(tCO2e)", "8,412", "8,950", "Total Scope 3 emissions\n(tCO2e)", "41,220", "39,870"],
          ["Total Scope 2 emissions\n(tCO2e)", "78,905", "81,230", "", "", ""],
          "",
          "9. Details related to waste management by the entity (in metric tonnes)",
          ["Parameter", "^FY25", "^FY24"],
          ["Plastic waste (A)", "12.4", "14.1"],
          ["E-waste (B)", "38.6", "41.0"],
          ["Total (A+B+C+D+E+F+G+H)", "362.3", "351.2"],
        ],
      ],
      {
        columns: [
          [40, 150],
          [160, 215],
          [220, 275],
          [300, 420],
          [430, 485],
          [490, 545],
        ],
        labels: [0, 3],
      },
    );
    expect(found.find((m) => m.cell === "P6-E7-S1" && m.period === "FY 2024-25")?.sentence).toMatch(/^Total Scope 1 emissions \(tCO2e\) \|/);
    expect(valueOf(found, "P6-E7-S2", "FY 2023-24")).toBe("81,230");
    expect(valueOf(found, "P6-L2-S3")).toBe("41,220");
    expect(valueOf(found, "P6-L2-S3", "FY 2023-24")).toBe("39,870");
    expect(valueOf(found, "P6-E9-B")).toBe("38.6");
    expect(valueOf(found, "P6-E9-TOTAL", "FY 2023-24")).toBe("351.2");
  });
});

describe("superscript footnote marks in row labels", () => {
  it("reads '(ii) Groundwater¹' as SEBI's row, the mark neither a label nor a figure", async () => {
    const found = await read(
      [
        [
          YEAR,
          "3. Details of the following disclosures related to water (in kilolitres)",
          ["^Parameter", "", "^FY25", "^FY24"],
          ["(i) Surface water^{1}", "", "12,400", "11,900"],
          ["(ii) Groundwater^{2}", "", "42,150", "40,980"],
          ["Total volume of water consumption^{3} (in kilolitres)", "", "54,550", "52,880"],
        ],
      ],
      {
        columns: [
          [40, 250],
          [260, 340],
          [350, 440],
          [450, 540],
        ],
      },
    );
    expect(valueOf(found, "P6-E3-i")).toBe("12,400");
    expect(valueOf(found, "P6-E3-ii", "FY 2023-24")).toBe("40,980");
    expect(valueOf(found, "P6-E3-CONSUMPTION")).toBe("54,550");
    expect(found.every((m) => !/^\d/.test(m.sentence))).toBe(true);
  });
});

describe("the BRSR Core annexure's S. No. | Attribute | Parameter rows", () => {
  it("reads each row by its Parameter cell, the attribute printed beside its first row only", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Annexure: BRSR Core",
          ["^S. No.", "^Attribute", "^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["4", "Enhancing employee\nwellbeing and safety", "Cost incurred on well-being\nmeasures as a % of total\nrevenue of the company", "0.42%", "0.39%"],
          ["", "", "Gross wages paid to females\nas % of total wages", "18.2%", "17.9%"],
          ["2", "Water footprint", "Total water\nconsumption (kL)", "3,60,570", "3,46,090"],
        ],
      ],
      {
        columns: [
          [40, 70],
          [80, 200],
          [210, 330],
          [340, 440],
          [450, 540],
        ],
        labels: [0, 1, 2],
      },
    );
    expect(valueOf(found, "P3-E1c")).toBe("0.42");
    expect(valueOf(found, "P3-E1c", "FY 2023-24")).toBe("0.39");
    expect(valueOf(found, "P5-E3b")).toBe("18.2");
    expect(valueOf(found, "P6-E3-CONSUMPTION", "FY 2023-24")).toBe("3,46,090");
  });
});

describe("today's E1 without its 'From renewable sources' band rows", () => {
  it("tells (A) renewable electricity from (D) non-renewable by the letters, in a table lettered to (D)", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in GJ) and energy intensity",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total electricity consumption (A)", "1,240", "1,180"],
          ["Total fuel consumption (B)", "96,410", "94,220"],
          ["Total energy consumed from renewable sources (A+B+C)", "97,650", "95,400"],
          ["Total electricity consumption (D)", "5,240", "5,180"],
          ["Total fuel consumption (E)", "6,410", "6,220"],
        ],
      ],
      {
        columns: [
          [40, 300],
          [310, 420],
          [430, 540],
        ],
      },
    );
    expect(valueOf(found, "P6-E1-A")).toBe("1,240");
    expect(valueOf(found, "P6-E1-B", "FY 2023-24")).toBe("94,220");
    expect(valueOf(found, "P6-E1-D")).toBe("5,240");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("6,220");
  });

  it("leaves the 2021 format's all-source (A), (B) unplaced when no row is lettered (D)", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in Joules or multiples) and energy intensity",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total electricity consumption (A)", "6,480", "6,360"],
          ["Total fuel consumption (B)", "1,02,820", "1,00,440"],
        ],
      ],
      {
        columns: [
          [40, 300],
          [310, 420],
          [430, 540],
        ],
      },
    );
    expect(found.some((m) => m.cell === "P6-E1-A" || m.cell === "P6-E1-B" || m.cell === "P6-E1-D")).toBe(false);
  });
});
