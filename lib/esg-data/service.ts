import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { auditLog, companies, companyFrameworks, esgDataEntries, users, type EsgDataEntry, type User } from "@/db/schema";
import { notFound, unprocessable } from "@/lib/api/errors";
import { getRowInOwnedCompany } from "@/lib/companies/access";
import { writeAudit } from "@/lib/audit";
import { findMetric, getFramework, isCategoryId, isFrameworkCode } from "@/lib/frameworks";
import { periodColumns } from "@/lib/periods";
import { parseNumericValue } from "./parse-value";
import type { EsgEntryDto, EsgEntryFields, EsgEntryHistoryItem, EsgEntryUpdate } from "./schemas";

export const ENTRY_ENTITY = "esg_data_entry";
export type EntrySource = "manual" | "calculator" | "extraction";


export function toEntryDto(row: EsgDataEntry): EsgEntryDto {
  return {
    id: row.id,
    company_id: row.companyId,
    framework: row.framework,
    category: row.category,
    metric: row.metric,
    value: row.value,
    numeric_value: row.numericValue,
    unit: row.unit,
    period: row.period,
    notes: row.notes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an entry: the fields a reviewer compares, not bookkeeping. */
function auditSnapshot(dto: EsgEntryDto) {
  const { framework, category, metric, value, numeric_value, unit, period, notes, source } = dto;
  return { framework, category, metric, value, numeric_value, unit, period, notes, source };
}

type Place = { framework: string; category: string; metric: string };

/**
 * Framework: a known code or one of the company's frameworks; category: one of that framework's
 * category ids; metric: a catalogue name (stored with the catalogue's spelling, so KPI progress
 * and completion find it) or a custom name.
 */
export async function checkPlace(db: DbOrTx, companyId: string, place: Place): Promise<Place> {
  const framework = place.framework.trim();
  if (!isFrameworkCode(framework)) {
    const own = await db
      .select({ framework: companyFrameworks.framework })
      .from(companyFrameworks)
      .where(and(eq(companyFrameworks.companyId, companyId), eq(companyFrameworks.framework, framework)));
    if (!own.length) throw unprocessable(`framework: '${framework}' is not one of the company's frameworks`);
  }
  const known = getFramework(framework);
  const categoryIds = known ? known.categories.map((c) => c.id as string) : null;
  if (!isCategoryId(place.category) || (categoryIds && !categoryIds.includes(place.category))) {
    throw unprocessable(`category: '${place.category}' is not a category of ${framework}`);
  }
  const catalogued = findMetric(framework, place.metric);
  const metric = catalogued && catalogued.category === place.category ? catalogued.name : place.metric.trim();
  return { framework, category: place.category, metric };
}

/**
 * The company's financial-year start month. Share-locked: a change of start month (which re-reads
 * the company's periods in its own transaction) waits for this entry, or this entry for it, so no
 * entry keeps columns read with the old month.
 */
async function fyStartMonth(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).limit(1).for("share");
  return row?.fyStartMonth ?? 4;
}

async function inTransaction<T>(db: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  // On a transaction this opens a savepoint, so the caller's transaction still decides.
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => fn(tx));
}

export type CreateEntryArgs = {
  db?: DbOrTx;
  companyId: string;
  actorId: string | null;
  data: { framework: string; category: string; metric: string; value: string; unit?: string | null; period: string; notes?: string | null };
  source?: EntrySource;
  extractionId?: string | null;
};

/** Validates against the catalogue, parses the number, inserts and audits in one transaction. */
export async function createEntry({ db, companyId, actorId, data, source = "manual", extractionId = null }: CreateEntryArgs): Promise<EsgEntryDto> {
  return inTransaction(db, async (tx) => {
    const place = await checkPlace(tx, companyId, data);
    const value = data.value.trim();
    const period = data.period.trim();
    const [row] = await tx
      .insert(esgDataEntries)
      .values({
        companyId,
        ...place,
        value,
        numericValue: parseNumericValue(value),
        unit: (data.unit ?? "").trim(),
        period,
        ...periodColumns(period, await fyStartMonth(tx, companyId)),
        notes: (data.notes ?? "").trim(),
        source,
        extractionId,
        createdBy: actorId,
      })
      .returning();
    const dto = toEntryDto(row);
    await writeAudit(tx, { actorId, companyId, entity: ENTRY_ENTITY, entityId: row.id, action: "create", newValue: auditSnapshot(dto) });
    return dto;
  });
}

/** A company's entries, newest first. */
export async function listEntries({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<EsgEntryDto[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select()
    .from(esgDataEntries)
    .where(eq(esgDataEntries.companyId, companyId))
    .orderBy(desc(esgDataEntries.createdAt), desc(esgDataEntries.id));
  return rows.map(toEntryDto);
}

/** The entry, to change it, if the caller owns its company, else 404 — ids cannot be probed. */
export async function getOwnedEntry({ user, entryId }: { user: User; entryId: string }): Promise<EsgDataEntry> {
  return getRowInOwnedCompany({
    user,
    id: entryId,
    missing: "Data entry not found",
    load: async (id) => {
      const db = await getDb();
      const [row] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, id)).limit(1);
      return row;
    },
  });
}

export async function updateEntry({
  db,
  entryId,
  actorId,
  data,
}: {
  db?: DbOrTx;
  entryId: string;
  actorId: string | null;
  data: EsgEntryUpdate | Partial<EsgEntryFields>;
}): Promise<EsgEntryDto> {
  return inTransaction(db, async (tx) => {
    // Row lock: two edits at once must not both audit the same "old" value.
    const [current] = await tx.select().from(esgDataEntries).where(eq(esgDataEntries.id, entryId)).for("update");
    if (!current) throw notFound("Data entry not found");
    const place = await checkPlace(tx, current.companyId, {
      framework: data.framework ?? current.framework,
      category: data.category ?? current.category,
      metric: data.metric ?? current.metric,
    });
    const value = data.value !== undefined ? data.value.trim() : current.value;
    const period = data.period !== undefined ? data.period.trim() : current.period;
    const [row] = await tx
      .update(esgDataEntries)
      .set({
        ...place,
        value,
        numericValue: parseNumericValue(value),
        unit: data.unit !== undefined ? data.unit.trim() : current.unit,
        period,
        // Also when the period is unchanged: a row written before the company changed its year start reads anew.
        ...periodColumns(period, await fyStartMonth(tx, current.companyId)),
        notes: data.notes !== undefined ? data.notes.trim() : current.notes,
        updatedAt: new Date(),
      })
      .where(eq(esgDataEntries.id, entryId))
      .returning();
    const before = auditSnapshot(toEntryDto(current));
    const dto = toEntryDto(row);
    await writeAudit(tx, {
      actorId,
      companyId: current.companyId,
      entity: ENTRY_ENTITY,
      entityId: entryId,
      action: "update",
      oldValue: before,
      newValue: auditSnapshot(dto),
    });
    return dto;
  });
}

export async function deleteEntry({ db, entryId, actorId }: { db?: DbOrTx; entryId: string; actorId: string | null }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(esgDataEntries).where(eq(esgDataEntries.id, entryId)).returning();
    if (!row) throw notFound("Data entry not found");
    await writeAudit(tx, {
      actorId,
      companyId: row.companyId,
      entity: ENTRY_ENTITY,
      entityId: entryId,
      action: "delete",
      oldValue: auditSnapshot(toEntryDto(row)),
    });
  });
}

/**
 * The audit trail of an entry the caller may see (owner, or admin), also once the entry is
 * deleted: a live entry is authorised through its company, a deleted one through the company its
 * audit rows record (every one of them, though an entry never changes company). Anything else —
 * another user's entry, an id that never named an entry — is 404, so ids cannot be probed.
 */
export async function ownedEntryHistory({ user, entryId }: { user: User; entryId: string }): Promise<EsgEntryHistoryItem[]> {
  const db = await getDb();
  const entry = await getRowInOwnedCompany({
    user,
    id: entryId,
    missing: "Data entry not found",
    access: "read",
    load: async (id) => {
      const [live] = await db.select({ id: esgDataEntries.id, companyId: esgDataEntries.companyId }).from(esgDataEntries).where(eq(esgDataEntries.id, id)).limit(1);
      if (live) return live;
      const recorded = await db
        .selectDistinct({ companyId: auditLog.companyId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, ENTRY_ENTITY), eq(auditLog.entityId, id)));
      const [only, ...others] = recorded;
      // No trail, a trail without a company, or one spread over companies: nothing to show.
      if (!only?.companyId || others.length) return undefined;
      return { id, companyId: only.companyId };
    },
  });
  return entryHistory({ entryId: entry.id, db });
}

/** The audit trail of one entry, oldest first (it reads as a story: created, edited, deleted). */
export async function entryHistory({ entryId, db }: { entryId: string; db?: DbOrTx }): Promise<EsgEntryHistoryItem[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({
      id: auditLog.id,
      action: auditLog.action,
      oldValue: auditLog.oldValue,
      newValue: auditLog.newValue,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.fullName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, ENTRY_ENTITY), eq(auditLog.entityId, entryId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.actorId ? { id: r.actorId, full_name: r.actorName ?? "", email: r.actorEmail ?? "" } : null,
    old_value: (r.oldValue as EsgEntryHistoryItem["old_value"]) ?? null,
    new_value: (r.newValue as EsgEntryHistoryItem["new_value"]) ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
