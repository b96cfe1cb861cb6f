import "server-only";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { auditLog, checklistProgress, esgDataEntries, evidenceRequests, reportsGenerated, users, type Company } from "@/db/schema";
import { LOCK_ENTITY, listYearLocks } from "@/lib/companies/locks";
import type { CompanyRole } from "@/lib/auth/access-table";
import { REVIEW_STATES, type ReviewState } from "@/lib/review/states";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { companyDto } from "@/lib/companies/service";
import { DERIVED_PARTS } from "@/lib/brsr/questionnaire/parts";
import { dashboardGroupsQuery, summaryGroupsQuery, type EntryGroup } from "./summaries";
import { isReportedBy } from "@/lib/frameworks/links";
import { CATEGORY_IDS, FRAMEWORK_CODES, frameworkMetrics, isCategoryId, isFrameworkCode, type CategoryId } from "@/lib/frameworks";
import type { KpiTargetDto } from "@/lib/kpi/schemas";
import { kpiProgress, listTargets } from "@/lib/kpi/service";
import type { KpiStatus } from "@/lib/kpi/status";
import { deriveTasks } from "./tasks";
import type { DashboardDto, FrameworkCompletion, LockEvent } from "./types";
import { FIGURE_COLUMNS } from "@/lib/esg-data/figure-columns";
import { metricKey } from "@/lib/frameworks/metric-key";

const RECENT_LIMIT = 5;

/** A group as the dashboard reads it: metric_key is null on a framework and category's other metrics, summed. */
type Group = Omit<EntryGroup, "metric_key"> & { metric_key: string | null };

/**
 * The company's groups of entries by (framework, category, metric key): read from the summaries
 * the writes keep (lib/dashboard/summaries.ts), so the dashboard costs a lookup of a few hundred
 * rows whether the company has 5,000 entries or 500,000. 'Scope 1  emissions' and 'scope 1
 * emissions' are one group (the stored metric_key).
 */
export function entryGroupsQuery(companyId: string) {
  return summaryGroupsQuery(companyId);
}

let completionKeys: string[] | undefined;

/**
 * Every metric key completion can ask about (of any framework, linked or a part of a derived BRSR
 * total): found once by asking isReportedBy with a set that records what it is asked. Only these
 * need a summary row of their own on the dashboard (dashboardGroupsQuery).
 */
function keysCompletionReads(): string[] {
  if (completionKeys) return completionKeys;
  const asked = new Set<string>();
  const recorder = { has: (key: string) => (asked.add(key), false) } as unknown as ReadonlySet<string>;
  // With nothing reported every direct and linked key is asked; the parts are listed below.
  for (const code of FRAMEWORK_CODES) for (const m of frameworkMetrics(code)) isReportedBy(code, m.name, recorder);
  for (const groups of DERIVED_PARTS.values()) for (const group of groups) for (const m of group) asked.add(`BRSR\u0000${metricKey(m)}`);
  completionKeys = [...new Set([...asked].map((key) => key.slice(key.indexOf("\u0000") + 1)))];
  return completionKeys;
}

/**
 * The dashboard's counts in one statement (one round trip and one parse instead of three): reports
 * made and the last one's time, ticked items of the industry's current checklist (an industry
 * change leaves old ticks behind: they do not count), open evidence requests.
 */
async function countsOf(db: DbOrTx, companyId: string, items: readonly string[]) {
  const [row] = await db
    .select({
      reports: sql<number>`(select count(*)::int from ${reportsGenerated} where ${reportsGenerated.companyId} = ${companyId})`,
      lastReportAt:
        sql<Date | null>`(select max(${reportsGenerated.createdAt}) from ${reportsGenerated} where ${reportsGenerated.companyId} = ${companyId})`.mapWith(
          reportsGenerated.createdAt,
        ),
      checklistDone: items.length
        ? sql<number>`(select count(*)::int from ${checklistProgress} where ${and(eq(checklistProgress.companyId, companyId), inArray(checklistProgress.item, [...items]))})`
        : sql<number>`0`,
      openEvidenceRequests: sql<number>`(select count(*)::int from ${evidenceRequests} where ${and(eq(evidenceRequests.companyId, companyId), eq(evidenceRequests.status, "open"))})`,
    })
    .from(sql`(select 1) as one`);
  return {
    reports: Number(row?.reports ?? 0),
    lastReportAt: row?.lastReportAt ?? null,
    checklistDone: Number(row?.checklistDone ?? 0),
    openEvidenceRequests: Number(row?.openEvidenceRequests ?? 0),
  };
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * A metric is reported when it has entries, when a framework that asks for the same figure has
 * (lib/frameworks/links.ts), or — for a BRSR total the questionnaire computes — when its parts do.
 */
function isReported(framework: string, metric: string, reportedKeys: Set<string>): boolean {
  return isReportedBy(framework, metric, reportedKeys, DERIVED_PARTS);
}

function completionFor(frameworks: string[], reportedKeys: Set<string>): Record<string, FrameworkCompletion> {
  const completion: Record<string, FrameworkCompletion> = {};
  for (const code of frameworks) {
    if (!isFrameworkCode(code)) continue;
    const metrics = frameworkMetrics(code);
    const reported = metrics.filter((m) => isReported(code, m.name, reportedKeys)).length;
    const total = metrics.length;
    completion[code] = { reported, total, percentage: total ? Math.round((reported / total) * 1000) / 10 : 0 };
  }
  return completion;
}

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
        .selectDistinctOn([esgDataEntries.metricKey, esgDataEntries.period], FIGURE_COLUMNS)
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.companyId, company.id),
            inArray(esgDataEntries.metricKey, keys),
            isNotNull(esgDataEntries.numericValue),
            // KPI progress skips values that are not finite: so must the pick of each period's latest.
            sql`${esgDataEntries.numericValue} NOT IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8)`,
          ),
        )
        .orderBy(esgDataEntries.metricKey, esgDataEntries.period, desc(esgDataEntries.createdAt))
    : [];
  return kpiProgress({ targets, entries, now, fyStartMonth: company.fyStartMonth }).map((p) => p.status);
}

export async function getDashboard({
  company,
  role = null,
  db: given,
  now,
}: {
  company: Company;
  /** The caller's role in the company (null: an admin who is not a member). */
  role?: CompanyRole | null;
  db?: DbOrTx;
  now?: Date;
}): Promise<DashboardDto> {
  const db = given ?? (await getDb());
  const items = checklistItems(company.industry);
  // Independent reads, sent together: on PostgreSQL each takes a pool connection, so the answer
  // waits for the slowest of them instead of their sum (issue 20's round-trip budget).
  const [base, groups, recent, targets, counts, teamworkReads] = await Promise.all([
    companyDto({ company, db }),
    queryRows<Group>(db, dashboardGroupsQuery(company.id, keysCompletionReads())),
    db
      .select()
      .from(esgDataEntries)
      .where(eq(esgDataEntries.companyId, company.id))
      // Entries saved together (an extraction, a questionnaire save) share a moment: the later period first.
      .orderBy(desc(esgDataEntries.createdAt), sql`${esgDataEntries.periodEnd} desc nulls last`, desc(esgDataEntries.id))
      .limit(RECENT_LIMIT),
    listTargets({ companyId: company.id, db }),
    countsOf(db, company.id, items),
    teamworkQueries(db, company),
  ]);
  const dto = { ...base, role };

  let total = 0;
  const frameworks: Record<string, number> = Object.fromEntries(dto.frameworks.map((code) => [code, 0]));
  const categories = Object.fromEntries(CATEGORY_IDS.map((id) => [id, 0])) as Record<CategoryId, number>;
  const categoryLatest = Object.fromEntries(CATEGORY_IDS.map((id) => [id, null])) as Record<CategoryId, string | null>;
  const reportedKeys = new Set<string>();
  let latest: string | null = null;
  for (const group of groups) {
    const entries = Number(group.entries);
    const at = iso(group.latest);
    total += entries;
    frameworks[group.framework] = (frameworks[group.framework] ?? 0) + entries;
    if (isCategoryId(group.category)) {
      categories[group.category] += entries;
      categoryLatest[group.category] = later(categoryLatest[group.category], at);
    }
    if (group.metric_key !== null) reportedKeys.add(`${group.framework}\u0000${group.metric_key}`);
    latest = later(latest, at);
  }

  const completion = completionFor(dto.frameworks, reportedKeys);
  const envMetrics = dto.frameworks.filter(isFrameworkCode).flatMap((code) => frameworkMetrics(code).filter((m) => m.category === "environmental"));
  const environmentalReported = envMetrics.filter((m) => isReported(m.framework, m.name, reportedKeys)).length;

  const checklistTotal = items.length || null;
  const kpiStatuses = await targetStatuses(db, company, targets, now);
  const teamwork = teamworkSummary(teamworkReads, groups);
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
      },
    },
    completion,
  };
}

const LOCK_EVENTS_SHOWN = 5;

/** The reads behind the dashboard's teamwork figures (issue 17): year locks and the latest lock events. */
function teamworkQueries(db: DbOrTx, company: Company) {
  return Promise.all([
    listYearLocks(company),
    db
      .select({
        action: auditLog.action,
        newValue: auditLog.newValue,
        oldValue: auditLog.oldValue,
        at: auditLog.createdAt,
        name: users.fullName,
        email: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entity, LOCK_ENTITY)))
      .orderBy(desc(auditLog.id))
      .limit(LOCK_EVENTS_SHOWN),
  ]);
}

/** Issue 17 on the dashboard: figures by review state, locked years with the latest locks and reopenings, open evidence requests. */
function teamworkSummary([locks, events]: Awaited<ReturnType<typeof teamworkQueries>>, groups: readonly Group[]) {
  const review = Object.fromEntries(REVIEW_STATES.map((s) => [s, 0])) as Record<ReviewState, number>;
  for (const group of groups) for (const state of REVIEW_STATES) review[state] += Number(group[state]);
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
