import "server-only";
import { getEnv } from "@/lib/env";
import { rekeyMetricNames } from "@/lib/esg-data/metric-keys";
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
