import { describe, expect, it } from "vitest";
import { overallScore, scoreExtraction, type TruthItem } from "@/lib/extraction/accuracy";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { benchmarkFiles, scoreFile } from "../../bench/extraction-accuracy-set";

const proposal = (over: Partial<ExtractedMetric>): ExtractedMetric => ({
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "1,85,000",
  unit: "tCO2e",
  period: "FY 2024-25",
  page: 1,
  sentence: "",
  ...over,
});

describe("scoreExtraction", () => {
  const truth: TruthItem[] = [
    { key: "P6-E7-S1", period: "FY 2024-25", value: 185000, unit: "tCO2e" },
    { key: "CSR spending", period: "FY 2024-25", value: 24.6, unit: "₹ crore" },
  ];

  it("matches a proposal by its cell (or its metric's cell), year and a value within 0.5%", () => {
    const s = scoreExtraction([proposal({ value: "1,85,900" }), proposal({ metric: "CSR spending", value: "24.6", unit: "₹ crore" })], truth);
    expect(s).toMatchObject({ found: 2, correct: 2, recalled: 2, precision: 1, recall: 1, misses: [], wrong: [] });
  });

  it("counts a wrong year, a value off by more than 0.5%, another cell and a repeat as wrong", () => {
    const s = scoreExtraction(
      [
        proposal({ period: "FY 2023-24" }),
        proposal({ value: "1,86,000" }),
        proposal({ metric: "Scope 2 emissions" }),
        proposal({ cell: "P6-E7-S1" }),
        proposal({ cell: "P6-E7-S1" }),
      ],
      truth,
    );
    expect(s.correct).toBe(1);
    expect(s.wrong).toHaveLength(4);
    expect(s.precision).toBeCloseTo(0.2);
    expect(s.misses.map((m) => m.key)).toEqual(["CSR spending"]);
    expect(overallScore([s, scoreExtraction([], truth)])).toMatchObject({ found: 5, correct: 1, expected: 4, recalled: 1 });
  });
});

describe("the extraction benchmark set (tests/fixtures/extraction)", () => {
  const files = benchmarkFiles();

  it("has at least five PDFs, each with its ground truth", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) expect(f.truth.length, f.file).toBeGreaterThan(0);
  });

  it("meets the issue's floors overall with the offline engine: precision ≥ 98%, recall ≥ 85%", async () => {
    const scores = [];
    for (const file of files) {
      const { score } = await scoreFile(file);
      console.info(
        `${file.file}: ${score.found} found, ${score.correct} right of ${score.expected} — precision ${(score.precision * 100).toFixed(1)}%, recall ${(score.recall * 100).toFixed(1)}%`,
      );
      // Every file reads something right: none of the layouts is lost whole.
      expect(score.correct, file.file).toBeGreaterThan(0);
      scores.push(score);
    }
    const all = overallScore(scores);
    expect(all.precision).toBeGreaterThanOrEqual(0.98);
    expect(all.recall).toBeGreaterThanOrEqual(0.85);
  });

  it("never proposes a target or a baseline as an actual, and reads the death of a contract worker as a fatality", async () => {
    const narrative = files.find((f) => f.file === "narrative-annual-report.pdf")!;
    const { found } = await scoreFile(narrative);
    const values = found.map((f) => f.value);
    expect(values).not.toContain("1,50,000");
    expect(values).not.toContain("2,64,000");
    expect(found.find((f) => f.metric === "Fatalities")).toMatchObject({ value: "1", period: "FY 2024-25" });
    expect(found.find((f) => f.metric === "Scope 2 emissions (market-based)")).toMatchObject({ value: "61,250", cell: null });
    expect(found.find((f) => f.cell === "P6-E7-S2")).toMatchObject({ value: "96,400", conversion: null });
    expect(found.find((f) => f.cell === "P6-E7-S1" && f.period === "FY 2024-25")).toMatchObject({
      value: "1,85,000",
      unit: "tCO2e",
      conversion: "1.85 lakh tCO2e → 1,85,000 tCO2e",
    });
    expect(found.find((f) => f.cell === "P6-E1-TOTAL" && f.period === "FY 2024-25")).toMatchObject({
      value: "24,56,280",
      conversion: "682.3 million kWh → 24,56,280 GJ",
    });
    expect(found.find((f) => f.cell === "P6-E9-TOTAL")).toMatchObject({ value: "18,450", unit: "t", conversion: "18,450 MT → 18,450 t" });
    expect(found.find((f) => f.cell === "P5-E7-TOTAL")).toMatchObject({ value: "2" });
  });

  it("reads SEBI's wrapped year headings and wrapped row labels, with a confidence and the Scope 2 method flagged when unstated", async () => {
    const sebi = files.find((f) => f.file === "sebi-brsr-tables.pdf")!;
    const { found } = await scoreFile(sebi);
    const cell = (key: string, period: string) => found.find((f) => f.cell === key && f.period === period);
    expect(cell("P6-E1-ABC", "FY 2023-24")).toMatchObject({ value: "2,11,200", unit: "GJ" });
    expect(cell("P6-E9-H", "FY 2024-25")).toMatchObject({ value: "48,920", unit: "t" });
    expect(cell("A-20a-4-female", "FY 2024-25")).toMatchObject({ value: "230", metric: "Permanent workers: female" });
    // P3 E11: the 'Workers' sub-row under 'No. of fatalities', whose label is printed once beside 'Employees'.
    expect(cell("P3-E11-FATALITIES-workers", "FY 2023-24")).toMatchObject({ value: "2", metric: "Fatalities: workers" });
    expect(cell("P3-E11-LTIFR-employees", "FY 2024-25")).toMatchObject({ value: "0.18", unit: "per million person-hours" });
    expect(cell("P6-E1-INT-RUPEE", "FY 2024-25")).toMatchObject({ unit: "GJ per ₹", conversion: "612.4 GJ/₹ crore → 0.00006124 GJ per ₹" });
    const s2 = cell("P6-E7-S2", "FY 2024-25")!;
    expect(s2.caution).toMatch(/Scope 2 method .* not stated/);
    expect(s2.conversion ?? "").not.toMatch(/Scope 2/);
    expect(s2.confidence!).toBeLessThan(cell("P6-E7-S1", "FY 2024-25")!.confidence!);
    for (const f of found) expect(f.confidence, `${f.cell} confidence`).toBeGreaterThan(0);
  });
});
