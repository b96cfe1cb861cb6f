/**
 * The consultant's portfolio, as pure rules: what blocks a client's filing, and the order the
 * portfolio lists clients in. The server reads each company's figures (service.ts); the screen
 * sorts with the same function the API uses.
 */
import type { z } from "zod";
import type { portfolioRowResponse } from "./schemas";

export type Coverage = { reported: number; total: number; percentage: number };

/** One client on the portfolio (GET /api/portfolio): its schema is ./schemas.ts. */
export type PortfolioRow = z.infer<typeof portfolioRowResponse>;

export const PORTFOLIO_SORTS = ["blockers", "name", "due", "completeness"] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whole days from `today` to `due` (both YYYY-MM-DD). */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The blockers of one client: overdue requests, figures awaiting review, a filing due soon that is not locked, Core gaps. */
export function blockersOf(row: Omit<PortfolioRow, "blockers">): string[] {
  const out: string[] = [];
  if (row.requests_overdue) out.push(`${plural(row.requests_overdue, "request")} overdue`);
  if (row.due_in_days !== null && row.due_in_days < 0 && !row.locked) out.push(`Filing overdue by ${plural(-row.due_in_days, "day")}`);
  if (row.awaiting_review) out.push(`${plural(row.awaiting_review, "figure")} awaiting review`);
  if (row.open_evidence_requests) out.push(`${plural(row.open_evidence_requests, "evidence request")} open`);
  if (row.core && row.core.reported < row.core.total) out.push(`BRSR Core ${row.core.reported} of ${row.core.total}`);
  if (row.due_in_days !== null && row.due_in_days >= 0 && row.due_in_days <= 30 && !row.locked) out.push(`Filing due in ${plural(row.due_in_days, "day")}`);
  return out;
}

/** How pressing a client is: overdue requests weigh most, then an overdue filing, then the number of blockers. */
function urgency(row: PortfolioRow): number {
  return (
    (row.requests_overdue ?? 0) * 1_000_000 +
    (row.due_in_days !== null && row.due_in_days < 0 && !row.locked ? 100_000 : 0) +
    row.blockers.length * 1_000 +
    row.awaiting_review
  );
}

/** The portfolio in the order asked for; ties by name. Blockers first is the default. */
export function sortPortfolio(rows: readonly PortfolioRow[], sort: PortfolioSort = "blockers"): PortfolioRow[] {
  const byName = (a: PortfolioRow, b: PortfolioRow) => a.company.name.localeCompare(b.company.name, "en-IN");
  const compare: Record<PortfolioSort, (a: PortfolioRow, b: PortfolioRow) => number> = {
    blockers: (a, b) => urgency(b) - urgency(a),
    name: () => 0,
    // Soonest due first; clients without a date last.
    due: (a, b) => (a.due_in_days ?? Number.POSITIVE_INFINITY) - (b.due_in_days ?? Number.POSITIVE_INFINITY),
    // Least complete first: those are the ones to work on.
    completeness: (a, b) => (a.brsr?.percentage ?? 101) - (b.brsr?.percentage ?? 101),
  };
  return [...rows].sort((a, b) => compare[sort](a, b) || byName(a, b));
}
