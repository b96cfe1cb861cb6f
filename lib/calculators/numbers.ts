/** Number rules shared by the calculators: reading what users type, rounding, showing. */

export type Amount = string | number | null | undefined;

/** Thrown for an input the calculators refuse; `field` is the input's name in the form. */
export class CalculatorInputError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "CalculatorInputError";
  }
}

/**
 * Reads a typed amount. Blank or non-numeric text counts as zero (SPEC section 5); thousands
 * separators in either grouping ("1,234.5", "1,23,456.7") and surrounding spaces are accepted.
 * Negative amounts are returned as such: `checkAmount` is what refuses them.
 */
export function parseAmount(raw: Amount): number {
  if (raw === null || raw === undefined) return 0;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : 0;
  const cleaned = raw.replace(/[,\s\u00a0]/g, "");
  if (cleaned === "") return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** The message a negative amount gets; the form schema and the calculators share it. */
export function negativeMessage(label: string): string {
  return `${label} cannot be negative`;
}

/** The amount's value, or a CalculatorInputError when it is negative (no physical meaning). */
export function checkAmount(raw: Amount, field: string, label: string): number {
  const value = parseAmount(raw);
  if (value < 0) throw new CalculatorInputError(field, negativeMessage(label));
  return value;
}

/**
 * Rounds half away from zero at `decimals` places, on the decimal text rather than on binary
 * products: the value is first cut to 15 significant digits (what a double holds reliably), so
 * 1.005 becomes 1.01, 26.75 + 1.055 becomes 27.81 and 268.00000000000003 becomes 268.
 */
export function round(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const abs = Number(Math.abs(value).toPrecision(15));
  const text = String(abs);
  if (text.includes("e")) return (sign * Math.round(abs * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${text}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

/** A share of `total` in percent, 1 decimal; 0 when the total is zero or not a number. */
export function percentOf(part: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(part)) return 0;
  return round((part / total) * 100, 1);
}

const formatters = new Map<number, Intl.NumberFormat>();

/** Indian digit grouping with a fixed number of decimals: 1234567.5 → "12,34,567.50". */
export function formatIndian(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-IN", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value === 0 ? 0 : value);
}

/** The figure as saved into data collection: fixed decimals, no grouping ("1234.568"). */
export function plainFigure(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return /^-0(\.0+)?$/.test(fixed) ? fixed.slice(1) : fixed;
}
