import type { CellView, YearColumn, YearSlot } from "./types";

/**
 * What a question card needs besides its question, passed down rather than read from the screen's
 * context so that the card renders on the server too: the answer's year columns, the company, and
 * whether its cells are named by key (each cell reads its values from the last answer in the
 * browser: a server-rendered card, or one rendered from a tab's structure) or handed over whole.
 */
export type CardFrame = { years: readonly YearColumn[]; companyId: string; byKey?: boolean };

/** The item's year columns the answer has, in the item's order. */
export function shownSlots(slots: readonly YearSlot[], frame: CardFrame): YearColumn[] {
  return slots.flatMap((s) => frame.years.find((y) => y.slot === s) ?? []);
}

/** What a cell's input needs of the cell besides its values (which it reads by key from the last answer, decisions D35). */
export type SlotCell = Pick<CellView, "key" | "kind" | "type" | "unit" | "options" | "shows"> & Partial<Pick<CellView, "values" | "review">>;

/** The cell a card hands its input: whole, or by key without its values (and without what the input does not show). */
export function slotCell(cell: CellView, frame: CardFrame): SlotCell {
  if (!frame.byKey) return cell;
  const { key, kind, type, unit, options, shows } = cell;
  return { key, kind, type, unit, ...(options ? { options } : {}), ...(shows ? { shows } : {}) };
}
