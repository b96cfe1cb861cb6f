import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { cellForMetric, targetUnit, toTargetUnit } from "./convert";
import { findGutter, lineText, linesOf, type PageLayout } from "./layout";
import { brsrPhrases, type MetricPhrases } from "./phrases";
import { SCOPE2_MARKET, SCOPE2_UNSTATED, scope2Method, tableMetrics } from "./table-metrics";
import { findTables, type PageTable } from "./tables";
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
  unitSource,
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

type Matcher = { regex: RegExp; spec: MetricPhrases; length: number; first: string };

let matchers: Matcher[] | null = null;
let byFirstWord: Map<string, Matcher[]> | null = null;

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/);

/**
 * The matchers that could match in a segment: those whose phrase's first word is one of the
 * segment's words. The catalogue has hundreds of phrases; trying each one's expression on every
 * line of a long report is what made reading slow, and most lines name no metric at all.
 */
function candidateMatchers(segment: string): Matcher[] {
  if (!byFirstWord) {
    byFirstWord = new Map();
    for (const m of buildMatchers()) byFirstWord.set(m.first, [...(byFirstWord.get(m.first) ?? []), m]);
  }
  const words = new Set(wordsOf(segment));
  words.add("");
  const out: Matcher[] = [];
  for (const w of words) out.push(...(byFirstWord.get(w) ?? []));
  return out.sort((a, b) => b.length - a.length);
}

/** Whether any metric is named in a segment at all (most lines name none). */
function namesAnyMetric(segment: string): boolean {
  return candidateMatchers(segment).some((m) => {
    m.regex.lastIndex = 0;
    return m.regex.test(segment);
  });
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
      const first = wordsOf(phrase).find(Boolean) ?? "";
      list.push({ regex: new RegExp(String.raw`(?<![A-Za-z0-9])${source}(?![A-Za-z0-9])`, "gi"), spec, length: phrase.length, first });
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
  // A line that stops mid-sentence ('… were 35,160' / 'tCO2e, as …', '… the LTIFR' / 'was 0.21') goes on.
  return /[A-Za-z0-9%)]$/.test(previous) && /^[a-z(]/.test(next);
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
    "nos nos. no. numbers cases incidents end made received " +
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
  // A scale word before the unit: '1.85 lakh tCO2e', '682.3 million kWh', '2.35 lakh kilolitres'.
  const scale = /^\s*(thousand|lakhs?|lacs?|crores?|million|mn|billion|bn)\b/i.exec(after);
  if (scale) {
    const unit = matchUnitAfter(spec.family, after.slice(scale[0].length));
    if (unit) return { unit: `${scale[1].toLowerCase()} ${unit.unit}`, length: scale[0].length + unit.length };
  }
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

/**
 * `fyStartMonth`: the company's, which financial years are read and named with (default April).
 * `layouts`: each page's positioned text (lib/extraction/pdf.ts), for reading its tables by rows
 * and columns; without them every line is read as text.
 */
type ExtractOptions = { defaultPeriod?: string; fyStartMonth?: number; layouts?: readonly (PageLayout | undefined)[] };

/** A page split into its tables (read by position) and the rest of its text (read as prose). */
export function pageParts(pageText: string, layout: PageLayout | undefined, fyStartMonth: number): { tables: PageTable[]; prose: string } {
  if (!layout) return { tables: [], prose: pageText };
  const lines = linesOf(layout.items);
  // A two-column page is prose in reading order; its columns are not a table's.
  if (findGutter(lines, layout.width) !== null) return { tables: [], prose: pageText };
  const tables = findTables(lines, fyStartMonth);
  if (!tables.length) return { tables, prose: pageText };
  const covered = new Set(tables.flatMap((t) => [...t.lines]));
  return {
    tables,
    prose: lines
      .filter((_, i) => !covered.has(i))
      .map(lineText)
      .join("\n"),
  };
}

/** Every metric found in the pages (index 0 is page 1); at most one value per metric (or cell) and period. */
export function extractMetricsOffline(pages: string[], options: ExtractOptions = {}): ExtractedMetric[] {
  const fyStartMonth = options.fyStartMonth ?? 4;
  const docPeriod = options.defaultPeriod ?? dominantPeriod(pages, fyStartMonth);
  const found: ExtractedMetric[] = [];
  const seen = new Set<string>();
  const keep = (m: ExtractedMetric) => {
    const key = `${(m.cell ?? m.metric).toLowerCase()}|${m.period}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(m);
  };
  pages.forEach((pageText, index) => {
    const { tables, prose } = pageParts(pageText, options.layouts?.[index], fyStartMonth);
    for (const table of tables) for (const m of tableMetrics(table, { page: index + 1, docPeriod })) keep(m);
    let header: string[] | null = null;
    let headerLabel = "";
    for (const segment of segmentPage(prose)) {
      const masked = maskNonFigures(segment);
      const periods = periodsIn(segment, fyStartMonth);
      const hasNumbers = numbersIn(masked, 0, masked.length).length > 0;
      if (isHeader(segment, periods, hasNumbers)) {
        header = periods.map((p) => p.text);
        headerLabel = segment;
        continue;
      }
      for (const hit of extractSegment({ segment, masked, periods, header, headerLabel, docPeriod, fyStartMonth })) {
        const period = hit.period ?? docPeriod ?? "Not stated";
        const m = finishProse(hit, period, index + 1, segment);
        if (m) keep(m);
      }
    }
  });
  return found;
}

/**
 * A prose figure in its metric's unit (the cell's, else the catalogue's), with the conversion in
 * words; Scope 2 under the method the sentence names. A unit that cannot be converted keeps the
 * figure as printed (the reviewer sees it), so nothing is lost that the old engine read.
 */
function finishProse(hit: SegmentHit, period: string, page: number, sentence: string): ExtractedMetric | null {
  let metric = hit.metric;
  let conversion: string | null = null;
  let caution: string | null = null;
  let confidence = hit.confidence ?? 0.75;
  if (metric === M.scope2) {
    const method = hit.method ?? null;
    if (method === "market") metric = SCOPE2_MARKET;
    else if (!method) {
      caution = SCOPE2_UNSTATED;
      confidence = Math.min(confidence, 0.55);
    }
  }
  const cell = metric === SCOPE2_MARKET ? undefined : cellForMetric(metric);
  const target = metric === SCOPE2_MARKET ? "tCO2e" : cell?.unit || targetUnit(metric);
  let value = hit.value;
  let unit = hit.unit;
  if (target !== null) {
    const amount = parseNumber(hit.value);
    const converted = amount === null ? null : toTargetUnit(hit.value, amount, hit.unit, target);
    if (converted) {
      value = converted.value;
      unit = converted.unit;
      conversion = converted.conversion;
    } else if (hit.unit) confidence -= 0.2;
  }
  return {
    category: hit.category,
    metric: cell?.metric ?? metric,
    cell: cell?.key ?? null,
    value,
    unit,
    period,
    page,
    sentence,
    conversion,
    caution,
    confidence: Math.round(confidence * 100) / 100,
  };
}

/** A column heading row: periods and a few words ('Parameter FY 2023-24 FY 2022-23'), no figures. */
function isHeader(segment: string, periods: Span[], hasNumbers: boolean): boolean {
  if (!periods.length || hasNumbers || segment.length > 120 || /\.$/.test(segment)) return false;
  let rest = segment;
  for (const p of [...periods].reverse()) rest = rest.slice(0, p.start) + rest.slice(p.end);
  const words = rest.split(/[\s|]+/).filter((w) => /[A-Za-z]/.test(w));
  return periods.length >= 2 ? words.length <= 6 : words.length <= 3;
}

type SegmentHit = {
  metric: string;
  category: MetricPhrases["category"];
  value: string;
  unit: string;
  period: string | null;
  confidence?: number;
  /** Scope 2's method as its clause names it. */
  method?: "location" | "market" | null;
};

type SegmentInput = {
  segment: string;
  masked: string;
  periods: Span[];
  header: string[] | null;
  headerLabel: string;
  docPeriod?: string;
  fyStartMonth: number;
};

/**
 * Blanks the clauses that state a goal rather than a result ('Our FY 2030 target: 1,50,000 tCO2e
 * …, against a FY 2021-22 baseline of 2,64,000 tCO2e'): their figures are never actuals.
 */
function blankTargets(segment: string, masked: string): string {
  let out = masked;
  let from = 0;
  for (const clause of segment.split(/(?<=;)/)) {
    if (
      /\b(?:targets?|goals?|baselines?|aims?\s+to|aspires?\s+to|ambition|commit(?:s|ted|ment)?\s+to|pledge[sd]?|by\s+(?:FY\s*)?20\d{2}(?![-–/]))\b/i.test(
        clause,
      )
    ) {
      out = out.slice(0, from) + " ".repeat(clause.length) + out.slice(from + clause.length);
    }
    from += clause.length;
  }
  return out;
}

/** The clause (between semicolons) a span sits in, for what it says of the figure ('market-based'). */
function clauseAround(segment: string, start: number, end: number): string {
  const from = segment.lastIndexOf(";", start) + 1;
  const to = segment.indexOf(";", end);
  return segment.slice(from, to < 0 ? segment.length : to);
}

const FIGURE_BEFORE_SCALE = String.raw`(?:(thousand|lakhs?|lacs?|crores?|million|mn|billion|bn)\s+)?`;

/** A figure written before the metric's name: '1.85 lakh tCO2e of Scope 1 emissions'. */
function figureBefore(match: { start: number; spec: MetricPhrases }, segment: string, masked: string, from: number): Candidate | null {
  if (["count", "percent", "rate", "intensity", "money"].includes(match.spec.family)) return null;
  const prefix = masked.slice(from, match.start);
  const m = new RegExp(
    String.raw`(?:^|[\s,;:(])(${NUMBER_SOURCE})\s*${FIGURE_BEFORE_SCALE}(${unitSource(match.spec.family)})\s+of\s+(?:total\s+|our\s+)?$`,
    "i",
  ).exec(prefix);
  if (!m) return null;
  const start = from + m.index + m[0].indexOf(m[1]);
  const unit = `${m[2] ? `${m[2].toLowerCase()} ` : ""}${m[3].replace(/\s+/g, " ")}`;
  return { value: m[1], unit, start, end: start + m[1].length };
}

/**
 * Figures stated without a metric's name next to them: a death ('one contract worker lost his
 * life') is a fatality; '18,450 MT of waste' generated is the waste generated.
 */
function impliedHits(segment: string, masked: string, periods: Span[]): SegmentHit[] {
  const hits: SegmentHit[] = [];
  const periodBefore = (at: number) => periods.filter((p) => p.end <= at).pop()?.text ?? null;
  const words = Object.keys(NUMBER_WORDS).join("|");
  const death = new RegExp(
    String.raw`\b(${words}|\d+)\s+(?:contract(?:ual)?\s+|permanent\s+|other\s+than\s+permanent\s+)?(?:workers?|employees?|persons?|people|contractors?|colleagues?)\s+(?:lost\s+(?:his|her|their)\s+li(?:fe|ves)|died|(?:was|were)\s+killed)`,
    "i",
  ).exec(masked);
  if (death) {
    const n = NUMBER_WORDS[death[1].toLowerCase()] ?? parseNumber(death[1]);
    if (n !== null) hits.push({ metric: M.fatalities, category: "social", value: String(n), unit: "", period: periodBefore(death.index), confidence: 0.6 });
  }
  const waste = new RegExp(
    String.raw`\bgenerat(?:ed|ing)\s+(${NUMBER_SOURCE})\s*${FIGURE_BEFORE_SCALE}(${unitSource("waste")})\s+of\s+(?:solid\s+)?waste\b|(${NUMBER_SOURCE})\s*${FIGURE_BEFORE_SCALE}(${unitSource("waste")})\s+of\s+(?:solid\s+)?waste\s+(?:was|were)\s+generated`,
    "i",
  ).exec(masked);
  if (waste) {
    const value = waste[1] ?? waste[4];
    const scale = waste[2] ?? waste[5];
    const unit = `${scale ? `${scale.toLowerCase()} ` : ""}${waste[3] ?? waste[6]}`;
    hits.push({ metric: M.wasteGenerated, category: "environmental", value, unit, period: periodBefore(waste.index), confidence: 0.65 });
  }
  return hits;
}

function extractSegment({ segment, masked: printedMask, periods, header: pageHeader, headerLabel, docPeriod, fyStartMonth }: SegmentInput): SegmentHit[] {
  const masked = blankTargets(segment, printedMask);
  const implied = impliedHits(segment, masked, periods);
  if (!namesAnyMetric(segment)) return implied;
  // A table row: under a column heading, no period of its own, not a finished sentence.
  const header = pageHeader && periods.length === 0 && !/\.$/.test(segment) ? pageHeader : null;
  // Longest phrases first; each match blanks its text so shorter phrases cannot match inside it.
  // Units such as 'GJ per ₹ crore of turnover' name a metric without reporting it.
  let work = segment.replace(/(?:\/|\bper\b)\s*(?:(?:INR|Rs\.?|₹|rupees?)\s*)?(?:crores?|lakhs?|million)?\s*(?:of\s+)?(?:revenue|turnover)/gi, (m) =>
    "\u0000".repeat(m.length),
  );
  const matches: Array<{ start: number; end: number; spec: MetricPhrases }> = [];
  for (const matcher of candidateMatchers(segment)) {
    matcher.regex.lastIndex = 0;
    for (const m of work.matchAll(matcher.regex)) {
      matches.push({ start: m.index, end: m.index + m[0].length, spec: matcher.spec });
      work = work.slice(0, m.index) + "\u0000".repeat(m[0].length) + work.slice(m.index + m[0].length);
    }
  }
  matches.sort((a, b) => a.start - b.start);
  const hits: SegmentHit[] = [...implied];
  matches.forEach((match, i) => {
    const windowEnd = i + 1 < matches.length ? matches[i + 1].start : segment.length;
    const numbers = numbersIn(masked, match.end, windowEnd);
    const before = figureBefore(match, segment, masked, i > 0 ? matches[i - 1].end : 0);
    const accepted: Candidate[] = before ? [before] : [];
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
      const method = match.spec.metric === M.scope2 ? scope2Method(clauseAround(segment, match.start, candidate.end)) : null;
      hits.push({
        metric: match.spec.metric,
        category: match.spec.category,
        value: candidate.value,
        unit: candidate.unit,
        period,
        method,
        confidence: before ? 0.65 : 0.75,
      });
    });
  });
  return hits;
}

/** Number words a report spells out for small counts ('two complaints'), one to twenty. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .map((w, i) => [w, i + 1]),
);

/**
 * Counts are often written before the name: '0 fatalities', 'no data breaches', '27 consumer
 * complaints'. Taken only when the number (or no / zero / nil) stands right before the name.
 */
function countBefore(match: { start: number; end: number; spec: MetricPhrases }, segment: string, masked: string, from: number): Candidate | null {
  if (match.spec.family !== "count") return null;
  // 'no fatalities among our employees' counts one group, not the total the metric holds.
  if (/^\s+(?:among|of|for|amongst)\s+(?:our\s+|the\s+)?(?:permanent\s+|own\s+)?(?:employees|workers|staff)\b/i.test(segment.slice(match.end))) return null;
  const prefix = masked.slice(from, match.start);
  const numeric = new RegExp(String.raw`(?:^|[\s,;:(\-–])(${NUMBER_SOURCE})\s+(?:(?:work[\s-]related|reportable|recordable|reported|recorded)\s+)?$`).exec(
    prefix,
  );
  if (numeric) {
    const start = from + numeric.index + numeric[0].indexOf(numeric[1]);
    return { value: numeric[1], unit: "", start, end: start + numeric[1].length };
  }
  const spelled = new RegExp(
    String.raw`(?:^|[\s,;:(\-–])(${Object.keys(NUMBER_WORDS).join("|")})\s+(?:(?:work[\s-]related|reportable|recordable|reported|recorded)\s+)?$`,
    "i",
  ).exec(prefix);
  if (spelled) {
    const start = from + spelled.index + spelled[0].toLowerCase().indexOf(spelled[1].toLowerCase());
    return { value: String(NUMBER_WORDS[spelled[1].toLowerCase()]), unit: "", start, end: start + spelled[1].length };
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
