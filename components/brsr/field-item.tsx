import { CellSlot } from "./cell-slot";
import { CoreBadge } from "./core-badge";
import { shownSlots, slotCell, type CardFrame } from "./card-frame";
import type { ItemView } from "./types";

type FieldView = Extract<ItemView, { kind: "field" }>;

/**
 * A single answer (a narrative, a Yes/No, one figure): its label, then one input per year shown.
 * Without hooks: the page renders it on the server (components/brsr/server-questions.tsx), the
 * screen in the browser for a tab opened there; its inputs are CellSlot's.
 */
export function FieldItem({ item, frame }: { item: FieldView; frame: CardFrame }) {
  const slots = shownSlots(item.years, frame);
  const { cell } = item;
  return (
    <div id={`cell-${cell.key}`} className="scroll-mt-28 space-y-2" data-testid={`field-${cell.key}`}>
      <div className="flex flex-wrap items-start gap-2">
        <label htmlFor={slots.length === 1 ? `cell-${cell.key}-${slots[0].slot}` : undefined} className="text-sm leading-snug font-medium">
          {item.label}
        </label>
        <CoreBadge cores={cell.core ? [cell.core] : []} />
      </div>
      <div className={slots.length > 1 ? "grid gap-3 sm:grid-cols-2" : "max-w-2xl"}>
        {slots.map((y) => (
          <div key={y.slot} className="min-w-0 space-y-1">
            <p className="text-muted-foreground text-xs">{y.heading}</p>
            <CellSlot cell={slotCell(cell, frame)} slot={y.slot} slots={slots.map((s) => s.slot)} label={item.label} />
          </div>
        ))}
      </div>
    </div>
  );
}
