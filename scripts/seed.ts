import "./cli-env";
import { closeDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seed } from "@/db/seed";
import { getEnv } from "@/lib/env";

await runMigrations();
const lines = await seed({ demo: getEnv().DEMO_SEED || process.argv.includes("--demo") });
await closeDb();
for (const line of lines) console.log(line);
console.log("Seed complete.");
