// `npm run demo`: everything a new user needs — settings, a build when missing or stale, and a
// production server on the embedded database, which migrates and seeds itself at start.
import "./cli-env";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serve } from "./serve";

const dataDir = path.resolve(process.env.PGLITE_DATA_DIR || ".data/pglite");
fs.mkdirSync(path.dirname(dataDir), { recursive: true });

// A secret made once per checkout and kept beside the data, so demo sessions survive restarts.
const secretFile = path.join(path.dirname(dataDir), "auth-secret");
if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });

const port = process.env.PORT || "3000";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  APP_URL: process.env.APP_URL || `http://localhost:${port}`,
  AUTH_SECRET: process.env.AUTH_SECRET || fs.readFileSync(secretFile, "utf8").trim(),
  PGLITE_DATA_DIR: dataDir,
  DEMO_SEED: "true",
  ADMIN_AUTOLOGIN: "true",
  RESET_LINK_IN_RESPONSE: "true",
  ADMIN_EMAIL: process.env.ADMIN_EMAIL || "admin@esgplatform.local",
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || "admin12345",
};
if (!process.env.DATABASE_URL) delete env.DATABASE_URL;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", ".next", ".data", ".git", "tests", "test-results"].includes(entry.name) || entry.name.startsWith(".next")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const buildId = path.join(".next", "BUILD_ID");
const stale = !fs.existsSync(buildId) || fs.statSync(buildId).mtimeMs < newestMtime(process.cwd());
if (stale) {
  console.log("Building the app (first run, or sources changed)…");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...env, NEXT_DIST_DIR: ".next" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`\nESG platform demo on ${env.APP_URL}`);
console.log(`  Demo user:  demo@esgplatform.local / demo12345`);
console.log(`  Admin:      ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}  (or open /admin-login)\n`);
serve({ ...env, NEXT_DIST_DIR: ".next" }, port);
