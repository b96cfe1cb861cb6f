import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/dashboard/[companyId]/route";
import { closeDb, getDb, getDriver, queryRows } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { lookupSession, requestCarrier } from "@/lib/auth/session";
import { getMembership, READ_DEMAND } from "@/lib/companies/access";
import { getDashboard } from "@/lib/dashboard/service";
import { recomputedGroupsQuery } from "@/lib/dashboard/summaries";
import { captureQueries } from "./support/capture";
import { arg, median, ms, reportFigure } from "./support/env";
import { seedLargeCompany, type Seeded } from "./support/seed";

const SIZES = arg("sizes", "5000,500000").split(",").map(Number);
const RUNS = arg("runs", 30);
const GOAL = 3;
// --short: CI's smoke run on small data, where only a broken endpoint (or a ratio far off) fails.
const LOOSE = arg("loose", 0);

await runMigrations();
const db = await getDb();
const companies: (Seeded & { entries: number })[] = [];
for (const entries of SIZES) {
  const seeded = await seedLargeCompany(db, entries, `Bench ${entries}`);
  companies.push({ ...seeded, entries });
  console.log(`seeded ${entries.toLocaleString("en-IN")} entries in ${(seeded.seedMs / 1000).toFixed(1)} s`);
}
const largest = companies[companies.length - 1];

const request = (c: Seeded) =>
  new NextRequest(new URL(`/api/dashboard/${c.company.id}`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${c.token}` } });
const endpoint = (c: Seeded & { entries: number }) => async () => {
  const res = await GET(request(c), { params: Promise.resolve({ companyId: c.company.id }) });
  if (res.status !== 200) throw new Error(`endpoint answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.statistics.total_metrics !== c.entries) throw new Error(`expected ${c.entries} entries, got ${body.statistics.total_metrics}`);
};
// The floor: one row by primary key through the same driver.
const pkLookup = async () => {
  const rows = await queryRows(db, sql`SELECT * FROM companies WHERE id = ${largest.company.id}`);
  if (rows.length !== 1) throw new Error("no company");
};
// The parts of the endpoint, each alone (the 500,000-entry company).
const session = async () => {
  const { session } = await lookupSession(requestCarrier(request(largest)));
  if (!session) throw new Error("no session");
};
const membership = () => getMembership({ user: largest.user, companyId: largest.company.id, demand: READ_DEMAND }).then(() => {});
const queries = async () => {
  await getDashboard({ company: largest.company, role: "owner" });
};
const dto = await getDashboard({ company: largest.company, role: "owner" });
const shaping = async () => {
  JSON.stringify(dto);
};
// What the dashboard cost before its summaries: grouping every entry of the company.
const grouping = async () => {
  await queryRows(db, recomputedGroupsQuery(largest.company.id));
};

// A write between two reads gives the company a new data version (migration 0014): the next read
// computes the dashboard again instead of answering from the process's cache (lib/companies/data-version-cache.ts).
const touched = new Set<string>();
const touch = async () => {
  await queryRows(db, sql`UPDATE companies SET name = name WHERE id = ${largest.company.id} RETURNING id`);
  touched.add("endpoint after a write");
};
const afterWrite = async () => {
  if (!touched.delete("endpoint after a write")) throw new Error("no write before the read");
  await endpoint(largest)();
};

const time = async (fn: () => Promise<void>, name: string) => {
  if (name === "endpoint after a write") await touch();
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const tasks: [string, () => Promise<void>][] = [
  ...companies.map((c) => [`endpoint ${c.entries}`, endpoint(c)] as [string, () => Promise<void>]),
  ["endpoint after a write", afterWrite],
  ["pk", pkLookup],
  ["session", session],
  ["membership", membership],
  ["queries", queries],
  ["shaping", shaping],
  ["grouping", grouping],
];
for (let i = 0; i < 3; i++) for (const [name, fn] of tasks) await time(fn, name);
const times = new Map<string, number[]>(tasks.map(([name]) => [name, []]));
for (let i = 0; i < RUNS; i++) {
  // Rotate which goes first so none always meets a warm cache.
  for (let k = 0; k < tasks.length; k++) {
    const [name, fn] = tasks[(i + k) % tasks.length];
    times.get(name)!.push(await time(fn, name));
  }
}
const m = (name: string) => median(times.get(name)!);

const pk = m("pk");
console.log(`driver: ${await getDriver()}, runs: ${RUNS}`);
for (const c of companies)
  console.log(`GET /api/dashboard/{id} at ${c.entries.toLocaleString("en-IN").padStart(8)} entries  median ${ms(m(`endpoint ${c.entries}`))}`);
console.log(`the same, the first read after a write        median ${ms(m("endpoint after a write"))}  (computed, not from the cache)`);
console.log(`one row by primary key                       median ${ms(pk)}`);
console.log(
  `  where the largest's time goes: session (token + user row) ${ms(m("session"))}, membership ${ms(m("membership"))}, dashboard queries ${ms(m("queries"))}, JSON ${ms(m("shaping"))}`,
);
console.log(`  grouping every entry instead (before the summaries): ${ms(m("grouping"))}`);
const e = m(`endpoint ${largest.entries}`);
const ratio = e / pk;
const goal = LOOSE || GOAL;
console.log(`ratio endpoint / primary-key lookup: ${ratio.toFixed(1)}×  (goal ≤ ${goal}×) ${ratio <= goal ? "OK" : "OVER"}`);
reportFigure({
  figure: `dashboard @${largest.entries.toLocaleString("en-IN")} / PK lookup`,
  measured: `${ratio.toFixed(1)}× (${ms(e)} / ${ms(pk)})`,
  goal: `≤ ${goal}×`,
  holds: ratio <= goal,
  value: ratio,
});
if (companies.length > 1) {
  const small = companies[0];
  const growth = e / m(`endpoint ${small.entries}`);
  // "No slower": within the noise of a side-by-side run (10 %).
  reportFigure({
    figure: `dashboard @${largest.entries.toLocaleString("en-IN")} / @${small.entries.toLocaleString("en-IN")}`,
    measured: `${growth.toFixed(2)}×`,
    goal: LOOSE ? "≤ 2× (loose)" : "≤ 1.1×",
    holds: growth <= (LOOSE ? 2 : 1.1),
    value: growth,
  });
}
// Each statement of one call, in the order sent: where the dashboard's own time goes.
for (const [label, write] of [
  ["a read answered from the cache", false],
  ["the first read after a write", true],
] as const) {
  if (write) await touch();
  touched.clear();
  const statements = await captureQueries(db, endpoint(largest));
  console.log(`  ${statements.length} statements in ${label}:`);
  for (const st of statements) console.log(`    ${ms(st.ms).padStart(9)}  ${st.text.replace(/\s+/g, " ").slice(0, 150)}`);
}
reportFigure({
  figure: `dashboard @${largest.entries.toLocaleString("en-IN")}, first read after a write / PK lookup`,
  measured: `${(m("endpoint after a write") / pk).toFixed(1)}× (${ms(m("endpoint after a write"))})`,
  goal: "-",
  holds: true,
});
reportFigure({
  figure: "dashboard breakdown (session / membership / queries / JSON)",
  measured: [m("session"), m("membership"), m("queries"), m("shaping")].map(ms).join(" / "),
  goal: "-",
  holds: true,
});
await closeDb();
