/**
 * Value-chain scoping at scale: a purchase and sales ledger of 20,000 rows (one partner each)
 * imported in one call, then the year's scoping (`GET /api/companies/{id}/value-chain?fy=`:
 * shares, the 2 % flags, the chosen set and the coverage of both sides) and the pure rule alone.
 * Goal: the scoping answers in < 1 s (median of the runs).
 *
 *   npx tsx bench/value-chain.ts [--partners 20000] [--runs 10]
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_value_chain", () => import("./value-chain-run"));
