import { describe, expect, it } from "vitest";
import { parseNumericValue } from "@/lib/numbers/read";
import { proseFigures } from "@/lib/filings/prose-figures";
import type { FiledPdfYears } from "@/lib/filings/pdf-read";

/*
 * Revenue from operations and E3(b)'s wages read from a filing's sentences (lib/filings/prose-figures.ts):
 * each figure for the year named next to it, or the filing's year; anything that makes it another
 * figure (consolidated, a segment's, pre-sales, a target, a later year) proposes nothing.
 */
const FY25: FiledPdfYears = { cy: "FY 2024-25", py: "FY 2023-24", py2: "FY 2022-23" };
const FY26: FiledPdfYears = { cy: "FY 2025-26", py: "FY 2024-25", py2: "FY 2023-24" };

function read(text: string, years = FY25, boundary?: string) {
  return proseFigures([text], years, { fyStartMonth: 4, boundary }).map((m) => `${m.cell}@${m.period}=${parseNumericValue(m.value)}`);
}

describe("revenue from operations in a sentence", () => {
  it("reads crore with the previous year in a bracket named 'FY 2023-24:'", () => {
    expect(read("Revenue from operations for FY 2024-25 was ₹ 4,862.35 crore (FY 2023-24: ₹ 4,210.80 crore).")).toEqual([
      "INT-REVENUE@FY 2024-25=48623500000",
      "INT-REVENUE@FY 2023-24=42108000000",
    ]);
  });

  it("reads million in Western grouping with a bare calendar year as the year ending in it", () => {
    expect(read("Intensities are computed on revenue from operations of ₹ 98,412.6 million (2024: ₹ 89,870.3 million).")).toEqual([
      "INT-REVENUE@FY 2024-25=98412600000",
      "INT-REVENUE@FY 2023-24=89870300000",
    ]);
  });

  it("reads 'in the current year' and 'in the previous year' after each figure", () => {
    expect(read("The Company's standalone revenue from operations of ₹ 3,186.42 crore in the current year and ₹ 2,874.15 crore in the previous year.")).toEqual(
      ["INT-REVENUE@FY 2024-25=31864200000", "INT-REVENUE@FY 2023-24=28741500000"],
    );
  });

  it("reads lakh in Indian grouping, the filing's year when the sentence names none", () => {
    expect(read("Revenue from operations: Rs. 6,84,215.40 lakh.")).toEqual(["INT-REVENUE@FY 2024-25=68421540000"]);
  });

  it("reads billion with short year labels named after each figure", () => {
    expect(read("Revenue from operations was INR 68.42 billion in FY26 and INR 62.16 billion in FY25.", FY26)).toEqual([
      "INT-REVENUE@FY 2025-26=68420000000",
      "INT-REVENUE@FY 2024-25=62160000000",
    ]);
  });

  it("reads month ranges named after the figures", () => {
    expect(
      read(
        "Revenue from operations (standalone) used for the intensities: ₹ 4,862.35 crore in April 2024 – March 2025 and ₹ 4,210.80 crore in April 2023 – March 2024.",
      ),
    ).toEqual(["INT-REVENUE@FY 2024-25=48623500000", "INT-REVENUE@FY 2023-24=42108000000"]);
  });

  it("reads the year named before the words ('In FY 2023-24, revenue from operations …')", () => {
    expect(read("In FY 2023-24, revenue from operations stood at ₹ 4,210.80 crore.")).toEqual(["INT-REVENUE@FY 2023-24=42108000000"]);
  });

  it("reads 'respectively' lists in order", () => {
    expect(read("Revenue from operations was ₹ 4,862.35 crore and ₹ 4,210.80 crore in FY 2024-25 and FY 2023-24 respectively.")).toEqual([
      "INT-REVENUE@FY 2024-25=48623500000",
      "INT-REVENUE@FY 2023-24=42108000000",
    ]);
  });

  it("reads a bracketed 'previous year' and a year ended 31 March", () => {
    expect(read("Revenue from operations for the year ended 31 March 2025 was ₹ 2,148.6 crore (previous year ₹ 1,880.2 crore).")).toEqual([
      "INT-REVENUE@FY 2024-25=21486000000",
      "INT-REVENUE@FY 2023-24=18802000000",
    ]);
  });

  it("reads ₹ written against the figure and 'Cr' for crore", () => {
    expect(read("Revenue from operations: ₹4,862 Cr (FY24: ₹4,211 Cr).")).toEqual(["INT-REVENUE@FY 2024-25=48620000000", "INT-REVENUE@FY 2023-24=42110000000"]);
  });

  it("reads a previous year bracketed after 'Cr.' in the same sentence", () => {
    expect(read("Revenue from operations: ₹ 4,862 Cr. (FY24: ₹ 4,211 Cr.) The intensities use it.")).toEqual([
      "INT-REVENUE@FY 2024-25=48620000000",
      "INT-REVENUE@FY 2023-24=42110000000",
    ]);
  });

  it("refuses consolidated revenue in a standalone or unstated filing, reads it in a consolidated one", () => {
    const s = "Consolidated revenue from operations was Rs. 14,102.75 crore in FY 2025 (Rs. 13,388.60 crore in FY 2024).";
    expect(read(s)).toEqual([]);
    expect(read(s, FY25, "standalone")).toEqual([]);
    expect(read(s, FY25, "consolidated")).toEqual(["INT-REVENUE@FY 2024-25=141027500000", "INT-REVENUE@FY 2023-24=133886000000"]);
    expect(read("On a consolidated basis, revenue from operations was ₹ 24,18,930.75 lakh (FY 2023-24: ₹ 22,06,114.90 lakh).")).toEqual([]);
  });

  it("refuses standalone revenue in a consolidated filing", () => {
    expect(read("Standalone revenue from operations was ₹ 3,186.42 crore.", FY25, "consolidated")).toEqual([]);
  });

  it("refuses group, subsidiary and segment revenue", () => {
    expect(read("Group revenue from operations was ₹ 9,120.4 crore.")).toEqual([]);
    expect(read("Revenue from operations of the Lanka subsidiary was ₹ 412.6 crore.")).toEqual([]);
    expect(read("Revenue from operations, including the management-contract subsidiary, was ₹ 2,148.6 crore.", FY25, "consolidated")).toEqual([]);
    expect(read("Revenue from operations of the packaging segment was ₹ 1,204.8 crore in FY 2024-25.")).toEqual([]);
  });

  it("refuses pre-sales, total income and premium income next to it", () => {
    expect(read("Pre-sales (booking value) were ₹ 9,412.60 crore.")).toEqual([]);
    expect(read("Revenue from operations and other income was ₹ 6,910.4 crore.")).toEqual([]);
    expect(read("Total income, including other income of ₹ 6,827.45 lakh, was ₹ 6,91,042.85 lakh in 2024-25 (2023-24: ₹ 5,77,118.90 lakh).")).toEqual([]);
    expect(read("Gross premium income was ₹ 38,412.65 crore; revenue from operations is not reported separately.")).toEqual([]);
    // The list ends at a figure joined by other words: the pre-sales figure is not read as a year's revenue.
    expect(read("Revenue from operations was ₹ 4,862.35 crore; pre-sales were ₹ 9,412.60 crore.")).toEqual(["INT-REVENUE@FY 2024-25=48623500000"]);
  });

  it("refuses targets and a later year's figure", () => {
    expect(read("We aim to grow revenue from operations to ₹ 10,000 crore by FY 2029-30.")).toEqual([]);
    expect(read("Revenue from operations target for FY 2025-26 is ₹ 5,500 crore.")).toEqual([]);
    expect(read("Revenue from operations was ₹ 5,512.2 crore in FY 2025-26.")).toEqual([]);
  });

  it("refuses a change, a share and an intensity's denominator", () => {
    expect(read("Revenue from operations increased by ₹ 651.55 crore over the previous year.")).toEqual([]);
    expect(read("CSR spend was 2% of revenue from operations of ₹ 4,862.35 crore.")).toEqual([]);
    expect(read("Energy intensity (GJ per ₹ crore of revenue from operations) 23.36 27.41")).toEqual([]);
    expect(read("Revenue from operations (₹ 23,276.40 21,950.15 crore)")).toEqual([]);
  });

  it("refuses a list whose second figure names no year, and two figures for one year", () => {
    // Which year the bracketed figure is, and so whether the first is this year's, the sentence does not say.
    expect(read("Revenue from operations was ₹ 4,862.35 crore (₹ 4,210.80 crore).")).toEqual([]);
    expect(read("Revenue from operations was ₹ 4,862.35 crore in FY 2024-25 and ₹ 4,910.20 crore in FY 2024-25.")).toEqual([]);
  });

  it("refuses Section A's turnover and year headings read as a line", () => {
    expect(read("(ii) Turnover (revenue from operations): ₹ 6,84,215.40 lakh")).toEqual([]);
    expect(read("Revenue from operations FY 2024-25 FY 2023-24 ₹ 4,862.35 crore ₹ 4,210.80 crore")).toEqual([]);
    expect(read("Revenue from operations FY 2024-25 (Current FY) FY 2023-24 (Previous FY) ₹ 4,862.35 crore")).toEqual([]);
  });

  it("reads the current year's figure when the previous year's is joined by other words", () => {
    expect(read("Revenue from operations for FY 2024-25 was ₹ 4,862.35 crore, up 15% from ₹ 4,210.80 crore in FY 2023-24.")).toEqual([
      "INT-REVENUE@FY 2024-25=48623500000",
    ]);
    expect(read("Revenue from operations for FY 2024-25 was ₹ 4,862.35 crore as compared to ₹ 4,210.80 crore in FY 2023-24.")).toEqual([
      "INT-REVENUE@FY 2024-25=48623500000",
      "INT-REVENUE@FY 2023-24=42108000000",
    ]);
  });

  it("drops a year two sentences give different figures for", () => {
    expect(proseFigures(["Revenue from operations was ₹ 4,862.35 crore.", "Revenue from operations: ₹ 4,900.00 crore."], FY25, {})).toEqual([]);
  });
});

describe("gross wages paid to females (E3(b)) in a sentence", () => {
  it("reads the female and total wages and the share, the previous year in a bracket", () => {
    expect(
      read(
        "Gross wages paid to females were ₹ 612.48 crore out of total wages of ₹ 2,489.76 crore (24.6 %) (previous FY ₹ 548.20 crore of ₹ 2,293.64 crore, 23.9 %).",
      ),
    ).toEqual([
      "P5-E3b-FEMALE@FY 2024-25=6124800000",
      "P5-E3b-TOTAL@FY 2024-25=24897600000",
      "P5-E3b@FY 2024-25=24.6",
      "P5-E3b-FEMALE@FY 2023-24=5482000000",
      "P5-E3b-TOTAL@FY 2023-24=22936400000",
      "P5-E3b@FY 2023-24=23.9",
    ]);
  });

  it("reads each amount's previous year bracketed right after it", () => {
    expect(
      read(
        "Gross wages paid to females were ₹ 612.48 crore (previous FY ₹ 548.20 crore) out of total wages of ₹ 2,489.76 crore (previous FY ₹ 2,293.64 crore).",
      ),
    ).toEqual([
      "P5-E3b-FEMALE@FY 2024-25=6124800000",
      "P5-E3b-TOTAL@FY 2024-25=24897600000",
      "P5-E3b-FEMALE@FY 2023-24=5482000000",
      "P5-E3b-TOTAL@FY 2023-24=22936400000",
    ]);
  });

  it("reads the share alone under SEBI's words, with the current and previous FY named", () => {
    expect(read("Gross wages paid to females as % of total wages paid by the entity: 24.60% in the current FY (previous FY: 23.90%).")).toEqual([
      "P5-E3b@FY 2024-25=24.6",
      "P5-E3b@FY 2023-24=23.9",
    ]);
  });

  it("reads amounts in lakh with the year named before them and the share checked against them", () => {
    expect(
      read(
        "Gross wages paid to females as % of total wages paid by the entity: In 2024-25 the Company paid gross wages of ₹ 21,146.30 lakh to its women employees, out of total wages of ₹ 1,42,880.40 lakh, i.e. 14.8% (2023-24: 14.1%).",
      ),
    ).toEqual(["P5-E3b-FEMALE@FY 2024-25=2114630000", "P5-E3b-TOTAL@FY 2024-25=14288040000", "P5-E3b@FY 2024-25=14.8", "P5-E3b@FY 2023-24=14.1"]);
  });

  it("drops a share given in one sentence that another's amounts contradict", () => {
    const pages = [
      "Gross wages paid to females as % of total wages paid by the entity: 31.2% in the current FY.",
      "Gross wages paid to females were ₹ 612.48 crore out of total wages of ₹ 2,489.76 crore.",
    ];
    expect(proseFigures(pages, FY25, {}).map((m) => m.cell)).toEqual(["P5-E3b-FEMALE", "P5-E3b-TOTAL"]);
  });

  it("refuses a share that is not the amounts' ratio", () => {
    expect(read("Gross wages paid to females were ₹ 612.48 crore out of total wages of ₹ 2,489.76 crore (31.2 %).")).toEqual([]);
  });

  it("refuses amounts whose order makes the female more than the total", () => {
    expect(read("Gross wages paid to females were ₹ 2,489.76 crore out of total wages of ₹ 612.48 crore.")).toEqual([]);
  });

  it("refuses sentences about males, medians or the workforce", () => {
    expect(read("Gross wages paid to females were ₹ 612.48 crore and to males ₹ 1,877.28 crore.")).toEqual([]);
    expect(read("Gross wages paid to females: the median remuneration of women was ₹ 7.2 lakh.")).toEqual([]);
    expect(read("Wages paid to women: women are 28% of the workforce.")).toEqual([]);
    expect(read("Gross wages paid to females rose 12% to ₹ 612.48 crore out of total wages of ₹ 2,489.76 crore.")).toEqual([]);
  });

  it("refuses a part of the workforce and a table's row read as a line", () => {
    expect(read("Gross wages paid to female permanent employees were ₹ 412.6 crore.")).toEqual([]);
    expect(read("Gross wages paid to females as % of total wages paid by the entity FY 2024-25 FY 2023-24 18.4% NA")).toEqual([]);
    expect(read("Gross wages paid to females as % of total wages 18.4% 16.9%")).toEqual([]);
  });

  it("refuses wages sentences without SEBI's words", () => {
    expect(read("Women employees were paid ₹ 612.48 crore, 24.6% of the wage bill.")).toEqual([]);
  });
});
