import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { esgDataEntries, kpiTargets, type KpiTarget, type User } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInOwnedCompany } from "@/lib/companies/access";
import { checkPlace } from "@/lib/esg-data/service";
import { periodSortKey } from "./period";
import type { KpiProgressDto, KpiTargetDto, KpiTargetInput } from "./schemas";
import { computeKpiStatus } from "./status";

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

export async function listTargets({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<KpiTargetDto[]> {
  const d = db ?? (await getDb());
  const rows = await d.select().from(kpiTargets).where(eq(kpiTargets.companyId, companyId)).orderBy(desc(kpiTargets.createdAt), desc(kpiTargets.id));
  return rows.map(toTargetDto);
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
    const [row] = await tx
      .insert(kpiTargets)
      .values({
        companyId,
        ...place,
        targetValue: data.target_value,
        unit: data.unit,
        targetPeriod: data.target_period,
        baselineValue: data.baseline_value,
        baselinePeriod: data.baseline_period || null,
        direction: data.direction,
        notes: data.notes,
        createdBy: actorId,
      })
      .returning();
    const dto = toTargetDto(row);
    await writeAudit(tx, { actorId, companyId, entity: TARGET_ENTITY, entityId: row.id, action: "create", newValue: dto });
    return dto;
  });
}

/** The target, to change it, if the caller owns its company, else 404. */
export async function getOwnedTarget({ user, targetId }: { user: User; targetId: string }): Promise<KpiTarget> {
  return getRowInOwnedCompany({
    user,
    id: targetId,
    missing: "KPI target not found",
    load: async (id) => {
      const db = await getDb();
      const [row] = await db.select().from(kpiTargets).where(eq(kpiTargets.id, id)).limit(1);
      return row;
    },
  });
}

export async function deleteTarget({ db, targetId, actorId }: { db?: DbOrTx; targetId: string; actorId: string | null }): Promise<void> {
  const base = db ?? (await getDb());
  await base.transaction(async (tx) => {
    const [row] = await tx.delete(kpiTargets).where(eq(kpiTargets.id, targetId)).returning();
    if (!row) throw notFound("KPI target not found");
    await writeAudit(tx, { actorId, companyId: row.companyId, entity: TARGET_ENTITY, entityId: targetId, action: "delete", oldValue: toTargetDto(row) });
  });
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

type NumericEntry = { metric: string; numericValue: number | null; period: string; createdAt: Date };

/** The latest numeric entry per metric: latest by period, then by time of entry. */
export function latestByMetric(entries: NumericEntry[]): Map<string, { value: number; period: string }> {
  const best = new Map<string, { value: number; period: string; key: number; at: number }>();
  for (const e of entries) {
    if (e.numericValue === null || !Number.isFinite(e.numericValue)) continue;
    const metric = normalise(e.metric);
    const key = periodSortKey(e.period, e.createdAt);
    const at = e.createdAt.getTime();
    const current = best.get(metric);
    if (!current || key > current.key || (key === current.key && at > current.at)) {
      best.set(metric, { value: e.numericValue, period: e.period, key, at });
    }
  }
  return new Map([...best].map(([metric, { value, period }]) => [metric, { value, period }]));
}

/** Every target with its actual value, progress and status (rules: lib/kpi/status.ts). */
export async function getKpiProgress({ companyId, db, now }: { companyId: string; db?: DbOrTx; now?: Date }): Promise<KpiProgressDto[]> {
  const d = db ?? (await getDb());
  const targets = await listTargets({ companyId, db: d });
  if (!targets.length) return [];
  const entries = await d
    .select({ metric: esgDataEntries.metric, numericValue: esgDataEntries.numericValue, period: esgDataEntries.period, createdAt: esgDataEntries.createdAt })
    .from(esgDataEntries)
    .where(eq(esgDataEntries.companyId, companyId));
  return kpiProgress({ targets, entries, now });
}

/** The targets' progress against entries already read (the report reads them all anyway). */
export function kpiProgress({ targets, entries, now }: { targets: KpiTargetDto[]; entries: NumericEntry[]; now?: Date }): KpiProgressDto[] {
  if (!targets.length) return [];
  const latest = latestByMetric(entries);
  return targets.map((target) => {
    const actual = latest.get(normalise(target.metric)) ?? null;
    const result = computeKpiStatus({
      targetValue: target.target_value,
      baselineValue: target.baseline_value,
      direction: target.direction,
      targetPeriod: target.target_period,
      baselinePeriod: target.baseline_period,
      actualValue: actual?.value ?? null,
      actualPeriod: actual?.period ?? null,
      now,
    });
    return {
      target,
      actual_value: actual?.value ?? null,
      actual_period: actual?.period ?? null,
      progress_percentage: result.progress_percentage,
      expected_percentage: result.expected_percentage,
      status: result.status,
    };
  });
}
