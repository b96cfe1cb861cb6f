"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { QuestionCard } from "./question-card";
import type { ItemView, QuestionView } from "./types";

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

export function QuestionWindow({ questions, all }: { questions: readonly QuestionView[]; all: boolean }) {
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
      <WindowedQuestion question={q} eager={every || i < FIRST} />
    </div>
  ));
}

function WindowedQuestion({ question, eager }: { question: QuestionView; eager: boolean }) {
  const [near, setNear] = useState(eager);
  const place = useRef<HTMLDivElement>(null);
  const shown = near || eager;

  useEffect(() => {
    const node = place.current;
    if (shown || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      const soon = setTimeout(() => setNear(true));
      return () => clearTimeout(soon);
    }
    const observer = new IntersectionObserver((seen) => (seen.some((s) => s.isIntersecting) ? setNear(true) : undefined), { rootMargin: MARGIN });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);

  if (shown) return <QuestionCard question={question} />;
  return (
    <div
      ref={place}
      id={`question-${question.id}`}
      data-testid={`question-placeholder-${question.id}`}
      className="bg-card scroll-mt-28 rounded-xl border px-4 py-6 shadow-sm sm:px-6"
      style={{ height: estimatedHeight(question) }}
    >
      <p className="leading-snug font-semibold break-words">
        {question.number ? `${question.number}. ` : ""}
        {question.title}
      </p>
    </div>
  );
}

/** A card's likely height in pixels (its header, then each item's rows), so that the page's length and scroll bar hardly move as cards arrive. */
export function estimatedHeight(question: QuestionView): number {
  const header = 48 + 22 * Math.ceil(question.title.length / 80);
  if (question.from_profile || question.items.length === 0) return header + 80;
  return header + 48 + question.items.reduce((sum, item) => sum + itemHeight(item) + 20, 0);
}

function itemHeight(item: ItemView): number {
  if (item.kind === "field") return (item.cell.type === "text" ? 110 : 70) + 20 * Math.ceil(item.label.length / 100);
  if (item.kind === "rows") return 140 + item.rows.length * (item.rows[0]?.block ? 360 : 64);
  const grouped = item.columns.length > 1 || item.columns.some((c) => c.label);
  return (item.title ? 28 : 0) + (grouped ? 72 : 40) + item.rows.reduce((sum, r) => sum + (r.heading ? 36 : 60), 0);
}
