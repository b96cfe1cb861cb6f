import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makeCellPdf, type CellPage } from "../helpers/make-pdf";

// Layouts of SEBI's tables the reader missed, each on a fixture of its own with its own figures
// (the held-out sets, tests/fixtures/filings-heldout*, are measured, never fitted): footnote marks
// after figures, the waste table's recovery and disposal blocks under their spanning headings, …
const YEAR = "Financial year for which reporting is being done: 2024-25";

async function read(pages: CellPage[], options: Parameters<typeof makeCellPdf>[1]): Promise<ExtractedMetric[]> {
  const bytes = await makeCellPdf(pages, options);
  // DUMP_PDF=1 keeps each fixture (in the system's temporary folder) to look at when a case fails.
  if (process.env.DUMP_PDF) writeFileSync(path.join(tmpdir(), `${expect.getState().currentTestName?.slice(-60).replace(/\W+/g, "_")}.pdf`), bytes);
  const { pages: text, layouts } = await readPdfLayouts(bytes);
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

const FOUR: Array<[number, number]> = [
  [40, 250],
  [260, 340],
  [350, 440],
  [450, 540],
];
const THREE: Array<[number, number]> = [
  [40, 330],
  [350, 440],
  [450, 540],
];

describe("footnote marks after figures", () => {
  it("reads '512.40¹' as 512.40, the table's headings kept", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption ('000 GJ) and energy intensity",
          ["^Parameter", "", "^FY25", "^FY24"],
          ["From non-renewable sources", "", "", ""],
          ["Total electricity consumption\n(D)", "", "512.40^{1}", "498.10"],
          ["Total fuel consumption (E)", "", "61.25", "58.70^{2}"],
          "1 Grid electricity of 142.3 million kWh; 1 kWh = 0.0036 GJ. 2 Diesel for 812 DG sets.",
        ],
      ],
      { columns: FOUR },
    );
    expect(valueOf(found, "P6-E1-D")).toBe("5,12,400");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("58,700");
    expect(found.some((m) => /^(?:1|2|142\.3|0\.0036|812)$/.test(m.value))).toBe(false);
  });
});

describe("SEBI's waste table with its recovery and disposal blocks", () => {
  it("reads the rows under 'For each category of waste generated …' and 'Category of waste' in the years above", async () => {
    const found = await read(
      [
        [
          YEAR,
          "9. Details related to waste management by the entity, in the following format:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total Waste generated (in metric tonnes)", "", ""],
          ["Plastic waste (A)", "27.5", "31.2"],
          [
            "Other Non-hazardous waste generated (H). Please\nspecify, if any. (Break-up by composition i.e. by\nmaterials relevant to the sector)",
            "2,415.8",
            "2,288.1",
          ],
          ["Total (A+B+C+D+E+F+G+H)", "2,443.3", "2,319.3"],
          ["Waste intensity per rupee of turnover (Total waste\ngenerated / Revenue from operations)", "0.0000018", "0.0000019"],
          ["For each category of waste generated, total waste recovered through\nrecycling, re-using or other recovery operations (in metric tonnes)", "", ""],
          ["Category of waste", "", ""],
          ["(i) Recycled", "2,104.6", "1,987.0"],
          ["(ii) Re-used", "Nil", "12.5"],
          ["(iii) Other recovery operations", "Nil", "Nil"],
          ["Total", "2,104.6", "1,999.5"],
          ["For each category of waste generated, total waste disposed by nature of\ndisposal method (in metric tonnes)", "", ""],
          ["Category of waste", "", ""],
          ["(i) Incineration", "3.1", "2.7"],
          ["(ii) Landfilling", "335.6", "317.1"],
          ["(iii) Other disposal operations", "Nil", "Nil"],
          ["Total", "338.7", "319.8"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E9-H")).toBe("2,415.8");
    expect(valueOf(found, "P6-E9-REC-i")).toBe("2,104.6");
    expect(valueOf(found, "P6-E9-REC-ii", "FY 2023-24")).toBe("12.5");
    expect(valueOf(found, "P6-E9-REC-iii")).toBe("0");
    expect(valueOf(found, "P6-E9-DIS-i", "FY 2023-24")).toBe("2.7");
    expect(valueOf(found, "P6-E9-DIS-ii")).toBe("335.6");
    expect(valueOf(found, "P6-E9-DIS-iii", "FY 2023-24")).toBe("0");
  });
});

describe("the BRSR Core annexure (S. No. | Attribute | Parameter | years)", () => {
  it("reads each parameter into its own SEBI table's cell: amounts in Rs. lakh, 'Nil / NA' pairs, the locations, Core's wording of P9 E7(b)", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Annexure: BRSR Core - Key Performance Indicators",
          ["S. No.", "Attribute", "Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["1", "GHG footprint", "Total Scope 1 emissions (tCO2e)", "1,204", "1,311"],
          [
            "5",
            "Enhancing employee\nwellbeing and safety",
            "Spending on measures towards well-being of employees\nand workers - cost incurred as a % of total revenue",
            "0.52%",
            "0.48%",
          ],
          ["", "", "Cost incurred on well-being measures (Rs. lakh)", "6,512.40", "5,820.15"],
          ["", "", "Number of permanent disabilities (employees / workers)", "Nil / NA", "Nil / NA"],
          ["", "", "No. of fatalities (employees / workers)", "1 / NA", "Nil / NA"],
          ["6", "Enabling gender\ndiversity", "Gross wages paid to females (Rs. lakh)", "2,81,340.25", "2,55,120.80"],
          [
            "7",
            "Enabling inclusive\ndevelopment",
            "Job creation in smaller towns - wages paid to persons\nemployed in smaller towns as % of total wage cost",
            "",
            "",
          ],
          ["", "", "Rural", "Nil", "Nil"],
          ["", "", "Semi-urban", "4.8%", "4.1%"],
          ["", "", "Metropolitan", "77.0%", "76.4%"],
          [
            "8",
            "Fairness in engaging\nwith customers and\nsuppliers",
            "Instances involving loss / breach of data of customers as\na percentage of total data breaches or cyber security events",
            "0%",
            "0%",
          ],
          ["", "", "Number of days of accounts payable", "41", "44"],
        ],
      ],
      {
        columns: [
          [30, 50],
          [55, 150],
          [155, 400],
          [410, 480],
          [490, 560],
        ],
        labels: [0, 1, 2],
      },
    );
    expect(valueOf(found, "P6-E7-S1")).toBe("1,204");
    expect(found.find((m) => m.cell === "P3-E1c-COST" && m.period === "FY 2024-25")).toMatchObject({ value: "65,12,40,000", unit: "₹" });
    expect(valueOf(found, "P3-E11-PD-employees")).toBe("0");
    expect(valueOf(found, "P3-E11-FATALITIES-employees")).toBe("1");
    expect(valueOf(found, "P3-E11-FATALITIES-employees", "FY 2023-24")).toBe("0");
    expect(found.some((m) => m.cell?.endsWith("-workers"))).toBe(false);
    expect(valueOf(found, "P5-E3b-FEMALE", "FY 2023-24")).toBe("25,51,20,80,000");
    expect(valueOf(found, "P8-E5-SEMI-URBAN")).toBe("4.8");
    expect(valueOf(found, "P8-E5-METRO", "FY 2023-24")).toBe("76.4");
    expect(valueOf(found, "P9-E7-PCT")).toBe("0");
    expect(valueOf(found, "P1-E8", "FY 2023-24")).toBe("44");
  });
});

describe("Section A Q20 borderless, without S. No., bands in title case", () => {
  it("reads 'Permanent (D)' under 'Employees' as Q20(a)'s row 1, not as minimum wages' 'Permanent'", async () => {
    const found = await read(
      [
        [
          YEAR,
          "20. Details as at the end of Financial Year:",
          "a. Employees and workers (including differently abled):",
          ["Particulars", "^Total (A)", "^Male", "", "^Female", ""],
          ["", "", "^No. (B)", "^% (B / A)", "^No. (C)", "^% (C / A)"],
          ["Employees", "", "", "", "", ""],
          ["Permanent (D)", "3,120", "2,510", "80.4%", "610", "19.6%"],
          ["Other than Permanent (E)", "402", "331", "82.3%", "71", "17.7%"],
          ["Workers", "", "", "", "", ""],
          ["Permanent (F)", "4,010", "3,820", "95.3%", "190", "4.7%"],
          ["Other than Permanent (G)", "NA#", "NA#", "NA#", "NA#", "NA#"],
        ],
      ],
      {
        columns: [
          [40, 200],
          [210, 270],
          [280, 340],
          [350, 400],
          [410, 470],
          [480, 530],
        ],
      },
    );
    expect(valueOf(found, "A-20a-1-male")).toBe("2,510");
    expect(valueOf(found, "A-20a-2-female")).toBe("71");
    expect(valueOf(found, "A-20a-4-female")).toBe("190");
    expect(found.some((m) => m.cell?.startsWith("A-20a-5"))).toBe(false);
    expect(found.some((m) => m.cell?.startsWith("P5-"))).toBe(false);
  });
});

describe("rows in the company's own words beside SEBI's", () => {
  it("reads a lettered row with the company's specification and a figure with a Unicode superscript mark", async () => {
    const found = await read(
      [
        [
          YEAR,
          "9. Details related to waste management by the entity (in metric tonnes)",
          ["^Parameter", "", "^FY25", "^FY24"],
          ["Plastic waste (A)", "", "4.2", "3.9"],
          ["Other Hazardous waste (used oil\nand spent batteries) (G)", "", "7.4", "8.8"],
          ["Other Non-hazardous waste\ngenerated (H): paper and food", "", "1,216.5²", "1,140.2"],
        ],
      ],
      { columns: FOUR },
    );
    expect(valueOf(found, "P6-E9-G")).toBe("7.4");
    expect(valueOf(found, "P6-E9-H")).toBe("1,216.5");
    expect(valueOf(found, "P6-E9-H", "FY 2023-24")).toBe("1,140.2");
  });
});

describe("SEBI's 'Others' rows with what the others are", () => {
  it("reads '(v) Others - rainwater harvesting' as E3's (v), and P3 E2's 'Others (NPS)' under a heading wrapped over a Y/N column", async () => {
    const water = await read(
      [
        [
          YEAR,
          "3. Details of the following disclosures related to water",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Water withdrawal by source (in kilolitres)", "", ""],
          ["(iii) Third party water", "2,10,450", "1,98,200"],
          ["(v) Others - rainwater harvesting", "14,300", "9,700"],
          ["Other sources", "1,200", "1,100"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(water, "P6-E3-v")).toBe("14,300");
    expect(valueOf(water, "P6-E3-v", "FY 2023-24")).toBe("9,700");
    const benefits = await read(
      [
        [
          YEAR,
          "2. Details of retirement benefits, for Current FY and Previous Financial Year.",
          ["Benefits", "^FY 2024-25", "", "", "^FY 2023-24", "", ""],
          [
            "",
            "^No. of employees\ncovered as a %\nof total employees",
            "^No. of workers\ncovered as a %\nof total workers",
            "^Deducted and\ndeposited with the\nconcerned authority\n(Y/N/N.A.)",
            "^No. of employees\ncovered as a %\nof total employees",
            "^No. of workers\ncovered as a %\nof total workers",
            "^Deducted and\ndeposited with the\nconcerned authority\n(Y/N/N.A.)",
          ],
          ["PF", "100%", "100%", "Y", "100%", "100%", "Y"],
          ["ESI", "3.2%", "41.0%", "Y", "3.5%", "44.2%", "Y"],
          ["Others (NPS)", "12.4%", "NA", "Y", "10.9%", "NA", "Y"],
        ],
      ],
      {
        landscape: true,
        columns: [
          [40, 140],
          [150, 250],
          [260, 360],
          [370, 470],
          [480, 580],
          [590, 690],
          [700, 800],
        ],
      },
    );
    expect(valueOf(benefits, "P3-E2-ESI-workers", "FY 2023-24")).toBe("44.2");
    expect(valueOf(benefits, "P3-E2-OTHERS-employees")).toBe("12.4");
    expect(valueOf(benefits, "P3-E2-OTHERS-employees", "FY 2023-24")).toBe("10.9");
    expect(benefits.some((m) => m.cell === "P3-E2-OTHERS-workers")).toBe(false);
  });
});

describe("a complaints table with remarks wrapped in their cells", () => {
  it("reads each stakeholder group's counts, the remarks neither labels nor another table, the labels' heading wrapped over the year heading", async () => {
    const { pages: text, layouts } = await readPdfLayouts(
      await makeCellPdf(
        [
          [
            "Financial year for which reporting is being done: 2022-23",
            "23. Complaints/Grievances on any of the principles (Principles 1 to 9) under the National Guidelines on Responsible Business Conduct:",
            ["Stakeholder group from\nwhom complaint is received", "^FY23", "", "", "^FY22", "", ""],
            [
              "",
              "^Number of\ncomplaints\nfiled during\nthe year",
              "^Number of\ncomplaints\npending\nresolution at\nclose of the\nyear",
              "^Remarks",
              "^Number of\ncomplaints\nfiled during\nthe year",
              "^Number of\ncomplaints\npending\nresolution at\nclose of the\nyear",
              "^Remarks",
            ],
            ["Communities", "3", "Nil", "-", "5", "1", "-"],
            ["Shareholders", "41", "Nil", "Non-receipt of\ndividend, transfer\nof shares", "37", "1", "Resolved in\nApril 2022"],
            ["Customers", "1,206", "18", "Product quality\nand delivery", "1,154", "22", "-"],
          ],
        ],
        {
          landscape: true,
          columns: [
            [40, 200],
            [210, 290],
            [300, 380],
            [390, 480],
            [490, 570],
            [580, 660],
            [670, 780],
          ],
        },
      ),
    );
    const found = readFiledPdf(text, layouts).found;
    expect(valueOf(found, "A-25-SHAREHOLDERS-filed", "FY 2022-23")).toBe("41");
    expect(valueOf(found, "A-25-SHAREHOLDERS-pending", "FY 2021-22")).toBe("1");
    expect(valueOf(found, "A-25-CUSTOMERS-filed", "FY 2022-23")).toBe("1,206");
    expect(valueOf(found, "A-25-CUSTOMERS-pending", "FY 2021-22")).toBe("22");
    expect(found.find((m) => m.cell === "A-25-CUSTOMERS-filed")?.sentence).toMatch(/^Customers \|/);
    expect(found.some((m) => m.value === "2022")).toBe(false);
  });
});

describe("E4's first destination right under the block heading", () => {
  it("reads '- No treatment' / '- With treatment' under '(i) To Surface water', not under the heading above it", async () => {
    const found = await read(
      [
        [
          YEAR,
          "4. Details related to water discharged:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Water discharge by destination and level of\ntreatment (in kilolitres)", "", ""],
          ["(i) To Surface water", "", ""],
          ["- No treatment", "Nil", "1,450"],
          ["- With treatment - please specify level of\ntreatment (tertiary)", "2,71,600", "2,64,020"],
          ["(iv) Sent to third-parties", "", ""],
          ["- No treatment", "Nil", "Nil"],
          ["- With treatment - please specify level of\ntreatment (secondary)", "18,300", "17,950"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E4-i-NONE")).toBe("0");
    expect(valueOf(found, "P6-E4-i-NONE", "FY 2023-24")).toBe("1,450");
    expect(valueOf(found, "P6-E4-i-TREATED")).toBe("2,71,600");
    expect(valueOf(found, "P6-E4-iv-TREATED", "FY 2023-24")).toBe("17,950");
  });
});

describe("a sub-row printed in one label with its parent", () => {
  it("reads BRSR Core's 'Water discharge: sent to third-party - with treatment (…)' as E4's (iv) with treatment", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Annexure: BRSR Core - Key Performance Indicators",
          ["S. No.", "Attribute", "Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["2", "Water footprint", "Total volume of water consumption (kL)", "1,02,400", "98,230"],
          ["", "", "Water discharge: sent to third-party - with\ntreatment (secondary, municipal STP) (kL)", "2,12,170", "2,31,560"],
          ["", "", "Water discharge: sent to third-party - no treatment (kL)", "Nil", "Nil"],
        ],
      ],
      {
        columns: [
          [30, 50],
          [55, 150],
          [155, 400],
          [410, 480],
          [490, 560],
        ],
        labels: [0, 1, 2],
      },
    );
    expect(valueOf(found, "P6-E3-CONSUMPTION")).toBe("1,02,400");
    expect(valueOf(found, "P6-E4-iv-TREATED")).toBe("2,12,170");
    expect(valueOf(found, "P6-E4-iv-TREATED", "FY 2023-24")).toBe("2,31,560");
    expect(valueOf(found, "P6-E4-iv-NONE")).toBe("0");
    expect(found.some((m) => m.cell === "P6-E4-TOTAL" || m.cell?.startsWith("P6-L1"))).toBe(false);
  });
});

describe("SEBI's single figures as column headings over one line of answers", () => {
  it("reads the 2021 format's Q22 turnover and net worth in Rs. lakh from the headings over them", async () => {
    const { pages: text, layouts } = await readPdfLayouts(
      await makeCellPdf(
        [
          [
            "Financial year for which reporting is being done: 2022-23",
            "22.",
            [
              "^(i) Whether CSR is applicable\nas per section 135 of\nCompanies Act, 2013 (Yes/No)",
              "^(ii) Turnover\n(in Rs. lakh)",
              "^(iii) Net worth\n(in Rs. lakh)",
            ],
            ["^Yes", "^3,29,415.62", "^1,12,860.05"],
          ],
        ],
        {
          columns: [
            [40, 250],
            [260, 400],
            [410, 550],
          ],
        },
      ),
    );
    const found = readFiledPdf(text, layouts).found;
    expect(found.find((m) => m.cell === "A-24-TURNOVER")).toMatchObject({ value: "32,94,15,62,000", period: "FY 2022-23" });
    expect(valueOf(found, "A-24-NETWORTH", "FY 2022-23")).toBe("11,28,60,05,000");
    expect(found).toHaveLength(2);
  });
});

describe("the BRSR Core annexure with a Measurement column", () => {
  it("reads each figure in the unit its row's Measurement cell names: KT CO2e, Mn litres, kg; 'Rate', 'Number' and 'Days' name no scale", async () => {
    const found = await read(
      [
        [
          YEAR,
          "BRSR Core: Key Performance Indicators",
          ["S. No.", "Attribute", "Parameter", "Measurement", "^FY 2025", "^FY 2024"],
          [
            "1",
            "GHG footprint",
            "Total Scope 2 emissions (Break-up of the\nGHG into CO2, CH4, N2O, HFCs, PFCs,\nSF6, NF3, if available)",
            "KT CO2e",
            "7.36",
            "8.02",
          ],
          ["2", "Water footprint", "Total water consumption", "Mn litres", "318.4", "296.75"],
          ["4", "Circularity", "E-waste (B)", "MT", "3.4", "2.9"],
          ["", "", "Bio-medical waste (C)", "kg", "1,260", "980"],
          ["5", "Employee wellbeing\nand safety", "LTIFR: Workers", "Rate", "0.35", "0.41"],
          ["", "", "No. of fatalities: Employees", "Number", "Nil", "1"],
          ["8", "Fairness with\nsuppliers", "Number of days of accounts payable", "Days", "47.5", "52.0"],
        ],
      ],
      {
        columns: [
          [30, 50],
          [55, 140],
          [145, 330],
          [335, 400],
          [410, 480],
          [490, 560],
        ],
        labels: [0, 1, 2, 3],
      },
    );
    expect(valueOf(found, "P6-E7-S2")).toBe("7,360");
    expect(valueOf(found, "P6-E7-S2", "FY 2023-24")).toBe("8,020");
    expect(valueOf(found, "P6-E3-CONSUMPTION")).toBe("3,18,400");
    expect(valueOf(found, "P6-E9-B", "FY 2023-24")).toBe("2.9");
    expect(valueOf(found, "P6-E9-C")).toBe("1.26");
    expect(valueOf(found, "P6-E9-C", "FY 2023-24")).toBe("0.98");
    expect(valueOf(found, "P3-E11-LTIFR-workers")).toBe("0.35");
    expect(valueOf(found, "P3-E11-FATALITIES-employees", "FY 2023-24")).toBe("1");
    expect(valueOf(found, "P1-E8")).toBe("47.5");
    expect(found.some((m) => ["7.36", "318.4", "1,260"].includes(m.value))).toBe(false);
  });
});

describe("year headings wrapped in wide cells", () => {
  it("reads 'Current Financial' over 'Year' as the current year, and sub-rows in a Category column under a heading centred over it", async () => {
    const found = await read(
      [
        [
          YEAR,
          "11. Details of safety related incidents, in the following format:",
          ["^Safety Incident/Number", "^Category*", "^Current Financial\nYear", "^Previous Financial\nYear"],
          ["Lost Time Injury Frequency Rate (LTIFR) (per one\nmillion-person hours worked)", "Employees", "0.27", "0.31"],
          ["", "Workers", "0.88", "0.95"],
          ["No. of fatalities", "Employees", "Nil", "Nil"],
          ["", "Workers", "2", "1"],
          ["High consequence work-related injury or ill-health\n(excluding fatalities)", "Employees", "1", "Nil"],
          ["", "Workers", "5", "3"],
        ],
      ],
      {
        columns: [
          [40, 250],
          [260, 380],
          [390, 470],
          [480, 560],
        ],
        labels: [0, 1],
      },
    );
    expect(valueOf(found, "P3-E11-LTIFR-employees")).toBe("0.27");
    expect(valueOf(found, "P3-E11-LTIFR-workers", "FY 2023-24")).toBe("0.95");
    expect(valueOf(found, "P3-E11-FATALITIES-workers")).toBe("2");
    expect(valueOf(found, "P3-E11-FATALITIES-workers", "FY 2023-24")).toBe("1");
    expect(valueOf(found, "P3-E11-HCI-workers")).toBe("5");
    expect(valueOf(found, "P3-E11-HCI-employees", "FY 2023-24")).toBe("0");
  });

  it("reads an LTIFR for employees and workers together as the one all-staff figure, not the employees'", async () => {
    const found = await read(
      [
        [
          YEAR,
          "11. Details of safety related incidents, in the following format:",
          ["^Safety Incident/Number", "^Category", "^FY 2024-25", "^FY 2023-24"],
          ["Lost Time Injury Frequency Rate (LTIFR) (per one\nmillion-person hours worked)", "Employees and workers\n(combined)", "0.44", "0.52"],
          ["No. of fatalities", "Employees", "Nil", "1"],
          ["", "Workers", "3", "Nil"],
        ],
      ],
      {
        columns: [
          [40, 250],
          [260, 380],
          [390, 470],
          [480, 560],
        ],
        labels: [0, 1],
      },
    );
    expect(valueOf(found, "P3-E11-LTIFR-all")).toBe("0.44");
    expect(valueOf(found, "P3-E11-LTIFR-all", "FY 2023-24")).toBe("0.52");
    expect(found.some((m) => m.cell === "P3-E11-LTIFR-employees" || m.cell === "P3-E11-LTIFR-workers")).toBe(false);
    expect(valueOf(found, "P3-E11-FATALITIES-workers")).toBe("3");
  });

  it("reads a complaints table whose headings take eleven lines over its first row", async () => {
    const found = await read(
      [
        [
          YEAR,
          "25. Complaints/Grievances on any of the principles (Principles 1 to 9) under the National Guidelines on Responsible Business Conduct:",
          [
            "Stakeholder group from\nwhom complaint is\nreceived",
            "^Grievance\nRedressal\nMechanism in\nPlace (Yes/No)\n(If yes, web-link)",
            "",
            "^Current Financial Year",
            "",
            "",
            "^Previous Financial Year",
            "",
          ],
          [
            "",
            "",
            "^Number of\ncomplaints\nfiled during\nthe year",
            "^Number of\ncomplaints\npending\nresolution at\nclose of the\nyear",
            "^Remarks",
            "^Number of\ncomplaints\nfiled during\nthe year",
            "^Number of\ncomplaints\npending\nresolution at\nclose of the\nyear",
            "^Remarks",
          ],
          ["Investors (other than\nshareholders)", "Yes", "2", "Nil", "-", "4", "Nil", "-"],
          ["Shareholders", "Yes", "61", "3", "Transfer of\nshares", "58", "Nil", "-"],
          ["Customers", "Yes", "118", "6", "-", "131", "9", "-"],
        ],
      ],
      {
        landscape: true,
        columns: [
          [40, 150],
          [160, 240],
          [250, 330],
          [340, 420],
          [430, 520],
          [530, 610],
          [620, 700],
          [710, 800],
        ],
        labels: [0, 1, 4, 7],
      },
    );
    expect(valueOf(found, "A-25-INVESTORS-filed")).toBe("2");
    expect(valueOf(found, "A-25-SHAREHOLDERS-filed")).toBe("61");
    expect(valueOf(found, "A-25-SHAREHOLDERS-pending", "FY 2023-24")).toBe("0");
    expect(valueOf(found, "A-25-CUSTOMERS-pending")).toBe("6");
    expect(valueOf(found, "A-25-CUSTOMERS-filed", "FY 2023-24")).toBe("131");
  });
});

describe("a scale printed only in the labels' column heading", () => {
  it("reads 'Parameter (in TJ)' as the unit of every row that names none of its own", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in Joules or multiples) and energy intensity, in the following format:",
          ["^Parameter (in TJ)", "^FY 2024-25", "^FY 2023-24"],
          ["From renewable sources", "", ""],
          ["Total electricity consumption (A)", "96.4", "71.25"],
          ["From non-renewable sources", "", ""],
          ["Total fuel consumption (E)", "18,205.6", "17,940.1"],
          ["Energy intensity per rupee of turnover (Total energy consumed /\nRevenue from operations) (GJ / Rs. lakh)", "41.8", "43.2"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E1-A")).toBe("96,400");
    expect(valueOf(found, "P6-E1-A", "FY 2023-24")).toBe("71,250");
    expect(valueOf(found, "P6-E1-E")).toBe("1,82,05,600");
    expect(found.some((m) => ["96.4", "18,205.6"].includes(m.value))).toBe(false);
  });
});

describe("lettered waste rows with the company's specification right after the letter", () => {
  it("reads 'Other Hazardous waste (G) (…)' as (G), and Core's 'Plastic waste (A)' beside an attribute wrapped over several lines", async () => {
    const waste = await read(
      [
        [
          YEAR,
          "9. Provide details related to waste management by the entity, in the following format:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total Waste generated (in metric tonnes)", "", ""],
          ["Battery waste (E)", "8.1", "7.7"],
          ["Other Hazardous waste (G) (spent catalyst, used oil)", "1,204.5", "1,156.0"],
          ["Other Non-hazardous waste generated (H) (slag, packaging)", "46,310", "44,870"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(waste, "P6-E9-G")).toBe("1,204.5");
    expect(valueOf(waste, "P6-E9-H", "FY 2023-24")).toBe("44,870");
    const core = await read(
      [
        [
          YEAR,
          "BRSR Core: Key Performance Indicators",
          ["S. No.", "Attribute", "Parameter", "Measurement", "^FY 2025", "^FY 2024"],
          ["4", "Embracing circularity -\ndetails related to\nwaste management\nby the entity", "Plastic waste (A)", "MT", "312.8", "298.4"],
          ["", "", "E-waste (B)", "MT", "6.1", "5.5"],
        ],
      ],
      {
        columns: [
          [30, 50],
          [55, 140],
          [145, 330],
          [335, 400],
          [410, 480],
          [490, 560],
        ],
        labels: [0, 1, 2, 3],
      },
    );
    expect(valueOf(core, "P6-E9-A")).toBe("312.8");
    expect(valueOf(core, "P6-E9-A", "FY 2023-24")).toBe("298.4");
    expect(valueOf(core, "P6-E9-B")).toBe("6.1");
  });
});

describe("a dash in a year's column", () => {
  const pages = (note: string): CellPage[] => [
    [
      YEAR,
      "3. Provide details of the following disclosures related to water, in the following format:",
      ["^Parameter", "", "^FY 2024-25", "^FY 2023-24"],
      ["Water withdrawal by source (in kilolitres)", "", "", ""],
      ["(i) Surface water", "", "4,12,300", "3,98,150"],
      ["(iii) Third party water", "", "-", "-"],
      ["(iv) Seawater / desalinated water", "", "-", "12,400"],
      "6. Please provide details of air emissions (other than GHG emissions) by the entity:",
      ["^Parameter", "^Please specify unit", "^FY 2024-25", "^FY 2023-24"],
      ["NOx", "MT", "212.4", "230.9"],
      ["Persistent organic pollutants (POP)", "-", "NA", "NA"],
      ["Hazardous air pollutants (HAP)", "-", "NA", "NA"],
      note,
    ],
  ];
  const columns: Array<[number, number]> = [
    [40, 250],
    [260, 340],
    [350, 440],
    [450, 540],
  ];

  it("is nil where the report says so, never in the Unit column", async () => {
    const found = await read(pages("Note: '-' is Nil. Figures are for the four plants and the head office."), { columns, labels: [0, 1] });
    expect(valueOf(found, "P6-E3-iii")).toBe("0");
    expect(valueOf(found, "P6-E3-iii", "FY 2023-24")).toBe("0");
    expect(valueOf(found, "P6-E3-iv")).toBe("0");
    expect(valueOf(found, "P6-E3-iv", "FY 2023-24")).toBe("12,400");
    expect(valueOf(found, "P6-E6-NOX")).toBe("212.4");
    expect(found.some((m) => m.cell === "P6-E6-POP" || m.cell === "P6-E6-HAP")).toBe(false);
  });

  it("is no figure where the report does not say it is nil", async () => {
    for (const note of ["Figures are for the four plants and the head office.", "'-' denotes not applicable."]) {
      const found = await read(pages(note), { columns, labels: [0, 1] });
      expect(valueOf(found, "P6-E3-i")).toBe("4,12,300");
      expect(found.some((m) => m.cell === "P6-E3-iii")).toBe(false);
      expect(valueOf(found, "P6-E3-iv", "FY 2023-24")).toBe("12,400");
      expect(valueOf(found, "P6-E3-iv")).toBeUndefined();
    }
  });
});

describe("P1 E2's fines table", () => {
  it("reads the amount from the column headed for it, not the NGRBC principle's number beside it", async () => {
    const found = await read(
      [
        [
          YEAR,
          "2. Details of fines / penalties / punishment / award / compounding fees / settlement amount paid in proceedings:",
          [
            "",
            "^NGRBC\nPrinciple",
            "^Name of the regulatory /\nenforcement agencies",
            "^Amount (In INR)",
            "^Brief of the Case",
            "^Has an appeal been\npreferred? (Yes/No)",
          ],
          ["Penalty / Fine", "2", "Gujarat Pollution Control\nBoard", "4,75,000", "Delay in renewal of\nconsent to operate", "No"],
          ["Settlement", "-", "-", "Nil", "-", "-"],
        ],
      ],
      {
        landscape: true,
        columns: [
          [40, 140],
          [150, 210],
          [220, 360],
          [370, 450],
          [460, 620],
          [630, 760],
        ],
        labels: [0, 2, 4],
      },
    );
    expect(found.find((m) => m.cell === "P1-E2-FINE-amount")).toMatchObject({ value: "4,75,000", period: "FY 2024-25" });
    expect(valueOf(found, "P1-E2-SETTLEMENT-amount")).toBe("0");
    expect(found.some((m) => m.value === "2")).toBe(false);
  });
});

describe("BRSR Core's wording of P8 E4, P8 E5 and P6 E4 rows", () => {
  const core = (rows: string[][]) =>
    read([[YEAR, "BRSR Core: Key Performance Indicators", ["S. No.", "Attribute", "Parameter", "Measurement", "^FY 2025", "^FY 2024"], ...rows]], {
      columns: [
        [30, 50],
        [55, 140],
        [145, 330],
        [335, 400],
        [410, 480],
        [490, 560],
      ],
      labels: [0, 1, 2, 3],
    });

  it("reads sourcing within India and the rural wages named inside a longer parameter", async () => {
    const found = await core([
      ["7", "Inclusive\ndevelopment", "Input material sourced from within India, as %\nof total purchases by value", "%", "78.3%", "74.9%"],
      ["", "", "Job creation in smaller towns - wages paid to\npersons employed in Rural locations, as % of\ntotal wage cost", "%", "3.4%", "3.1%"],
      ["", "", "Urban", "%", "41.2%", "40.6%"],
    ]);
    expect(valueOf(found, "P8-E4-INDIA")).toBe("78.3");
    expect(valueOf(found, "P8-E4-INDIA", "FY 2023-24")).toBe("74.9");
    expect(valueOf(found, "P8-E5-RURAL")).toBe("3.4");
    expect(valueOf(found, "P8-E5-URBAN", "FY 2023-24")).toBe("40.6");
    expect(found.some((m) => m.cell === "P8-E4-MSME" || m.cell === "P8-E5-SMALLER-TOWNS")).toBe(false);
  });

  it("reads a discharge named by its destination and its level of treatment as that destination's 'with treatment'", async () => {
    const found = await core([
      [
        "2",
        "Water\nfootprint",
        "Water discharge by destination and level of\ntreatment: (i) into surface water, tertiary\ntreatment",
        "kL",
        "41,300",
        "38,950",
      ],
      ["", "", "(iv) sent to third parties (municipal sewage\nnetwork), secondary treatment", "kL", "12,760", "11,020"],
    ]);
    expect(valueOf(found, "P6-E4-i-TREATED")).toBe("41,300");
    expect(valueOf(found, "P6-E4-iv-TREATED", "FY 2023-24")).toBe("11,020");
    expect(found.some((m) => m.cell === "P6-E4-i-NONE" || m.cell === "P6-E4-iv-NONE")).toBe(false);
  });

  it("reads a destination and a level of treatment named anywhere in the parameter", async () => {
    const found = await core([
      [
        "2",
        "Water\nfootprint",
        "Water discharge by destination and level of\ntreatment: sent to third parties (city sewers)\nafter primary treatment",
        "kL",
        "8,240",
        "7,910",
      ],
      ["", "", "Water discharged to seawater without any\ntreatment", "kL", "3,10,500", "2,98,700"],
    ]);
    expect(valueOf(found, "P6-E4-iv-TREATED")).toBe("8,240");
    expect(valueOf(found, "P6-E4-iii-NONE", "FY 2023-24")).toBe("2,98,700");
    expect(found.some((m) => m.cell === "P6-E4-iv-NONE" || m.cell === "P6-E4-iii-TREATED")).toBe(false);
  });
});

describe("a short SEBI row label with the company's specification after it", () => {
  it("reads '(ii) Re-used (solvent recovery)' as the waste recovered by re-use", async () => {
    const found = await read(
      [
        [
          YEAR,
          "9. Details related to waste management by the entity, in the following format:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["For each category of waste generated, total waste recovered through\nrecycling, re-using or other recovery operations (in metric tonnes)", "", ""],
          ["Category of waste", "", ""],
          ["(i) Recycled (paper and plastics)", "611.2", "587.9"],
          ["(ii) Re-used (solvent recovery)", "1,045.8", "998.3"],
          ["(iii) Other recovery operations", "Nil", "12.6"],
          ["Total", "1,657.0", "1,598.8"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E9-REC-i")).toBe("611.2");
    expect(valueOf(found, "P6-E9-REC-ii")).toBe("1,045.8");
    expect(valueOf(found, "P6-E9-REC-ii", "FY 2023-24")).toBe("998.3");
  });
});

describe("tables that are not the year's figures", () => {
  it("reads nothing from a targets table whose column is headed 'Target' under a title naming a later year", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Safety targets for FY 2026-27 (Vision Zero programme)",
          ["^Safety Incident/Number", "^Category", "", "^Target"],
          ["Lost Time Injury Frequency Rate (LTIFR) (per one\nmillion-person hours worked)", "Employees", "", "0.15"],
          ["", "Workers", "", "0.40"],
          ["No. of fatalities", "Workers", "", "Nil"],
          ["Total recordable work-related injuries", "Workers", "", "12"],
        ],
      ],
      { columns: FOUR, labels: [0, 1] },
    );
    expect(found).toEqual([]);
  });

  it("reads the previous year first where the headings put it first, without a year's number in them", async () => {
    const found = await read(
      [
        [
          YEAR,
          "7. Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity:",
          ["^Parameter", "^Unit", "^Previous Financial\nYear", "^Current Financial\nYear"],
          ["Total Scope 1 emissions (Break-up of the GHG into\nCO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)", "tCO2e", "64,210", "61,845"],
          ["Total Scope 2 emissions (Break-up of the GHG into\nCO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)", "tCO2e", "1,12,400", "1,08,730"],
        ],
      ],
      { columns: FOUR, labels: [0, 1] },
    );
    expect(valueOf(found, "P6-E7-S1")).toBe("61,845");
    expect(valueOf(found, "P6-E7-S1", "FY 2023-24")).toBe("64,210");
    expect(valueOf(found, "P6-E7-S2")).toBe("1,08,730");
  });
});

describe("units spelt out in a Unit column", () => {
  it("converts electricity in 'Million units', water in 'kilo litres' and 'Mega litres'", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in Joules or multiples) and energy intensity:",
          ["^Parameter", "^Unit", "^FY 2024-25", "^FY 2023-24"],
          ["From non-renewable sources", "", "", ""],
          ["Total electricity consumption (D)", "Million units", "41.6", "39.2"],
          ["Total fuel consumption (E)", "GJ", "2,14,880", "2,01,340"],
          "3. Provide details of the following disclosures related to water:",
          ["^Parameter", "^Unit", "^FY 2024-25", "^FY 2023-24"],
          ["(ii) Groundwater", "kilo litres", "1,18,240", "1,09,870"],
          ["(iii) Third party water", "Mega litres", "312.5", "298.0"],
        ],
      ],
      { columns: FOUR, labels: [0, 1] },
    );
    expect(valueOf(found, "P6-E1-D")).toBe("1,49,760");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("2,01,340");
    expect(valueOf(found, "P6-E3-ii")).toBe("1,18,240");
    expect(valueOf(found, "P6-E3-iii")).toBe("3,12,500");
    expect(valueOf(found, "P6-E3-iii", "FY 2023-24")).toBe("2,98,000");
  });
});

describe("a table continued on the next page without its headings", () => {
  it("reads the rows at the top of the next page in the years of the columns they line up with", async () => {
    const found = await read(
      [
        [
          YEAR,
          "9. Provide details related to waste management by the entity, in the following format:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total Waste generated (in metric tonnes)", "", ""],
          ["Plastic waste (A)", "64.2", "58.9"],
          ["E-waste (B)", "11.7", "9.8"],
          ["Battery waste (E)", "5.3", "4.6"],
        ],
        [
          "Integrated Annual Report 2024-25 | Business Responsibility and Sustainability Report",
          ["Other Hazardous waste. Please specify, if any. (G)", "2,318.4", "2,205.1"],
          ["Other Non-hazardous waste generated (H). Please specify, if any.", "9,870.0", "9,412.6"],
          ["Total (A+B+C+D+E+F+G+H)", "12,269.6", "11,691.0"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E9-A")).toBe("64.2");
    expect(valueOf(found, "P6-E9-G")).toBe("2,318.4");
    expect(valueOf(found, "P6-E9-G", "FY 2023-24")).toBe("2,205.1");
    expect(valueOf(found, "P6-E9-H", "FY 2023-24")).toBe("9,412.6");
  });
});

describe("the PPP conversion factor stated in a note", () => {
  it("reads each year's factor from the note under an intensity table, and no intensity as a factor", async () => {
    const found = await read(
      [
        [
          YEAR,
          "7. Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity:",
          ["^Parameter", "^Unit", "^FY 2024-25", "^FY 2023-24"],
          ["Total Scope 1 emissions", "tCO2e", "18,420", "19,115"],
          ["Total Scope 1 and Scope 2 emission intensity per rupee of\nturnover adjusted for PPP", "tCO2e / US$ mn", "21.36", "23.02"],
          "# Revenue is adjusted for PPP with the IMF's implied PPP conversion rate of 22.41 for FY 2024-25 and",
          "21.87 for FY 2023-24 (World Economic Outlook, October 2025). Intensity per US$ PPP is 0.0168 GJ.",
        ],
      ],
      { columns: FOUR, labels: [0, 1] },
    );
    expect(found.find((m) => m.cell === "INT-PPP" && m.period === "FY 2024-25")).toMatchObject({ value: "22.41", unit: "₹ per $" });
    expect(valueOf(found, "INT-PPP", "FY 2023-24")).toBe("21.87");
    expect(found.filter((m) => m.cell === "INT-PPP")).toHaveLength(2);
  });

  it("reads a factor stated once as the filing's year's, and nothing from a sentence that gives no factor", async () => {
    const once = await read([[YEAR, "Revenue from operations adjusted for PPP uses a PPP conversion factor of 20.92 (source: IMF)."]], { columns: THREE });
    expect(valueOf(once, "INT-PPP")).toBe("20.92");
    const before = await read([[YEAR, "Revenue is converted at the PPP conversion rate (FY25: 22.41; FY24: 21.87) published by the IMF."]], { columns: THREE });
    expect(valueOf(before, "INT-PPP")).toBe("22.41");
    expect(valueOf(before, "INT-PPP", "FY 2023-24")).toBe("21.87");
    const none = await read([[YEAR, "PPP-adjusted revenue was US$ 4,512.6 million, 8.4% higher than in FY 2023-24."]], { columns: THREE });
    expect(none.some((m) => m.cell === "INT-PPP")).toBe(false);
  });
});

describe("a group heading running past where the widest figure starts", () => {
  it("reads the heading as the rows' group and the headings above it as the table's, not the table above's", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption:",
          ["^Parameter", "^FY 2024-25\n(TJ)", "^FY 2023-24\n(TJ)"],
          ["Total fuel consumption (E)", "3,812.60", "3,705.20"],
          "3. Details of the following disclosures related to water:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Water withdrawal by source (in kilolitres)", "", ""],
          ["(i) Surface water", "16,42,500", "15,96,300"],
          ["(iv) Seawater / desalinated water", "1,14,20,000", "1,09,75,000"],
        ],
      ],
      {
        columns: [
          [40, 170],
          [175, 233],
          [240, 300],
        ],
      },
    );
    expect(valueOf(found, "P6-E1-E")).toBe("38,12,600");
    expect(valueOf(found, "P6-E3-i")).toBe("16,42,500");
    expect(valueOf(found, "P6-E3-iv", "FY 2023-24")).toBe("1,09,75,000");
  });
});

describe("a row naming a second figure in brackets", () => {
  it("reads '(ii) Turnover (Revenue from operations)' as the turnover and as the revenue the intensities divide by", async () => {
    const found = await read(
      [
        [
          YEAR,
          "24. CSR Details (Rs. in crore)",
          ["^Particulars", "^FY 2024-25", "^FY 2023-24"],
          ["(ii) Turnover (Revenue from operations)", "6,418.25", "5,902.10"],
          ["(iii) Net worth", "2,210.40", "1,987.65"],
          "9. Energy intensity per rupee of turnover (Total energy consumed / Revenue from operations) is shown in Principle 6.",
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "A-24-TURNOVER")).toBe("64,18,25,00,000");
    expect(valueOf(found, "INT-REVENUE")).toBe("64,18,25,00,000");
    expect(valueOf(found, "INT-REVENUE", "FY 2023-24")).toBe("59,02,10,00,000");
    expect(found.some((m) => m.cell === "INT-REVENUE" && m.value === "22,10,40,00,000")).toBe(false);
  });
});

describe("Section A's CSR details as running text", () => {
  it("reads '(ii) Turnover (in Rs. lakh): …' and '(iii) Net worth …' printed one after the other, wrapped over lines", async () => {
    const found = await read(
      [
        [
          YEAR,
          "24. (i) Whether CSR is applicable as per section 135 of Companies Act, 2013: Yes. (ii) Turnover (in Rs. lakh):",
          "4,18,220.50 (iii) Net worth (in Rs. lakh): 1,86,310.75",
          "The CSR obligation was Rs. 812.40 lakh (2% of the average net profit of 3 years).",
        ],
      ],
      { columns: THREE },
    );
    expect(found.find((m) => m.cell === "A-24-TURNOVER")).toMatchObject({ value: "41,82,20,50,000", period: "FY 2024-25" });
    expect(valueOf(found, "A-24-NETWORTH")).toBe("18,63,10,75,000");
    expect(found).toHaveLength(2);
  });
});

describe("a long label ending right before a narrow Unit column", () => {
  it("keeps the label the row's, the unit cell the unit column's", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in Joules or multiples) and energy intensity:",
          ["^Parameter", "^Unit", "^FY 2024-25", "^FY 2023-24"],
          ["From non-renewable sources", "", "", ""],
          ["Total electricity consumption (D) from the state grid and IPPs", "", "12,500", "11,800"],
          ["Energy consumption through other sources (F)", "MWh", "1,000", "900"],
          ["Total fuel consumption (E)", "GJ", "84,210", "80,975"],
        ],
      ],
      {
        columns: [
          [40, 250],
          [252, 290],
          [300, 400],
          [410, 510],
        ],
        labels: [0, 1],
      },
    );
    expect(valueOf(found, "P6-E1-D")).toBe("12,500");
    expect(valueOf(found, "P6-E1-F")).toBe("3,600");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("80,975");
  });
});

describe("a unit in brackets after a lettered label", () => {
  it("reads 'Total electricity consumption (D) (MWh)' by its letter, in its unit, without a group heading", async () => {
    const found = await read(
      [
        [
          YEAR,
          "1. Details of total energy consumption (in Joules or multiples) and energy intensity:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total electricity consumption (D) (MWh)", "24,150", "22,980"],
          ["Total fuel consumption (E) (GJ)", "3,16,400", "3,02,750"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E1-D")).toBe("86,940");
    expect(valueOf(found, "P6-E1-E", "FY 2023-24")).toBe("3,02,750");
    expect(found.some((m) => m.cell === "P6-E1-A" || m.cell === "P6-E1-B")).toBe(false);
  });
});

describe("a group's table before the entity's own", () => {
  it("reads the entity's table, not the consolidated one printed before it with the same rows", async () => {
    const found = await read(
      [
        [
          YEAR,
          "13. Reporting boundary: Standalone",
          "Consolidated figures, including subsidiaries (for information)",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total Scope 1 emissions (tCO2e)", "12,640", "12,115"],
          ["Total Scope 2 emissions (tCO2e)", "31,870", "30,420"],
          "7. Provide details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its intensity:",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          ["Total Scope 1 emissions (tCO2e)", "8,215", "8,730"],
          ["Total Scope 2 emissions (tCO2e)", "21,460", "22,905"],
        ],
      ],
      { columns: THREE },
    );
    expect(valueOf(found, "P6-E7-S1")).toBe("8,215");
    expect(valueOf(found, "P6-E7-S2", "FY 2023-24")).toBe("22,905");
    expect(found.some((m) => ["12,640", "31,870", "12,115", "30,420"].includes(m.value))).toBe(false);
  });
});
