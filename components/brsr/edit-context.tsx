"use client";

import { createContext, useContext } from "react";
import type { CompanyRole } from "@/lib/auth/access-table";
import type { EditStore } from "./edit-store";
import type { UnitFigure } from "@/lib/units/rollup";
import type { SlotCell } from "./card-frame";
import type { CellValue, CellValues, Progress, RowTableView, Warning, YearColumn, YearSlot } from "./types";

export type NaTarget = { key: string; fy: string; label: string; yearLabel: string };

/** What every cell needs from the screen: the year columns, the unsaved edits and how to change them. */
export type BrsrEdit = {
  companyId: string;
  years: readonly YearColumn[];
  yearOf: (slot: YearSlot) => YearColumn | undefined;
  edits: EditStore;
  setText: (fy: string, cell: SlotCell, server: CellValue | undefined, text: string) => void;
  openNotApplicable: (target: NaTarget) => void;
  clearNotApplicable: (fy: string, cell: SlotCell, server: CellValue | undefined) => void;
  warningsOf: (fy: string, key: string) => Warning[];
  /** A rolled-up cell's figures by reporting unit in the year (lib/units): who entered what, and its state. */
  unitsOf?: (fy: string, key: string) => UnitFigure[];
  /**
   * The year's cells' values, row tables and questions' progress as the last answer (its values
   * view, decisions D35) has them, by key: what the cards' client parts read, the cards' static
   * markup being the page's (components/brsr/server-questions.tsx) or the tab's structure's.
   */
  cellOf?: (key: string) => CellValues | undefined;
  rowTableOf?: (id: string) => RowTableView | undefined;
  progressOf?: (questionId: string) => Progress | undefined;
  /** The cell a failed save named, with the server's sentence. */
  failed: { fy: string; key: string; message: string } | null;
  /** The caller's role in the company (absent: not known; the server decides). */
  role?: CompanyRole | null;
  /** Set when the role cannot change figures: inputs are disabled, saying why. */
  readOnlyMessage?: string | null;
};

export const BrsrEditContext = createContext<BrsrEdit | null>(null);

export function useBrsrEdit(): BrsrEdit {
  const value = useContext(BrsrEditContext);
  if (!value) throw new Error("useBrsrEdit outside BrsrEditContext");
  return value;
}
