import { cellByKey } from "@/lib/frameworks/questionnaire";
import { toTargetUnit } from "@/lib/extraction/convert";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { NUMBER_SOURCE, parseNumber, periodRegex } from "@/lib/extraction/units";
import { headingYear, resolvedYear } from "@/lib/extraction/year-heading";
import { SCALE_WORDS } from "@/lib/numbers/read";
import type { FiledPdfYears } from "./pdf-read";

/*
 * Figures SEBI asks for that filings often state only in a sentence: revenue from operations (the
 * intensities' denominator, 'Revenue from operations for FY 2024-25 was ₹ 4,862.35 crore (FY
 * 2023-24: ₹ 4,210.80 crore)') and E3(b)'s gross wages paid to females against total wages. Like
 * the PPP factor (ppp-factor.ts) they are read only where the sentence names SEBI's words, and a
 * wrong figure costs more than a missed one: money must carry its currency, every figure after the
 * first must name its own year, and any word that makes it another figure (consolidated, a
 * subsidiary's, a segment's, a target, a change, another income) drops the sentence.
 */

/** `boundary`: the filing's reporting boundary (Section A), 'standalone' or 'consolidated', when it states one. */
export type ProseOptions = { fyStartMonth?: number; boundary?: string };

const SCALE = String.raw`crores?|cr\.?|lakhs?|lacs?|million|mn|billion|bn|thousand`;
// '₹ 4,862.35 crore', 'Rs. 14,102.75 crore', 'INR 98,412.6 million': currency before, scale after (figuresIn drops an amount with no scale).
const MONEY = new RegExp(String.raw`(?:₹|\bRs\.?|\bINR)\s*(${NUMBER_SOURCE})(?:\s*(${SCALE})(?![A-Za-z]))?`, "gi");
const PERCENT = new RegExp(String.raw`(?<![\d.,])(${NUMBER_SOURCE})\s*(?:%|per\s?cent\b)`, "gi");

const REVENUE = /\brevenue\s+from\s+operations\b/gi;
// Words that make a revenue figure another one than the entity's own year's revenue from operations.
const NOT_REVENUE =
  /\b(?:subsidiar\w*|segments?|segmental|division\w*|joint\s+ventures?|associates?|targets?|goals?|aims?|aspir\w*|expect\w*|project(?:ed|ions?)|forecast\w*|guidance|budget\w*|plan\w*|estimat\w*|outlook|ambition\w*|pre-?sales|bookings?|booking\s+value|order\s+book|income|premium|profit\w*|EBITDA|margin|exports?|domestic|international|overseas|gross|increase\w*|decrease\w*|gr[eo]w\w*|rose|risen|rise|declin\w*|fell|fall\w*|higher|lower|change\w*|up|down|quarter\w*|Q[1-4]|H[12]|half|months?|share|proportion|per\s?cent|percentage|average|excluding|excl|other)\b|%/i;
const CONSOLIDATED = /\b(?:consolidated|group)\b/i;
const STANDALONE = /\bstand-?alone\b/i;
// 'per ₹ crore of revenue from operations', '% of revenue from operations': a denominator named, not a figure given.
const DENOMINATOR_BEFORE = /(?:\bper\b|\/|%|\bas\s+a\s+(?:share|percentage|proportion)\s+of|\bintensity\b)[^.;]{0,30}$/i;
// What may stand between two figures of one list: joining words and years.
const JOINING =
  /^(?:and|in|for|the|of|during|year|years|financial|fiscal|fy|current|previous|prior|last|preceding|this|compared|with|to|against|as|vs|versus|was|were|while|whereas|ended|reporting|period|respectively|i\.?e\.?|rs|inr)$/i;

const WAGES = /\b(?:gross\s+)?wages\s+paid\s+to\s+(?:the\s+)?(?:females?|women)(?:\s+employees)?\b/gi;
const TOTAL_WAGES = /\btotal\s+wages\b/gi;
const NOT_WAGES =
  /\b(?:males?|men|median|average|mean|remuneration\s+of\s+(?:the\s+)?(?:board|KMP|directors)|bonus\w*|increment\w*|workforce|headcount|representation|target\w*|goals?|subsidiar\w*|consolidated|group|segments?|permanent|temporary|contract\w*|trainees?|increase\w*|decrease\w*|gr[eo]w\w*|rose|risen|declin\w*|fell|higher|lower|up|down)\b/i;

type Marker = { start: number; end: number; period: string };
type Figure = { start: number; end: number; printed: string; unit: string; kind: "money" | "percent" };

/**
 * Revenue from operations (INT-REVENUE) and E3(b)'s wages (P5-E3b-FEMALE, P5-E3b-TOTAL, P5-E3b)
 * stated in a filing's sentences, each for the year named next to it or the filing's year.
 */
export function proseFigures(pages: readonly string[], years: FiledPdfYears, { fyStartMonth = 4, boundary }: ProseOptions = {}): ExtractedMetric[] {
  const candidates: ExtractedMetric[] = [];
  pages.forEach((raw, index) => {
    const text = raw.replace(/\s+/g, " ");
    for (const sentence of sentencesOf(text)) {
      candidates.push(...revenueIn(sentence, index + 1, years, fyStartMonth, boundary));
      candidates.push(...wagesIn(sentence, index + 1, years, fyStartMonth));
    }
  });
  // One figure per cell and year: two sentences giving the same cell and year different figures are both dropped.
  const byKey = new Map<string, ExtractedMetric[]>();
  for (const c of candidates) byKey.set(`${c.cell}|${c.period}`, [...(byKey.get(`${c.cell}|${c.period}`) ?? []), c]);
  const out: ExtractedMetric[] = [];
  for (const list of byKey.values()) {
    const values = new Set(list.map((m) => parseNumber(m.value)));
    if (values.size === 1) out.push(list[0]);
  }
  // A share read in one sentence and the amounts in another must agree, or the share is not proposed.
  return out.filter((m) => {
    if (m.cell !== "P5-E3b") return true;
    const of = (key: string) => parseNumber(out.find((o) => o.cell === key && o.period === m.period)?.value ?? "");
    const female = of("P5-E3b-FEMALE");
    const total = of("P5-E3b-TOTAL");
    const share = parseNumber(m.value);
    if (female === null || total === null || share === null) return true;
    return Math.abs((female / total) * 100 - share) <= 0.5 * 10 ** -(m.value.split(".")[1]?.length ?? 0) + 0.05;
  });
}

/** A page's sentences: split after a full stop followed by a capital or a bracket (never inside '4,862.35' or 'Rs. 12', nor after 'Cr.' or 'i.e.'). */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=\.)(?<!\b(?:Rs|Cr|Crs|No|Nos|viz|i\.e|e\.g|Pvt|Ltd|Co|approx)\.)\s+(?=[A-Z(#*^†‡])/i);
}

/** The years a sentence names, each with where it stands: month ranges, 'year ended 31 March 2025', 'FY 2024-25', '2024', 'current / previous year'. */
function yearMarkers(text: string, years: FiledPdfYears, fyStartMonth: number): Marker[] {
  const found: Marker[] = [];
  const add = (start: number, end: number, period: string | null) => {
    if (!period || found.some((m) => start < m.end && end > m.start)) return;
    found.push({ start, end, period });
  };
  // The year a phrase names, read as a column heading is (lib/extraction/year-heading.ts); a year-like phrase naming no
  // financial year ('Q1 2024', '2024' in a calendar-year company) is '?', which no figure may take.
  const yearOf = (phrase: string, strict: boolean) => resolvedYear(headingYear(phrase, { fyStartMonth }), years) ?? (strict ? null : "?");
  const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;
  for (const m of text.matchAll(new RegExp(String.raw`\b${MONTH}\s+(?:19|20)\d{2}\s*(?:[-–—]|to)\s*${MONTH}\s+(?:19|20)\d{2}\b`, "gi")))
    add(m.index, m.index + m[0].length, yearOf(m[0], true));
  for (const m of text.matchAll(
    new RegExp(String.raw`\b(?:financial\s+)?year\s+ended\s+(?:(?:on\s+)?\d{1,2}(?:st|th)?\s+)?${MONTH}\s*(?:\d{1,2},?\s*)?(?:19|20)\d{2}\b`, "gi"),
  ))
    add(m.index, m.index + m[0].length, yearOf(m[0], true));
  for (const m of text.matchAll(/\b(?:current|this|reporting|previous|prior|last|preceding)\s+(?:financial\s+|fiscal\s+)?(?:year|FY)\b/gi))
    add(m.index, m.index + m[0].length, yearOf(m[0], true));
  for (const m of text.matchAll(periodRegex())) add(m.index, m.index + m[0].length, /^[QH][1-4]/i.test(m[0]) ? "?" : yearOf(m[0], false));
  return found.sort((a, b) => a.start - b.start);
}

/** Years that are not digits of an amount ('₹ 2024.5 crore'). */
function markersOutsideMoney(text: string, markers: readonly Marker[]): Marker[] {
  const money = [...text.matchAll(MONEY)].map((m) => [m.index, m.index + m[0].length] as const);
  return markers.filter((k) => !money.some(([a, b]) => k.start < b && k.end > a));
}

/** The money and percentages in a text, in order, with the unit as printed. */
function figuresIn(text: string, markers: readonly Marker[]): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(MONEY)) {
    // An amount with no scale word is as likely a table's row read as a line ('Revenue from operations (₹ 23,276.40 21,950.15 crore)') as a sentence's figure.
    if (!m[2]) continue;
    const scale = (m[2] ?? "")
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^lacs?$/, "lakh");
    out.push({ start: m.index, end: m.index + m[0].length, printed: m[1], unit: scale ? `₹ ${scale}` : "₹", kind: "money" });
  }
  for (const m of text.matchAll(PERCENT)) {
    if (out.some((f) => m.index < f.end && m.index + m[0].length > f.start) || markers.some((k) => m.index < k.end && m.index + m[1].length > k.start))
      continue;
    out.push({ start: m.index, end: m.index + m[0].length, printed: m[1], unit: "%", kind: "percent" });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The year a figure names itself: right after it ('₹ 4,862 crore in FY 2024-25', '24.6% in the current FY'), or right before ('(FY 2023-24: ₹ …', 'previous FY ₹ …'). */
function ownYear(text: string, f: Figure, markers: readonly Marker[]): string | null {
  for (const m of markers) {
    if (m.start >= f.end) {
      const between = text.slice(f.end, m.start);
      if (!/^\s*(?:\(|,)?\s*(?:(?:in|for|during|of)\s+)?(?:the\s+)?$/i.test(between)) break;
      // '(2024: ₹ …' names the next figure's year: a year right after counts only where no figure or colon follows it.
      const after = text.slice(m.end);
      if (/^\s*[:–—-]?\s*(?:₹|Rs\b|INR|\d)/i.test(after) || /^\s*[:–—-]/.test(after)) break;
      return m.period;
    }
  }
  for (let k = markers.length - 1; k >= 0; k--) {
    const m = markers[k];
    if (m.end > f.start) continue;
    const between = text.slice(m.end, f.start);
    if (/^\s*\)?\s*[:–—-]?\s*(?:(?:it\s+)?(?:was|were|is|of|at|stood\s+at|amounted\s+to)\s*)?[:–—-]?\s*$/i.test(between)) return m.period;
    break;
  }
  return null;
}

/** The years the text from `from` up to `to` names outside any bracket that closes before `to` (the scope a figure without its own year is in). */
function scopeYear(text: string, from: number, to: number, markers: readonly Marker[]): string[] {
  const span = text.slice(from, to);
  // Brackets closed before the figure say nothing of it: '… (FY 2023-24: ₹ 548 crore) out of total wages of ₹ 2,489 crore'.
  let depth = 0;
  const open: number[] = [];
  const closedRanges: Array<[number, number]> = [];
  for (let i = 0; i < span.length; i++) {
    if (span[i] === "(") {
      open.push(i);
      depth += 1;
    } else if (span[i] === ")" && depth > 0) {
      closedRanges.push([open.pop()!, i]);
      depth -= 1;
    }
  }
  return markers
    .filter((m) => m.start >= from && m.end <= to && !closedRanges.some(([a, b]) => m.start - from > a && m.end - from <= b + 1))
    .map((m) => m.period);
}

function metricFor(cellKey: string, printed: string, unit: string, period: string, page: number, sentence: string): ExtractedMetric | null {
  const cell = cellByKey(cellKey);
  if (!cell?.metric || !cell.category) return null;
  const amount = parseNumber(printed);
  if (amount === null) return null;
  const converted = unit === "%" ? { value: printed, unit: "%", conversion: null } : toTargetUnit(printed, amount, unit, cell.unit ?? "₹");
  if (!converted) return null;
  return {
    category: cell.category,
    metric: cell.metric,
    cell: cell.key,
    value: converted.value,
    unit: converted.unit,
    period,
    page,
    sentence: sentence.slice(0, 240),
    conversion: converted.conversion,
    caution: null,
    confidence: 0.7,
  };
}

/** Revenue from operations stated in a sentence, for the years named next to each figure. */
function revenueIn(sentence: string, page: number, years: FiledPdfYears, fyStartMonth: number, boundary: string | undefined): ExtractedMetric[] {
  const anchors = [...sentence.matchAll(REVENUE)];
  if (!anchors.length) return [];
  const consolidatedFiling = boundary === "consolidated";
  const markers = markersOutsideMoney(sentence, yearMarkers(sentence, years, fyStartMonth));
  const figures = figuresIn(sentence, markers);
  const out: ExtractedMetric[] = [];
  anchors.forEach((anchor, a) => {
    const start = anchor.index;
    const end = start + anchor[0].length;
    const nextAnchor = anchors[a + 1]?.index ?? sentence.length;
    const before = sentence.slice(Math.max(0, start - 120), start);
    if (DENOMINATOR_BEFORE.test(before)) return;
    // The sentence's words before the figure decide its scope: 'Consolidated revenue …', 'On a consolidated basis, revenue …'.
    const lead = sentence.slice(0, start);
    const scopeWords = `${lead} ${sentence.slice(end, nextAnchor)}`;
    if (CONSOLIDATED.test(scopeWords) && !consolidatedFiling) return;
    if (STANDALONE.test(scopeWords) && consolidatedFiling) return;
    // 'Turnover (revenue from operations)' is Section A's turnover, read there by its label.
    if (NOT_REVENUE.test(before.slice(-40)) || /\bturnover\b/i.test(before.slice(-40))) return;
    const mine = figures.filter((f) => f.start >= end && f.start < nextAnchor);
    if (!mine.length || mine[0].kind !== "money") return;
    const gap = sentence.slice(end, mine[0].start);
    if (gap.length > 100 || NOT_REVENUE.test(gap) || /\b(?:revenue|turnover|sales)\b/i.test(gap)) return;
    if (/\d/.test(stripMarkers(gap, end, markers))) return;
    // The list: figures joined only by joining words and years.
    const list: Figure[] = [mine[0]];
    for (let k = 1; k < mine.length; k++) {
      const between = sentence.slice(list[list.length - 1].end, mine[k].start);
      if (mine[k].kind !== "money" || !joinsList(between, list[list.length - 1].end, markers)) break;
      list.push(mine[k]);
    }
    const tail = sentence.slice(list[list.length - 1].end, Math.min(nextAnchor, list[list.length - 1].end + 80));
    if (headingRun(sentence, markers, Math.max(0, start - 40), list[list.length - 1].end + tail.length)) return;
    const periods = periodsOf(sentence, list, tail, end, start, markers, years);
    if (!periods) return;
    list.forEach((f, k) => {
      const period = periods[k];
      if (period !== years.cy && period !== years.py) return;
      const m = metricFor("INT-REVENUE", f.printed, f.unit, period, page, start > 60 ? sentence.slice(start) : sentence);
      if (m) out.push(m);
    });
  });
  return out;
}

/**
 * Years printed one after another with nothing between ('FY 2024-25 FY 2023-24', 'FY 2024-25
 * (Current FY) FY 2023-24'): a table's column headings read as a line, whose figures are in
 * columns, not next to the year each names.
 */
function headingRun(text: string, markers: readonly Marker[], from: number, to: number): boolean {
  const inside = markers.filter((m) => m.start >= from && m.end <= to);
  return inside.some((m, k) => k > 0 && /^[\s|]*\)?[\s|]*$/.test(text.slice(inside[k - 1].end, m.start)));
}

/** The text with its year markers taken out (offset: where the text starts in the sentence). */
function stripMarkers(text: string, offset: number, markers: readonly Marker[]): string {
  let out = text;
  for (const m of [...markers].reverse()) {
    const a = m.start - offset;
    const b = m.end - offset;
    if (a >= 0 && b <= text.length) out = out.slice(0, a) + " " + out.slice(b);
  }
  return out;
}

function joinsList(between: string, offset: number, markers: readonly Marker[]): boolean {
  if (between.length > 70) return false;
  const words = stripMarkers(between, offset, markers)
    .replace(/[(),;:–—-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return words.every((w) => JOINING.test(w.replace(/\.$/, "")) || /^i\.e\.?$/i.test(w));
}

/**
 * Each listed figure's year: its own ('… in FY 2024-25', '(2024: ₹ …'); the first figure's may be
 * named in the sentence before it ('Revenue from operations for FY 2024-25 was …') or be the
 * filing's year; every later one must name its own. 'X and Y in FY 2024-25 and FY 2023-24
 * respectively' pairs them in order. null when the years are not all clear or one repeats.
 */
function periodsOf(
  sentence: string,
  list: readonly Figure[],
  tail: string,
  anchorEnd: number,
  anchorStart: number,
  markers: readonly Marker[],
  years: FiledPdfYears,
): string[] | null {
  let periods: Array<string | null>;
  if (/\brespectively\b/i.test(tail) || /\brespectively\b/i.test(sentence.slice(anchorEnd, list[list.length - 1].end))) {
    const end = list[list.length - 1].end;
    const resp = /\brespectively\b/i.exec(sentence.slice(end));
    if (!resp) return null;
    const named = markers.filter((m) => m.start >= end && m.end <= end + resp.index).map((m) => m.period);
    if (named.length !== list.length) return null;
    periods = named;
  } else {
    periods = list.map((f) => ownYear(sentence, f, markers));
    if (!periods[0]) {
      // The year named between the words and the figure, or in the few words before them ('In FY 2024-25, revenue from operations …').
      const named = new Set([
        ...scopeYear(sentence, anchorEnd, list[0].start, markers),
        ...markers.filter((m) => m.start >= anchorStart - 40 && m.end <= anchorStart).map((m) => m.period),
      ]);
      if (named.size > 1) return null;
      periods[0] = named.size === 1 ? [...named][0] : years.cy;
    }
  }
  if (periods.some((p) => !p || p === "?")) return null;
  if (new Set(periods).size !== periods.length) return null;
  return periods as string[];
}

/**
 * E3(b) in a sentence naming SEBI's words ('gross wages paid to females'): the figures grouped by
 * year; in a year, one amount is the female or the total by the words right before it, two are the
 * female then the total (the female the smaller), and a percentage given with both must be their
 * ratio.
 */
function wagesIn(sentence: string, page: number, years: FiledPdfYears, fyStartMonth: number): ExtractedMetric[] {
  const anchor = WAGES.exec(sentence);
  WAGES.lastIndex = 0;
  if (!anchor) return [];
  const clause = sentence.slice(anchor.index);
  if (NOT_WAGES.test(clause)) return [];
  const markers = markersOutsideMoney(clause, yearMarkers(clause, years, fyStartMonth));
  const figures = figuresIn(clause, markers);
  if (!figures.length || headingRun(clause, markers, 0, clause.length)) return [];
  const pctWords = /%\s*of\s+(?:the\s+)?total\s+wages|percentage\s+of\s+(?:the\s+)?total\s+wages|\bi\.e\.|out\s+of\s+(?:the\s+)?total\s+wages/i.test(clause);
  const roles = [...clause.matchAll(WAGES)].map((m) => ({ at: m.index, role: "FEMALE" as const }));
  const totals = [...clause.matchAll(TOTAL_WAGES)].map((m) => ({ at: m.index, role: "TOTAL" as const }));
  const named = [...roles, ...totals].sort((x, y) => x.at - y.at);
  const roleBefore = (f: Figure) => named.filter((r) => r.at < f.start).pop()?.role ?? null;
  const groups = new Map<string, Figure[]>();
  for (const f of figures) {
    const own = ownYear(clause, f, markers);
    const scope = scopeYear(clause, 0, f.start, markers);
    const inBracket = bracketYear(clause, f, markers);
    const period = own ?? inBracket ?? (scope.length ? scope[scope.length - 1] : years.cy);
    if (period === "?") return [];
    groups.set(period, [...(groups.get(period) ?? []), f]);
  }
  const out: ExtractedMetric[] = [];
  for (const [period, list] of groups) {
    if (period !== years.cy && period !== years.py) continue;
    const money = list.filter((f) => f.kind === "money");
    const pct = list.filter((f) => f.kind === "percent");
    if (money.length > 2 || pct.length > 1) continue;
    const amount = (f: Figure) => (parseNumber(f.printed) ?? NaN) * unitScale(f.unit);
    let female: Figure | null = null;
    let total: Figure | null = null;
    if (money.length === 2) {
      if (roleBefore(money[1]) !== "TOTAL" || !(amount(money[0]) < amount(money[1]))) continue;
      [female, total] = money;
    } else if (money.length === 1) {
      const role = roleBefore(money[0]);
      if (role === "FEMALE") female = money[0];
      else if (role === "TOTAL") total = money[0];
      else continue;
    }
    const share = pct[0];
    if (share) {
      const value = parseNumber(share.printed);
      if (value === null || value <= 0 || value >= 100) continue;
      if (female && total) {
        const decimals = share.printed.split(".")[1]?.length ?? 0;
        if (Math.abs((amount(female) / amount(total)) * 100 - value) > 0.5 * 10 ** -decimals + 0.05) continue;
      } else if (female || total || !pctWords) continue;
    }
    const quote = clause;
    for (const [key, f] of [
      ["P5-E3b-FEMALE", female],
      ["P5-E3b-TOTAL", total],
      ["P5-E3b", share],
    ] as const) {
      if (!f) continue;
      const m = metricFor(key, f.printed, f.unit, period, page, quote);
      if (m) out.push(m);
    }
  }
  return out;
}

/** The year named inside the bracket a figure stands in, before it ('(previous FY ₹ 548.20 crore of ₹ 2,293.64 crore, 23.9 %)'). */
function bracketYear(text: string, f: Figure, markers: readonly Marker[]): string | null {
  let depth = 0;
  let open = -1;
  for (let i = f.start - 1; i >= 0; i--) {
    if (text[i] === ")") depth += 1;
    else if (text[i] === "(") {
      if (depth === 0) {
        open = i;
        break;
      }
      depth -= 1;
    }
  }
  if (open < 0) return null;
  const inside = markers.filter((m) => m.start > open && m.end <= f.start);
  return inside.length ? inside[inside.length - 1].period : null;
}

function unitScale(unit: string): number {
  return SCALE_WORDS[unit.replace(/^₹\s*/, "").toLowerCase()] ?? 1;
}
