import { describe, expect, it } from "vitest";
import {
  toIsoDate,
  decimalText,
  decimalsOf,
  daysToDuration,
  durationToDays,
  fractionToPercent,
  percentToFraction,
  shiftDecimal,
  unitFor,
  valueFitsType,
} from "@/lib/xbrl/convert";
import { factValue, roundDerived, escapeXml, instanceFileName } from "@/lib/xbrl/instance";
import { taxonomyForYear, namespacesOf } from "@/lib/xbrl/versions";
import { fiscalYear } from "@/lib/periods/fiscal-year";
import type { CellValue } from "@/lib/frameworks/questionnaire/evaluate";

const value = (v: number | string | null, state: CellValue["state"] = "entered"): CellValue => ({
  state,
  value: v,
  display: String(v),
  unit: "",
  entryIds: [],
});

describe("number text", () => {
  it("writes plain decimals, never exponents, without binary noise", () => {
    expect(decimalText(1.2e-7)).toBe("0.00000012");
    expect(decimalText(0.1 + 0.2)).toBe("0.3");
    expect(decimalText(3_450_000_000)).toBe("3450000000");
    expect(decimalText(-42.5)).toBe("-42.5");
    expect(decimalText(0)).toBe("0");
    expect(() => decimalText(Number.NaN)).toThrow();
  });

  it("moves the decimal point exactly", () => {
    expect(shiftDecimal("20.36", -2)).toBe("0.2036");
    expect(shiftDecimal("0.5", -2)).toBe("0.005");
    expect(shiftDecimal("0.2036", 2)).toBe("20.36");
    expect(shiftDecimal("7", 3)).toBe("7000");
  });

  it("counts decimals from the text written", () => {
    expect(decimalsOf("3450000000")).toBe("0");
    expect(decimalsOf("0.2036")).toBe("4");
  });
});

describe("percent, duration and scale conversions", () => {
  it("files percentages as fractions and reads them back", () => {
    expect(percentToFraction(20.36)).toBe("0.2036");
    expect(percentToFraction(45)).toBe("0.45");
    expect(percentToFraction(100)).toBe("1");
    expect(percentToFraction(0.32)).toBe("0.0032");
    expect(fractionToPercent("0.2036")).toBe(20.36);
  });

  it("files days payable as an ISO 8601 duration of whole days", () => {
    expect(daysToDuration(59)).toBe("P59D");
    expect(daysToDuration(58.6)).toBe("P59D");
    expect(durationToDays("P59D")).toBe(59);
    expect(durationToDays("59")).toBeNull();
    expect(() => daysToDuration(-1)).toThrow();
  });

  it("rounds computed figures to what filings print", () => {
    expect(roundDerived(33.333333, "percent")).toBe(33.33);
    expect(roundDerived(0.000012345678, "energyPerMonetary")).toBe(0.0000123457);
    expect(roundDerived(1234, "integer")).toBe(1234);
  });
});

describe("dates typed in narrative columns", () => {
  it("reads the ways Indian filings write a day, day first", () => {
    expect(toIsoDate("14 February 2025")).toBe("2025-02-14");
    expect(toIsoDate("14th Feb, 2025")).toBe("2025-02-14");
    expect(toIsoDate("Feb 14, 2025")).toBe("2025-02-14");
    expect(toIsoDate("14/02/2025")).toBe("2025-02-14");
    expect(toIsoDate("04-03-2025")).toBe("2025-03-04");
    expect(toIsoDate("2025-02-14")).toBe("2025-02-14");
    expect(toIsoDate("31/02/2025")).toBeNull();
    expect(toIsoDate("sometime in 2025")).toBeNull();
  });

  it("files a date element as YYYY-MM-DD, and leaves what is no date for validation to name", () => {
    expect(factValue(value("14 February 2025"), "date", {})).toEqual({ value: "2025-02-14" });
    expect(factValue(value("Q3 2025"), "date", {})).toEqual({ value: "Q3 2025" });
  });
});

describe("units", () => {
  it("picks the unit filers use for each kind of figure", () => {
    expect(unitFor("₹", "monetary", false)).toMatchObject({ id: "INR", numerator: ["iso4217:INR"] });
    expect(unitFor("%", "percent", false)).toMatchObject({ id: "pure" });
    expect(unitFor("count", "integer", false)).toMatchObject({ id: "pure" });
    expect(unitFor("GJ", "energy", false)).toMatchObject({ id: "GJ", numerator: ["Non-SI:GJ"] });
    expect(unitFor("kL", "decimal", false)).toMatchObject({ id: "kl" });
    expect(unitFor("t", "mass", false)).toMatchObject({ id: "t", numerator: ["Non-SI:t"] });
  });

  it("spells tonnes of CO2e as tCO2e, never MtCO2e", () => {
    const u = unitFor("tCO2e", "ghgEmissions", false);
    expect(u?.id).toBe("tCO2e");
    expect(u?.numerator.join()).not.toMatch(/Mt/);
  });

  it("divides units for intensities: per rupee, per PPP dollar; per unit of output keeps the quantity's unit", () => {
    expect(unitFor("GJ per ₹", "energyPerMonetary", false)).toEqual({ id: "GJPerINR", numerator: ["Non-SI:GJ"], denominator: ["iso4217:INR"] });
    expect(unitFor("tCO2e per US$ (PPP)", "ghgEmissionsPerMonetary", false)).toEqual({
      id: "tCO2ePerUSD",
      numerator: ["Non-SI:tCO2e"],
      denominator: ["iso4217:USD"],
    });
    expect(unitFor("kL per ₹", "decimal", false)?.id).toBe("klPerINR");
    expect(unitFor("GJ per unit of output", "energy", false)?.id).toBe("GJ");
  });

  it("files quantities as pure in the taxonomies before 2024-04-30, and gives non-numeric types no unit", () => {
    expect(unitFor("GJ", "decimal", true)?.id).toBe("pure");
    expect(unitFor("₹", "monetary", true)?.id).toBe("INR");
    expect(unitFor("", "string", false)).toBeNull();
    expect(unitFor("days", "duration", false)).toBeNull();
  });
});

describe("fact values by data type", () => {
  it("converts each data type", () => {
    expect(factValue(value(20.36), "percent", {})).toEqual({ value: "0.2036", decimals: "4" });
    expect(factValue(value(3_450_000_000), "monetary", {})).toEqual({ value: "3450000000", decimals: "0" });
    expect(factValue(value(12.4), "integer", {})).toEqual({ value: "12", decimals: "0" });
    expect(factValue(value(1234.5), "energy", {})).toEqual({ value: "1234.5", decimals: "1" });
    expect(factValue(value(59), "duration", {})).toEqual({ value: "P59D" });
    expect(factValue(value("Yes"), "boolean", {})).toEqual({ value: "true" });
    expect(factValue(value("No"), "boolean", {})).toEqual({ value: "false" });
    expect(factValue(value("yes"), "enumeration", { enumeration: ["Yes", "No", "NA"] })).toEqual({ value: "Yes" });
    expect(factValue(value("Maybe"), "enumeration", { enumeration: ["Yes", "No", "NA"] })).toBeNull();
    expect(factValue(value("Steel <bars> & rods"), "string", {})).toEqual({ value: "Steel <bars> & rods" });
  });

  it("leaves out unanswered cells; Not applicable is NA only where the type allows it", () => {
    expect(factValue(value(null, "missing"), "decimal", {})).toBeNull();
    expect(factValue(value(null, "not_applicable"), "decimal", {})).toBeNull();
    expect(factValue(value(null, "not_applicable"), "boolean", {})).toBeNull();
    expect(factValue(value(null, "not_applicable"), "enumeration", { enumeration: ["Yes", "No", "NA"] })).toEqual({ value: "NA" });
    expect(factValue(value(null, "not_applicable"), "string", {})).toEqual({ value: "NA" });
  });

  it("checks values against their types", () => {
    expect(valueFitsType("0.45", "percent")).toBe(true);
    expect(valueFitsType("12 %", "percent")).toBe(false);
    expect(valueFitsType("P59D", "duration")).toBe(true);
    expect(valueFitsType("59", "duration")).toBe(false);
    expect(valueFitsType("2025-03-31", "date")).toBe(true);
    expect(valueFitsType("31/03/2025", "date")).toBe(false);
    expect(valueFitsType("L27100MH1996PLC098765", "cin")).toBe(true);
    expect(valueFitsType("L27100MH1996PLC09876", "cin")).toBe(false);
    expect(valueFitsType("true", "boolean")).toBe(true);
    expect(valueFitsType("Yes", "boolean")).toBe(false);
    expect(valueFitsType("12.5", "integer")).toBe(false);
  });
});

describe("XML text and names", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`a < b & "c" 'd' >\u0001`)).toBe("a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt;");
  });

  it("names the file by CIN and year", () => {
    expect(instanceFileName("L27100MH1996PLC098765", fiscalYear(2025))).toBe("BRSR_L27100MH1996PLC098765_FY2024-25.xml");
  });

  it("chooses the taxonomy by the financial year and spells its namespaces", () => {
    expect(taxonomyForYear(2025)).toBe("2025-05-31");
    expect(taxonomyForYear(2024)).toBe("2024-04-30");
    expect(taxonomyForYear(2022)).toBe("2021-09-30");
    expect(taxonomyForYear(2026)).toBe("2026-02-28");
    expect(namespacesOf("2025-05-31")).toMatchObject({
      core: "https://www.sebi.gov.in/xbrl/2025-05-31/in-capmkt",
      schemaRef: "https://www.sebi.gov.in/xbrl/BRSR/in-capmkt-ent-2025-05-31.xsd",
    });
    expect(namespacesOf("2021-09-30").types).toBe("https://www.sebi.gov.in/xbrl/2021-03-31/in-capmkt-types");
  });
});
