import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { closeDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { createDatabase, dropDatabase, postgresAvailable } from "./test-database";
import { TEST_ENV, UNSET_ENV } from "./test-env";

// Each test file runs on its own fresh database: a new PostgreSQL database when the server
// answers, an in-memory PGlite otherwise.
let databaseName: string | null = null;

Object.assign(process.env, TEST_ENV);
for (const key of UNSET_ENV) delete process.env[key];

beforeAll(async () => {
  if (await postgresAvailable()) {
    databaseName = `esg_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    process.env.DATABASE_URL = await createDatabase(databaseName);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = "memory://";
  }
  await runMigrations();
});

afterAll(async () => {
  await closeDb();
  if (databaseName) await dropDatabase(databaseName);
});
