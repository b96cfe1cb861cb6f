import type { YearColumn, YearSlot } from "./types";

/**
 * What a question card needs besides its question, passed down rather than read from the screen's
 * context so that the card renders on the server too: the answer's year columns, the company, and
 * whether its cells are named by key (a server-rendered card: each cell reads itself from the last
 * answer in the browser) or handed over whole (a card the screen renders).
 */
export type CardFrame = { years: readonly YearColumn[]; companyId: string; byKey?: boolean };

/** The item's year columns the answer has, in the item's order. */
export function shownSlots(slots: readonly YearSlot[], frame: CardFrame): YearColumn[] {
  return slots.flatMap((s) => frame.years.find((y) => y.slot === s) ?? []);
}
