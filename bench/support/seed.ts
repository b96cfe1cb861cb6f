/**
 * A large company seeded in SQL (generate_series), for the benches at 5,000 to 500,000 entries:
 * through the service it would take hours. The entries are those of a group of 100 sites:
 * every catalogue metric of the four frameworks once a financial year for five years (what the
 * dashboard's completion, the questionnaire and the KPI targets read), then monthly site figures
 * under each site's own metric names (what makes the count grow), one in 97 a second figure of a
 * neighbouring site's metric and month, so the entry list has duplicates to mark.
 *
 * The summaries' triggers are switched off while seeding (`session_replication_role`) and the
 * summaries rebuilt once after, as `npm run summaries:rebuild` would.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db, type DbOrTx } from "@/db/client";
import { companies, companyFrameworks, kpiTargets, users, type Company, type User } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { rebuildEntrySummaries } from "@/lib/dashboard/summaries";
import { FRAMEWORK_CODES, frameworkMetrics } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";

const SITES = 100;
const MONTHS = 60;
const YEARS = 5;
const n = (x: number) => sql.raw(String(Math.trunc(x)));

/** Figures per site and month that make `rows` site figures over 100 sites and 60 months. */
export const sitePerMonth = (rows: number) => Math.max(1, Math.ceil(rows / (SITES * MONTHS)));

/**
 * Monthly site figures of a group of 100 sites over five years (FY 2020-21 on), under each site's
 * own metric names, one in 97 a second figure of a neighbouring site's metric and month (so the
 * entry list has duplicates to mark); `createdAfter` seconds after the first entry's time, so they
 * come after figures seeded before them. In chunks of 100,000.
 */
export async function insertSiteRows(
  db: Db | DbOrTx,
  { companyId, rows, perSiteMonth, createdAfter = 0 }: { companyId: string; rows: number; perSiteMonth: number; createdAfter?: number },
) {
  const CHUNK = 100_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    await db.execute(sql`
      insert into esg_data_entries (company_id, framework, category, metric, metric_key, value, numeric_value, unit, period, period_kind, period_start, period_end, notes, created_at, updated_at)
      select ${companyId}::uuid, 'BRSR', case when m % 5 = 0 then 'social' else 'environmental' end,
             'Metric ' || m || ' - Site ' || s, 'metric ' || m || ' - site ' || s,
             (i % 9973)::text, i % 9973, 'GJ', to_char(d, 'Mon YYYY'), 'month', d, (d + interval '1 month' - interval '1 day')::date,
             case when i % 97 = 0 then 'Second meter' else '' end,
             timestamptz '2021-04-01T00:00:00Z' + (i + ${n(createdAfter)}) * interval '1 second', timestamptz '2021-04-01T00:00:00Z' + (i + ${n(createdAfter)}) * interval '1 second'
      from (
        select i, (i / (${n(SITES)} * ${n(perSiteMonth)})) as month_no,
               case when i % 97 = 0 then ((i / ${n(perSiteMonth)}) + 1) % ${n(SITES)} else (i / ${n(perSiteMonth)}) % ${n(SITES)} end as s,
               i % ${n(perSiteMonth)} as m
        from generate_series(${n(from)}, ${n(to)}) as i
      ) g, lateral (select (date '2020-04-01' + (g.month_no % ${n(MONTHS)}) * interval '1 month')::date as d) p`);
  }
}

export type Seeded = { user: User; company: Company; token: string; seedMs: number };

export async function seedLargeCompany(db: Db, entries: number, label = "Bench Group Ltd"): Promise<Seeded> {
  const start = performance.now();
  const [user] = await db
    .insert(users)
    .values({ email: `bench-${process.pid}-${Date.now()}@example.com`, passwordHash: "not-a-login", fullName: "Bench", subscriptionStatus: "active" })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ ownerId: user.id, name: label, industry: "Manufacturing", location: "Pune", size: "1000+" })
    .returning();
  await db.insert(companyFrameworks).values(FRAMEWORK_CODES.map((framework, position) => ({ companyId: company.id, framework, position })));

  const catalogue = FRAMEWORK_CODES.flatMap((code) => frameworkMetrics(code));
  const text = (xs: string[]) => sql`${`{${xs.map((x) => `"${x.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::text[]`;
  const catalogueRows = Math.min(entries, catalogue.length * YEARS);
  const siteRows = entries - catalogueRows;
  const perSiteMonth = sitePerMonth(siteRows);

  await db.transaction(async (tx) => {
    // Superuser only (the scratch databases' owner is): the summaries are rebuilt once below instead.
    const [role] = await queryRows<{ rolsuper: boolean }>(tx, sql`select rolsuper from pg_roles where rolname = current_user`);
    const superuser = role?.rolsuper === true;
    if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
    // Catalogue figures, once per financial year FY 2020-21 … FY 2024-25, oldest first.
    await tx.execute(sql`
      insert into esg_data_entries (company_id, framework, category, metric, metric_key, value, numeric_value, unit, period, period_kind, period_start, period_end, created_at, updated_at)
      select ${company.id}::uuid, c.framework, c.category, c.metric, c.metric_key, ((i * 7919) % 99991)::text, (i * 7919) % 99991, c.unit,
             'FY ' || (2020 + y) || '-' || lpad(((21 + y) % 100)::text, 2, '0'), 'fy',
             make_date(2020 + y, 4, 1), make_date(2021 + y, 3, 31),
             timestamptz '2021-04-01T00:00:00Z' + i * interval '1 second', timestamptz '2021-04-01T00:00:00Z' + i * interval '1 second'
      from (select i, i / ${n(catalogue.length)} as y, i % ${n(catalogue.length)} + 1 as k from generate_series(0, ${n(catalogueRows - 1)}) as i) g
      join unnest(${text(catalogue.map((m) => m.framework))}, ${text(catalogue.map((m) => m.category))}, ${text(catalogue.map((m) => m.name))},
                  ${text(catalogue.map((m) => metricKey(m.name)))}, ${text(catalogue.map((m) => m.unit))})
           with ordinality as c(framework, category, metric, metric_key, unit, k) on c.k = g.k`);
    await insertSiteRows(tx, { companyId: company.id, rows: siteRows, perSiteMonth, createdAfter: catalogueRows });
  });
  await rebuildEntrySummaries(db, company.id);
  // Targets on catalogue metrics that have data: the dashboard's KPI task and the KPI progress read them.
  await db.insert(kpiTargets).values(
    catalogue.slice(0, 8).map((m) => ({
      companyId: company.id,
      framework: m.framework,
      category: m.category,
      metric: m.name,
      targetValue: 100,
      unit: m.unit,
      targetPeriod: "FY 2029-30",
      baselineValue: 9_000,
      baselinePeriod: "FY 2020-21",
    })),
  );
  await db.execute(sql`analyze`);
  return { user, company, token: await issueToken(user), seedMs: performance.now() - start };
}
