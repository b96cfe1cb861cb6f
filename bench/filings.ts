/**
 * Times the import of a large filed BRSR instance through POST /api/companies/{id}/filings: a
 * 5 MB instance of about 20,000 facts (the demo's FY 2024-25 export, plus material-issue rows
 * filed with a typed member each, most beyond the table's limit, so the reader places some and
 * lists the rest), read, mapped, proposed and stored. Goal: under 3 s and under 300 MB.
 *
 *   npx tsx bench/filings.ts [--runs 3] [--goal 3000] [--mb 300] [--pglite]
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_filings", () => import("./filings-run"));
