import { QUESTIONNAIRE, type Cell } from "@/lib/frameworks/questionnaire";
import type { TableRow } from "./tables";

/*
 * SEBI's own row labels, from the questionnaire (lib/frameworks/questionnaire follows Annexure II),
 * and how well a printed label names one of them: SEBI's words however a report spells them, its
 * letters, its 'Others', its sub-rows under their parents. Used by the table reader
 * (table-metrics.ts) to put a printed row in its SEBI table's cell.
 */

/**
 * A row label in SEBI's words whichever way a report words it: 'No. of' and 'Number of' are one,
 * an acronym printed alone is SEBI's words for it ('LTIFR'), '&' is 'and', and a bracketed unit
 * ('(in kilolitres)', '(per one million person-hours worked)', '(₹, audited …)') says nothing of
 * which row it is. Applied to SEBI's labels and the printed ones alike.
 */
export function sebiWording(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/\bnos?\.?\s+of\b/g, "number of")
      .replace(/&/g, " and ")
      // 'Sent to third-party' and SEBI's 'third-parties' are one destination.
      .replace(/\bthird[-\s]part(?:y|ies)\b/g, "third party")
      // SEBI's roman row numbers and row letters ('(ii) Groundwater', 'a. Purchases from …'), which reports often leave out.
      .replace(/^\s*(?:\(\s*(?:[ivx]{1,4}|[a-h])\s*\)|(?:[ivx]{1,4}|[a-h])[.)])\s+/, "")
      // SEBI's serial numbers ('1. Permanent (D)'), which reports print in a column of their own or not at all.
      .replace(/^\s*\d{1,2}\.\s+(?=[a-z])/, "")
      .replace(/\s*\((?:ltifr|ghg|csr|posh|pm|ppp)\)/g, "")
      .replace(/\bltifr\b/g, "lost time injury frequency rate")
      .replace(/\((?:in\b|per\b|₹|rs\b|inr\b)[^()]*\)/g, " ")
      .replace(UNIT_ASIDE, " ")
      // A unit after a dash ('Total Scope 1 emissions — metric tonnes of CO2 equivalent'): which unit, not which row.
      .replace(UNIT_AFTER_DASH, " ")
      .replace(/(?:[-–—]|\()\s*(?:please\s+)?specify\b[^)]*\)?$/g, " ")
      // SEBI's asides inside a label: '. Please specify, if any.', '(Break-up by composition …)'.
      .replace(/\.?\s*please\s+specify,?\s*if\s+any\.?/g, " ")
      .replace(/\(\s*break[-\s]?up\b[^()]*(?:\([^()]*\)[^()]*)*\)/g, " ")
      // The questionnaire's note on a ratio's inputs (lib/brsr/questionnaire inputLabel), not SEBI's words.
      .replace(/\([^()]*not a row of sebi's table\)/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      // 'Number of permanent disabilities' printed 'Permanent disabilities' (and 'No. of fatalities' as 'Fatalities'): one row.
      .replace(/^number of (?=[a-z])/, "")
  );
}

// A unit in brackets after a label ('Total electricity consumption (D) (MWh)'): which unit, not which row.
const UNIT_ASIDE = /\(\s*(?:GJ|TJ|MJ|PJ|MWh|kWh|GWh|kL|KL|kl|m3|m³|ML|MT|t|tonnes|metric tonnes|kg|tCO2e?|tCO2eq|%|nos?\.?|number)\s*\)/gi;

const UNIT_AFTER_DASH =
  /\s[—–-]\s*(?:in\s+)?(?:metric\s+tonnes?|tonnes?|kilolit(?:re|er)s?|giga\s?joules?|mwh|kwh|tco2e?)(?:\s+of\s+co2\s+equivalent)?(?=\s*(?:\(|$))/gi;

/** A label without the unit in brackets after it. */
export const withoutUnitAside = (label: string) => label.replace(UNIT_ASIDE, " ").replace(/\s+/g, " ").trim();

export const norm = (s: string) => sebiWording(s).replace(/[^a-z0-9]/g, "");

/** `parent`: for a sub-row SEBI prints under a row ('– No treatment' under '(iv) Sent to third-parties'), that row's label. */
export type SebiRow = {
  tableId: string;
  label: string;
  key: string;
  heading: string;
  cells: Cell[];
  /** SEBI's column heading over each cell ('Male: No. (B)'), '' where the table has none. */
  columnLabels: string[];
  cyOnly: boolean;
  parent?: string;
  ambiguous?: boolean;
  /** For a row with one figure among words (P1 E2: 'NGRBC Principle | … | Amount (in INR) | Brief of the Case'), its figure's column heading and the others', normalised. */
  figureColumn?: string;
  wordColumns?: string[];
};

/** A label without SEBI's letters ('Total electricity consumption (D)' → 'Total electricity consumption'). */
const withoutLetters = (label: string) => label.replace(/\s*\(\s*[A-H](?:\s*\+\s*[A-H])*\s*\)\s*$/, "");

/** A sub-row's label starts with a dash: '– No treatment'. */
export const isSubRowLabel = (label: string) => /^\s*[-–—]\s*\S/.test(label);

export const SEBI_ROWS: readonly SebiRow[] = (() => {
  const out: SebiRow[] = [];
  for (const q of QUESTIONNAIRE) {
    // (A facility's block, P6 L1's water-stress table, is read as its first facility's: a filing prints one table per area.)
    const items = q.items.flatMap((item) => (item.kind === "rows" && item.rows[0]?.block ? [item.rows[0].block] : [item]));
    for (const item of items) {
      // A single figure SEBI asks for ('(ii) Turnover (in ₹)') is printed as a row of its own.
      if (item.kind === "field") {
        const c = item.cell;
        if (c.kind === "derived" || c.type === "number")
          out.push({
            tableId: `${q.id}-fields`,
            label: item.label,
            key: norm(item.label),
            heading: "",
            cells: [c],
            columnLabels: [""],
            cyOnly: item.years.length === 1,
          });
        continue;
      }
      if (item.kind !== "table") continue;
      let heading = "";
      let parent = "";
      // 'Male' / 'Female' under a row of the same group ('Other than permanent') are that row's, as P5 E2 prints them.
      let genderParent = "";
      for (const r of item.rows) {
        if (r.heading) {
          heading = norm(r.label);
          genderParent = "";
          continue;
        }
        const gender = /^(?:male|female)$/i.test(r.label.trim());
        if (!gender) genderParent = isSubRowLabel(r.label) ? "" : norm(r.label);
        if (!isSubRowLabel(r.label)) parent = norm(r.label);
        const order = [
          ...item.columns.map((c) => c.id).filter((id) => id in r.cells),
          ...Object.keys(r.cells).filter((id) => !item.columns.some((c) => c.id === id)),
        ];
        const figureIds = order.filter((id) => r.cells[id].kind === "derived" || r.cells[id].type === "number");
        const cells = figureIds.map((id) => r.cells[id]);
        if (!cells.length) continue;
        const isFigure = (id: string) => r.cells[id] && (r.cells[id].kind === "derived" || r.cells[id].type === "number");
        const figureColumns = item.columns.filter((c) => isFigure(c.id));
        const columnHeads =
          cells.length === 1 && figureColumns.length === 1 && item.columns.some((c) => c.id in r.cells && !isFigure(c.id))
            ? {
                figureColumn: norm(figureColumns[0].label),
                wordColumns: item.columns.filter((c) => c.id in r.cells && !isFigure(c.id)).map((c) => norm(c.label)),
              }
            : {};
        out.push({
          tableId: item.id,
          label: r.label,
          key: norm(r.label),
          heading,
          cells,
          columnLabels: figureIds.map((id) => item.columns.find((c) => c.id === id)?.label ?? ""),
          cyOnly: item.years.length === 1,
          ...(isSubRowLabel(r.label) ? { parent } : gender && genderParent ? { parent: genderParent } : {}),
          ...columnHeads,
        });
      }
    }
  }
  // An input to a ratio kept for one staff category ('Person-hours worked: employees') is also that
  // category's sub-row under its measure, as a table with an Employees / Workers column prints it.
  for (const r of [...out]) {
    const m = /^(.+?):\s*(employees|workers)\b(?!\s*(?:\+|and\b|&))/i.exec(r.label);
    if (m && r.parent === undefined) out.push({ ...r, label: m[2], key: norm(m[2]), heading: norm(m[1]) });
  }
  // A label SEBI prints under two headings of one table ('Total electricity consumption' from
  // renewable and from non-renewable sources, 'Permanent' employees and workers, 'Total' waste
  // recovered and disposed) names a row only under its heading: the letters alone do not say which
  // (the 2021 format's E1 letters its all-source totals (A), (B), (C)).
  for (const r of out) {
    if (r.parent !== undefined || !r.heading) continue;
    const base = norm(withoutLetters(r.label));
    r.ambiguous = out.some((o) => o !== r && o.tableId === r.tableId && o.heading !== r.heading && norm(withoutLetters(o.label)) === base);
  }
  return out;
})();

/** SEBI's rows whose words no other SEBI table uses. */
export const ONE_TABLE_ROWS: readonly SebiRow[] = (() => {
  const tables = new Map<string, Set<string>>();
  for (const r of SEBI_ROWS) tables.set(r.key, (tables.get(r.key) ?? new Set()).add(r.tableId));
  return SEBI_ROWS.filter((r) => tables.get(r.key)!.size === 1 && r.parent === undefined);
})();

/** A printed group heading as SEBI's, without the company's words in brackets ('WORKERS (ground handling, permanent and contract)'). */
const headingKey = (heading: string) => norm(heading.replace(/\([^()]*\)/g, " ")) || norm(heading);

/** How well printed words name SEBI's (both normalised): the same (1), SEBI's with a unit added (0.9), or SEBI's cut short (0.85). */
export function keyMatch(printed: string, sebi: string): number {
  if (printed.length < 2 || !sebi) return 0;
  if (printed === sebi) return 1;
  if (sebi.length >= 8 && printed.startsWith(sebi)) return 0.9;
  if (printed.length >= 8 && sebi.startsWith(printed) && printed.length >= sebi.length * 0.6) return 0.85;
  return 0;
}

/** A row's own letter ('(G)') and the words before it ('other hazardous waste'), normalised. */
function lettered(label: string): { letter: string; head: string } | null {
  const text = sebiWording(label);
  const m = /\(\s*([a-h])\s*\)/.exec(text);
  if (!m) return null;
  const head = norm(text.slice(0, m.index).split(/[.(:,–—]|\s-\s/)[0]);
  return head.length >= 6 ? { letter: m[1], head } : null;
}

/**
 * A lettered SEBI row named by its letter and its first words, with the company's own words
 * between or after them ('Other hazardous waste (used oil and batteries) (G)', 'Other
 * non-hazardous waste (H): paper and food waste'): SEBI asks to specify, and companies do.
 */
export function letterMatch(printed: string, sebi: string): number {
  const p = lettered(printed);
  const s = lettered(sebi);
  if (!p || !s || p.letter !== s.letter) return 0;
  const [short, long] = p.head.length <= s.head.length ? [p.head, s.head] : [s.head, p.head];
  return long.startsWith(short) && short.length >= long.length * 0.6 ? 0.85 : 0;
}

/** SEBI's '(v) Others' row with what the others are ('(v) Others – rainwater harvesting', 'Others (NPS)'): SEBI asks to specify. */
function othersMatch(printed: string, sebiKey: string): number {
  return sebiKey === "others" && /^(?:others\b|other\s*[-–—:(])/.test(sebiWording(printed)) ? 0.85 : 0;
}

/**
 * SEBI's label with the company's specification in brackets after it ('(ii) Re-used (solvent
 * recovery)'): SEBI's words alone, not a SEBI letter or sum ('(A)', '(A+B)'), name the row.
 */
function asideMatch(printed: string, sebiKey: string): number {
  const m = /^(.*\S)\s*\(([^()]{3,})\)\s*$/.exec(printed.trim());
  if (!m || /^\s*[A-H](?:\s*\+\s*[A-H])*\s*$/.test(m[2])) return 0;
  return keyMatch(norm(m[1]), sebiKey) === 1 ? 0.85 : 0;
}

/**
 * How well a printed row names a SEBI row. A sub-row ('Workers' under 'No. of fatalities') must
 * match SEBI's row and the heading it sits under; a label SEBI uses in several groups ('Total')
 * is told apart by the printed group heading.
 */
export function rowMatch(row: Pick<TableRow, "label" | "sub" | "heading"> & { parent?: string; lettered?: boolean }, sebi: SebiRow): number {
  if (row.sub) {
    const sub = keyMatch(norm(row.sub), sebi.key);
    // The group is named by the label printed beside its first sub-row, or by a heading row above ('Employees').
    const group = keyMatch(row.label ? norm(row.label) : headingKey(row.heading), sebi.heading);
    return sub && group ? Math.min(sub, group) : 0;
  }
  const score =
    keyMatch(norm(row.label), sebi.key) || letterMatch(row.label, sebi.label) || othersMatch(row.label, sebi.key) || asideMatch(row.label, sebi.key);
  if (!score) return 0;
  // A sum of letters printed as SEBI prints it ('Total (A+B+C+D+E+F+G+H)') names its row without a heading.
  const bare = withoutUnitAside(row.label);
  const sumOfLetters = score === 1 && /\(\s*[A-H](?:\s*\+\s*[A-H])+\s*\)\s*$/.test(bare);
  // In a table lettered to (D), (E), (F) (today's E1), a row's own letter names its group too.
  const ownLetter = row.lettered && score === 1 && /\(\s*[A-H]\s*\)\s*$/.test(bare);
  if (sebi.ambiguous && !sumOfLetters && !ownLetter && !(row.heading && keyMatch(headingKey(row.heading), sebi.heading))) return 0;
  // '– No treatment' is the sub-row of the destination printed above it.
  // (A destination printed without figures of its own reads as the heading of its sub-rows.)
  // The parent given is the nearer of the row above and the heading (matchRows); else the heading.
  const parent = row.parent || row.heading;
  if (sebi.parent !== undefined && !(parent && keyMatch(norm(parent), sebi.parent))) return 0;
  return row.heading && sebi.heading && keyMatch(headingKey(row.heading), sebi.heading) ? score + 0.01 : score;
}

export function bestRow(printed: TableRow & { parent?: string; lettered?: boolean }, rows: readonly SebiRow[]): { row: SebiRow; score: number } | null {
  let best: { row: SebiRow; score: number } | null = null;
  for (const row of rows) {
    const score = rowMatch(printed, row);
    if (score > (best?.score ?? 0)) best = { row, score };
  }
  return best;
}

/** Labels SEBI prints as sub-rows of the row above ('– No treatment'), which reports print without the dash. */
export const SUB_ROW_KEYS = new Set(SEBI_ROWS.filter((r) => r.parent !== undefined).map((r) => r.key));

export const SUB_ROWS = SEBI_ROWS.filter((r) => r.parent !== undefined);

/** Whether printed words name one of SEBI's rows, as they stand or by their letter. */
export const namesSebiRow = (label: string) => SEBI_ROWS.some((r) => keyMatch(norm(label), r.key) > 0 || letterMatch(label, r.label) > 0);
