/**
 * Pure helpers of the questionnaire screen: navigation tabs, financial-year choices, the text an
 * input starts from, and the unsaved edits grouped into one request per financial year.
 */
import { PRINCIPLE_TITLES } from "@/lib/reports/brsr/principles";
import { tabOfKey } from "@/lib/brsr/tabs";
import { formatNumber, indianDay } from "@/lib/format";
import type { CellEdit, CellValue, CellView, CellWrite, Progress, Questionnaire } from "./types";

export type NavTab = {
  id: string;
  /** 'Section A', 'P6' */
  label: string;
  title: string;
  progress: Progress;
  /** Shown in the section list instead of the answered count (a tab without questions of its own). */
  status?: string;
};

/**
 * Section A, Section B, Section C's own questions (if any), then each principle P1–P9, from the
 * answer's values: sections' and principles' progress, and Section C's own questions' (their ids
 * name no principle, lib/brsr/tabs.ts `tabOfKey`).
 */
export function buildTabs(q: Questionnaire): NavTab[] {
  const tabs: NavTab[] = [];
  for (const section of q.sections) {
    if (section.id !== "C") {
      tabs.push({ id: section.id, label: `Section ${section.id}`, title: section.title, progress: section.progress });
      continue;
    }
    const general = Object.entries(q.question_progress).filter(([id]) => tabOfKey(id) === "C");
    if (general.length)
      tabs.push({
        id: "C",
        label: "Section C",
        title: section.title,
        progress: general.reduce((p, [, g]) => ({ answered: p.answered + g.answered, total: p.total + g.total }), { answered: 0, total: 0 }),
      });
    // In the questionnaire's order (P1–P9), each with its progress (lib/brsr/view.ts).
    for (const { id: p, progress } of q.principles)
      tabs.push({ id: p, label: p, title: `Principle ${p.slice(1)}: ${PRINCIPLE_TITLES[p] ?? ""}`.replace(/: $/, ""), progress });
  }
  return tabs;
}

export const percentOf = (p: Progress) => (p.total ? Math.round((p.answered / p.total) * 100) : 0);

/** A financial year's id as the API names it: '2024-25', or '2024' when the year starts in January. */
export function fyId(endYear: number, fyStartMonth: number): string {
  return fyStartMonth === 1 ? String(endYear) : `${endYear - 1}-${String(endYear % 100).padStart(2, "0")}`;
}

/** The end year of the financial year running at `now`, on Indian time. */
function runningEndYear(now: Date, fyStartMonth: number): number {
  const [year, month] = indianDay(now).split("-").map(Number);
  return fyStartMonth === 1 || month < fyStartMonth ? year : year + 1;
}

/** The years a user may pick: the running year and the shown one, and four before the earlier. Latest first. */
export function fyOptions(shown: { id: string; endYear: number }, fyStartMonth: number, now = new Date()): { id: string; label: string }[] {
  const running = runningEndYear(now, fyStartMonth);
  const last = Math.max(shown.endYear, running);
  const first = Math.min(shown.endYear, running) - 4;
  const options: { id: string; label: string }[] = [];
  for (let y = last; y >= first; y--) {
    const id = fyId(y, fyStartMonth);
    options.push({ id, label: `FY ${id}${y === running ? " (running)" : ""}` });
  }
  if (!options.some((o) => o.id === shown.id)) options.unshift({ id: shown.id, label: `FY ${shown.id}` });
  return options;
}

/** The text an input starts from: the stored figure in Indian grouping, or the answer's text. */
export function editableText(value: CellValue | undefined): string {
  if (!value || value.value === null) return "";
  if (value.state === "missing" || value.state === "not_applicable" || value.state === "derived" || value.state === "given") return "";
  return typeof value.value === "number" ? formatNumber(value.value, 6) : value.value;
}

/** The reason of a cell marked 'Not applicable', or null. */
export function notApplicableReason(value: CellValue | undefined): string | null {
  if (value?.state !== "not_applicable") return null;
  return value.display.replace(/^Not applicable:?\s*/i, "");
}

export const editKey = (fy: string, key: string) => `${fy}|${key}`;

export function splitEditKey(k: string): { fy: string; key: string } {
  const at = k.indexOf("|");
  return { fy: k.slice(0, at), key: k.slice(at + 1) };
}

/**
 * The edit to keep for a typed value, or null when the cell is back to what the server holds.
 * Number cells with a unit carry it: the input shows the figure in the cell's unit.
 */
export function valueEdit(cell: Pick<CellView, "type" | "unit">, server: CellValue | undefined, text: string): CellEdit | null {
  if (server?.state !== "not_applicable" && text === editableText(server)) return null;
  return cell.type === "number" && cell.unit ? { value: text, unit: cell.unit } : { value: text };
}

/** One request body per financial year; the shown year last, so its answer reflects every write. */
export function groupEdits(edits: ReadonlyMap<string, CellEdit>, shownFy: string): { fy: string; cells: CellWrite[] }[] {
  const byFy = new Map<string, CellWrite[]>();
  for (const [k, edit] of edits) {
    const { fy, key } = splitEditKey(k);
    const write: CellWrite =
      edit.not_applicable_reason !== undefined
        ? { key, value: "", not_applicable_reason: edit.not_applicable_reason }
        : { key, value: edit.value, ...(edit.unit ? { unit: edit.unit } : {}) };
    const list = byFy.get(fy);
    if (list) list.push(write);
    else byFy.set(fy, [write]);
  }
  return [...byFy.entries()].sort(([a], [b]) => (a === shownFy ? 1 : b === shownFy ? -1 : a.localeCompare(b))).map(([fy, cells]) => ({ fy, cells }));
}

/** The failed key of a 422 such as "P6-E1-A: 'abc' is not a number", when it is one of `keys`. */
export function failedKey(detail: string | null | undefined, keys: Iterable<string>): string | null {
  if (!detail) return null;
  const known = new Set(keys);
  const m = /^([A-Za-z0-9][\w.-]*):/.exec(detail);
  return m && known.has(m[1]) ? m[1] : null;
}

/** Units that read better left unsaid beside a figure. */
export const shownUnit = (unit: string) => (unit === "count" ? "" : unit);

/** The longest narrative answer the API takes (MAX_NARRATIVE in lib/brsr/schemas). */
export const MAX_NARRATIVE_LENGTH = 4000;
