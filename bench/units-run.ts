import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { POST as requestsRoute } from "@/app/api/companies/[id]/requests/route";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, companyFrameworks, dataRequests, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { ALL_CELLS } from "@/lib/frameworks/questionnaire";
import { getQuestionnaire } from "@/lib/brsr/service";
import { onlyTab } from "@/lib/brsr/tabs";
import { cellValue } from "@/lib/brsr/view";
import { metricKey } from "@/lib/frameworks/metric-key";
import { newBoss } from "@/lib/jobs/boss";
import { ensureQueues } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { indianDay } from "@/lib/format/dates";
import { scanReminders } from "@/lib/requests/reminders";
import { unitRollupInputs } from "@/lib/units/rollup-source";
import { createUnits } from "@/lib/units/service";
import { startInbox } from "../tests/helpers/smtp-inbox";
import { arg, median, ms, reportFigure } from "./support/env";

// --short (bench/all.ts --short, CI): small data past the kept sums' threshold, a few runs, loose goals, never fails on wall time.
const SHORT = process.argv.includes("--short");
// --report-only (bench/all.ts): figures only; bench/all.ts decides what a missed goal means.
const REPORT_ONLY = SHORT || process.argv.includes("--report-only");
const UNITS = arg("units", SHORT ? 20 : 200);
const FIGURES = arg("figures", SHORT ? 10_000 : 100_000);
const RUNS = arg("runs", SHORT ? 10 : 50);
const REMINDERS = arg("reminders", SHORT ? 100 : 1000);
const TAB_GOAL_MS = arg("goal", SHORT ? 2500 : 250);
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)];

await runMigrations();
const db = await getDb();
const [user] = await db
  .insert(users)
  .values({ email: `bench-units-${process.pid}@example.com`, passwordHash: "not-a-login", fullName: "Bench", subscriptionStatus: "active" })
  .returning();
const [company] = await db
  .insert(companies)
  .values({ ownerId: user.id, name: "Bench Steel Ltd", industry: "Manufacturing", location: "Pune", size: "1000+" })
  .returning();
await db.insert(companyFrameworks).values({ companyId: company.id, framework: "BRSR", position: 0 });
const token = await issueToken(user);

// 200 units, then 100,000 figures spread over them: each unit the same numeric cells of FY 2024-25, then of FY 2023-24.
let t0 = performance.now();
const units = await createUnits({
  company,
  units: Array.from({ length: UNITS }, (_, i) => ({ name: `Site ${i + 1}`, type: i % 10 === 0 ? "plant" : "office", parent_name: null }) as never),
  actorId: user.id,
});
const numeric = ALL_CELLS.filter(
  (c) => c.kind === "input" && c.type === "number" && c.unit !== "%" && c.years.includes("cy"),
) as ((typeof ALL_CELLS)[number] & {
  metric: string;
  category: string;
})[];
const perUnit = Math.min(numeric.length, Math.ceil(FIGURES / UNITS));
const cells = numeric.slice(0, perUnit);
const unitIds = `{${units.map((u) => u.id).join(",")}}`;
const metrics = `{${cells.map((c) => `"${c.metric.replace(/"/g, '\\"')}"`).join(",")}}`;
const keys = `{${cells.map((c) => `"${metricKey(c.metric).replace(/"/g, '\\"')}"`).join(",")}}`;
const categories = `{${cells.map((c) => c.category).join(",")}}`;
const unitsOf = `{${cells.map((c) => `"${c.unit}"`).join(",")}}`;
await db.execute(sql`
  insert into esg_data_entries (company_id, unit_id, framework, category, metric, metric_key, value, numeric_value, unit, period, period_kind, period_start, period_end)
  select ${company.id}::uuid, u.id, 'BRSR', c.category, c.metric, c.key, (u.n * 10 + c.n)::text, u.n * 10 + c.n, c.unit,
         'FY ' || (y.end_year - 1) || '-' || lpad((y.end_year % 100)::text, 2, '0'), 'fy', make_date(y.end_year - 1, 4, 1), make_date(y.end_year, 3, 31)
  from (values (2025), (2024)) as y(end_year)
  cross join unnest(${unitIds}::uuid[]) with ordinality as u(id, n)
  cross join unnest(${metrics}::text[], ${keys}::text[], ${categories}::text[], ${unitsOf}::text[]) with ordinality as c(metric, key, category, unit, n)
  order by y.end_year desc, u.n, c.n
  limit ${FIGURES}`);
const [{ count }] = (await db.execute(sql`select count(*)::int as count from esg_data_entries where company_id = ${company.id}`)) as unknown as {
  count: number;
}[];
// As autovacuum leaves a table some time after a bulk load: the planner's statistics of the 100,000 rows.
await db.execute(sql`analyze esg_data_entries`);
console.log(
  `seeded ${UNITS} units and ${count.toLocaleString("en-IN")} unit figures (${cells.length} cells a unit a year) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// A P6 cell whose company figure is the sum of every unit's.
const checked = cells.find((c) => c.key.startsWith("P6-"))!;
const position = cells.indexOf(checked) + 1;
// The questionnaire's P6 tab, computed afresh (the roll-up over every figure) each run.
const fresh: number[] = [];
let value: number | undefined;
for (let i = 0; i < RUNS; i++) {
  t0 = performance.now();
  const q = onlyTab(await getQuestionnaire({ company, fyParam: "2024-25" }), "P6");
  fresh.push(performance.now() - t0);
  value = cellValue(q, checked.key)?.value as number | undefined;
}
const expected = units.reduce((sum, _u, i) => sum + ((i + 1) * 10 + position), 0);
if (value !== expected) throw new Error(`the roll-up of ${checked.key} is ${value}, expected ${expected}`);
// Where the time went: the units' figures read. Before migration 0022 PostgreSQL summed the
// 100,000 rows on every read (the GROUP BY below, as lib/units/rollup-source.ts ran it); now the
// triggers keep those sums (unit_figure_sums) and the read takes the thousand summed rows.
const readRange = { from: "2022-04-01", to: "2025-03-31" };
const liveSum = () =>
  db.execute(sql`
    select e.metric_key, min(e.metric) as metric, e.period, e.unit, u.in_standalone, u.in_consolidated, u.active_from_fy, u.active_to_fy,
           case when count(e.numeric_value) = count(*) then sum(e.numeric_value) end as total, count(*)::int as count,
           (array['draft', 'rejected', 'submitted', 'approved'])[min(case e.review_state when 'draft' then 1 when 'rejected' then 2 when 'submitted' then 3 else 4 end)] as weakest,
           max(e.created_at)::text as latest, sum(hashtext(e.id::text || e.xmin::text)::bigint)::text || '/' || count(*) as versions
    from esg_data_entries e join reporting_units u on u.id = e.unit_id
    where e.company_id = ${company.id} and e.unit_id is not null and e.period_end >= ${readRange.from} and e.period_end <= ${readRange.to}
    group by e.metric_key, e.period, e.unit, u.in_standalone, u.in_consolidated, u.active_from_fy, u.active_to_fy`);
const before: number[] = [];
const reads: number[] = [];
for (let i = 0; i < Math.min(RUNS, 10); i++) {
  t0 = performance.now();
  await liveSum();
  before.push(performance.now() - t0);
  t0 = performance.now();
  await unitRollupInputs(db, {
    companyId: company.id,
    metricKeys: [...new Set(ALL_CELLS.flatMap((c) => (c.kind === "input" ? [metricKey(c.metric)] : [])))],
    ...readRange,
  });
  reads.push(performance.now() - t0);
}
console.log(
  `the units' figures read: summed live by PostgreSQL (before 0022) median ${ms(median(before))}; from the kept sums median ${ms(median(reads))} — ${(median(before) / median(reads)).toFixed(0)}× faster`,
);
// Through the route, as the screen asks (kept by its inputs' fingerprint between writes).
const routed: number[] = [];
for (let i = 0; i < RUNS; i++) {
  t0 = performance.now();
  const res = await brsrRoute(
    new NextRequest(new URL(`/api/brsr/${company.id}?fy=2024-25&section=P6`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${token}` } }),
    { params: Promise.resolve({ companyId: company.id }) },
  );
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`route answered ${res.status}`);
  routed.push(performance.now() - t0);
}
// After a write: a plant manager's figure changes (the triggers move the sums in the same
// statement), then the tab is asked for again through the route — its kept answer no longer holds.
const [probe] = (await db.execute(
  sql`select id from esg_data_entries where company_id = ${company.id} and metric_key = ${metricKey(checked.metric)} and period = 'FY 2024-25' limit 1`,
)) as unknown as { id: string }[];
const afterWrite: number[] = [];
// This process's CPU per read after a write (the route's work, the database's not): what a busy machine does not skew.
const afterWriteCpu: number[] = [];
let bodies = new ArrayBuffer(0);
let bump = 0;
for (let i = 0; i < RUNS; i++) {
  bump += 1;
  await db.execute(sql`update esg_data_entries set numeric_value = numeric_value + 1, value = (numeric_value + 1)::text where id = ${probe.id}`);
  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  const res = await brsrRoute(
    new NextRequest(new URL(`/api/brsr/${company.id}?fy=2024-25&section=P6`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${token}` } }),
    { params: Promise.resolve({ companyId: company.id }) },
  );
  await res.arrayBuffer().then((b) => (bodies = b));
  afterWrite.push(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  afterWriteCpu.push((cpu.user + cpu.system) / 1000);
  const body = JSON.parse(new TextDecoder().decode(bodies)) as Parameters<typeof cellValue>[0];
  if (res.status !== 200) throw new Error(`route answered ${res.status}`);
  const seen = cellValue(body, checked.key)?.value;
  if (seen !== expected + bump) throw new Error(`after a write the roll-up of ${checked.key} is ${String(seen)}, expected ${expected + bump}`);
}
// Every tab after a write, as a reader walking through the questionnaire: the first tab reads the
// inputs and builds the questionnaire, the others slice what that read built (one per data version).
const TABS = ["A", "B", "C", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"] as const;
const firstTab: number[] = [];
const otherTabs: number[] = [];
for (let i = 0; i < Math.max(3, Math.round(RUNS / 5)); i++) {
  bump += 1;
  await db.execute(sql`update esg_data_entries set numeric_value = numeric_value + 1, value = (numeric_value + 1)::text where id = ${probe.id}`);
  for (const [n, tab] of TABS.entries()) {
    t0 = performance.now();
    const res = await brsrRoute(
      new NextRequest(new URL(`/api/brsr/${company.id}?fy=2024-25&section=${tab}`, "http://localhost:3000"), { headers: { Authorization: `Bearer ${token}` } }),
      { params: Promise.resolve({ companyId: company.id }) },
    );
    const body = (await res.json()) as Parameters<typeof cellValue>[0];
    (n === 0 ? firstTab : otherTabs).push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`route answered ${res.status}`);
    if (tab === "P6" && cellValue(body, checked.key)?.value !== expected + bump) throw new Error(`after a write the roll-up of ${checked.key} is stale`);
  }
}
console.log(
  `questionnaire P6, computed: median ${ms(median(fresh))}, p99 ${ms(p99(fresh))}; through the route: median ${ms(median(routed))}, p99 ${ms(p99(routed))}; through the route after a write: median ${ms(median(afterWrite))}, p99 ${ms(p99(afterWrite))}`,
);
console.log(`after a write, the server's CPU per P6 read (the database's aside): median ${ms(median(afterWriteCpu))}, p99 ${ms(p99(afterWriteCpu))}`);
console.log(
  `every tab after a write: the first median ${ms(median(firstTab))}, p99 ${ms(p99(firstTab))}; the other ${TABS.length - 1} median ${ms(median(otherTabs))}, p99 ${ms(p99(otherTabs))}`,
);
const tabFigures = [
  { figure: "questionnaire tab through the route after a write (p99)", xs: afterWrite },
  { figure: `questionnaire tab, ${UNITS} units / ${count.toLocaleString("en-IN")} unit figures, computed (p99)`, xs: fresh },
  { figure: "questionnaire tab through the route (p99)", xs: routed },
  { figure: "every other tab after a write, sharing the first's read (p99)", xs: otherTabs },
];
const goalText = `< ${TAB_GOAL_MS.toLocaleString("en-IN")} ms`;
for (const { figure, xs } of tabFigures) {
  console.log(`${figure}: ${ms(p99(xs))} — ${(p99(xs) / TAB_GOAL_MS).toFixed(2)}× the goal (${goalText}) ${p99(xs) < TAB_GOAL_MS ? "met" : "MISSED"}`);
  reportFigure({ figure, measured: ms(p99(xs)), goal: goalText, holds: p99(xs) < TAB_GOAL_MS, value: p99(xs) });
}
const missed: string[] = tabFigures.filter(({ xs }) => p99(xs) >= TAB_GOAL_MS).map((f) => f.figure);

// 200 requests, one per unit, in one call.
const due = indianDay(new Date(Date.now() + 10 * 86_400_000));
t0 = performance.now();
const made = await requestsRoute(
  new NextRequest(new URL(`/api/companies/${company.id}/requests`, "http://localhost:3000"), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ fy: "2024-25", unit_ids: units.map((u) => u.id), sections: ["P6"], assignee_email: user.email, due_date: due }),
  }),
  { params: Promise.resolve({ id: company.id }) },
);
const requestMs = performance.now() - t0;
if (made.status !== 201) throw new Error(`requests answered ${made.status}: ${await made.text()}`);
console.log(`${units.length} requests in ${ms(requestMs)}`);
reportFigure({ figure: `${units.length} requests made (one call)`, measured: ms(requestMs), goal: "< 2,000 ms", holds: requestMs < 2000, value: requestMs });
if (requestMs >= 2000) missed.push(`${units.length} requests made`);

// 1,000 due reminders, two workers, a real SMTP server on loopback.
const smtp = await startInbox();
process.env.SMTP_URL = smtp.url;
// The 200 requests above are not the ones chased here.
await db.update(dataRequests).set({ state: "approved" }).where(eq(dataRequests.companyId, company.id));
await db.insert(dataRequests).values(
  Array.from({ length: REMINDERS }, (_, i) => ({
    companyId: company.id,
    unitId: units[i % units.length].id,
    fy: "2024-25",
    cells: [cells[0].key],
    assigneeEmail: `manager-${i}@plant.example`,
    dueDate: indianDay(new Date(Date.now() - 86_400_000)),
  })),
);
const workers = [await newBoss(), await newBoss()];
await ensureQueues(workers[0]);
for (const w of workers) await startWorkers(w, { schedule: false });
t0 = performance.now();
await scanReminders({ boss: workers[0] });
const managers = () => smtp.inbox.filter((m) => m.to.some((t) => t.startsWith("manager-"))).length;
while (managers() < REMINDERS && performance.now() - t0 < 180_000) await new Promise((r) => setTimeout(r, 200));
const reminderMs = performance.now() - t0;
const distinct = new Set(smtp.inbox.flatMap((m) => m.to).filter((t) => t.startsWith("manager-"))).size;
console.log(`${managers()} reminders (${distinct} distinct recipients) in ${(reminderMs / 1000).toFixed(1)} s on two workers`);
reportFigure({
  figure: `${REMINDERS} reminders on two workers, each once`,
  measured: `${(reminderMs / 1000).toFixed(1)} s, ${managers()} sent to ${distinct}`,
  goal: "< 60 s, each once",
  holds: reminderMs < 60_000 && managers() === REMINDERS && distinct === REMINDERS,
  value: reminderMs,
});
if (!(reminderMs < 60_000 && managers() === REMINDERS && distinct === REMINDERS)) missed.push(`${REMINDERS} reminders`);
await Promise.all(workers.map((w) => w.stop({ graceful: false, timeout: 1000 })));
await smtp.close();
await closeDb();
// The full run is the issue's goal: missed, it fails. --short and --report-only report (bench/all.ts decides).
if (missed.length) {
  console.log(`goals missed: ${missed.join("; ")}${REPORT_ONLY ? " (reported only)" : ""}`);
  if (!REPORT_ONLY) process.exitCode = 1;
}
