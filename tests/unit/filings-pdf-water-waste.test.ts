import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makePdf, type PdfPageLines } from "../helpers/make-pdf";

// Principle 6's water and waste tables as annual reports lay them out: the unit in its own column,
// the water table split over two pages with its header repeated, "Nil" / "-" as zero, "NA" as no number.
const HEADER = ["Parameter", "Unit", "FY 2024-25", "FY 2023-24"];
const PAGES: PdfPageLines[] = [
  [
    "Kaveri Paper Mills Limited",
    "Financial year for which reporting is being done: 2024-25",
    "Principle 6 (figures in the tables below: '-' denotes Nil)",
    "3. Details of the following disclosures related to water:",
    HEADER,
    "Water withdrawal by source",
    ["(i) Surface water", "kL", "4,12,300", "3,98,750"],
    ["(ii) Groundwater", "kL", "86,420", "91,005"],
    ["(iii) Third party water", "kL", "Nil", "12,400"],
  ],
  [
    "Kaveri Paper Mills Limited",
    "Business Responsibility and Sustainability Report",
    HEADER,
    ["(iv) Seawater / desalinated water", "kL", "-", "-"],
    ["(v) Others", "kL", "NA", "NA"],
    ["Total volume of water withdrawal", "kL", "4,98,720", "5,02,155"],
    ["Total volume of water consumption", "kL", "3,61,900", "3,70,210"],
    "",
    "4. Water discharged by destination and level of treatment:",
    HEADER,
    ["(i) To Surface water", "", "", ""],
    ["- No treatment", "kL", "Nil", "2,100"],
    ["- With treatment - please specify level", "kL", "1,10,450", "1,05,300"],
    ["(iv) Sent to third-parties", "", "", ""],
    ["- No treatment", "kL", "-", "-"],
    ["- With treatment - please specify level", "kL", "26,370", "24,545"],
    ["Total water discharged", "kL", "1,36,820", "1,31,945"],
  ],
  [
    "9. Details related to waste management by the entity:",
    HEADER,
    ["Plastic waste (A)", "tonnes", "182.4", "170.9"],
    ["E-waste (B)", "tonnes", "6.2", "Nil"],
    ["Bio-medical waste (C)", "tonnes", "0.35", "0.41"],
    ["Radioactive waste (F)", "tonnes", "NA", "NA"],
    ["Other Hazardous waste (G)", "tonnes", "1,240", "1,198"],
    ["Other Non-hazardous waste generated (H)", "tonnes", "8,445.05", "8,141"],
    ["Total (A+B+C+D+E+F+G+H)", "tonnes", "9,874.6", "9,512.3"],
    "Waste recovered through recycling, re-using or other recovery operations",
    HEADER,
    ["(i) Recycled", "tonnes", "7,410", "7,020"],
    ["(ii) Re-used", "tonnes", "-", "15"],
    ["(iii) Other recovery operations", "tonnes", "NA", "NA"],
    "Waste disposed by nature of disposal method",
    HEADER,
    ["(i) Incineration", "tonnes", "12.5", "10.8"],
    ["(ii) Landfilling", "tonnes", "2,310", "2,405"],
  ],
];

describe("Principle 6 water and waste tables with a unit column, split over pages", () => {
  it("reads every row into its cell and year, Nil and - as 0, NA as nothing", async () => {
    const { pages, layouts } = await readPdfLayouts(await makePdf(PAGES));
    const { found } = readFiledPdf(pages, layouts);
    const at = (cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period);
    const value = (cell: string, period?: string) => at(cell, period)?.value;
    expect(value("P6-E3-i")).toBe("4,12,300");
    expect(value("P6-E3-ii", "FY 2023-24")).toBe("91,005");
    expect(value("P6-E3-iii")).toBe("0");
    expect(value("P6-E3-iii", "FY 2023-24")).toBe("12,400");
    // The second page, under the repeated header.
    expect(value("P6-E3-iv")).toBe("0");
    expect(at("P6-E3-v")).toBeUndefined();
    expect(value("P6-E3-WITHDRAWAL")).toBe("4,98,720");
    expect(at("P6-E3-CONSUMPTION")).toMatchObject({ value: "3,61,900", unit: "kL" });
    // Sub-rows by the destination above them.
    expect(value("P6-E4-i-NONE")).toBe("0");
    expect(value("P6-E4-i-NONE", "FY 2023-24")).toBe("2,100");
    expect(value("P6-E4-i-TREATED")).toBe("1,10,450");
    expect(value("P6-E4-iv-NONE")).toBe("0");
    expect(value("P6-E4-iv-TREATED", "FY 2023-24")).toBe("24,545");
    expect(value("P6-E4-TOTAL")).toBe("1,36,820");
    // Waste, the unit column saying "tonnes".
    expect(at("P6-E9-A")).toMatchObject({ value: "182.4", unit: "t" });
    expect(value("P6-E9-B", "FY 2023-24")).toBe("0");
    expect(value("P6-E9-C")).toBe("0.35");
    expect(at("P6-E9-F")).toBeUndefined();
    expect(value("P6-E9-G")).toBe("1,240");
    expect(value("P6-E9-H", "FY 2023-24")).toBe("8,141");
    expect(value("P6-E9-TOTAL", "FY 2023-24")).toBe("9,512.3");
    expect(value("P6-E9-REC-i")).toBe("7,410");
    expect(value("P6-E9-REC-ii")).toBe("0");
    expect(at("P6-E9-REC-iii")).toBeUndefined();
    expect(value("P6-E9-DIS-i")).toBe("12.5");
    expect(value("P6-E9-DIS-ii", "FY 2023-24")).toBe("2,405");
    // Nothing proposed twice, nothing outside the filing's two years.
    expect(new Set(found.map((m) => `${m.cell}|${m.period}`)).size).toBe(found.length);
    expect(found.every((m) => m.period === "FY 2024-25" || m.period === "FY 2023-24")).toBe(true);
  });
});

describe("a water table with the years as rows and the sources, without SEBI's (i)…(v), as columns", () => {
  it("reads each source by SEBI's label, Nil as 0 and NA as nothing", async () => {
    const { pages, layouts } = await readPdfLayouts(
      await makePdf([
        [
          "Narmada Ceramics Limited",
          "Financial year for which reporting is being done: 2024-25",
          "Water withdrawal by source",
          ["Year", "Surface water", "Third party", "Seawater /"],
          ["", "(kL)", "water (kL)", "desalinated (kL)"],
          ["FY 2024-25", "2,05,600", "Nil", "NA"],
          ["FY 2023-24", "1,98,020", "12,400", "NA"],
        ],
      ]),
    );
    const { found } = readFiledPdf(pages, layouts);
    const value = (cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;
    expect(value("P6-E3-i")).toBe("2,05,600");
    expect(value("P6-E3-i", "FY 2023-24")).toBe("1,98,020");
    expect(value("P6-E3-iii")).toBe("0");
    expect(value("P6-E3-iii", "FY 2023-24")).toBe("12,400");
    expect(found.some((m) => m.cell === "P6-E3-iv")).toBe(false);
  });
});
