import { currentFiscalYear, fiscalYear, previousFiscalYear } from "./fiscal-year";
import { requireFiscalYear } from "./param";
import { readPeriod } from "./read";
import type { FiscalYear } from "./types";

/**
 * The financial year a request means: `?fy=` read against the company's year start (422 when it
 * does not read as one), else the latest year any entry covers wholly, else the last year that
 * has ended — the one a company files for.
 */
export function chooseFiscalYear({
  fyParam,
  entries,
  fyStartMonth,
  now = new Date(),
}: {
  fyParam?: string;
  entries: readonly { period: string }[];
  fyStartMonth: number;
  now?: Date;
}): FiscalYear {
  if (fyParam) {
    return requireFiscalYear(fyParam, fyStartMonth);
  }
  let latest: FiscalYear | null = null;
  for (const e of entries) {
    const p = readPeriod(e.period, { fyStartMonth });
    if (p.kind !== "fy" || !p.end) continue;
    const endYear = Number(p.end.slice(0, 4));
    if (!latest || endYear > latest.endYear) latest = fiscalYear(endYear, fyStartMonth);
  }
  return latest ?? previousFiscalYear(currentFiscalYear(now, fyStartMonth), fyStartMonth);
}
