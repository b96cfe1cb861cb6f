/**
 * One questionnaire cell saved, as the screen saves it (`PUT /api/brsr/{id}/cells` with the tab
 * shown), on the demo company: the answer as it was made before (the save, then the whole year's
 * questionnaire built, every section laid out, cut to the tab) beside the answer now
 * (lib/brsr/cells-answer.ts: the tab built from a read kept under the data version the save
 * left), then the same save followed by the next tab the reader opens. Prints both, side by side,
 * and their ratio; checks the two answers hold the same questionnaire.
 *
 *   npx tsx bench/cell-save.ts [--runs 20] [--pglite]
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_cell_save", () => import("./cell-save-run"));
