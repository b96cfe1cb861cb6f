import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { entrySummaries, esgDataEntries } from "@/db/schema";
import { deleteCompany } from "@/lib/portfolio/delete-company";
import { recomputedGroupsQuery, recomputedRollupsQuery, rebuildEntrySummaries } from "@/lib/dashboard/summaries";
import { createEntry, deleteEntries, deleteEntry, insertEntries, updateEntry } from "@/lib/esg-data/service";
import { reviewEntry } from "@/lib/review/service";
import { GET as dashboardRoute } from "@/app/api/dashboard/[companyId]/route";
import { saveCells } from "@/lib/brsr/service";
import { partnerInput } from "@/lib/value-chain/schemas";
import { createPartner } from "@/lib/value-chain/service";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

/**
 * The dashboard's summaries are kept by the writes themselves. After any sequence of
 * creates, edits, review steps, deletes, imports, reverts and company deletions they equal a full
 * recomputation from the entries.
 */

const METRICS = [
  ["environmental", "Scope 1 emissions"],
  ["environmental", "Scope 2 emissions"],
  ["social", "Employee turnover"],
  ["governance", "Board independence"],
] as const;
const PERIODS = ["FY 2023-24", "FY 2024-25", "Q1 FY 2024-25"];

type Row = Record<string, unknown>;
const norm = (rows: Row[]) =>
  rows
    .map((r): Row => ({ ...r, latest: r.latest ? new Date(r.latest as string).toISOString() : null }))
    .map((r) => JSON.stringify([r.company_id, r.framework, r.category, r.metric_key, r.entries, r.draft, r.submitted, r.approved, r.rejected, r.latest]))
    .sort();

async function expectSummariesExact(companyIds: string[]) {
  const db = await getDb();
  for (const id of companyIds) {
    const kept = await queryRows<Row>(db, sql`SELECT * FROM entry_summaries WHERE company_id = ${id}`);
    const computed = await queryRows<Row>(db, recomputedGroupsQuery(id));
    expect(norm(kept), `summaries of ${id}`).toEqual(norm(computed));
    // Their rollups per framework and category (migration 0013), which the dashboard's totals read.
    const rolled = await queryRows<Row>(db, sql`SELECT * FROM entry_rollups WHERE company_id = ${id}`);
    const rolledUp = await queryRows<Row>(db, recomputedRollupsQuery(id));
    expect(norm(rolled), `rollups of ${id}`).toEqual(norm(rolledUp));
  }
  // A deleted company leaves no rollup behind.
  const orphans = await queryRows<Row>(db, sql`SELECT * FROM entry_rollups r WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = r.company_id)`);
  expect(orphans).toEqual([]);
}

type Op =
  | { kind: "create"; metric: number; period: number; company: number }
  | { kind: "edit"; pick: number; metric: number; value: number }
  | { kind: "review"; pick: number; action: "submit" | "approve" }
  | { kind: "delete"; pick: number }
  | { kind: "import"; count: number; company: number }
  | { kind: "revert"; company: number }
  | { kind: "deleteCompany"; company: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("create" as const), metric: fc.nat(3), period: fc.nat(2), company: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), metric: fc.nat(3), value: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("review" as const), pick: fc.nat(), action: fc.constantFrom("submit" as const, "approve" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("import" as const), count: fc.integer({ min: 1, max: 30 }), company: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("revert" as const), company: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteCompany" as const), company: fc.nat(1) }) },
);

describe("entry summaries", () => {
  it("equal a full recomputation after any sequence of writes", async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
    console.info(`entry summaries: fast-check seed ${seed}`);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const owner = await createUser({ subscribed: true });
        const reviewer = await addMember((await createCompany(owner.user.id)).id, "viewer");
        const made = [await createCompany(owner.user.id, { frameworks: ["BRSR"] }), await createCompany(owner.user.id, { frameworks: ["BRSR"] })];
        const db = await getDb();
        for (const c of made) await db.execute(sql`INSERT INTO company_members (company_id, user_id, role) VALUES (${c.id}, ${reviewer.user.id}, 'reviewer')`);
        const alive = new Set(made.map((c) => c.id));
        const imported = new Map<string, string[]>();
        const entryIds = async () =>
          (
            await db
              .select({ id: esgDataEntries.id })
              .from(esgDataEntries)
              .where(sql`${esgDataEntries.companyId} in ${[...made.map((c) => c.id)]}`)
          ).map((r) => r.id);
        let n = 0;
        for (const o of ops) {
          const ids = await entryIds();
          const picked = ids.length ? ids[("pick" in o ? o.pick : 0) % ids.length] : null;
          const company = "company" in o ? made[o.company] : null;
          try {
            if (o.kind === "create" && company && alive.has(company.id)) {
              const [category, metric] = METRICS[o.metric];
              await createEntry({
                companyId: company.id,
                actorId: owner.user.id,
                data: { framework: "BRSR", category, metric, value: String(++n), unit: "", period: PERIODS[o.period] },
              });
            } else if (o.kind === "edit" && picked) {
              const [category, metric] = METRICS[o.metric];
              await updateEntry({ entryId: picked, actorId: owner.user.id, data: { category, metric, value: String(o.value) } });
            } else if (o.kind === "review" && picked) {
              await reviewEntry({
                user: o.action === "submit" ? owner.user : reviewer.user,
                entryId: picked,
                input: { action: o.action },
                demand: { use: "write" },
              });
            } else if (o.kind === "delete" && picked) {
              await deleteEntry({ entryId: picked, actorId: owner.user.id });
            } else if (o.kind === "import" && company && alive.has(company.id)) {
              const rows = await db.transaction((tx) =>
                insertEntries({
                  db: tx,
                  companyId: company.id,
                  actorId: owner.user.id,
                  source: "import",
                  entries: Array.from({ length: o.count }, (_, i) => {
                    const [category, metric] = METRICS[i % METRICS.length];
                    return { framework: "BRSR", category, metric, value: String(i), unit: "", period: PERIODS[i % PERIODS.length], notes: "" };
                  }),
                }),
              );
              imported.set(company.id, [...(imported.get(company.id) ?? []), ...rows.map((r) => r.id)]);
            } else if (o.kind === "revert" && company && alive.has(company.id) && imported.get(company.id)?.length) {
              await db.transaction((tx) => deleteEntries({ db: tx, companyId: company.id, entryIds: imported.get(company.id)!, actorId: owner.user.id }));
              imported.delete(company.id);
            } else if (o.kind === "deleteCompany" && company && alive.has(company.id)) {
              await deleteCompany({ user: owner.user, company });
              alive.delete(company.id);
            }
          } catch (e) {
            // A review step the rules refuse (wrong state, own figure) or an entry already gone: not a summary matter.
            if (!(e instanceof Error && "status" in e)) throw e;
          }
        }
        await expectSummariesExact(made.map((c) => c.id));
        for (const c of made)
          if (!alive.has(c.id))
            expect(await db.select().from(entrySummaries).where(eq(entrySummaries.companyId, c.id)), "a deleted company keeps no summary").toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 30), seed },
    );
  }, 300_000);

  it("leave out a value-chain partner's figures (the partner's, not the company's), as do the dashboard's totals", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "5", unit: "tCO2e", period: "FY 2024-25" },
    });
    const partner = await createPartner({
      company,
      actorId: owner.user.id,
      input: partnerInput.parse({ name: "Odisha Ore", side: "upstream", amounts: { "2024-25": 1_00_000 } }),
    });
    await saveCells({
      company,
      actorId: owner.user.id,
      fyParam: "2024-25",
      cells: [
        { key: "P6-E7-S1", value: "800" },
        { key: "P6-E7-S2", value: "300" },
        { key: "P6-E3-CONSUMPTION", value: "40" },
      ],
      unitId: partner.unit_id,
    });
    const db = await getDb();
    const partnerFigures = async () => (await db.select().from(esgDataEntries).where(eq(esgDataEntries.unitId, partner.unit_id))).length;
    expect(await partnerFigures()).toBe(3);
    const counted = async () => {
      const [row] = await queryRows<{ entries: number; submitted: number }>(
        db,
        sql`SELECT coalesce(sum(entries), 0)::int AS entries, coalesce(sum(submitted), 0)::int AS submitted FROM entry_rollups WHERE company_id = ${company.id}`,
      );
      const dashboard = await call<any>(dashboardRoute, { token: owner.token, params: { companyId: company.id } });
      expect(dashboard.status).toBe(200);
      return { ...row, total_metrics: dashboard.body.statistics.total_metrics };
    };
    expect(await counted()).toEqual({ entries: 1, submitted: 0, total_metrics: 1 });
    await expectSummariesExact([company.id]);
    // Submitted for review, then deleted: still not the company's, never below zero.
    await db.execute(sql`UPDATE esg_data_entries SET review_state = 'submitted' WHERE unit_id = ${partner.unit_id}`);
    expect(await counted()).toEqual({ entries: 1, submitted: 0, total_metrics: 1 });
    await db.execute(sql`DELETE FROM esg_data_entries WHERE unit_id = ${partner.unit_id} AND metric_key <> 'scope 1 emissions'`);
    expect(await partnerFigures()).toBe(1);
    expect(await counted()).toEqual({ entries: 1, submitted: 0, total_metrics: 1 });
    await expectSummariesExact([company.id]);
    // The rebuild agrees.
    await rebuildEntrySummaries(db, company.id);
    expect(await counted()).toEqual({ entries: 1, submitted: 0, total_metrics: 1 });
    await expectSummariesExact([company.id]);
  });

  it("are rebuilt from the entries by the command, whatever they had become", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    for (const period of PERIODS)
      await createEntry({
        companyId: company.id,
        actorId: owner.user.id,
        data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "1", unit: "t", period },
      });
    const db = await getDb();
    await db.execute(sql`UPDATE entry_summaries SET entries = 99, latest = NULL WHERE company_id = ${company.id}`);
    await db.execute(sql`UPDATE entry_rollups SET entries = 7, draft = 0 WHERE company_id = ${company.id}`);
    await db.execute(
      sql`INSERT INTO entry_summaries (company_id, framework, category, metric_key, entries) VALUES (${company.id}, 'GRI', 'social', 'stale', 5)`,
    );
    const versionOf = async () =>
      Number((await queryRows<{ version: string }>(db, sql`SELECT version FROM company_data_versions WHERE company_id = ${company.id}`))[0]?.version);
    const before = await versionOf();
    expect(await rebuildEntrySummaries(db, company.id)).toBe(1);
    await expectSummariesExact([company.id]);
    // Answers kept from the wrong summaries are not used again.
    expect(await versionOf()).not.toBe(before);
    const [row] = await db.select().from(entrySummaries).where(eq(entrySummaries.companyId, company.id));
    expect(row).toMatchObject({ framework: "BRSR", metricKey: "scope 1 emissions", entries: 3, draft: 3 });
  });
});
