import { unprocessable } from "@/lib/errors";
import { parseFiscalYearParam } from "./fiscal-year";
import type { FiscalYear } from "./types";

/** The financial year a request names (`fy`), read against the company's year start; 422 when it is not one. */
export function requireFiscalYear(fyParam: string, fyStartMonth: number): FiscalYear {
  const fy = parseFiscalYearParam(fyParam, fyStartMonth);
  if (!fy) throw unprocessable(`fy: '${fyParam}' is not a financial year (use e.g. 2024-25)`);
  return fy;
}
