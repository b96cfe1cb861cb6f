"use client";

import { memo, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CardFrame } from "./card-frame";
import type { QuestionOutline } from "./outline";
import { QuestionCard } from "./question-card";
import type { QuestionView } from "./types";

// A card re-renders when its question changes (a save), not when the screen does.
const Card = memo(QuestionCard);

/**
 * A tab's questions, rendered as they come near the screen (decisions D30): a question more than
 * about a screen away is a placeholder of its likely height that carries its number and title (and
 * its `question-…` id, so that an address or a test can scroll to it); it becomes the card once it
 * is within `MARGIN` of the viewport, and stays one. Section A is ~3,000 elements, and a card of
 * SEBI's tables is a 50–90 ms commit on a slow phone: rendering them all, even one per transition,
 * was most of the page's blocking time. `all` renders every card (a link to a cell further down
 * must find it rendered where it will stay). Without IntersectionObserver (tests), every card.
 */
const MARGIN = "1200px 0px";
/** The cards rendered with the page, before anything is measured. */
const FIRST = 2;

const noSubscription = () => () => {};

/** A question of the window: its outline, and its structure when the browser renders its card. */
export type WindowQuestion = QuestionOutline & { question?: QuestionView };

export function QuestionWindow({
  questions,
  frame,
  all,
  cards,
}: {
  questions: readonly WindowQuestion[];
  frame: CardFrame;
  all: boolean;
  /** The page's server-rendered cards by question (components/brsr/server-questions.tsx), shown instead of rendering them here. */
  cards?: Readonly<Record<string, ReactNode>>;
}) {
  // `all` comes from the address's #cell-…, which the server does not see: the page is hydrated as
  // the server rendered it (false), then every card renders, without a hydration mismatch.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const every = all && hydrated;
  return questions.map((q, i) => (
    <div key={q.id} className="space-y-2">
      {q.part && q.part !== questions[i - 1]?.part ? (
        <h3 className="text-muted-foreground pt-2 text-sm font-semibold tracking-wide uppercase">{q.part}</h3>
      ) : null}
      <WindowedQuestion question={q} frame={frame} card={cards?.[q.id]} eager={every || i < FIRST} />
    </div>
  ));
}

function WindowedQuestion({ question, frame, card, eager }: { question: WindowQuestion; frame: CardFrame; card?: ReactNode; eager: boolean }) {
  const [near, setNear] = useState(eager);
  const place = useRef<HTMLDivElement>(null);
  const findable = useRef<HTMLParagraphElement>(null);
  const shown = near || eager;

  useEffect(() => {
    const node = place.current;
    if (shown || !node) return;
    // The card's words, hidden until the browser's find-in-page matches them: the card is then
    // rendered (React renders `hidden` as a plain boolean, so "until-found" is set here).
    const words = findable.current;
    const reveal = () => setNear(true);
    words?.setAttribute("hidden", "until-found");
    words?.addEventListener("beforematch", reveal);
    const stopFinding = () => words?.removeEventListener("beforematch", reveal);
    if (typeof IntersectionObserver === "undefined") {
      const soon = setTimeout(() => setNear(true));
      return () => {
        clearTimeout(soon);
        stopFinding();
      };
    }
    const observer = new IntersectionObserver((seen) => (seen.some((s) => s.isIntersecting) ? setNear(true) : undefined), { rootMargin: MARGIN });
    observer.observe(node);
    return () => {
      observer.disconnect();
      stopFinding();
    };
  }, [shown]);

  if (shown) return card ?? (question.question ? <Card question={question.question} frame={frame} /> : null);
  return (
    <div
      ref={place}
      id={`question-${question.id}`}
      data-testid={`question-placeholder-${question.id}`}
      className="bg-card scroll-mt-28 rounded-xl border px-4 py-6 shadow-sm sm:px-6"
      style={{ height: question.height }}
    >
      <p className="leading-snug font-semibold break-words">
        {question.number ? `${question.number}. ` : ""}
        {question.title}
      </p>
      <p ref={findable} hidden data-testid={`placeholder-words-${question.id}`}>
        {question.words}
      </p>
    </div>
  );
}
