import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The README's database commands, run as an operator would: through npm, outside Next.
function npmRun(script: string, env: Record<string, string> = {}) {
  const run = spawnSync("npm", ["run", "--silent", script], {
    env: { ...process.env, PGLITE_DATA_DIR: "memory://", DATABASE_URL: "", NODE_ENV: "development", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe("npm run db:migrate and db:seed", () => {
  it("apply the migrations", () => {
    const run = npmRun("db:migrate");
    expect(run.out).toContain("Migrations applied.");
    expect(run.status).toBe(0);
  }, 130_000);

  it("seed the administrator and, asked to, the demo data", () => {
    const run = npmRun("db:seed", { DEMO_SEED: "true", ADMIN_PASSWORD: "admin12345" });
    expect(run.out).toContain("Demo login: demo@esgplatform.local / demo12345");
    expect(run.out).toContain("Seed complete.");
    expect(run.status).toBe(0);
  }, 130_000);
});

describe("npm start", () => {
  it("says to build first when there is no build", () => {
    const run = npmRun("start", { NEXT_DIST_DIR: ".next-never-built" });
    expect(run.out).toContain("No production build in .next-never-built: run `npm run build` first.");
    expect(run.status).toBe(1);
  }, 60_000);
});
