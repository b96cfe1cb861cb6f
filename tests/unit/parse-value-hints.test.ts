import { valueHints } from "@/lib/esg-data/placeholders";
import { previousValue } from "@/lib/esg-data/previous-value";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";

describe("value and unit placeholders", () => {
  it.each([
    ["Scope 1 emissions", "tons CO2e"],
    ["Total energy consumption", "MWh"],
    ["Total water withdrawal", "cubic meters"],
    ["Total waste generated", "tons"],
    ["Safety incidents", "LTIFR"],
    ["Lost Time Injury Frequency Rate (LTIFR)", "LTIFR"],
    ["CSR spending", "INR"],
    ["Training hours per employee", "hours per employee"],
    ["Board independence", "% independent directors"],
  ])("%s → %s", (metric, unit) => {
    expect(valueHints(metric)).toEqual({ value: `Value in ${unit}`, unit });
  });

  it("falls back to the generic hints", () => {
    expect(valueHints("Women in workforce")).toEqual({ value: "e.g., 100", unit: "e.g., unit" });
    expect(valueHints("")).toEqual({ value: "e.g., 100", unit: "e.g., unit" });
  });
});

const entry = (id: string, metric: string, period: string, value: string, created = "2026-01-01T00:00:00.000Z"): EsgEntryDto => ({
  id,
  company_id: "c",
  framework: "BRSR",
  category: "environmental",
  metric,
  value,
  numeric_value: null,
  unit: "tCO2e",
  period,
  notes: "",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft",
  updated_by: null,
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: created,
  updated_at: created,
});

describe("previous period's value", () => {
  const entries = [
    entry("1", "Scope 1 emissions", "FY 2023", "6,200"),
    entry("2", "Scope 1 emissions", "FY 2024", "6,000"),
    entry("3", "Scope 2 emissions", "FY 2024", "9,000"),
    entry("4", "Scope 1 emissions", "FY 2025", "4,500"),
  ];
  it("finds the latest earlier period of the same metric", () => {
    expect(previousValue(entries, { metric: "scope 1 emissions", period: "FY 2025" })?.value).toBe("6,000");
    expect(previousValue(entries, { metric: "Scope 1 emissions", period: "FY 2024" })?.value).toBe("6,200");
    expect(previousValue(entries, { metric: "Scope 1 emissions", period: "FY 2026" })?.value).toBe("4,500");
  });
  it("without a period, shows the latest value; nothing for an unknown metric or the first period", () => {
    expect(previousValue(entries, { metric: "Scope 1 emissions", period: "" })?.value).toBe("4,500");
    expect(previousValue(entries, { metric: "Scope 3 emissions", period: "FY 2025" })).toBeNull();
    expect(previousValue(entries, { metric: "Scope 1 emissions", period: "FY 2023" })).toBeNull();
  });
  it("leaves out the entry being edited", () => {
    expect(previousValue(entries, { metric: "Scope 1 emissions", period: "", excludeId: "4" })?.value).toBe("6,000");
  });
});
