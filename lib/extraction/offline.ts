import { brsrPhrases, type MetricPhrases } from "./phrases";
import type { ExtractedMetric } from "./types";
import {
  CURRENCY_BEFORE,
  NUMBER_SOURCE,
  anyUnitAfter,
  matchUnitAfter,
  isFyLabel,
  normalisePeriod,
  parseNumber,
  previousFyLabel,
  periodRegex,
  unitAfter,
  unitInLabel,
  type UnitFamily,
} from "./units";

/*
 * The offline extraction engine: finds BRSR metrics in report text by their names and common
 * report phrases, reads the figure that follows with its unit and period, and keeps the page and
 * the sentence (or table row) it came from. It prefers missing a figure to guessing one: a number
 * is taken only when it sits right after the metric's name (allowing filler such as 'stood at'),
 * carries a unit of the right kind (or the row's label or column names one), and is not a year,
 * a Scope number or a reference.
 */

type Matcher = { regex: RegExp; spec: MetricPhrases; length: number };

let matchers: Matcher[] | null = null;
let anyPhrase: RegExp | null = null;

/** One pass over a segment to tell whether any metric is named in it at all (most lines name none). */
function namesAnyMetric(segment: string): boolean {
  anyPhrase ??= new RegExp(
    buildMatchers()
      .map((m) => `(?:${m.regex.source})`)
      .join("|"),
    "i",
  );
  return anyPhrase.test(segment);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function buildMatchers(): Matcher[] {
  if (matchers) return matchers;
  const list: Matcher[] = [];
  for (const spec of brsrPhrases()) {
    for (const phrase of spec.phrases) {
      let source = phrase
        .split(/[\s-]+/)
        .map(escape)
        .join(String.raw`[\s\-]*`);
      // 'Scope 1' on its own must not swallow 'Scope 1 and 2' or 'Scope 1+2'.
      if (/^scope \d$/.test(phrase)) source += String.raw`(?!\s*(?:\+|and|&|,|\/)\s*(?:scope\s*)?\d)`;
      if (/\d$/.test(phrase)) source += String.raw`(?![\d.])`;
      list.push({ regex: new RegExp(String.raw`(?<![A-Za-z0-9])${source}(?![A-Za-z0-9])`, "gi"), spec, length: phrase.length });
    }
  }
  list.sort((a, b) => b.length - a.length);
  matchers = list;
  return list;
}

const CONNECTORS = new Set("and or of the to from was were is are at in for by with a an our its than on as per total stood amounted".split(" "));
const ABBREVIATIONS = /(?:\b(?:No|Rs|approx|Ltd|Pvt|Co|Inc|viz|vs|etc|e\.g|i\.e|F\.Y|Sr|Dr|Mr|Ms|Mrs|St|Fig|Nos)\.)$/i;

/** A wrapped prose line goes on; a table row, a heading or a finished sentence does not. */
function continues(previous: string, next: string): boolean {
  if (/[.!?:;]$/.test(previous)) return false;
  const lastWord = /([A-Za-z]+)[,]?$/.exec(previous)?.[1]?.toLowerCase();
  if (/,$/.test(previous) || (lastWord && CONNECTORS.has(lastWord))) return true;
  return /[a-z]$/.test(previous) && /^[a-z(]/.test(next);
}

/** Sentences and table rows of a page, in order. */
export function segmentPage(text: string): string[] {
  const blocks: string[] = [];
  let current = "";
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    if (current && continues(current, line)) current += ` ${line}`;
    else {
      if (current) blocks.push(current);
      current = line;
    }
  }
  if (current) blocks.push(current);
  const out: string[] = [];
  for (const block of blocks) {
    const parts = block.split(/(?<=[.!?])\s+(?=[A-Z(₹])/);
    let sentence = "";
    for (const part of parts) {
      sentence = sentence ? `${sentence} ${part}` : part;
      if (!ABBREVIATIONS.test(sentence)) {
        out.push(sentence);
        sentence = "";
      }
    }
    if (sentence) out.push(sentence);
  }
  return out;
}

type Span = { start: number; end: number; text: string };

function periodsIn(text: string, fyStartMonth: number): Span[] {
  return [...text.matchAll(periodRegex())].map((m) => ({ start: m.index, end: m.index + m[0].length, text: normalisePeriod(m[0], fyStartMonth) }));
}

/** Blanks out what looks like a number but is not a figure: periods, Scope 1/2/3, P6, GRI 305-1, notes. */
function maskNonFigures(text: string): string {
  const blank = (s: string) => " ".repeat(s.length);
  return text
    .replace(periodRegex(), blank)
    .replace(/\bScope\s*[123]\b/gi, blank)
    .replace(/\b(?:Principle|P)\s*\d\b/g, blank)
    .replace(/\b(?:GRI|SASB|SDGs?|ISO|IS|OHSAS|Section|Note|Table|Annexure|Schedule|Regulation|Rule|Clause|Page|Form)\s*[\w.-]*\d[\w.-]*/gi, blank)
    .replace(/\b\d+(?:st|nd|rd|th)\b/gi, blank)
    .replace(/\bPM\s*(?:2\.5|10)\b|\bCO\s*2\b|\bN2O\b|\bCH4\b|\bSO\s*[x2]\b|\bNO\s*[x2]\b/gi, blank)
    .replace(/\b\d+\s*(?:x|X)\s*\d+\b/g, blank);
}

type NumberHit = { start: number; end: number; raw: string };

function numbersIn(masked: string, from: number, to: number): NumberHit[] {
  const regex = new RegExp(String.raw`(?<![A-Za-z0-9.,])(?:${NUMBER_SOURCE})(?![0-9]|,\d|\.\d|[A-Za-z])`, "g");
  regex.lastIndex = from;
  const hits: NumberHit[] = [];
  let m: RegExpExecArray | null;
  while ((m = regex.exec(masked)) && m.index < to) {
    hits.push({ start: m.index, end: m.index + m[0].length, raw: m[0] });
  }
  return hits;
}

// Words that may stand between a metric's name and its figure ('Scope 1 emissions for the year
// stood at'), or between two figures of one metric ('... down from ...').
const FILLER = new Set(
  (
    "was were is are be been being has have had stood stands at of amounted amounting to totalled totaled total totalling " +
    "reported recorded during in for the this that year years reporting period fy financial current previous prior last a an our we its " +
    "approximately approx about around nearly over as on by basis reached compared with against versus vs from down up lower higher averaged average " +
    "increased decreased rose fell declined reduced increase decrease reduction rise drop which equivalent respectively and " +
    "company company's group across all operations sites plants level value figure number count nil measured under within inr rs rs. ₹ " +
    "nos nos. no. numbers cases incidents " +
    "total: value: is: were:"
  ).split(" "),
);

function onlyFiller(gap: string, family: UnitFamily): boolean {
  const withoutUnits = gap.replace(new RegExp(String.raw`\(([^)]*)\)`, "g"), " ").replace(/[|:;,–—=\-()[\]]/g, " ");
  const words = withoutUnits.split(/\s+/).filter(Boolean);
  if (words.length > 12) return false;
  return words.every((w) => FILLER.has(w.toLowerCase()) || unitAfter(family, w) !== null || /^(?:in|the)$/i.test(w));
}

type Candidate = { value: string; unit: string; start: number; end: number };

/**
 * The unit a figure carries and how far it reaches: after it, ₹ in front of it, or named in the
 * row's label. null: no unit at all; undefined: a unit of another kind (the figure is not ours).
 */
function readUnit(
  spec: MetricPhrases,
  segment: string,
  hit: NumberHit,
  label: string,
  headerLabel: string,
): { unit: string; length: number } | null | undefined {
  const after = segment.slice(hit.end, hit.end + 80);
  const direct = matchUnitAfter(spec.family, after);
  if (spec.family === "money") {
    const before = new RegExp(CURRENCY_BEFORE, "i").test(segment.slice(Math.max(0, hit.start - 6), hit.start));
    const scale = direct ? /(crore|cr|lakh|lac|million|mn|billion|bn)/i.exec(direct.unit)?.[1]?.toLowerCase() : undefined;
    const words: Record<string, string> = { cr: "crore", crores: "crore", lac: "lakh", lakhs: "lakh", mn: "million", bn: "billion" };
    if (direct && scale) return { unit: `INR ${words[scale] ?? scale}`, length: direct.length };
    if (before) return { unit: "INR", length: 0 };
    const labelScale = /\((?:in\s+)?(?:INR|₹|Rs\.?)\s*(crore|lakh|million)s?\)/i.exec(`${label} ${headerLabel}`)?.[1];
    if (labelScale) return { unit: `INR ${labelScale.toLowerCase()}`, length: 0 };
    return anyUnitAfter(after) ? undefined : null;
  }
  if (direct) return direct;
  if (anyUnitAfter(after)) return undefined;
  // A unit column between the label and the figures ('Water withdrawal | kL | 2,40,000').
  const words = label.trim().split(/\s+/);
  const inLabel =
    unitInLabel(spec.family, label) ??
    unitAfter(spec.family, words.slice(-2).join(" ")) ??
    unitAfter(spec.family, words.slice(-1).join(" ")) ??
    unitInLabel(spec.family, headerLabel);
  return inLabel ? { unit: inLabel, length: 0 } : null;
}

function acceptsBareNumber(family: UnitFamily): boolean {
  return family === "count" || family === "rate";
}

/** `fyStartMonth`: the company's, which financial years are read and named with (default April). */
type ExtractOptions = { defaultPeriod?: string; fyStartMonth?: number };

/** Every metric found in the pages (index 0 is page 1); at most one value per metric and period. */
export function extractMetricsOffline(pages: string[], options: ExtractOptions = {}): ExtractedMetric[] {
  const fyStartMonth = options.fyStartMonth ?? 4;
  const docPeriod = options.defaultPeriod ?? dominantPeriod(pages, fyStartMonth);
  const found: ExtractedMetric[] = [];
  const seen = new Set<string>();
  pages.forEach((pageText, index) => {
    let header: string[] | null = null;
    let headerLabel = "";
    for (const segment of segmentPage(pageText)) {
      const masked = maskNonFigures(segment);
      const periods = periodsIn(segment, fyStartMonth);
      const hasNumbers = numbersIn(masked, 0, masked.length).length > 0;
      if (isHeader(segment, periods, hasNumbers)) {
        header = periods.map((p) => p.text);
        headerLabel = segment;
        continue;
      }
      for (const hit of extractSegment({ segment, masked, periods, header, headerLabel, docPeriod, fyStartMonth })) {
        const key = `${hit.metric}|${hit.period ?? ""}`;
        const period = hit.period ?? docPeriod ?? "Not stated";
        const finalKey = `${hit.metric}|${period}`;
        if (seen.has(finalKey) || seen.has(key)) continue;
        seen.add(finalKey);
        found.push({ category: hit.category, metric: hit.metric, value: hit.value, unit: hit.unit, period, page: index + 1, sentence: segment });
      }
    }
  });
  return found;
}

/** A column heading row: periods and a few words ('Parameter FY 2023-24 FY 2022-23'), no figures. */
function isHeader(segment: string, periods: Span[], hasNumbers: boolean): boolean {
  if (!periods.length || hasNumbers || segment.length > 120 || /\.$/.test(segment)) return false;
  let rest = segment;
  for (const p of [...periods].reverse()) rest = rest.slice(0, p.start) + rest.slice(p.end);
  const words = rest.split(/[\s|]+/).filter((w) => /[A-Za-z]/.test(w));
  return periods.length >= 2 ? words.length <= 6 : words.length <= 3;
}

type SegmentHit = { metric: string; category: MetricPhrases["category"]; value: string; unit: string; period: string | null };

type SegmentInput = {
  segment: string;
  masked: string;
  periods: Span[];
  header: string[] | null;
  headerLabel: string;
  docPeriod?: string;
  fyStartMonth: number;
};

function extractSegment({ segment, masked, periods, header: pageHeader, headerLabel, docPeriod, fyStartMonth }: SegmentInput): SegmentHit[] {
  if (!namesAnyMetric(segment)) return [];
  // A table row: under a column heading, no period of its own, not a finished sentence.
  const header = pageHeader && periods.length === 0 && !/\.$/.test(segment) ? pageHeader : null;
  // Longest phrases first; each match blanks its text so shorter phrases cannot match inside it.
  // Units such as 'GJ per ₹ crore of turnover' name a metric without reporting it.
  let work = segment.replace(/(?:\/|\bper\b)\s*(?:(?:INR|Rs\.?|₹|rupees?)\s*)?(?:crores?|lakhs?|million)?\s*(?:of\s+)?(?:revenue|turnover)/gi, (m) =>
    "\u0000".repeat(m.length),
  );
  const matches: Array<{ start: number; end: number; spec: MetricPhrases }> = [];
  for (const matcher of buildMatchers()) {
    matcher.regex.lastIndex = 0;
    for (const m of work.matchAll(matcher.regex)) {
      matches.push({ start: m.index, end: m.index + m[0].length, spec: matcher.spec });
      work = work.slice(0, m.index) + "\u0000".repeat(m[0].length) + work.slice(m.index + m[0].length);
    }
  }
  matches.sort((a, b) => a.start - b.start);
  const hits: SegmentHit[] = [];
  matches.forEach((match, i) => {
    const windowEnd = i + 1 < matches.length ? matches[i + 1].start : segment.length;
    const numbers = numbersIn(masked, match.end, windowEnd);
    const accepted: Candidate[] = [];
    let gapStart = match.end;
    for (const hit of numbers) {
      const gap = masked.slice(gapStart, hit.start);
      const label = segment.slice(match.start, hit.start);
      const unit = readUnit(match.spec, segment, hit, label, header ? headerLabel : "");
      if (unit === undefined) {
        // A figure of another kind (the '5%' in 'down 5% from'): step over it and keep reading.
        if (accepted.length === 0) break;
        gapStart = hit.end + (anyUnitAfter(segment.slice(hit.end, hit.end + 80))?.length ?? 0);
        continue;
      }
      if (unit === null && !acceptsBareNumber(match.spec.family)) break;
      if (!onlyFiller(gap, match.spec.family)) break;
      const n = parseNumber(hit.raw);
      if (n === null) break;
      if (match.spec.family === "percent" && n > 100) break;
      const end = hit.end + (unit?.length ?? 0);
      accepted.push({ value: hit.raw, unit: unit?.unit ?? "", start: hit.start, end });
      gapStart = end;
      // A count in prose is taken once; a table row gives one per column.
      if (!header && acceptsBareNumber(match.spec.family) && !periods.length) break;
    }
    if (!accepted.length) {
      const before = countBefore(match, segment, masked, i > 0 ? matches[i - 1].end : 0);
      if (before) accepted.push(before);
    }
    if (!accepted.length) return;
    accepted.forEach((candidate, k) => {
      let period: string | null = null;
      if (header) {
        if (accepted.length > header.length) return;
        period = header[k];
      } else {
        period = periodFor(segment, candidate, accepted, periods);
        // 'X tCO2e (previous year Y tCO2e)': the year before the report's own.
        if (!period && k > 0 && /\b(?:previous|prior|last)\s+year\b|\bPY\b/i.test(segment.slice(accepted[k - 1].end, candidate.start))) {
          period = previousFyLabel(docPeriod, fyStartMonth);
        }
        if (!period && k > 0) return;
      }
      hits.push({ metric: match.spec.metric, category: match.spec.category, value: candidate.value, unit: candidate.unit, period });
    });
  });
  return hits;
}

/**
 * Counts are often written before the name: '0 fatalities', 'no data breaches', '27 consumer
 * complaints'. Taken only when the number (or no / zero / nil) stands right before the name.
 */
function countBefore(match: { start: number; spec: MetricPhrases }, segment: string, masked: string, from: number): Candidate | null {
  if (match.spec.family !== "count") return null;
  const prefix = masked.slice(from, match.start);
  const numeric = new RegExp(String.raw`(?:^|[\s,;:(\-–])(${NUMBER_SOURCE})\s+(?:(?:work[\s-]related|reportable|recordable|reported|recorded)\s+)?$`).exec(
    prefix,
  );
  if (numeric) {
    const start = from + numeric.index + numeric[0].indexOf(numeric[1]);
    return { value: numeric[1], unit: "", start, end: start + numeric[1].length };
  }
  const word = /(?:^|[\s,;:(\-–])(no|zero|nil)\s+(?:(?:work[\s-]related|reportable|recordable|reported|recorded)\s+)?$/i.exec(prefix);
  if (word && !/\bnot?\b[^.]*$/i.test(segment.slice(from, from + word.index))) {
    const start = from + word.index + word[0].toLowerCase().indexOf(word[1].toLowerCase());
    return { value: "0", unit: "", start, end: start + word[1].length };
  }
  return null;
}

/** The period of one figure in a sentence: named right after it, or the nearest one before it. */
function periodFor(segment: string, candidate: Candidate, all: Candidate[], periods: Span[]): string | null {
  for (const p of periods) {
    if (p.start < candidate.end) continue;
    const between = segment.slice(candidate.end, p.start);
    if (/^[\s,]*(?:(?:in|for|during|of|the|reporting|year|financial|as|on|at|end|ended|compared|with|to)\s+)*$/i.test(between)) return p.text;
    break;
  }
  const before = periods.filter((p) => p.end <= candidate.start);
  const nearest = before[before.length - 1];
  if (nearest && !all.some((c) => c !== candidate && c.start > nearest.end && c.start < candidate.start)) {
    // A period already claimed by an earlier figure ('... in FY 2022-23 to ...') is not this one's.
    const claimed = all.some((c) => c !== candidate && c.end <= nearest.start && /^[\s,]*(?:in|for|during)?\s*$/i.test(segment.slice(c.end, nearest.start)));
    if (!claimed) return nearest.text;
  }
  return null;
}

/**
 * The reporting period of a document, for figures that do not name one: the financial year it
 * mentions most, counting table headings' first column and the first page more, and leaving out
 * years that follow 'by', 'from', 'till' or 'target' (goals and baselines, not the report's year).
 */
export function dominantPeriod(pagesOrText: string[] | string, fyStartMonth = 4): string | undefined {
  const pages = Array.isArray(pagesOrText) ? pagesOrText : [pagesOrText];
  const counts = new Map<string, number>();
  const add = (period: string, weight: number) => counts.set(period, (counts.get(period) ?? 0) + weight);
  pages.forEach((page, index) => {
    for (const segment of segmentPage(page)) {
      const periods = periodsIn(segment, fyStartMonth);
      const isHeader = periods.length >= 2 && numbersIn(maskNonFigures(segment), 0, segment.length).length === 0;
      periods.forEach((p, k) => {
        if (!isFyLabel(p.text, fyStartMonth)) return;
        if (/\b(?:by|from|till|until|target|goal|baseline|to)\s*(?:the\s+)?$/i.test(segment.slice(Math.max(0, p.start - 16), p.start))) return;
        add(p.text, (isHeader && k === 0 ? 3 : 1) * (index === 0 ? 2 : 1));
      });
    }
  });
  let best: string | undefined;
  let bestCount = 0;
  // Every label counted is a financial year's own label, so on a tie text order is year order: the later wins.
  for (const [period, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && period > best)) {
      best = period;
      bestCount = count;
    }
  }
  return best;
}
