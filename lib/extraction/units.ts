import { parseNumericValue } from "@/lib/numbers/read";
import { fiscalYearOf, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";

/**
 * Number, unit and period reading for report text. Pure functions: the offline engine uses them
 * to find figures, the model engine to check that a figure really is in its quoted sentence.
 */

/** Indian (1,52,000), western (152,000) or plain (152000) grouping, with optional decimals. */
export const NUMBER_SOURCE = String.raw`(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;

/** NUMBER_SOURCE matched as a whole figure only: never starting or ending inside a longer one. */
export const WHOLE_NUMBER_SOURCE = String.raw`(?<!\d|\d[.,])(?:${NUMBER_SOURCE})(?![0-9]|,\d|\.\d)`;

/** Financial years and years as reports write them: 'FY 2023-24', 'FY24', '2023-24', 'FY 2024', '2024'. */
const PERIOD_SOURCE = String.raw`\b(?:FY|F\.Y\.|Financial Year|Fiscal(?: Year)?)\s*'?(?:(?:19|20)\d{2}|\d{2})(?:\s*[-–/]\s*'?(?:(?:19|20)\d{2}|\d{2}))?\b|\b(?:19|20)\d{2}\s*[-–/]\s*(?:(?:19|20)\d{2}|\d{2})\b|\b(?:Q[1-4]\s+|H[12]\s+)?(?:19|20)\d{2}\b`;

export function periodRegex(): RegExp {
  return new RegExp(PERIOD_SOURCE, "gi");
}

/**
 * A period as written, in one spelling: a financial year becomes its label by the one period
 * model (lib/periods, decisions D19) — 'FY24', '2023-24', 'FY 2023-2024' and 'FY 2024' are all
 * 'FY 2023-24' for a company whose year starts in April — so that one year found in two spellings
 * is one proposal, and the label matches the questionnaire's. Anything else keeps its text.
 */
export function normalisePeriod(raw: string, fyStartMonth = 4): string {
  const text = raw.replace(/\s+/g, " ").trim();
  // Reports write 'Fiscal 2024' and 'Fiscal '24'; the reader knows 'fiscal year' only.
  const read = readPeriod(text.replace(/^fiscal(?!\s*year)\s*/i, "FY "), { fyStartMonth });
  return read.kind === "fy" ? fiscalYearOf(read.start!, fyStartMonth).label : text;
}

/** The financial year before the one `label` names ('FY 2023-24' → 'FY 2022-23'); null when it names none. */
export function previousFyLabel(label: string | undefined, fyStartMonth = 4): string | null {
  const read = label ? readPeriod(label, { fyStartMonth }) : null;
  if (read?.kind !== "fy") return null;
  const fy = fiscalYearOf(read.start!, fyStartMonth);
  return previousFiscalYear(fy, fyStartMonth).label;
}

/** Whether a label names a financial year (not a calendar year, a quarter, or unreadable text). */
export function isFyLabel(label: string, fyStartMonth = 4): boolean {
  return readPeriod(label, { fyStartMonth }).kind === "fy";
}

/** Parses '1,52,000' or '0.42' into a number with the app's one number reader; null when it is not one. */
export function parseNumber(raw: string): number | null {
  return parseNumericValue(raw);
}

export type UnitFamily = "ghg" | "energy" | "water" | "waste" | "percent" | "hours" | "money" | "count" | "rate" | "intensity";

const MONEY_SCALE = String.raw`(?:crores?|cr\.?|lakhs?|lacs?|million|mn|billion|bn)`;

/** Units that may follow a number, per family; the first capture is the unit as written. */
const UNIT_AFTER: Record<UnitFamily, string> = {
  ghg: String.raw`(?:k?t|tonnes?|tons?|MT|metric tonnes?)\s*(?:of\s*)?CO\s*2\s*-?\s*e(?:q(?:uivalent)?)?|k?tCO2e?q?|MtCO2e`,
  energy: String.raw`GJ|TJ|MJ|PJ|MWh|GWh|kWh|giga\s?joules?|tera\s?joules?`,
  water: String.raw`kL|KL|kl|kilo\s?lit(?:re|er)s?|m3|m³|cubic met(?:re|er)s?|ML|mega\s?lit(?:re|er)s?`,
  waste: String.raw`metric tonnes?|tonnes?|tons?|MT|kg|t\b`,
  percent: String.raw`%|per\s?cent`,
  hours: String.raw`(?:person[-\s])?hours?|hrs?`,
  money: String.raw`(?:(?:INR|Rs\.?|₹)\s*)?${MONEY_SCALE}`,
  count: String.raw`(?!)`,
  rate: String.raw`per\s+(?:one\s+|1\s+)?million\s+(?:person|man)[-\s]hours(?:\s+worked)?|per\s+200,?000\s+hours(?:\s+worked)?`,
  intensity: String.raw`(?:k?tCO2e?|t\s?CO2e|GJ|MJ|MWh|kWh|kL|KL|m3|tonnes?|t)\s*(?:\/|per)\s*(?:(?:INR|Rs\.?|₹|rupees?)\s*)?(?:${MONEY_SCALE}|rupees?)(?:\s+(?:of\s+)?(?:revenue|turnover))?(?:\s*\((?:PPP|adjusted for PPP)\))?`,
};

/** The units of a family as a regular expression source (one group-free alternation). */
export function unitSource(family: UnitFamily): string {
  return UNIT_AFTER[family];
}

/** Currency written before the number: '₹ 12.5 crore', 'INR 4,500 lakh'. */
export const CURRENCY_BEFORE = String.raw`(?:INR|Rs\.?|₹)\s*$`;

/** The unit a number carries, if the text right after it starts with one of the family's units. */
export function unitAfter(family: UnitFamily, after: string): string | null {
  return matchUnitAfter(family, after)?.unit ?? null;
}

/** The unit right after a number and how many characters it spans (leading space included). */
export function matchUnitAfter(family: UnitFamily, after: string): { unit: string; length: number } | null {
  const match = new RegExp(String.raw`^\s*(${UNIT_AFTER[family]})(?![A-Za-z0-9])`, "i").exec(after);
  return match ? { unit: match[1].replace(/\s+/g, " ").trim(), length: match[0].length } : null;
}

/** Any unit of any family right after a number: used to skip figures that measure something else. */
export function anyUnitAfter(after: string): { unit: string; length: number } | null {
  for (const family of Object.keys(UNIT_AFTER) as UnitFamily[]) {
    const unit = matchUnitAfter(family, after);
    if (unit) return unit;
  }
  return null;
}

/** A unit named in a label or column heading: 'Water withdrawal (kL)', 'in tCO2e'. */
export function unitInLabel(family: UnitFamily, label: string): string | null {
  const source = UNIT_AFTER[family];
  const inParens = new RegExp(String.raw`\(\s*(?:in\s+)?(${source})\s*\)`, "i").exec(label);
  if (inParens) return inParens[1].replace(/\s+/g, " ").trim();
  const inWord = new RegExp(String.raw`\bin\s+(${source})(?![A-Za-z0-9])`, "i").exec(label);
  return inWord ? inWord[1].replace(/\s+/g, " ").trim() : null;
}

/** The family a catalogue unit belongs to, for catalogue metrics the built-in table lacks. */
export function familyOfUnit(unit: string): UnitFamily {
  const u = unit.trim();
  if (!u) return "count";
  if (/(\/|\bper\b).*(crore|lakh|rupee|revenue|turnover|₹)/i.test(u)) return "intensity";
  if (/%|percent/i.test(u)) return "percent";
  if (/co2/i.test(u)) return "ghg";
  if (/\b(GJ|TJ|MJ|MWh|GWh|kWh)\b/i.test(u)) return "energy";
  if (/\b(kL|ML|m3|m³|litre|liter)/i.test(u)) return "water";
  if (/tonne|\bt\b|\bMT\b|kg/i.test(u)) return "waste";
  if (/hour/i.test(u) && !/million/i.test(u)) return "hours";
  if (/million|200,?000/i.test(u)) return "rate";
  if (/₹|INR|Rs|crore|lakh/i.test(u)) return "money";
  return "count";
}
