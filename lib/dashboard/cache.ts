import "server-only";

/**
 * Dashboards this process has computed, by company, each with the company's data version it was
 * computed under (company_data_versions, migration 0014). The version is read in the session's
 * own statement, so a dashboard whose company has not been written since costs no statement of
 * its own (issue 20: the endpoint beside a primary-key lookup).
 *
 * The triggers give a company a new number in the same transaction as any write to what the
 * dashboard shows, so a kept dashboard is never older than the version it is kept under: it was
 * computed after that version was read. The KPI statuses and tasks also read the clock (a
 * deadline passes, expected progress moves on), so a kept dashboard is used for at most
 * `KEPT_FOR_MS`. Per process, least recently used first out.
 */
export const KEPT_FOR_MS = 60_000;
const MAX_COMPANIES = 1000;

type Kept<T> = { version: number; at: number; value: T };
const kept = new Map<string, Kept<unknown>>();

/** What was kept for `companyId` under `version`, if it is still fresh at `now`. */
export function keptDashboard<T>(companyId: string, version: number, now = Date.now()): T | undefined {
  const found = kept.get(companyId);
  if (!found) return undefined;
  if (found.version !== version || now - found.at >= KEPT_FOR_MS || now < found.at) {
    kept.delete(companyId);
    return undefined;
  }
  // Most recently used goes last.
  kept.delete(companyId);
  kept.set(companyId, found);
  return found.value as T;
}

export function keepDashboard<T>(companyId: string, version: number, value: T, now = Date.now()): void {
  kept.delete(companyId);
  kept.set(companyId, { version, at: now, value });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_COMPANIES) break;
    kept.delete(oldest);
  }
}

/** For tests: how many companies are kept. */
export function keptCount(): number {
  return kept.size;
}
