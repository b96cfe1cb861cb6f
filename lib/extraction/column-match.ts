import { bestRow, rowMatch, SEBI_ROWS } from "./sebi-rows";
import type { PageTable, TableRow } from "./tables";
import { withoutYearWords } from "./year-heading";

/*
 * Printed column headings matched to SEBI's by their words, so a table that orders, drops or
 * rewords SEBI's columns ('Total | Male | Female' without the % columns; 'Male | Female | Total
 * (A) | Female as % of Total') still puts each figure in its cell; and a table printed the other
 * way round (SEBI's rows as its columns, SEBI's columns as its rows) turned back.
 */

const STOP = new Set([
  "no",
  "number",
  "the",
  "and",
  "of",
  "in",
  "who",
  "are",
  "part",
  "respective",
  "category",
  "as",
  "a",
  "to",
  "or",
  "on",
  "by",
  "for",
  "percentage",
]);

/** A heading's words that say which column it is, without years, SEBI's letters ('(B / A)') and small words; and whether it is a share. */
export function headingWords(text: string): { words: Set<string>; share: boolean } {
  let t = text.toLowerCase();
  const share = /%|\bper\s*cent|\bshare\b|\(\s*[a-h]\s*\/\s*[a-h]\s*\)/.test(t);
  t = t.replace(/\(\s*[a-h](?:\s*[+/]\s*[a-h])*\s*\)/g, " ");
  // Years and their words ('F.Y. 2024–25 (Current Financial Year)') say which year, not which column.
  t = withoutYearWords(t);
  const words = new Set((t.match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.replace(/s$/, "")));
  return { words, share };
}

/** How well a printed column heading names SEBI's: the share of SEBI's words it has, 0 when one is a share and the other not. */
export function columnScore(printed: string, sebi: string): number {
  const p = headingWords(printed);
  const s = headingWords(sebi);
  if (p.share !== s.share) return 0;
  if (!s.words.size) return p.words.size ? 0 : 0.5;
  const shared = [...s.words].filter((w) => p.words.has(w)).length;
  // (A printed heading naming words SEBI's does not, beyond one, is another column: 'Female as % of Total' is the female share, 'Total' is not.)
  const extra = [...p.words].filter((w) => !s.words.has(w)).length;
  return shared / s.words.size - (extra > 1 ? 0.25 : 0);
}

/**
 * Each printed column's SEBI cell (an index into `sebiLabels`) by its heading's words, or null
 * unless every printed column names one cell clearly (best ≥ 0.5, ahead of the next) and no two
 * the same one.
 */
export function cellsByHeading(headers: readonly string[], sebiLabels: readonly string[]): number[] | null {
  if (!headers.length || sebiLabels.every((l) => !l)) return null;
  const picks: number[] = [];
  for (const h of headers) {
    const scores = sebiLabels.map((l) => (l ? columnScore(h, l) : 0));
    const best = Math.max(...scores);
    const at = scores.indexOf(best);
    if (best < 0.5 || scores.filter((s) => s === best).length > 1) return null;
    picks.push(at);
  }
  return new Set(picks).size === picks.length ? picks : null;
}

const GROUP_WORD = /^\s*(employees|workers)\s+(?=\S)/i;
const GENDER_LAST = /^(.*?)\s*\b(male|female|total)\s*$/i;

/**
 * A table printed with SEBI's rows as its columns and SEBI's columns as its rows (Section A Q20:
 * 'Male | Female | Total' as rows, 'Permanent (D) | Other than Permanent (E) …' as columns), turned
 * back: when its column headings name rows of one SEBI table and its row labels that table's
 * column headings, and its own rows name fewer SEBI rows than its columns do.
 */
export function sebiRowsAsColumns(table: PageTable): PageTable | null {
  if (table.columns.length < 2 || table.rows.length < 2 || table.columns.some((c) => c.period)) return null;
  const asRow = (label: string, heading = ""): TableRow => ({ label, heading, unit: "", sub: "", values: [], top: 0 });
  // A group heading spanning its columns ('Permanent employees' over 'Male | Female') names each of them.
  let spanning = "";
  const heads = table.columns.map((c) => {
    const gendered = GENDER_LAST.exec(c.header);
    if (gendered) {
      if (gendered[1].trim()) spanning = gendered[1].trim();
      return { label: gendered[2], group: spanning };
    }
    spanning = "";
    const m = GROUP_WORD.exec(c.header);
    return m ? { label: c.header.slice(m[0].length), group: m[1] } : { label: c.header, group: "" };
  });
  // A group word printed once over its columns ('Employees' over the second of three) names its neighbours too.
  const lettered = heads.map((h) => /\(\s*([D-G])\s*\)/.exec(h.label)?.[1] ?? "");
  // Each SEBI table a column's heading names a row of (a heading may name rows of several alike tables: Q20 (a) and (b)).
  const tables = new Map<string, number>();
  heads.forEach((h, i) => {
    const group = h.group || (/[DE]/.test(lettered[i]) ? "Employees" : /[FG]/.test(lettered[i]) ? "Workers" : "");
    const printed = { ...asRow(h.label, group), lettered: lettered.some(Boolean) };
    const ids = new Set(SEBI_ROWS.filter((r) => rowMatch(printed, r) >= 0.85).map((r) => r.tableId));
    for (const id of ids) tables.set(id, (tables.get(id) ?? 0) + 1);
  });
  const [tableId, count] = [...tables.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  if (count < 2) return null;
  const candidates = [...tables.entries()].filter(([, n]) => n === count).map(([id]) => id);
  const labels = SEBI_ROWS.find((r) => r.tableId === tableId)!.columnLabels;
  const rowsNamed = table.rows.filter((r) => labels.some((l) => l && columnScore(r.label, l) >= 0.5)).length;
  const rowsAsSebi = table.rows.filter((r) => (bestRow(r, SEBI_ROWS)?.score ?? 0) >= 0.85).length;
  if (rowsNamed < 2 || rowsAsSebi >= count) return null;
  return {
    ...table,
    sebiTables: candidates,
    columns: table.rows.map((r, k) => ({ left: k, right: k, header: r.label, period: null })),
    rows: table.columns.map((c, i) => ({
      label: heads[i].label,
      heading: heads[i].group || (/[DE]/.test(lettered[i]) ? "Employees" : /[FG]/.test(lettered[i]) ? "Workers" : ""),
      unit: "",
      sub: "",
      values: table.rows.map((r) => r.values[i]),
      top: 0,
    })),
  };
}
