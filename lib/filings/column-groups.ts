import type { PageTable } from "@/lib/extraction/tables";

/*
 * A table whose staff categories are spanning column groups ('Employees' over 'Current Year |
 * Previous Year', then 'Workers' over the same two), where SEBI prints them as sub-rows under each
 * row's label ('LTIFR — Employees | CY | PY', 'LTIFR — Workers | CY | PY'). Turned into SEBI's shape
 * so each figure reaches its category's cell, never the all-staff cell the bare label names.
 */

const GROUP = /^\s*(employees|workers)\b\s*/i;

/** The table with each group of columns a sub-row of its own; null when its columns are not such groups. */
export function groupsAsSubRows(table: PageTable): PageTable | null {
  const cols = table.columns;
  const starts = cols.flatMap((c, i) => {
    const m = GROUP.exec(c.header);
    return m ? [{ i, group: m[1][0].toUpperCase() + m[1].slice(1).toLowerCase() }] : [];
  });
  if (starts.length < 2 || new Set(starts.map((s) => s.group)).size !== starts.length) return null;
  const size = starts[1].i - starts[0].i;
  if (size < 2 || starts[0].i !== 0 || cols.length !== size * starts.length || starts.some((s, g) => s.i !== g * size)) return null;
  const strip = (header: string) => header.replace(GROUP, "").trim();
  const base = cols.slice(0, size).map((c) => ({ ...c, header: strip(c.header) }));
  // Every group names the same columns under it (the same years, in the same order).
  for (let g = 1; g < starts.length; g++) {
    for (let k = 0; k < size; k++) {
      const c = cols[g * size + k];
      if (strip(c.header) !== base[k].header || c.period !== base[k].period) return null;
    }
  }
  // Rows already split by category (a 'Category' column) are SEBI's shape already.
  if (table.rows.some((r) => r.sub)) return null;
  return {
    ...table,
    columns: base,
    rows: table.rows.flatMap((r) =>
      starts.map(({ group }, g) => {
        const dashes = r.dashes?.filter((d) => d >= g * size && d < (g + 1) * size).map((d) => d - g * size);
        const { labelCells: _cells, dashes: _dashes, ...rest } = r;
        return { ...rest, sub: group, values: r.values.slice(g * size, (g + 1) * size), ...(dashes?.length ? { dashes } : {}) };
      }),
    ),
  };
}
