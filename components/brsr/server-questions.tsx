import type { ReactNode } from "react";
import type { CardFrame } from "./card-frame";
import { outlineOf, type QuestionOutline } from "./outline";
import { QuestionCard } from "./question-card";
import type { QuestionView } from "./types";

/**
 * The opened tab's question cards as the page renders them on the server (decisions D30), by
 * question: titles, SEBI's numbers, labels, units and table headings are Server Components; the
 * cells, each question's progress and the row tables are client parts that read the year's answer
 * by key. The screen's window (components/brsr/question-window.tsx) shows a card when it comes near
 * the screen, the page's where there is one, so the page still renders only what is on screen.
 * With the cards goes each question's outline (what the window shows before the card), so that the
 * browser holds the tab's values only, never its structure as JSON as well (decisions D35).
 */
export function serverCards(
  questions: readonly QuestionView[],
  frame: Omit<CardFrame, "byKey">,
): { cards: Record<string, ReactNode>; outline: QuestionOutline[] } {
  const byKey = { ...frame, byKey: true };
  return {
    cards: Object.fromEntries(questions.map((q) => [q.id, <QuestionCard key={q.id} question={q} frame={byKey} />])),
    outline: questions.map(outlineOf),
  };
}
