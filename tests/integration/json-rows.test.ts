import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { jsonRowsOf, rowFromJson } from "@/db/json-rows";
import { auditLog, kpiTargets, users } from "@/db/schema";
import { createCompany, createUser } from "../helpers/factories";

// The dashboard reads several result sets in one statement as JSON (lib/dashboard/service.ts):
// each row must come back exactly as drizzle's own select gives it.
describe("rows carried as JSON", () => {
  it("read back equal to the select's own rows: timestamps to the millisecond, floats, nulls, jsonb, joined columns", async () => {
    const db = await getDb();
    const owner = await createUser({ subscribed: true, fullName: "Owner Olga" });
    const company = await createCompany(owner.user.id);
    await db.insert(kpiTargets).values([
      { companyId: company.id, framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", targetValue: 1234.5678, targetPeriod: "FY 2030-31" },
      {
        companyId: company.id,
        framework: "GRI",
        category: "social",
        metric: "Women in workforce",
        targetValue: 0.1 + 0.2,
        baselineValue: 1e-9,
        baselinePeriod: "FY 2023-24",
        targetPeriod: "FY 2027-28",
        direction: "increase",
        notes: 'quotes " and \\ backslash',
        createdBy: owner.user.id,
      },
    ]);
    await db.insert(auditLog).values([
      { actorId: owner.user.id, companyId: company.id, entity: "json_rows_test", entityId: "1", action: "lock", newValue: { fy: "2024-25", nested: { n: 1 } } },
      { actorId: null, companyId: company.id, entity: "json_rows_test", entityId: "2", action: "note", newValue: ["a", 1, null], oldValue: null },
    ]);

    const targets = db.select().from(kpiTargets).where(eq(kpiTargets.companyId, company.id)).orderBy(desc(kpiTargets.createdAt), desc(kpiTargets.id));
    const eventFields = { action: auditLog.action, newValue: auditLog.newValue, oldValue: auditLog.oldValue, at: auditLog.createdAt, name: users.fullName };
    const events = db
      .select(eventFields)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.entity, "json_rows_test"))
      .orderBy(desc(auditLog.id));

    const [row] = await queryRows<{ targets: Record<string, unknown>[]; events: Record<string, unknown>[] }>(
      db,
      sql`SELECT ${jsonRowsOf(targets)} AS targets, ${jsonRowsOf(events)} AS events`,
    );
    const viaJson = row.targets.map((r) => rowFromJson(getTableColumns(kpiTargets), r));
    const direct = await targets;
    // PostgreSQL keeps microseconds; a Date keeps milliseconds either way.
    expect(viaJson).toEqual(direct);
    expect(viaJson.map((t) => (t as { targetValue: number }).targetValue).sort()).toEqual([0.1 + 0.2, 1234.5678]);
    expect(row.events.map((r) => rowFromJson(eventFields, r))).toEqual(await events);
    expect(row.events.map((r) => rowFromJson<{ newValue: unknown }>(eventFields, r).newValue)).toEqual([["a", 1, null], { fy: "2024-25", nested: { n: 1 } }]);
  });

  it("is an empty array when the select finds nothing", async () => {
    const db = await getDb();
    const none = db.select().from(kpiTargets).where(eq(kpiTargets.companyId, "00000000-0000-4000-8000-000000000000"));
    const [row] = await queryRows<{ rows: unknown[] }>(db, sql`SELECT ${jsonRowsOf(none)} AS rows`);
    expect(row.rows).toEqual([]);
  });
});
