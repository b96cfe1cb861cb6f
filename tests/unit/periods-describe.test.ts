import { describe, expect, it } from "vitest";
import { describePeriod } from "@/lib/periods/describe";
import { readPeriod } from "@/lib/periods/read";

const say = (text: string, fyStartMonth = 4) => describePeriod(readPeriod(text, { fyStartMonth }), fyStartMonth);

describe("describePeriod", () => {
  it.each([
    ["FY 2024-25", "Read as FY 2024-25: 1 Apr 2024 – 31 Mar 2025"],
    ["FY25", "Read as FY 2024-25: 1 Apr 2024 – 31 Mar 2025"],
    ["Q1 FY25", "Read as a quarter: 1 Apr 2024 – 30 Jun 2024, in FY 2024-25"],
    ["Q1 2025", "Read as a quarter: 1 Jan 2025 – 31 Mar 2025, in FY 2024-25"],
    ["Apr 2024", "Read as a month: 1 Apr 2024 – 30 Apr 2024, in FY 2024-25"],
    ["2024", "Read as a calendar year: 1 Jan 2024 – 31 Dec 2024"],
    ["31/03/2025", "Read as a date: 31 Mar 2025, in FY 2024-25"],
  ])("%s", (text, expected) => {
    expect(say(text)).toEqual({ ok: true, text: expected });
  });

  it("names the company's own financial year", () => {
    expect(say("2024", 1)).toEqual({ ok: true, text: "Read as FY 2024: 1 Jan 2024 – 31 Dec 2024" });
    expect(say("FY 2024-25", 7).text).toBe("Read as FY 2024-25: 1 Jul 2024 – 30 Jun 2025");
  });

  it("flags what it cannot read, and says nothing for an empty field", () => {
    expect(say("sometime last year")).toMatchObject({ ok: false, text: expect.stringContaining("Not read as a period") });
    expect(say("FY 2024-26").ok).toBe(false);
    expect(say("")).toEqual({ ok: false, text: "" });
  });
});
