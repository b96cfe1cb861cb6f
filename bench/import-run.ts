import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/companies/[id]/imports/route";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, companyFrameworks, esgDataEntries, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { FRAMEWORK_CODES } from "@/lib/frameworks";
import { formatCount, formatFixed } from "@/lib/format";
import { IMPORT_METRICS, importCsv, seedImportMetrics } from "./import-fixture";
import { count, eq } from "drizzle-orm";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg("rows", 50_000);

await runMigrations();
const db = await getDb();
const [user] = await db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.com`, passwordHash: "not-a-login", fullName: "Bench", subscriptionStatus: "active" })
  .returning();
const [company] = await db
  .insert(companies)
  .values({ ownerId: user.id, name: "Bench Steel Ltd", industry: "Manufacturing", location: "Pune", size: "1000+" })
  .returning();
await db.insert(companyFrameworks).values(FRAMEWORK_CODES.map((framework, position) => ({ companyId: company.id, framework, position })));

await seedImportMetrics(db, company.id);
const csv = importCsv(ROWS);
const token = await issueToken(user);

async function post(dryRun: boolean) {
  const form = new FormData();
  form.append("file", new Blob([csv]), "bench.csv");
  const req = new NextRequest(new URL(`/api/companies/${company.id}/imports?dry_run=${dryRun}`, "http://localhost:3000"), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const start = performance.now();
  const res = await POST(req, { params: Promise.resolve({ id: company.id }) });
  const body = await res.json();
  const ms = performance.now() - start;
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, body };
}

console.log(`${formatCount(ROWS)} rows, ${formatFixed(Buffer.byteLength(csv) / 1e6, 1)} MB of CSV, ${formatCount(IMPORT_METRICS)} metrics`);
const dry = await post(true);
console.log(`dry run: ${formatFixed(dry.ms / 1000, 2)} s (${JSON.stringify(dry.body.counts)})`);
const commit = await post(false);
console.log(`commit:  ${formatFixed(commit.ms / 1000, 2)} s (${JSON.stringify(commit.body.counts)})`);
const [{ n }] = await db.select({ n: count() }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
console.log(`entries written: ${formatCount(n)}; goal < 30 s: ${commit.ms < 30_000 ? "met" : "missed"}`);
await closeDb();
