/**
 * Times the XBRL export of the demo company's FY 2024-25 through GET /api/brsr/{id}/xbrl (the
 * questionnaire read from the database, the instance built, read back by the XML parser and
 * validated), beside the questionnaire's own JSON answer for the same year, and prints both and
 * their ratio. Goal: the export under 1 s.
 *
 *   npx tsx bench/xbrl.ts [--runs 5] [--goal 1000] [--pglite]
 *
 * Runs on a scratch PostgreSQL database on TEST_PG_URL's server (dropped after), or on
 * BENCH_DATABASE_URL, or with --pglite in memory.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_xbrl", () => import("./xbrl-run"));
