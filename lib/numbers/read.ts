/**
 * Reads a free-text ESG value as a number where it plainly is one (decisions D11), so charts,
 * KPI progress and reports can compute while the text stays exactly as entered.
 *
 * Accepted: Indian ("1,23,456.7") and western ("1,234,567.8") digit grouping, a leading sign
 * ("-3.5", "+4", "−2" with the Unicode minus), accounting negatives ("(1,200)"), a currency sign
 * or code in front ("₹ 5,00,000", "Rs. 500", "INR 20", "$12"), a percent sign or word after
 * ("12 %", "12.5 percent"), and Indian or western scale words after ("2.5 crore", "3 lakh",
 * "1.2 million"). Anything else — ranges, dates, periods, words, malformed grouping — is null.
 */
const CURRENCY_PREFIX = /^(?:₹|rs\.?|inr|\$|usd|€|eur|£|gbp)\s*/i;
const PERCENT_SUFFIX = /\s*(?:%|percent|per\s*cent)$/i;
/** Scale words written after a figure or before a unit ('2.5 crore', '1.85 lakh tCO2e'). */
export const SCALE_WORDS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  million: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
};
// 'k' after a figure ('12k') is a thousand; before a unit it is kilo ('12 kL'), so only here.
const SCALES: Record<string, number> = { ...SCALE_WORDS, k: 1e3 };
const SCALE_SUFFIX = new RegExp(`\\s*(${Object.keys(SCALES).join("|")})\\.?$`, "i");

// Plain digits, western groups of three, or Indian groups (last three, then pairs). A trailing
// point ('7.') is the number as typed so far, the same in data entry, calculators and extraction.
const PLAIN = /^\d+(?:\.\d*)?$|^\.\d+$/;
const WESTERN = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const INDIAN = /^\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d*)?$/;

export function parseNumericValue(text: string): number | null {
  if (typeof text !== "string") return null;
  let s = text.trim().replace(/\u00a0/g, " ");
  if (!s || s.length > 200) return null;

  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1].trim();
  }
  const sign = /^([-+\u2212\u2013])\s*/.exec(s);
  if (sign) {
    if (paren) return null;
    negative = sign[1] !== "+";
    s = s.slice(sign[0].length);
  }
  s = s.replace(CURRENCY_PREFIX, "");
  // "₹ -500" is as readable as "-₹ 500".
  const innerSign = /^([-\u2212\u2013])\s*/.exec(s);
  if (innerSign && !sign && !paren) {
    negative = true;
    s = s.slice(innerSign[0].length);
  }
  s = s.replace(PERCENT_SUFFIX, "");
  let scale = 1;
  const scaleMatch = SCALE_SUFFIX.exec(s);
  if (scaleMatch) {
    scale = SCALES[scaleMatch[1].toLowerCase()];
    s = s.slice(0, scaleMatch.index);
  }
  s = s.trim();
  if (!(PLAIN.test(s) || WESTERN.test(s) || INDIAN.test(s))) return null;

  const value = Number(s.replace(/,/g, "")) * scale;
  if (!Number.isFinite(value)) return null;
  const result = negative ? -value : value;
  return Object.is(result, -0) ? 0 : result;
}
