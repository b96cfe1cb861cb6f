import { describe, expect, it } from "vitest";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf } from "@/lib/filings/pdf-read";
import { makePdf, type PdfPageLines } from "../helpers/make-pdf";

// SEBI's 2021 format numbers Section A's CSR details 22 and the complaints 23 (today's 24 and 25);
// the CSR figures are printed one a line, as 'label: value' or with the value's own currency and
// scale ('Rs. 4,852.31 crore'), not in a table with year columns.
const row = (...cells: string[]) => cells;

async function read(pages: PdfPageLines[]): Promise<ExtractedMetric[]> {
  const { pages: text, layouts } = await readPdfLayouts(await makePdf(pages, { landscape: true, columns: [40, 220, 320, 410, 500, 580, 670, 760], size: 7 }));
  return readFiledPdf(text, layouts).found;
}
const valueOf = (found: ExtractedMetric[], cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;

describe("Section A in SEBI's 2021 numbering", () => {
  it("reads CSR turnover and net worth printed one a line, with the value's scale", async () => {
    const found = await read([
      [
        "Financial year for which reporting is being done: 2024-25",
        "VI. CSR Details",
        "22. (i) Whether CSR is applicable as per section 135 of Companies Act, 2013: (Yes/No) Yes",
        row("(ii) Turnover (in Rs.)", "", "", "Rs. 4,852.31 crore"),
        "(iii) Net worth (in Rs.): 21,04,88,00,000",
        "Our turnover grew 12% over the year, to Rs. 4,852 crore.",
      ],
    ]);
    expect(found.find((m) => m.cell === "A-24-TURNOVER")).toMatchObject({ value: "48,52,31,00,000", unit: "₹", period: "FY 2024-25" });
    expect(valueOf(found, "A-24-NETWORTH")).toBe("21,04,88,00,000");
    expect(found.filter((m) => m.cell === "A-24-TURNOVER")).toHaveLength(1);
  });

  it("reads the complaints table numbered 23, the mechanism column beside the labels", async () => {
    const found = await read([
      [
        "Financial year for which reporting is being done: 2024-25",
        "23. Complaints/Grievances on any of the principles (Principles 1 to 9) under the National Guidelines on Responsible Business Conduct:",
        row("Stakeholder group", "Grievance", "FY 2024-25", "", "", "FY 2023-24"),
        row("from whom complaint", "Redressal", "Number of", "Number of", "Remarks", "Number of", "Number of", "Remarks"),
        row("is received", "Mechanism in", "complaints filed", "complaints pending", "", "complaints filed", "complaints pending"),
        row("", "Place (Yes/No)", "during the year", "resolution at close", "", "during the year", "resolution at close"),
        row("Communities", "Yes", "4", "1", "-", "6", "0", "-"),
        row("Shareholders", "Yes", "112", "3", "Resolved", "98", "2", "-"),
        row("Customers", "Yes", "1,240", "36", "-", "1,105", "28", "-"),
      ],
    ]);
    expect(valueOf(found, "A-25-COMMUNITIES-filed")).toBe("4");
    expect(valueOf(found, "A-25-SHAREHOLDERS-pending")).toBe("3");
    expect(valueOf(found, "A-25-CUSTOMERS-filed", "FY 2023-24")).toBe("1,105");
    expect(valueOf(found, "A-25-CUSTOMERS-pending", "FY 2023-24")).toBe("28");
  });
});
