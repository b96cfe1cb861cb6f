"use client";

import { useSyncExternalStore } from "react";
import { editKey, splitEditKey } from "./model";
import type { CellEdit } from "./types";

/**
 * The unsaved cells, keyed `${fy}|${key}`. Outside React state so that a keystroke re-renders the
 * one cell typed into (and the save bar when the count changes), not the whole section.
 */
export class EditStore {
  private map = new Map<string, CellEdit>();
  private listeners = new Set<() => void>();
  /** Rows added to a row table and not typed into yet, by table: kept here, not in the table, so that they outlive its card (a tab left and opened again). */
  private added = new Map<string, readonly number[]>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get = (fy: string, key: string): CellEdit | undefined => this.map.get(editKey(fy, key));

  size = () => this.map.size;

  /** A copy of every edit, to send. */
  snapshot(): Map<string, CellEdit> {
    return new Map(this.map);
  }

  set(fy: string, key: string, edit: CellEdit | null): void {
    const k = editKey(fy, key);
    if (edit) this.map.set(k, edit);
    else if (this.map.has(k)) this.map.delete(k);
    else return;
    this.emit();
  }

  /** Drops what was sent for these years; a cell typed into meanwhile stays unsaved. */
  forget(sent: ReadonlyMap<string, CellEdit>, fys: readonly string[]): void {
    let changed = false;
    for (const [k, edit] of sent) {
      if (fys.includes(splitEditKey(k).fy) && this.map.get(k) === edit) {
        this.map.delete(k);
        changed = true;
      }
    }
    if (changed) this.emit();
  }

  addedRows = (tableId: string): readonly number[] => this.added.get(tableId) ?? NONE;

  setAddedRows(tableId: string, rows: readonly number[]): void {
    if (rows.length) this.added.set(tableId, rows);
    else this.added.delete(tableId);
    this.emit();
  }

  clear(): void {
    if (!this.map.size) return;
    this.map.clear();
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}

const NONE: readonly number[] = [];

export function useCellEdit(store: EditStore, fy: string, key: string): CellEdit | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(fy, key),
    () => undefined,
  );
}

export function useEditCount(store: EditStore): number {
  return useSyncExternalStore(store.subscribe, store.size, () => 0);
}
