import { unitOfTypedValue } from "@/lib/measures/convert";
import { parseNumericValue } from "./read";

const RUPEE_PREFIX = /^[-+\u2212\u2013(]?\s*(?:₹|rs\.?|inr)\s*[-\u2212\u2013]?\s*\d/i;

/**
 * A typed figure read once, as everything that computes with it must read it: its number (scale
 * words applied, 'Rs. 1,250 Cr' is ₹12,50,00,00,000) and the unit that number is in. A scale word
 * in the value means a scale in the unit is not applied twice ('2.6 crore' in '₹ crore' is ₹);
 * a rupee sign with no unit typed says the unit ('₹ 1,250 Cr' is rupees, not a bare number).
 */
export function readFigure(value: string, unit: string | null | undefined): { number: number | null; unit: string } {
  const number = parseNumericValue(value);
  const typed = (unit ?? "").trim();
  if (number === null) return { number, unit: typed };
  if (!typed && RUPEE_PREFIX.test(value.trim())) return { number, unit: "₹" };
  return { number, unit: unitOfTypedValue(value, typed) };
}
