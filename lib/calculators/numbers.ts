/** Number rules shared by the calculators: reading what users type, rounding, showing. */
import { parseNumericValue } from "@/lib/numbers/read";
import { formatCount } from "@/lib/format";

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

/** The largest amount any calculator input takes, in any unit: beyond it a figure is a typo. */
export const MAX_AMOUNT = 1e12;

/**
 * How a typed amount reads: blank, a number, or text that is not a number (read as zero). A number
 * is what the app's one reader (parseNumericValue) takes: plain, western or Indian grouping
 * ("1234.5", "7.", "12,34,567.5"), a sign, "₹", "%", scale words ("2 lakh"). Exponents,
 * hexadecimal, "Infinity", inner spaces and decimal commas ("2,5") are not.
 */
export type AmountReading = { value: number; status: "blank" | "number" | "unreadable" };

export function readAmount(raw: Amount): AmountReading {
  if (raw === null || raw === undefined) return { value: 0, status: "blank" };
  if (typeof raw === "number") return Number.isFinite(raw) ? { value: raw, status: "number" } : { value: 0, status: "unreadable" };
  const trimmed = raw.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, "");
  if (trimmed === "") return { value: 0, status: "blank" };
  // The app's one number reader (lib/esg-data/parse-value.ts): '1,23,456.7', '7.', '12 %', '2 lakh'.
  const value = parseNumericValue(trimmed);
  return value === null ? { value: 0, status: "unreadable" } : { value, status: "number" };
}

/**
 * Reads a typed amount. Blank or non-numeric text counts as zero (SPEC section 5); see
 * AMOUNT_PATTERN for what reads as a number. Surrounding spaces are ignored. Negative and huge
 * amounts are returned as such: `checkAmount` is what refuses them.
 */
export function parseAmount(raw: Amount): number {
  return readAmount(raw).value;
}

/** The message a negative amount gets; the form schema and the calculators share it. */
function negativeMessage(label: string): string {
  return `${label} cannot be negative`;
}

/** The message an amount above MAX_AMOUNT gets. */
function tooLargeMessage(label: string): string {
  return `${label} cannot exceed ${formatCount(MAX_AMOUNT)}`;
}

/** The note beside an input that is not a number: it still counts as zero (SPEC section 5). */
function unreadableMessage(label: string): string {
  return `${label} is not a number and was counted as 0`;
}

function valueProblem(value: number, label: string): string | undefined {
  if (value < 0) return negativeMessage(label);
  if (value > MAX_AMOUNT) return tooLargeMessage(label);
  return undefined;
}

/** Why an amount is refused (negative or above MAX_AMOUNT), or undefined when it is accepted. */
export function amountProblem(raw: Amount, label: string): string | undefined {
  return valueProblem(parseAmount(raw), label);
}

/** Told about each input that is not a number and so was counted as zero. */
export type UnreadableNotice = (field: string, message: string) => void;

/**
 * The amount's value, or a CalculatorInputError when it is negative (no physical meaning) or
 * above MAX_AMOUNT. Text that is not a number counts as zero and is reported to `onUnreadable`.
 */
export function checkAmount(raw: Amount, field: string, label: string, onUnreadable?: UnreadableNotice): number {
  const reading = readAmount(raw);
  const problem = valueProblem(reading.value, label);
  if (problem) throw new CalculatorInputError(field, problem);
  if (reading.status === "unreadable") onUnreadable?.(field, unreadableMessage(label));
  return reading.value;
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

/** The figure as saved into data collection: fixed decimals, no grouping ("1234.568"). */
export function plainFigure(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return /^-0(\.0+)?$/.test(fixed) ? fixed.slice(1) : fixed;
}
