import { Suspense } from "react";
import type { CardFrame } from "./card-frame";
import { QuestionCard } from "./question-card";
import type { QuestionView } from "./types";

/**
 * The opened tab's questions as the page renders them on the server (decisions D30): every card's
 * static markup — titles, SEBI's numbers, labels, units, table headings — is the page's HTML, so
 * find-in-page and a link to any cell see the whole tab at once; the cells, each question's progress
 * and the row tables are client parts that read the year's answer by key. Each card hydrates on its
 * own (a Suspense boundary), so that the tab's inputs come alive in short tasks rather than one long one.
 */
export function ServerQuestions({ questions, frame }: { questions: readonly QuestionView[]; frame: Omit<CardFrame, "byKey"> }) {
  const byKey = { ...frame, byKey: true };
  return questions.map((q, i) => (
    <div key={q.id} className="space-y-2">
      {q.part && q.part !== questions[i - 1]?.part ? (
        <h3 className="text-muted-foreground pt-2 text-sm font-semibold tracking-wide uppercase">{q.part}</h3>
      ) : null}
      <Suspense>
        <QuestionCard question={q} frame={byKey} />
      </Suspense>
    </div>
  ));
}
