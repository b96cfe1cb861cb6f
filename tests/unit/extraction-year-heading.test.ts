import { describe, expect, it } from "vitest";
import { headingYear, resolvedYear } from "@/lib/extraction/year-heading";

describe("headingYear: the year a column heading names, however it is worded", () => {
  it.each([
    ["FY 2024-25", "FY 2024-25"],
    ["FY 2024-2025", "FY 2024-25"],
    ["FY25", "FY 2024-25"],
    ["FY'25", "FY 2024-25"],
    ["F.Y. 2024–25", "FY 2024-25"],
    ["F.Y. 2023 - 24", "FY 2023-24"],
    ["2024-25", "FY 2024-25"],
    ["2024–2025", "FY 2024-25"],
    ["Fiscal 2025", "FY 2024-25"],
    ["April 2024 – March 2025", "FY 2024-25"],
    ["Apr 2024 – Mar 2025", "FY 2024-25"],
    ["Apr 2023 - Mar 2024", "FY 2023-24"],
    ["April – March 2025", "FY 2024-25"],
    ["1 April 2024 to 31 March 2025", "FY 2024-25"],
    ["01.04.2023 to 31.03.2024", "FY 2023-24"],
    ["FY ended 31.03.2025", "FY 2024-25"],
    ["Year ended March 31, 2025", "FY 2024-25"],
    ["For the year ended 31st March 2024", "FY 2023-24"],
    ["As on 31 March 2025", "FY 2024-25"],
    ["As at 31-03-2024", "FY 2023-24"],
    ["Current FY (2024-25)", "FY 2024-25"],
    ["Previous FY (2023-24)", "FY 2023-24"],
    ["FY 2024-25 (Current Financial Year)", "FY 2024-25"],
    ["2025", "FY 2024-25"],
    ["GJ 2025", "FY 2024-25"],
    ["2025 (in m³)", "FY 2024-25"],
    ["2024 No treatment", "FY 2023-24"],
    ["Current Financial Year", "current"],
    ["Current Year", "current"],
    ["Reporting year", "current"],
    ["CY", "current"],
    ["Previous Financial Year", "previous"],
    ["Prior year", "previous"],
    ["PY", "previous"],
  ])("%s → %s", (text, year) => {
    expect(headingYear(text)).toBe(year);
  });

  it.each([["Total (A)"], ["Remarks"], ["As on 30 September 2024"], ["Employees"], ["1,52,000"], ["2024 and 2025"]])("names no year: %s", (text) => {
    expect(headingYear(text)).toBeNull();
  });

  it("keeps a calendar year calendar when asked", () => {
    expect(headingYear("2025", { bareYears: false })).toBeNull();
    expect(headingYear("FY 2025", { bareYears: false })).toBe("FY 2024-25");
  });

  it("names years by the company's own start month", () => {
    expect(headingYear("July 2024 - June 2025", { fyStartMonth: 7 })).toBe("FY 2024-25");
    expect(headingYear("April 2024 – March 2025", { fyStartMonth: 7 })).toBeNull();
    expect(headingYear("Year ended 30 June 2025", { fyStartMonth: 7 })).toBe("FY 2024-25");
  });

  it("resolves current and previous to the report's own years", () => {
    const years = { cy: "FY 2024-25", py: "FY 2023-24" };
    expect(resolvedYear("current", years)).toBe("FY 2024-25");
    expect(resolvedYear("previous", years)).toBe("FY 2023-24");
    expect(resolvedYear("FY 2022-23", years)).toBe("FY 2022-23");
    expect(resolvedYear("current", null)).toBeNull();
  });
});
