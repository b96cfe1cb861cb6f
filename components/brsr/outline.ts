import type { ItemView, QuestionView } from "./types";

/**
 * What the screen's window (components/brsr/question-window.tsx) shows of a question before its
 * card: its number and title, its likely height and its words for find-in-page. The page computes
 * it for the tab it renders on the server (the browser then needs no structure for that tab,
 * decisions D35); the screen for a tab opened in the browser, from that tab's structure.
 */
export type QuestionOutline = { id: string; part: string | null; number: string; title: string; height: number; words: string };

export function outlineOf(question: QuestionView): QuestionOutline {
  return {
    id: question.id,
    part: question.part,
    number: question.number,
    title: question.title,
    height: estimatedHeight(question),
    words: cardWords(question),
  };
}

/** The words a card shows besides its title (its tables' titles, row and column labels, fields' labels), as one text for find-in-page. */
export function cardWords(question: QuestionView): string {
  const words: string[] = [];
  for (const item of question.items) {
    if (item.kind === "field") words.push(item.label);
    else {
      if (item.title) words.push(item.title);
      words.push(...item.columns.map((c) => c.label));
      if (item.kind === "table") words.push(...item.rows.map((r) => r.label));
    }
  }
  return words.filter(Boolean).join(" · ");
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
