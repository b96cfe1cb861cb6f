// Migrates the database DATABASE_URL names and seeds one large company (bench/support/seed.ts); prints its ids as JSON.
import { allowServerOnly, arg } from "./env";

allowServerOnly();
const { closeDb, getDb } = await import("@/db/client");
const { runMigrations } = await import("@/db/migrate");
const { seedLargeCompany } = await import("./seed");

await runMigrations();
const seeded = await seedLargeCompany(await getDb(), arg("entries", 500_000));
await closeDb();
console.log(`SEEDED ${JSON.stringify({ companyId: seeded.company.id, token: seeded.token, seedMs: seeded.seedMs })}`);
