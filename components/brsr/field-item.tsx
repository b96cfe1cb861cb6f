"use client";

import { CellSlot } from "./cell-slot";
import { CoreBadge } from "./core-badge";
import { useBrsrEdit } from "./edit-context";
import type { ItemView } from "./types";

type FieldView = Extract<ItemView, { kind: "field" }>;

/** A single answer (a narrative, a Yes/No, one figure): its label, then one input per year shown. */
export function FieldItem({ item }: { item: FieldView }) {
  const { yearOf } = useBrsrEdit();
  const slots = item.years.filter((s) => yearOf(s));
  const { cell } = item;
  return (
    <div id={`cell-${cell.key}`} className="scroll-mt-28 space-y-2" data-testid={`field-${cell.key}`}>
      <div className="flex flex-wrap items-start gap-2">
        <label htmlFor={slots.length === 1 ? `cell-${cell.key}-${slots[0]}` : undefined} className="text-sm leading-snug font-medium">
          {item.label}
        </label>
        <CoreBadge cores={cell.core ? [cell.core] : []} />
      </div>
      <div className={slots.length > 1 ? "grid gap-3 sm:grid-cols-2" : "max-w-2xl"}>
        {slots.map((s) => (
          <div key={s} className="min-w-0 space-y-1">
            <p className="text-muted-foreground text-xs">{yearOf(s)!.heading}</p>
            <CellSlot cell={cell} slot={s} slots={slots} label={item.label} />
          </div>
        ))}
      </div>
    </div>
  );
}
