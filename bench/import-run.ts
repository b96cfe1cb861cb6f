import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/companies/[id]/imports/route";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, companyFrameworks, esgDataEntries, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { FRAMEWORK_CODES } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { formatCount, formatFixed } from "@/lib/format";
import { toCsv } from "@/lib/spreadsheets/csv";
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

// Plant meter readings month by month (each metric and month once): 250 site metrics the company
// already reports, so the rows pass the catalogue check without tripping the BRSR figure checks,
// whose totals a synthetic catalogue file would contradict.
const METRICS = 250;
const metrics = Array.from({ length: METRICS }, (_, i) => ({
  framework: "GRI",
  category: "environmental",
  name: `Site meter ${i + 1} energy`,
  unit: i % 2 ? "GJ" : "kWh",
}));
await db.insert(esgDataEntries).values(
  metrics.map((m) => ({
    companyId: company.id,
    framework: m.framework,
    category: m.category,
    metric: m.name,
    metricKey: metricKey(m.name),
    value: "1",
    unit: m.unit,
    period: "FY 1990-91",
  })),
);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const rows = Array.from({ length: ROWS }, (_, i) => {
  const m = metrics[i % METRICS];
  const month = Math.floor(i / METRICS);
  const period = `${MONTHS[month % 12]} ${2000 + Math.floor(month / 12)}`;
  return [m.framework, m.category, m.name, i % 7 ? String(1000 + (i % 9973)) : "1,23,456.7", m.unit, period, i % 11 ? "" : "bench"];
});
const csv = toCsv([["framework", "category", "metric", "value", "unit", "period", "notes"], ...rows]);
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

console.log(`${formatCount(ROWS)} rows, ${formatFixed(Buffer.byteLength(csv) / 1e6, 1)} MB of CSV, ${formatCount(METRICS)} metrics`);
const dry = await post(true);
console.log(`dry run: ${formatFixed(dry.ms / 1000, 2)} s (${JSON.stringify(dry.body.counts)})`);
const commit = await post(false);
console.log(`commit:  ${formatFixed(commit.ms / 1000, 2)} s (${JSON.stringify(commit.body.counts)})`);
const [{ n }] = await db.select({ n: count() }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
console.log(`entries written: ${formatCount(n)}; goal < 30 s: ${commit.ms < 30_000 ? "met" : "missed"}`);
await closeDb();
