import { cellByKey, QUESTIONNAIRE, type Cell } from "@/lib/frameworks/questionnaire";
import { isCategoryId, type CategoryId } from "@/lib/frameworks";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { cellForMetric, targetUnit, toTargetUnit, unitFactor } from "./convert";
import { brsrPhrases, type MetricPhrases } from "./phrases";
import { pairParts, type PageTable, type TableRow } from "./tables";
import type { ExtractedMetric } from "./types";
import { parseNumber } from "./units";

/*
 * Table rows to BRSR cells. A row is first looked up among SEBI's own row labels (the questionnaire
 * in lib/frameworks/questionnaire follows Annexure II: ../shared/BRSR_FORMAT.md §2 Section A Q20, §4 P6
 * E1/E3/E4/E6/E7/E9), picking the SEBI table most of the printed rows belong to, so '(i) Surface
 * water' is withdrawal in E3 and 'Permanent (F)' is a worker row. SEBI numbers and letters its rows
 * ('1.', '(A)', '(A+B+C)'), so the labels are compared with those kept. Rows SEBI does not word
 * (a GRI index, a company's own table) are read by the metric phrases. Each column's year comes
 * from its heading; the unit from a unit column, the label, the group heading or the table title,
 * converted to the cell's unit.
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
      .replace(/(?:[-–—]|\()\s*(?:please\s+)?specify\b[^)]*\)?$/g, " ")
      // SEBI's asides inside a label: '. Please specify, if any.', '(Break-up by composition …)'.
      .replace(/\.?\s*please\s+specify,?\s*if\s+any\.?/g, " ")
      .replace(/\(\s*break[-\s]?up\b[^()]*(?:\([^()]*\)[^()]*)*\)/g, " ")
      // The questionnaire's note on a ratio's inputs (lib/brsr/questionnaire inputLabel), not SEBI's words.
      .replace(/\([^()]*not a row of sebi's table\)/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const norm = (s: string) => sebiWording(s).replace(/[^a-z0-9]/g, "");

/** `parent`: for a sub-row SEBI prints under a row ('– No treatment' under '(iv) Sent to third-parties'), that row's label. */
type SebiRow = {
  tableId: string;
  label: string;
  key: string;
  heading: string;
  cells: Cell[];
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
const isSubRowLabel = (label: string) => /^\s*[-–—]\s*\S/.test(label);

const SEBI_ROWS: readonly SebiRow[] = (() => {
  const out: SebiRow[] = [];
  for (const q of QUESTIONNAIRE) {
    for (const item of q.items) {
      // A single figure SEBI asks for ('(ii) Turnover (in ₹)') is printed as a row of its own.
      if (item.kind === "field") {
        const c = item.cell;
        if (c.kind === "derived" || c.type === "number")
          out.push({ tableId: `${q.id}-fields`, label: item.label, key: norm(item.label), heading: "", cells: [c], cyOnly: item.years.length === 1 });
        continue;
      }
      if (item.kind !== "table") continue;
      let heading = "";
      let parent = "";
      for (const r of item.rows) {
        if (r.heading) {
          heading = norm(r.label);
          continue;
        }
        if (!isSubRowLabel(r.label)) parent = norm(r.label);
        const order = [
          ...item.columns.map((c) => c.id).filter((id) => id in r.cells),
          ...Object.keys(r.cells).filter((id) => !item.columns.some((c) => c.id === id)),
        ];
        const cells = order.map((id) => r.cells[id]).filter((c) => c.kind === "derived" || c.type === "number");
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
          cyOnly: item.years.length === 1,
          ...(isSubRowLabel(r.label) ? { parent } : {}),
          ...columnHeads,
        });
      }
    }
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
const ONE_TABLE_ROWS: readonly SebiRow[] = (() => {
  const tables = new Map<string, Set<string>>();
  for (const r of SEBI_ROWS) tables.set(r.key, (tables.get(r.key) ?? new Set()).add(r.tableId));
  return SEBI_ROWS.filter((r) => tables.get(r.key)!.size === 1 && r.parent === undefined);
})();

/** How well printed words name SEBI's (both normalised): the same (1), SEBI's with a unit added (0.9), or SEBI's cut short (0.85). */
function keyMatch(printed: string, sebi: string): number {
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
function letterMatch(printed: string, sebi: string): number {
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
function rowMatch(row: Pick<TableRow, "label" | "sub" | "heading"> & { parent?: string; lettered?: boolean }, sebi: SebiRow): number {
  if (row.sub) {
    const sub = keyMatch(norm(row.sub), sebi.key);
    // The group is named by the label printed beside its first sub-row, or by a heading row above ('Employees').
    const group = keyMatch(norm(row.label || row.heading), sebi.heading);
    return sub && group ? Math.min(sub, group) : 0;
  }
  const score =
    keyMatch(norm(row.label), sebi.key) || letterMatch(row.label, sebi.label) || othersMatch(row.label, sebi.key) || asideMatch(row.label, sebi.key);
  if (!score) return 0;
  // A sum of letters printed as SEBI prints it ('Total (A+B+C+D+E+F+G+H)') names its row without a heading.
  const sumOfLetters = score === 1 && /\(\s*[A-H](?:\s*\+\s*[A-H])+\s*\)\s*$/.test(row.label);
  // In a table lettered to (D), (E), (F) (today's E1), a row's own letter names its group too.
  const ownLetter = row.lettered && score === 1 && /\(\s*[A-F]\s*\)\s*$/.test(row.label);
  if (sebi.ambiguous && !sumOfLetters && !ownLetter && !(row.heading && keyMatch(norm(row.heading), sebi.heading))) return 0;
  // '– No treatment' is the sub-row of the destination printed above it.
  // (A destination printed without figures of its own reads as the heading of its sub-rows.)
  // The parent given is the nearer of the row above and the heading (matchRows); else the heading.
  const parent = row.parent || row.heading;
  if (sebi.parent !== undefined && !(parent && keyMatch(norm(parent), sebi.parent))) return 0;
  return row.heading && sebi.heading && keyMatch(norm(row.heading), sebi.heading) ? score + 0.01 : score;
}

function bestRow(printed: TableRow & { parent?: string; lettered?: boolean }, rows: readonly SebiRow[]): { row: SebiRow; score: number } | null {
  let best: { row: SebiRow; score: number } | null = null;
  for (const row of rows) {
    const score = rowMatch(printed, row);
    if (score > (best?.score ?? 0)) best = { row, score };
  }
  return best;
}

// Names tables use that the prose phrases leave out (a bare 'NOx' in prose is a chemical, in a row it is the figure).
const TABLE_PHRASES: MetricPhrases[] = [
  { metric: "NOx emissions", category: "environmental", family: "waste", phrases: ["nox", "nitrogen oxides", "oxides of nitrogen"] },
  { metric: "SOx emissions", category: "environmental", family: "waste", phrases: ["sox", "sulphur oxides", "sulfur oxides", "oxides of sulphur"] },
  { metric: "Particulate matter (PM) emissions", category: "environmental", family: "waste", phrases: ["particulate matter"] },
  { metric: M.trainingHours, category: "social", family: "hours", phrases: ["average hours of training per year per employee", "training hours per employee"] },
  { metric: "Water withdrawal: groundwater", category: "environmental", family: "water", phrases: ["groundwater withdrawal"] },
  // BRSR Core's wording of P8 E4's second row and of P8 E5's locations named inside the parameter
  // ('Job creation in smaller towns - wages paid to persons employed in Rural locations, as % …').
  {
    metric: cellByKey("P8-E4-INDIA")?.metric ?? "P8-E4-INDIA",
    category: "social",
    family: "percent",
    phrases: ["sourced from within india", "sourced directly from within india", "directly from within india"],
  },
  ...(
    [
      ["P8-E5-RURAL", "rural"],
      ["P8-E5-SEMI-URBAN", "semi-urban"],
      ["P8-E5-URBAN", "urban"],
      ["P8-E5-METRO", "metropolitan"],
    ] as const
  ).map(([key, noun]) => ({
    metric: cellByKey(key)?.metric ?? key,
    category: "social" as const,
    family: "percent" as const,
    phrases: [`persons employed in ${noun} locations`, `persons employed in ${noun} areas`],
  })),
  // BRSR Core's wording of P9 E7(b) (Annexure I, attribute 8).
  {
    metric: "Data breaches involving personal data (%)",
    category: "social",
    family: "percent",
    phrases: ["breach of data of customers as a percentage", "breach of customer data as a percentage", "breach of customer data as %"],
  },
];

let phraseList: Array<{ phrase: string; spec: MetricPhrases }> | null = null;
function phrases() {
  phraseList ??= [...TABLE_PHRASES, ...brsrPhrases()]
    .flatMap((spec) =>
      spec.phrases.map((phrase) => ({
        phrase: ` ${phrase
          .toLowerCase()
          .replace(/[^a-z0-9%]+/g, " ")
          .trim()} `,
        spec,
      })),
    )
    .sort((a, b) => b.phrase.length - a.phrase.length);
  return phraseList;
}

/** The metric a row label names by its wording, longest phrase first. */
export function metricOfLabel(label: string): MetricPhrases | null {
  return metricsOfLabel(label)[0] ?? null;
}

/** Every metric a row label's words name, longest phrase first ('… wages paid to persons employed in rural locations, as %' names the amount and the share). */
function metricsOfLabel(label: string): MetricPhrases[] {
  const text = ` ${label
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, " ")
    .trim()} `;
  // A row that is a per-rupee unit's denominator or a target names no figure of its own.
  if (/\b(target|baseline|goal)\b/.test(text)) return [];
  return phrases()
    .filter((p) => text.includes(p.phrase))
    .map((p) => p.spec);
}

/** Candidate units in a text: whole parenthesised contents, then the words after 'in' ('figures in GJ unless …' gives 'GJ'). */
function unitCandidates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(([^()]{1,40})\)/g)) out.push(m[1].replace(/^\s*in\s+/i, "").trim());
  for (const m of text.matchAll(/\bin\s+([^()]{1,40})/gi)) {
    const words = m[1].trim().split(/\s+/);
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      if (words[n]?.toLowerCase() === "or") continue;
      out.push(
        words
          .slice(0, n)
          .join(" ")
          .replace(/[),.;:]+$/, ""),
      );
    }
  }
  return out.filter(Boolean);
}

const KINDS = ["₹", "%", "GJ", "kL", "tonnes", "tCO2e", "kWh"];

/** A unit of a kind the target is not ('₹ lakh' for a '%' cell). */
const otherKind = (unit: string, target: string) => KINDS.some((k) => unitFactor(k, target) === null && unitFactor(unit, k) !== null);

const BARE_MEASURE = /^\s*(?:numbers?|nos?\.?|count|rate|ratio|value|figure)\s*$/i;

/** The printed unit of a row's figures, as convertible to `target`: null when a unit is printed but is another kind; '' when none is printed. */
function printedUnit(row: TableRow, title: string, target: string, header = "", labelHead = ""): string | null {
  // A unit column naming only the kind of figure ('Number', 'Rate', BRSR Core's measurements) gives no unit to convert from.
  if (row.unit && !BARE_MEASURE.test(row.unit)) return unitFactor(row.unit, target) !== null ? row.unit : null;
  // A scale in the column's heading ("Current FY ('000 kL)") rules the column, whatever unit SEBI's label names.
  for (const u of unitCandidates(header)) {
    const factor = unitFactor(u, target);
    if (factor !== null && factor !== 1) return u;
  }
  // (The labels' own heading, 'Parameter (in TJ)', scales every row as a title would.)
  for (const text of [row.label, row.heading, header, labelHead, title]) {
    for (const u of unitCandidates(text)) {
      if (unitFactor(u, target) !== null) return u;
      // An amount's row or column ('Gross wages paid to females (₹ lakh)', 'Amount (₹ crore)') is not the cell's percentage or count.
      if ((text === row.label || text === header) && otherKind(u, target)) return null;
    }
  }
  // A unit printed in a narrow column next to the label, read as part of it ('Volatile organic compounds (VOC) kg').
  const words = row.label.trim().split(/\s+/);
  for (let n = Math.min(6, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    if (/[a-z]/i.test(tail) && unitFactor(tail, target) !== null && !/^\(/.test(tail)) return tail;
  }
  return "";
}

/** Scope 2 by the method the text names: location-based is BRSR's cell; market-based is a figure of its own. */
export function scope2Method(text: string): "location" | "market" | null {
  if (/\bmarket[-\s]based\b/i.test(text)) return "market";
  if (/\blocation[-\s]based\b/i.test(text)) return "location";
  return null;
}

export const SCOPE2_MARKET = "Scope 2 emissions (market-based)";
export const SCOPE2_UNSTATED = "Scope 2 method (location- or market-based) not stated: check before accepting";

type Target = { metric: string; cell: string | null; unit: string; category: CategoryId; confidence: number; acceptsBare: boolean };

function targetOfCell(cell: Cell, confidence: number): Target | null {
  const metric = cell.metric;
  if (!metric) return null;
  const category = cell.category && isCategoryId(cell.category) ? cell.category : "environmental";
  return { metric, cell: cell.key, unit: cell.unit, category, confidence, acceptsBare: true };
}

function targetOfPhrase(spec: MetricPhrases): Target | null {
  const cell = cellForMetric(spec.metric);
  const unit = cell?.unit || targetUnit(spec.metric);
  if (unit === null) return null;
  const metric = cell?.metric ?? spec.metric;
  return {
    metric,
    cell: cell?.key ?? null,
    unit,
    category: spec.category,
    confidence: 0.85,
    acceptsBare: ["count", "percent", "rate"].includes(spec.family),
  };
}

/** The SEBI table most of a printed table's rows belong to, if any. */
function sebiTableOf(table: PageTable): string | undefined {
  const votes = new Map<string, number>();
  for (const { match: r } of matchRows(table.rows.map(asSebiRow))) {
    const seen = new Set<string>();
    for (const row of SEBI_ROWS) {
      if (rowMatch(r, row) === 0 || seen.has(row.tableId)) continue;
      seen.add(row.tableId);
      votes.set(row.tableId, (votes.get(row.tableId) ?? 0) + 1);
    }
  }
  // Tables whose rows are alike ('Male', 'Female', 'Total' under 'Employees') are told apart by the question printed above.
  const words = titleWords(table.title);
  const score = (id: string) => (votes.get(id) ?? 0) + (words.size ? overlap(words, TITLE_WORDS.get(id)) * 0.9 : 0);
  return [...votes.keys()].sort((a, b) => score(b) - score(a))[0];
}

const titleWords = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
/** The share of a SEBI question's words a printed title has. */
const overlap = (printed: Set<string>, sebi: Set<string> | undefined) => (sebi?.size ? [...sebi].filter((w) => printed.has(w)).length / sebi.size : 0);
const TITLE_WORDS: Map<string, Set<string>> = new Map(
  QUESTIONNAIRE.flatMap((q) => [
    [`${q.id}-fields`, titleWords(q.title)] as const,
    ...q.items.flatMap((item) => (item.kind === "table" ? [[item.id, titleWords(`${q.title} ${item.title ?? ""}`)] as const] : [])),
  ]),
);

/**
 * Each printed row as it is matched to SEBI's: a sub-row ('– No treatment', or 'Male' without
 * SEBI's dash) with its parent, the row above it or a heading printed after that row ('(iv) Sent
 * to third-parties' without figures), whichever is nearer.
 */
function matchRows(rows: readonly TableRow[]): Array<{ row: TableRow; match: TableRow & { parent?: string; lettered?: boolean } }> {
  // SEBI's 2021 E1 letters its all-source rows (A), (B), (C); today's letters the non-renewable ones (D), (E), (F).
  const lettered = rows.some((r) => /\(\s*(?:[D-F]|D\s*\+\s*E\s*\+\s*F)\s*\)\s*$/.test(r.label));
  let parent = "";
  let parentHeading = "";
  return rows.map((row) => {
    const sub = isSubRowLabel(row.label) || (!row.sub && SUB_ROW_KEYS.has(norm(row.label)));
    if (!sub) {
      parent = row.label;
      parentHeading = row.heading;
      return { row, match: lettered ? { ...row, lettered } : row };
    }
    const group = row.heading && row.heading !== parentHeading ? row.heading : parent;
    return { row, match: { ...row, parent: group, ...(lettered ? { lettered } : {}) } };
  });
}

/** The cells of the SEBI table a printed table shows (key, row label, unit), for a model to answer in. */
export function sebiCellsOf(table: PageTable): Array<{ key: string; label: string; unit: string }> {
  const id = sebiTableOf(table);
  if (!id) return [];
  return SEBI_ROWS.filter((r) => r.tableId === id).flatMap((r) => r.cells.map((c) => ({ key: c.key, label: r.label, unit: c.unit })));
}

/**
 * Value columns grouped by year: as many equal groups as the headings name years, each holding one
 * year's heading (a heading centred over its group may sit over any of its columns); else groups of
 * the row's cell count, each naming one year.
 */
function yearGroups<C extends { period: string | null }>(cols: readonly C[], cellCount: number): Array<{ cols: C[]; period: string }> {
  const chunk = (size: number) => {
    const out: Array<{ cols: C[]; period: string }> = [];
    for (let g = 0; g < cols.length; g += size) {
      const group = cols.slice(g, g + size);
      const years = [...new Set(group.map((c) => c.period).filter((p): p is string => !!p))];
      if (years.length !== 1) return null;
      out.push({ cols: group, period: years[0] });
    }
    return out;
  };
  const years = new Set(cols.map((c) => c.period).filter(Boolean)).size;
  if (years > 1 && cols.length % years === 0 && cols.length / years >= cellCount) {
    const byYear = chunk(cols.length / years);
    if (byYear && new Set(byYear.map((g) => g.period)).size === byYear.length) return byYear;
  }
  if (cols.length % cellCount === 0) return chunk(cellCount) ?? [];
  return [];
}

type Options = { page: number; docPeriod?: string };

export const TARGET_WORDS = /\b(?:targets?|goals?|budget(?:ed)?|planned|projected|aspiration)\b/i;

/**
 * The printed columns that may hold a row's one figure among words: the one headed as SEBI heads
 * the figure's column ('Amount (In INR)'), else all but those headed as its word columns ('NGRBC
 * Principle', whose number names a principle).
 */
function figureColumnsOf<C extends { header: string }>(cols: readonly C[], row: SebiRow): readonly C[] {
  if (!row.figureColumn) return cols;
  const heads = (c: C, label: string) => keyMatch(norm(c.header), label) > 0 || keyMatch(label, norm(c.header)) > 0;
  const named = cols.filter((c) => heads(c, row.figureColumn!));
  return named.length ? named : cols.filter((c) => !row.wordColumns!.some((w) => heads(c, w)));
}

/** Labels SEBI prints as sub-rows of the row above ('– No treatment'), which reports print without the dash. */
const SUB_ROW_KEYS = new Set(SEBI_ROWS.filter((r) => r.parent !== undefined).map((r) => r.key));

// A group's name printed in the same cell as its first row's lettered label ('Concentration of Purchases a. Purchases from …').
const GROUP_THEN_LETTER = /^(\S.{2,80}?)\s+((?:\(\s*[a-h]\s*\)|[a-h][.)])\s+\S.*)$/i;
// A P3 row's group printed after its measure ('Lost Time Injury Frequency Rate (LTIFR) – Employees', '… (Workers)').
const MEASURE_THEN_GROUP = /^(.*?\S)\s*(?:[-–—:,]|\bfor\b|\bof\b)?\s*\(?\s*(employees|workers)\s*\)?\s*$/i;

/**
 * A printed row as SEBI words it: a group's name printed before a lettered row's label is its
 * heading; a group named after a measure ('LTIFR – Employees') is its sub-row. A label SEBI's
 * table has as is stays as printed.
 */
function asSebiRow(row: TableRow): TableRow {
  // 'Employees and workers (combined)' in the Category column is neither sub-row: the row is the whole workforce's figure.
  if (row.sub && BOTH_GROUPS.test(row.sub)) return { ...row, label: `${row.label} (${row.sub})`, sub: "" };
  if (row.sub || SEBI_ROWS.some((r) => r.key === norm(row.label))) return row;
  const split = parentThenSub(row.labelCells && row.labelCells.length > 1 ? row.labelCells[row.labelCells.length - 1] : row.label);
  if (split) return { ...row, ...split };
  // A label printed over several columns ('1 | GHG footprint | Total Scope 1 emissions', BRSR Core's
  // S. No. | Attribute | Parameter): its last column's text is the row, if SEBI's words name it.
  const cells = row.labelCells ?? [];
  const last = cells[cells.length - 1];
  // (Its group after the measure, 'LTIFR: Workers', is split off as a label of its own would be.)
  if (cells.length > 1 && (namesSebiRow(last) || metricOfLabel(last)))
    return asSebiRow({ ...row, label: last, heading: row.heading || cells.slice(0, -1).join(" "), labelCells: undefined });
  // (A label SEBI's words name whole, 'Other Hazardous waste (G) (spent pot lining)', has no group before its letter.)
  const lettered = GROUP_THEN_LETTER.exec(row.label);
  if (lettered && !/[.)]$/.test(lettered[1]) && !namesSebiRow(row.label)) return { ...row, label: lettered[2], heading: row.heading || lettered[1] };
  const group = MEASURE_THEN_GROUP.exec(row.label);
  if (group && group[1].length >= 4 && !/\b(?:employees|workers)\b/i.test(group[1])) return { ...row, label: group[1], sub: group[2] };
  return row;
}

/** Whether printed words name one of SEBI's rows, as they stand or by their letter. */
const namesSebiRow = (label: string) => SEBI_ROWS.some((r) => keyMatch(norm(label), r.key) > 0 || letterMatch(label, r.label) > 0);

const TREATMENT_LEVEL = /^(?:primary|secondary|tertiary|advanced|biological|physico-?chemical)\b[^,;]*\btreat(?:ment|ed)\b|^treated\b/i;

const BOTH_GROUPS = /\bemployees\s*(?:and|&|\+|\/)\s*workers\b|\bcombined\b|\ball\s+(?:staff|workforce)\b/i;

const SUB_ROWS = SEBI_ROWS.filter((r) => r.parent !== undefined);

/**
 * A sub-row printed in one label with the row it is under ('Sent to third-parties – with treatment
 * (secondary)', as BRSR Core's annexure lists them): the sub-row, with its parent as its heading.
 */
function parentThenSub(label: string): { label: string; heading: string } | null {
  for (const m of label.matchAll(/\s*(?:[-–—:,]|\()\s*/g)) {
    const head = label.slice(0, m.index).trim();
    const rest = label.slice(m.index + m[0].length).trim();
    const tail = m[0].includes("(") ? rest.replace(/\)\s*$/, "") : rest;
    if (head.length < 4 || tail.length < 4) continue;
    // The parent may follow a word on the measure ('Water discharge: sent to third parties').
    const parentOf = (r: SebiRow) => keyMatch(norm(head), r.parent!) > 0 || (r.parent!.length >= 8 && norm(head).endsWith(r.parent!));
    // A level of treatment named for SEBI's 'With treatment' ('(i) into surface water, tertiary treatment').
    const level = TREATMENT_LEVEL.test(tail);
    const sub = SUB_ROWS.find((r) => keyMatch(level ? "withtreatment" : norm(tail), r.key) > 0 && parentOf(r));
    if (sub) return { label: level ? `– With treatment – ${tail}` : `– ${tail}`, heading: sub.parent! };
  }
  // A destination and a level of treatment anywhere in the words ('… sent to third parties (city sewers) after primary treatment').
  const treated = TREATED_ANYWHERE.test(label) ? "withtreatment" : UNTREATED_ANYWHERE.test(label) ? "notreatment" : null;
  if (!treated) return null;
  const words = norm(label);
  const sub = SUB_ROWS.find((r) => r.key === treated && r.parent!.length >= 8 && words.includes(r.parent!));
  return sub ? { label: treated === "withtreatment" ? `– With treatment – ${label}` : "– No treatment", heading: sub.parent! } : null;
}

const TREATED_ANYWHERE = /\b(?:primary|secondary|tertiary|advanced)\s+(?:level\s+(?:of\s+)?)?treat|\bwith\s+treatment\b|(?<!un)\btreated\b/i;
const UNTREATED_ANYWHERE = /\bno\s+treatment\b|\buntreated\b|\bwithout\s+(?:any\s+)?treatment\b/i;

const WHO = /\s*\(?\s*\b(employees)\s*(?:\/|and|&)\s*(workers)\b\s*\)?/i;

/**
 * A row whose cells print two figures, the employees' and the workers' ('No. of fatalities
 * (employees / workers) | Nil / NA', as BRSR Core's annexure does), as SEBI's two sub-rows; a
 * pair in a row whose label does not say whose is read as nothing.
 */
function splitPairs(rows: readonly TableRow[]): TableRow[] {
  return rows.flatMap((row) => {
    if (!row.values.some((v) => v && pairParts(v))) return [row];
    const side = (k: 0 | 1) => row.values.map((v) => (v && pairParts(v) ? pairParts(v)![k] : null));
    if (row.sub || !WHO.test(row.label)) return [{ ...row, values: row.values.map((v) => (v && pairParts(v) ? null : v)) }];
    const label = row.label.replace(WHO, " ").replace(/\s+/g, " ").trim();
    return [
      { ...row, label, sub: "Employees", values: side(0) },
      { ...row, label, sub: "Workers", values: side(1) },
    ];
  });
}

/** Every figure a page's tables give, in each cell's unit, with the row quoted. */
export function tableMetrics(printedTable: PageTable, { page, docPeriod }: Options): ExtractedMetric[] {
  const table = { ...printedTable, rows: splitPairs(printedTable.rows.map(asSebiRow)) };
  const tableId = sebiTableOf(printedTable);
  const sebiRows = SEBI_ROWS.filter((r) => r.tableId === tableId);
  const out: ExtractedMetric[] = [];
  // A column headed 'Unit' ('Please specify unit') holds units, never the figures ('-' or 'Nil' in it included).
  const valueCols = table.columns
    .map((c, i) => ({ ...c, i }))
    .filter((c) => !(c.period === null && /\bunits?\b/i.test(c.header)) && table.rows.some((r) => r.values[c.i] !== null))
    // A column of targets ('Target FY 2025-26', 'Target for the year') holds no figure of the year, whichever year it names.
    .filter((c) => !TARGET_WORDS.test(c.header));

  for (const { row, match } of matchRows(table.rows)) {
    const quoteOf = (col: number) =>
      `${row.label}${row.sub ? ` — ${row.sub}` : ""}${row.unit ? ` (${row.unit})` : ""} | ${table.columns[col].header ? `${table.columns[col].header}: ` : ""}${row.values[col]}`;
    const values = valueCols.filter((c) => row.values[c.i] !== null);
    if (!values.length) continue;
    let sebi = tableId ? bestRow(match, sebiRows) : null;
    // A row of another SEBI table (BRSR Core's annexure lists rows of many), named in words SEBI uses in that table only.
    if (!sebi && !row.sub) {
      const other = bestRow(match, ONE_TABLE_ROWS);
      if (other && other.score >= 0.85 && other.row.tableId !== tableId) sebi = other;
    }
    if (!sebi && (row.sub || isSubRowLabel(row.label))) {
      // A sub-row ('Employees' under 'No. of fatalities', '– With treatment' under 'Sent to third-parties') of one other
      // table only, or of one BRSR Core table among them (E4's, not the water-stress table's).
      const scored = SEBI_ROWS.filter((r) => r.tableId !== tableId).map((r) => ({ row: r, score: rowMatch(match, r) }));
      const top = Math.max(0, ...scored.map((x) => x.score));
      let best = scored.filter((x) => x.score === top);
      if (new Set(best.map((x) => x.row.tableId)).size > 1) best = best.filter((x) => x.row.cells.some((c) => c.kind === "input" && c.core));
      if (top >= 0.85 && best.length && new Set(best.map((x) => x.row.tableId)).size === 1) sebi = best[0];
    }
    // (cell target, column) pairs for this row.
    const picks: Array<{ target: Target; col: number; period: string | null }> = [];
    if (sebi) {
      const cells = sebi.row.cells;
      if (cells.length === 1) {
        // A year's heading spanning its columns ('FY 2024-25' over 'Amount (₹ lakh) | % of revenue') names each of them.
        const spanned = new Map(valueCols.some((c) => !c.period) ? yearGroups(valueCols, 1).flatMap((g) => g.cols.map((c) => [c.i, g.period] as const)) : []);
        // A percentage beside its amount ('Amount | %'): the column headed '%' holds it.
        const percentCols = cells[0].unit === "%" ? values.filter((c) => /%|\bper\s*cent/i.test(c.header)) : [];
        for (const c of percentCols.length ? percentCols : figureColumnsOf(values, sebi.row)) {
          const target = targetOfCell(cells[0], sebi.score >= 1 ? 0.95 : 0.9);
          const period = c.period ?? spanned.get(c.i) ?? (values.length === 1 || sebi.row.cyOnly ? (docPeriod ?? null) : null);
          if (target) picks.push({ target, col: c.i, period });
        }
      } else if (cells.length === valueCols.length) {
        valueCols.forEach((c, k) => {
          const target = targetOfCell(cells[k], sebi.score >= 1 ? 0.95 : 0.9);
          if (target && row.values[c.i] !== null) picks.push({ target, col: c.i, period: c.period ?? docPeriod ?? null });
        });
      } else if (cells.length > 1 && !sebi.row.cyOnly) {
        // The row's cells once per year ('FY 2024-25: Male | Female | Total, FY 2023-24: …'):
        // each group of columns takes the one year its headings name; SEBI's cells are its first columns (a Remarks column follows).
        for (const { cols, period } of yearGroups(valueCols, cells.length)) {
          cols.slice(0, cells.length).forEach((c, k) => {
            const target = targetOfCell(cells[k], sebi.score >= 1 ? 0.95 : 0.9);
            if (target && row.values[c.i] !== null) picks.push({ target, col: c.i, period });
          });
        }
      }
    } else {
      // A sub-row SEBI's table does not have is not the group's total: leave it.
      if (row.sub) continue;
      // Percentages name a share, not the amount a longer phrase of the label names.
      const specs = metricsOfLabel(row.label);
      const percents = values.every((c) => /%$/.test(row.values[c.i]!)) || row.unit.trim() === "%";
      const spec = (percents && specs.find((p) => p.family === "percent")) || specs[0];
      if (!spec) continue;
      let target = targetOfPhrase(spec);
      if (target && spec.metric === M.scope2) {
        const method = scope2Method(`${row.label} ${row.heading} ${table.title}`);
        if (method === "market") target = { ...target, metric: SCOPE2_MARKET, cell: null };
      }
      if (!target) continue;
      // A figure for employees or for workers alone is not the all-staff figure ('LTIFR (employees)').
      const staff = `${row.label} ${row.heading}`.match(/\b(?:employees|workers)\b/gi) ?? [];
      if (target.cell && /-(?:all|total)$/.test(target.cell) && new Set(staff.map((w) => w.toLowerCase())).size === 1) continue;
      for (const c of values) picks.push({ target, col: c.i, period: c.period ?? (values.length === 1 ? (docPeriod ?? null) : null) });
    }
    for (const { target, col, period } of picks) {
      if (!period) continue;
      const raw = row.values[col]!;
      const percent = /%$/.test(raw);
      const printed = /^(?:nil|zero)$/i.test(raw) ? "0" : raw.replace(/\s*%$/, "").replace(/^\((.*)\)$/, "$1");
      const amount = parseNumber(printed);
      if (amount === null) continue;
      let unit = percent ? "%" : printedUnit(row, table.title, target.unit, table.columns[col].header, table.labelHead);
      if (unit === null) continue;
      let confidence = target.confidence;
      if (unit === "" && !target.acceptsBare && !sebi) continue;
      if (unit === "" && target.unit && !["count", "%"].includes(target.unit)) confidence -= 0.1;
      if (percent && target.unit !== "%") unit = null;
      if (unit === null) continue;
      const converted = toTargetUnit(printed, amount, unit, target.unit);
      if (!converted) continue;
      let caution: string | null = null;
      if (target.metric === M.scope2 && !scope2Method(`${row.label} ${row.heading} ${table.title}`)) {
        caution = SCOPE2_UNSTATED;
        confidence = Math.min(confidence, 0.6);
      }
      out.push({
        category: target.category,
        metric: target.metric,
        cell: target.cell,
        value: converted.value,
        unit: converted.unit,
        period,
        page,
        sentence: quoteOf(col),
        conversion: converted.conversion,
        caution,
        confidence: Math.round(confidence * 100) / 100,
      });
    }
  }
  return out;
}

// A single figure with its currency and scale around it ('Rs. 4,852.31 crore', '₹ 48,52,31,00,000', '0.42%').
const FIELD_VALUE = /^(?:(₹|Rs\.?|INR)\s*)?(\(?-?\d[\d,]*(?:\.\d+)?\)?)\s*(%|crores?|cr\.?|lakhs?|lacs?|million|mn|billion|bn|thousand)?\s*(?:\/-)?\.?$/i;

/**
 * A figure SEBI asks for alone ('(ii) Turnover (in Rs.)'), printed as 'label: value' or as a label
 * with its value beside it, the value carrying its own currency and scale ('Rs. 4,852.31 crore').
 * The label must be SEBI's (a field of a question, not a table row); the figure is the filing's year's.
 */
export function fieldMetric(label: string, value: string, { page, docPeriod }: Options): ExtractedMetric | null {
  if (!docPeriod) return null;
  const m = FIELD_VALUE.exec(value.trim());
  if (!m) return null;
  const printedLabel = label.replace(/^\s*\d{1,2}\.\s*/, "").trim();
  const key = norm(printedLabel);
  let best: { row: SebiRow; score: number } | null = null;
  for (const row of SEBI_ROWS) {
    if (!row.tableId.endsWith("-fields")) continue;
    const score = keyMatch(key, row.key);
    if (score > (best?.score ?? 0)) best = { row, score };
  }
  if (!best) return null;
  const target = targetOfCell(best.row.cells[0], best.score >= 1 ? 0.9 : 0.85);
  if (!target) return null;
  const printed = m[2].replace(/^\((.*)\)$/, "$1");
  const amount = parseNumber(printed);
  if (amount === null) return null;
  const scale = m[3] && m[3] !== "%" ? m[3] : "";
  let unit: string | null;
  if (m[3] === "%") unit = target.unit === "%" ? "%" : null;
  else if (m[1] || scale) unit = `${m[1] ? "₹ " : ""}${scale}`.trim();
  else unit = printedUnit({ label: printedLabel, heading: "", unit: "", sub: "", values: [], top: 0 }, "", target.unit);
  if (unit === null) return null;
  const converted = toTargetUnit(printed, amount, unit, target.unit);
  if (!converted) return null;
  return {
    category: target.category,
    metric: target.metric,
    cell: target.cell,
    value: converted.value,
    unit: converted.unit,
    period: docPeriod,
    page,
    sentence: `${label.trim()} | ${value.trim()}`,
    conversion: converted.conversion,
    caution: null,
    confidence: target.confidence,
  };
}
