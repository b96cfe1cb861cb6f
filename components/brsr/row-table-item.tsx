"use client";

import { Ban, Plus, Trash2 } from "lucide-react";
import { useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { rowCellKey } from "@/lib/frameworks/questionnaire/row-keys";
import { cn } from "@/lib/utils";
import { CellSlot } from "./cell-slot";
import { useBrsrEdit } from "./edit-context";
import { LABEL_WIDTH, STICKY_LABEL, TableItem } from "./table-item";
import type { CellView, RowTableView, YearSlot } from "./types";

type Column = RowTableView["columns"][number];
type ShownRow = { number: number; cells: Record<string, CellView>; block?: RowTableView["rows"][number]["block"] };

/** A cell of a row the visitor added that the server holds nothing of yet. */
const blankCell = (tableId: string, n: number, c: Column): CellView => ({
  key: rowCellKey(tableId, n, c.id),
  kind: "input",
  type: c.type,
  unit: c.unit,
  metric: null,
  ...(c.options ? { options: c.options } : {}),
  required: false,
  values: {},
});

/**
 * A table whose rows the company adds (A-26 material issues, P4 E2 stakeholder groups…): SEBI's
 * columns, one line per row with an input per column, 'Add row' and, confirmed, 'Remove row'. Rows
 * are edits like any other cell and are saved with the save bar; a removed row's cells are cleared.
 * Block tables (P6 L1) show each row as a block: its header cells, then its fixed inner table.
 * The narrative answer the table replaced is shown beside it until a row is complete. A
 * server-rendered card names the table by its id, and it is read from the last answer (`rowTableOf`):
 * its rows are the company's, not the catalogue's.
 */
export function RowTableItem({ item }: { item: RowTableView | string }) {
  const ctx = useBrsrEdit();
  const table = typeof item === "string" ? ctx.rowTableOf?.(item) : item;
  return table ? <RowTable item={table} /> : null;
}

function RowTable({ item }: { item: RowTableView }) {
  const ctx = useBrsrEdit();
  const slots = item.years.filter((s) => ctx.yearOf(s));
  // Rows added and left empty are the store's, so that they outlive this card (a tab left and opened again).
  const added = useSyncExternalStore(
    ctx.edits.subscribe,
    () => ctx.edits.addedRows(item.id),
    () => ctx.edits.addedRows(item.id),
  );
  const setAdded = (next: (rows: readonly number[]) => readonly number[]) => ctx.edits.setAddedRows(item.id, next(ctx.edits.addedRows(item.id)));
  const [removing, setRemoving] = useState<ShownRow | null>(null);
  const readOnly = !!ctx.readOnlyMessage;

  // Server rows every filled cell of which is being cleared: removed, waiting for the save.
  const clearedKey = useSyncExternalStore(
    ctx.edits.subscribe,
    () =>
      item.rows
        .filter((r) => {
          const filled = Object.values(r.cells).flatMap((cell) =>
            slots.flatMap((s) => (cell.values[s] && cell.values[s]!.state !== "missing" ? [[ctx.yearOf(s)!.id, cell.key] as const] : [])),
          );
          return (
            filled.length > 0 &&
            filled.every(([fy, key]) => {
              const e = ctx.edits.get(fy, key);
              return !!e && e.value === "" && e.not_applicable_reason === undefined;
            })
          );
        })
        .map((r) => r.number)
        .join(","),
    () => "",
  );
  const cleared = useMemo(() => new Set(clearedKey ? clearedKey.split(",").map(Number) : []), [clearedKey]);

  const serverNumbers = new Set(item.rows.map((r) => r.number));
  // Rows the server holds nothing of but with unsaved edits ('Not applicable' marked on an empty table, a row typed into).
  const editedKey = useSyncExternalStore(
    ctx.edits.subscribe,
    () => {
      const out: number[] = [];
      for (let n = 1; n <= item.max_rows; n++) {
        if (serverNumbers.has(n)) continue;
        if (item.columns.some((c) => slots.some((s) => ctx.edits.get(ctx.yearOf(s)!.id, rowCellKey(item.id, n, c.id))))) out.push(n);
      }
      return out.join(",");
    },
    () => "",
  );
  const edited = editedKey ? editedKey.split(",").map(Number) : [];
  const shown: ShownRow[] = [
    ...item.rows.filter((r) => !cleared.has(r.number)),
    ...[...new Set([...added, ...edited])]
      .filter((n) => !serverNumbers.has(n))
      .map((n) => ({ number: n, cells: Object.fromEntries(item.columns.map((c) => [c.id, blankCell(item.id, n, c)])) })),
  ].sort((a, b) => a.number - b.number);

  const taken = new Set([...serverNumbers, ...added, ...edited]);
  let next: number | null = null;
  for (let n = 1; n <= item.max_rows; n++)
    if (!taken.has(n)) {
      next = n;
      break;
    }

  const cy = ctx.yearOf("cy");
  const legacy = item.legacy?.values.cy;
  const legacyText = legacy && legacy.state !== "missing" && !item.answered ? legacy.display : null;
  const header = new Set(item.block_header ?? []);

  const remove = (row: ShownRow) => {
    for (const c of item.columns) {
      const cell = row.cells[c.id];
      for (const s of slots) {
        const fy = ctx.yearOf(s)!.id;
        if (serverNumbers.has(row.number)) ctx.setText(fy, cell, cell.values[s], "");
        else ctx.edits.set(fy, cell.key, null);
      }
    }
    setAdded((a) => a.filter((n) => n !== row.number));
  };

  const cellLabel = (n: number, position: number, c: Column) => `${item.noun} ${position} — ${c.label}`;

  return (
    <div className="min-w-0 space-y-3" data-testid={`rows-${item.id}`}>
      {item.title ? <p className="text-sm font-medium">{item.title}</p> : null}
      {legacyText ? (
        <div className="bg-muted/40 rounded-md border border-dashed px-3 py-2" data-testid={`legacy-${item.id}`}>
          <p className="text-muted-foreground text-xs font-medium">Previous answer (text) — enter it as rows below; it stays here until a row is complete</p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap">{legacyText}</p>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid={`rows-${item.id}-empty`}>
          No rows yet.{item.required ? " Add at least one complete row, or mark the table 'Not applicable'." : ""}
        </p>
      ) : item.block_header ? (
        <div className="space-y-4">
          {shown.map((row, i) => (
            <div key={row.number} className="space-y-3 rounded-md border p-3" data-testid={`rows-${item.id}-row-${row.number}`}>
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">
                  {item.noun} {i + 1}
                </p>
                <RemoveButton
                  label={`${item.noun} ${i + 1}`}
                  testId={`rows-${item.id}-remove-${row.number}`}
                  disabled={readOnly}
                  onClick={() => setRemoving(row)}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {item.columns
                  .filter((c) => header.has(c.id))
                  .map((c) => (
                    <div key={c.id} className="min-w-0 space-y-1">
                      <p className="text-muted-foreground text-xs">{c.label}</p>
                      {cy ? <CellSlot cell={row.cells[c.id]} slot="cy" slots={["cy"]} label={cellLabel(row.number, i + 1, c)} compact /> : null}
                    </div>
                  ))}
              </div>
              {row.block ? (
                <TableItem item={row.block} frame={{ years: ctx.years, companyId: ctx.companyId }} />
              ) : (
                <FlatRows columns={item.columns.filter((c) => !header.has(c.id))} row={row} slots={slots} label={(c) => cellLabel(row.number, i + 1, c)} />
              )}
            </div>
          ))}
        </div>
      ) : (
        // relative: the cells' visually hidden labels belong to this scroller, not the page (390 px)
        <div className="relative max-w-full overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm" data-testid={`rows-${item.id}-table`}>
            <thead className="bg-muted/40 border-b">
              <tr>
                <th scope="col" className={cn(STICKY_LABEL, "bg-muted text-muted-foreground w-12 px-3 py-2 text-left align-bottom text-xs font-medium")}>
                  S. No.
                </th>
                {item.columns.flatMap((c) =>
                  slots.map((s) => (
                    <th
                      key={`${c.id}-${s}`}
                      scope="col"
                      className="text-muted-foreground min-w-44 border-l px-3 py-2 text-left align-bottom text-xs font-medium"
                    >
                      {c.label}
                      {slots.length > 1 ? <span className="block">{ctx.yearOf(s)!.heading}</span> : null}
                      {c.required ? null : <span className="block font-normal">(if any)</span>}
                    </th>
                  )),
                )}
                <th scope="col" className="w-12 px-2 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, i) => (
                <tr key={row.number} className="border-b last:border-0" data-testid={`rows-${item.id}-row-${row.number}`}>
                  <th scope="row" className={cn(STICKY_LABEL, "px-3 py-2 text-left align-top font-normal tabular-nums")}>
                    {i + 1}
                  </th>
                  {item.columns.flatMap((c) =>
                    slots.map((s) => (
                      <td
                        key={`${c.id}-${s}`}
                        id={s === slots[0] ? `cell-${row.cells[c.id].key}` : undefined}
                        className="scroll-mt-28 border-l px-3 py-2 align-top"
                      >
                        <CellSlot cell={row.cells[c.id]} slot={s} slots={slots} label={cellLabel(row.number, i + 1, c)} compact />
                      </td>
                    )),
                  )}
                  <td className="px-2 py-2 align-top">
                    <RemoveButton label={`row ${i + 1}`} testId={`rows-${item.id}-remove-${row.number}`} disabled={readOnly} onClick={() => setRemoving(row)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-testid={`rows-${item.id}-add`}
          disabled={readOnly || next === null}
          title={next === null ? `At most ${item.max_rows} rows` : (ctx.readOnlyMessage ?? undefined)}
          onClick={() => next !== null && setAdded((a) => [...a, next!])}
        >
          <Plus className="size-4" aria-hidden /> Add {item.block_header ? item.noun.toLowerCase() : "row"}
        </Button>
        {shown.length === 0 && cy && item.columns[0] ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            data-testid={`rows-${item.id}-na`}
            disabled={readOnly}
            onClick={() =>
              ctx.openNotApplicable({ key: rowCellKey(item.id, 1, item.columns[0].id), fy: cy.id, label: item.title ?? item.noun, yearLabel: cy.label })
            }
          >
            <Ban className="size-4" aria-hidden /> Not applicable
          </Button>
        ) : null}
        <span className="text-muted-foreground text-xs">
          {item.answered ? "Answered" : item.required ? "Needs one complete row" : "Optional"} · up to {item.max_rows} rows
        </span>
      </div>

      <LazyConfirmDialog
        open={!!removing}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this row?"
        description="Its cells are cleared when you save. Until then you can discard the change."
        confirmLabel="Remove row"
        testId={`rows-${item.id}-remove-dialog`}
        confirmTestId={`rows-${item.id}-remove-confirm`}
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}

function RemoveButton({ label, testId, disabled, onClick }: { label: string; testId: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="text-muted-foreground size-8"
      aria-label={`Remove ${label}`}
      title="Remove row"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/** A block row the server holds nothing of yet: its inputs as 'Parameter | year…' lines (the totals come after saving). */
function FlatRows({ columns, row, slots, label }: { columns: readonly Column[]; row: ShownRow; slots: YearSlot[]; label: (c: Column) => string }) {
  const { yearOf } = useBrsrEdit();
  return (
    <div className="relative max-w-full overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm">
        <thead className="bg-muted/40 border-b">
          <tr>
            <th scope="col" className={cn(LABEL_WIDTH, STICKY_LABEL, "bg-muted text-muted-foreground px-3 py-2 text-left text-xs font-medium")}>
              Parameter
            </th>
            {slots.map((s) => (
              <th key={s} scope="col" className="text-muted-foreground min-w-44 border-l px-3 py-2 text-left text-xs font-medium">
                {yearOf(s)!.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.id} className={cn("border-b last:border-0")}>
              <th scope="row" className={cn(LABEL_WIDTH, STICKY_LABEL, "px-3 py-2 text-left align-top font-normal break-words")}>
                {c.label}
              </th>
              {slots.map((s) => (
                <td key={s} className="border-l px-3 py-2 align-top">
                  <CellSlot cell={row.cells[c.id]} slot={s} slots={slots} label={label(c)} compact />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
