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
import {
  companies,
  esgDataEntries,
  evidenceFiles,
  evidenceRequests,
  figureConflicts,
  figureLinks,
  type Company,
  type EsgDataEntry,
  type User,
} from "@/db/schema";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { writeAudit, writeAudits } from "@/lib/audit";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { assertYearsOpen } from "@/lib/companies/locks";
import { findMetric } from "@/lib/frameworks";
import { figurePlaces, linkedMetricPlaces } from "@/lib/frameworks/links";
import { metricKey } from "@/lib/frameworks/metric-key";
import { ConflictWithBody } from "./conflict";
import { describeExisting, figureKey, figureWhen } from "./duplicates";
import { homeOf, pickKept, planMerge, sameValue } from "./figure-merge";
import { displayValue } from "@/lib/format";
import { parseNumericValue } from "@/lib/numbers/read";
import { ENTRY_ENTITY, entryAuditSnapshot, toEntryDto } from "./entry-dto";
import { lockFigures } from "./figure-locks";
import { lockYearEntries } from "./year-entry";
import type { FiscalYear } from "@/lib/periods/types";
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

/** A save of a figure: where it is asked (framework and that framework's name), for a period and a site. */
export type FigureSave = { framework: string; metric: string; period: string; unitId: string | null };

/** The claim keys of a figure's every place for a period (lockFigures): every save of it, under any framework, takes the same. */
export function figureClaims(s: Pick<FigureSave, "framework" | "metric" | "period">, fyStartMonth: number): string[] {
  return figurePlaces(s.framework, s.metric).map((p) => figureKey({ ...p, period: s.period }, fyStartMonth));
}

/** Whether another framework asks for the figure a (framework, metric) names. */
export const isLinkedFigure = (framework: string, metric: string) => figurePlaces(framework, metric).length > 1;

/**
 * The figures already held for many saves, in one statement: for each save, the entry that another
 * framework asking for the same figure (lib/frameworks/links.ts) holds for the period and site —
 * the one kept when several are (`pickKept`) — or undefined (none held, or a metric no other
 * framework asks for). The save's own framework is not looked at: its own entries are the
 * caller's (duplicates, the year's own entry). The caller has claimed the figures (lockFigures,
 * or lockAllFigures for a batch), so none is added meanwhile.
 */
export async function heldFigures(
  tx: DbOrTx,
  { companyId, fyStartMonth, saves }: { companyId: string; fyStartMonth: number; saves: readonly FigureSave[] },
): Promise<(EsgDataEntry | undefined)[]> {
  const others = saves.map((s) => figurePlaces(s.framework, s.metric).filter((p) => p.framework !== s.framework.trim()));
  const keys = [...new Set(others.flat().map((p) => metricKey(p.metric)))];
  if (!keys.length) return saves.map(() => undefined);
  const rows = await tx
    .select()
    .from(esgDataEntries)
    .where(and(eq(esgDataEntries.companyId, companyId), inArray(esgDataEntries.metricKey, keys)));
  const at = (framework: string, key: string, when: string, unitId: string | null) => `${framework}\u0000${key}\u0000${when}\u0000${unitId ?? ""}`;
  const byPlace = new Map<string, EsgDataEntry[]>();
  for (const r of rows) {
    const k = at(r.framework, r.metricKey, figureWhen(r, fyStartMonth), r.unitId ?? null);
    const list = byPlace.get(k);
    if (list) list.push(r);
    else byPlace.set(k, [r]);
  }
  return saves.map((s, i) => {
    const when = figureWhen({ period: s.period, periodStart: null, periodEnd: null }, fyStartMonth);
    const held = others[i].flatMap((p) => byPlace.get(at(p.framework, metricKey(p.metric), when, s.unitId)) ?? []);
    return held.length ? pickKept(held) : undefined;
  });
}

/** A held figure and a place that now asks for it through it. */
export type FigureLinkWrite = { figure: EsgDataEntry; place: { framework: string; category: string; metric: string } };

/** Where a figure was stored before a link moved it to the place that now comes first. */
type FigureHome = { framework: string; metric: string; category: string };

/**
 * A `figure_links` row a write added, told to the writer so it can be taken back (an import's
 * revert): when the link is the figure's old home, `moved` says where the figure was stored and
 * `to` where it was stored after.
 */
export type FigureLinkAdded = { entry_id: string; framework: string; metric: string; moved: { from: FigureHome; to: string } | null };

/**
 * Makes held figures answer more places (decisions D23), for many at once: each place becomes a
 * `figure_links` row of its figure (audited 'link'), one statement for all. A figure is stored
 * under its first place in the links among the frameworks it answers (BRSR before GRI before
 * TCFD, as the merge keeps it, so the questionnaire reads it where it asks): a place before the
 * figure's own moves it there (audited 'update', its old place becoming a link); its value,
 * review state, history and files stay. Refused (423) when a figure's year is locked. Answers the
 * figures as they now stand, by id.
 */
export async function linkFigures(
  tx: DbOrTx,
  {
    companyId,
    actorId,
    links,
    onLink,
  }: { companyId: string; actorId: string | null; links: readonly FigureLinkWrite[]; onLink?: (link: FigureLinkAdded) => void },
): Promise<Map<string, EsgDataEntry>> {
  const out = new Map<string, EsgDataEntry>();
  if (!links.length) return out;
  const byFigure = new Map<string, FigureLinkWrite[]>();
  for (const l of links) {
    out.set(l.figure.id, l.figure);
    const list = byFigure.get(l.figure.id);
    if (list) list.push(l);
    else byFigure.set(l.figure.id, [l]);
  }
  await assertYearsOpen(
    tx,
    companyId,
    [...out.values()].map((f) => ({ start: f.periodStart, end: f.periodEnd })),
  );
  const rows: (typeof figureLinks.$inferInsert)[] = [];
  const movedFrom = new Map<string, FigureHome>();
  for (const [id, list] of byFigure) {
    let figure = out.get(id)!;
    const order = figurePlaces(figure.framework, figure.metric).map((p) => p.framework);
    const rank = (framework: string) => (order.includes(framework) ? order.indexOf(framework) : order.length);
    const first = list.filter((l) => l.place.framework !== figure.framework).sort((a, b) => rank(a.place.framework) - rank(b.place.framework))[0];
    if (first && rank(first.place.framework) < rank(figure.framework)) {
      const before = figure;
      const home = first.place;
      await tx.delete(figureLinks).where(and(eq(figureLinks.entryId, id), eq(figureLinks.framework, home.framework)));
      [figure] = await tx
        .update(esgDataEntries)
        .set({ framework: home.framework, metric: home.metric, metricKey: metricKey(home.metric), category: home.category })
        .where(eq(esgDataEntries.id, id))
        .returning();
      out.set(id, figure);
      await writeAudit(tx, {
        actorId,
        companyId,
        entity: ENTRY_ENTITY,
        entityId: id,
        action: "update",
        oldValue: entryAuditSnapshot(before),
        newValue: { ...entryAuditSnapshot(figure), note: `One figure for every framework: stored under ${home.framework}, answering ${before.framework} too` },
      });
      rows.push({ entryId: id, companyId, framework: before.framework, metric: before.metric, metricKey: before.metricKey, createdBy: actorId });
      movedFrom.set(id, { framework: before.framework, metric: before.metric, category: before.category });
    }
    for (const l of list) {
      if (l.place.framework === figure.framework) continue;
      rows.push({ entryId: id, companyId, framework: l.place.framework, metric: l.place.metric, metricKey: metricKey(l.place.metric), createdBy: actorId });
    }
  }
  const inserted = rows.length ? await tx.insert(figureLinks).values(rows).onConflictDoNothing().returning() : [];
  await writeAudits(
    tx,
    inserted.map((link) => ({
      actorId,
      companyId,
      entity: ENTRY_ENTITY,
      entityId: link.entryId,
      action: "link" as const,
      newValue: { framework: link.framework, metric: link.metric },
    })),
  );
  for (const link of inserted) {
    const from = movedFrom.get(link.entryId);
    const moved = from?.framework === link.framework ? { from, to: out.get(link.entryId)!.framework } : null;
    onLink?.({ entry_id: link.entryId, framework: link.framework, metric: link.metric, moved });
  }
  return out;
}

/**
 * Takes back links a write added (an import's revert), each audited 'unlink': the link row goes,
 * and a figure the link moved goes back to where it was stored (audited 'update') while it is
 * still stored where the link put it. A link since removed, or of a figure since deleted, is left
 * be. Refused (423) when a figure's year is locked.
 */
export async function unlinkFigures(
  tx: DbOrTx,
  { companyId, actorId, links }: { companyId: string; actorId: string | null; links: readonly FigureLinkAdded[] },
): Promise<void> {
  if (!links.length) return;
  const ids = [...new Set(links.map((l) => l.entry_id))];
  const figures = new Map<string, EsgDataEntry>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await tx
      .select()
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), inArray(esgDataEntries.id, ids.slice(i, i + 5000))))
      .for("update");
    for (const r of rows) figures.set(r.id, r);
  }
  await assertYearsOpen(
    tx,
    companyId,
    [...figures.values()].map((f) => ({ start: f.periodStart, end: f.periodEnd })),
  );
  for (const link of links) {
    const figure = figures.get(link.entry_id);
    if (!figure) continue;
    const [removed] = await tx
      .delete(figureLinks)
      .where(and(eq(figureLinks.entryId, figure.id), eq(figureLinks.framework, link.framework)))
      .returning();
    if (!removed) continue;
    await writeAudit(tx, {
      actorId,
      companyId,
      entity: ENTRY_ENTITY,
      entityId: figure.id,
      action: "unlink",
      oldValue: { framework: removed.framework, metric: removed.metric },
    });
    if (!link.moved || figure.framework !== link.moved.to) continue;
    const home = link.moved.from;
    const [back] = await tx
      .update(esgDataEntries)
      .set({ framework: home.framework, metric: home.metric, metricKey: metricKey(home.metric), category: home.category })
      .where(eq(esgDataEntries.id, figure.id))
      .returning();
    figures.set(figure.id, back);
    await writeAudit(tx, {
      actorId,
      companyId,
      entity: ENTRY_ENTITY,
      entityId: figure.id,
      action: "update",
      oldValue: entryAuditSnapshot(figure),
      newValue: { ...entryAuditSnapshot(back), note: `Stored under ${home.framework} again: the link that moved it was taken back` },
    });
  }
}

/** The conflict a save of another value of a held figure answers: 409 naming the held figure. */
export function heldFigureConflict(place: { framework: string; metric: string }, figure: EsgDataEntry): ConflictWithBody {
  return new ConflictWithBody(
    `${place.metric} (${place.framework}) is the same figure as ${figure.framework}'s ${figure.metric}, held for ${figure.period}: ${describeExisting(figure, displayValue)}. Update that figure instead; it answers every framework that asks for it.`,
    { existing: toEntryDto(figure) },
  );
}

/**
 * A figure saved under a framework whose linked figure the company already holds for the period
 * (and site): the framework is linked to the held figure, which is answered with the frameworks
 * it now serves; a different value is a 409 naming the held figure. Null when none is held.
 * The caller has checked the place, the year's lock and the framework's own duplicates.
 */
export async function linkToHeldFigure(tx: DbOrTx, s: Saving): Promise<(EsgEntryDto & { frameworks: string[]; linked: true }) | null> {
  if (!isLinkedFigure(s.place.framework, s.place.metric)) return null;
  await lockFigures(tx, s.companyId, figureClaims({ ...s.place, period: s.period }, s.fyStartMonth));
  const [held] = await heldFigures(tx, {
    companyId: s.companyId,
    fyStartMonth: s.fyStartMonth,
    saves: [{ ...s.place, period: s.period, unitId: s.unitId }],
  });
  if (!held) return null;
  if (!sameValue({ value: s.value, numericValue: parseNumericValue(s.value), unit: s.unit }, held)) throw heldFigureConflict(s.place, held);
  const figure = (await linkFigures(tx, { companyId: s.companyId, actorId: s.actorId, links: [{ figure: held, place: s.place }] })).get(held.id)!;
  return { ...toEntryDto(figure), frameworks: await figureFrameworks(tx, figure), linked: true };
}

/** A year's figure of a metric as a questionnaire or calculator save finds it. */
export type YearFigure = {
  entry: EsgDataEntry;
  /** The year's own entry under the saving framework (lockYearEntries); false: held under another framework that asks for the same figure, not yet linked. */
  own: boolean;
};

/**
 * The one way a save of a year's figures finds them (the questionnaire's cells, a calculator's
 * results; lib/esg-data/year-entry.ts): the year's own entry of each metric under the framework,
 * else the figure another framework asking for it holds for the year and site (`heldFigures`),
 * all row-locked for the caller's transaction. The figures of linked metrics are claimed first
 * (lockFigures, every place of each; before the year's entries, the order an import's claim
 * takes too), so a save under another framework at the same instant waits and then links to the
 * figure written here. The caller writes over `entry`, linking a held one first (`linkFigures`).
 */
export async function lockYearFigures(
  tx: DbOrTx,
  company: Pick<Company, "id" | "fyStartMonth">,
  fy: FiscalYear,
  framework: string,
  metrics: readonly string[],
  unitId: string | null = null,
): Promise<(metric: string) => YearFigure | undefined> {
  const linked = [...new Set(metrics)].filter((m) => isLinkedFigure(framework, m));
  if (linked.length)
    await lockFigures(
      tx,
      company.id,
      linked.flatMap((metric) => figureClaims({ framework, metric, period: fy.label }, company.fyStartMonth)),
    );
  const yearEntry = await lockYearEntries(tx, company, fy, framework, metrics, unitId);
  const wanted = linked.filter((m) => !yearEntry(m));
  const found = await heldFigures(tx, {
    companyId: company.id,
    fyStartMonth: company.fyStartMonth,
    saves: wanted.map((metric) => ({ framework, metric, period: fy.label, unitId })),
  });
  const ids = [...new Set(found.flatMap((f) => (f ? [f.id] : [])))];
  const locked = ids.length ? await tx.select().from(esgDataEntries).where(inArray(esgDataEntries.id, ids)).for("update") : [];
  const byId = new Map(locked.map((e) => [e.id, e]));
  const held = new Map<string, EsgDataEntry>();
  wanted.forEach((metric, i) => {
    const entry = found[i] && byId.get(found[i]!.id);
    if (entry) held.set(metricKey(metric), entry);
  });
  return (metric) => {
    const own = yearEntry(metric);
    if (own) return { entry: own, own: true };
    const other = held.get(metricKey(metric));
    return other ? { entry: other, own: false } : undefined;
  };
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
export async function resolveConflict({
  user,
  conflictId,
  entryId,
  demand,
}: {
  user: User;
  conflictId: string;
  entryId: string;
  demand: CompanyDemand;
}): Promise<FigureConflictDto> {
  const db = await getDb();
  const found = await getRowInMemberCompany({
    user,
    demand,
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
