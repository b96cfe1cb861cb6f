import { dayLabel, daysBetween, monthLabel, monthOfIso, splitIso } from "./dates";
import { isWholeYear } from "./fiscal-year";
import type { FiscalYear, Measure, PeriodValue, YearResolution } from "./types";

const SUB_YEAR = new Set(["half", "quarter", "month"]);

/** A sub-year entry as months of the financial year: [from, to], 0 = the year's first month. */
type Piece<T> = { from: number; to: number; v: PeriodValue<T> };

const newestFirst = <T>(a: PeriodValue<T>, b: PeriodValue<T>) => b.createdAt.getTime() - a.createdAt.getTime();

/** Binary floating point must not turn 0.1 + 0.2 into 0.30000000000000004 on a report. */
const tidy = (n: number) => Number(n.toPrecision(15));

function sum<T>(pieces: Piece<T>[]): number | null {
  let total = 0;
  for (const p of pieces) {
    if (p.v.value === null) return null;
    total += p.v.value;
  }
  return tidy(total);
}

/** 'Q1 FY 2024-25', 'H2 FY 2024-25', 'Apr 2024' or 'Apr 2024 – Aug 2024', for months of `fy`. */
function monthsLabel(from: number, to: number, fy: FiscalYear): string {
  const first = monthOfIso(fy.start) + from;
  const count = to - from + 1;
  if (count === 3 && from % 3 === 0) return `Q${from / 3 + 1} ${fy.label}`;
  if (count === 6 && from % 6 === 0) return `H${from / 6 + 1} ${fy.label}`;
  if (count === 1) return monthLabel(first);
  return `${monthLabel(first)} – ${monthLabel(first + count - 1)}`;
}

/** The covered months as runs ('Q1 FY 2024-25, Nov 2024'), so a note stays short. */
function coverLabel<T>(pieces: Piece<T>[], fy: FiscalYear): string {
  const sorted = [...pieces].sort((a, b) => a.from - b.from);
  const runs: [number, number][] = [];
  for (const p of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] + 1 === p.from) last[1] = p.to;
    else runs.push([p.from, p.to]);
  }
  return runs.map(([a, b]) => monthsLabel(a, b, fy)).join(", ");
}

type Choice<T> = { covered: number; count: number; picks: Piece<T>[] };

/**
 * The non-overlapping pieces that cover the most months, with the fewest pieces among those —
 * so halves beat quarters and quarters beat months when both were entered for the same months.
 */
function bestCover<T>(pieces: Piece<T>[]): Choice<T> {
  const best: Choice<T>[] = Array.from({ length: 13 }, () => ({ covered: 0, count: 0, picks: [] }));
  for (let i = 11; i >= 0; i--) {
    let choice = best[i + 1];
    const starting = pieces.filter((p) => p.from === i).sort((a, b) => b.to - a.to);
    for (const p of starting) {
      const rest = best[p.to + 1];
      const option = { covered: p.to - p.from + 1 + rest.covered, count: 1 + rest.count, picks: [p, ...rest.picks] };
      if (option.covered > choice.covered || (option.covered === choice.covered && option.count < choice.count)) choice = option;
    }
    best[i] = choice;
  }
  return best[0];
}

/**
 * The value of a metric for one financial year (decisions D19). Periods must have been read with
 * the start month `fy` was built with.
 *
 * 1. An entry for the year itself (the newest, if several) is the answer, whatever else exists.
 * 2. Otherwise halves, quarters and months inside the year: a flow is their sum only when they
 *    cover every month exactly once; a stock is the latest reading, the year's only if it falls
 *    on the year's last day. Anything short of that is `partial`, with a note saying what is there.
 * 3. Otherwise a dated figure or a calendar year touching the year is shown as `partial` (never
 *    as the year); with nothing at all, `missing`.
 */
export function resolveYear<T>(values: PeriodValue<T>[], fy: FiscalYear, measure: Measure): YearResolution<T> {
  const annual = values.filter((v) => v.period.kind !== "unparsed" && isWholeYear(v.period, fy)).sort(newestFirst);
  if (annual.length) return { status: "annual", value: annual[0].value, used: [annual[0].item] };

  const fyFirst = monthOfIso(fy.start);
  // The same period entered twice is one figure: the newest.
  const bySpan = new Map<string, PeriodValue<T>>();
  for (const v of [...values].sort(newestFirst)) {
    const { kind, start, end } = v.period;
    if (!SUB_YEAR.has(kind) || !start || !end || start < fy.start || end > fy.end) continue;
    const key = `${start}/${end}`;
    if (!bySpan.has(key)) bySpan.set(key, v);
  }
  const pieces: Piece<T>[] = [...bySpan.values()].map((v) => ({
    from: monthOfIso(v.period.start!) - fyFirst,
    to: monthOfIso(v.period.end!) - fyFirst,
    v,
  }));

  if (pieces.length && measure === "stock") {
    const last = [...pieces].sort((a, b) => b.to - a.to || newestFirst(a.v, b.v))[0];
    if (last.v.period.end === fy.end) return { status: "year_end", value: last.v.value, used: [last.v.item] };
    return {
      status: "partial",
      value: last.v.value,
      used: [last.v.item],
      coveredMonths: last.to + 1,
      note: `as at ${monthLabel(fyFirst + last.to)}`,
    };
  }

  if (pieces.length) {
    const cover = bestCover(pieces);
    const used = [...cover.picks].sort((a, b) => a.from - b.from);
    const value = sum(used);
    const items = used.map((p) => p.v.item);
    if (cover.covered === 12 && value !== null) return { status: "summed", value, used: items };
    let note = `${cover.covered} of 12 months (${coverLabel(used, fy)})`;
    const blank = used.filter((p) => p.v.value === null);
    if (blank.length) note += `; no figure for ${blank.map((p) => monthsLabel(p.from, p.to, fy)).join(", ")}`;
    // Without overlaps every piece is used; what is left out overlapped what was kept.
    if (used.length < pieces.length) note += "; overlapping entries left out";
    return { status: "partial", value, used: items, coveredMonths: cover.covered, note };
  }

  // Figures that touch the year but are not for a part of it: the one that overlaps it most.
  const overlapDays = (v: PeriodValue<T>) =>
    daysBetween(v.period.start! > fy.start ? v.period.start! : fy.start, v.period.end! < fy.end ? v.period.end! : fy.end);
  const touching = values
    .filter((v) => v.period.kind !== "unparsed" && v.period.start && v.period.end && overlapDays(v) > 0)
    .sort((a, b) => overlapDays(b) - overlapDays(a) || b.period.end!.localeCompare(a.period.end!) || newestFirst(a, b));
  if (touching.length) {
    const v = touching[0];
    const note =
      v.period.kind === "date"
        ? `dated ${dayLabel(v.period.start!)}, not a period of ${fy.label}`
        : v.period.kind === "calendar_year"
          ? `calendar year ${splitIso(v.period.start!).year}, not ${fy.label}`
          : `${v.period.text} reaches outside ${fy.label}`;
    return { status: "partial", value: v.value, used: [v.item], coveredMonths: 0, note };
  }
  return { status: "missing", value: null, used: [] };
}
