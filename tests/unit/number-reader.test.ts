import { describe, expect, it } from "vitest";
import { readAmount } from "@/lib/calculators/numbers";
import { parseNumericValue } from "@/lib/numbers/read";
import { parseNumber } from "@/lib/extraction/units";

// Data entry, the calculators and PDF extraction read a typed number the same way ("7."
// was a number to one of them and not to another).
const readers = {
  "data entry": (t: string) => parseNumericValue(t),
  calculators: (t: string) => {
    const r = readAmount(t);
    return r.status === "number" ? r.value : null;
  },
  extraction: (t: string) => parseNumber(t),
};

describe.each(Object.entries(readers))("%s", (_name, read) => {
  it.each([
    ["7.", 7],
    ["0.42", 0.42],
    [".5", 0.5],
    ["1,52,000", 152000],
    ["12,34,567.5", 1234567.5],
    ["1,234,567.5", 1234567.5],
    ["-3.5", -3.5],
  ])("reads %j as %d", (text, value) => expect(read(text)).toBe(value));

  it.each(["1,2,3", "2,5", "1e3", "0x10", "Infinity", "12 34", "abc", "7..", "1,23,4567"])("does not read %j as a number", (text) =>
    expect(read(text)).toBeNull(),
  );
});
