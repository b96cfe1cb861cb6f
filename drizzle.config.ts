import { defineConfig } from "drizzle-kit";
import { getEnv } from "./lib/env";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  casing: "snake_case",
  dbCredentials: { url: getEnv().DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres" },
});
