import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, esgDataEntries, reportingUnits, type Company, type ReportingUnit } from "@/db/schema";
import { conflict, hasDatabaseErrorCode, notFound, unprocessable } from "@/lib/errors";
import { writeAudit, writeAudits } from "@/lib/audit";
import { isUuid } from "@/lib/companies/access";
import { PARTNER_UNIT_TYPE, wouldCycle, type UnitType } from "./rules";
import type { UnitDto } from "./types";
import type { UnitInput, UnitPatch } from "./schemas";
import type { z } from "zod";
import type { bulkUnitInput } from "./schemas";

export const UNIT_ENTITY = "reporting_unit";

export type { UnitDto };

export function unitDto(row: ReportingUnit, figures = 0): UnitDto {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    type: row.type as UnitType,
    country: row.country,
    state: row.state,
    district: row.district,
    nic_code: row.nicCode,
    ownership_pct: row.ownershipPct,
    in_standalone: row.inStandalone,
    in_consolidated: row.inConsolidated,
    water_stressed: row.waterStressed,
    active_from_fy: row.activeFromFy,
    active_to_fy: row.activeToFy,
    archived: row.archivedAt !== null,
    figures,
  };
}

const UNIQUE_VIOLATION = new Set(["23505"]);
const FK_VIOLATION = new Set(["23503"]);

/** The company's units (archived ones included, flagged), each with its number of figures. */
export async function listUnits({ companyId, db: given }: { companyId: string; db?: DbOrTx }): Promise<UnitDto[]> {
  const db = given ?? (await getDb());
  const rows = await db
    .select({ unit: reportingUnits, figures: sql<number>`(SELECT count(*)::int FROM esg_data_entries e WHERE e.unit_id = reporting_units.id)` })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.companyId, companyId), ne(reportingUnits.type, PARTNER_UNIT_TYPE)))
    .orderBy(asc(reportingUnits.name));
  return rows.map((r) => unitDto(r.unit, Number(r.figures)));
}

/** A unit of the company, or 404 (another company's unit is as missing as none). */
export async function getUnit(db: DbOrTx, companyId: string, unitId: string, { forUpdate = false } = {}): Promise<ReportingUnit> {
  if (!isUuid(unitId)) throw notFound("Unit not found");
  const query = db
    .select()
    .from(reportingUnits)
    .where(and(eq(reportingUnits.id, unitId), eq(reportingUnits.companyId, companyId), ne(reportingUnits.type, PARTNER_UNIT_TYPE)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Unit not found");
  return row;
}

function columns(input: Partial<UnitInput>): Partial<typeof reportingUnits.$inferInsert> {
  const out: Partial<typeof reportingUnits.$inferInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.type !== undefined) out.type = input.type;
  if (input.parent_id !== undefined) out.parentId = input.parent_id;
  if (input.country !== undefined) out.country = input.country;
  if (input.state !== undefined) out.state = input.state;
  if (input.district !== undefined) out.district = input.district;
  if (input.nic_code !== undefined) out.nicCode = input.nic_code;
  if (input.ownership_pct !== undefined) out.ownershipPct = input.ownership_pct;
  if (input.in_standalone !== undefined) out.inStandalone = input.in_standalone;
  if (input.in_consolidated !== undefined) out.inConsolidated = input.in_consolidated;
  if (input.water_stressed !== undefined) out.waterStressed = input.water_stressed;
  if (input.active_from_fy !== undefined) out.activeFromFy = input.active_from_fy;
  if (input.active_to_fy !== undefined) out.activeToFy = input.active_to_fy;
  return out;
}

/** Every change of a company's units takes the company's row first, so two edits of the tree cannot together close a loop. */
async function lockTree(tx: DbOrTx, companyId: string): Promise<ReportingUnit[]> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
  return tx
    .select()
    .from(reportingUnits)
    .where(and(eq(reportingUnits.companyId, companyId), ne(reportingUnits.type, PARTNER_UNIT_TYPE)));
}

function checkYears(from: string | null | undefined, to: string | null | undefined) {
  if (from && to && from.slice(0, 4) > to.slice(0, 4)) throw unprocessable("active_to_fy: the last active year is before the first");
}

function duplicateName(e: unknown, name: string): never {
  if (hasDatabaseErrorCode(e, UNIQUE_VIOLATION)) throw conflict(`A unit named '${name}' already exists`);
  throw e;
}

/** Adds units (one, or a pasted list whose parents may be named among them); all or none, audited. */
export async function createUnits({
  company,
  units,
  actorId,
}: {
  company: Company;
  units: z.infer<typeof bulkUnitInput>["units"];
  actorId: string;
}): Promise<UnitDto[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const existing = await lockTree(tx, company.id);
    const byName = new Map(existing.map((u) => [u.name.toLowerCase(), u.id]));
    const taken = new Set(byName.keys());
    for (const u of units) {
      if (taken.has(u.name.toLowerCase())) throw conflict(`A unit named '${u.name}' already exists`);
      taken.add(u.name.toLowerCase());
      checkYears(u.active_from_fy, u.active_to_fy);
      if (u.parent_id && !existing.some((e) => e.id === u.parent_id)) throw notFound("Parent unit not found");
    }
    // Insert in an order where each named parent exists first: parents named among the new units come before their children.
    const pending = [...units];
    const created: ReportingUnit[] = [];
    while (pending.length) {
      const ready = pending.filter((u) => !u.parent_name || byName.has(u.parent_name.toLowerCase()));
      if (!ready.length) {
        const u = pending[0];
        const named = units.some((x) => x.name.toLowerCase() === u.parent_name!.toLowerCase());
        throw unprocessable(named ? `units: '${u.name}' and its parents form a cycle` : `units: the parent '${u.parent_name}' of '${u.name}' is not a unit`);
      }
      const rows = await tx
        .insert(reportingUnits)
        .values(
          ready.map((u) => ({
            ...columns(u),
            name: u.name,
            type: u.type,
            companyId: company.id,
            parentId: u.parent_name ? byName.get(u.parent_name.toLowerCase())! : (u.parent_id ?? null),
            createdBy: actorId,
          })),
        )
        .returning()
        .catch((e) => duplicateName(e, ready[0].name));
      for (const r of rows) byName.set(r.name.toLowerCase(), r.id);
      created.push(...rows);
      for (const u of ready) pending.splice(pending.indexOf(u), 1);
    }
    await writeAudits(
      tx,
      created.map((r) => ({ actorId, companyId: company.id, entity: UNIT_ENTITY, entityId: r.id, action: "create" as const, newValue: unitDto(r) })),
    );
    return created.map((r) => unitDto(r));
  });
}

/** Changes a unit: its fields, its parent (a loop is 422), or archives / restores it. Audited. */
export async function updateUnit({
  company,
  unitId,
  patch,
  actorId,
}: {
  company: Company;
  unitId: string;
  patch: UnitPatch;
  actorId: string;
}): Promise<UnitDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, company.id);
    const before = await getUnit(tx, company.id, unitId);
    if (patch.parent_id) {
      if (!tree.some((u) => u.id === patch.parent_id)) throw notFound("Parent unit not found");
      if (wouldCycle(tree, unitId, patch.parent_id)) throw unprocessable("parent_id: a unit cannot sit under itself or one of its own units");
    }
    checkYears(
      patch.active_from_fy === undefined ? before.activeFromFy : patch.active_from_fy,
      patch.active_to_fy === undefined ? before.activeToFy : patch.active_to_fy,
    );
    const values = { ...columns(patch), updatedAt: new Date() } as Partial<typeof reportingUnits.$inferInsert>;
    if (patch.archived !== undefined) values.archivedAt = patch.archived ? (before.archivedAt ?? new Date()) : null;
    const [after] = await tx
      .update(reportingUnits)
      .set(values)
      .where(eq(reportingUnits.id, unitId))
      .returning()
      .catch((e) => duplicateName(e, patch.name ?? before.name));
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: UNIT_ENTITY,
      entityId: unitId,
      action: "update",
      oldValue: unitDto(before),
      newValue: unitDto(after),
    });
    return unitDto(after);
  });
}

export const UNIT_HOLDS_FIGURES = "This unit holds figures: archive it instead of deleting it";

/** Deletes a unit that holds no figures and has no units under it (409 otherwise); audited. */
export async function deleteUnit({ company, unitId, actorId }: { company: Company; unitId: string; actorId: string }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const tree = await lockTree(tx, company.id);
    const unit = await getUnit(tx, company.id, unitId, { forUpdate: true });
    if (tree.some((u) => u.parentId === unitId)) throw conflict("This unit has units under it: move or delete them first");
    const [held] = await tx.select({ id: esgDataEntries.id }).from(esgDataEntries).where(eq(esgDataEntries.unitId, unitId)).limit(1);
    if (held) throw conflict(UNIT_HOLDS_FIGURES);
    // A figure written meanwhile by another transaction is caught by the foreign key.
    await tx
      .delete(reportingUnits)
      .where(eq(reportingUnits.id, unitId))
      .catch((e) => {
        if (hasDatabaseErrorCode(e, FK_VIOLATION)) throw conflict(UNIT_HOLDS_FIGURES);
        throw e;
      });
    await writeAudit(tx, { actorId, companyId: company.id, entity: UNIT_ENTITY, entityId: unitId, action: "delete", oldValue: unitDto(unit) });
  });
}
