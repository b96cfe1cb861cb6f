import { describe, expect, it } from "vitest";
import { proposedValue, readCellPdf } from "../helpers/filed-cell-pdf";
import type { CellPage } from "../helpers/make-pdf";

// Layouts listed companies print that no single fixture owns: scale words inside cells, years as
// rows under group headings, a year heading spanning its group of columns, two tables side by
// side with rows on baselines of their own, and a scale said only in a sentence above a table.
const YEAR = "Financial year for which reporting is being done: 2024-25";

const read = (pages: CellPage[], columns: Array<[number, number]>, labels = [0]) => readCellPdf(pages, { columns, labels });
const valueOf = proposedValue;

describe("the filed-BRSR reader on layouts in general", () => {
  it("reads an amount with its currency and scale in the cell ('Rs. 36.00 lakh')", async () => {
    const found = await read(
      [
        [
          YEAR,
          "3. (a) Median remuneration / salary / wages",
          ["", "^Male", "", "^Female", ""],
          ["", "^Number", "^Median remuneration", "^Number", "^Median remuneration"],
          ["Board of Directors (BoD)", "8", "Rs. 36.00 lakh", "2", "Rs. 33.50 lakh"],
          ["Key Managerial Personnel", "6", "Rs. 2.86 crore", "1", "Rs. 1.93 crore"],
        ],
      ],
      [
        [40, 200],
        [210, 280],
        [290, 400],
        [410, 480],
        [490, 570],
      ],
    );
    expect(valueOf(found, "P5-E3a-BOD-male-median")).toBe("36,00,000");
    expect(valueOf(found, "P5-E3a-KMP-female-median")).toBe("1,93,00,000");
    expect(valueOf(found, "P5-E3a-KMP-male-number")).toBe("6");
  });

  it("reads years printed as rows under a group heading as that group's row, year by year", async () => {
    const found = await read(
      [
        [
          YEAR,
          "22. Turnover rate for permanent employees and workers",
          ["^Year", "^Male", "^Female", "^Total"],
          "Permanent Employees",
          ["FY 2024-25 (Current FY)", "14.8%", "21.6%", "16.9%"],
          ["FY 2023-24 (Previous FY)", "17.2%", "24.1%", "19.3%"],
          ["FY 2022-23", "15.6%", "22.8%", "17.8%"],
        ],
      ],
      [
        [40, 250],
        [280, 350],
        [370, 440],
        [460, 530],
      ],
    );
    expect(valueOf(found, "A-22-EMPLOYEES-male")).toBe("14.8");
    expect(valueOf(found, "A-22-EMPLOYEES-female", "FY 2023-24")).toBe("24.1");
    expect(valueOf(found, "A-22-EMPLOYEES-total", "FY 2022-23")).toBe("17.8");
  });

  it("gives every column of a group the year whose heading spans it", async () => {
    const found = await read(
      [
        [
          YEAR,
          "25. Complaints / Grievances on any of the principles under the National Guidelines on Responsible Business Conduct",
          ["^Stakeholder group", "^Mechanism", "", "^Current FY (2024-25)", "", "", "^Previous FY (2023-24)", ""],
          ["", "^(Yes/No)", "^Filed", "^Pending", "^Remarks", "^Filed", "^Pending", "^Remarks"],
          ["Shareholders", "Yes", "48", "Nil", "-", "61", "2", "Resolved in April"],
          ["", "", "", "", "", "", "", "2024"],
          ["Customers", "Yes", "21,408", "112", "-", "24,906", "148", "-"],
          ["Other (please specify)", "-", "NA", "NA", "-", "NA", "NA", "-"],
        ],
      ],
      [
        [40, 140],
        [145, 195],
        [200, 240],
        [245, 285],
        [290, 340],
        [345, 395],
        [400, 445],
        [450, 560],
      ],
    );
    expect(valueOf(found, "A-25-SHAREHOLDERS-filed")).toBe("48");
    expect(valueOf(found, "A-25-SHAREHOLDERS-pending")).toBe("0");
    expect(valueOf(found, "A-25-SHAREHOLDERS-filed", "FY 2023-24")).toBe("61");
    expect(valueOf(found, "A-25-CUSTOMERS-pending", "FY 2023-24")).toBe("148");
    expect(found.some((m) => m.value === "2024")).toBe(false);
  });

  it("reads two tables side by side whose rows sit on baselines of their own", async () => {
    const found = await read(
      [
        [
          YEAR,
          ["6. Complaints made by employees", "", "", "", "", "7. Complaints under the POSH Act", "", ""],
          ["", "^Current FY", "", "^Previous FY", "", "", "", ""],
          ["", "^Filed", "^Pending", "^Filed", "^Pending", "", "^Current FY", "^Previous FY"],
          ["Sexual Harassment", "9", "1", "7", "Nil", "", "", ""],
          ["", "", "", "", "", "Total complaints under POSH", "9", "7"],
          ["Discrimination at\nworkplace", "3", "Nil", "2", "1", "", "", ""],
          ["", "", "", "", "", "Complaints on POSH upheld", "6", "5"],
          ["Wages", "1", "Nil", "Nil", "Nil", "", "", ""],
        ],
      ],
      [
        [40, 120],
        [125, 160],
        [165, 200],
        [205, 240],
        [245, 280],
        [310, 430],
        [440, 490],
        [500, 560],
      ],
      [0, 5],
    );
    expect(valueOf(found, "P5-E6-DISCRIMINATION-filed")).toBe("3");
    expect(valueOf(found, "P5-E6-DISCRIMINATION-pending", "FY 2023-24")).toBe("1");
    expect(valueOf(found, "P5-E6-WAGES-filed", "FY 2023-24")).toBe("0");
    expect(valueOf(found, "P5-E7-TOTAL")).toBe("9");
    expect(valueOf(found, "P5-E7-TOTAL", "FY 2023-24")).toBe("7");
    expect(valueOf(found, "P5-E7-UPHELD")).toBe("6");
  });

  it("scales a table by the unit a sentence above it names ('amounts in this section are in Rs. crore')", async () => {
    const found = await read(
      [
        [
          YEAR,
          "VI. CSR Details. Unless otherwise stated, amounts in this section are in Rs. crore.",
          "24. (i) Whether CSR is applicable as per section 135 of Companies Act, 2013: Yes",
          ["", "^Current FY (2024-25)", "^Previous FY (2023-24)"],
          ["(ii) Turnover", "38,412.65", "33,980.12"],
          ["(iii) Net worth", "14,206.33", "12,870.58"],
        ],
      ],
      [
        [40, 300],
        [320, 440],
        [450, 560],
      ],
    );
    expect(valueOf(found, "A-24-TURNOVER")).toBe("3,84,12,65,00,000");
    expect(valueOf(found, "A-24-NETWORTH", "FY 2023-24")).toBe("1,28,70,58,00,000");
  });
});
