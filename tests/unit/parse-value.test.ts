import { parseNumericValue } from "@/lib/numbers/read";

describe("parseNumericValue", () => {
  it.each([
    ["1,23,456.7", 123456.7],
    ["12,34,56,789", 123456789],
    ["1,00,000", 100000],
    ["5,000", 5000],
    ["1,234,567.8", 1234567.8],
    ["12,345", 12345],
    ["1234567", 1234567],
    ["0.82", 0.82],
    [".5", 0.5],
    ["42", 42],
    ["  42  ", 42],
  ])("reads digit grouping: %s", (text, expected) => {
    expect(parseNumericValue(text)).toBe(expected);
  });

  it.each([
    ["12 %", 12],
    ["12%", 12],
    ["12.5 percent", 12.5],
    ["35 per cent", 35],
  ])("reads percentages as their number: %s", (text, expected) => {
    expect(parseNumericValue(text)).toBe(expected);
  });

  it.each([
    ["₹ 5,00,000", 500000],
    ["₹5,00,000", 500000],
    ["Rs. 1,500", 1500],
    ["Rs 250", 250],
    ["INR 20,000", 20000],
    ["$1,200.50", 1200.5],
    ["₹ 2.5 crore", 25000000],
    ["3 lakh", 300000],
    ["1.2 million", 1200000],
  ])("reads currency and scale words: %s", (text, expected) => {
    expect(parseNumericValue(text)).toBeCloseTo(expected, 6);
  });

  it.each([
    ["-3.5", -3.5],
    ["−3.5", -3.5],
    ["+4", 4],
    ["(1,200)", -1200],
    ["-₹ 500", -500],
    ["₹ -500", -500],
    ["-0", 0],
  ])("reads negative numbers: %s", (text, expected) => {
    expect(parseNumericValue(text)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "N/A",
    "Yes",
    "Not applicable",
    "FY 2024",
    "Q1 2025",
    "10-20",
    "about 100",
    "100 employees",
    "1,2,3",
    "12,34",
    "1,234,56",
    "1.234,5",
    "1.2.3",
    "--5",
    "(-5)",
    "5%%",
    "₹",
    "%",
    "1e5",
    "Infinity",
    "NaN",
    "0x1A",
  ])("refuses text that is not a number: %j", (text) => {
    expect(parseNumericValue(text)).toBeNull();
  });

  it("refuses over-long text", () => {
    expect(parseNumericValue("1".repeat(201))).toBeNull();
  });
});
