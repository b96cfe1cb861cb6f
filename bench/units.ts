/**
 * Sites at scale: a company with 200 reporting units and 100,000 unit figures. Goals: a
 * questionnaire tab (P6) answers in p99 < 250 ms — computed afresh each time (the roll-up over
 * every unit's figures), and through the route (kept by its fingerprint); 200 requests (one per
 * unit) made in < 2 s; 1,000 due reminders sent within 60 s by two workers, through a real SMTP
 * server on loopback, each once.
 *
 *   npx tsx bench/units.ts [--units 200] [--figures 100000] [--runs 50] [--reminders 1000]
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_units", () => import("./units-run"));
