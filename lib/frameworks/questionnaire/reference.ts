import type { Question } from "./types";

/** How the catalogue and the report cite a question: 'BRSR P6 Essential 1', 'BRSR Section A 20'. */
export function questionReference(q: Pick<Question, "section" | "principle" | "indicator" | "number" | "id">): string {
  if (q.section === "C") {
    if (!q.principle) return "BRSR P6 (intensity denominators)";
    return `BRSR ${q.principle} ${q.indicator === "leadership" ? "Leadership" : "Essential"} ${q.number.replace(/^[EL]/, "")}`;
  }
  return `BRSR Section ${q.section} ${q.number}`;
}
