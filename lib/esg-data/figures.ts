import "server-only";
/**
 * # One figure for every framework (decisions D23)
 *
 * A figure is stored once; every other framework that asks for it (lib/frameworks/links.ts) is a
 * row of `figure_links` pointing at it. Saving a figure under a framework whose linked figure is
 * already held for the period links to it (same value) or is refused with it (another value).
 * Copies stored before (the same figure under BRSR, GRI and TCFD) are merged at start
 * (`mergeFigureCopies`, after migration 0023): evidence files, evidence requests and links move
 * to the copy kept, every copy's audit rows stay (a merged copy's last row says where it went),
 * and copies that disagree are listed in `figure_conflicts` for a person to pick one
 * (`resolveConflict`). Rules, pure: lib/esg-data/figure-merge.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { companies, esgDataEntries, evidenceFiles, evidenceRequests, figureConflicts, figureLinks, type EsgDataEntry, type User } from "@/db/schema";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInMemberCompany } from "@/lib/companies/access";
import { assertYearsOpen } from "@/lib/companies/locks";
import { findMetric } from "@/lib/frameworks";
import { figurePlaces, linkedMetricPlaces } from "@/lib/frameworks/links";
import { metricKey } from "@/lib/frameworks/metric-key";
import { ConflictWithBody } from "./conflict";
import { describeExisting, figureKey, figureWhen } from "./duplicates";
import { homeOf, pickKept, planMerge, sameValue } from "./figure-merge";
import { displayValue } from "@/lib/format";
import { parseNumericValue } from "@/lib/numbers/read";
import { ENTRY_ENTITY, entryAuditSnapshot, lockFigures, toEntryDto } from "./service";
import type { EsgEntryDto } from "./schemas";
import type { FigureConflictDto } from "./figure-conflict-types";

export const CONFLICT_ENTITY = "figure_conflict";

/** The frameworks an entry answers: its own, then those linked to it. */
export async function figureFrameworks(db: DbOrTx, entry: Pick<EsgDataEntry, "id" | "framework">): Promise<string[]> {
  const links = await db.select({ framework: figureLinks.framework }).from(figureLinks).where(eq(figureLinks.entryId, entry.id));
  return [
    entry.framework,
    ...links
      .map((l) => l.framework)
      .filter((f) => f !== entry.framework)
      .sort(),
  ];
}

type Saving = {
  companyId: string;
  actorId: string | null;
  place: { framework: string; category: string; metric: string };
  value: string;
  unit: string;
  period: string;
  unitId: string | null;
  fyStartMonth: number;
};

/**
 * A figure saved under a framework whose linked figure the company already holds for the period
 * (and site): the framework is linked to the held figure, which is answered with the frameworks
 * it now serves; a different value is a 409 naming the held figure. Null when none is held.
 * The caller has checked the place, the year's lock and the framework's own duplicates.
 */
export async function linkToHeldFigure(tx: DbOrTx, s: Saving): Promise<(EsgEntryDto & { frameworks: string[]; linked: true }) | null> {
  const places = figurePlaces(s.place.framework, s.place.metric);
  const others = places.filter((p) => p.framework !== s.place.framework);
  if (!others.length) return null;
  const when = figureWhen({ period: s.period, periodStart: null, periodEnd: null }, s.fyStartMonth);
  await lockFigures(
    tx,
    s.companyId,
    places.map((p) => figureKey({ ...p, period: s.period }, s.fyStartMonth)),
  );
  const candidates = await tx
    .select()
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, s.companyId),
        inArray(
          esgDataEntries.metricKey,
          others.map((p) => metricKey(p.metric)),
        ),
        s.unitId ? eq(esgDataEntries.unitId, s.unitId) : sql`${esgDataEntries.unitId} is null`,
      ),
    );
  const held = candidates.filter(
    (e) => others.some((p) => p.framework === e.framework && metricKey(p.metric) === e.metricKey) && figureWhen(e, s.fyStartMonth) === when,
  );
  if (!held.length) return null;
  const figure = pickKept(held);
  const numericValue = parseNumericValue(s.value);
  if (!sameValue({ value: s.value, numericValue, unit: s.unit }, figure)) {
    throw new ConflictWithBody(
      `${s.place.metric} (${s.place.framework}) is the same figure as ${figure.framework}'s ${figure.metric}, held for ${figure.period}: ${describeExisting(figure, displayValue)}. Update that figure instead; it answers every framework that asks for it.`,
      { existing: toEntryDto(figure) },
    );
  }
  const inserted = await tx
    .insert(figureLinks)
    .values({
      entryId: figure.id,
      companyId: s.companyId,
      framework: s.place.framework,
      metric: s.place.metric,
      metricKey: metricKey(s.place.metric),
      createdBy: s.actorId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length) {
    await writeAudit(tx, {
      actorId: s.actorId,
      companyId: s.companyId,
      entity: ENTRY_ENTITY,
      entityId: figure.id,
      action: "link",
      newValue: { framework: s.place.framework, metric: s.place.metric },
    });
  }
  return { ...toEntryDto(figure), frameworks: await figureFrameworks(tx, figure), linked: true };
}

/**
 * Merges copies of one figure into `keep` (values agreeing, or a person having picked it): the
 * copy kept moves to the figure's first place among the copies' frameworks (BRSR before GRI
 * before TCFD, so the questionnaire reads it), every other framework becomes a link, evidence
 * files and requests move to it, and each merged copy is audited ('merge', its last state and
 * where it went) before it is deleted; the kept copy's review state, history and files stay.
 */
async function mergeInto(tx: DbOrTx, { keep, others, actorId }: { keep: EsgDataEntry; others: EsgDataEntry[]; actorId: string | null }): Promise<void> {
  const copies = [keep, ...others];
  const home = homeOf(copies);
  const ids = others.map((o) => o.id);
  if (ids.length) {
    await tx.update(evidenceFiles).set({ entryId: keep.id }).where(inArray(evidenceFiles.entryId, ids));
    await tx.update(evidenceRequests).set({ entryId: keep.id }).where(inArray(evidenceRequests.entryId, ids));
    // Links of the copies go with their figure.
    await tx.execute(sql`INSERT INTO figure_links (entry_id, company_id, framework, metric, metric_key, created_by, created_at)
      SELECT ${keep.id}, company_id, framework, metric, metric_key, created_by, created_at FROM figure_links WHERE entry_id IN ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`} ON CONFLICT DO NOTHING`);
  }
  if (home.framework !== keep.framework || metricKey(home.metric) !== keep.metricKey) {
    const category = copies.find((c) => c.framework === home.framework)?.category ?? findMetric(home.framework, home.metric)?.category ?? keep.category;
    const [moved] = await tx
      .update(esgDataEntries)
      .set({ framework: home.framework, metric: home.metric, metricKey: metricKey(home.metric), category })
      .where(eq(esgDataEntries.id, keep.id))
      .returning();
    await writeAudit(tx, {
      actorId,
      companyId: keep.companyId,
      entity: ENTRY_ENTITY,
      entityId: keep.id,
      action: "update",
      oldValue: entryAuditSnapshot(keep),
      newValue: { ...entryAuditSnapshot(moved), note: `One figure for every framework: stored under ${home.framework}, answering ${keep.framework} too` },
    });
  }
  const links = copies
    .filter((c) => c.framework !== home.framework)
    .map((c) => ({ entryId: keep.id, companyId: keep.companyId, framework: c.framework, metric: c.metric, metricKey: c.metricKey, createdBy: actorId }));
  if (links.length) await tx.insert(figureLinks).values(links).onConflictDoNothing();
  for (const other of others) {
    await writeAudit(tx, {
      actorId,
      companyId: other.companyId,
      entity: ENTRY_ENTITY,
      entityId: other.id,
      action: "merge",
      oldValue: entryAuditSnapshot(other),
      newValue: { merged_into: keep.id },
    });
    await writeAudit(tx, {
      actorId,
      companyId: keep.companyId,
      entity: ENTRY_ENTITY,
      entityId: keep.id,
      action: "merge",
      newValue: { merged_from: other.id, framework: other.framework, metric: other.metric, value: other.value, unit: other.unit },
    });
  }
  if (ids.length) await tx.delete(esgDataEntries).where(inArray(esgDataEntries.id, ids));
}

export type MergeCounts = { merged: number; conflicts: number; left: number };

/**
 * Merges the copies already stored (migration 0023's step, run at start, and the demo's seed):
 * per company holding a linked figure in more than one framework, one transaction under the
 * company's figure claim. Idempotent: a second run finds nothing to merge and the same conflicts.
 */
export async function mergeFigureCopies(db: DbOrTx, { companyId, actorId = null }: { companyId?: string; actorId?: string | null } = {}): Promise<MergeCounts> {
  const places = linkedMetricPlaces();
  const frameworksArr = `{${places.map((p) => JSON.stringify(p.framework)).join(",")}}`;
  const keysArr = `{${places.map((p) => JSON.stringify(p.key)).join(",")}}`;
  const sharedArr = `{${places.map((p) => JSON.stringify(p.shared)).join(",")}}`;
  const rows = await queryRows<{ company_id: string }>(
    db,
    sql`
    SELECT DISTINCT e.company_id FROM esg_data_entries e
    JOIN unnest(${frameworksArr}::text[], ${keysArr}::text[], ${sharedArr}::text[]) AS m(framework, key, shared) ON e.framework = m.framework AND e.metric_key = m.key
    ${companyId ? sql`WHERE e.company_id = ${companyId}` : sql``}
    GROUP BY e.company_id, m.shared, coalesce(e.period_start::text || e.period_end::text, e.period), e.unit_id
    HAVING count(DISTINCT e.framework) > 1`,
  );
  const ids = [...new Set(rows.map((r) => r.company_id))];
  const counts: MergeCounts = { merged: 0, conflicts: 0, left: 0 };
  for (const id of ids) {
    const one = await db.transaction(async (tx) => mergeCompany(tx, id, actorId, places));
    counts.merged += one.merged;
    counts.conflicts += one.conflicts;
    counts.left += one.left;
  }
  return counts;
}

async function mergeCompany(tx: DbOrTx, companyId: string, actorId: string | null, places: ReturnType<typeof linkedMetricPlaces>): Promise<MergeCounts> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`figures|${companyId}`}, 0))`);
  const [company] = await tx.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const fyStartMonth = company?.fyStartMonth ?? 4;
  const linked = new Set(places.map((p) => `${p.framework}\u0000${p.key}`));
  const entries = (
    await tx
      .select()
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), inArray(esgDataEntries.metricKey, [...new Set(places.map((p) => p.key))])))
  ).filter((e) => linked.has(`${e.framework}\u0000${e.metricKey}`));
  const counts: MergeCounts = { merged: 0, conflicts: 0, left: 0 };
  const open = await tx
    .select()
    .from(figureConflicts)
    .where(and(eq(figureConflicts.companyId, companyId), eq(figureConflicts.status, "open")));
  for (const plan of planMerge(entries, fyStartMonth)) {
    if (plan.kind === "left") {
      counts.left += 1;
      continue;
    }
    if (plan.kind === "merge") {
      await mergeInto(tx, { keep: plan.keep, others: plan.others, actorId });
      counts.merged += plan.others.length;
      continue;
    }
    counts.conflicts += 1;
    const entryIds = plan.copies.map((c) => c.id).sort();
    const existing = open.find((c) => c.figure === plan.figure);
    if (existing && [...existing.entryIds].sort().join() === entryIds.join()) continue;
    const first = plan.copies.find((c) => c.framework === figurePlaces(c.framework, c.metric)[0].framework) ?? plan.copies[0];
    if (existing) await tx.update(figureConflicts).set({ entryIds }).where(eq(figureConflicts.id, existing.id));
    else await tx.insert(figureConflicts).values({ companyId, figure: plan.figure, metric: first.metric, period: first.period, entryIds });
  }
  return counts;
}

/** A company's open conflicts, each with its copies as they are now (a copy deleted since is left out). */
export async function listConflicts({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<FigureConflictDto[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select()
    .from(figureConflicts)
    .where(and(eq(figureConflicts.companyId, companyId), eq(figureConflicts.status, "open")))
    .orderBy(figureConflicts.metric, figureConflicts.createdAt);
  const ids = [...new Set(rows.flatMap((r) => r.entryIds))];
  const entries = ids.length ? await d.select().from(esgDataEntries).where(inArray(esgDataEntries.id, ids)) : [];
  const counts = ids.length
    ? await d
        .select({ entryId: evidenceFiles.entryId, n: sql<number>`count(*)::int` })
        .from(evidenceFiles)
        .where(inArray(evidenceFiles.entryId, ids))
        .groupBy(evidenceFiles.entryId)
    : [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const files = new Map(counts.map((c) => [c.entryId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    metric: r.metric,
    period: r.period,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    chosen_entry_id: r.chosenEntryId,
    copies: r.entryIds
      .map((id) => byId.get(id))
      .filter((e): e is EsgDataEntry => !!e)
      .map((e) => ({
        id: e.id,
        framework: e.framework,
        metric: e.metric,
        value: e.value,
        unit: e.unit,
        period: e.period,
        review_state: e.reviewState,
        updated_at: e.updatedAt.toISOString(),
        evidence_count: files.get(e.id) ?? 0,
      })),
  }));
}

/**
 * A person picks the value of a conflict: that copy is kept and the others merged into it (their
 * files, requests and frameworks move to it; their audit rows stay), the conflict is closed with
 * who chose what, audited. 409 when already resolved, 422 for a copy not in the conflict, 423 when
 * the year is locked.
 */
export async function resolveConflict({ user, conflictId, entryId }: { user: User; conflictId: string; entryId: string }): Promise<FigureConflictDto> {
  const db = await getDb();
  const found = await getRowInMemberCompany({
    user,
    id: conflictId,
    missing: "Conflict not found",
    load: async (id) => (await db.select().from(figureConflicts).where(eq(figureConflicts.id, id)).limit(1))[0],
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`figures|${found.companyId}`}, 0))`);
    const [row] = await tx.select().from(figureConflicts).where(eq(figureConflicts.id, found.id)).for("update");
    if (!row) throw notFound("Conflict not found");
    if (row.status !== "open") throw conflict("This conflict has already been resolved");
    if (!row.entryIds.includes(entryId)) throw unprocessable("entry_id: not one of this conflict's figures");
    const copies = await tx.select().from(esgDataEntries).where(inArray(esgDataEntries.id, row.entryIds)).for("update");
    const keep = copies.find((c) => c.id === entryId);
    if (!keep) throw unprocessable("entry_id: that figure no longer exists");
    await assertYearsOpen(
      tx,
      row.companyId,
      copies.map((c) => ({ period: c.period })),
    );
    const others = copies.filter((c) => c.id !== keep.id);
    await mergeInto(tx, { keep, others, actorId: user.id });
    const [done] = await tx
      .update(figureConflicts)
      .set({ status: "resolved", chosenEntryId: keep.id, resolvedBy: user.id, resolvedAt: new Date() })
      .where(eq(figureConflicts.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: row.companyId,
      entity: CONFLICT_ENTITY,
      entityId: row.id,
      action: "resolve",
      oldValue: {
        copies: copies.map((c) => ({ id: c.id, framework: c.framework, metric: c.metric, value: c.value, unit: c.unit, review_state: c.reviewState })),
      },
      newValue: { chosen_entry_id: keep.id, framework: keep.framework, value: keep.value, unit: keep.unit },
    });
    return {
      id: done.id,
      metric: done.metric,
      period: done.period,
      status: done.status,
      created_at: done.createdAt.toISOString(),
      chosen_entry_id: done.chosenEntryId,
      copies: [],
    };
  });
}
