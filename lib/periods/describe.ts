/**
 * How a typed period reads, in words a user can check as they type: the form shows it under the
 * period field, so 'Q1 FY25' visibly means April–June 2024 and an unreadable period is flagged
 * before it is saved (it is kept as written, but no yearly figure counts it).
 */
import { dayLabel } from "./dates";
import { fiscalYearOfPeriod, isWholeYear } from "./fiscal-year";
import type { Period } from "./types";

const KIND_NAMES: Record<Exclude<Period["kind"], "unparsed">, string> = {
  fy: "financial year",
  half: "half year",
  quarter: "quarter",
  month: "month",
  calendar_year: "calendar year",
  date: "date",
};

type PeriodDescription = { ok: boolean; text: string };

export function describePeriod(p: Period, fyStartMonth = 4): PeriodDescription {
  if (p.kind === "unparsed" || !p.start || !p.end) {
    return {
      ok: false,
      text: p.text ? "Not read as a period: kept as written, but not counted in any year's figures. Try 'FY 2024-25', 'Q1 FY25' or 'Apr 2024'." : "",
    };
  }
  const span = p.start === p.end ? dayLabel(p.start) : `${dayLabel(p.start)} – ${dayLabel(p.end)}`;
  const fy = fiscalYearOfPeriod(p, fyStartMonth);
  // 'Apr 2024 – Mar 2025', or a calendar year when the company's year is the calendar year.
  if (fy && isWholeYear(p, fy)) return { ok: true, text: `Read as ${fy.label}: ${span}` };
  return { ok: true, text: `Read as a ${KIND_NAMES[p.kind]}: ${span}${fy ? `, in ${fy.label}` : ""}` };
}
