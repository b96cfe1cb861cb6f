import "server-only";
import { z } from "zod";
import { generateStructured, type AiModel } from "@/lib/ai/provider";
import { CATEGORY_IDS, findMetric, frameworkMetrics, isCategoryId, type CategoryId } from "@/lib/frameworks";
import { dominantPeriod } from "./offline";
import type { ExtractedMetric } from "./types";
import { WHOLE_NUMBER_SOURCE, normalisePeriod, parseNumber } from "./units";
import { metricKey } from "@/lib/frameworks/metric-key";

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
  "metric: use the BRSR catalogue name given when the figure is one of them.",
  "category: environmental, social or governance. value: the number exactly as printed.",
  "period: the financial year the figure is for, e.g. 'FY 2023-24'.",
  "source_sentence: copy the sentence or table row the figure is in, word for word.",
  "Only report figures printed on the page. Never compute, convert or guess a value; if unsure, leave it out.",
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

/** The BRSR catalogue metric a name or one of its synonyms denotes. */
function catalogueMatch(name: string) {
  const wanted = metricKey(name);
  return findMetric("BRSR", name) ?? frameworkMetrics("BRSR").find((m) => (m.synonyms ?? []).some((s) => metricKey(s) === wanted));
}

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
    const value = parseNumber(item.value.replace(/[^\d.,-]/g, ""));
    if (value === null || !numbersOf(item.source_sentence).some((n) => n === value)) continue;
    const known = catalogueMatch(item.metric);
    const category: CategoryId | null = known?.category ?? (item.category && isCategoryId(item.category) ? item.category : null);
    if (!category) continue;
    out.push({
      category,
      metric: known?.name ?? item.metric,
      value: item.value.replace(/[^\d.,-]/g, ""),
      unit: (item.unit ?? "").slice(0, 50),
      period: item.period ? normalisePeriod(item.period, fyStartMonth) : fallbackPeriod,
      page,
      sentence: item.source_sentence,
    });
  }
  return out;
}

/** Page by page through the model (two pages at a time), each answer checked against its page. */
export async function extractMetricsWithModel(ai: AiModel, pages: string[], { fyStartMonth = 4 }: { fyStartMonth?: number } = {}): Promise<ExtractedMetric[]> {
  const fallback = dominantPeriod(pages, fyStartMonth) ?? "Not stated";
  const results: ExtractedMetric[][] = new Array(pages.length).fill(null).map(() => []);
  const work = pages.map((text, i) => ({ text, i })).filter(({ text }) => text.trim().length >= 20 && /\d/.test(text));
  let next = 0;
  // One failed page fails the upload (502): the other worker then stops asking the provider.
  let failed = false;
  const worker = async () => {
    while (!failed && next < work.length) {
      const { text, i } = work[next++];
      try {
        const answer = await generateStructured({
          ai,
          schema: pageAnswer,
          system: SYSTEM,
          prompt: `BRSR catalogue metrics: ${catalogueList()}\n\nPage ${i + 1} of the report:\n${text.slice(0, 12000)}`,
        });
        results[i] = verifyPageAnswer(answer, text, i + 1, fallback, fyStartMonth);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  const seen = new Set<string>();
  return results.flat().filter((m) => {
    const key = `${m.metric.toLowerCase()}|${m.period}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
