import { cellByKey } from "@/lib/frameworks/questionnaire";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { isFyLabel, normalisePeriod, periodRegex } from "@/lib/extraction/units";

/*
 * The PPP conversion factor a filing divides its revenue by for SEBI's 'per rupee of turnover
 * adjusted for PPP' intensities. SEBI gives it no row: reports state it in a note under the
 * intensity tables ('converted at the PPP conversion factor for India of 20.66 for FY 2024-25 and
 * 20.39 for FY 2023-24 (IMF World Economic Outlook)'). It is the one figure read from prose here: a
 * decimal after the words 'PPP conversion factor / rate', each with the year named right after it,
 * or the filing's year when the note states one factor and names no year.
 */

const PPP_WORDS = /\b(?:PPP|purchasing\s+power\s+parity)\s+(?:conversion\s+)?(?:factor|rate)\b/i;
// A decimal not inside a longer figure, a year or a percentage ('20.66', not '2024-25', '8.4%', '4,512.6').
const FACTOR = /(?<![\d.,])(\d{1,3}\.\d{1,4})(?![\d,]|\.\d|\s*%)/g;
// A plausible factor in rupees per international dollar.
const RANGE = [5, 200] as const;

/** The PPP conversion factors a filing's notes state, by year (INT-PPP). */
export function pppFactors(pages: readonly string[], years: { cy: string; py: string }, fyStartMonth = 4): ExtractedMetric[] {
  const cell = cellByKey("INT-PPP");
  const metric = cell?.metric;
  if (!cell || !metric) return [];
  const out: ExtractedMetric[] = [];
  const seen = new Set<string>();
  pages.forEach((text, index) => {
    for (const sentence of text.replace(/\s+/g, " ").split(/(?<=\.)\s+(?=[A-Z(#*^†‡])/)) {
      const words = PPP_WORDS.exec(sentence);
      if (!words) continue;
      const after = sentence.slice(words.index + words[0].length);
      const factors = [...after.matchAll(FACTOR)].filter((m) => Number(m[1]) >= RANGE[0] && Number(m[1]) <= RANGE[1]);
      const dated = factors.map((m) => ({
        value: m[1],
        period:
          yearRightAfter(after.slice(m.index + m[0].length), fyStartMonth) ?? yearRightBefore(after.slice(Math.max(0, m.index - 20), m.index), fyStartMonth),
      }));
      const read = dated.length === 1 && !dated[0].period ? [{ value: dated[0].value, period: years.cy }] : dated.filter((d) => d.period);
      for (const { value, period } of read) {
        if (!period || (period !== years.cy && period !== years.py) || seen.has(period)) continue;
        seen.add(period);
        out.push({
          category: "governance",
          metric,
          cell: cell.key,
          value,
          unit: cell.unit,
          period,
          page: index + 1,
          sentence: sentence.slice(0, 240),
          conversion: null,
          caution: null,
          confidence: 0.75,
        });
      }
    }
  });
  return out;
}

/** The financial year named right before a figure ('FY25: 22.41', 'FY 2024-25 – 22.41'). */
function yearRightBefore(text: string, fyStartMonth: number): string | null {
  const year = new RegExp(`(?:${periodRegex().source})\\s*[:–-]?\\s*$`, "i").exec(text);
  if (!year) return null;
  const label = normalisePeriod(year[0].replace(/[:–-]?\s*$/, ""), fyStartMonth);
  return isFyLabel(label, fyStartMonth) ? label : null;
}

/** The financial year named right after a figure ('for FY 2024-25', '(FY 2023-24)', 'in 2024-25'). */
function yearRightAfter(text: string, fyStartMonth: number): string | null {
  const m = /^\s*(?:\(|for|in|during)?\s*(?:the\s+)?(?:year\s+)?/i.exec(text);
  const rest = text.slice(m ? m[0].length : 0, 30);
  const year = new RegExp(`^(?:${periodRegex().source})`, "i").exec(rest);
  if (!year) return null;
  const label = normalisePeriod(year[0], fyStartMonth);
  return isFyLabel(label, fyStartMonth) ? label : null;
}
