/**
 * Writes docs/perf/plans.md: EXPLAIN (ANALYZE, BUFFERS) of every statement the hot paths send
 * (dashboard, entry list first page, BRSR questionnaire, KPI progress) for a company of 500,000
 * entries on PostgreSQL, as caught from the route handlers themselves, and checks that every
 * index the plans use is created by a migration in db/migrations.
 *
 *   npx tsx bench/explain.ts [--entries 500000] [--out docs/perf/plans.md]
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL
 * (with `--company <id>` to explain an already seeded company instead of seeding one).
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_explain", () => import("./explain-run"));
