/**
 * Every quantitative cell of SEBI's questionnaire (Essential and Leadership indicators, Section A
 * tables) as a catalogue metric, so that data collection, completion and extraction know them by
 * the same name the questionnaire files them under.
 */
import { QUESTIONNAIRE } from "@/lib/frameworks/questionnaire";
import { questionReference } from "@/lib/frameworks/questionnaire/reference";
import { questionCells } from "@/lib/frameworks/questionnaire/question-cells";
import type { CatalogueMetric, CategoryId, Principle } from "../types";
import { metricKey } from "@/lib/frameworks/metric-key";

function questionnaireMetrics(): { category: CategoryId; metric: CatalogueMetric }[] {
  const out: { category: CategoryId; metric: CatalogueMetric }[] = [];
  for (const q of QUESTIONNAIRE) {
    for (const { cell } of questionCells(q)) {
      if (cell.kind !== "input" || cell.type !== "number") continue;
      const reference = questionReference(q);
      out.push({
        category: cell.category,
        metric: {
          name: cell.metric,
          reference,
          // The physical output's unit is the company's own (t of steel, room-nights…).
          unit: cell.unit || "as entered",
          numeric: true,
          fromQuestionnaire: true,
          principle: principleOf(reference, cell.category),
          ...(cell.core ? { core: cell.core } : {}),
          ...(cell.synonyms?.length ? { synonyms: [...cell.synonyms] } : {}),
        },
      });
    }
  }
  return out;
}

/** The principle a reference names; Section A and B figures feed P3 (people), P6 or P1 (the rest). */
function principleOf(reference: string, category: CategoryId): Principle {
  const named = /^BRSR (P[1-9])\b/.exec(reference)?.[1] as Principle | undefined;
  return named ?? (category === "social" ? "P3" : category === "environmental" ? "P6" : "P1");
}

/** The curated metrics, then every questionnaire cell not already among them (by name or synonym). */
export function withQuestionnaireCells(curated: Record<CategoryId, CatalogueMetric[]>): Record<CategoryId, CatalogueMetric[]> {
  const known = new Set(Object.values(curated).flatMap((list) => list.flatMap((m) => [m.name, ...(m.synonyms ?? [])].map(metricKey))));
  const result: Record<CategoryId, CatalogueMetric[]> = {
    environmental: [...curated.environmental],
    social: [...curated.social],
    governance: [...curated.governance],
  };
  for (const { category, metric } of questionnaireMetrics()) {
    if (known.has(metricKey(metric.name))) continue;
    known.add(metricKey(metric.name));
    result[category].push(metric);
  }
  return result;
}
