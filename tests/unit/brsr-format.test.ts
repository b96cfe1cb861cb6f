import { reportValue, fitChars, formatIndianNumber, formatLongDate, padChars, reportFileName, wrapChars } from "@/lib/reports/brsr/format";

const at = (iso: string) => new Date(iso);

describe("formatIndianNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [123456, "1,23,456"],
    [12345678.9, "1,23,45,678.9"],
    [-2500000, "-25,00,000"],
    [4250.456, "4,250.46"],
    [0.000123456, "0.0001235"],
    [0.82, "0.82"],
  ])("%s → %s", (n, expected) => {
    expect(formatIndianNumber(n)).toBe(expected);
  });
});

describe("reportValue", () => {
  it("prints a parsed number in Indian grouping with its unit", () => {
    expect(reportValue({ value: "123456.75", numericValue: 123456.75, unit: "tCO2e" })).toBe("1,23,456.75 tCO2e");
    expect(reportValue({ value: "1,234,567", numericValue: 1234567, unit: "kL" })).toBe("12,34,567 kL");
  });
  it("keeps a % or ₹ typed into the value rather than the unit", () => {
    expect(reportValue({ value: "18.5 %", numericValue: 18.5, unit: "" })).toBe("18.5%");
    expect(reportValue({ value: "₹ 5,00,000", numericValue: 500000, unit: "" })).toBe("₹5,00,000");
    expect(reportValue({ value: "Rs. 2500", numericValue: 2500, unit: "" })).toBe("₹2,500");
    // A scale typed in the value is not repeated from the unit: not '₹2,60,00,000 crore'.
    expect(reportValue({ value: "2.6 crore", numericValue: 2.6e7, unit: "₹ crore" })).toBe("₹2,60,00,000");
    expect(reportValue({ value: "2.6", numericValue: 2.6, unit: "₹ crore" })).toBe("₹2.6 crore");
    expect(reportValue({ value: "42", numericValue: 42, unit: "%" })).toBe("42 %");
    expect(reportValue({ value: "₹ 12", numericValue: 12, unit: "INR crore" })).toBe("₹12 crore");
  });

  it("writes rupees before the figure, with the scale after it", () => {
    expect(reportValue({ value: "345", numericValue: 345, unit: "₹ crore" })).toBe("₹345 crore");
    expect(reportValue({ value: "150000", numericValue: 150000, unit: "₹" })).toBe("₹1,50,000");
    expect(reportValue({ value: "2.5", numericValue: 2.5, unit: "Rs. lakh" })).toBe("₹2.5 lakh");
    // Not rupees: units that merely start with the same letters.
    expect(reportValue({ value: "12", numericValue: 12, unit: "rsd" })).toBe("12 rsd");
    expect(reportValue({ value: "7", numericValue: 7, unit: "inrush events" })).toBe("7 inrush events");
    // Text values keep what was typed.
    expect(reportValue({ value: "Nil", numericValue: null, unit: "₹" })).toBe("Nil ₹");
  });
  it("prints text that is not a number as entered", () => {
    expect(reportValue({ value: "Yes, board-approved", numericValue: null, unit: "" })).toBe("Yes, board-approved");
    expect(reportValue({ value: "10-12", numericValue: null, unit: "days" })).toBe("10-12 days");
  });
});

describe("dates and file name", () => {
  it("dates the cover in India, and names the file after the company and the year", () => {
    expect(formatLongDate(at("2026-11-22T10:00:00Z"))).toBe("22 November 2026");
    // 23:30 UTC is already the next morning in India.
    expect(formatLongDate(at("2026-03-31T23:30:00Z"))).toBe("1 April 2026");
    expect(reportFileName("Sahyadri Steel Ltd", "2024-25")).toBe("Sahyadri_Steel_BRSR_FY2024-25.pdf");
    expect(reportFileName("Sahyadri Steel & Alloys Ltd", "2024-25")).toBe("Sahyadri_Steel_Alloys_BRSR_FY2024-25.pdf");
    expect(reportFileName("Konkan Textiles Private Limited", "2025")).toBe("Konkan_Textiles_BRSR_FY2025.pdf");
    expect(reportFileName("महाराष्ट्र उद्योग", "2024-25")).toBe("Company_BRSR_FY2024-25.pdf");
  });
});

describe("fixed-width cells", () => {
  it("cuts to a width in characters with an ellipsis", () => {
    expect(fitChars("BRSR", 9)).toBe("BRSR");
    expect(fitChars("environmental and social", 13)).toBe("environmenta…");
    expect([...fitChars("environmental and social", 13)]).toHaveLength(13);
  });

  it("wraps on words without dropping anything, splitting a word longer than the line", () => {
    expect(wrapChars("Concentration of purchases (top 10 trading houses, %)", 20)).toEqual(["Concentration of", "purchases (top 10", "trading houses, %)"]);
    expect(wrapChars("FY 2024-25", 10)).toEqual(["FY 2024-25"]);
    expect(wrapChars("0.42 per million person-hours", 24)).toEqual(["0.42 per million", "person-hours"]);
    expect(wrapChars("abcdefghijklmnopqrstuvwxyz", 10)).toEqual(["abcdefghij", "klmnopqrst", "uvwxyz"]);
    expect(wrapChars("", 10)).toEqual([""]);
  });

  it("pads with no-break spaces, on the left for numbers", () => {
    expect(padChars("12", 5, true)).toBe("\u00a0\u00a0\u00a012");
    expect(padChars("BRSR", 6)).toBe("BRSR\u00a0\u00a0");
    expect(padChars("too long", 3)).toBe("too long");
  });
});
