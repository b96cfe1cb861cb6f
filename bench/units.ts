/**
 * Sites at scale: a company with 200 reporting units and 100,000 unit figures. Goals: a
 * questionnaire tab (P6) answers in p99 < 250 ms — computed afresh each time (the roll-up over
 * every unit's figures), through the route (kept by its fingerprint), through the route after a
 * write (read and built again), and every other tab after that write (sharing that read); 200
 * requests (one per unit) made in < 2 s; 1,000 due reminders sent within 60 s by two workers,
 * through a real SMTP server on loopback, each once. Prints each tab figure against its goal and
 * exits 1 when a goal is missed.
 *
 *   npx tsx bench/units.ts [--units 200] [--figures 100000] [--runs 50] [--reminders 1000] [--goal 250]
 *   npx tsx bench/units.ts --short         20 units, 10,000 figures, 10 runs, 100 reminders, a
 *                                          2,500 ms tab goal; reports, never fails on a goal (CI)
 *   npx tsx bench/units.ts --report-only   full sizes, reports without failing (bench/all.ts)
 *
 * On a scratch PostgreSQL database (TEST_PG_URL's server, dropped after), or BENCH_DATABASE_URL.
 */
import { runOnScratch } from "./support/env";

await runOnScratch("bench_units", () => import("./units-run"));
