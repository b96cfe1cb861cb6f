/**
 * Computes the questionnaire for one financial year and the years SEBI shows beside it: each
 * input cell's resolved value, every derived cell (totals, percentages, intensities), and the
 * identities that do not hold. Pure: collect.ts turns entries into the inputs read here.
 */
import { formatFigureNumber, formatNumber } from "@/lib/format";
import type { FiscalYear } from "@/lib/periods/types";
import type { Cell, DerivedCell, Formula, InputCell } from "./types";

/** One input cell's figure for one year, as collect.ts resolved it from the entries. */
export type CellInput = {
  /** The text as entered (for a summed flow: the sum, formatted). */
  text: string;
  /** In the cell's unit; null for text, or when the unit could not be converted. */
  number: number | null;
  status: "annual" | "summed" | "year_end" | "partial";
  /** Partial coverage, or a unit that could not be converted. */
  note?: string;
  /** The unit of the entry when the cell has none of its own (physical output, air emissions). */
  unit?: string;
  notApplicable?: string;
  entryIds: string[];
  source: string;
};

export type YearData = {
  fy: FiscalYear;
  /** Input cells by key. */
  inputs: ReadonlyMap<string, CellInput>;
  /** Totals entered elsewhere under a derived cell's `given` names, by derived cell key. */
  given: ReadonlyMap<string, CellInput>;
};

type CellState = "entered" | "partial" | "not_applicable" | "derived" | "given" | "missing";

export type CellValue = {
  state: CellState;
  /** A number in `unit`, or the text of a narrative answer; null when missing. */
  value: number | string | null;
  display: string;
  unit: string;
  note?: string;
  entryIds: string[];
  source?: string;
  /** A ratio the questionnaire computes, shown as typed because its inputs are not entered. */
  asReported?: boolean;
  /** For such a ratio, what is missing to compute it (metric names of its inputs). */
  needs?: string[];
};

export type Warning = { key: string; fy: string; message: string };

export type Evaluation = {
  /** values[fyId][key] */
  values: Record<string, Record<string, CellValue>>;
  warnings: Warning[];
};

export const NOT_DISCLOSED = "Not disclosed";

/** Rounding tolerance for identities: half a percent, at least 0.01. */
export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01, 0.005 * Math.max(Math.abs(a), Math.abs(b)));
}

/**
 * Whether a typed ratio agrees with the one computed from its inputs, allowing for the typed
 * figure's own rounding (6.1% typed for 6.135% computed agrees).
 */
export function sameWhenRounded(typed: number, text: string, computedValue: number): boolean {
  const decimals = /\.(\d+)/.exec(text.replace(/,/g, ""))?.[1].length ?? 0;
  return close(typed, computedValue) || Math.abs(typed - computedValue) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** Figures as Indian reports print them; intensities (tiny per-rupee ratios) keep four significant digits. */
export function formatFigure(n: number, unit: string): string {
  const abs = Math.abs(n);
  let text: string;
  if (abs !== 0 && abs < 0.001)
    text = n.toExponential(3).replace(/e([+-])(\d+)$/, (_, s, d) => ` × 10${s === "-" ? "⁻" : ""}${[...d].map((c) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[Number(c)]).join("")}`);
  else text = formatFigureNumber(n);
  if (unit === "₹") return `₹${text}`;
  // Percentages to two decimals, as filings print them (0.32%, not 0.3244%).
  if (unit === "%") return `${formatNumber(n, 2)}%`;
  if (!unit || unit === "count") return text;
  return `${text} ${unit}`;
}

const DENOMINATOR_LABEL = {
  revenue: "revenue from operations",
  revenue_ppp: "revenue from operations and the PPP conversion factor",
  output: "physical output",
} as const;

function inputValue(cell: InputCell, input: CellInput | undefined): CellValue {
  if (!input) return { state: "missing", value: null, display: NOT_DISCLOSED, unit: cell.unit, entryIds: [] };
  if (input.notApplicable !== undefined) {
    return {
      state: "not_applicable",
      value: null,
      display: input.notApplicable ? `Not applicable: ${input.notApplicable}` : "Not applicable",
      unit: cell.unit,
      entryIds: input.entryIds,
      source: input.source,
    };
  }
  const unit = cell.unit || input.unit || "";
  const state: CellState = input.status === "partial" ? "partial" : "entered";
  if (cell.type !== "number") return { state, value: input.text, display: input.text, unit, note: input.note, entryIds: input.entryIds, source: input.source };
  if (input.number === null) return { state, value: input.text, display: input.text, unit, note: input.note, entryIds: input.entryIds, source: input.source };
  return { state, value: input.number, display: formatFigure(input.number, unit), unit, note: input.note, entryIds: input.entryIds, source: input.source };
}

type Denominators = { revenue: number | null; ppp: number | null; output: { value: number; unit: string } | null };

/** Evaluates every cell of `cells` for each year. `denominatorKeys` name the intensity inputs. */
export function evaluate({
  cells,
  years,
  denominatorKeys = { revenue: "INT-REVENUE", ppp: "INT-PPP", output: "INT-OUTPUT" },
}: {
  cells: readonly Cell[];
  years: readonly YearData[];
  denominatorKeys?: { revenue: string; ppp: string; output: string };
}): Evaluation {
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const values: Evaluation["values"] = {};
  const warnings: Warning[] = [];

  for (const year of years) {
    const fy = year.fy.id;
    const out: Record<string, CellValue> = {};
    values[fy] = out;
    const warn = (key: string, message: string) => warnings.push({ key, fy, message });

    const numberOf = (key: string): number | null => {
      const v = valueOf(key);
      return typeof v.value === "number" && v.state !== "partial" ? v.value : null;
    };
    const denominators = (): Denominators => {
      const revenue = numberOf(denominatorKeys.revenue);
      const ppp = numberOf(denominatorKeys.ppp);
      const outputValue = numberOf(denominatorKeys.output);
      const outputInput = year.inputs.get(denominatorKeys.output);
      return { revenue, ppp, output: outputValue === null ? null : { value: outputValue, unit: outputInput?.unit?.trim() || "unit of output" } };
    };

    const visiting = new Set<string>();
    function valueOf(key: string): CellValue {
      const done = out[key];
      if (done) return done;
      const cell = byKey.get(key);
      if (!cell) return { state: "missing", value: null, display: NOT_DISCLOSED, unit: "", entryIds: [] };
      if (visiting.has(key)) throw new Error(`BRSR formula cycle at ${key}`);
      visiting.add(key);
      const result =
        cell.kind === "input"
          ? cell.computedFrom
            ? computedInput(cell, cell.computedFrom.formula)
            : inputValue(cell, year.inputs.get(key))
          : derivedValue(cell);
      visiting.delete(key);
      out[key] = result;
      return result;
    }

    function fromGiven(cell: DerivedCell, note?: string): CellValue {
      const given = year.given.get(cell.key);
      if (given && given.number !== null) {
        return {
          state: given.status === "partial" ? "partial" : "given",
          value: given.number,
          display: formatFigure(given.number, cell.unit),
          unit: cell.unit,
          note: given.note ?? "Entered as a total; its parts are not entered",
          entryIds: given.entryIds,
          source: given.source,
        };
      }
      return { state: "missing", value: null, display: NOT_DISCLOSED, unit: cell.unit, note, entryIds: [] };
    }

    function computed(cell: Cell, value: number, unit = cell.unit, note?: string, entryIds: string[] = []): CellValue {
      return { state: "derived", value, display: formatFigure(value, unit), unit, note, entryIds };
    }

    /** Names of the inputs an operand lacks: the cell's metric, or a missing total's parts. */
    function missingNames(key: string): string[] {
      if (numberOf(key) !== null) return [];
      const cell = byKey.get(key);
      if (!cell) return [key];
      if (cell.kind === "input") return [cell.metric];
      if (cell.formula.op === "sum") return cell.formula.of.flatMap(missingNames);
      return [cell.metric ?? key];
    }

    /**
     * A ratio computed from its inputs when they are entered (read-only then); otherwise the figure
     * typed for it, marked as reported, with the inputs it needs.
     */
    function computedInput(cell: InputCell, f: Formula): CellValue {
      let num: string;
      let den: string;
      let factor: number;
      if (f.op === "percent") [num, den, factor] = [f.part, f.whole, 100];
      else if (f.op === "ratio") [num, den, factor] = [f.num, f.den, f.factor];
      else throw new Error(`${cell.key}: only a ratio or a percentage is computed into an input cell`);
      const n = numberOf(num);
      const d = numberOf(den);
      const typed = inputValue(cell, year.inputs.get(cell.key));
      if (n !== null && d !== null && d !== 0) {
        const value = (n / d) * factor;
        const inputs = [valueOf(num), valueOf(den)];
        const typedNumber = typed.state === "entered" && typeof typed.value === "number" ? typed.value : null;
        if (typedNumber !== null && !sameWhenRounded(typedNumber, year.inputs.get(cell.key)?.text ?? "", value))
          warn(
            cell.key,
            `The figure entered (${typed.display}) differs from the one computed from its inputs (${cell.computedFrom?.shows}): ${formatFigure(value, cell.unit)}`,
          );
        return computed(cell, value, cell.unit, undefined, [...new Set(inputs.flatMap((v) => v.entryIds))]);
      }
      const needs = [...missingNames(num), ...missingNames(den)];
      const why = needs.length ? `needs ${needs.join("; ")}` : `${byKeyLabel(den)} is zero`;
      if (typed.state === "missing") return { ...typed, note: `Computed from its inputs: ${why}`, needs };
      if (typed.state === "not_applicable") return typed;
      return { ...typed, asReported: true, needs, note: `As reported; not computed: ${why}` };
    }

    function byKeyLabel(key: string): string {
      const c = byKey.get(key);
      return (c?.kind === "input" ? c.metric : c?.metric) ?? key;
    }

    function derivedValue(cell: DerivedCell): CellValue {
      const f: Formula = cell.formula;
      switch (f.op) {
        case "sum": {
          const parts = f.of.map((k) => ({ key: k, v: valueOf(k) }));
          const present = parts.filter((p) => typeof p.v.value === "number");
          if (!present.length) return fromGiven(cell);
          const total = present.reduce((s, p) => s + (p.v.value as number), 0);
          const partial = present.some((p) => p.v.state === "partial");
          const given = year.given.get(cell.key);
          if (given?.number != null && !close(given.number, total)) {
            warn(
              cell.key,
              `The total entered elsewhere (${formatFigure(given.number, cell.unit)}) differs from the sum of its parts${cell.shows ? ` (${cell.shows})` : ""}: ${formatFigure(total, cell.unit)}`,
            );
          }
          const result = computed(
            cell,
            total,
            cell.unit,
            partial ? "Includes a part that covers only part of the year" : undefined,
            present.flatMap((p) => p.v.entryIds),
          );
          return partial ? { ...result, state: "partial" } : result;
        }
        case "percent": {
          const part = valueOf(f.part);
          const whole = valueOf(f.whole);
          if (typeof part.value !== "number" || typeof whole.value !== "number") return fromGiven(cell);
          if (whole.value === 0) return { ...fromGiven(cell), note: "The total is zero" };
          const pct = (part.value / whole.value) * 100;
          if (part.value > whole.value + 1e-9)
            warn(
              cell.key,
              `${formatFigure(part.value, part.unit)} is more than its total ${formatFigure(whole.value, whole.unit)} (${formatFigureNumber(Math.round(pct * 10) / 10)}%)`,
            );
          return computed(cell, pct, "%");
        }
        case "ratio": {
          const num = numberOf(f.num);
          const den = numberOf(f.den);
          if (num === null || den === null || den === 0) return fromGiven(cell);
          return computed(cell, (num / den) * f.factor);
        }
        case "intensity": {
          const of = valueOf(f.of);
          if (typeof of.value !== "number") return { state: "missing", value: null, display: NOT_DISCLOSED, unit: cell.unit, entryIds: [] };
          const d = denominators();
          const missing = (what: string) => ({
            state: "missing" as const,
            value: null,
            display: NOT_DISCLOSED,
            unit: cell.unit,
            note: `Needs ${what} for ${year.fy.label}`,
            entryIds: [],
          });
          if (f.per === "revenue") {
            if (!d.revenue) return missing(DENOMINATOR_LABEL.revenue);
            return computed(cell, of.value / d.revenue);
          }
          if (f.per === "revenue_ppp") {
            if (!d.revenue || !d.ppp) return missing(DENOMINATOR_LABEL.revenue_ppp);
            // Revenue adjusted for PPP = revenue in ₹ ÷ PPP factor (₹ per international $).
            return computed(cell, of.value / (d.revenue / d.ppp));
          }
          if (!d.output || d.output.value === 0) return missing(DENOMINATOR_LABEL.output);
          const baseUnit = cell.unit.replace(/ per unit of output$/, "");
          return computed(cell, of.value / d.output.value, `${baseUnit} per ${d.output.unit}`);
        }
      }
    }

    for (const cell of cells) {
      const v = valueOf(cell.key);
      if (cell.kind === "input" && cell.type === "number" && typeof v.value === "number") {
        if (v.value < 0) warn(cell.key, `A negative figure (${v.display}) cannot be reported here`);
        if (cell.unit === "%" && v.value > 100) warn(cell.key, `A percentage above 100 (${v.display})`);
      }
      if (
        v.note &&
        cell.kind === "input" &&
        year.inputs.get(cell.key)?.number === null &&
        cell.type === "number" &&
        year.inputs.get(cell.key)?.notApplicable === undefined
      ) {
        warn(cell.key, v.note);
      }
    }
  }
  return { values, warnings };
}
