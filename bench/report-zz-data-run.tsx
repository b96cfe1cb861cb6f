import { closeDb, getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { auditLog, companies, companyFrameworks, esgDataEntries, kpiTargets, users, type Company } from "@/db/schema";
import { saveCompanyProfile } from "@/lib/companies/profile";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { frameworkMetrics } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { SAMPLE_COMPANY, SAMPLE_PROFILE, questionnaireEntries } from "./report-fixture";
import { reportEntries } from "@/lib/reports/brsr/data";
import { reportEntries as before } from "@/lib/reports/brsr/.orig/data";
const ENTRIES = Number(process.argv[2] ?? 100000);
async function seedCompany(): Promise<Company> {
  const db = await getDb();
  const [user] = await db.insert(users).values({ email: "bench@example.com", passwordHash: "x", fullName: "Bench", subscriptionStatus: "active" }).returning();
  const [company] = await db
    .insert(companies)
    .values({ ownerId: user.id, ...SAMPLE_COMPANY })
    .returning();
  await db.insert(companyFrameworks).values(["BRSR", "GRI", "TCFD", "SASB"].map((framework, position) => ({ companyId: company.id, framework, position })));
  await saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: SAMPLE_PROFILE, db });

  // The questionnaire answered for FY 2024-25 and FY 2023-24, then catalogue metrics over ten
  // financial years (to FY 2024-25) and custom site-level metrics, from all three sources.
  const answers = questionnaireEntries()
    .slice(0, ENTRIES)
    .map((e) => ({ ...e, metricKey: metricKey(e.metric), numericValue: parseNumericValue(e.value), companyId: company.id, createdBy: user.id }));
  const metrics = frameworkMetrics("BRSR");
  const sources = ["manual", "calculator", "extraction"];
  const filler = Array.from({ length: ENTRIES - answers.length }, (_, i) => {
    const catalogued = i % 3 !== 2 && metrics.length > 0;
    const m = metrics[i % Math.max(1, metrics.length)];
    const year = 2015 + (i % 10);
    const value = (((i * 7919) % 1_000_000) + 0.25 * (i % 4)).toString();
    const metric = catalogued ? m.name : `Site ${1 + (i % 250)} ${["diesel use", "water drawn from borewell", "trainees"][i % 3]}`;
    return {
      companyId: company.id,
      framework: catalogued ? "BRSR" : "GRI",
      category: catalogued ? m.category : ["environmental", "social", "governance"][i % 3],
      metric,
      metricKey: metricKey(metric),
      value,
      numericValue: Number(value),
      unit: catalogued ? m.unit : ["litres", "kL", "people"][i % 3],
      period: `FY ${year}-${String((year + 1) % 100).padStart(2, "0")}`,
      source: sources[i % 3],
      createdBy: user.id,
    };
  });
  const rows = [...answers, ...filler];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(esgDataEntries)
      .values(rows.slice(i, i + 1000))
      .returning({ id: esgDataEntries.id });
    // One creation event each, and an edit for every fifth entry.
    const audits = inserted.flatMap((r, k) => {
      const base = { actorId: user.id, companyId: company.id, entity: ENTRY_ENTITY, entityId: r.id, newValue: {} };
      return k % 5 === 0
        ? [
            { ...base, action: "create" },
            { ...base, action: "update" },
          ]
        : [{ ...base, action: "create" }];
    });
    await db.insert(auditLog).values(audits);
  }
  await db.insert(kpiTargets).values(
    metrics.slice(0, 8).map((m) => ({
      companyId: company.id,
      framework: "BRSR",
      category: m.category,
      metric: m.name,
      targetValue: 1000,
      unit: m.unit,
      targetPeriod: "FY 2029-30",
      baselineValue: 900_000,
      baselinePeriod: "FY 2019-20",
    })),
  );
  return company;
}



import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
await runMigrations();
const company = process.env.BENCH_DATABASE_URL ? (await (await getDb()).select().from(companies).limit(1))[0] : await seedCompany();
const db = await getDb();
const cid = company.id;
const qs: Record<string, ReturnType<typeof sql>> = {
  joinEpoch: sql`select json_agg(json_build_array(e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.notes, e.source, floor(extract(epoch from e.created_at) * 1000), coalesce(a.n, 0), e.review_state, coalesce(nullif(r.full_name, ''), r.email)))::text as entries
      from esg_data_entries e left join users r on r.id = e.reviewed_by
      left join (select l.entity_id, count(*)::int as n from audit_log l where l.entity = ${ENTRY_ENTITY} and l.entity_id in (select x.id::text from esg_data_entries x where x.company_id = ${cid}) group by l.entity_id) a on a.entity_id = e.id::text
      where e.company_id = ${cid}`,
  joinTs: sql`select json_agg(json_build_array(e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.notes, e.source, e.created_at, coalesce(a.n, 0), e.review_state, coalesce(nullif(r.full_name, ''), r.email)))::text as entries
      from esg_data_entries e left join users r on r.id = e.reviewed_by
      left join (select l.entity_id, count(*)::int as n from audit_log l where l.entity = ${ENTRY_ENTITY} and l.entity_id in (select x.id::text from esg_data_entries x where x.company_id = ${cid}) group by l.entity_id) a on a.entity_id = e.id::text
      where e.company_id = ${cid}`,
  entriesJson: sql`select json_agg(json_build_array(e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.notes, e.source, floor(extract(epoch from e.created_at) * 1000), e.review_state, coalesce(nullif(r.full_name, ''), r.email)))::text as entries from esg_data_entries e left join users r on r.id = e.reviewed_by where e.company_id = ${cid}`,
  entriesJsonMsInt: sql`select json_agg(json_build_array(e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.notes, e.source, (extract(epoch from e.created_at) * 1000)::bigint, e.review_state, coalesce(nullif(r.full_name, ''), r.email)))::text as entries from esg_data_entries e left join users r on r.id = e.reviewed_by where e.company_id = ${cid}`,
  countsIn: sql`select json_build_array(json_agg(l.entity_id), json_agg(l.n))::text as counts from (select l.entity_id, count(*)::int as n from audit_log l where l.entity = ${ENTRY_ENTITY} and l.entity_id in (select x.id::text from esg_data_entries x where x.company_id = ${cid}) group by l.entity_id) l`,
};
for (const [name, q] of Object.entries(qs)) {
  await queryRows(db, q);
  const ts: number[] = [];
  for (let r = 0; r < 3; r++) { const t = performance.now(); await queryRows(db, q); ts.push(performance.now() - t); }
  console.log(name.padEnd(18), ts.map(Math.round).join(" "));
}
await closeDb();
