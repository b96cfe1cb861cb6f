import { cn } from "@/lib/utils";
import { CellSlot } from "./cell-slot";
import { CoreBadge } from "./core-badge";
import { shownSlots, slotCell, type CardFrame } from "./card-frame";
import type { ItemView } from "./types";

type TableView = Extract<ItemView, { kind: "table" }>;

/**
 * A table as SEBI lays it out: row labels down the left, heading rows across, and for each column
 * one cell per financial year. It scrolls sideways inside its card, never the page, and the row
 * labels stay in view while the figures scroll (sticky; narrower on a phone: 390 px). Without
 * hooks, so that the page renders it on the server (components/brsr/server-questions.tsx).
 */
export const STICKY_LABEL = "bg-card sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--border)]";
/** A row label's width: a third of a phone's width, SEBI's long labels wrapping; wider from `sm`. */
export const LABEL_WIDTH = "w-36 min-w-36 max-w-36 sm:w-auto sm:max-w-72 sm:min-w-44";
export function TableItem({ item, frame }: { item: TableView; frame: CardFrame }) {
  const years = shownSlots(item.years, frame);
  const slots = years.map((y) => y.slot);
  const grouped = item.columns.length > 1 || item.columns.some((c) => c.label);
  const width = 1 + item.columns.length * slots.length;
  const head = "text-muted-foreground px-3 py-2 text-left align-bottom text-xs font-medium";

  return (
    <div className="space-y-2" data-testid={`table-${item.id}`}>
      {item.title ? <p className="text-sm font-medium">{item.title}</p> : null}
      {/* relative: the cells' visually hidden labels (absolute) belong to this scroller, not the page, which they widened at 390 px */}
      <div className="relative max-w-full overflow-x-auto rounded-md border">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-muted/40 border-b">
            {grouped ? (
              <>
                <tr>
                  <th scope="col" rowSpan={2} className={cn(head, LABEL_WIDTH, STICKY_LABEL, "bg-muted")} data-testid="table-label-head">
                    Parameter
                  </th>
                  {item.columns.map((c) => (
                    <th key={c.id} scope="colgroup" colSpan={slots.length} className={cn(head, "border-l text-center")}>
                      {c.label}
                    </th>
                  ))}
                </tr>
                <tr>
                  {item.columns.flatMap((c) =>
                    years.map((y) => (
                      <th key={`${c.id}-${y.slot}`} scope="col" className={cn(head, "min-w-36 border-l sm:min-w-44")}>
                        {y.heading}
                      </th>
                    )),
                  )}
                </tr>
              </>
            ) : (
              <tr>
                <th scope="col" className={cn(head, LABEL_WIDTH, STICKY_LABEL, "bg-muted")} data-testid="table-label-head">
                  Parameter
                </th>
                {years.map((y) => (
                  <th key={y.slot} scope="col" className={cn(head, "min-w-36 border-l sm:min-w-44")}>
                    {y.heading}
                  </th>
                ))}
              </tr>
            )}
          </thead>
          <tbody>
            {item.rows.map((row) => {
              if (row.heading) {
                return (
                  <tr key={row.id} className="bg-muted/20 border-b">
                    <th scope="rowgroup" colSpan={width} className="px-3 py-2 text-left text-sm font-semibold">
                      {row.label}
                    </th>
                  </tr>
                );
              }
              const cores = Object.values(row.cells).flatMap((c) => (c.core ? [c.core] : []));
              return (
                <tr key={row.id} className="border-b last:border-0">
                  <th
                    scope="row"
                    className={cn(LABEL_WIDTH, STICKY_LABEL, "px-3 py-2 text-left align-top font-normal break-words")}
                    data-testid="table-row-label"
                  >
                    <span>{row.label}</span>
                    {cores.length ? (
                      <span className="mt-1 block">
                        <CoreBadge cores={cores} />
                      </span>
                    ) : null}
                  </th>
                  {item.columns.flatMap((c) => {
                    const cell = row.cells[c.id];
                    const label = c.label ? `${row.label} — ${c.label}` : row.label;
                    return slots.map((s, i) => (
                      <td key={`${c.id}-${s}`} id={cell && i === 0 ? `cell-${cell.key}` : undefined} className="scroll-mt-28 border-l px-3 py-2 align-top">
                        {cell ? <CellSlot cell={slotCell(cell, frame)} slot={s} slots={slots} label={label} compact /> : null}
                      </td>
                    ));
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
