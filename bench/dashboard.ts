/**
 * GET /api/dashboard/{companyId} for companies of 5,000 and 500,000 entries beside a one-row
 * primary-key lookup through the same driver, measured side by side (interleaved) in one run.
 * Goals (decisions D30): the endpoint at 500,000 within 3× of the lookup, and no slower at 500,000 than
 * at 5,000. Prints where the endpoint's time goes: the session (token and user), the membership,
 * the dashboard's queries, the answer's JSON.
 *
 *   npx tsx bench/dashboard.ts [--sizes 5000,500000] [--runs 30] [--pglite]
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_dashboard", () => import("./dashboard-run"));
