import "server-only";
import { getEnv } from "@/lib/env";
import { rekeyMetricNames } from "@/lib/esg-data/metric-keys";
import { mergeFigureCopies } from "@/lib/esg-data/figures";
import { backfillPeriods } from "@/lib/periods/backfill";
import { getDb, prepareWhileServing } from "./client";
import { runMigrations } from "./migrate";
import { seed } from "./seed";

export async function prepareDatabase(): Promise<void> {
  await runMigrations();
  const summary = await seed({ demo: getEnv().DEMO_SEED });
  for (const line of summary) console.log(line);
  // After the seed, whose demo entries are inserted without period columns.
  try {
    const read = await backfillPeriods(await getDb());
    if (read) console.log(`Reporting periods read for ${read} entries`);
  } catch (error) {
    // The columns only sharpen reports; a failure here must not keep the server from starting.
    console.error("Reading reporting periods failed:", error);
  }
  try {
    const keyed = await rekeyMetricNames(await getDb());
    if (keyed) console.log(`Metric keys written for ${keyed} entries`);
  } catch (error) {
    // Only names outside ASCII, keyed by SQL in migration 0005, can be left with a SQL key.
    console.error("Keying metric names failed:", error);
  }
  // Migration 0023's step: copies of one figure under several frameworks become one figure and its
  // links, or a conflict to resolve (lib/esg-data/figures.ts). After the keys, which it groups by.
  try {
    const { merged, conflicts } = await mergeFigureCopies(await getDb());
    if (merged || conflicts) console.log(`Figures held under several frameworks: ${merged} copies merged, ${conflicts} conflicts to resolve`);
  } catch (error) {
    console.error("Merging figure copies failed:", error);
  }
}

/**
 * The server's start (instrumentation.ts): prepares the database while the server already serves
 * (db/client.ts prepareWhileServing); a failure stops the server, as one at start did.
 */
export function prepareWhileStarting(): void {
  prepareWhileServing(prepareDatabase).catch((error) => {
    console.error("Preparing the database failed:", error);
    process.exit(1);
  });
}
