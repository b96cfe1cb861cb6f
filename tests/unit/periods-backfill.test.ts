import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { companies, esgDataEntries } from "@/db/schema";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { backfillPeriods, recomputeCompanyPeriods } from "@/lib/periods/backfill";
import { createCompany, createUser } from "../helpers/factories";
import { createDatabase, dropDatabase, postgresAvailable } from "../setup/test-database";
import { TEST_ENV, UNSET_ENV } from "../setup/test-env";

// The writers of the period columns need a database: this file's own, as integration tests get
// (PostgreSQL when it answers, PGlite in memory otherwise). The setup is repeated here rather
// than imported because the unit project's hook timeout is too short for migrations on PGlite.
Object.assign(process.env, TEST_ENV);
for (const key of UNSET_ENV) delete process.env[key];
let databaseName: string | null = null;

beforeAll(async () => {
  if (await postgresAvailable()) {
    databaseName = `esg_test_periods_${process.pid}_${randomBytes(4).toString("hex")}`;
    process.env.DATABASE_URL = await createDatabase(databaseName);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = "memory://";
  }
  await runMigrations();
}, 120_000);

afterAll(async () => {
  await closeDb();
  if (databaseName) await dropDatabase(databaseName);
}, 60_000);

const columns = async (id: string) => {
  const db = await getDb();
  const [row] = await db
    .select({ kind: esgDataEntries.periodKind, start: esgDataEntries.periodStart, end: esgDataEntries.periodEnd, updatedAt: esgDataEntries.updatedAt })
    .from(esgDataEntries)
    .where(eq(esgDataEntries.id, id));
  return row;
};

async function company(fyStartMonth = 4) {
  const owner = await createUser({ subscribed: true });
  return createCompany(owner.user.id, { frameworks: ["BRSR"], fyStartMonth });
}

/** As the demo seed writes them: no period columns, so 'unparsed'. */
async function insertRaw(companyId: string, periods: string[]) {
  const db = await getDb();
  const rows = await db
    .insert(esgDataEntries)
    .values(
      periods.map((period) => ({
        companyId,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        metricKey: "scope 1 emissions",
        value: "1",
        period,
      })),
    )
    .returning({ id: esgDataEntries.id });
  return rows.map((r) => r.id);
}

const body = (period: string) => ({ framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "10", unit: "tCO2e", period });

describe("entry writes", () => {
  it("reads the period with the company's start month on create and update", async () => {
    const c = await company(7);
    const dto = await createEntry({ companyId: c.id, actorId: null, data: body("FY 2024-25") });
    expect(await columns(dto.id)).toMatchObject({ kind: "fy", start: "2024-07-01", end: "2025-06-30" });

    await updateEntry({ entryId: dto.id, actorId: null, data: { period: "Q1 FY25" } });
    expect(await columns(dto.id)).toMatchObject({ kind: "quarter", start: "2024-07-01", end: "2024-09-30" });

    await updateEntry({ entryId: dto.id, actorId: null, data: { period: "Calculated 23/11/2026" } });
    expect(await columns(dto.id)).toMatchObject({ kind: "date", start: "2026-11-23", end: "2026-11-23" });

    await updateEntry({ entryId: dto.id, actorId: null, data: { period: "whenever" } });
    expect(await columns(dto.id)).toMatchObject({ kind: "unparsed", start: null, end: null });
  });

  it("reads an April year by default", async () => {
    const c = await company();
    const dto = await createEntry({ companyId: c.id, actorId: null, data: body("FY 2024") });
    expect(await columns(dto.id)).toMatchObject({ kind: "fy", start: "2023-04-01", end: "2024-03-31" });
  });
});

describe("backfillPeriods", () => {
  it("fills unparsed rows that read, once, without touching updated_at", async () => {
    const april = await company();
    const july = await company(7);
    const [fy, quarter, latest, blank] = await insertRaw(april.id, ["FY 2024-25", "Q1 2025", "latest", "2024-26"]);
    const [julyFy] = await insertRaw(july.id, ["FY25"]);
    const before = await columns(fy);

    const db = await getDb();
    expect(await backfillPeriods(db)).toBeGreaterThanOrEqual(3);
    expect(await columns(fy)).toMatchObject({ kind: "fy", start: "2024-04-01", end: "2025-03-31", updatedAt: before.updatedAt });
    expect(await columns(quarter)).toMatchObject({ kind: "quarter", start: "2025-01-01", end: "2025-03-31" });
    expect(await columns(julyFy)).toMatchObject({ kind: "fy", start: "2024-07-01", end: "2025-06-30" });
    expect(await columns(latest)).toMatchObject({ kind: "unparsed", start: null });
    expect(await columns(blank)).toMatchObject({ kind: "unparsed", start: null });

    expect(await backfillPeriods(db)).toBe(0);
  });

  it("works through more rows than one batch", { timeout: 60_000 }, async () => {
    const c = await company();
    const ids = await insertRaw(
      c.id,
      Array.from({ length: 1203 }, (_, i) => (i % 2 ? `FY ${2000 + (i % 30)}` : `soon ${i}`)),
    );
    expect(await backfillPeriods(await getDb())).toBe(601);
    expect(await columns(ids[1])).toMatchObject({ kind: "fy", start: "2000-04-01", end: "2001-03-31" });
    expect(await columns(ids[1202])).toMatchObject({ kind: "unparsed" });
  });
});

describe("recomputeCompanyPeriods", () => {
  it("reads a company's periods again after its start month changes", async () => {
    const c = await company();
    const fy = await createEntry({ companyId: c.id, actorId: null, data: body("FY 2024-25") });
    const month = await createEntry({ companyId: c.id, actorId: null, data: body("Apr 2024") });
    const other = await company();
    const untouched = await createEntry({ companyId: other.id, actorId: null, data: body("FY 2024-25") });

    const db = await getDb();
    await db.update(companies).set({ fyStartMonth: 1 }).where(eq(companies.id, c.id));
    // A January year never spans two calendar years: 'FY 2024-25' no longer names one.
    expect(await recomputeCompanyPeriods(db, c.id)).toBe(1);
    expect(await columns(fy.id)).toMatchObject({ kind: "unparsed", start: null, end: null });
    expect(await columns(month.id)).toMatchObject({ kind: "month", start: "2024-04-01" });

    await db.update(companies).set({ fyStartMonth: 7 }).where(eq(companies.id, c.id));
    await db.transaction(async (tx) => {
      expect(await recomputeCompanyPeriods(tx, c.id)).toBe(1);
    });
    expect(await columns(fy.id)).toMatchObject({ kind: "fy", start: "2024-07-01", end: "2025-06-30" });
    expect(await recomputeCompanyPeriods(db, c.id)).toBe(0);
    expect(await columns(untouched.id)).toMatchObject({ kind: "fy", start: "2024-04-01" });
  });
});
