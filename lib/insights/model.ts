import "server-only";
import { generateStructured, type AiModel } from "@/lib/ai/provider";
import { insightOutputSchema, type InsightOutput } from "./schemas";
import type { InsightFacts } from "./types";

const SYSTEM = [
  "You are an ESG reporting analyst for Indian companies (BRSR, GRI, TCFD, SASB).",
  "Work only from the facts given as JSON. Never invent figures, metrics, targets or checklist items;",
  "if the facts show no data, say that there is no data to analyse.",
  'Answer with JSON of the form {"insights": string, "recommendations": string[]}.',
  "insights: a readable analysis in short paragraphs separated by blank lines, covering coverage of",
  "the framework's catalogue (BRSR Core first for BRSR), the biggest gaps, what moved year over year,",
  "intensities, KPI targets behind or at risk, and checklist progress.",
  "recommendations: 3 to 8 concrete next steps, each naming the metric, target or checklist item it concerns.",
  "Write numbers the Indian way (1,52,000).",
].join(" ");

/** The same facts the offline engine reads, handed to the model with the same output shape. */
export async function modelInsight(ai: AiModel, facts: InsightFacts): Promise<InsightOutput> {
  return generateStructured({
    ai,
    schema: insightOutputSchema,
    system: SYSTEM,
    prompt: `Facts for ${facts.company.name}, framework ${facts.framework}${facts.category ? `, category ${facts.category}` : ", all categories"}:\n${JSON.stringify(facts)}`,
  });
}
