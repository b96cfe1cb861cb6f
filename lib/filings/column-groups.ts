import { headingYear } from "@/lib/extraction/year-heading";
import type { PageTable, TableColumn, TableRow } from "@/lib/extraction/tables";

/*
 * A table whose sub-rows are printed as columns: staff categories ('Employees' over 'Current Year |
 * Previous Year', then 'Workers'; or each year over 'Employees | Workers'), or SEBI's levels of
 * treatment ('2025' over 'No treatment | With treatment'), where SEBI prints them as sub-rows
 * under each row's label ('LTIFR — Employees | CY | PY'; '(i) To Surface water', then '– No
 * treatment', '– With treatment'). Turned into SEBI's shape so each figure reaches its sub-row's
 * cell, never the cell the bare label names.
 */

type Category = { name: string; asLabel: boolean };

// (Staff categories are SEBI's Category sub-rows; treatments are its dash-labelled sub-rows under the destination.)
const CATEGORIES: Array<{ re: RegExp } & Category> = [
  { re: /\bemployees\b/i, name: "Employees", asLabel: false },
  { re: /\bworkers\b/i, name: "Workers", asLabel: false },
  { re: /\b(?:no|without(?:\s+any)?)\s+treatment\b|\buntreated\b/i, name: "No treatment", asLabel: true },
  { re: /\bwith\s+treatment\b|(?<!un)\btreated\b/i, name: "With treatment", asLabel: true },
];

function categoryOf(header: string): { category: Category; rest: string } | null {
  const named = CATEGORIES.filter((c) => c.re.test(header));
  if (named.length !== 1) return null;
  const rest = header.replace(named[0].re, " ").replace(/\s+/g, " ").trim();
  // The category is the whole heading but for its year ('April 2024 – March 2025 Employees'); a heading
  // with words of its own ('No. of employees covered as a % of total employees') is a column of SEBI's own.
  if (rest && !(rest.length <= 40 && headingYear(rest))) return null;
  return { category: named[0], rest };
}

/** The year a column names (its period, else its heading's words), for grouping; null when it names none. */
const yearKey = (c: TableColumn, rest: string): string | null => c.period ?? (headingYear(rest) ? rest : null);

/** The table with each category of columns a sub-row of its own; null when its columns are not such groups. */
export function groupsAsSubRows(table: PageTable): PageTable | null {
  if (table.columns.length < 4 || table.rows.some((r) => r.sub)) return null;
  // A heading spanning its columns names the first of them: the category or the year goes on to the next column that names its own.
  let category: Category | null = null;
  let year: { key: string; header: string; period: string | null } | null = null;
  const cols: Array<{ category: Category; year: { key: string; header: string; period: string | null } }> = [];
  for (const c of table.columns) {
    const named = categoryOf(c.header);
    const rest = named ? named.rest : c.header.trim();
    const key = yearKey(c, rest);
    if (named) category = named.category;
    if (key) year = { key, header: rest, period: c.period };
    if (!category || !year) return null;
    cols.push({ category, year });
  }
  const names = [...new Set(cols.map((c) => c.category.name))];
  const keys = [...new Set(cols.map((c) => c.year.key))];
  if (names.length < 2 || keys.length < 1 || cols.length !== names.length * keys.length) return null;
  // Every category names the same years, each once (and every year the same categories).
  for (const name of names) {
    const mine = cols.filter((c) => c.category.name === name).map((c) => c.year.key);
    if (mine.length !== keys.length || new Set(mine).size !== keys.length) return null;
  }
  const asLabel = cols[0].category.asLabel;
  if (cols.some((c) => c.category.asLabel !== asLabel)) return null;
  const columns: TableColumn[] = keys.map((key) => {
    const first = table.columns[cols.findIndex((c) => c.year.key === key)];
    const y = cols.find((c) => c.year.key === key)!.year;
    return { left: first.left, right: first.right, header: y.header, period: y.period };
  });
  const indexOf = (name: string, key: string) => cols.findIndex((c) => c.category.name === name && c.year.key === key);
  const split = (r: TableRow, name: string): TableRow => {
    const at = keys.map((key) => indexOf(name, key));
    const dashes = r.dashes?.flatMap((d) => (at.includes(d) ? [at.indexOf(d)] : []));
    const { labelCells: _cells, dashes: _dashes, ...rest } = r;
    return {
      ...rest,
      ...(asLabel ? { label: `– ${name}`, heading: r.heading } : { sub: name }),
      values: at.map((i) => r.values[i]),
      ...(dashes?.length ? { dashes } : {}),
    };
  };
  return {
    ...table,
    columns,
    rows: table.rows.flatMap((r) =>
      asLabel ? [{ ...withoutDashes(r), values: columns.map(() => null) }, ...names.map((name) => split(r, name))] : names.map((name) => split(r, name)),
    ),
  };
}

function withoutDashes(r: TableRow): TableRow {
  const { dashes: _dashes, labelCells: _cells, ...rest } = r;
  return rest;
}
