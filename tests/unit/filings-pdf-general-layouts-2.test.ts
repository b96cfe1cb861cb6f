import { describe, expect, it } from "vitest";
import { proposedValue, readCellPdf } from "../helpers/filed-cell-pdf";
import type { CellPage } from "../helpers/make-pdf";

// More layouts no single fixture owns: a staff category named in a table's title, a measure
// spanning its years with a second figure per row ('Wages paid' beside the share), SEBI's rows
// printed as columns, columns reordered and left out, P6 L1's water-stress block, an amount in
// brackets, SEBI's '(in ₹)' under a scale printed over the labels, a targets sentence above a table.
const YEAR = "Financial year for which reporting is being done: 2024-25";

const read = (pages: CellPage[], columns: Array<[number, number]>) => readCellPdf(pages, { columns });
const valueOf = proposedValue;
const THREE: Array<[number, number]> = [
  [40, 330],
  [340, 440],
  [450, 560],
];

describe("the filed-BRSR reader on more layouts", () => {
  it("reads a table of one staff category, named in its title, as that category's sub-rows", async () => {
    const found = await read(
      [
        [
          YEAR,
          "11. Details of safety related incidents: Workers (including contract workers)",
          ["^Safety incident / number", "^FY ended 31.03.2025", "^FY ended 31.03.2024"],
          ["Person-hours worked (in lakh)", "214.86", "198.37"],
          ["Lost time injuries (LTI)", "11", "14"],
          ["Total recordable work-related injuries", "23", "29"],
          ["No. of fatalities", "Nil", "1"],
        ],
      ],
      THREE,
    );
    expect(valueOf(found, "P3-E11-HOURS-workers")).toBe("2,14,86,000");
    expect(valueOf(found, "P3-E11-LTI-workers", "FY 2023-24")).toBe("14");
    expect(valueOf(found, "P3-E11-TRI-workers")).toBe("23");
    expect(valueOf(found, "P3-E11-FATALITIES-workers", "FY 2023-24")).toBe("1");
    expect(found.some((m) => m.cell === "P3-E11-TRI-total")).toBe(false);
  });

  it("gives each year's column its measure, and reads the amount beside SEBI's share as its own row", async () => {
    const found = await read(
      [
        [
          YEAR,
          "5. Job creation in smaller towns – wages paid to persons employed in the following locations, as % of total wage cost",
          ["^Location", "^Wages paid (Rs. million)", "", "^% of total wage cost", ""],
          ["", "^FY'25", "^FY'24", "^FY'25", "^FY'24"],
          ["Rural", "1,842.6", "1,698.2", "4.8%", "4.7%"],
          ["Urban", "9,874.3", "9,212.7", "25.6%", "25.4%"],
        ],
      ],
      [
        [40, 200],
        [210, 290],
        [300, 380],
        [390, 470],
        [480, 560],
      ],
    );
    expect(valueOf(found, "P8-E5-RURAL")).toBe("4.8");
    expect(valueOf(found, "P8-E5-URBAN", "FY 2023-24")).toBe("25.4");
    expect(valueOf(found, "P8-E5-RURAL-WAGES")).toBe("1,84,26,00,000");
    expect(valueOf(found, "P8-E5-URBAN-WAGES", "FY 2023-24")).toBe("9,21,27,00,000");
  });

  it("turns back a table printed with SEBI's rows as its columns and reads its columns by their words", async () => {
    const found = await read(
      [
        [
          YEAR,
          "20. (a) Employees and workers (including differently abled) as on 31 March 2025",
          ["", "^Permanent (D)", "^Other than Permanent (E)", "^Permanent (F)", "^Other than Permanent (G)"],
          ["Male", "9,842", "1,204", "3,416", "7,980"],
          ["Female", "6,318", "1,876", "412", "1,146"],
          ["Total (A)", "16,160", "3,080", "3,828", "9,126"],
        ],
      ],
      [
        [40, 150],
        [160, 260],
        [270, 370],
        [380, 460],
        [470, 560],
      ],
    );
    expect(valueOf(found, "A-20a-1-male")).toBe("9,842");
    expect(valueOf(found, "A-20a-2-female")).toBe("1,876");
    expect(valueOf(found, "A-20a-4-total")).toBe("3,828");
    expect(valueOf(found, "A-20a-5-male")).toBe("7,980");
  });

  it("reads columns SEBI orders otherwise, some left out ('Total | Male | Female' without the % columns)", async () => {
    const found = await read(
      [
        [
          YEAR,
          "20. a. Employees and workers (including differently abled)",
          ["^Particulars", "^Total", "^Male", "^Female"],
          "EMPLOYEES",
          ["Permanent (D)", "1,222", "1,128", "94"],
          ["Other than Permanent (E)", "250", "212", "38"],
        ],
      ],
      [
        [40, 250],
        [280, 350],
        [370, 440],
        [460, 530],
      ],
    );
    expect(valueOf(found, "A-20a-1-male")).toBe("1,128");
    expect(valueOf(found, "A-20a-1-female")).toBe("94");
    expect(valueOf(found, "A-20a-2-total")).toBe("250");
  });

  it("reads P6 L1's water-stress table as its facility's, never as E3 or E4", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Leadership 1. Water withdrawal, consumption and discharge in areas of water stress (in kilolitres)",
          ["^Parameter", "^FY 2024-25", "^FY 2023-24"],
          "Water withdrawal by source (in kilolitres)",
          ["(i) Surface water", "98,42,600", "1,01,25,800"],
          ["(ii) Groundwater", "6,12,000", "7,05,000"],
          ["Total volume of water consumption (in kilolitres)", "91,06,300", "93,54,900"],
        ],
      ],
      THREE,
    );
    expect(valueOf(found, "P6-L1-R1-SURFACE")).toBe("98,42,600");
    expect(valueOf(found, "P6-L1-R1-GROUND", "FY 2023-24")).toBe("7,05,000");
    expect(valueOf(found, "P6-L1-R1-CONSUMPTION")).toBe("91,06,300");
    expect(found.some((m) => m.cell?.startsWith("P6-E3"))).toBe(false);
  });

  it("reads an amount in brackets as negative, in the scale printed over SEBI's '(in ₹)' labels", async () => {
    const found = await read(
      [
        [
          YEAR,
          "24. (i) Whether CSR is applicable as per section 135 of the Companies Act, 2013: Yes",
          ["(Rs. billion)", "^FY'25", "^FY'24"],
          ["(ii) Turnover (in Rs.)", "438.62", "402.17"],
          ["(iii) Net worth (in Rs.)", "96.30", "(182.44)"],
        ],
      ],
      THREE,
    );
    expect(valueOf(found, "A-24-TURNOVER")).toBe("4,38,62,00,00,000");
    expect(valueOf(found, "A-24-NETWORTH", "FY 2023-24")).toBe("-1,82,44,00,00,000");
  });

  it("reads a table whose question follows a sentence about a later year's target", async () => {
    const found = await read(
      [
        [
          YEAR,
          "Our LTIFR target for FY 2025-26 is 0.20 or lower.",
          "3. a. Median remuneration / salary / wages (Rs. in lakh, per annum)",
          ["", "^Male Number", "^Median", "^Female Number", "^Median"],
          ["Board of Directors (BoD)", "7", "14.60", "2", "13.85"],
          ["Key Managerial Personnel", "3", "218.40", "1", "92.75"],
        ],
      ],
      [
        [40, 250],
        [260, 330],
        [340, 410],
        [420, 490],
        [500, 570],
      ],
    );
    expect(valueOf(found, "P5-E3a-BOD-male-number")).toBe("7");
    expect(valueOf(found, "P5-E3a-BOD-male-median")).toBe("14,60,000");
    expect(valueOf(found, "P5-E3a-KMP-female-median")).toBe("92,75,000");
  });
});
