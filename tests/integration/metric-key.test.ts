import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { rekeyMetricNames } from "@/lib/esg-data/metric-keys";
import { metricKey } from "@/lib/frameworks/metric-key";
import { createCompany, createUser } from "../helpers/factories";

const ASCII_NAMES = ["  Scope 1\t\temissions ", "WATER\nwithdrawal", "a  b   c", "Energy (GJ) - Total", "x\u000by\fz\r\n", "Already keyed"];
const OTHER_NAMES = ["Émissions  DIRECTES", "पानी  उपयोग", "Scope\u00a01 emissions", "ΣΟΦΙΑΣ", "\u3000Ideographic\u2003space "];

/** Migration 0005's backfill statement, as the migrator runs it. */
function migrationBackfill(): string {
  const text = fs.readFileSync(path.join(process.cwd(), "db", "migrations", "0005_metric_key.sql"), "utf8");
  const statement = text.split("--> statement-breakpoint").find((s) => /^\s*UPDATE/m.test(s.replace(/^\s*--.*$/gm, "")));
  if (!statement) throw new Error("0005_metric_key.sql has no UPDATE");
  return statement;
}

describe("metric_key", () => {
  it("is written by createEntry and updateEntry", async () => {
    const { user } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const dto = await createEntry({
      companyId: company.id,
      actorId: user.id,
      data: { framework: "BRSR", category: "environmental", metric: "Site 4  DIESEL use", value: "10", unit: "kL", period: "FY 2024-25" },
    });
    const db = await getDb();
    const key = async () => (await db.select({ key: esgDataEntries.metricKey }).from(esgDataEntries).where(eq(esgDataEntries.id, dto.id)))[0].key;
    expect(await key()).toBe("site 4 diesel use");
    await updateEntry({ entryId: dto.id, actorId: user.id, data: { metric: " Borewell\twater  drawn" } });
    expect(await key()).toBe("borewell water drawn");
    // The stamp of a calculation's re-save still applies beside the key.
    const stamped = await updateEntry({ entryId: dto.id, actorId: user.id, data: { value: "11" }, stamp: { source: "calculator", calculatorRunId: null } });
    expect(stamped.source).toBe("calculator");
    expect(await key()).toBe("borewell water drawn");
  });

  it("is backfilled for rows from before the column: by the migration's SQL in ASCII, by metricKey() at start for the rest", async () => {
    const { user } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const db = await getDb();
    const names = [...ASCII_NAMES, ...OTHER_NAMES];
    const rows = await db
      .insert(esgDataEntries)
      .values(
        names.map((metric) => ({
          companyId: company.id,
          framework: "BRSR",
          category: "environmental",
          metric,
          metricKey: "stale",
          value: "1",
          period: "FY 2024-25",
        })),
      )
      .returning({ id: esgDataEntries.id, metric: esgDataEntries.metric, updatedAt: esgDataEntries.updatedAt });
    // The migration's statement keys every row (other companies' rows are keyed already, and stay so).
    await db.execute(sql.raw(migrationBackfill()));
    const keyed = async () => new Map((await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).map((r) => [r.metric, r]));
    const afterSql = await keyed();
    for (const name of ASCII_NAMES) expect(afterSql.get(name)!.metricKey, JSON.stringify(name)).toBe(metricKey(name));

    // translate() lower-cases A-Z only: 'Émissions' and the Greek name at least are keyed again.
    expect(await rekeyMetricNames(db)).toBeGreaterThanOrEqual(2);
    const afterStart = await keyed();
    for (const name of names) expect(afterStart.get(name)!.metricKey, JSON.stringify(name)).toBe(metricKey(name));
    expect(metricKey("Scope\u00a01 emissions")).toBe("scope 1 emissions");
    // A key is not an edit: updated_at stays.
    for (const r of rows) expect(afterStart.get(r.metric)!.updatedAt).toEqual(r.updatedAt);
    // Idempotent: nothing left to key.
    expect(await rekeyMetricNames(db)).toBe(0);
  });
});
