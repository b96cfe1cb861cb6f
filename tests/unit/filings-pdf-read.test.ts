import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { overallScore, type TruthItem } from "@/lib/extraction/accuracy";
import { plainUnit, unitFactor } from "@/lib/extraction/convert";
import { sebiWording } from "@/lib/extraction/table-metrics";
import { filingYears } from "@/lib/filings/pdf-read";
import { readFixture, scoreLine, scorePdf } from "../helpers/filed-pdf-score";

const DIR = path.join(process.cwd(), "tests", "fixtures", "filings-pdf");
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".truth.json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(DIR, f), "utf8")) as { file: string; expected: TruthItem[] });

describe("the filed-BRSR PDF reader on its own fixtures (tests/fixtures/filings-pdf)", () => {
  it("reads every figure into its cell and year, and nothing else", async () => {
    const scores = [];
    for (const f of files) {
      const { score } = await scorePdf(path.join(DIR, f.file), f.expected);
      console.info(scoreLine(f.file, score));
      expect(score.misses, f.file).toEqual([]);
      expect(score.wrong, f.file).toEqual([]);
      scores.push(score);
    }
    expect(overallScore(scores)).toMatchObject({ precision: 1, recall: 1 });
  });

  it("tells 'Current Year' / 'Previous Year' and CY / PY columns apart by the filing's own year (Section A Q9)", async () => {
    const { years, found } = await readFixture(path.join(DIR, "yamuna-auto-brsr-2024-25.pdf"));
    expect(years).toEqual({ cy: "FY 2024-25", py: "FY 2023-24", py2: "FY 2022-23" });
    const at = (cell: string, period: string) => found.find((m) => m.cell === cell && m.period === period)?.value;
    expect(at("P1-E8", "FY 2024-25")).toBe("58");
    expect(at("P1-E8", "FY 2023-24")).toBe("61");
    // "No. of" / "Number of", "LTIFR" alone for SEBI's long label.
    expect(at("P3-E11-FATALITIES-workers", "FY 2024-25")).toBe("0");
    expect(at("P3-E11-LTIFR-workers", "FY 2023-24")).toBe("0.44");
    // A scale in the table's heading: "'000 GJ", '₹ in lakh'.
    expect(at("P6-E1-D", "FY 2024-25")).toBe("1,68,400");
    expect(at("INT-REVENUE", "FY 2024-25")).toBe("28,64,50,00,000");
    // A three-year trend: each year's Male | Female | Total.
    expect(at("A-22-EMPLOYEES-total", "FY 2022-23")).toBe("10.3");
  });

  it("reads Nil as 0, leaves NA and - out, converts a unit column's MWh and kg, and reads Section A's facts", async () => {
    const { found, facts } = await readFixture(path.join(DIR, "ganga-textiles-brsr-2024-25.pdf"));
    const at = (cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period);
    expect(at("P3-E11-FATALITIES-employees")?.value).toBe("0");
    expect(at("P6-E1-F")).toBeUndefined();
    expect(at("P6-E3-iv")).toBeUndefined();
    expect(at("P6-E1-D")).toMatchObject({ value: "5,34,600", unit: "GJ" });
    expect(at("P6-E6-PM")).toMatchObject({ value: "42.3", unit: "t" });
    expect(facts).toMatchObject({ cin: "L17110MH1985PLC036521", incorporation_year: "1985", reporting_boundary: "standalone" });
    // A target is never an actual.
    expect(found.some((m) => m.value === "1,50,000" || m.value === "0.30")).toBe(false);
  });

  it("reads years printed as rows, year headings over three columns each, a unit in the year heading, and sub-rows by the row above them", async () => {
    const { found, years } = await readFixture(path.join(DIR, "sabari-cements-brsr-2024-25.pdf"));
    expect(years?.cy).toBe("FY 2024-25");
    const at = (cell: string, period = "FY 2024-25") => found.find((m) => m.cell === cell && m.period === period)?.value;
    expect(at("P6-E3-CONSUMPTION", "FY 2023-24")).toBe("3,61,450");
    expect(at("P5-E1-WORKERS-OTHER-covered", "FY 2023-24")).toBe("2,480");
    expect(at("P5-E1-EMPLOYEES-PERMANENT-covered-pct")).toBe("96.3");
    expect(at("P6-E1-E")).toBe("3,84,12,500");
    // '– No treatment' under '(iv) Sent to third-parties' is that destination's, not the first one's.
    expect(at("P6-E4-iv-TREATED")).toBe("18,250");
    expect(at("P6-E4-i-NONE")).toBeUndefined();
    // Two 'Total' rows, told apart by their block headings.
    expect(at("P6-E9-REC-TOTAL")).toBe("2,450.5");
    expect(at("P6-E9-DIS-TOTAL")).toBe("98.4");
  });
});

describe("label and unit rules", () => {
  it("words SEBI's labels one way", () => {
    expect(sebiWording("No. of fatalities")).toBe(sebiWording("Number of fatalities"));
    expect(sebiWording("LTIFR (per one million person-hours worked)")).toBe(
      sebiWording("Lost Time Injury Frequency Rate (LTIFR) (per one million-person hours worked)").replace(/\s+$/, ""),
    );
    expect(sebiWording("Revenue from operations (₹, audited statement of profit and loss)")).toBe("revenue from operations");
  });

  it("reads scale words however a heading prints them", () => {
    expect(plainUnit("₹ in crore")).toBe("₹ crore");
    expect(plainUnit("Rs. in Lakhs")).toBe("₹ lakh");
    expect(unitFactor("'000 GJ", "GJ")).toBe(1000);
    expect(unitFactor("’000 tonnes", "t")).toBe(1000);
    expect(unitFactor("INR Crores", "₹")).toBe(1e7);
  });

  it("finds the filing's year in Section A Q9 however it is written, else in its headings", () => {
    expect(filingYears(["9. Financial year for which reporting is being done: 1 April 2024 to 31 March 2025"])?.cy).toBe("FY 2024-25");
    expect(filingYears(["Financial year for which reporting is being done | 2023-24"])?.cy).toBe("FY 2023-24");
    expect(filingYears(["Parameter FY 2022-23 FY 2021-22\nWater 1 2"])?.cy).toBe("FY 2022-23");
    expect(filingYears(["A letter with no year"])).toBeNull();
  });
});
