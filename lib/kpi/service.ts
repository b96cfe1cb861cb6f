import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, esgDataEntries, kpiTargets, type KpiTarget, type User } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { keptWhileUnchanged } from "@/lib/companies/data-version-cache";
import { assertYearsOpen } from "@/lib/companies/locks";
import { checkPlace } from "@/lib/esg-data/service";
import { yearFigures, type FigureEntry } from "@/lib/esg-data/year-figures";
import { metricMeasure } from "@/lib/esg-data/measure";
import { findMetric } from "@/lib/frameworks";
import { readPeriod } from "@/lib/periods/read";
import { fiscalYearOf } from "@/lib/periods/fiscal-year";
import { annualActual, measuredActual } from "./actual";
import type { KpiPrefillDto, KpiProgressDto, KpiTargetDto, KpiTargetEdit, KpiTargetInput } from "./schemas";
import { metricDirection } from "./direction";
import { computeKpiStatus } from "./status";
import { FIGURE_COLUMNS } from "@/lib/esg-data/figure-columns";
import { metricKey } from "@/lib/frameworks/metric-key";

export const TARGET_ENTITY = "kpi_target";

export function toTargetDto(row: KpiTarget): KpiTargetDto {
  return {
    id: row.id,
    company_id: row.companyId,
    framework: row.framework,
    category: row.category,
    metric: row.metric,
    target_value: row.targetValue,
    unit: row.unit,
    target_period: row.targetPeriod,
    baseline_value: row.baselineValue,
    baseline_period: row.baselinePeriod,
    direction: row.direction === "decrease" || row.direction === "increase" ? row.direction : null,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a target: every audit row of a target has this one shape. */
export const targetAuditSnapshot = (row: KpiTarget) => toTargetDto(row);

export async function listTargets({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<KpiTargetDto[]> {
  const rows = await targetsQuery(db ?? (await getDb()), companyId);
  return rows.map(toTargetDto);
}

/** A company's targets, newest first. */
export function targetsQuery(db: DbOrTx, companyId: string) {
  return db.select().from(kpiTargets).where(eq(kpiTargets.companyId, companyId)).orderBy(desc(kpiTargets.createdAt), desc(kpiTargets.id));
}

/** A target's own columns from the fields a user gives (the same on create and edit), at its checked place. */
function targetColumns(place: { framework: string; category: string; metric: string }, data: KpiTargetEdit) {
  return {
    ...place,
    targetValue: data.target_value,
    unit: data.unit,
    targetPeriod: data.target_period,
    baselineValue: data.baseline_value,
    baselinePeriod: data.baseline_period || null,
    direction: data.direction,
    notes: data.notes,
  } satisfies Partial<typeof kpiTargets.$inferInsert>;
}

export async function createTarget({
  db,
  companyId,
  actorId,
  data,
}: {
  db?: DbOrTx;
  companyId: string;
  actorId: string | null;
  data: Omit<KpiTargetInput, "company_id">;
}): Promise<KpiTargetDto> {
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    const place = await checkPlace(tx, companyId, data);
    await assertYearsOpen(tx, companyId, [{ period: data.target_period }]);
    const [row] = await tx
      .insert(kpiTargets)
      .values({ companyId, ...targetColumns(place, data), createdBy: actorId })
      .returning();
    const dto = toTargetDto(row);
    await writeAudit(tx, { actorId, companyId, entity: TARGET_ENTITY, entityId: row.id, action: "create", newValue: targetAuditSnapshot(row) });
    return dto;
  });
}

/** The target, to change it, if the caller owns its company, else 404. */
export async function getMemberTarget({ user, targetId, demand }: { user: User; targetId: string; demand: CompanyDemand }): Promise<KpiTarget> {
  return getRowInMemberCompany({
    user,
    demand,
    id: targetId,
    missing: "KPI target not found",
    load: async (id) => {
      const db = await getDb();
      const [row] = await db.select().from(kpiTargets).where(eq(kpiTargets.id, id)).limit(1);
      return row;
    },
  });
}

/**
 * Changes a target's fields (the same as on create) in one transaction: the row is locked, so
 * edits at once are chained in the audit trail (each row's before is the previous row's after);
 * a target whose year is locked, before or after the edit, is refused (423). One audit row
 * 'update' with the target before and after.
 */
export async function updateTarget({
  db,
  targetId,
  actorId,
  data,
}: {
  db?: DbOrTx;
  targetId: string;
  actorId: string | null;
  data: KpiTargetEdit;
}): Promise<KpiTargetDto> {
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    const [before] = await tx.select().from(kpiTargets).where(eq(kpiTargets.id, targetId)).for("update");
    if (!before) throw notFound("KPI target not found");
    const place = await checkPlace(tx, before.companyId, data);
    await assertYearsOpen(tx, before.companyId, [{ period: before.targetPeriod }, { period: data.target_period }]);
    const [after] = await tx.update(kpiTargets).set(targetColumns(place, data)).where(eq(kpiTargets.id, targetId)).returning();
    await writeAudit(tx, {
      actorId,
      companyId: before.companyId,
      entity: TARGET_ENTITY,
      entityId: targetId,
      action: "update",
      oldValue: targetAuditSnapshot(before),
      newValue: targetAuditSnapshot(after),
    });
    return toTargetDto(after);
  });
}

export async function deleteTarget({ db, targetId, actorId }: { db?: DbOrTx; targetId: string; actorId: string | null }): Promise<void> {
  const base = db ?? (await getDb());
  await base.transaction(async (tx) => {
    const [row] = await tx.delete(kpiTargets).where(eq(kpiTargets.id, targetId)).returning();
    if (!row) throw notFound("KPI target not found");
    await assertYearsOpen(tx, row.companyId, [{ period: row.targetPeriod }]);
    await writeAudit(tx, {
      actorId,
      companyId: row.companyId,
      entity: TARGET_ENTITY,
      entityId: targetId,
      action: "delete",
      oldValue: targetAuditSnapshot(row),
    });
  });
}

/**
 * An entry as KPI progress reads it; the stored period columns are used when present. Its review
 * state (lib/review) says whether the figure is approved; an entry without one counts as not
 * approved.
 */
type NumericEntry = FigureEntry & { metric: string; reviewState?: string };

/** The figure columns with the review state: what progress on approved figures reads. */
const KPI_FIGURE_COLUMNS = { ...FIGURE_COLUMNS, reviewState: esgDataEntries.reviewState } as const;

const isApproved = (e: { reviewState?: string }) => e.reviewState === "approved";

/**
 * The latest financial-year figure per metric (lib/kpi/actual.ts), as an annual target in the
 * metric's own unit would see it: the newest year that resolves, never a lone quarter.
 */
export function latestByMetric(entries: NumericEntry[], fyStartMonth = 4): Map<string, { value: number; period: string }> {
  const out = new Map<string, { value: number; period: string }>();
  for (const [metric, list] of groupByMetric(entries)) {
    const actual = annualActual(list, { metric: list[0].metric, unit: "", fyStartMonth });
    if (actual.value !== null) out.set(metric, { value: actual.value, period: actual.period! });
  }
  return out;
}

function groupByMetric<T extends { metric: string }>(entries: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const e of entries) {
    const key = metricKey(e.metric);
    const list = out.get(key);
    if (list) list.push(e);
    else out.set(key, [e]);
  }
  return out;
}

/**
 * Every target with its actual value, progress and status (rules: lib/kpi/status.ts,
 * lib/kpi/actual.ts), from the entries of the targets' metrics: matched by metric key, so every
 * spelling of a metric's name counts towards its target.
 */
export async function getKpiProgress(args: {
  companyId: string;
  /**
   * false (the default): progress is measured on approved figures only, and a newer figure not
   * yet approved is named in the note; true: drafts and submitted figures count too, and a value
   * resting on one is marked `current_status: "draft"`. A rejected figure never counts.
   */
  includeDrafts?: boolean;
  /** The company's year start when the caller has its row already (a route does): one statement fewer. */
  fyStartMonth?: number;
  /** The company's data version read with its row (a route has it): answered from this process's cache while unchanged. */
  dataVersion?: number;
  db?: DbOrTx;
  now?: Date;
}): Promise<KpiProgressDto[]> {
  const version = args.db || args.now ? undefined : args.dataVersion;
  const kind = args.includeDrafts ? "kpi-progress-drafts" : "kpi-progress";
  return keptWhileUnchanged({ kind, companyId: args.companyId, version }, () => computeKpiProgress(args));
}

async function computeKpiProgress({
  companyId,
  includeDrafts = false,
  fyStartMonth: given,
  db,
  now,
}: {
  companyId: string;
  includeDrafts?: boolean;
  fyStartMonth?: number;
  db?: DbOrTx;
  now?: Date;
}): Promise<KpiProgressDto[]> {
  const d = db ?? (await getDb());
  const targets = await listTargets({ companyId, db: d });
  if (!targets.length) return [];
  const [fyStartMonth, entries] = await Promise.all([
    given ??
      d
        .select({ fyStartMonth: companies.fyStartMonth })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .then(([company]) => company?.fyStartMonth ?? 4),
    d
      .select(KPI_FIGURE_COLUMNS)
      .from(esgDataEntries)
      .where(
        and(
          eq(esgDataEntries.companyId, companyId),
          inArray(esgDataEntries.metricKey, [...new Set(targets.map((t) => metricKey(t.metric)))]),
          isNotNull(esgDataEntries.numericValue),
          // A company's target is met by the company's figure; a plant's or office's is a part of it.
          isNull(esgDataEntries.unitId),
          // A figure its reviewer rejected is not the company's figure, drafts shown or not.
          ne(esgDataEntries.reviewState, "rejected"),
        ),
      ),
  ]);
  return kpiProgress({ targets, entries, now, fyStartMonth, approvedOnly: !includeDrafts });
}

/**
 * The targets' progress against entries already read (the report reads them all anyway).
 * Periods are read with the company's financial-year start month (April when not given).
 */
export function kpiProgress({
  targets,
  entries,
  now,
  fyStartMonth = 4,
  approvedOnly = true,
}: {
  targets: KpiTargetDto[];
  entries: NumericEntry[];
  now?: Date;
  fyStartMonth?: number;
  /**
   * true (the default, decisions D33): measure on approved entries only; the others only name, in
   * the note, a figure they would have given. false: every entry counts, as the KPI screen's
   * "Include drafts" shows. Every caller that states progress (dashboard, report, insights,
   * export) keeps the default.
   */
  approvedOnly?: boolean;
}): KpiProgressDto[] {
  if (!targets.length) return [];
  const byMetric = groupByMetric(entries);
  return targets.map((target) => {
    const all = byMetric.get(metricKey(target.metric)) ?? [];
    const rule = { metric: target.metric, unit: target.unit, targetPeriod: target.target_period, fyStartMonth };
    const actual = measuredActual(approvedOnly ? all.filter(isApproved) : all, rule);
    // What the drafts would have shown, said so that a figure awaiting review is not silently passed over.
    const withDrafts = approvedOnly && all.some((e) => !isApproved(e)) ? measuredActual(all, rule) : null;
    const awaiting =
      withDrafts && withDrafts.value !== null && (withDrafts.value !== actual.value || withDrafts.period !== actual.period)
        ? `${withDrafts.period}'s figure is not yet approved and is left out`
        : null;
    const result = computeKpiStatus({
      targetValue: target.target_value,
      baselineValue: target.baseline_value,
      direction: target.direction,
      targetPeriod: target.target_period,
      baselinePeriod: target.baseline_period,
      actualValue: actual.value,
      actualPeriod: actual.period,
      fyStartMonth,
      now,
      metricDirection: metricDirection(target.metric, target.framework),
    });
    const stale =
      result.no_figure_since_baseline && result.status !== "achieved"
        ? `No figure after the baseline (${target.baseline_period}) yet, so progress is measured against the time elapsed to today`
        : null;
    return {
      target,
      actual_value: actual.value,
      actual_period: actual.period,
      progress_percentage: result.progress_percentage,
      expected_percentage: result.expected_percentage,
      status: result.status,
      direction: result.direction,
      note: [stale, actual.note, awaiting].filter(Boolean).join("; ") || null,
      current_status: actual.value === null ? null : actual.used.every(isApproved) ? "approved" : "draft",
    };
  });
}

/**
 * What the target form fills when a metric is chosen (decisions D23 §3): the unit — the catalogue's
 * usual unit of the metric, else the unit of the company's newest figure of it — and the
 * baseline — the company's approved figure (its own, not a unit's) for the baseline period's
 * financial year, resolved by the one year rule and converted into that unit. The user may
 * change both; nothing is saved here.
 */
export async function targetPrefill({
  companyId,
  fyStartMonth,
  framework,
  metric,
  baselinePeriod,
  unit: given,
  db,
}: {
  companyId: string;
  fyStartMonth: number;
  framework: string;
  metric: string;
  baselinePeriod: string;
  /** The unit already in the form: the baseline is given in it when set. */
  unit: string;
  db?: DbOrTx;
}): Promise<KpiPrefillDto> {
  const d = db ?? (await getDb());
  const entries = await d
    .select(KPI_FIGURE_COLUMNS)
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        eq(esgDataEntries.metricKey, metricKey(metric)),
        isNotNull(esgDataEntries.numericValue),
        isNull(esgDataEntries.unitId),
        ne(esgDataEntries.reviewState, "rejected"),
      ),
    )
    .orderBy(desc(esgDataEntries.createdAt));
  const catalogue = (findMetric(framework, metric)?.unit ?? "").trim();
  const held = entries.map((e) => (e.unit ?? "").trim()).find(Boolean) ?? "";
  const unit = catalogue || held || null;
  const unit_source = catalogue ? "catalogue" : held ? "held" : null;
  const out: KpiPrefillDto = { unit, unit_source, baseline_value: null, baseline_period: null, baseline_note: null };
  if (!baselinePeriod) return out;
  const read = readPeriod(baselinePeriod, { fyStartMonth });
  if (read.kind !== "fy" || !read.end) {
    return { ...out, baseline_note: `'${baselinePeriod}' is not a financial year` };
  }
  const fy = fiscalYearOf(read.end, fyStartMonth);
  const approved = entries.filter(isApproved);
  const to = given || unit || "";
  const { measure } = metricMeasure(metric, to || (approved[0]?.unit ?? ""));
  const figure = yearFigures(approved, { measure, unit: to, fyStartMonth }).find((f) => f.fy.endYear === fy.endYear);
  if (figure?.ok) return { ...out, baseline_value: figure.value, baseline_period: figure.period };
  return { ...out, baseline_note: `No approved figure for ${fy.label}` };
}
