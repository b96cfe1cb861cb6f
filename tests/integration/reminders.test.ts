import { spawn } from "node:child_process";
import { and, eq, isNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { getDb, getDriver } from "@/db/client";
import { dataRequests, reminderDeliveries, reportingUnits, requestSettings } from "@/db/schema";
import { newBoss, pgliteExecutor } from "@/lib/jobs/boss";
import { ensureQueues, QUEUES } from "@/lib/jobs/queues";
import { startWorkers } from "@/lib/jobs/workers";
import { indianDay } from "@/lib/format/dates";
import { scanReminders } from "@/lib/requests/reminders";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { decodeQuotedPrintable, startInbox } from "../helpers/smtp-inbox";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/companies/[id]/reminder-settings/route";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 180_000 });

let smtp: Awaited<ReturnType<typeof startInbox>>;
const bosses: PgBoss[] = [];
beforeAll(async () => {
  smtp = await startInbox();
  process.env.SMTP_URL = smtp.url;
});
afterEach(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, timeout: 1000 })));
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

const day = (offset: number) => indianDay(new Date(Date.now() + offset * 86_400_000));

async function company(requests: { due: number; createdDaysAgo?: number; state?: string; email?: string }[]) {
  const owner = await createUser({ subscribed: true, email: `owner-${Math.random().toString(36).slice(2)}@steel.example` });
  const c = await createCompany(owner.user.id, { name: "Deccan Steel" });
  const db = await getDb();
  const [unit] = await db.insert(reportingUnits).values({ companyId: c.id, name: "Vizag Plant", type: "plant" }).returning();
  const rows = [];
  for (let i = 0; i < requests.length; i += 1000) {
    rows.push(
      ...(await db
        .insert(dataRequests)
        .values(
          requests.slice(i, i + 1000).map((r, j) => ({
            companyId: c.id,
            unitId: unit.id,
            fy: "2024-25",
            cells: ["P6-E3-i"],
            assigneeEmail: r.email ?? `manager-${i + j}@plant.example`,
            dueDate: day(r.due),
            state: r.state ?? "not_started",
            createdAt: new Date(Date.now() - (r.createdDaysAgo ?? 30) * 86_400_000),
          })),
        )
        .returning()),
    );
  }
  return { owner, company: c, unit, requests: rows };
}

async function worker(): Promise<PgBoss> {
  const boss = await newBoss();
  bosses.push(boss);
  await ensureQueues(boss);
  await startWorkers(boss, { schedule: false });
  return boss;
}

const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));

async function unsent(companyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.companyId, companyId), isNull(reminderDeliveries.sentAt)));
}

describe("reminders on the job queue, through a real SMTP server", () => {
  it("sends each due reminder once (7 and 1 days before, overdue) plus the owners' digest, and nothing for a submitted request", async () => {
    const { owner, company: c } = await company([
      { due: 5, email: "seven@plant.example" },
      { due: 1, email: "eve@plant.example" },
      { due: -2, email: "late@plant.example" },
      { due: -2, state: "submitted", email: "done@plant.example" },
      { due: 20, email: "early@plant.example" },
    ]);
    const boss = await worker();
    const first = await scanReminders({ boss });
    expect(first.claimed).toBe(4);
    await vi.waitFor(
      async () => {
        expect(mailsTo("seven@plant.example")).toHaveLength(1);
        expect(mailsTo("eve@plant.example")).toHaveLength(1);
        expect(mailsTo("late@plant.example")).toHaveLength(1);
        expect(mailsTo(owner.user.email)).toHaveLength(1);
        // A delivery is recorded after the SMTP server took the message: wait for the records too.
        expect(await unsent(c.id)).toEqual([]);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(mailsTo("late@plant.example")[0].subject).toMatch(/^Overdue: FY 2024-25 figures for Vizag Plant/);
    expect(mailsTo("eve@plant.example")[0].subject).toMatch(/^Reminder: FY 2024-25 figures for Vizag Plant due/);
    expect(decodeQuotedPrintable(mailsTo("eve@plant.example")[0].raw)).toContain(
      "Deccan Steel asked you for 1 figure of Vizag Plant for FY 2024-25. The request is due tomorrow",
    );
    expect(mailsTo(owner.user.email)[0].subject).toMatch(/^Weekly data requests: Deccan Steel/);
    expect(mailsTo("done@plant.example")).toHaveLength(0);
    expect(mailsTo("early@plant.example")).toHaveLength(0);
    // The next minutes' scans find nothing new to claim, and every claim was sent.
    expect((await scanReminders({ boss })).claimed).toBe(0);
    expect(await unsent(c.id)).toEqual([]);
    const db = await getDb();
    const sent = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.companyId, c.id));
    expect(sent).toHaveLength(4);
    expect(sent.map((d) => d.rule)).toEqual(expect.arrayContaining(["before-1", "before-7", "overdue-0", expect.stringMatching(/^digest-/)]));
    expect(sent.every((d) => d.attempts === 1)).toBe(true);
  });

  it("follows the company's own schedule (3 days before)", async () => {
    const { company: c } = await company([{ due: 3, email: "three@plant.example" }]);
    const db = await getDb();
    const boss = await worker();
    expect((await scanReminders({ boss })).claimed).toBe(2); // before-7 and the digest
    await db.insert(requestSettings).values({ companyId: c.id, daysBefore: [3], overdueEveryDays: 7 });
    const [d] = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.recipient, "three@plant.example"));
    expect(d.rule).toBe("before-7");
    const later = await company([{ due: 3, email: "three-b@plant.example" }]);
    await db.insert(requestSettings).values({ companyId: later.company.id, daysBefore: [3], overdueEveryDays: 7 });
    await scanReminders({ boss });
    const [d2] = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.recipient, "three-b@plant.example"));
    expect(d2.rule).toBe("before-3");
  });

  it("honours the company's settings set through the API: which reminders, how many days before, the digest off", async () => {
    const { owner, company: c } = await company([
      { due: 5, email: "five@steel-settings.example" },
      { due: 2, email: "two@steel-settings.example" },
      { due: -3, email: "late@steel-settings.example" },
    ]);
    const path = `/api/companies/${c.id}/reminder-settings`;
    const get = await call<any>(settingsGet, { token: owner.token, params: { id: c.id }, path });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ days_before: [7, 1], overdue: true, overdue_every_days: 7, digest: true });
    const put = (token: string, body: unknown) => call<any>(settingsPut, { method: "PUT", token, params: { id: c.id }, path, body });
    const reviewer = await addMember(c.id, "reviewer");
    expect((await put(reviewer.token, { days_before: [2], overdue: false, overdue_every_days: 7, digest: false })).status).toBe(403);
    const bad = await put(owner.token, { days_before: [0], overdue: false, overdue_every_days: 7, digest: false });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^days_before/);
    expect((await put(owner.token, { days_before: [2], overdue: true, overdue_every_days: 0, digest: true })).status).toBe(422);

    // A reminder claimed under the old settings and not sent yet: the new settings drop it.
    const db = await getDb();
    await db
      .insert(reminderDeliveries)
      .values({ key: `digest:${c.id}:${owner.user.id}:test`, companyId: c.id, rule: "digest-test", recipient: owner.user.email });
    const saved = await put(owner.token, { days_before: [2, 2], overdue: false, overdue_every_days: 3, digest: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ days_before: [2], overdue: false, overdue_every_days: 3, digest: false });
    expect(await unsent(c.id)).toEqual([]);
    expect((await call<any>(settingsGet, { token: reviewer.token, params: { id: c.id }, path })).body).toEqual(saved.body);

    await worker();
    const boss = bosses[bosses.length - 1];
    await scanReminders({ boss });
    await vi.waitFor(() => expect(mailsTo("two@steel-settings.example")).toHaveLength(1), { timeout: 60_000, interval: 200 });
    const rows = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.companyId, c.id));
    // Only 'two days before': not the 7-day one (five days out), not the overdue one, not the owners' digest.
    expect(rows.map((d) => `${d.recipient} ${d.rule}`)).toEqual(["two@steel-settings.example before-2"]);
    expect(mailsTo("five@steel-settings.example")).toHaveLength(0);
    expect(mailsTo("late@steel-settings.example")).toHaveLength(0);
    expect(mailsTo(owner.user.email)).toHaveLength(0);

    // Overdue reminders and the digest switched on again: the next minute's scan sends them.
    expect((await put(owner.token, { days_before: [2], overdue: true, overdue_every_days: 3, digest: true })).status).toBe(200);
    await scanReminders({ boss });
    await vi.waitFor(
      () => {
        expect(mailsTo("late@steel-settings.example")).toHaveLength(1);
        expect(mailsTo(owner.user.email)).toHaveLength(1);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(mailsTo("late@steel-settings.example")[0].subject).toMatch(/^Overdue:/);
  });

  it("retries with back-off when the SMTP server refuses, and then delivers once", async () => {
    const boss = await worker();
    // Reminders claimed by the tests before are sent first, so the refusal below falls on this test's.
    await scanReminders({ boss });
    const db0 = await getDb();
    await vi.waitFor(async () => expect(await db0.select().from(reminderDeliveries).where(isNull(reminderDeliveries.sentAt))).toEqual([]), {
      timeout: 60_000,
      interval: 250,
    });
    const { owner, company: c } = await company([{ due: -1, email: "retry@plant.example" }]);
    // The first of the two messages (the reminder or the owner's digest, whichever goes first) is refused.
    smtp.failNext(1);
    await scanReminders({ boss });
    const db = await getDb();
    // The worker records a delivery after the SMTP server has taken the message: wait for the
    // record too, not only the mail (on a busy machine the mail came and the row was still unsent).
    await vi.waitFor(
      async () => {
        expect(mailsTo("retry@plant.example")).toHaveLength(1);
        expect(mailsTo(owner.user.email)).toHaveLength(1);
        const rows = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.companyId, c.id));
        expect(rows.every((d) => d.sentAt !== null)).toBe(true);
      },
      { timeout: 60_000, interval: 250 },
    );
    const rows = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.companyId, c.id));
    expect(rows.map((d) => d.attempts).sort()).toEqual([1, 2]);
    expect(rows.every((d) => d.sentAt !== null && d.lastError === null)).toBe(true);
  });

  it("a reminder queued by a process that is then killed (SIGKILL) is sent after a restart", async () => {
    if ((await getDriver()) !== "postgres") return; // the embedded database lives in one process
    await company([{ due: -1, email: "restart@plant.example" }]);
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "tests/fixtures/jobs/enqueue-then-hang.ts"], {
      env: { ...process.env, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    await vi.waitFor(() => expect(out).toMatch(/queued \d+/), { timeout: 60_000, interval: 200 });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(mailsTo("restart@plant.example")).toHaveLength(0);
    await worker();
    await vi.waitFor(() => expect(mailsTo("restart@plant.example")).toHaveLength(1), { timeout: 60_000, interval: 200 });
  });

  it("two workers on one database send 1,000 due reminders, each once", async () => {
    const { company: c, owner } = await company(Array.from({ length: 1000 }, () => ({ due: -1 })));
    const a = await worker();
    await worker();
    const started = Date.now();
    const { claimed } = await scanReminders({ boss: a });
    expect(claimed).toBe(1001);
    await vi.waitFor(() => expect(smtp.inbox.filter((m) => m.to.some((t) => t.startsWith("manager-"))).length).toBeGreaterThanOrEqual(1000), {
      timeout: 120_000,
      interval: 500,
    });
    console.info(`1,000 reminders on two workers: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await vi.waitFor(async () => expect(await unsent(c.id)).toEqual([]), { timeout: 30_000, interval: 500 });
    const perRecipient = new Map<string, number>();
    for (const m of smtp.inbox) for (const t of m.to) if (t.startsWith("manager-")) perRecipient.set(t, (perRecipient.get(t) ?? 0) + 1);
    expect(perRecipient.size).toBe(1000);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(mailsTo(owner.user.email)).toHaveLength(1);
  });
});

describe("pg-boss on the embedded PGlite (no DATABASE_URL)", () => {
  it("migrates its schema, queues and works a job through the db option", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const PgBossClass = (await import("pg-boss")).default;
    const client = new PGlite();
    const boss = new PgBossClass({ db: pgliteExecutor(client as never), schema: "pgboss" });
    boss.on("error", () => {});
    await boss.start();
    await ensureQueues(boss);
    const done: string[] = [];
    await boss.work<{ n: number }>(QUEUES.reminderSend.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      done.push(`${job.data.n}`);
    });
    await boss.send(QUEUES.reminderSend.name, { n: 7 });
    await vi.waitFor(() => expect(done).toEqual(["7"]), { timeout: 20_000, interval: 100 });
    await boss.stop({ graceful: false, timeout: 1000 });
    await client.close();
  });
});
