import "server-only";
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type Column } from "drizzle-orm";
import { getDb, rowsOf, type DbOrTx } from "@/db/client";
import { jsonRowsOf, rowFromJson } from "@/db/json-rows";
import {
  auditLog,
  checklistProgress,
  dataRequests,
  esgDataEntries,
  evidenceRequests,
  kpiTargets,
  reportsGenerated,
  users,
  type Company,
  type KpiTarget,
} from "@/db/schema";
import { LOCK_ENTITY, LOCK_FIELDS, lockDto, locksQuery, type LockRow, type YearLockDto } from "@/lib/companies/locks";
import type { CompanyRole } from "@/lib/companies/roles";
import { REVIEW_STATES, type ReviewState } from "@/lib/esg-data/review-states";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { frameworksQuery, toCompanyDto } from "@/lib/companies/service";
import { reportedKeysQuery, rollupsQuery, summaryGroupsQuery, type EntryRollup } from "./summaries";
import { completeness, isMetricReported, keysCompletenessReads, reportedKeySet, type HeldFigure } from "@/lib/frameworks/completeness";
import { defaultFiscalYear } from "@/lib/companies/default-year";
import { requireFiscalYear } from "@/lib/periods/param";
import type { FiscalYear } from "@/lib/periods/types";
import { CATEGORY_IDS, frameworkMetrics, isCategoryId, isFrameworkCode, type CategoryId } from "@/lib/frameworks";
import type { KpiTargetDto } from "@/lib/kpi/schemas";
import { kpiProgress, targetsQuery, toTargetDto } from "@/lib/kpi/service";
import type { KpiStatus } from "@/lib/kpi/status";
import { deriveTasks } from "./tasks";
import { keptWhileUnchanged } from "@/lib/companies/data-version-cache";
import type { DashboardDto, LockEvent } from "./types";
import { FIGURE_COLUMNS } from "@/lib/esg-data/figure-columns";
import { metricKey } from "@/lib/frameworks/metric-key";

const RECENT_LIMIT = 5;
const LOCK_EVENTS_SHOWN = 5;

/**
 * The company's groups of entries by (framework, category, metric key), as the writes keep them
 * (lib/dashboard/summaries.ts). 'Scope 1  emissions' and 'scope 1 emissions' are one group (the
 * stored metric_key). The dashboard itself reads their rollups and which catalogue keys it has.
 */
export function entryGroupsQuery(companyId: string) {
  return summaryGroupsQuery(companyId);
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The KPI screen's status of each target (lib/kpi/status.ts), without reading every entry: only
 * the metrics a target follows that have entries (by metric key) are read, and of those only the
 * latest numeric entry of each (metric key, period) — the year's figure is resolved from the
 * newest entry of each period (lib/kpi/actual.ts), by the stored period dates.
 */
async function targetStatuses(db: DbOrTx, company: Company, targets: KpiTargetDto[], now?: Date): Promise<KpiStatus[]> {
  if (!targets.length) return [];
  // A followed metric without entries reads no rows (index esg_data_company_metric_period_idx).
  const keys = [...new Set(targets.map((t) => metricKey(t.metric)))];
  const entries = keys.length
    ? await db
        .selectDistinctOn([esgDataEntries.metricKey, esgDataEntries.period], { ...FIGURE_COLUMNS, reviewState: esgDataEntries.reviewState })
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.companyId, company.id),
            inArray(esgDataEntries.metricKey, keys),
            isNotNull(esgDataEntries.numericValue),
            // As KPI progress: the company's own figure, not a unit's part of it.
            isNull(esgDataEntries.unitId),
            // As the KPI screen by default: approved figures only (decisions D23 §3).
            eq(esgDataEntries.reviewState, "approved"),
            // KPI progress skips values that are not finite: so must the pick of each period's latest.
            sql`${esgDataEntries.numericValue} NOT IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8)`,
          ),
        )
        .orderBy(esgDataEntries.metricKey, esgDataEntries.period, desc(esgDataEntries.createdAt))
    : [];
  return kpiProgress({ targets, entries, now, fyStartMonth: company.fyStartMonth }).map((p) => p.status);
}

const LOCK_EVENT_FIELDS = {
  action: auditLog.action,
  newValue: auditLog.newValue,
  oldValue: auditLog.oldValue,
  at: auditLog.createdAt,
  name: users.fullName,
  email: users.email,
};
type LockEventRow = { action: string; newValue: unknown; oldValue: unknown; at: Date; name: string | null; email: string | null };

const RECENT_FIELDS = {
  id: esgDataEntries.id,
  framework: esgDataEntries.framework,
  category: esgDataEntries.category,
  metric: esgDataEntries.metric,
  value: esgDataEntries.value,
  unit: esgDataEntries.unit,
  period: esgDataEntries.period,
  createdAt: esgDataEntries.createdAt,
};
type RecentRow = { id: string; framework: string; category: string; metric: string; value: string; unit: string; period: string; createdAt: Date };

type Json = Record<string, unknown>;
type DashboardRow = {
  frameworks: Json[];
  rollups: EntryRollup[];
  reported: HeldFigure[];
  recent: Json[];
  targets: Json[];
  locks: Json[];
  lock_events: Json[];
  reports: number;
  last_report_at: string | Date | null;
  checklist_done: number;
  open_evidence_requests: number;
  overdue_requests: number;
  linked: Record<string, number> | null;
};

/**
 * Everything the dashboard reads, in one statement (decisions D30): each read as a JSON array or a
 * count beside the others. Sent as nine statements they cost nine parses, plans and round trips
 * (and under load nine pool connections) for a few rows each. Reports made and the last one's
 * time, ticked items of the industry's current checklist (an industry change leaves old ticks
 * behind: they do not count), open evidence requests.
 */
async function readDashboard(db: DbOrTx, company: Company, items: readonly string[], year: FiscalYear) {
  const id = company.id;
  const recent = db
    .select(RECENT_FIELDS)
    .from(esgDataEntries)
    .where(eq(esgDataEntries.companyId, id))
    // Entries saved together (an extraction, a questionnaire save) share a moment: the later period first.
    .orderBy(desc(esgDataEntries.createdAt), sql`${esgDataEntries.periodEnd} desc nulls last`, desc(esgDataEntries.id))
    .limit(RECENT_LIMIT);
  const lockEvents = db
    .select(LOCK_EVENT_FIELDS)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.companyId, id), eq(auditLog.entity, LOCK_ENTITY)))
    .orderBy(desc(auditLog.id))
    .limit(LOCK_EVENTS_SHOWN);
  const checklistDone = items.length
    ? sql`(select count(*)::int from ${checklistProgress} where ${and(eq(checklistProgress.companyId, id), inArray(checklistProgress.item, [...items]))})`
    : sql`0`;
  const [row] = await rowsOf<DashboardRow>(
    db,
    sql`SELECT ${jsonRowsOf(frameworksQuery(db, [id]))} AS frameworks,
               ${jsonRowsOf(rollupsQuery(id))} AS rollups,
               ${jsonRowsOf(reportedKeysQuery(id, keysCompletenessReads(), year))} AS reported,
               ${jsonRowsOf(recent)} AS recent,
               ${jsonRowsOf(targetsQuery(db, id))} AS targets,
               ${jsonRowsOf(locksQuery(db, id))} AS locks,
               ${jsonRowsOf(lockEvents)} AS lock_events,
               (select count(*)::int from ${reportsGenerated} where ${reportsGenerated.companyId} = ${id}) AS reports,
               (select max(${reportsGenerated.createdAt}) from ${reportsGenerated} where ${reportsGenerated.companyId} = ${id}) AS last_report_at,
               ${checklistDone} AS checklist_done,
               (select count(*)::int from ${evidenceRequests} where ${and(eq(evidenceRequests.companyId, id), eq(evidenceRequests.status, "open"))}) AS open_evidence_requests,
               (select count(*)::int from ${dataRequests} where ${dataRequests.companyId} = ${id} and ${dataRequests.state} in ('not_started', 'in_progress', 'returned')
                  and ${dataRequests.dueDate} < (now() at time zone 'Asia/Kolkata')::date) AS overdue_requests,
               (select json_object_agg(l.framework, l.n) from (select framework, count(*)::int as n from figure_links
                  where company_id = ${id} group by framework) l) AS linked`,
    { prepared: true },
  );
  const fromJson = <T>(fields: Record<string, Column>, rows: Json[]) => rows.map((r) => rowFromJson<T>(fields, r));
  return {
    frameworks: row.frameworks.map((f) => String(f.framework)),
    rollups: row.rollups,
    reported: row.reported,
    /** Per framework, the figures held under another framework that answer it too (figure_links, decisions D23). */
    linked: row.linked ?? {},
    recent: fromJson<RecentRow>(RECENT_FIELDS, row.recent),
    targets: fromJson<KpiTarget>(getTableColumns(kpiTargets), row.targets).map(toTargetDto),
    locks: fromJson<LockRow>(LOCK_FIELDS, row.locks).map((l) => lockDto(l, company.fyStartMonth)),
    lockEvents: fromJson<LockEventRow>(LOCK_EVENT_FIELDS, row.lock_events),
    counts: {
      reports: Number(row.reports ?? 0),
      lastReportAt: row.last_report_at,
      checklistDone: Number(row.checklist_done ?? 0),
      openEvidenceRequests: Number(row.open_evidence_requests ?? 0),
      overdueRequests: Number(row.overdue_requests ?? 0),
    },
  };
}

/**
 * The dashboard. With `dataVersion` (read with the company: lib/companies/access.ts) it is
 * answered from what this process computed under the same version within the last minute
 * (lib/companies/data-version-cache.ts); the caller's role and the company row are always the request's own.
 */
export async function getDashboard(args: {
  company: Company;
  /** The caller's role in the company (null: an admin who is not a member). */
  role?: CompanyRole | null;
  dataVersion?: number;
  /** The financial year completion is of (`?fy=`); absent: the company's default year. */
  fyParam?: string;
  db?: DbOrTx;
  now?: Date;
}): Promise<DashboardDto> {
  const { company, role = null, dataVersion, fyParam } = args;
  const version = args.db || args.now ? undefined : dataVersion;
  const kind = `dashboard\u0000${fyParam ?? ""}`;
  const dto = await keptWhileUnchanged({ kind, companyId: company.id, version }, () => computeDashboard({ ...args, role }));
  return { ...dto, company: { ...toCompanyDto(company, dto.company.frameworks), role } };
}

async function computeDashboard({
  company,
  role,
  fyParam,
  db: given,
  now,
}: {
  company: Company;
  role: CompanyRole | null;
  fyParam?: string;
  db?: DbOrTx;
  now?: Date;
}): Promise<DashboardDto> {
  const db = given ?? (await getDb());
  const items = checklistItems(company.industry);
  // Completion is of one financial year, the one the questionnaire and insights open on unless asked.
  const year = fyParam ? requireFiscalYear(fyParam, company.fyStartMonth) : await defaultFiscalYear(db, company, now);
  const read = await readDashboard(db, company, items, year);
  const { rollups, recent, targets, counts } = read;
  const dto = { ...toCompanyDto(company, read.frameworks), role };

  let total = 0;
  const frameworks: Record<string, number> = Object.fromEntries(dto.frameworks.map((code) => [code, 0]));
  const categories = Object.fromEntries(CATEGORY_IDS.map((id) => [id, 0])) as Record<CategoryId, number>;
  const categoryLatest = Object.fromEntries(CATEGORY_IDS.map((id) => [id, null])) as Record<CategoryId, string | null>;
  let latest: string | null = null;
  for (const group of rollups) {
    const entries = Number(group.entries);
    const at = iso(group.latest);
    total += entries;
    frameworks[group.framework] = (frameworks[group.framework] ?? 0) + entries;
    if (isCategoryId(group.category)) {
      categories[group.category] += entries;
      categoryLatest[group.category] = later(categoryLatest[group.category], at);
    }
    latest = later(latest, at);
  }
  // A figure answers every framework linked to it: each of them counts it (the total counts it once).
  for (const [code, n] of Object.entries(read.linked)) frameworks[code] = (frameworks[code] ?? 0) + Number(n);
  const reportedKeys = reportedKeySet(read.reported, year);
  const { frameworks: completion, core } = completeness(dto.frameworks, read.reported, year);
  const envMetrics = dto.frameworks.filter(isFrameworkCode).flatMap((code) => frameworkMetrics(code).filter((m) => m.category === "environmental"));
  const environmentalReported = envMetrics.filter((m) => isMetricReported(m.framework, m.name, reportedKeys)).length;

  const checklistTotal = items.length || null;
  const kpiStatuses = await targetStatuses(db, company, targets, now);
  const teamwork = teamworkSummary(read.locks, read.lockEvents, rollups);
  return {
    company: dto,
    statistics: {
      total_metrics: total,
      frameworks,
      categories,
      recent_updates: recent.map((row) => ({
        id: row.id,
        framework: row.framework,
        category: row.category,
        metric: row.metric,
        value: row.value,
        unit: row.unit,
        period: row.period,
        created_at: row.createdAt.toISOString(),
      })),
      extras: {
        reports_generated: counts.reports,
        last_report_at: iso(counts.lastReportAt),
        kpi_targets: targets.length,
        checklist: { done: counts.checklistDone, total: checklistTotal },
        latest_entry_at: latest,
        category_last_updated: categoryLatest,
        tasks: deriveTasks({
          environmentalEntries: categories.environmental,
          environmentalReported,
          environmentalTotal: envMetrics.length,
          kpiStatuses,
          checklistDone: counts.checklistDone,
          checklistTotal,
          reportsGenerated: counts.reports,
        }),
        ...teamwork,
        open_evidence_requests: counts.openEvidenceRequests,
        brsr_core: core,
        overdue_requests: counts.overdueRequests,
      },
    },
    completion,
    completion_fy: { id: year.id, label: year.label },
  };
}

/** Issue 17 on the dashboard: figures by review state, locked years with the latest locks and reopenings, open evidence requests. */
function teamworkSummary(locks: YearLockDto[], events: LockEventRow[], rollups: readonly EntryRollup[]) {
  const review = Object.fromEntries(REVIEW_STATES.map((s) => [s, 0])) as Record<ReviewState, number>;
  for (const rollup of rollups) for (const state of REVIEW_STATES) review[state] += Number(rollup[state]);
  const lockEvents: LockEvent[] = events.map((e) => {
    const after = (e.newValue ?? {}) as { fy?: string; reason?: string };
    const before = (e.oldValue ?? {}) as { fy?: string };
    return {
      action: e.action === "reopen" ? "reopen" : "lock",
      fy: after.fy ?? before.fy ?? "",
      reason: after.reason ?? "",
      by: e.name || e.email || null,
      at: e.at.toISOString(),
    };
  });
  return { review, locks, lock_events: lockEvents };
}
