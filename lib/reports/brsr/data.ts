import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { companyFrameworks, type Company } from "@/db/schema";
import { getChecklistProgress } from "@/lib/checklist/service";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { getKpiProgress } from "@/lib/kpi/service";
import type { ReportEntry, ReportInput } from "./model";

type EntryRow = {
  id: string;
  framework: string;
  category: string;
  metric: string;
  value: string;
  numeric_value: number | string | null;
  unit: string;
  period: string;
  source: string;
  created_at: Date | string;
  audit_count: number | string;
};

/** Every entry of the company with the number of audit-log rows behind it, in one query. */
export async function reportEntries({ db, companyId }: { db: DbOrTx; companyId: string }): Promise<ReportEntry[]> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`
      select e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.source, e.created_at,
             coalesce(a.n, 0) as audit_count
      from esg_data_entries e
      left join (
        select l.entity_id, count(*)::int as n
        from audit_log l
        where l.entity = ${ENTRY_ENTITY}
          and l.entity_id in (select x.id::text from esg_data_entries x where x.company_id = ${companyId})
        group by l.entity_id
      ) a on a.entity_id = e.id::text
      where e.company_id = ${companyId}`,
  );
  return rows.map((r) => ({
    id: r.id,
    framework: r.framework,
    category: r.category,
    metric: r.metric,
    value: r.value,
    numericValue: r.numeric_value === null ? null : Number(r.numeric_value),
    unit: r.unit,
    period: r.period,
    source: r.source,
    createdAt: new Date(r.created_at),
    auditCount: Number(r.audit_count),
  }));
}

/** Everything the report needs about one company, read in parallel. */
export async function gatherReportInput({ company, generatedAt, db }: { company: Company; generatedAt: Date; db?: DbOrTx }): Promise<ReportInput> {
  const d = db ?? (await getDb());
  const [frameworks, entries, checklist, kpis] = await Promise.all([
    d.select({ framework: companyFrameworks.framework }).from(companyFrameworks).where(eq(companyFrameworks.companyId, company.id)).orderBy(asc(companyFrameworks.position)),
    reportEntries({ db: d, companyId: company.id }),
    getChecklistProgress({ company, db: d }),
    getKpiProgress({ companyId: company.id, db: d, now: generatedAt }),
  ]);
  return {
    company: {
      name: company.name,
      industry: company.industry,
      location: company.location,
      size: company.size,
      description: company.description,
      frameworks: frameworks.map((f) => f.framework),
    },
    entries,
    checklistCompleted: checklist.items_completed,
    checklistUpdatedAt: company.checklistUpdatedAt,
    kpis,
    generatedAt,
  };
}
