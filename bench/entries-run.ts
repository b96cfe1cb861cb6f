import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/esg-data/[id]/route";
import { closeDb, getDb, getDriver, queryRows } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, companyFrameworks, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { listEntries } from "@/lib/esg-data/service";
import { captureQueries } from "./support/capture";
import { arg, median, reportFigure } from "./support/env";
import { insertSiteRows, sitePerMonth } from "./support/seed";

const ENTRIES = arg("entries", 500_000);
const RUNS = arg("runs", 15);
// --loose: CI's smoke run on small data, where only a broken route (or a ratio far off) fails.
const GOAL = arg("loose", 3);

await runMigrations();
const db = await getDb();
const [user] = await db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.com`, passwordHash: "not-a-login", fullName: "Bench", subscriptionStatus: "active" })
  .returning();
const [company] = await db
  .insert(companies)
  .values({ ownerId: user.id, name: "Bench Group Ltd", industry: "Manufacturing", location: "Pune", size: "1000+" })
  .returning();
await db.insert(companyFrameworks).values([{ companyId: company.id, framework: "BRSR", position: 0 }]);

// A group of 100 sites reporting monthly for five years (bench/support/seed.ts): ~84 figures per
// site and month, one in 97 a duplicate for the page to mark. Generated in SQL: through the service
// it would take hours.
const seedStart = performance.now();
await insertSiteRows(db, { companyId: company.id, rows: ENTRIES, perSiteMonth: sitePerMonth(ENTRIES) });
await db.execute(sql`analyze esg_data_entries`);
// Each chunk's statement rewrote every summary row of the company (triggers): the dead versions
// are what autovacuum clears in a running database, and the bench's server may run without it.
await db.execute(sql`vacuum analyze entry_summaries`);
const seedMs = performance.now() - seedStart;
const token = await issueToken(user);

const firstPage = async (): Promise<{ entries: { duplicates?: string[] }[]; total: string | null; link: string | null }> => {
  const req = new NextRequest(new URL(`/api/esg-data/${company.id}`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${token}` } });
  const res = await GET(req, { params: Promise.resolve({ id: company.id }) });
  if (res.status !== 200) throw new Error(`route answered ${res.status}: ${await res.text()}`);
  return { entries: await res.json(), total: res.headers.get("X-Total-Count"), link: res.headers.get("Link") };
};
const endpoint = async () => {
  const page = await firstPage();
  if (page.entries.length !== 500 || page.total !== String(ENTRIES) || !page.link) throw new Error(`unexpected page: ${page.entries.length}, ${page.total}`);
};
const keysetQuery = sql`select * from esg_data_entries where company_id = ${company.id} order by created_at desc, id desc limit 501`;
const rawSql = async () => {
  const rows = await queryRows(db, keysetQuery);
  if (rows.length !== 501) throw new Error(`raw keyset query read ${rows.length}`);
};
const service = async () => {
  const page = await listEntries({ companyId: company.id, query: {} });
  if (page.entries.length !== 500) throw new Error(`service read ${page.entries.length}`);
};
const summaryTotal = async () => {
  await queryRows(db, sql`select coalesce(sum(entries), 0)::int as n from entry_summaries where company_id = ${company.id}`);
};
// The list's own statements (the page with its duplicates, and the total, run side by side), caught
// at the driver as listEntries sends them: what the list's SQL costs, against what it does around it.
const driver = await getDriver();
const statementMs: number[][] = [];
const statements = async () => {
  const caught = await captureQueries(db, service);
  caught.forEach((st, i) => (statementMs[i] ??= []).push(st.ms));
};
const countSql = async () => {
  await queryRows(db, sql`select count(*)::int as n from esg_data_entries where company_id = ${company.id}`);
};

const time = async (fn: () => Promise<void>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

for (let i = 0; i < 3; i++) {
  await endpoint();
  await rawSql();
  await countSql();
  await service();
}
const endpointMs: number[] = [];
const rawMs: number[] = [];
const countMs: number[] = [];
const serviceMs: number[] = [];
const summaryMs: number[] = [];

for (let i = 0; i < RUNS; i++) {
  // Alternate which goes first so neither always meets a warm cache.
  if (i % 2) {
    rawMs.push(await time(rawSql));
    countMs.push(await time(countSql));
    serviceMs.push(await time(service));
    summaryMs.push(await time(summaryTotal));
    if (driver === "postgres") await statements();
    endpointMs.push(await time(endpoint));
  } else {
    if (driver === "postgres") await statements();
    summaryMs.push(await time(summaryTotal));
    serviceMs.push(await time(service));
    endpointMs.push(await time(endpoint));
    countMs.push(await time(countSql));
    rawMs.push(await time(rawSql));
  }
}
const duplicates = (await firstPage()).entries.filter((e) => e.duplicates?.length).length;

const e = median(endpointMs);
const r = median(rawMs);
const c = median(countMs);
const s = median(serviceMs);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`driver: ${driver}, entries: ${ENTRIES.toLocaleString("en-IN")} (seeded in ${(seedMs / 1000).toFixed(1)} s), runs: ${RUNS}`);
console.log(`GET /api/esg-data/{companyId} (first 500)  median ${fmt(e)}  (min ${fmt(Math.min(...endpointMs))}, max ${fmt(Math.max(...endpointMs))})`);
console.log(`raw keyset query (501 rows)               median ${fmt(r)}  (min ${fmt(Math.min(...rawMs))}, max ${fmt(Math.max(...rawMs))})`);
console.log(
  `  listEntries alone (no HTTP, no session) median ${fmt(s)} (${(s / r).toFixed(2)}× the raw query); its X-Total-Count from entry_summaries median ${fmt(median(summaryMs))}`,
);
if (statementMs.length)
  console.log(
    `  its statements, side by side, as sent: ${statementMs.map((xs, i) => `${i ? "total" : "page with duplicates"} median ${fmt(median(xs))}`).join(", ")} (the list's SQL work)`,
  );
console.log(`  count(*) of the company's entries     median ${fmt(c)} (what X-Total-Count would cost counted; run only for q/year/source/id filters)`);
console.log(`  ${duplicates} rows of the first page marked as duplicates`);
console.log(`ratio route / raw keyset query: ${(e / r).toFixed(2)}×  (goal ≤ ${GOAL}×) ${e / r <= GOAL ? "OK" : "OVER"}`);
reportFigure({
  figure: `entry list first page @${ENTRIES.toLocaleString("en-IN")} / raw keyset`,
  measured: `${(e / r).toFixed(2)}× (${fmt(e)} / ${fmt(r)})`,
  goal: `≤ ${GOAL}×`,
  holds: e / r <= GOAL,
  value: e / r,
});
reportFigure({
  figure: "entry list: listEntries alone / raw keyset",
  measured: `${(s / r).toFixed(2)}× (${fmt(s)} / ${fmt(r)})${statementMs.length ? `; its page statement ${fmt(median(statementMs[0]))}` : ""}`,
  goal: "-",
  holds: true,
});
if (ENTRIES < 500_000) console.log(`note: measured at ${ENTRIES.toLocaleString("en-IN")} entries, not the goal's 5,00,000`);
await closeDb();
