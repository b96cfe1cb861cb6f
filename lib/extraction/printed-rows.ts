import { cellByKey } from "@/lib/frameworks/questionnaire";
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { brsrPhrases, type MetricPhrases } from "./phrases";
import { keyMatch, namesSebiRow, norm, SEBI_ROWS, SUB_ROWS, type SebiRow } from "./sebi-rows";
import { pairParts, type TableRow } from "./tables";

/*
 * A printed table row as SEBI words it, before it is looked up among SEBI's rows (sebi-rows.ts):
 * the parameter column of a label printed over several columns, a group printed before a letter
 * or after a measure, a sub-row printed in one label with its parent, two figures in one cell;
 * and the metric phrases a row SEBI does not word is read by.
 */

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

/** A metric a label names whole in brackets after its own words ('Turnover (Revenue from operations)'), not one among other words ('(Total energy consumed / Revenue from operations)'). */
export function bracketedMetric(label: string): MetricPhrases | null {
  for (const m of label.matchAll(/\(([^()]{6,60})\)/g)) {
    const words = ` ${m[1]
      .toLowerCase()
      .replace(/[^a-z0-9%]+/g, " ")
      .trim()} `;
    const named = phrases().find((p) => p.phrase === words);
    if (named && m.index > 0) return named.spec;
  }
  return null;
}

/** Every metric a row label's words name, longest phrase first ('… wages paid to persons employed in rural locations, as %' names the amount and the share). */
export function metricsOfLabel(label: string): MetricPhrases[] {
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

// A group's name printed in the same cell as its first row's lettered label ('Concentration of Purchases a. Purchases from …').
const GROUP_THEN_LETTER = /^(\S.{2,80}?)\s+((?:\(\s*[a-h]\s*\)|[a-h][.)])\s+\S.*)$/i;
// A P3 row's group printed after its measure ('Lost Time Injury Frequency Rate (LTIFR) – Employees', '… (Workers)').
const MEASURE_THEN_GROUP = /^(.*?\S)\s*(?:[-–—:,]|\bfor\b|\bof\b)?\s*\(?\s*(employees|workers)\s*\)?\s*$/i;

/**
 * A printed row as SEBI words it: a group's name printed before a lettered row's label is its
 * heading; a group named after a measure ('LTIFR – Employees') is its sub-row. A label SEBI's
 * table has as is stays as printed.
 */
export function asSebiRow(row: TableRow): TableRow {
  // 'Employees and workers (combined)' in the Category column is neither sub-row: the row is the whole workforce's figure.
  if (row.sub && BOTH_GROUPS.test(row.sub)) return { ...row, label: `${row.label} (${row.sub})`, sub: "" };
  if (row.sub || SEBI_ROWS.some((r) => r.key === norm(row.label))) return row;
  // A row without figures is a heading its sub-rows sit under ('(iv) Sent to third-parties (after secondary treatment at our ETP)'), never a sub-row.
  const figureless = row.values.every((v) => v === null) && !row.dashes?.length;
  const split = figureless ? null : parentThenSub(row.labelCells && row.labelCells.length > 1 ? row.labelCells[row.labelCells.length - 1] : row.label);
  if (split) return { ...row, ...split };
  // The group named inside the label ('Permanent Employees (D)', 'Other than Permanent differently abled Workers (G)'),
  // where SEBI prints it as a heading over the rows: the group is the heading.
  const inLabel = GROUP_IN_LABEL.exec(row.label);
  if (inLabel && !row.heading && inLabel.index > 0) {
    const label = `${row.label.slice(0, inLabel.index)} ${row.label.slice(inLabel.index + inLabel[0].length)}`.replace(/\s+/g, " ").trim();
    if (label.length >= 4 && namesSebiRow(label)) return { ...row, label, heading: inLabel[1] };
  }
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

const GROUP_IN_LABEL = /\s*\b((?:differently[-\s]abled\s+)?(?:employees|workers))\b\s*/i;

const TREATMENT_LEVEL = /^(?:primary|secondary|tertiary|advanced|biological|physico-?chemical)\b[^,;]*\btreat(?:ment|ed)\b|^treated\b/i;

const BOTH_GROUPS = /\bemployees\s*(?:and|&|\+|\/)\s*workers\b|\bcombined\b|\ball\s+(?:staff|workforce)\b/i;

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
export function splitPairs(rows: readonly TableRow[]): TableRow[] {
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
