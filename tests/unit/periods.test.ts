import { describe, expect, it } from "vitest";
import {
  currentFiscalYear,
  fiscalYear,
  fiscalYearOf,
  fiscalYearOfPeriod,
  isWholeYear,
  parseFiscalYearParam,
  periodColumns,
  previousFiscalYear,
  readPeriod,
  resolveYear,
  type PeriodKind,
  type PeriodValue,
} from "@/lib/periods";

describe("readPeriod (financial year from April)", () => {
  it.each<[string, PeriodKind, string, string]>([
    // financial years: 'FY N' / 'FYnn' is the year ending in N
    ["FY 2024-25", "fy", "2024-04-01", "2025-03-31"],
    ["FY2024-25", "fy", "2024-04-01", "2025-03-31"],
    ["FY 24-25", "fy", "2024-04-01", "2025-03-31"],
    ["FY 2024", "fy", "2023-04-01", "2024-03-31"],
    ["FY24", "fy", "2023-04-01", "2024-03-31"],
    ["FY25", "fy", "2024-04-01", "2025-03-31"],
    ["fy'25", "fy", "2024-04-01", "2025-03-31"],
    ["F.Y. 2024-25", "fy", "2024-04-01", "2025-03-31"],
    ["F.Y 2024-2025", "fy", "2024-04-01", "2025-03-31"],
    ["Financial Year 2024-25", "fy", "2024-04-01", "2025-03-31"],
    ["FY 2024/25", "fy", "2024-04-01", "2025-03-31"],
    ["2024-25", "fy", "2024-04-01", "2025-03-31"],
    ["2024-2025", "fy", "2024-04-01", "2025-03-31"],
    ["  FY  2024 – 25 ", "fy", "2024-04-01", "2025-03-31"],
    ["FY 1999-00", "fy", "1999-04-01", "2000-03-31"],
    // quarters and halves of a financial year
    ["Q1 FY25", "quarter", "2024-04-01", "2024-06-30"],
    ["Q1FY25", "quarter", "2024-04-01", "2024-06-30"],
    ["Q4 FY 2024-25", "quarter", "2025-01-01", "2025-03-31"],
    ["Q1 FY 2025", "quarter", "2024-04-01", "2024-06-30"],
    ["Q1 FY 2025-26", "quarter", "2025-04-01", "2025-06-30"],
    ["Q3 2024-25", "quarter", "2024-10-01", "2024-12-31"],
    ["FY25 Q2", "quarter", "2024-07-01", "2024-09-30"],
    ["H1 FY 2024-25", "half", "2024-04-01", "2024-09-30"],
    ["H2 FY25", "half", "2024-10-01", "2025-03-31"],
    // calendar quarters, halves and years
    ["Q1 2025", "quarter", "2025-01-01", "2025-03-31"],
    ["Q4 2025", "quarter", "2025-10-01", "2025-12-31"],
    ["2025 Q2", "quarter", "2025-04-01", "2025-06-30"],
    ["H1 2025", "half", "2025-01-01", "2025-06-30"],
    ["H2 CY 2024", "half", "2024-07-01", "2024-12-31"],
    ["2024", "calendar_year", "2024-01-01", "2024-12-31"],
    ["CY 2024", "calendar_year", "2024-01-01", "2024-12-31"],
    ["CY24", "calendar_year", "2024-01-01", "2024-12-31"],
    // months
    ["Apr 2024", "month", "2024-04-01", "2024-04-30"],
    ["April 2024", "month", "2024-04-01", "2024-04-30"],
    ["Apr-2024", "month", "2024-04-01", "2024-04-30"],
    ["Sept 2024", "month", "2024-09-01", "2024-09-30"],
    ["Feb 2024", "month", "2024-02-01", "2024-02-29"],
    // ranges of months: named only when they are a year, half, quarter or month
    ["April 2024 – March 2025", "fy", "2024-04-01", "2025-03-31"],
    ["Apr 2024 - Mar 2025", "fy", "2024-04-01", "2025-03-31"],
    ["Apr-2024 to Mar-2025", "fy", "2024-04-01", "2025-03-31"],
    ["Apr 2024 - Sep 2024", "half", "2024-04-01", "2024-09-30"],
    ["Oct 2024 - Mar 2025", "half", "2024-10-01", "2025-03-31"],
    ["Jan 2025 - Mar 2025", "quarter", "2025-01-01", "2025-03-31"],
    ["Apr–Jun 2024", "quarter", "2024-04-01", "2024-06-30"],
    ["May 2024 - May 2024", "month", "2024-05-01", "2024-05-31"],
    ["Jan 2024 - Dec 2024", "calendar_year", "2024-01-01", "2024-12-31"],
    ["1 April 2024 to 31 March 2025", "fy", "2024-04-01", "2025-03-31"],
    ["01/04/2024 - 31/03/2025", "fy", "2024-04-01", "2025-03-31"],
    // days
    ["2025-03-31", "date", "2025-03-31", "2025-03-31"],
    ["31/03/2025", "date", "2025-03-31", "2025-03-31"],
    ["31-03-2025", "date", "2025-03-31", "2025-03-31"],
    ["31.03.2025", "date", "2025-03-31", "2025-03-31"],
    ["1/4/2024", "date", "2024-04-01", "2024-04-01"],
    ["31st March 2025", "date", "2025-03-31", "2025-03-31"],
    ["As at March 31, 2025", "date", "2025-03-31", "2025-03-31"],
    ["29/02/2024", "date", "2024-02-29", "2024-02-29"],
    ["Calculated 23/11/2026", "date", "2026-11-23", "2026-11-23"],
    ["Calculated 2025-03-31", "date", "2025-03-31", "2025-03-31"],
    ["Calculated 2025-03-31T10:00:00Z", "date", "2025-03-31", "2025-03-31"],
  ])("%j → %s %s…%s", (text, kind, start, end) => {
    expect(readPeriod(text)).toEqual({ text: text.trim(), kind, start, end });
  });

  it.each([
    "",
    "   ",
    "sometime",
    "latest",
    "FY 2024-26",
    "FY 2023-25",
    "2024-26",
    "FY 25-24",
    "Q5 2024",
    "H3 FY25",
    "H3 2024",
    "13/13/2024",
    "31/02/2025",
    "2025-02-30",
    "Smarch 2024",
    "Marchy 2024",
    "Apr 2024 - Aug 2024", // five months: no such period
    "Jul 2024 - Dec 2024", // a calendar half, but no half of an April year
    "Feb 2024 - Apr 2024", // three months across two quarters
    "Jul 2024 - Jun 2025", // twelve months that are no financial or calendar year
    "Oct - Mar 2025", // which October?
    "Mar 2025 - Apr 2024",
    "02/04/2024 - 31/03/2025", // not whole months
    "From 01/04/2024, revised 31/03/2025",
    "Q3 FY 2024-25 (October to December)",
    "9M FY25",
    "FY 3024",
    "Apr 1850",
  ])("leaves %j unparsed", (text) => {
    expect(readPeriod(text)).toEqual({ text: text.trim(), kind: "unparsed", start: null, end: null });
  });

  it("reads the same date twice in one text as that date", () => {
    expect(readPeriod("31/03/2025 (31-03-2025)").kind).toBe("date");
  });
});

describe("readPeriod with another financial-year start", () => {
  it.each<[number, string, PeriodKind, string | null, string | null]>([
    [1, "FY 2024", "fy", "2024-01-01", "2024-12-31"],
    [1, "FY24", "fy", "2024-01-01", "2024-12-31"],
    [1, "FY 2024-25", "unparsed", null, null], // a January year never spans two
    [1, "2024-25", "unparsed", null, null],
    [1, "Q1 FY 2024", "quarter", "2024-01-01", "2024-03-31"],
    [1, "H2 FY24", "half", "2024-07-01", "2024-12-31"],
    [1, "Jan 2024 - Dec 2024", "fy", "2024-01-01", "2024-12-31"],
    [1, "Jul 2024 - Dec 2024", "half", "2024-07-01", "2024-12-31"],
    [1, "2024", "calendar_year", "2024-01-01", "2024-12-31"],
    [7, "FY 2024-25", "fy", "2024-07-01", "2025-06-30"],
    [7, "FY25", "fy", "2024-07-01", "2025-06-30"],
    [7, "Q1 FY25", "quarter", "2024-07-01", "2024-09-30"],
    [7, "Q4 FY 2024-25", "quarter", "2025-04-01", "2025-06-30"],
    [7, "H2 FY25", "half", "2025-01-01", "2025-06-30"],
    [7, "Jul 2024 - Jun 2025", "fy", "2024-07-01", "2025-06-30"],
    [7, "Apr 2024 - Mar 2025", "unparsed", null, null],
    [7, "Jul 2024 - Dec 2024", "half", "2024-07-01", "2024-12-31"],
    [7, "Q1 2025", "quarter", "2025-01-01", "2025-03-31"],
    [10, "FY 2025", "fy", "2024-10-01", "2025-09-30"],
  ])("start month %i: %j → %s", (fyStartMonth, text, kind, start, end) => {
    expect(readPeriod(text, { fyStartMonth })).toEqual({ text, kind, start, end });
  });

  it("refuses a start month outside 1–12", () => {
    expect(() => readPeriod("FY25", { fyStartMonth: 13 })).toThrow(RangeError);
    expect(() => readPeriod("FY25", { fyStartMonth: 0 })).toThrow(RangeError);
  });
});

describe("periodColumns", () => {
  it("gives the database columns", () => {
    expect(periodColumns("Q1 FY25")).toEqual({ periodKind: "quarter", periodStart: "2024-04-01", periodEnd: "2024-06-30" });
    expect(periodColumns("FY 2024", 1)).toEqual({ periodKind: "fy", periodStart: "2024-01-01", periodEnd: "2024-12-31" });
    expect(periodColumns("whenever")).toEqual({ periodKind: "unparsed", periodStart: null, periodEnd: null });
  });
});

describe("financial years", () => {
  it("names a year by its end year", () => {
    expect(fiscalYear(2025)).toEqual({ id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31", endYear: 2025 });
    expect(fiscalYear(2024, 1)).toEqual({ id: "2024", label: "FY 2024", start: "2024-01-01", end: "2024-12-31", endYear: 2024 });
    expect(fiscalYear(2025, 7)).toEqual({ id: "2024-25", label: "FY 2024-25", start: "2024-07-01", end: "2025-06-30", endYear: 2025 });
    expect(fiscalYear(2000).id).toBe("1999-00");
    expect(fiscalYear(2025, 2).end).toBe("2025-01-31");
  });

  it.each<[string, number, string | null]>([
    ["2024-25", 4, "2024-25"],
    ["FY 2024-25", 4, "2024-25"],
    ["fy2024-2025", 4, "2024-25"],
    ["FY25", 4, "2024-25"],
    ["2025", 4, "2024-25"],
    ["2024", 1, "2024"],
    ["FY 2024", 1, "2024"],
    ["2024-25", 1, null],
    ["2024-26", 4, null],
    ["Q1 FY25", 4, null],
    ["", 4, null],
    ["20255", 4, null],
  ])("?fy=%j (start %i) → %s", (text, start, id) => {
    expect(parseFiscalYearParam(text, start)?.id ?? null).toBe(id);
  });

  it("finds the year of a day", () => {
    expect(fiscalYearOf("2024-04-01").id).toBe("2024-25");
    expect(fiscalYearOf("2025-03-31").id).toBe("2024-25");
    expect(fiscalYearOf("2025-04-01").id).toBe("2025-26");
    expect(fiscalYearOf("2024-12-31", 1).id).toBe("2024");
    expect(fiscalYearOf("2024-06-30", 7).id).toBe("2023-24");
    expect(fiscalYearOf("2024-07-01", 7).id).toBe("2024-25");
  });

  it("finds the current year on Indian time", () => {
    expect(currentFiscalYear(new Date("2025-03-31T18:00:00Z")).id).toBe("2024-25");
    // 00:00 on 1 April in India is still 31 March in UTC.
    expect(currentFiscalYear(new Date("2025-03-31T19:00:00Z")).id).toBe("2025-26");
    expect(currentFiscalYear(new Date("2025-06-15T12:00:00Z"), 1).id).toBe("2025");
  });

  it("steps back", () => {
    expect(previousFiscalYear(fiscalYear(2025)).id).toBe("2023-24");
    expect(previousFiscalYear(fiscalYear(2025), 4, 3).id).toBe("2021-22");
    expect(previousFiscalYear(fiscalYear(2025, 1), 1).id).toBe("2024");
  });

  it("finds the year that holds a period", () => {
    expect(fiscalYearOfPeriod(readPeriod("Q3 FY25"))?.id).toBe("2024-25");
    expect(fiscalYearOfPeriod(readPeriod("Jan 2025"))?.id).toBe("2024-25");
    expect(fiscalYearOfPeriod(readPeriod("Calculated 23/11/2026"))?.id).toBe("2026-27");
    expect(fiscalYearOfPeriod(readPeriod("2024"))).toBeNull(); // straddles two April years
    expect(fiscalYearOfPeriod(readPeriod("2024", { fyStartMonth: 1 }), 1)?.id).toBe("2024");
    expect(fiscalYearOfPeriod(readPeriod("sometime"))).toBeNull();
  });

  it("knows a whole year whatever it is called", () => {
    const fy = fiscalYear(2025);
    expect(isWholeYear(readPeriod("FY 2024-25"), fy)).toBe(true);
    expect(isWholeYear(readPeriod("April 2024 – March 2025"), fy)).toBe(true);
    expect(isWholeYear(readPeriod("FY 2024"), fy)).toBe(false);
    expect(isWholeYear(readPeriod("H1 FY25"), fy)).toBe(false);
  });
});

describe("resolveYear", () => {
  const FY25 = fiscalYear(2025);
  let clock = 0;
  /** An entry; later calls are newer unless `at` says otherwise. */
  const entry = (text: string, value: number | null, opts: { at?: string; start?: number } = {}): PeriodValue<string> => ({
    period: readPeriod(text, { fyStartMonth: opts.start ?? 4 }),
    value,
    createdAt: opts.at ? new Date(opts.at) : new Date(Date.UTC(2025, 0, 1) + ++clock * 1000),
    item: `${text}=${value}`,
  });
  const quarters = (values: number[]) => values.map((v, i) => entry(`Q${i + 1} FY25`, v));
  const months = (values: number[]) =>
    values.map((v, i) => entry(`${["Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar"][i]} ${i < 9 ? 2024 : 2025}`, v));

  it("takes the annual figure over quarters", () => {
    const r = resolveYear([...quarters([1, 2, 3, 4]), entry("FY 2024-25", 50)], FY25, "flow");
    expect(r).toEqual({ status: "annual", value: 50, used: ["FY 2024-25=50"] });
  });

  it("takes the newest of several annual figures, however the year was written", () => {
    const r = resolveYear(
      [entry("FY25", 10, { at: "2025-05-01" }), entry("April 2024 – March 2025", 12, { at: "2025-06-01" }), entry("2024-25", 11, { at: "2025-04-01" })],
      FY25,
      "flow",
    );
    expect(r).toMatchObject({ status: "annual", value: 12 });
  });

  it("keeps an annual entry without a number as the year's (null) value", () => {
    expect(resolveYear([entry("FY25", null), ...quarters([1, 2, 3, 4])], FY25, "flow")).toMatchObject({ status: "annual", value: null });
  });

  it("sums four quarters of a flow", () => {
    const r = resolveYear(quarters([100, 200, 300, 400.5]), FY25, "flow");
    expect(r).toEqual({ status: "summed", value: 1000.5, used: ["Q1 FY25=100", "Q2 FY25=200", "Q3 FY25=300", "Q4 FY25=400.5"] });
  });

  it("sums twelve months without floating-point dust", () => {
    const r = resolveYear(months(Array(12).fill(0.1)), FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 1.2 });
    expect(r.used).toHaveLength(12);
  });

  it("sums a half and two quarters, whichever way the quarters are written", () => {
    const r = resolveYear([entry("H1 FY 2024-25", 10), entry("Oct 2024 - Dec 2024", 5), entry("Q1 2025", 6)], FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 21 });
  });

  it("shows three quarters as partial, never as the year", () => {
    const r = resolveYear(quarters([1, 2, 3]), FY25, "flow");
    expect(r).toEqual({
      status: "partial",
      value: 6,
      used: ["Q1 FY25=1", "Q2 FY25=2", "Q3 FY25=3"],
      coveredMonths: 9,
      note: "9 of 12 months (Apr 2024 – Dec 2024)",
    });
  });

  it("says which quarter a single quarter is", () => {
    expect(resolveYear(quarters([7]), FY25, "flow")).toMatchObject({ status: "partial", value: 7, coveredMonths: 3, note: "3 of 12 months (Q1 FY 2024-25)" });
  });

  it("names the runs of months that are there", () => {
    const r = resolveYear([entry("Q1 FY25", 1), entry("Aug 2024", 2), entry("Q4 FY25", 3)], FY25, "flow");
    expect(r).toMatchObject({ status: "partial", value: 6, coveredMonths: 7, note: "7 of 12 months (Q1 FY 2024-25, Aug 2024, Q4 FY 2024-25)" });
    const joined = resolveYear([entry("Apr 2024", 1), entry("May 2024", 1), entry("Jun 2024", 1), entry("Q2 FY25", 1)], FY25, "flow");
    expect(joined).toMatchObject({ status: "partial", value: 4, coveredMonths: 6, note: "6 of 12 months (H1 FY 2024-25)" });
  });

  it("sums the coarsest cover when quarters and months overlap", () => {
    const r = resolveYear([...months(Array(12).fill(1)), ...quarters([10, 10, 10, 10])], FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 40, used: ["Q1 FY25=10", "Q2 FY25=10", "Q3 FY25=10", "Q4 FY25=10"] });
  });

  it("uses months where they fill what the quarters leave", () => {
    const r = resolveYear([...quarters([10, 10, 10]), ...months(Array(12).fill(1))], FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 33 });
    expect(r.used).toEqual(["Q1 FY25=10", "Q2 FY25=10", "Q3 FY25=10", "Jan 2025=1", "Feb 2025=1", "Mar 2025=1"]);
  });

  it("prefers halves to quarters for the same months", () => {
    const r = resolveYear([...quarters([1, 1, 1, 1]), entry("H1 FY25", 5), entry("H2 FY25", 5)], FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 10, used: ["H1 FY25=5", "H2 FY25=5"] });
  });

  it("stays partial when overlapping entries cannot tile the year", () => {
    const r = resolveYear([entry("Q1 FY25", 3), entry("Apr 2024", 1), entry("May 2024", 1)], FY25, "flow");
    expect(r).toMatchObject({ status: "partial", value: 3, coveredMonths: 3, note: "3 of 12 months (Q1 FY 2024-25); overlapping entries left out" });
  });

  it("counts the same quarter entered twice once, the newest", () => {
    const r = resolveYear([...quarters([1, 2, 3, 4]), entry("Q2 FY 2024-25", 20)], FY25, "flow");
    expect(r).toMatchObject({ status: "summed", value: 28 });
  });

  it("does not sum a year in which a quarter has no number", () => {
    const entries = quarters([1, 2, 0, 4]);
    entries[2].value = null;
    const r = resolveYear(entries, FY25, "flow");
    expect(r).toMatchObject({ status: "partial", value: null, coveredMonths: 12, note: "12 of 12 months (Apr 2024 – Mar 2025); no figure for Q3 FY 2024-25" });
  });

  it("ignores quarters of other years", () => {
    expect(resolveYear([entry("Q1 FY24", 1), entry("Q1 FY26", 1)], FY25, "flow")).toEqual({ status: "missing", value: null, used: [] });
  });

  it("reads a stock at the year's end", () => {
    const r = resolveYear([entry("Q4 FY25", 120), entry("Q2 FY25", 110), entry("Q3 FY25", 115)], FY25, "stock");
    expect(r).toEqual({ status: "year_end", value: 120, used: ["Q4 FY25=120"] });
  });

  it("shows a stock read before the year's end as partial", () => {
    const r = resolveYear([entry("Q1 FY25", 100), entry("H1 FY25", 110)], FY25, "stock");
    expect(r).toEqual({ status: "partial", value: 110, used: ["H1 FY25=110"], coveredMonths: 6, note: "as at Sep 2024" });
  });

  it("takes an annual stock over a year-end reading", () => {
    expect(resolveYear([entry("Mar 2025", 1), entry("FY25", 2, { at: "2020-01-01" })], FY25, "stock")).toMatchObject({ status: "annual", value: 2 });
  });

  it("shows a dated figure as partial, never as the year", () => {
    const r = resolveYear([entry("Calculated 23/11/2024", 42)], FY25, "flow");
    expect(r).toEqual({
      status: "partial",
      value: 42,
      used: ["Calculated 23/11/2024=42"],
      coveredMonths: 0,
      note: "dated 23 Nov 2024, not a period of FY 2024-25",
    });
    expect(resolveYear([entry("31/03/2025", 42)], FY25, "stock")).toMatchObject({ status: "partial", coveredMonths: 0 });
  });

  it("shows a calendar year as partial for an April year", () => {
    const r = resolveYear([entry("2025", 9), entry("CY 2024", 8)], FY25, "flow");
    expect(r).toMatchObject({ status: "partial", value: 8, coveredMonths: 0, note: "calendar year 2024, not FY 2024-25" });
  });

  it("shows a half that straddles two years as partial", () => {
    expect(resolveYear([entry("H1 2025", 5)], FY25, "flow")).toMatchObject({
      status: "partial",
      value: 5,
      coveredMonths: 0,
      note: "H1 2025 reaches outside FY 2024-25",
    });
  });

  it("prefers sub-year entries to dated figures", () => {
    expect(resolveYear([entry("Calculated 23/11/2024", 42), entry("Q1 FY25", 1)], FY25, "flow")).toMatchObject({
      status: "partial",
      value: 1,
      coveredMonths: 3,
    });
  });

  it("is missing with nothing, or only unparsed text", () => {
    expect(resolveYear([], FY25, "flow")).toEqual({ status: "missing", value: null, used: [] });
    expect(resolveYear([entry("latest", 5)], FY25, "stock")).toEqual({ status: "missing", value: null, used: [] });
  });

  it("treats the calendar year as the year when the year starts in January", () => {
    const fy = fiscalYear(2024, 1);
    expect(resolveYear([entry("2024", 7, { start: 1 })], fy, "flow")).toMatchObject({ status: "annual", value: 7 });
    expect(resolveYear([entry("CY 2024", 7, { start: 1 }), entry("FY 2024", 8, { start: 1 })], fy, "flow")).toMatchObject({ status: "annual", value: 8 });
    const calendarQuarters = ["Q1 2024", "Q2 2024", "Q3 2024", "Q4 2024"].map((t) => entry(t, 1, { start: 1 }));
    expect(resolveYear(calendarQuarters, fy, "flow")).toMatchObject({ status: "summed", value: 4 });
  });

  it("follows a July year", () => {
    const fy = fiscalYear(2025, 7);
    const halves = [entry("H1 FY25", 3, { start: 7 }), entry("Jan 2025 - Jun 2025", 4, { start: 7 })];
    expect(resolveYear(halves, fy, "flow")).toMatchObject({ status: "summed", value: 7 });
    const r = resolveYear([entry("Q1 FY 2024-25", 3, { start: 7 })], fy, "flow");
    expect(r).toMatchObject({ status: "partial", coveredMonths: 3, note: "3 of 12 months (Q1 FY 2024-25)" });
    expect(resolveYear([entry("Q4 FY25", 50, { start: 7 })], fy, "stock")).toMatchObject({ status: "year_end", value: 50 });
    // An April-to-March year is not a July company's year.
    expect(resolveYear([entry("Apr 2024 - Mar 2025", 1, { start: 7 })], fy, "flow").status).toBe("missing");
  });
});
