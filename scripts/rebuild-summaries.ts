// Recomputes the dashboard's entry summaries from the entries (decisions D30): `npm run summaries:rebuild [companyId]`.
import "./cli-env";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { rebuildEntrySummaries } from "@/lib/dashboard/summaries";

await runMigrations();
const companyId = process.argv[2];
const groups = await rebuildEntrySummaries(await getDb(), companyId);
await closeDb();
console.log(`Entry summaries rebuilt: ${groups} groups${companyId ? ` for company ${companyId}` : ""}.`);
