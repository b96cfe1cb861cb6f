import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { auditLog, companies, companyFrameworks, esgDataEntries, users, type EsgDataEntry, type User } from "@/db/schema";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { keptWhileUnchanged } from "@/lib/companies/data-version-cache";
import { writeAudit, writeAudits } from "@/lib/audit";
import { findMetric, getFramework, isCategoryId, isFrameworkCode } from "@/lib/frameworks";
import { periodColumns } from "@/lib/periods";
import { metricKey } from "@/lib/frameworks/metric-key";
import { ConflictWithBody } from "./conflict";
import { describeExisting, figureKey } from "./duplicates";
import { displayValue, parseNumericValue } from "./parse-value";
import { checkWrittenFigures } from "./checks";
import { assertYearsOpen } from "@/lib/companies/locks";
import { stateAfterEdit, type ReviewState } from "@/lib/esg-data/review-states";
import type { EntryListQuery, EsgEntryDto, EsgEntryFields, EsgEntryHistoryItem, EsgEntrySaved, EsgEntryUpdate } from "./schemas";
import { listEntryPage, type EntryPage } from "./list";
import {
  figureClaims,
  heldFigureConflict,
  heldFigures,
  isLinkedFigure,
  linkFigures,
  linkToHeldFigure,
  type FigureLinkAdded,
  type FigureLinkWrite,
} from "./figures";
import { figureOf, sameValue, valueReading } from "./figure-merge";
import { figurePlaces } from "@/lib/frameworks/links";
import { ENTRY_ENTITY, entryAuditSnapshot, toEntryDto } from "./entry-dto";
import { lockAllFigures, lockFigures } from "./figure-locks";

export { ENTRY_ENTITY, entryAuditSnapshot, toEntryDto } from "./entry-dto";
export { lockAllFigures, lockFigures } from "./figure-locks";

type EntrySource = "manual" | "calculator" | "extraction" | "import" | "filing";

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

/**
 * What saving a figure does when the company already has one for the metric and period
 * (lib/esg-data/duplicates.ts): `refuse` answers 409 with the entry already there, unless the
 * caller records it again on purpose (`recordAgain`, with a note saying why); `allow` saves
 * beside it, for callers that settle duplicates themselves.
 */
type DuplicatePolicy = { duplicates?: "refuse" | "allow"; recordAgain?: boolean };

/** The company's other entries of the same figure, with the save serialised against any other save of it. */
async function sameFigure(
  tx: DbOrTx,
  companyId: string,
  place: Place,
  period: string,
  fyStartMonth: number,
  exceptId?: string,
  unitId: string | null = null,
): Promise<EsgDataEntry[]> {
  const key = figureKey({ ...place, period }, fyStartMonth);
  await lockFigures(tx, companyId, [key]);
  const rows = await tx
    .select()
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        eq(esgDataEntries.framework, place.framework),
        eq(esgDataEntries.metricKey, metricKey(place.metric)),
        exceptId ? ne(esgDataEntries.id, exceptId) : undefined,
        // One figure per metric and period holds per unit: a plant's share is not the company's second figure.
        unitId ? eq(esgDataEntries.unitId, unitId) : isNull(esgDataEntries.unitId),
      ),
    )
    .orderBy(desc(esgDataEntries.createdAt));
  return rows.filter((r) => figureKey(r, fyStartMonth) === key);
}

async function refuseDuplicate(
  tx: DbOrTx,
  args: { companyId: string; place: Place; period: string; notes: string; fyStartMonth: number; exceptId?: string; unitId?: string | null } & DuplicatePolicy,
): Promise<void> {
  if (args.duplicates !== "refuse") return;
  const same = await sameFigure(tx, args.companyId, args.place, args.period, args.fyStartMonth, args.exceptId, args.unitId ?? null);
  if (!same.length) return;
  if (args.recordAgain) {
    if (!args.notes) throw unprocessable("notes: Say why this figure is recorded a second time (another site, a restatement)");
    return;
  }
  const first = same[0];
  throw new ConflictWithBody(
    `${first.metric} already has a figure for ${first.period}: ${describeExisting(first, displayValue)}. Update that entry instead, or record this one as a second figure with a note saying why.`,
    { existing: toEntryDto(first) },
  );
}

async function inTransaction<T>(db: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  // On a transaction this opens a savepoint, so the caller's transaction still decides.
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => fn(tx));
}

type CreateEntryArgs = {
  db?: DbOrTx;
  companyId: string;
  actorId: string | null;
  data: { framework: string; category: string; metric: string; value: string; unit?: string | null; period: string; notes?: string | null };
  source?: EntrySource;
  extractionId?: string | null;
  calculatorRunId?: string | null;
  /** The spreadsheet import writing it (source 'import'). */
  importBatchId?: string | null;
  /** The reporting unit the figure is for (lib/units); null: the company as a whole. */
  unitId?: string | null;
  /** The notes print as the cell's footnote in the BRSR report (the questionnaire's mark). */
  notesPrint?: boolean;
  /**
   * A framework whose linked figure is already held for the period links to it instead of storing
   * a copy (lib/esg-data/figures.ts, decisions D23): data collection's save.
   */
  linkHeld?: boolean;
} & DuplicatePolicy;

/** Validates against the catalogue, parses the number, inserts and audits in one transaction. */
export async function createEntry({
  db,
  companyId,
  actorId,
  data,
  source = "manual",
  extractionId = null,
  calculatorRunId = null,
  importBatchId = null,
  unitId = null,
  notesPrint,
  duplicates = "allow",
  recordAgain,
  linkHeld = false,
}: CreateEntryArgs): Promise<EsgEntryDto & { frameworks?: string[]; linked?: true }> {
  return inTransaction(db, async (tx) => {
    const place = await checkPlace(tx, companyId, data);
    const value = data.value.trim();
    const period = data.period.trim();
    const yearStart = await fyStartMonth(tx, companyId);
    const columns = periodColumns(period, yearStart);
    await assertYearsOpen(tx, companyId, [{ start: columns.periodStart, end: columns.periodEnd }]);
    // Every place of a linked figure is claimed before the framework's own (in one order), as every save of it claims them.
    if (linkHeld && !recordAgain) await lockFigures(tx, companyId, figureClaims({ ...place, period }, yearStart));
    await refuseDuplicate(tx, { companyId, place, period, notes: (data.notes ?? "").trim(), fyStartMonth: yearStart, duplicates, recordAgain, unitId });
    if (linkHeld && !recordAgain) {
      const linked = await linkToHeldFigure(tx, { companyId, actorId, place, value, unit: (data.unit ?? "").trim(), period, unitId, fyStartMonth: yearStart });
      if (linked) return linked;
    }
    const [row] = await tx
      .insert(esgDataEntries)
      .values({
        companyId,
        ...place,
        metricKey: metricKey(place.metric),
        value,
        numericValue: parseNumericValue(value),
        unit: (data.unit ?? "").trim(),
        period,
        ...(notesPrint !== undefined ? { notesPrint } : {}),
        ...columns,
        notes: (data.notes ?? "").trim(),
        source,
        extractionId,
        calculatorRunId,
        importBatchId,
        unitId,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning();
    const dto = toEntryDto(row);
    await writeAudit(tx, { actorId, companyId, entity: ENTRY_ENTITY, entityId: row.id, action: "create", newValue: entryAuditSnapshot(row) });
    return dto;
  });
}

/**
 * Data collection's save of a new figure: a second figure for the same metric and period is a
 * conflict unless recorded again on purpose, and the figure is checked against the company's
 * others (lib/esg-data/checks.ts) before the transaction commits.
 */
export async function saveNewEntry(args: CreateEntryArgs): Promise<EsgEntrySaved> {
  return inTransaction(args.db, async (tx) => {
    const entry = await createEntry({ ...args, db: tx, duplicates: args.duplicates ?? "refuse" });
    if (entry.linked) return { ...entry, warnings: [] };
    const warnings = await checkWrittenFigures({ db: tx, companyId: args.companyId, written: [{ entryId: entry.id, field: "value" }] });
    return { ...entry, warnings };
  });
}

/** Data collection's edit: refused when stale or when it makes a second figure; a changed figure is checked as a new one is. */
export async function saveEntryEdit(args: Parameters<typeof updateEntry>[0]): Promise<EsgEntrySaved> {
  return inTransaction(args.db, async (tx) => {
    const entry = await updateEntry({ ...args, db: tx, duplicates: args.duplicates ?? "refuse" });
    const { value, unit, period, metric, framework } = args.data;
    const figureChanged = [value, unit, period, metric, framework].some((v) => v !== undefined);
    const warnings = figureChanged ? await checkWrittenFigures({ db: tx, companyId: entry.company_id, written: [{ entryId: entry.id, field: "value" }] }) : [];
    return { ...entry, warnings };
  });
}

/**
 * One page of a company's entries, newest first, filtered as the screen asks (lib/esg-data/list.ts):
 * an entry that shares its figure with others lists them in `duplicates`.
 */
export async function listEntries({
  companyId,
  fyStartMonth,
  query = {},
  db,
  dataVersion,
}: {
  companyId: string;
  /** The company's: how the `year` filter reads a financial year. */
  fyStartMonth?: number;
  query?: EntryListQuery;
  db?: DbOrTx;
  /** The company's data version read with its row (a route has it): a page is answered from this process's cache while unchanged. */
  dataVersion?: number;
}): Promise<EntryPage> {
  // The page reads only entries (and their summaries), which the data version follows; the filters pick the page.
  const slot = { kind: `entries\u0000${canonicalQuery(query)}`, companyId, version: db ? undefined : dataVersion };
  return keptWhileUnchanged(slot, async () => listEntryPage({ db: db ?? (await getDb()), companyId, fyStartMonth, query }), entryPageBytes);
}

/** The filters as one string: the same filters, however given, are one page. */
function canonicalQuery(query: EntryListQuery): string {
  const set = Object.entries(query).filter(([, value]) => value !== undefined && value !== "");
  return JSON.stringify(set.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** About two kilobytes an entry kept (its 19 fields as objects, and as the JSON the route writes once): the budget needs no exact figure. */
const entryPageBytes = (page: EntryPage) => 2048 * (page.entries.length + 1);

/** The entry, to change it, if the caller owns its company, else 404 — ids cannot be probed. */
export async function getMemberEntry({ user, entryId, demand }: { user: User; entryId: string; demand: CompanyDemand }): Promise<EsgDataEntry> {
  return getRowInMemberCompany({
    user,
    demand,
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
  stamp,
  expectedUpdatedAt,
  notesPrint,
  duplicates = "allow",
  recordAgain,
}: {
  db?: DbOrTx;
  entryId: string;
  actorId: string | null;
  data: EsgEntryUpdate | Partial<EsgEntryFields>;
  /** Where the new value comes from, when not typed (a calculation re-saving its figure). */
  stamp?: { source: EntrySource; calculatorRunId: string | null; importBatchId?: string | null; extractionId?: string | null };
  /**
   * The entry's `updated_at` when the form was read (If-Match, or `expected_updated_at`): when the
   * entry has changed since, nothing is written and the answer is 409 with the current entry.
   */
  expectedUpdatedAt?: string | null;
  /** The notes print as the cell's footnote in the BRSR report (the questionnaire's mark); unchanged when not given. */
  notesPrint?: boolean;
} & DuplicatePolicy): Promise<EsgEntryDto> {
  return inTransaction(db, async (tx) => {
    // Row lock: two edits at once must not both audit the same "old" value.
    const [current] = await tx.select().from(esgDataEntries).where(eq(esgDataEntries.id, entryId)).for("update");
    if (!current) throw notFound("Data entry not found");
    if (expectedUpdatedAt && Date.parse(expectedUpdatedAt) !== current.updatedAt.getTime()) {
      const [last] = await tx
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.entity, ENTRY_ENTITY), eq(auditLog.entityId, entryId)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      const who = last?.id ? { id: last.id, full_name: last.fullName ?? "", email: last.email ?? "" } : null;
      throw new ConflictWithBody(
        `This entry was changed${who ? ` by ${who.full_name || who.email}` : ""} after you opened it. Reload to see the current figure, or save again to overwrite it.`,
        { current: toEntryDto(current), changed_by: who, changed_at: current.updatedAt.toISOString() },
      );
    }
    const place = await checkPlace(tx, current.companyId, {
      framework: data.framework ?? current.framework,
      category: data.category ?? current.category,
      metric: data.metric ?? current.metric,
    });
    const value = data.value !== undefined ? data.value.trim() : current.value;
    const period = data.period !== undefined ? data.period.trim() : current.period;
    const yearStart = await fyStartMonth(tx, current.companyId);
    const notes = data.notes !== undefined ? data.notes.trim() : current.notes;
    const unit = data.unit !== undefined ? data.unit.trim() : current.unit;
    const columns = periodColumns(period, yearStart);
    // Neither the year the figure is in nor the one it moves to may be locked.
    await assertYearsOpen(tx, current.companyId, [
      { start: current.periodStart, end: current.periodEnd },
      { start: columns.periodStart, end: columns.periodEnd },
    ]);
    const figureChanged =
      value !== current.value || unit !== current.unit || period !== current.period || place.metric !== current.metric || place.framework !== current.framework;
    // Moving an entry onto another figure's metric and period makes two of it.
    const moved = figureKey({ ...place, period }, yearStart) !== figureKey(current, yearStart);
    if (moved)
      await refuseDuplicate(tx, {
        companyId: current.companyId,
        place,
        period,
        notes,
        fyStartMonth: yearStart,
        duplicates,
        recordAgain,
        exceptId: entryId,
        unitId: current.unitId,
      });
    const [row] = await tx
      .update(esgDataEntries)
      .set({
        ...place,
        metricKey: metricKey(place.metric),
        value,
        numericValue: parseNumericValue(value),
        unit,
        period,
        // Also when the period is unchanged: a row written before the company changed its year start reads anew.
        ...columns,
        notes,
        ...(notesPrint !== undefined ? { notesPrint } : {}),
        ...(stamp
          ? {
              source: stamp.source,
              calculatorRunId: stamp.calculatorRunId,
              importBatchId: stamp.importBatchId ?? null,
              extractionId: stamp.extractionId ?? null,
            }
          : {}),
        // A changed figure is its changer's (who then may not approve it) and goes back through review.
        ...(figureChanged ? { updatedBy: actorId, reviewState: stateAfterEdit(current.reviewState as ReviewState) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(esgDataEntries.id, entryId))
      .returning();
    const before = entryAuditSnapshot(current);
    const dto = toEntryDto(row);
    await writeAudit(tx, {
      actorId,
      companyId: current.companyId,
      entity: ENTRY_ENTITY,
      entityId: entryId,
      action: "update",
      oldValue: before,
      newValue: entryAuditSnapshot(row),
    });
    return dto;
  });
}

/** One figure for insertEntries: its place already checked against the catalogue by the caller. */
export type NewEntry = Place & {
  value: string;
  unit: string;
  period: string;
  notes: string;
  /** The reporting unit (checked by the caller); none: the company's own. */ unitId?: string | null;
};

/**
 * insertEntries' links (decisions D23), for the whole batch at once: the figures other frameworks
 * hold for the rows are read in one statement under the company's whole claim (lockAllFigures, an
 * import's, taken again here: the same lock), a row holding a held figure's value links to it, and
 * rows of one batch that are one figure under several frameworks (same value) become one entry:
 * the row of the figure's first place is inserted, the others link to it once it is. Another
 * value is a 409 naming the held figure (the import's planner reports rows of one file that
 * disagree before this). Answers the rows still to insert, and the rows waiting to link to one of
 * them once inserted.
 */
async function linkHeldInBatch(
  db: DbOrTx,
  {
    companyId,
    actorId,
    entries,
    fyStartMonth,
    onLink,
  }: { companyId: string; actorId: string | null; entries: readonly NewEntry[]; fyStartMonth: number; onLink?: (link: FigureLinkAdded) => void },
): Promise<{ insert: readonly NewEntry[]; waiting: { row: NewEntry; of: NewEntry }[] }> {
  const linked = entries.filter((e) => isLinkedFigure(e.framework, e.metric));
  if (!linked.length) return { insert: entries, waiting: [] };
  await lockAllFigures(db, companyId);
  const saves = linked.map((e) => ({ framework: e.framework, metric: e.metric, period: e.period.trim(), unitId: e.unitId ?? null }));
  const held = await heldFigures(db, { companyId, fyStartMonth, saves });
  const links: FigureLinkWrite[] = [];
  const linkedRows = new Set<NewEntry>();
  // Rows of one figure within the batch, by the figure (shared key, days, site).
  const ofFigure = new Map<string, NewEntry[]>();
  linked.forEach((e, i) => {
    const figure = held[i];
    if (figure) {
      if (!sameValue(valueReading(e.value.trim(), e.unit.trim()), figure)) throw heldFigureConflict(e, figure);
      links.push({ figure, place: e });
      linkedRows.add(e);
      return;
    }
    const key = figureOf({ ...e, period: e.period.trim(), periodStart: null, periodEnd: null, unitId: e.unitId ?? null }, fyStartMonth);
    const group = ofFigure.get(key);
    if (group) group.push(e);
    else ofFigure.set(key, [e]);
  });
  await linkFigures(db, { companyId, actorId, links, onLink });
  // Per figure of the batch: the row of its first place is stored, the others wait to link to it.
  const waiting: { row: NewEntry; of: NewEntry }[] = [];
  for (const group of ofFigure.values()) {
    if (group.length < 2) continue;
    const order = figurePlaces(group[0].framework, group[0].metric).map((p) => p.framework);
    const [home, ...others] = [...group].sort((a, b) => order.indexOf(a.framework) - order.indexOf(b.framework));
    for (const o of others) {
      if (!sameValue(valueReading(o.value.trim(), o.unit.trim()), valueReading(home.value.trim(), home.unit.trim())))
        throw conflict(
          `${o.metric} (${o.framework}) is the same figure as ${home.framework}'s ${home.metric} for ${home.period}, with another value: ${o.value.trim()} ${o.unit.trim()} against ${home.value.trim()} ${home.unit.trim()}`,
        );
      waiting.push({ row: o, of: home });
      linkedRows.add(o);
    }
  }
  return { insert: entries.filter((e) => !linkedRows.has(e)), waiting };
}

/**
 * Many new entries at once (a spreadsheet import of thousands of rows): inserted in batches
 * under PostgreSQL's parameter limit and audited with the same snapshot as createEntry, inside
 * the caller's transaction. The caller settles duplicates and checks places (lib/spreadsheets).
 */
export async function insertEntries({
  db,
  companyId,
  actorId,
  entries,
  source,
  importBatchId = null,
  linkHeld = false,
  onLink,
}: {
  db: DbOrTx;
  companyId: string;
  actorId: string | null;
  entries: readonly NewEntry[];
  source: EntrySource;
  importBatchId?: string | null;
  /** As createEntry's: a framework whose linked figure is held for the period links to it (lib/esg-data/figures.ts). */
  linkHeld?: boolean;
  /** Told of each link added to a figure, so an import can take it back (unlinkFigures). */
  onLink?: (link: FigureLinkAdded) => void;
}): Promise<EsgDataEntry[]> {
  if (!entries.length) return [];
  const yearStart = await fyStartMonth(db, companyId);
  await assertYearsOpen(
    db,
    companyId,
    entries.map((e) => periodColumns(e.period.trim(), yearStart)).map((c) => ({ start: c.periodStart, end: c.periodEnd })),
  );
  const { insert: list, waiting } = linkHeld
    ? await linkHeldInBatch(db, { companyId, actorId, entries, fyStartMonth: yearStart, onLink })
    : { insert: entries, waiting: [] };
  const columnsOf = list.map((e) => periodColumns(e.period.trim(), yearStart));
  const out: EsgDataEntry[] = [];
  // 22 columns a row: 1,000 rows stay well under the 65,535 parameters of one statement.
  for (let i = 0; i < list.length; i += 1000) {
    const rows = await db
      .insert(esgDataEntries)
      .values(
        list.slice(i, i + 1000).map((e, j) => {
          const value = e.value.trim();
          const period = e.period.trim();
          return {
            companyId,
            framework: e.framework,
            category: e.category,
            metric: e.metric,
            metricKey: metricKey(e.metric),
            value,
            numericValue: parseNumericValue(value),
            unit: e.unit.trim(),
            period,
            ...columnsOf[i + j],
            notes: e.notes.trim(),
            source,
            importBatchId,
            unitId: e.unitId ?? null,
            createdBy: actorId,
            updatedBy: actorId,
          };
        }),
      )
      .returning();
    out.push(...rows);
  }
  await writeAudits(
    db,
    out.map((row) => ({ actorId, companyId, entity: ENTRY_ENTITY, entityId: row.id, action: "create" as const, newValue: entryAuditSnapshot(row) })),
  );
  if (waiting.length) {
    // The batch's own figures, as stored: each waiting row links to the row of its figure's first place.
    const placeOf = (e: { framework: string; metric: string; period: string; unitId?: string | null }) =>
      `${e.framework}\u0000${metricKey(e.metric)}\u0000${e.period.trim()}\u0000${e.unitId ?? ""}`;
    const stored = new Map(out.map((row) => [placeOf(row), row]));
    await linkFigures(db, { companyId, actorId, links: waiting.map((w) => ({ figure: stored.get(placeOf(w.of))!, place: w.row })) });
  }
  return out;
}

/** Deletes entries of one company and audits each, as deleteEntry does one (an import's revert). */
export async function deleteEntries({
  db,
  companyId,
  entryIds,
  actorId,
}: {
  db: DbOrTx;
  companyId: string;
  entryIds: readonly string[];
  actorId: string | null;
}) {
  const removed: EsgDataEntry[] = [];
  for (let i = 0; i < entryIds.length; i += 5000) {
    const chunk = entryIds.slice(i, i + 5000);
    removed.push(
      ...(await db
        .delete(esgDataEntries)
        .where(and(eq(esgDataEntries.companyId, companyId), inArray(esgDataEntries.id, chunk)))
        .returning()),
    );
  }
  // Refused (and rolled back with the caller's transaction) when any of them lies in a locked year.
  await assertYearsOpen(
    db,
    companyId,
    removed.map((r) => ({ start: r.periodStart, end: r.periodEnd })),
  );
  await writeAudits(
    db,
    removed.map((row) => ({ actorId, companyId, entity: ENTRY_ENTITY, entityId: row.id, action: "delete" as const, oldValue: entryAuditSnapshot(row) })),
  );
  return removed.length;
}

export async function deleteEntry({ db, entryId, actorId }: { db?: DbOrTx; entryId: string; actorId: string | null }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(esgDataEntries).where(eq(esgDataEntries.id, entryId)).returning();
    if (!row) throw notFound("Data entry not found");
    await assertYearsOpen(tx, row.companyId, [{ start: row.periodStart, end: row.periodEnd }]);
    await writeAudit(tx, {
      actorId,
      companyId: row.companyId,
      entity: ENTRY_ENTITY,
      entityId: entryId,
      action: "delete",
      oldValue: entryAuditSnapshot(row),
    });
  });
}

/**
 * The audit trail of an entry the caller may see (owner, or admin), also once the entry is
 * deleted: a live entry is authorised through its company, a deleted one through the company its
 * audit rows record (every one of them, though an entry never changes company). Anything else —
 * another user's entry, an id that never named an entry — is 404, so ids cannot be probed.
 */
export async function ownedEntryHistory({ user, entryId, demand }: { user: User; entryId: string; demand: CompanyDemand }): Promise<EsgEntryHistoryItem[]> {
  const db = await getDb();
  const entry = await getRowInMemberCompany({
    user,
    id: entryId,
    missing: "Data entry not found",
    demand,
    load: async (id) => {
      const [live] = await db
        .select({ id: esgDataEntries.id, companyId: esgDataEntries.companyId })
        .from(esgDataEntries)
        .where(eq(esgDataEntries.id, id))
        .limit(1);
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

/**
 * The audit trail of one entry, oldest first (it reads as a story: created, edited, deleted), in
 * commit order. Not by `created_at`: that is the transaction's start, and of two edits the one
 * that started first may commit last. Every write of an entry holds the entry's row lock (the
 * insert that creates it, `FOR UPDATE` in an edit, the delete itself, a company's deletion locking
 * its entries) when it draws its audit row's `id` from the bigserial, so for one entry `id` order
 * is commit order.
 */
async function entryHistory({ entryId, db }: { entryId: string; db?: DbOrTx }): Promise<EsgEntryHistoryItem[]> {
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
    .orderBy(asc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.actorId ? { id: r.actorId, full_name: r.actorName ?? "", email: r.actorEmail ?? "" } : null,
    old_value: (r.oldValue as EsgEntryHistoryItem["old_value"]) ?? null,
    new_value: (r.newValue as EsgEntryHistoryItem["new_value"]) ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
