/**
 * The questionnaire's answer is kept by a fingerprint of its inputs (lib/brsr/answer-cache.ts):
 * read again unchanged it is the kept text; any change to what it is made from — however made,
 * even by a statement no service knows of — gives the new answer at once.
 */
import { eq, sql } from "drizzle-orm";
import { GET } from "@/app/api/brsr/[companyId]/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { getDb } from "@/db/client";
import { companies, esgDataEntries } from "@/db/schema";
import { answerCache } from "@/lib/brsr/answer-cache";
import { cellMetricKeys } from "@/lib/brsr/cell-metrics";
import { allCells } from "@/lib/frameworks/questionnaire";
import { getQuestionnaire } from "@/lib/brsr/service";
import { cellValue } from "@/lib/brsr/view";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { sourceEntriesUnlessUnchanged } from "@/lib/esg-data/source-entries";
import { metricKey } from "@/lib/frameworks/metric-key";
import { periodColumns } from "@/lib/periods";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Q = Awaited<ReturnType<typeof getQuestionnaire>>;

async function owner() {
  const { user, token } = await createUser({ subscribed: true });
  const company = await createCompany(user.id);
  return { user, token, company, params: { companyId: company.id } };
}

/** The answer as text, exactly as sent. */
async function answerText(token: string, companyId: string, fy = "2024-25"): Promise<string> {
  const res = await call(GET as never, { token, params: { companyId }, path: `/api/brsr/${companyId}?fy=${fy}` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(res.headers.get("cache-control")).toContain("no-store");
  return res.text;
}

/** Entries written straight to the table, as no service would: figures of FY 2024-25 by default. */
async function insertEntries(companyId: string, rows: { metric: string; value: string; period?: string; framework?: string; unit?: string }[]) {
  const db = await getDb();
  return db
    .insert(esgDataEntries)
    .values(
      rows.map((r) => ({
        companyId,
        framework: r.framework ?? "BRSR",
        category: "environmental",
        metric: r.metric,
        metricKey: metricKey(r.metric),
        value: r.value,
        unit: r.unit ?? "GJ",
        period: r.period ?? "FY 2024-25",
        ...periodColumns(r.period ?? "FY 2024-25", 4),
      })),
    )
    .returning({ id: esgDataEntries.id });
}

/** What the questionnaire is now, built afresh from the database. */
async function fresh(companyId: string, fy = "2024-25"): Promise<string> {
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return JSON.stringify(await getQuestionnaire({ company, fyParam: fy }));
}

describe("the questionnaire's kept answer", () => {
  it("is the same text when nothing changed, and equals the questionnaire built afresh", async () => {
    const { token, company } = await owner();
    answerCache.clear();
    const first = await answerText(token, company.id);
    expect(answerCache.size()).toBe(1);
    const second = await answerText(token, company.id);
    expect(second).toBe(first);
    expect(answerCache.size()).toBe(1);
    expect(first).toBe(await fresh(company.id));
    // Another year is another answer, kept beside it.
    const previous = await answerText(token, company.id, "2023-24");
    expect(JSON.parse(previous).fy.id).toBe("2023-24");
    expect(answerCache.size()).toBe(2);
  });

  it("follows every change to its inputs: a cell saved, a value or review state changed behind the services' back, the profile, the year's start month", async () => {
    const { user, token, company, params } = await owner();
    const before = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(before, "P6-E1-A")).toMatchObject({ state: "missing" });

    const saved = await call(PUT as never, { method: "PUT", token, params, body: { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,84,500" }] } });
    expect(saved.status).toBe(200);
    const afterSave = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(afterSave, "P6-E1-A")).toMatchObject({ value: 184500 });

    // A statement no service knows of: the next answer still shows it (nothing is invalidated by writes).
    const db = await getDb();
    await db.update(esgDataEntries).set({ value: "2,00,000", numericValue: 200000 }).where(eq(esgDataEntries.companyId, company.id));
    const afterSql = JSON.parse(await answerText(token, company.id)) as Q;
    expect(cellValue(afterSql, "P6-E1-A")).toMatchObject({ value: 200000 });

    await db.update(esgDataEntries).set({ reviewState: "approved" }).where(eq(esgDataEntries.companyId, company.id));
    const approved = await answerText(token, company.id);
    expect(approved).not.toBe(JSON.stringify(afterSql));
    expect(approved).toBe(await fresh(company.id));

    await saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: { cin: "L17110MH1973PLC019786" } as never });
    const withProfile = JSON.parse(await answerText(token, company.id)) as Q;
    expect(withProfile.profile).toMatchObject({ cin: "L17110MH1973PLC019786" });

    // A January start month makes the years calendar years: the same slot, other days, another answer.
    await db.update(companies).set({ fyStartMonth: 1 }).where(eq(companies.id, company.id));
    const january = await answerText(token, company.id, "2024");
    expect(january).toBe(await fresh(company.id, "2024"));
    expect(JSON.parse(january).fy.start).toBe("2024-01-01");
  });

  it("follows a figure changed and changed back, a figure deleted, and a BRSR entry outside the years (the framework preference)", async () => {
    const { token, company } = await owner();
    const [figure] = await insertEntries(company.id, [{ metric: "Renewable electricity consumption", value: "1,200" }]);
    // Under GRI for the year, while BRSR has the metric only years before: BRSR's wins, the cell stays empty.
    const [older] = await insertEntries(company.id, [
      { metric: "NOx emissions", value: "3", period: "FY 2017-18", unit: "t" },
      { metric: "NOx", value: "5", framework: "GRI", unit: "t" },
    ]);
    const db = await getDb();
    const original = await answerText(token, company.id);
    expect(cellValue(JSON.parse(original), "P6-E1-A")).toMatchObject({ value: 1200 });
    expect(cellValue(JSON.parse(original), "P6-E6-NOX")).toMatchObject({ state: "missing" });

    await db.update(esgDataEntries).set({ value: "1,300", numericValue: 1300 }).where(eq(esgDataEntries.id, figure.id));
    expect(cellValue(JSON.parse(await answerText(token, company.id)), "P6-E1-A")).toMatchObject({ value: 1300 });
    // Back to what it was: the first answer again, built from the entries as they are.
    await db.update(esgDataEntries).set({ value: "1,200", numericValue: null }).where(eq(esgDataEntries.id, figure.id));
    expect(await answerText(token, company.id)).toBe(await fresh(company.id));

    // The BRSR entry of FY 2017-18 is not in the three years, yet decides what the year shows.
    await db.update(esgDataEntries).set({ framework: "GRI" }).where(eq(esgDataEntries.id, older.id));
    const preference = await answerText(token, company.id);
    expect(cellValue(JSON.parse(preference), "P6-E6-NOX")).toMatchObject({ value: 5 });
    expect(preference).toBe(await fresh(company.id));

    await db.delete(esgDataEntries).where(eq(esgDataEntries.id, figure.id));
    expect(cellValue(JSON.parse(await answerText(token, company.id)), "P6-E1-A")).toMatchObject({ state: "missing" });
  });

  it("answers the JSON bytes unencoded, whatever the client accepts: next start compresses them (it drops a handler's Content-Encoding)", async () => {
    const { token, company } = await owner();
    await insertEntries(company.id, [{ metric: "Renewable electricity consumption", value: "1,200" }]);
    const plain = await answerText(token, company.id);
    const res = await call(GET as never, {
      token,
      params: { companyId: company.id },
      path: `/api/brsr/${company.id}?fy=2024-25`,
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(new TextDecoder().decode(await res.response.arrayBuffer())).toBe(plain);
  });
});

/**
 * The entries' fingerprint is computed by PostgreSQL in the statement that reads them
 * (lib/esg-data/source-entries.ts): it must change with every column of every entry read, and
 * with which entries are read, or a kept answer would outlive its data.
 */
describe("the entries' fingerprint", () => {
  const KEYS = cellMetricKeys(allCells());
  const YEARS = { metricKeys: KEYS, from: "2022-04-01", to: "2025-03-31" };

  // Each a raw update of one column of the one entry read, as no service would make it.
  const CHANGES: [string, ReturnType<typeof sql>][] = [
    ["value", sql`value = '1,250'`],
    ["numeric_value", sql`numeric_value = 1250`],
    ["unit", sql`unit = 'MWh'`],
    ["period", sql`period = 'FY 2024-25 (restated)'`],
    ["notes", sql`notes = 'Plant A only'`],
    ["source", sql`source = 'import'`],
    ["framework", sql`framework = 'GRI'`],
    ["metric", sql`metric = 'Renewable  electricity consumption'`],
    ["created_at", sql`created_at = created_at + interval '1 second'`],
    ["review_state", sql`review_state = 'approved'`],
    ["id", sql`id = gen_random_uuid()`],
    // Not read, but what decides which entries are: the entry leaves the years, or the cells' metrics.
    ["period_end", sql`period_end = date '2019-03-31', period_start = date '2018-04-01'`],
    ["metric_key", sql`metric_key = 'site diesel'`],
  ];

  it.each(CHANGES)("changes with %s, and the entries then sent show the change", async (column, change) => {
    const { company } = await owner();
    const [entry] = await insertEntries(company.id, [{ metric: "Renewable electricity consumption", value: "1,200" }]);
    const db = await getDb();
    const query = { companyId: company.id, ...YEARS };
    const before = await sourceEntriesUnlessUnchanged(db, query);
    expect(before.entries).toHaveLength(1);
    // Unchanged: the same fingerprint, and no entry sent.
    expect(await sourceEntriesUnlessUnchanged(db, { ...query, unless: before.fingerprint })).toEqual({ fingerprint: before.fingerprint, entries: null });

    await db.execute(sql`UPDATE esg_data_entries SET ${change} WHERE id = ${entry.id}`);
    const after = await sourceEntriesUnlessUnchanged(db, { ...query, unless: before.fingerprint });
    expect(after.fingerprint, column).not.toBe(before.fingerprint);
    expect(after.entries, column).not.toBeNull();
    const [raw] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    // Out of the years it is still read, as its metric's BRSR entry; under another metric it is not.
    if (column === "metric_key") expect(after.entries).toEqual([]);
    else
      expect(after.entries).toEqual([
        expect.objectContaining({
          id: raw.id,
          value: raw.value,
          numericValue: raw.numericValue,
          unit: raw.unit,
          period: raw.period,
          notes: raw.notes,
          source: raw.source,
          framework: raw.framework,
          metric: raw.metric,
          createdAt: raw.createdAt,
          reviewState: raw.reviewState,
        }),
      ]);
  });

  it("changes when an entry is added to what is read, and not for one outside it", async () => {
    const { company } = await owner();
    await insertEntries(company.id, [{ metric: "Renewable electricity consumption", value: "1,200" }]);
    const db = await getDb();
    const query = { companyId: company.id, ...YEARS };
    const before = await sourceEntriesUnlessUnchanged(db, query);
    // A metric no cell reads, and a GRI figure years before: neither is read.
    await insertEntries(company.id, [
      { metric: "Site diesel", value: "2" },
      { metric: "Total water consumption", value: "9", period: "FY 2017-18", framework: "GRI" },
    ]);
    expect((await sourceEntriesUnlessUnchanged(db, query)).fingerprint).toBe(before.fingerprint);
    // A BRSR figure years before is read: it decides which framework the cell prefers.
    await insertEntries(company.id, [{ metric: "Total water consumption", value: "8", period: "FY 2017-18" }]);
    const withBrsr = await sourceEntriesUnlessUnchanged(db, query);
    expect(withBrsr.fingerprint).not.toBe(before.fingerprint);
    await insertEntries(company.id, [{ metric: "Renewable electricity consumption", value: "100", period: "Q1 FY 2023-24" }]);
    expect((await sourceEntriesUnlessUnchanged(db, query)).fingerprint).not.toBe(withBrsr.fingerprint);
  });
});
