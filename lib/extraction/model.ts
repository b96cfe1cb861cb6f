import "server-only";
import { z } from "zod";
import { generateStructured, type AiModel } from "@/lib/ai/provider";
import { CATEGORY_IDS, frameworkMetrics, isCategoryId, type CategoryId } from "@/lib/frameworks";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { catalogueMetricOf, cellForMetric, targetUnit, toTargetUnit } from "./convert";
import type { PageLayout } from "./layout";
import { dominantPeriod, pageParts } from "./offline";
import { SCOPE2_MARKET, SCOPE2_UNSTATED, scope2Method, sebiCellsOf } from "./table-metrics";
import { tableGrid } from "./tables";
import type { ExtractedMetric } from "./types";
import { WHOLE_NUMBER_SOURCE, normalisePeriod, parseNumber } from "./units";

const pageAnswer = z.object({
  metrics: z
    .array(
      z.object({
        metric: z.string().trim().min(1).max(200),
        // Required and nullable, not optional: OpenAI's strict structured outputs (the SDK's
        // default) refuse a schema whose objects do not list every property as required.
        category: z.enum(CATEGORY_IDS).nullable(),
        value: z.string().trim().min(1).max(60),
        unit: z.string().trim().max(50).nullable(),
        period: z.string().trim().max(50).nullable(),
        source_sentence: z.string().trim().min(1).max(1500),
      }),
    )
    .max(60),
});

type PageAnswer = z.infer<typeof pageAnswer>;

const SYSTEM = [
  "You extract ESG metrics from one page of a company report for a BRSR data collection.",
  'Return JSON {"metrics": [{"metric", "category", "value", "unit", "period", "source_sentence"}]}.',
  "metric: the BRSR cell key given (e.g. 'P6-E7-S1') when the figure fills one of the cells listed for the page's tables, else the BRSR catalogue name when the figure is one of them.",
  "Tables are given as grids: a row per line, cells separated by ' | ', the year of each column in the heading row; copy a table figure's whole grid row as its source_sentence.",
  "category: environmental, social or governance. value: the number exactly as printed.",
  "period: the financial year the figure is for, e.g. 'FY 2023-24'.",
  "source_sentence: copy the sentence or table row the figure is in, word for word.",
  "Only report figures printed on the page. Never compute, convert or guess a value; if unsure, leave it out. Targets, goals and baselines are not figures for the year: leave them out.",
  "Keep Scope 1, Scope 2 and 'Scope 1 and 2' apart, and location- and market-based Scope 2 apart.",
].join(" ");

const squash = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** The numbers printed in a sentence, as values: whole figures only, so "2,145,600" is one number, not 2,145 and 600. */
function numbersOf(sentence: string): number[] {
  return [...sentence.matchAll(new RegExp(WHOLE_NUMBER_SOURCE, "g"))].map((m) => parseNumber(m[0])).filter((n): n is number => n !== null);
}

const catalogueMatch = catalogueMetricOf;

let catalogueNames: string | null = null;
function catalogueList(): string {
  catalogueNames ??= frameworkMetrics("BRSR")
    .filter((m) => m.numeric)
    .map((m) => `${m.name} [${m.category}${m.unit ? `, ${m.unit}` : ""}]`)
    .join("; ");
  return catalogueNames;
}

/**
 * Keeps only what the page proves: the quoted sentence must be on the page, and the value must
 * be one of the numbers printed in that sentence. Everything else the model said is dropped.
 */
function verifyPageAnswer(answer: PageAnswer, pageText: string, page: number, fallbackPeriod: string, fyStartMonth = 4): ExtractedMetric[] {
  const pageSquashed = squash(pageText);
  const out: ExtractedMetric[] = [];
  for (const item of answer.metrics) {
    if (!pageSquashed.includes(squash(item.source_sentence))) continue;
    const printed = item.value.replace(/[^\d.,-]/g, "");
    const value = parseNumber(printed);
    if (value === null || !numbersOf(item.source_sentence).some((n) => n === value)) continue;
    // A cell key names its cell; a name is looked up in the catalogue and among the cells.
    const byKey = cellByKey(item.metric.trim());
    const known = byKey ? null : catalogueMatch(item.metric);
    let metric = byKey?.metric ?? known?.name ?? item.metric;
    const category: CategoryId | null =
      (byKey?.category && isCategoryId(byKey.category) ? byKey.category : null) ??
      known?.category ??
      (item.category && isCategoryId(item.category) ? item.category : null);
    if (!category || !metric) continue;
    let flag: string | null = null;
    if (metric === M.scope2) {
      const method = scope2Method(item.source_sentence);
      if (method === "market") metric = SCOPE2_MARKET;
      else if (!method) flag = SCOPE2_UNSTATED;
    }
    const cell = metric === SCOPE2_MARKET ? undefined : (byKey ?? cellForMetric(metric));
    const target = metric === SCOPE2_MARKET ? "tCO2e" : cell?.unit || targetUnit(metric);
    const unit = (item.unit ?? "").slice(0, 50);
    const converted = target !== null ? toTargetUnit(printed, value, unit, target) : null;
    out.push({
      category,
      metric,
      cell: cell?.key ?? null,
      value: converted?.value ?? printed,
      unit: converted?.unit ?? unit,
      period: item.period ? normalisePeriod(item.period, fyStartMonth) : fallbackPeriod,
      page,
      sentence: item.source_sentence,
      conversion: converted?.conversion ?? null,
      caution: flag,
      // The model's reading is checked against the page, not known to be right: below a matched table cell.
      confidence: flag ? 0.5 : converted ? 0.7 : 0.5,
    });
  }
  return out;
}

/**
 * What the model reads of a page: its prose, then each table rebuilt from positions as a grid,
 * with the SEBI cells the table's rows fill (key, row, unit) so it can answer in cell keys.
 */
function pageForModel(text: string, layout: PageLayout | undefined, fyStartMonth: number): { prompt: string; checkable: string } {
  const { tables, prose } = pageParts(text, layout, fyStartMonth);
  if (!tables.length) return { prompt: text, checkable: text };
  const grids = tables.map(tableGrid);
  const cells = tables.flatMap(sebiCellsOf).map((c) => `${c.key}: ${c.label}${c.unit ? ` [${c.unit}]` : ""}`);
  const prompt = [prose, ...grids.map((g) => `Table:\n${g}`), cells.length ? `BRSR cells of these tables:\n${cells.join("\n")}` : ""]
    .filter(Boolean)
    .join("\n\n");
  return { prompt, checkable: [text, ...grids].join("\n") };
}

/** Page by page through the model (two pages at a time), each answer checked against its page. */
export async function extractMetricsWithModel(
  ai: AiModel,
  pages: string[],
  {
    fyStartMonth = 4,
    layouts,
    onPage,
  }: {
    fyStartMonth?: number;
    layouts?: readonly (PageLayout | undefined)[];
    /** Told after each page the model has answered: how many of the pages it reads are done. */
    onPage?: (done: number, total: number) => void | Promise<void>;
  } = {},
): Promise<ExtractedMetric[]> {
  const fallback = dominantPeriod(pages, fyStartMonth) ?? "Not stated";
  const results: ExtractedMetric[][] = new Array(pages.length).fill(null).map(() => []);
  const work = pages.map((text, i) => ({ text, i })).filter(({ text }) => text.trim().length >= 20 && /\d/.test(text));
  let next = 0;
  let done = 0;
  // One failed page fails the upload (502): the other worker then stops asking the provider.
  let failed = false;
  const worker = async () => {
    while (!failed && next < work.length) {
      const { text, i } = work[next++];
      try {
        const page = pageForModel(text, layouts?.[i], fyStartMonth);
        const answer = await generateStructured({
          ai,
          schema: pageAnswer,
          system: SYSTEM,
          prompt: `BRSR catalogue metrics: ${catalogueList()}\n\nPage ${i + 1} of the report:\n${page.prompt.slice(0, 14000)}`,
        });
        results[i] = verifyPageAnswer(answer, page.checkable, i + 1, fallback, fyStartMonth);
        await onPage?.(++done, work.length);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  const seen = new Set<string>();
  return results.flat().filter((m) => {
    const key = `${(m.cell ?? m.metric).toLowerCase()}|${m.period}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
