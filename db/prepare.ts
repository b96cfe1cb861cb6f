import "server-only";
import { getEnv } from "@/lib/env";
import { runMigrations } from "./migrate";
import { seed } from "./seed";

export async function prepareDatabase(): Promise<void> {
  await runMigrations();
  const summary = await seed({ demo: getEnv().DEMO_SEED });
  for (const line of summary) console.log(line);
}
