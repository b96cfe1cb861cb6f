import { eq, sql } from "drizzle-orm";
import { GET } from "@/app/api/dashboard/[companyId]/route";
import { GET as progressGET } from "@/app/api/kpi-targets/[id]/progress/route";
import { GET as listGET } from "@/app/api/esg-data/[id]/route";
import { GET as brsrGET } from "@/app/api/brsr/[companyId]/route";
import { getDb, queryRows } from "@/db/client";
import {
  auditLog,
  checklistProgress,
  companies,
  companyFrameworks,
  companyProfiles,
  esgDataEntries,
  evidenceRequests,
  fiscalYearLocks,
  kpiTargets,
  reportsGenerated,
  users,
  type Company,
} from "@/db/schema";
import { KEPT_FOR_MS, MAX_KEPT_BYTES, keepAnswer, keptAnswer, keptTotals } from "@/lib/companies/data-version-cache";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { LOCK_ENTITY } from "@/lib/companies/locks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { addMember, createCompany, createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

// The dashboard is answered from this process's cache while the company's data version
// (migration 0014's triggers) is unchanged. These tests write each table the dashboard reads the
// way any code could (drizzle, no service), and expect the very next answer to show it.

async function dashboard(token: string, company: Company) {
  const res = await call(GET, { token, params: { companyId: company.id } });
  expect(res.status).toBe(200);
  return res.body;
}

async function versionOf(companyId: string): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(await getDb(), sql`SELECT version FROM company_data_versions WHERE company_id = ${companyId}`);
  return Number(row?.version ?? 0);
}

async function addEntry(companyId: string, userId: string, metric = "Scope 1 emissions", value = "10") {
  const db = await getDb();
  const [row] = await db
    .insert(esgDataEntries)
    .values({
      companyId,
      framework: "BRSR",
      category: "environmental",
      metric,
      metricKey: metricKey(metric),
      value,
      unit: "tCO2e",
      period: "FY 2024-25",
      createdBy: userId,
    })
    .returning();
  return row;
}

/** A Scope 1 target of the company, to FY 2029-30. */
async function addTarget(companyId: string, values: { targetValue: number; baselineValue?: number; baselinePeriod?: string }) {
  const db = await getDb();
  const [row] = await db
    .insert(kpiTargets)
    .values({ companyId, framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", unit: "tCO2e", targetPeriod: "FY 2029-30", ...values })
    .returning();
  return row;
}

describe("the dashboard's cache, by company data version", () => {
  let owner: TestUser;
  let company: Company;

  beforeEach(async () => {
    owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
    company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
  });

  it("answers from the cache while the version is unchanged (a write that skips the triggers is not seen)", async () => {
    await addEntry(company.id, owner.user.id);
    expect((await dashboard(owner.token, company)).statistics.total_metrics).toBe(1);
    const db = await getDb();
    // Only a write without the triggers can leave the version as it was: the kept answer stands.
    await db.execute(sql`ALTER TABLE esg_data_entries DISABLE TRIGGER esg_data_entries_data_version_insert`);
    try {
      await addEntry(company.id, owner.user.id, "Scope 2 emissions");
    } finally {
      await db.execute(sql`ALTER TABLE esg_data_entries ENABLE TRIGGER esg_data_entries_data_version_insert`);
    }
    expect((await dashboard(owner.token, company)).statistics.total_metrics).toBe(1);
    // Any write through the triggers moves the version on, and both entries show.
    await addEntry(company.id, owner.user.id, "Water withdrawal");
    expect((await dashboard(owner.token, company)).statistics.total_metrics).toBe(3);
  });

  it("gives every caller their own role and the company row as read with the request", async () => {
    const viewer = await addMember(company.id, "viewer");
    await addEntry(company.id, owner.user.id);
    expect((await dashboard(owner.token, company)).company.role).toBe("owner");
    const seen = await dashboard(viewer.token, company);
    expect(seen.company.role).toBe("viewer");
    expect(seen.statistics.total_metrics).toBe(1);
    expect((await dashboard(owner.token, company)).company.role).toBe("owner");
  });

  it("shows entry creates, edits and deletes at once", async () => {
    const entry = await addEntry(company.id, owner.user.id);
    expect((await dashboard(owner.token, company)).statistics.recent_updates[0].value).toBe("10");
    const db = await getDb();
    await db.update(esgDataEntries).set({ value: "11" }).where(eq(esgDataEntries.id, entry.id));
    expect((await dashboard(owner.token, company)).statistics.recent_updates[0].value).toBe("11");
    await db.delete(esgDataEntries).where(eq(esgDataEntries.id, entry.id));
    const after = await dashboard(owner.token, company);
    expect(after.statistics.total_metrics).toBe(0);
    expect(after.statistics.recent_updates).toEqual([]);
  });

  it("shows targets, reports, checklist ticks and evidence requests at once", async () => {
    const db = await getDb();
    const entry = await addEntry(company.id, owner.user.id);
    const before = (await dashboard(owner.token, company)).statistics.extras;
    expect(before).toMatchObject({ kpi_targets: 0, reports_generated: 0, open_evidence_requests: 0 });
    expect(before.checklist.done).toBe(0);

    const target = await addTarget(company.id, { targetValue: 5 });
    expect((await dashboard(owner.token, company)).statistics.extras.kpi_targets).toBe(1);
    await db.delete(kpiTargets).where(eq(kpiTargets.id, target.id));
    expect((await dashboard(owner.token, company)).statistics.extras.kpi_targets).toBe(0);

    await db.insert(reportsGenerated).values({ companyId: company.id, generatedBy: owner.user.id });
    expect((await dashboard(owner.token, company)).statistics.extras.reports_generated).toBe(1);

    await db.insert(checklistProgress).values({ companyId: company.id, item: checklistItems(company.industry)[0], completedBy: owner.user.id });
    expect((await dashboard(owner.token, company)).statistics.extras.checklist.done).toBe(1);

    const [request] = await db.insert(evidenceRequests).values({ companyId: company.id, entryId: entry.id, raisedBy: owner.user.id }).returning();
    expect((await dashboard(owner.token, company)).statistics.extras.open_evidence_requests).toBe(1);
    await db.update(evidenceRequests).set({ status: "closed", closedAt: new Date() }).where(eq(evidenceRequests.id, request.id));
    expect((await dashboard(owner.token, company)).statistics.extras.open_evidence_requests).toBe(0);
  });

  it("shows year locks, and a new name of whoever locked one, at once", async () => {
    const db = await getDb();
    expect((await dashboard(owner.token, company)).statistics.extras.locks).toEqual([]);
    await db.insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, reason: "Filed", lockedBy: owner.user.id });
    await db.insert(auditLog).values({
      actorId: owner.user.id,
      companyId: company.id,
      entity: LOCK_ENTITY,
      entityId: "2025",
      action: "lock",
      newValue: { fy: "FY 2024-25", reason: "Filed" },
    });
    const locked = (await dashboard(owner.token, company)).statistics.extras;
    expect(locked.locks).toHaveLength(1);
    expect(locked.lock_events[0].by).toBe("Asha Owner");
    await db.update(users).set({ fullName: "Asha Rao" }).where(eq(users.id, owner.user.id));
    expect((await dashboard(owner.token, company)).statistics.extras.lock_events[0].by).toBe("Asha Rao");
    await db.delete(fiscalYearLocks).where(eq(fiscalYearLocks.companyId, company.id));
    expect((await dashboard(owner.token, company)).statistics.extras.locks).toEqual([]);
  });

  it("shows a change of frameworks or of the company row at once", async () => {
    const db = await getDb();
    expect((await dashboard(owner.token, company)).company.frameworks).toEqual(["BRSR"]);
    await db.insert(companyFrameworks).values({ companyId: company.id, framework: "GRI", position: 1 });
    const both = await dashboard(owner.token, company);
    expect(both.company.frameworks).toEqual(["BRSR", "GRI"]);
    expect(Object.keys(both.completion)).toEqual(["BRSR", "GRI"]);
    // The checklist follows the industry: its total is read from the company row.
    const other = "Information Technology";
    expect(checklistItems(other).length).not.toBe(checklistItems(company.industry).length);
    await db.update(companies).set({ industry: other }).where(eq(companies.id, company.id));
    expect((await dashboard(owner.token, company)).statistics.extras.checklist.total).toBe(checklistItems(other).length);
  });

  it("moves a company's version on with each write, never to a number given before, and lets the company be deleted", async () => {
    const versions = [await versionOf(company.id)];
    for (let i = 0; i < 3; i++) {
      await addEntry(company.id, owner.user.id, `Metric ${i}`);
      versions.push(await versionOf(company.id));
    }
    expect(new Set(versions).size).toBe(versions.length);
    // A write to another company leaves this one's version as it was.
    const other = await createCompany(owner.user.id);
    await addEntry(other.id, owner.user.id);
    expect(await versionOf(company.id)).toBe(versions[versions.length - 1]);
    // The cascade deletes entries of a company already gone: no version row is written for it.
    const db = await getDb();
    await db.delete(companies).where(eq(companies.id, company.id));
    expect(await versionOf(company.id)).toBe(0);
  });
});

describe("KPI progress, kept the same way", () => {
  it("shows a new figure and a changed target at once", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    const db = await getDb();
    const target = await addTarget(company.id, { targetValue: 50, baselineValue: 100, baselinePeriod: "FY 2022-23" });
    const progress = async () => {
      const res = await call(progressGET, { token: owner.token, params: { id: company.id } });
      expect(res.status).toBe(200);
      return res.body.progress[0];
    };
    expect((await progress()).actual_value).toBeNull();
    await db.insert(esgDataEntries).values({
      companyId: company.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      metricKey: metricKey("Scope 1 emissions"),
      value: "80",
      numericValue: 80,
      unit: "tCO2e",
      period: "FY 2024-25",
      // KPI progress reads approved figures by default.
      reviewState: "approved",
    });
    expect((await progress()).actual_value).toBe(80);
    await db.update(kpiTargets).set({ targetValue: 90 }).where(eq(kpiTargets.id, target.id));
    const met = await progress();
    expect(met.target.target_value).toBe(90);
    expect(met.status).toBe("achieved");
  });
});

describe("the entry list, kept the same way by its filters", () => {
  it("answers each filter's page from the cache until a write, and shows creates, edits and deletes at once", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    const list = async (query: Record<string, string> = {}) => {
      const res = await call(listGET, { token: owner.token, params: { id: company.id }, path: `/api/esg-data/${company.id}?${new URLSearchParams(query)}` });
      expect(res.status).toBe(200);
      return { metrics: res.body.map((e: { metric: string; value: string }) => `${e.metric}=${e.value}`), total: res.headers.get("X-Total-Count") };
    };
    const first = await addEntry(company.id, owner.user.id, "Scope 1 emissions", "10");
    await addEntry(company.id, owner.user.id, "Water withdrawal", "20");
    expect(await list()).toEqual({ metrics: ["Water withdrawal=20", "Scope 1 emissions=10"], total: "2" });
    expect(await list({ q: "water" })).toEqual({ metrics: ["Water withdrawal=20"], total: "1" });
    // The same filters however given are one page; another filter is another.
    expect(await list({ q: "scope", framework: "" })).toEqual({ metrics: ["Scope 1 emissions=10"], total: "1" });

    const db = await getDb();
    await db.execute(sql`ALTER TABLE esg_data_entries DISABLE TRIGGER esg_data_entries_data_version_update`);
    try {
      await db.update(esgDataEntries).set({ value: "11" }).where(eq(esgDataEntries.id, first.id));
    } finally {
      await db.execute(sql`ALTER TABLE esg_data_entries ENABLE TRIGGER esg_data_entries_data_version_update`);
    }
    // Unseen: the version did not move, so the kept page answered.
    expect((await list()).metrics).toContain("Scope 1 emissions=10");

    await db.update(esgDataEntries).set({ value: "12" }).where(eq(esgDataEntries.id, first.id));
    expect((await list()).metrics).toContain("Scope 1 emissions=12");
    await addEntry(company.id, owner.user.id, "Waste generated", "5");
    expect(await list({ q: "water" })).toEqual({ metrics: ["Water withdrawal=20"], total: "1" });
    expect((await list()).total).toBe("3");
    await db.delete(esgDataEntries).where(eq(esgDataEntries.id, first.id));
    expect(await list({ q: "scope" })).toEqual({ metrics: [], total: "0" });
  });
});

describe("the BRSR questionnaire, kept the same way by its year", () => {
  it("is answered from the cache until its profile or entries change", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    const questionnaire = async () => {
      const res = await call(brsrGET, { token: owner.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}?fy=2024-25` });
      expect(res.status).toBe(200);
      return res.body;
    };
    const db = await getDb();
    await db.insert(companyProfiles).values({ companyId: company.id, data: { cin: "L27100MH2001PLC000001" } });
    expect((await questionnaire()).profile.cin).toBe("L27100MH2001PLC000001");

    await db.execute(sql`ALTER TABLE company_profiles DISABLE TRIGGER company_profiles_data_version_update`);
    try {
      await db
        .update(companyProfiles)
        .set({ data: { cin: "L27100MH2001PLC000002" } })
        .where(eq(companyProfiles.companyId, company.id));
    } finally {
      await db.execute(sql`ALTER TABLE company_profiles ENABLE TRIGGER company_profiles_data_version_update`);
    }
    // Unseen: the version did not move, so the kept answer was sent without reading anything.
    expect((await questionnaire()).profile.cin).toBe("L27100MH2001PLC000001");

    await db
      .update(companyProfiles)
      .set({ data: { cin: "L27100MH2001PLC000003" } })
      .where(eq(companyProfiles.companyId, company.id));
    expect((await questionnaire()).profile.cin).toBe("L27100MH2001PLC000003");
    const before = (await questionnaire()).progress;
    await addEntry(company.id, owner.user.id, "Total Scope 1 emissions", "100");
    const entry = await addEntry(company.id, owner.user.id, "Scope 1 emissions", "100");
    expect(entry.period).toBe("FY 2024-25");
    expect((await questionnaire()).progress).not.toEqual(before);
  });
});

describe("keptAnswer", () => {
  const slot = (companyId: string, version: number | undefined, kind = "dashboard") => ({ kind, companyId, version });

  it("answers only for the same kind, company and version, and for at most KEPT_FOR_MS", () => {
    const now = 1_000_000;
    keepAnswer(slot("c1", 7), { n: 1 }, { now });
    expect(keptAnswer(slot("c1", 7), now + 1)).toEqual({ n: 1 });
    expect(keptAnswer(slot("c1", 7, "kpi-progress"), now + 1)).toBeUndefined();
    expect(keptAnswer(slot("c2", 7), now + 1)).toBeUndefined();
    expect(keptAnswer(slot("c1", 8), now + 1)).toBeUndefined();
    keepAnswer(slot("c1", 8), { n: 2 }, { now });
    expect(keptAnswer(slot("c1", 8), now + KEPT_FOR_MS - 1)).toEqual({ n: 2 });
    expect(keptAnswer(slot("c1", 8), now + KEPT_FOR_MS)).toBeUndefined();
    // A clock that went back does not make an old answer young.
    keepAnswer(slot("c3", 1), { n: 3 }, { now });
    expect(keptAnswer(slot("c3", 1), now - 1)).toBeUndefined();
    // Without a version nothing is kept, and what is kept stays.
    keepAnswer(slot("c4", undefined), { n: 4 }, { now });
    expect(keptAnswer(slot("c4", undefined), now)).toBeUndefined();
    keepAnswer(slot("c5", 1), { n: 5 }, { now });
    expect(keptAnswer(slot("c5", undefined), now)).toBeUndefined();
    expect(keptAnswer(slot("c5", 1), now)).toEqual({ n: 5 });
  });

  it("keeps within its budget of bytes, the least recently used going first", () => {
    const now = Date.now();
    const piece = MAX_KEPT_BYTES / 20;
    for (let i = 0; i < 25; i++) keepAnswer(slot(`b${i}`, 1), { i }, { now, bytes: piece });
    expect(keptTotals().bytes).toBeLessThanOrEqual(MAX_KEPT_BYTES);
    expect(keptAnswer(slot("b0", 1), now)).toBeUndefined();
    expect(keptAnswer(slot("b24", 1), now)).toEqual({ i: 24 });
    // One answer larger than a sixteenth of the budget is not kept at all.
    keepAnswer(slot("huge", 1), { huge: true }, { now, bytes: MAX_KEPT_BYTES / 8 });
    expect(keptAnswer(slot("huge", 1), now)).toBeUndefined();
  });
});
