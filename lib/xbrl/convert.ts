/**
 * Conversions between the questionnaire's figures and XBRL fact values, as pure functions:
 * plain decimal text (never exponent notation), percentages as fractions (20.36 % → 0.2036),
 * days as an ISO 8601 duration (P59D), `decimals` from the text written, units by cell unit.
 */
import type { XbrlDataType } from "./dictionary";

/** A number as plain decimal text: 1.2e-7 → '0.00000012', trailing zeros dropped, at most 15 significant digits. */
export function decimalText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  if (n === 0) return "0";
  // 15 significant digits removes binary noise (0.1 + 0.2) without inventing precision.
  const [mantissa, exp] = n.toExponential(14).split("e");
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "").replace(/0+$/, "") || "0";
  const e = Number(exp);
  let text: string;
  if (e >= 0) {
    text = digits.length > e + 1 ? `${digits.slice(0, e + 1)}.${digits.slice(e + 1)}` : digits + "0".repeat(e + 1 - digits.length);
  } else {
    text = `0.${"0".repeat(-e - 1)}${digits}`;
  }
  return negative ? `-${text}` : text;
}

/** Moves the decimal point of decimal text: shift -2 divides by 100 exactly ('20.36' → '0.2036'). */
export function shiftDecimal(text: string, shift: number): string {
  const negative = text.startsWith("-");
  const [int, frac = ""] = text.replace("-", "").split(".");
  let digits = int + frac;
  let point = int.length + shift;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + "0".repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+/, "") || "0";
  const fraction = digits.slice(point).replace(/0+$/, "");
  const out = fraction ? `${whole}.${fraction}` : whole;
  return negative && out !== "0" ? `-${out}` : out;
}

/** A percentage as the fraction the taxonomy's percentItemType holds: 20.36 → '0.2036'. */
export function percentToFraction(percent: number): string {
  return shiftDecimal(decimalText(percent), -2);
}

/** The inverse, for reading a filed instance: '0.2036' → 20.36. */
export function fractionToPercent(fraction: string): number {
  return Number(shiftDecimal(fraction.trim(), 2));
}

/** Days as the ISO 8601 duration of xbrli:durationItemType; xs:duration allows a fraction only in seconds, so days are whole. */
export function daysToDuration(days: number): string {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`Days must be 0 or more: ${days}`);
  return `P${Math.round(days)}D`;
}

/** Reading back: 'P59D' → 59; null when it is not a whole-day duration. */
export function durationToDays(text: string): number | null {
  const m = /^P(\d+)D$/.exec(text.trim());
  return m ? Number(m[1]) : null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A date typed in a narrative column as the xbrli:dateItemType holds it (YYYY-MM-DD): '14 February
 * 2025', 'Feb 14, 2025', '14/02/2025' and '14-02-2025' (day first, as India writes it) or ISO
 * already; null when it does not read as one real day.
 */
export function toIsoDate(text: string): string | null {
  const t = text
    .trim()
    .replace(/(\d)(st|nd|rd|th)\b/gi, "$1")
    .replace(/,/g, " ")
    .replace(/\s+/g, " ");
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2}) ([a-z]+)\.? (\d{4})$/i.exec(t)))
    [d, m, y] = [Number(match[1]), MONTHS.indexOf(match[2].slice(0, 3).toLowerCase()) + 1, Number(match[3])];
  else if ((match = /^([a-z]+)\.? (\d{1,2}) (\d{4})$/i.exec(t)))
    [m, d, y] = [MONTHS.indexOf(match[1].slice(0, 3).toLowerCase()) + 1, Number(match[2]), Number(match[3])];
  else return null;
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** The `decimals` attribute for a value written as `text`: the digits after its point ('0' for a whole number). */
export function decimalsOf(text: string): string {
  const frac = text.split(".")[1];
  return frac ? String(frac.length) : "0";
}

export type UnitDef = { id: string; numerator: readonly string[]; denominator?: readonly string[] };

const INR: UnitDef = { id: "INR", numerator: ["iso4217:INR"] };
const USD: UnitDef = { id: "USD", numerator: ["iso4217:USD"] };
const PURE: UnitDef = { id: "pure", numerator: ["xbrli:pure"] };
/**
 * Energy, mass and GHG units from the XBRL Units Registry (namespace http://www.xbrl.org/2009/utr,
 * prefixed `Non-SI` as filers' instances and generators declare it). GHG is `tCO2e`, tonnes, so
 * that nobody reads the 'Mt' of `MtCO2e` as megatonnes. Kilolitres are not in the registry:
 * filers use `kl`, believed to be declared in SEBI's types schema.
 */
const MEASURES: Readonly<Record<string, UnitDef>> = {
  GJ: { id: "GJ", numerator: ["Non-SI:GJ"] },
  kL: { id: "kl", numerator: ["in-capmkt-types:kl"] },
  t: { id: "t", numerator: ["Non-SI:t"] },
  tCO2e: { id: "tCO2e", numerator: ["Non-SI:tCO2e"] },
};

const per = (of: UnitDef, by: UnitDef): UnitDef => ({ id: `${of.id}Per${by.id}`, numerator: of.numerator, denominator: by.numerator });

/**
 * The unit a cell's figure is filed in, from the cell's unit ('GJ', 'kL per ₹', 'tCO2e per US$
 * (PPP)', '%'), the element's type and whether the taxonomy is one that filed quantities as pure.
 * Null for non-numeric types.
 */
export function unitFor(cellUnit: string, type: XbrlDataType, legacy: boolean): UnitDef | null {
  switch (type) {
    case "monetary":
      return INR;
    case "integer":
    case "percent":
      return PURE;
    case "decimal":
    case "energy":
    case "energyPerMonetary":
    case "ghgEmissions":
    case "ghgEmissionsPerMonetary":
    case "mass":
      break;
    default:
      return null;
  }
  if (legacy) return PURE;
  const [base, rest] = cellUnit.split(/ per /);
  const measure = MEASURES[base.trim()];
  if (!measure) return cellUnit === "₹" ? INR : PURE;
  if (!rest) return measure;
  if (rest.startsWith("₹")) return per(measure, INR);
  if (rest.startsWith("US$")) return per(measure, USD);
  // Per unit of physical output: the taxonomy types these as plain energy, mass or GHG quantities.
  return measure;
}

/** Rupees below which a listed company's turnover was almost certainly typed in crore (₹1 crore). */
export const ONE_CRORE = 10_000_000;

/** A CIN as the taxonomy's CINNumber type holds it: exactly 21 characters. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

/** Whether a value reads as the type (numbers as XML Schema decimals, dates as YYYY-MM-DD). */
export function valueFitsType(value: string, type: XbrlDataType): boolean {
  switch (type) {
    case "integer":
      return /^-?\d+$/.test(value);
    case "monetary":
    case "decimal":
    case "percent":
    case "energy":
    case "energyPerMonetary":
    case "ghgEmissions":
    case "ghgEmissionsPerMonetary":
    case "mass":
      return /^-?(\d+(\.\d*)?|\.\d+)$/.test(value);
    case "duration":
      return /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(value);
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case "boolean":
      return /^(true|false|1|0)$/.test(value);
    case "cin":
      return value.length === 21 && CIN_PATTERN.test(value);
    default:
      return true;
  }
}

export const NUMERIC_TYPES: ReadonlySet<XbrlDataType> = new Set([
  "monetary",
  "decimal",
  "integer",
  "percent",
  "energy",
  "energyPerMonetary",
  "ghgEmissions",
  "ghgEmissionsPerMonetary",
  "mass",
]);
