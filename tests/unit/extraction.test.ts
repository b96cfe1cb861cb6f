import { describe, expect, it } from "vitest";
import { extractMetricsOffline, segmentPage } from "@/lib/extraction/offline";
import { readPdfPages } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { normalisePeriod, parseNumber } from "@/lib/extraction/units";
import { unitFactor } from "@/lib/extraction/convert";
import { HELD_OUT_REPORT, INDIAN_REPORT, WESTERN_REPORT, makePdf, type KnownFigure, type PdfFixture } from "../helpers/make-pdf";

/** Right when the metric, page and period match and the value is the known one in the unit proposed (the engine converts to the cell's unit). */
function isCorrect(found: ExtractedMetric, known: KnownFigure): boolean {
  const factor = unitFactor(known.unit, found.unit);
  const value = parseNumber(found.value);
  return (
    found.metric === known.metric &&
    factor !== null &&
    value !== null &&
    Math.abs(value - known.value * factor) <= Math.abs(known.value * factor) * 1e-9 &&
    found.page === known.page &&
    found.period === known.period
  );
}

async function score(fixture: PdfFixture) {
  const pages = await readPdfPages(await makePdf(fixture.pages));
  const found = extractMetricsOffline(pages);
  const correct = found.filter((f) => fixture.expected.some((k) => isCorrect(f, k)));
  const recalled = fixture.expected.filter((k) => found.some((f) => isCorrect(f, k)));
  return { pages, found, correct: correct.length, recalled: recalled.length, expected: fixture.expected.length };
}

describe("offline extraction on generated reports", () => {
  const fixtures = [INDIAN_REPORT, WESTERN_REPORT, HELD_OUT_REPORT];

  it.each(fixtures)("$name: precision and recall of at least 80% with the right value, unit, period and page", async (fixture) => {
    const result = await score(fixture);
    const precision = result.correct / result.found.length;
    const recall = result.recalled / result.expected;
    console.info(
      `${fixture.name}: ${result.found.length} found, ${result.correct} correct, ${result.recalled}/${result.expected} recalled — precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%`,
    );
    expect(result.found.length).toBeGreaterThan(0);
    expect(precision).toBeGreaterThanOrEqual(0.8);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  it("reports no value that is not printed in its source sentence on its page", async () => {
    for (const fixture of fixtures) {
      const { pages, found } = await score(fixture);
      for (const metric of found) {
        const page = pages[metric.page - 1].replace(/\s+/g, " ");
        expect(page, `${metric.metric} sentence on page ${metric.page}`).toContain(metric.sentence);
        // A converted figure names what was printed: '4,850 INR crore → 48,50,00,00,000 ₹'.
        const printed = metric.conversion?.includes(" → ") ? metric.conversion.split(" → ")[0].split(" ")[0] : metric.value;
        if (printed !== "0" || /\b0\b/.test(metric.sentence)) {
          expect(metric.sentence, `${metric.metric} value in its sentence`).toContain(printed);
        } else {
          // '0' only stands for a written zero: 'no data breaches', 'zero fatalities', 'nil'.
          expect(metric.sentence).toMatch(/\b(no|zero|nil)\b/i);
        }
      }
    }
  });

  it("reads the Indian report's figures exactly, with comparisons and table columns", async () => {
    const { found } = await score(INDIAN_REPORT);
    const get = (metric: string, period: string) => found.find((f) => f.metric === metric && f.period === period);
    expect(get("Scope 1 emissions", "FY 2023-24")).toMatchObject({ value: "1,52,000", unit: "tCO2e", page: 2 });
    expect(get("Scope 1 emissions", "FY 2022-23")).toMatchObject({ value: "1,60,500", unit: "tCO2e", page: 2 });
    expect(get("Total water withdrawal", "FY 2022-23")).toMatchObject({ value: "4,10,000", unit: "kL", page: 3 });
    expect(get("CSR spending", "FY 2023-24")).toMatchObject({ value: "38.6", unit: "₹ crore", page: 5, conversion: "38.6 INR crore → 38.6 ₹ crore" });
    expect(get("Total waste generated", "FY 2023-24")).toMatchObject({ value: "18,230", unit: "t", conversion: "18,230 tonnes → 18,230 t" });
    expect(get("Scope 1 emissions", "FY 2023-24")!.sentence).toBe(
      "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e, down from 1,60,500 tCO2e in FY 2022-23, mainly because the Chakan plant switched from furnace oil to natural gas.",
    );
  });

  it("takes nothing from targets, percentages of change, plant numbers, references or an obligation", () => {
    const found = extractMetricsOffline([
      [
        "Our target is to cut Scope 1 emissions by 30% by FY 2030.",
        "Energy consumption rose 6.7% as the new mill (Plant 2) started in 2023.",
        "Scope 3 emissions are not yet measured; we plan to report them from FY 2025-26.",
        "This section answers GRI 305-1 and Principle 6.",
        "CSR obligation for the year was INR 37.9 crore.",
        "Water withdrawal at Unit 4 is metered daily.",
      ].join("\n"),
    ]);
    expect(found).toEqual([]);
  });

  it("keeps Scope 1, Scope 2 and Scope 1 and 2 apart", () => {
    const found = extractMetricsOffline(["Scope 1 and 2 emissions: 2,50,450 tCO2e in FY 2023-24.\nScope 2: 98,450 tCO2e in FY 2023-24."]);
    expect(found.map((f) => [f.metric, f.value])).toEqual([
      ["Total GHG emissions", "2,50,450"],
      ["Scope 2 emissions", "98,450"],
    ]);
  });

  it("joins wrapped prose lines but keeps table rows apart", () => {
    expect(segmentPage("Total energy consumption was\n21,45,600 GJ in FY 2023-24.\nParameter FY 2023-24 FY 2022-23\nWater withdrawal (kL) 1 2")).toEqual([
      "Total energy consumption was 21,45,600 GJ in FY 2023-24.",
      "Parameter FY 2023-24 FY 2022-23",
      "Water withdrawal (kL) 1 2",
    ]);
  });

  it("normalises periods and parses both digit groupings", () => {
    expect(normalisePeriod("FY24")).toBe("FY 2023-24");
    expect(normalisePeriod("2023-24")).toBe("FY 2023-24");
    expect(normalisePeriod("FY 2023-2024")).toBe("FY 2023-24");
    // One reporting-year model (decisions D19): 'FY 2024' is the year ending March 2024, as everywhere else.
    expect(normalisePeriod("FY 2024")).toBe("FY 2023-24");
    expect(parseNumber("1,52,000")).toBe(152000);
    expect(parseNumber("152,000.5")).toBe(152000.5);
    expect(parseNumber("abc")).toBeNull();
  });

  it("reads periods through the one period model: every spelling of a year is its label, other periods stay as written", () => {
    for (const written of [
      "FY24",
      "FY'24",
      "FY 2023-24",
      "FY2023-24",
      "2023-24",
      "2023-2024",
      "F.Y. 2023-24",
      "Financial Year 2023-24",
      "Fiscal 2024",
      "FY 2024",
    ]) {
      expect(normalisePeriod(written), written).toBe("FY 2023-24");
    }
    expect(normalisePeriod("2024")).toBe("2024");
    expect(normalisePeriod("Q1 2024")).toBe("Q1 2024");
    // A company whose year starts in January names its years by one calendar year.
    expect(normalisePeriod("FY24", 1)).toBe("FY 2024");
    expect(normalisePeriod("2023-24", 1)).toBe("2023-24");
  });

  it("keeps one figure per metric and year whichever way the report spells the year", () => {
    const found = extractMetricsOffline(["Scope 1 emissions in FY24 were 15,200 tCO2e.\nScope 1 emissions for FY 2023-24 were 15,200 tCO2e, as audited."]);
    expect(found.filter((f) => f.metric === "Scope 1 emissions").map((f) => [f.period, f.value])).toEqual([["FY 2023-24", "15,200"]]);
  });

  it("names the year before the report's own by the same model", () => {
    const found = extractMetricsOffline(["Deccan Chemicals Annual Report FY24", "- Scope 1 emissions: 48,720 tCO2e (previous year 51,300 tCO2e)"]);
    expect(found.map((f) => [f.period, f.value])).toEqual([
      ["FY 2023-24", "48,720"],
      ["FY 2022-23", "51,300"],
    ]);
  });
});
