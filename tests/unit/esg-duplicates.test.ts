import { duplicatesOf, figureKey } from "@/lib/esg-data/duplicates";

describe("one figure per company, metric and period", () => {
  const at = (period: string, metric = "Scope 1 emissions", framework = "BRSR") => ({ framework, metric, period });

  it("reads the same year written three ways, and the same metric in another case, as one figure", () => {
    const key = figureKey(at("FY 2024-25"));
    expect(figureKey(at("FY 2025"))).toBe(key);
    expect(figureKey(at("April 2024 - March 2025"))).toBe(key);
    expect(figureKey(at("FY 2024-25", "  scope 1   EMISSIONS "))).toBe(key);
  });

  it("keeps other periods, frameworks and unread periods apart", () => {
    const key = figureKey(at("FY 2024-25"));
    expect(figureKey(at("Q1 FY 2024-25"))).not.toBe(key);
    expect(figureKey(at("FY 2024-25", "Scope 1 emissions", "GRI"))).not.toBe(key);
    expect(figureKey(at("sometime in 2024"))).toBe(figureKey(at("Sometime  in 2024")));
    // A company whose year starts in January reads 'FY 2025' as the calendar year.
    expect(figureKey(at("FY 2025"), 1)).not.toBe(key);
  });

  it("lists, for each entry sharing its figure, the others", () => {
    const entries = [
      { id: "a", ...at("FY 2024-25") },
      { id: "b", ...at("FY 2025") },
      { id: "c", ...at("FY 2023-24") },
    ];
    expect(Object.fromEntries(duplicatesOf(entries))).toEqual({ a: ["b"], b: ["a"] });
  });
});
