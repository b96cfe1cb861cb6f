import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/dashboard/[companyId]/route";
import { closeDb, getDb, getDriver, queryRows } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, companyFrameworks, esgDataEntries, kpiTargets, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { recomputedGroupsQuery } from "@/lib/dashboard/summaries";
import { sql } from "drizzle-orm";
import { frameworkMetrics, FRAMEWORK_CODES } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENTRIES = arg("entries", 50_000);
const RUNS = arg("runs", 15);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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

// Catalogue metrics of all four frameworks plus custom ones, over many periods.
const metrics = FRAMEWORK_CODES.flatMap((code) => frameworkMetrics(code));
const seedStart = performance.now();
const BATCH = 2_000;
for (let done = 0; done < ENTRIES; done += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, ENTRIES - done) }, (_, k) => {
    const i = done + k;
    const custom = i % 10 === 0;
    const m = metrics[i % metrics.length];
    const metric = custom ? `Site metric ${i % 300}` : m.name;
    return {
      companyId: company.id,
      framework: m.framework,
      category: m.category,
      metric,
      metricKey: metricKey(metric),
      value: String(i % 9_973),
      numericValue: i % 9_973,
      unit: m.unit,
      period: `FY ${2000 + (i % 25)}-${String((i % 25) + 1).padStart(2, "0")}`,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    };
  });
  await db.insert(esgDataEntries).values(rows);
}
// Targets on catalogue metrics that have data: the dashboard's KPI task reads their statuses.
await db.insert(kpiTargets).values(
  metrics.slice(0, 8).map((m) => ({
    companyId: company.id,
    framework: m.framework,
    category: m.category,
    metric: m.name,
    targetValue: 100,
    unit: m.unit,
    targetPeriod: "FY 2029-30",
    baselineValue: 9_000,
    baselinePeriod: "FY 2019-20",
  })),
);
const seedMs = performance.now() - seedStart;
const token = await issueToken(user);

const endpoint = async () => {
  const req = new NextRequest(new URL(`/api/dashboard/${company.id}`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${token}` } });
  const res = await GET(req, { params: Promise.resolve({ companyId: company.id }) });
  if (res.status !== 200) throw new Error(`endpoint answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.statistics.total_metrics !== ENTRIES) throw new Error(`expected ${ENTRIES} entries, got ${body.statistics.total_metrics}`);
};
// What the dashboard cost before its summaries: grouping every entry of the company.
const rawSql = async () => {
  const rows = await queryRows<{ entries: number }>(db, recomputedGroupsQuery(company.id));
  const total = rows.reduce((n, r) => n + Number(r.entries), 0);
  if (total !== ENTRIES) throw new Error(`raw SQL counted ${total}`);
};
// Issue 20's floor: one row by primary key through the same driver.
const pkLookup = async () => {
  const rows = await queryRows(db, sql`SELECT * FROM companies WHERE id = ${company.id}`);
  if (rows.length !== 1) throw new Error("no company");
};

const time = async (fn: () => Promise<void>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

for (let i = 0; i < 3; i++) {
  await endpoint();
  await rawSql();
  await pkLookup();
}
const endpointMs: number[] = [];
const rawMs: number[] = [];
const pkMs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  // Rotate which goes first so none always meets a warm cache.
  const order = [
    () => time(endpoint).then((t) => endpointMs.push(t)),
    () => time(rawSql).then((t) => rawMs.push(t)),
    () => time(pkLookup).then((t) => pkMs.push(t)),
  ];
  for (let k = 0; k < order.length; k++) await order[(i + k) % order.length]();
}

const e = median(endpointMs);
const r = median(rawMs);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`driver: ${await getDriver()}, entries: ${ENTRIES.toLocaleString("en-IN")} (seeded in ${(seedMs / 1000).toFixed(1)} s), runs: ${RUNS}`);
console.log(`GET /api/dashboard/{companyId}  median ${fmt(e)}  (min ${fmt(Math.min(...endpointMs))}, max ${fmt(Math.max(...endpointMs))})`);
const p = median(pkMs);
console.log(`grouping every entry (raw SQL)  median ${fmt(r)}  (min ${fmt(Math.min(...rawMs))}, max ${fmt(Math.max(...rawMs))})`);
console.log(`one row by primary key          median ${fmt(p)}`);
console.log(`ratio endpoint / grouping every entry: ${(e / r).toFixed(2)}×`);
console.log(`ratio endpoint / primary-key lookup: ${(e / p).toFixed(2)}×  (goal ≤ 3×) ${e / p <= 3 ? "OK" : "OVER"}`);
await closeDb();
