/**
 * Crash test: the production server is SIGKILLed in the middle of 32 writing clients and
 * started again on the same database; then the database must hold every acknowledged write exactly
 * once with its acknowledged value, and the audit trail must match the rows change for change.
 *
 *   NODE_ENV=production npx tsx tests/e2e/crash.ts [--port 3200] [--dist .next] [--clients 32] [--kill-after 8000]
 *
 * `--tamper 1` deletes one acknowledged figure behind the server's back before checking, to see
 * the check fail (it must).
 *
 * Needs an existing production build (`--dist`, default `.next`; never builds) and PostgreSQL on
 * 127.0.0.1:5432 (a fresh database of its own, dropped afterwards). tests/e2e/run.ts runs it after
 * the Playwright run. Exits 1 on any loss, duplicate or audit mismatch.
 *
 * What may be found for a write that was in flight at the kill: nothing, or the write once. An
 * edit acknowledged may be superseded only by a later edit of the same row (each row is edited by
 * the one client that created it, one edit at a time, so "later" is that client's order).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import postgres from "postgres";
import { createDatabase, dropDatabase, postgresAvailable } from "../setup/test-database";
import { nextStartArgs } from "../../scripts/serve";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const PORT = Number(args.get("port") ?? process.env.CRASH_PORT ?? 3200);
const DIST = args.get("dist") ?? process.env.CRASH_DIST_DIR ?? ".next";
const CLIENTS = Number(args.get("clients") ?? 32);
const ACCOUNTS = 8;
/** How long the clients write before the kill, and how long they may keep going after it. */
const KILL_AFTER_MS = Number(args.get("kill-after") ?? 8000);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = process.env.E2E_OUTPUT_DIR || "test-results";
const PASSWORD = "crash-pass-123";

type Account = { token: string; companyId: string; address: string };
/** A create the server acknowledged (2xx with the row's id) or one still in flight at the kill. */
type Create = { kind: "entry" | "target"; key: string; value: string; id?: string; state: "ack" | "inflight" | "refused" };
/** An edit of one entry, in the order its client sent them. */
type Edit = { entryId: string; value: string; state: "ack" | "inflight" | "refused" };

const creates: Create[] = [];
const edits: Edit[] = [];
const refusals: string[] = [];

function startServer(databaseUrl: string, log: fs.WriteStream): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    PORT: String(PORT),
    APP_URL: `http://localhost:${PORT}`,
    AUTH_SECRET: "crash-secret-0123456789abcdef0123456789abcdef",
    DATABASE_URL: databaseUrl,
  };
  for (const key of [
    "RAZORPAY_KEY_ID",
    "RAZORPAY_KEY_SECRET",
    "RAZORPAY_WEBHOOK_SECRET",
    "RAZORPAY_API_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "SMTP_URL",
    "DEMO_SEED",
  ]) {
    delete env[key];
  }
  // The server `npm start` runs (scripts/serve.ts), in its own process group so that the kill takes all of it, as a crash of the host would.
  const child = spawn(process.execPath, nextStartArgs(PORT), { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

async function waitForHealth(child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (see ${OUT}/crash-server-${PORT}.log)`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return Date.now() - started;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

async function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function api(method: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}/api${pathname}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function account(i: number): Promise<Account> {
  const address = `10.77.0.${i + 1}`;
  const signup = await api(
    "POST",
    "/auth/signup",
    { email: `crash-${process.pid}-${i}@example.com`, password: PASSWORD, full_name: `Crash User ${i}`, company_name: "Crash Co" },
    { "x-forwarded-for": address },
  );
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const auth = { authorization: `Bearer ${signup.body.access_token}` };
  const company = await api(
    "POST",
    "/companies",
    { name: `Crash Co ${i}`, industry: "Manufacturing", location: "Pune, Maharashtra", size: "201-500", description: "" },
    auth,
  );
  if (company.status !== 201) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const frameworks = await fetch(`${BASE}/api/companies/${company.body.id}/frameworks`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...auth },
    body: '["BRSR"]',
  });
  if (!frameworks.ok) throw new Error(`frameworks: ${frameworks.status}`);
  return { token: signup.body.access_token, companyId: company.body.id, address };
}

let killed = false;

/** One writing client: new figures, edits of its own figures, KPI targets, one request at a time. */
async function client(c: number, a: Account) {
  const auth = { authorization: `Bearer ${a.token}` };
  const mine: string[] = [];
  for (let n = 0; !killed; n++) {
    const roll = n % 5;
    try {
      if (roll === 1 && mine.length) {
        const edit: Edit = { entryId: mine[n % mine.length], value: `${c}.${n}`, state: "inflight" };
        edits.push(edit);
        const res = await api("PATCH", `/esg-data/${edit.entryId}`, { value: edit.value }, auth);
        if (res.status === 200 && res.body?.value === edit.value) edit.state = "ack";
        else refuse(edit, `PATCH ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      } else if (roll === 3) {
        const key = `Crash target ${c}-${n}`;
        const create: Create = { kind: "target", key, value: String(1000 + n), state: "inflight" };
        creates.push(create);
        const res = await api(
          "POST",
          "/kpi-targets",
          { company_id: a.companyId, framework: "BRSR", category: "environmental", metric: key, target_value: 1000 + n, unit: "t", target_period: "FY 2030" },
          auth,
        );
        if (res.status === 201 && res.body?.id) Object.assign(create, { state: "ack", id: res.body.id });
        else refuse(create, `POST kpi-targets ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      } else {
        const key = `Crash figure ${c}-${n}`;
        const create: Create = { kind: "entry", key, value: `${c}${n}`, state: "inflight" };
        creates.push(create);
        const res = await api(
          "POST",
          "/esg-data",
          {
            company_id: a.companyId,
            framework: "BRSR",
            category: "environmental",
            metric: key,
            value: create.value,
            unit: "t",
            period: "FY 2024-25",
            notes: "",
          },
          auth,
        );
        if (res.status === 201 && res.body?.id) {
          Object.assign(create, { state: "ack", id: res.body.id });
          mine.push(res.body.id);
        } else refuse(create, `POST esg-data ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    } catch {
      // The connection died with the server: whatever was sent stays "in flight".
      if (killed) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function refuse(write: { state: string }, why: string) {
  // An answer received before the kill that is not a success is a failure of its own; after the
  // kill a proxy-less connection cannot answer at all, so this only counts answers that arrived.
  if (killed) return;
  write.state = "refused";
  refusals.push(why);
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(DIST, "BUILD_ID"))) throw new Error(`no production build in ${DIST} (run next build first)`);
  if (!(await postgresAvailable())) throw new Error("PostgreSQL is not available on 127.0.0.1:5432");
  if (!(await portFree(PORT))) throw new Error(`port ${PORT} is in use`);
  fs.mkdirSync(OUT, { recursive: true });
  const log = fs.createWriteStream(path.join(OUT, `crash-server-${PORT}.log`));
  const name = `esg_crash_${process.pid}`;
  await dropDatabase(name);
  const url = await createDatabase(name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  let server: ChildProcess | null = null;
  try {
    server = startServer(url, log);
    console.log(`[crash] server up in ${await waitForHealth(server)} ms (${DIST}, :${PORT})`);
    const accounts: Account[] = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await account(i));

    const running = Array.from({ length: CLIENTS }, (_, c) => client(c, accounts[c % ACCOUNTS]));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    const before = { acknowledged: creates.filter((w) => w.state === "ack").length + edits.filter((e) => e.state === "ack").length };
    killed = true;
    process.kill(-server.pid!, "SIGKILL");
    await Promise.all(running);
    await new Promise<void>((resolve) => (server!.exitCode !== null || server!.signalCode ? resolve() : server!.once("exit", () => resolve())));
    console.log(`[crash] SIGKILL after ${KILL_AFTER_MS} ms of writes (${before.acknowledged} writes acknowledged by then)`);

    server = startServer(url, log);
    console.log(`[crash] restarted, healthy in ${await waitForHealth(server)} ms`);
    if (args.get("tamper") === "1") {
      const victim = creates.find((w) => w.state === "ack" && w.kind === "entry");
      if (victim) await sql`delete from esg_data_entries where id = ${victim.id!}`;
    }
    return await check(sql, accounts);
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        /* gone */
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    await sql.end();
    await dropDatabase(name);
    log.end();
  }
}

async function check(sql: postgres.Sql, accounts: Account[]): Promise<number> {
  const companyIds = accounts.map((a) => a.companyId);
  const entries = await sql<
    { id: string; metric: string; value: string }[]
  >`select id, metric, value from esg_data_entries where company_id in ${sql(companyIds)}`;
  const targets = await sql<
    { id: string; metric: string; target_value: number }[]
  >`select id, metric, target_value from kpi_targets where company_id in ${sql(companyIds)}`;
  const audit = await sql<{ id: string; entity: string; entity_id: string; action: string; old_value: any; new_value: any }[]>`
    select id, entity, entity_id, action, old_value, new_value from audit_log
    where company_id in ${sql(companyIds)} and entity in ('esg_data_entry', 'kpi_target') order by id`;

  const problems: string[] = [...refusals.map((r) => `refused before the kill: ${r}`)];
  const byMetric = new Map<string, { id: string; value: string }[]>();
  for (const e of entries) byMetric.set(e.metric, [...(byMetric.get(e.metric) ?? []), { id: e.id, value: e.value }]);
  for (const t of targets) byMetric.set(t.metric, [...(byMetric.get(t.metric) ?? []), { id: t.id, value: String(t.target_value) }]);
  const issued = new Set(creates.map((w) => w.key));
  for (const key of byMetric.keys()) if (!issued.has(key)) problems.push(`${key}: stored but never sent`);

  let found = 0;
  let inflightFound = 0;
  for (const w of creates) {
    const rows = byMetric.get(w.key) ?? [];
    if (rows.length > 1) problems.push(`${w.key}: stored ${rows.length} times`);
    if (w.state === "ack") {
      if (!rows.length) problems.push(`${w.key}: acknowledged (${w.id}) but missing`);
      else if (rows[0].id !== w.id) problems.push(`${w.key}: acknowledged as ${w.id}, stored as ${rows[0].id}`);
      else found++;
    } else if (w.state === "inflight" && rows.length) inflightFound++;
    else if (w.state === "refused" && rows.length) problems.push(`${w.key}: refused but stored`);
  }

  // Each entry's value: its last acknowledged edit, or an edit sent after it (in flight at the kill).
  const editsOf = new Map<string, Edit[]>();
  for (const e of edits) editsOf.set(e.entryId, [...(editsOf.get(e.entryId) ?? []), e]);
  const stored = new Map(entries.map((e) => [e.id, e.value]));
  let editsAcked = 0;
  for (const [entryId, list] of editsOf) {
    const value = stored.get(entryId);
    const lastAck = list.map((e) => e.state).lastIndexOf("ack");
    editsAcked += list.filter((e) => e.state === "ack").length;
    const created = creates.find((c) => c.id === entryId)!;
    const allowed = [
      lastAck >= 0 ? list[lastAck].value : created.value,
      ...list
        .slice(lastAck + 1)
        .filter((e) => e.state === "inflight")
        .map((e) => e.value),
    ];
    if (value === undefined) problems.push(`entry ${entryId}: edited but missing`);
    else if (!allowed.includes(value)) problems.push(`entry ${entryId}: holds ${value}, expected one of ${allowed.join(", ")}`);
  }

  // The audit trail, change for change: a create row per row, the last row's value the stored one,
  // and no row for a change that is not there.
  const trail = new Map<string, (typeof audit)[number][]>();
  for (const r of audit) trail.set(`${r.entity}|${r.entity_id}`, [...(trail.get(`${r.entity}|${r.entity_id}`) ?? []), r]);
  const rows = [
    ...entries.map((e) => ({ key: `esg_data_entry|${e.id}`, value: e.value, field: "value" })),
    ...targets.map((t) => ({ key: `kpi_target|${t.id}`, value: t.target_value, field: "target_value" })),
  ];
  for (const r of rows) {
    const list = trail.get(r.key) ?? [];
    trail.delete(r.key);
    if (list[0]?.action !== "create" || list.filter((a) => a.action === "create").length !== 1) {
      problems.push(`${r.key}: audit ${list.map((a) => a.action).join(",") || "missing"}`);
      continue;
    }
    if (String(list.at(-1)!.new_value?.[r.field]) !== String(r.value))
      problems.push(`${r.key}: stored ${r.value}, last audit row says ${list.at(-1)!.new_value?.[r.field]}`);
    for (let i = 1; i < list.length; i++) {
      if (JSON.stringify(list[i].old_value?.[r.field]) !== JSON.stringify(list[i - 1].new_value?.[r.field]))
        problems.push(`${r.key}: audit row ${list[i].id} does not follow ${list[i - 1].id}`);
    }
    if (r.key.startsWith("esg_data_entry|")) {
      const sent = editsOf.get(r.key.split("|")[1]) ?? [];
      const updates = list.length - 1;
      const acked = sent.filter((e) => e.state === "ack").length;
      if (updates < acked || updates > sent.length) problems.push(`${r.key}: ${updates} update rows for ${acked} acknowledged of ${sent.length} sent edits`);
    }
  }
  for (const [key, list] of trail) problems.push(`${key}: audit rows (${list.map((a) => a.action).join(",")}) without the row`);

  const ackCreates = creates.filter((w) => w.state === "ack").length;
  const inflight = creates.filter((w) => w.state === "inflight").length + edits.filter((e) => e.state === "inflight").length;
  console.log(
    `[crash] ${CLIENTS} clients: acknowledged ${ackCreates} creates (${creates.filter((w) => w.state === "ack" && w.kind === "entry").length} entries, ` +
      `${creates.filter((w) => w.state === "ack" && w.kind === "target").length} KPI targets) and ${editsAcked} edits; ` +
      `in flight at the kill ${inflight} (${inflightFound} of the ${creates.filter((w) => w.state === "inflight").length} in-flight creates found); ` +
      `found ${found} of ${ackCreates} acknowledged creates; ${audit.length} audit rows checked`,
  );
  if (problems.length) {
    console.error(`[crash] FAILED: ${problems.length} problem(s)\n  ${problems.slice(0, 40).join("\n  ")}`);
    return 1;
  }
  if (ackCreates === 0) {
    console.error("[crash] FAILED: nothing was acknowledged before the kill; the test proved nothing");
    return 1;
  }
  console.log("[crash] ok: every acknowledged write present once with its value; audit trail matches the rows");
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error("[crash]", error);
}
process.exit(code);
