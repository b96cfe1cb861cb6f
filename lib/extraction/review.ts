import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, esgDataEntries, pdfExtractions, users, type EsgDataEntry, type User } from "@/db/schema";
import { ApiError, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { checkWrittenFigures, type SaveWarning } from "@/lib/esg-data/checks";
import { ConflictWithBody } from "@/lib/esg-data/conflict";
import { describeExisting, figureWhen } from "@/lib/esg-data/duplicates";
import { sameValue, valueReading } from "@/lib/esg-data/figure-merge";
import { figureMetricKeys, sharedMetricKey } from "@/lib/frameworks/links";
import { displayValue } from "@/lib/format";
import { parseNumericValue } from "@/lib/numbers/read";
import { createEntry, updateEntry } from "@/lib/esg-data/service";
import { lockYearFigures } from "@/lib/esg-data/figures";
import { saveCells } from "@/lib/brsr/service";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { formulaOperands } from "@/lib/frameworks/questionnaire/parts";
import type { DerivedCell, InputCell } from "@/lib/frameworks/questionnaire/types";
import { fiscalYearOfPeriod, isWholeYear } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { getUnit } from "@/lib/units/service";
import { writableUnit } from "@/lib/units/writable";
import type { FiscalYear } from "@/lib/periods/types";
import { isCategoryId, type CategoryId } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { cellOfFigure } from "./convert";
import type { AcceptBody, RejectBody } from "./schemas";
import {
  extractionNotes,
  type AcceptResult,
  type ExtractedMetric,
  type ExtractionCounts,
  type ExtractionListItem,
  type ExtractionSummary,
  type ItemError,
  type ProposalConflict,
  type ProposalStatus,
  type RejectResult,
  type SummaryMetric,
} from "./types";

/**
 * # The review queue of PDF extraction (decisions D21, decisions D21)
 *
 * An upload makes one `pdf_extractions` row whose `metrics` (jsonb) holds the values found as
 * proposals; nothing is written to the company's entries, so nothing counts (dashboard,
 * questionnaire, report, KPIs, insights all read entries). A member with an editor's role accepts
 * proposals — as found or edited — and each is written through the audited entry service with
 * source 'extraction', the extraction's id and the page and quote in its notes; or rejects them.
 * A conflict with a figure already held (same metric and period: `figureKey`) is computed when
 * read, against the entries as they are then, and shown with the value held.
 *
 * A proposal that names a BRSR cell is written where the questionnaire reads it (`destinationOf`):
 * an input cell for a whole financial year through the questionnaire's own save (`saveCells`: the
 * cell's metric, unit and the year's label, so edits and engines that name a synonym still fill
 * the cell); a computed cell that SEBI lets a company report whole (a total with `given` names)
 * as that entered total, which the questionnaire shows only while no part is entered and
 * otherwise checks the parts against; any other computed cell (a percentage, an intensity, a
 * subtotal) never: 422, accept the figures it is computed from instead.
 */

/** A proposal as stored in `pdf_extractions.metrics`. */
export type StoredProposal = {
  id: string;
  status: ProposalStatus;
  framework: string;
  category: CategoryId;
  metric: string;
  value: string;
  unit: string;
  period: string;
  page: number;
  sentence: string;
  conversion: string | null;
  /** Absent on rows stored before cautions had their own field (they were joined to the conversion then). */
  caution?: string | null;
  /** The BRSR cell key; absent on rows stored before it was kept. */
  cell?: string | null;
  confidence: number | null;
  entry_id?: string | null;
  decided_by?: string | null;
  decided_at?: string | null;
  /** When accepted with edits: what was written (the rest of the record keeps what was found). */
  accepted?: { value: string; unit: string; period: string } | null;
};

type ExtractionRow = typeof pdfExtractions.$inferSelect;

/** New proposals from what an engine found: each gets an id and is 'proposed'. */
export function proposalsFrom(found: readonly ExtractedMetric[]): StoredProposal[] {
  return found.map((m) => ({
    id: randomUUID(),
    status: "proposed",
    framework: m.framework ?? "BRSR",
    category: m.category,
    metric: m.metric,
    value: m.value,
    unit: m.unit,
    period: m.period,
    page: m.page,
    sentence: m.sentence,
    conversion: m.conversion ?? null,
    caution: m.caution ?? null,
    cell: m.cell ?? null,
    confidence: typeof m.confidence === "number" && Number.isFinite(m.confidence) ? m.confidence : null,
  }));
}

/**
 * The stored proposals of a row. Rows from before the review queue held the figures found (saved
 * at once as entries then) without ids or states: they read as accepted, with ids from their place.
 */
export function storedProposals(row: Pick<ExtractionRow, "id" | "metrics">): StoredProposal[] {
  const items = Array.isArray(row.metrics) ? (row.metrics as Array<Partial<StoredProposal>>) : [];
  return items.map((m, i) => ({
    ...legacyCaution(m),
    id: typeof m.id === "string" ? m.id : `legacy-${i + 1}`,
    status: (m.status as ProposalStatus) ?? "accepted",
    framework: m.framework ?? "BRSR",
    category: isCategoryId(String(m.category)) ? (m.category as CategoryId) : "environmental",
    metric: String(m.metric ?? ""),
    value: String(m.value ?? ""),
    unit: String(m.unit ?? ""),
    period: String(m.period ?? ""),
    page: Number(m.page ?? 0),
    sentence: String(m.sentence ?? ""),
    cell: typeof m.cell === "string" ? m.cell : null,
    confidence: m.confidence ?? null,
    entry_id: m.entry_id ?? null,
    decided_by: m.decided_by ?? null,
    decided_at: m.decided_at ?? null,
    accepted: m.accepted ?? null,
  }));
}

/**
 * Rows stored before the caution had its own field joined it to the conversion with '; ' (a
 * conversion always reads '… → …'): split them so old rows show as new ones do.
 */
function legacyCaution(m: Partial<StoredProposal>): { conversion: string | null; caution: string | null } {
  if (m.caution !== undefined) return { conversion: m.conversion ?? null, caution: m.caution ?? null };
  const parts = (m.conversion ?? "").split("; ").filter(Boolean);
  const conversion = parts.filter((p) => p.includes(" → ")).join("; ") || null;
  const caution = parts.filter((p) => !p.includes(" → ")).join("; ") || null;
  return { conversion, caution };
}

export function countProposals(proposals: readonly Pick<StoredProposal, "status">[]): ExtractionCounts {
  const counts: ExtractionCounts = { proposed: 0, accepted: 0, edited: 0, rejected: 0 };
  for (const p of proposals) counts[p.status] += 1;
  return counts;
}

async function fyStartMonthOf(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.fyStartMonth ?? 4;
}

/** Where an accepted proposal is written (the module's note says why). */
type Destination =
  | { kind: "cell"; cell: InputCell; fy: FiscalYear }
  /** A total of zero: each of its parts is zero (counts and quantities are never negative), written in every part's cell. */
  | { kind: "zero-parts"; cells: InputCell[]; fy: FiscalYear }
  | { kind: "metric"; metric: string }
  | { kind: "computed"; cell: DerivedCell };

/** The input cells a sum adds up, through the sums it adds (the energy total's A…F); null when any part is not a sum or an input. */
function inputsOfSum(cell: DerivedCell): InputCell[] | null {
  if (cell.formula.op !== "sum") return null;
  const out: InputCell[] = [];
  for (const key of cell.formula.of) {
    const part = cellByKey(key);
    if (!part) return null;
    if (part.kind === "input") {
      if (part.type !== "number") return null;
      out.push(part);
      continue;
    }
    const inner = inputsOfSum(part);
    if (!inner) return null;
    out.push(...inner);
  }
  return out;
}

/**
 * Where a proposal with this (found or edited) period would be written. A proposal that names no
 * cell but a figure the questionnaire holds (its metric, a synonym, a total's name, or a catalogue
 * synonym: 'No. of fatalities') lands in that cell. `value`: a total accepted as 0 fills its parts.
 */
export function destinationOf(p: Pick<StoredProposal, "cell" | "metric">, period: string, fyStartMonth: number, value?: string): Destination {
  const cell = p.cell ? cellByKey(p.cell) : cellOfFigure(p.metric);
  if (!cell) return { kind: "metric", metric: p.metric };
  const read = readPeriod(period, { fyStartMonth });
  const fy = fiscalYearOfPeriod(read, fyStartMonth);
  const wholeYear = fy !== null && isWholeYear(read, fy);
  if (cell.kind === "derived") {
    const given = cell.given ?? [];
    const parts = value !== undefined && wholeYear && parseNumericValue(value) === 0 ? inputsOfSum(cell) : null;
    if (parts?.length) return { kind: "zero-parts", cells: parts, fy: fy! };
    if (!given.length) return { kind: "computed", cell };
    return { kind: "metric", metric: given.find((g) => metricKey(g) === metricKey(p.metric)) ?? given[0] };
  }
  // Part of a year (a quarter typed on review) fills no cell by itself: it is kept under the cell's metric, which the questionnaire adds up over the year.
  if (!wholeYear) return { kind: "metric", metric: cell.metric };
  return { kind: "cell", cell, fy: fy! };
}

/** A computed cell is never written, whatever a report prints for it: the questionnaire works it out, and a typed copy would go stale. */
const computedReason = (metric: string, cell: DerivedCell) =>
  `${cell.key} (${metric}) is computed by the questionnaire from ${formulaOperands(cell.formula).join(", ")} and is never entered; accept the figures it is computed from, or reject this one.`;

/** Why a proposal can never be accepted (its cell is computed, with no entered total SEBI allows), or null. */
function computedNote(p: Pick<StoredProposal, "cell" | "metric" | "period">): string | null {
  // Whether a cell is computed does not depend on the period or the year's start month.
  const to = destinationOf(p, p.period, 4);
  return to.kind === "computed" ? computedReason(p.metric, to.cell) : null;
}

const conflictOf = (entry: EsgDataEntry): ProposalConflict => ({
  entry_id: entry.id,
  value: entry.value,
  unit: entry.unit,
  period: entry.period,
  source: entry.source,
  detail: `${entry.metric} already has a figure for ${entry.period}: ${describeExisting(entry, displayValue)}.`,
});

/**
 * For each open proposal, the figure the company already holds for its metric and period (the
 * newest entry of that figure: the year's own entry), read now.
 */
async function heldFigures(db: DbOrTx, companyId: string, proposals: readonly StoredProposal[]): Promise<Map<string, ProposalConflict>> {
  const open = proposals.filter((p) => p.status === "proposed");
  const out = new Map<string, ProposalConflict>();
  if (!open.length) return out;
  const fyStartMonth = await fyStartMonthOf(db, companyId);
  const places = new Map<string, { framework: string; metric: string; period: string }>();
  for (const p of open) {
    const to = destinationOf(p, p.period, fyStartMonth, p.value);
    if (to.kind === "cell") places.set(p.id, { framework: "BRSR", metric: to.cell.metric, period: p.period });
    else if (to.kind === "zero-parts") places.set(p.id, { framework: "BRSR", metric: to.cells[0].metric, period: p.period });
    else if (to.kind === "metric") places.set(p.id, { framework: p.framework, metric: to.metric, period: p.period });
  }
  if (!places.size) return out;
  // The figure as every framework asking for it holds it (decisions D23): GRI's Scope 1 is a BRSR cell's figure too.
  const figureOfPlace = (x: { framework: string; metric: string; period: string; periodStart?: string | null; periodEnd?: string | null }) =>
    `${sharedMetricKey(x.framework, x.metric)}|${figureWhen({ period: x.period, periodStart: x.periodStart ?? null, periodEnd: x.periodEnd ?? null }, fyStartMonth)}`;
  const rows = await db
    .select()
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        inArray(esgDataEntries.metricKey, [...new Set([...places.values()].flatMap((x) => figureMetricKeys(x.framework, x.metric)))]),
      ),
    )
    .orderBy(desc(esgDataEntries.createdAt), desc(esgDataEntries.id));
  const byFigure = new Map<string, EsgDataEntry>();
  for (const r of rows) {
    const key = figureOfPlace(r);
    if (!byFigure.has(key)) byFigure.set(key, r);
  }
  for (const [id, place] of places) {
    const held = byFigure.get(figureOfPlace(place));
    if (!held) continue;
    // Held under another framework with the same value: accepting links to it, nothing to decide.
    const p = open.find((x) => x.id === id)!;
    if (held.framework !== place.framework && sameValue(valueReading(p.value, p.unit), held)) continue;
    out.set(id, conflictOf(held));
  }
  return out;
}

async function creatorOf(db: DbOrTx, userId: string | null): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [u] = await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return u ? { id: u.id, name: u.fullName || u.email } : null;
}

function summaryMetric(row: ExtractionRow, p: StoredProposal, conflict: ProposalConflict | null): SummaryMetric {
  const written = p.accepted ?? null;
  return {
    id: p.id,
    status: p.status,
    framework: p.framework,
    category: p.category,
    metric: p.metric,
    value: written?.value ?? p.value,
    unit: written?.unit ?? p.unit,
    period: written?.period ?? p.period,
    notes: extractionNotes(p, row.filename),
    page: p.page,
    quote: p.sentence,
    conversion: p.conversion,
    caution: p.caution ?? null,
    cell_key: p.cell ?? null,
    computed: computedNote(p),
    confidence: p.confidence,
    conflict,
    entry_id: p.entry_id ?? null,
    ...(written ? { proposed: { value: p.value, unit: p.unit, period: p.period } } : {}),
    decided_at: p.decided_at ?? null,
    decided_by: p.decided_by ?? null,
  };
}

function listItem(
  row: ExtractionRow,
  proposals: readonly StoredProposal[],
  createdBy: { id: string; name: string } | null,
  conflicts: number,
): ExtractionListItem {
  return {
    id: row.id,
    extraction_id: row.id,
    filename: row.filename,
    extracted_count: proposals.length,
    page_count: row.pageCount,
    engine: row.engine,
    counts: countProposals(proposals),
    conflicts,
    file_sha256: row.fileSha256 ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
  };
}

/** SPEC's summary of one extraction with its proposals, their states and conflicts as of now. */
export async function extractionView(db: DbOrTx, row: ExtractionRow, extra: { duplicate_upload?: boolean } = {}): Promise<ExtractionSummary> {
  const proposals = storedProposals(row);
  const held = await heldFigures(db, row.companyId, proposals);
  const metrics = proposals.map((p) => summaryMetric(row, p, held.get(p.id) ?? null));
  return { ...listItem(row, proposals, await creatorOf(db, row.createdBy), held.size), metrics, ...extra };
}

/** The extraction, if the caller is a member of its company (held to the request's roles), else 404. */
async function memberExtraction(user: User, extractionId: string, demand: CompanyDemand): Promise<ExtractionRow> {
  const db = await getDb();
  return getRowInMemberCompany({
    user,
    demand,
    id: extractionId,
    missing: "Extraction not found",
    load: async (id) => (await db.select().from(pdfExtractions).where(eq(pdfExtractions.id, id)).limit(1))[0],
  });
}

/** GET /api/extractions/{id}. */
export async function getExtraction({ user, extractionId, demand }: { user: User; extractionId: string; demand: CompanyDemand }): Promise<ExtractionSummary> {
  const row = await memberExtraction(user, extractionId, demand);
  return extractionView(await getDb(), row);
}

/** GET /api/companies/{id}/extractions: newest first, each with its counts. */
export async function listExtractions({ companyId }: { companyId: string }): Promise<ExtractionListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ row: pdfExtractions, fullName: users.fullName, email: users.email })
    .from(pdfExtractions)
    .leftJoin(users, eq(users.id, pdfExtractions.createdBy))
    .where(eq(pdfExtractions.companyId, companyId))
    .orderBy(desc(pdfExtractions.createdAt), desc(pdfExtractions.id));
  return Promise.all(
    rows.map(async ({ row, fullName, email }) => {
      const proposals = storedProposals(row);
      const held = await heldFigures(db, row.companyId, proposals);
      return listItem(row, proposals, row.createdBy ? { id: row.createdBy, name: fullName || email || "" } : null, held.size);
    }),
  );
}

/** The row, locked for this transaction: two reviews of one extraction at once take turns. */
async function lockedRow(tx: DbOrTx, id: string): Promise<ExtractionRow> {
  const [row] = await tx.select().from(pdfExtractions).where(eq(pdfExtractions.id, id)).for("update");
  if (!row) throw notFound("Extraction not found");
  return row;
}

const itemError = (id: string, error: ApiError, conflict?: ProposalConflict): ItemError => ({
  id,
  status: error.status,
  detail: error.detail,
  ...(conflict ? { conflict } : {}),
});

function conflictFromError(error: ConflictWithBody): ProposalConflict | undefined {
  const existing = error.body.existing as { id: string; value: string; unit: string; period: string; source: string } | undefined;
  if (!existing) return undefined;
  return {
    entry_id: existing.id,
    value: existing.value,
    unit: existing.unit,
    period: existing.period,
    source: existing.source,
    detail: error.detail.replace(/ Update that entry.*$/, ""),
  };
}

type Written = { id: string; entryId: string; replaced: boolean; warnings: SaveWarning[]; accepted: { value: string; unit: string; period: string } | null };

/** The company an extraction's figures are written for: its year start reads their periods. */
type Company = { id: string; fyStartMonth: number };

type Write = {
  company: Company;
  actorId: string;
  extractionId: string;
  /** 'filing' when the proposals were read from a filed BRSR (lib/filings): the entry says where it came from. */
  source: "extraction" | "filing";
  value: string;
  unit: string;
  notes: string;
  replace: boolean;
  /** The reporting unit the figure is for; null: the company's own. */
  unitId: string | null;
};

/** Engines of filed BRSRs' readings start so (lib/filings/service.ts). */
export const FILING_ENGINE_PREFIX = "filing-";

/**
 * A cell's figure for a year, saved as the questionnaire saves it (the year's own entry of the
 * cell's metric), stamped with the extraction. A figure the year already holds is refused (409)
 * unless replaced; the checks are the caller's.
 */
async function writeCell(db: DbOrTx, w: Write & { cell: InputCell; fy: FiscalYear }): Promise<{ entryId: string; replaced: boolean }> {
  const written: Array<{ entryId: string; replaced: boolean }> = [];
  await saveCells({
    company: w.company,
    actorId: w.actorId,
    fyParam: String(w.fy.endYear),
    db,
    cells: [{ key: w.cell.key, value: w.value, ...(w.unit ? { unit: w.unit } : {}), notes: w.notes }],
    provenance: { source: w.source, extractionId: w.extractionId },
    held: w.replace ? "overwrite" : "refuse",
    check: false,
    unitId: w.unitId,
    onWrite: (entryId, before) => written.push({ entryId, replaced: before !== null }),
  });
  if (written.length) return written[0];
  // Replaced by the very same figure and notes: nothing was written, and the entry held is the one.
  // Or the figure another framework held with the same value, which the save linked the cell to.
  const held = (await lockYearFigures(db, w.company, w.fy, "BRSR", [w.cell.metric], w.unitId))(w.cell.metric);
  if (!held) throw new Error(`No entry for ${w.cell.key} after saving it`);
  return { entryId: held.entry.id, replaced: true };
}

/** A figure by its metric name, through the entry service: a second one for the metric and period is refused (409) unless replaced. */
async function writeFigure(
  db: DbOrTx,
  w: Write & { framework: string; category: CategoryId; metric: string; period: string },
): Promise<{ entryId: string; replaced: boolean }> {
  const data = { framework: w.framework, category: w.category, metric: w.metric, value: w.value, unit: w.unit, period: w.period, notes: w.notes };
  try {
    const created = await createEntry({
      db,
      companyId: w.company.id,
      actorId: w.actorId,
      data,
      source: w.source,
      extractionId: w.extractionId,
      duplicates: "refuse",
      linkHeld: true,
      unitId: w.unitId,
    });
    return { entryId: created.id, replaced: false };
  } catch (error) {
    if (!(error instanceof ConflictWithBody) || !w.replace || !error.body.existing) throw error;
    const existing = error.body.existing as { id: string };
    const updated = await updateEntry({
      db,
      entryId: existing.id,
      actorId: w.actorId,
      data: { value: w.value, unit: w.unit, period: w.period, notes: w.notes },
      stamp: { source: w.source, calculatorRunId: null, extractionId: w.extractionId },
    });
    return { entryId: updated.id, replaced: true };
  }
}

/**
 * Writes each item where `destinationOf` says, in a savepoint of its own, so a refusal undoes that
 * item alone. With `checkEach`, each written figure is also checked as data collection checks a
 * new one (lib/esg-data/checks.ts), which may refuse it (422).
 */
async function writeItems(
  tx: DbOrTx,
  row: ExtractionRow,
  company: Company,
  byId: Map<string, StoredProposal>,
  items: AcceptBody["items"],
  actorId: string,
  checkEach: boolean,
  unitId: string | null,
): Promise<{ written: Written[]; errors: ItemError[] }> {
  const written: Written[] = [];
  const errors: ItemError[] = [];
  for (const item of items) {
    const p = byId.get(item.id);
    if (!p) {
      errors.push({ id: item.id, status: 404, detail: "This value is not one of the extraction's proposals" });
      continue;
    }
    if (p.status === "accepted" || p.status === "edited") {
      errors.push({ id: item.id, status: 409, detail: `${p.metric} (${p.period}) has already been accepted` });
      continue;
    }
    const value = item.value ?? p.value;
    const unit = item.unit ?? p.unit;
    const period = item.period ?? p.period;
    const edited = value !== p.value || unit !== p.unit || period !== p.period;
    const notes = [
      extractionNotes(p, row.filename),
      p.conversion ? `Unit converted: ${p.conversion}.` : "",
      edited ? `Edited on review; found: ${[p.value, p.unit].filter(Boolean).join(" ")}, ${p.period}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    const to = destinationOf(p, period, company.fyStartMonth, value);
    if (to.kind === "computed") {
      errors.push(itemError(p.id, unprocessable(computedReason(p.metric, to.cell))));
      continue;
    }
    const source = row.engine.startsWith(FILING_ENGINE_PREFIX) ? ("filing" as const) : ("extraction" as const);
    const write = { company, actorId, extractionId: row.id, source, value, unit, notes, replace: item.replace === true, unitId };
    try {
      // The unit is checked for this figure's year as every writer checks it (archived, inactive or outside the boundary: 422 for this item).
      if (unitId)
        await writableUnit({
          db: tx,
          companyId: row.companyId,
          unitId,
          year: to.kind === "metric" ? { period, fyStartMonth: company.fyStartMonth } : { fyId: to.fy.id },
        });
      const done = await tx.transaction(async (sp) => {
        let done: { entryId: string; replaced: boolean };
        if (to.kind === "cell") done = await writeCell(sp, { ...write, cell: to.cell, fy: to.fy });
        else if (to.kind === "zero-parts") {
          const notes = `${write.notes} Total of 0: each of its parts is 0.`;
          const parts = [];
          for (const cell of to.cells) {
            try {
              parts.push(await writeCell(sp, { ...write, value: "0", unit: cell.unit, notes, cell, fy: to.fy }));
            } catch (error) {
              // A part already 0 (accepted from its own row) agrees with the total.
              const held = error instanceof ConflictWithBody ? (error.body.existing as { id: string; value: string } | undefined) : undefined;
              if (!held || parseNumericValue(held.value) !== 0) throw error;
              parts.push({ entryId: held.id, replaced: false });
            }
          }
          done = { entryId: parts[0].entryId, replaced: parts.some((x) => x.replaced) };
        } else done = await writeFigure(sp, { ...write, framework: p.framework, category: p.category, metric: to.metric, period });
        const { entryId, replaced } = done;
        const warnings = checkEach ? await checkWrittenFigures({ db: sp, companyId: row.companyId, written: [{ entryId, field: "value" }] }) : [];
        return { entryId, replaced, warnings };
      });
      written.push({ id: p.id, ...done, accepted: edited ? { value, unit, period } : null });
    } catch (error) {
      if (error instanceof ConflictWithBody) {
        const conflict = conflictFromError(error);
        const detail = `${conflict?.detail ?? error.detail} Accept it with "replace" to write over that figure, or reject it.`;
        errors.push(itemError(p.id, new ApiError(409, detail), conflict));
      } else if (error instanceof ApiError) errors.push(itemError(p.id, error));
      else throw error;
    }
  }
  return { written, errors };
}

/**
 * Accepts proposals, each as found or with the user's value, unit and period, in one transaction.
 * Each is written where `destinationOf` says — a BRSR input cell through the questionnaire's save,
 * anything else through the entry service (catalogue checks, locked years, duplicate refusal,
 * audit) — with source 'extraction', this extraction's id, and the file, page and quote in the
 * notes, and checked as data collection checks a new figure. Each item succeeds or fails on its
 * own: a figure already held is refused (409, with the value held) unless the item says `replace`,
 * which writes over that entry; a locked year is 423; a proposal already accepted 409; an unknown
 * id 404; a computed cell 422; a figure the checks find impossible 422. The answer lists what was
 * written and every refusal.
 */
export async function acceptProposals({
  user,
  extractionId,
  items,
  unit_id,
  demand,
}: { user: User; extractionId: string; demand: CompanyDemand } & AcceptBody): Promise<AcceptResult> {
  const found = await memberExtraction(user, extractionId, demand);
  const db = await getDb();
  const unitId = unit_id ?? null;
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, found.id);
    // Another company's unit, or none such: 404 for the whole request, as POST /api/esg-data answers it.
    if (unitId) await getUnit(tx, row.companyId, unitId);
    const company: Company = { id: row.companyId, fyStartMonth: await fyStartMonthOf(tx, row.companyId) };
    const proposals = storedProposals(row);
    const byId = new Map(proposals.map((p) => [p.id, p]));
    // Checking each figure reads the company's figures once per item; a report's worth is checked
    // at once instead, and only when that refuses something are the items written again one by one.
    let outcome: { written: Written[]; errors: ItemError[] };
    try {
      outcome = await tx.transaction(async (batch) => {
        const all = await writeItems(batch, row, company, byId, items, user.id, false, unitId);
        const warnings = await checkWrittenFigures({
          db: batch,
          companyId: row.companyId,
          written: all.written.map((w) => ({ entryId: w.entryId, field: w.id })),
        });
        for (const w of all.written) w.warnings = warnings.filter((x) => x.field === w.id).map((x) => ({ field: "value", message: x.message }));
        return all;
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      outcome = await writeItems(tx, row, company, byId, items, user.id, true, unitId);
    }
    const { written, errors } = outcome;
    const now = new Date().toISOString();
    for (const w of written) {
      Object.assign(byId.get(w.id)!, {
        status: w.accepted ? "edited" : "accepted",
        entry_id: w.entryId,
        decided_by: user.id,
        decided_at: now,
        accepted: w.accepted,
      });
    }
    const accepted = written.map((w) => ({ id: w.id, entry_id: w.entryId, replaced: w.replaced, warnings: w.warnings }));
    if (accepted.length) {
      await tx.update(pdfExtractions).set({ metrics: proposals }).where(eq(pdfExtractions.id, row.id));
      await writeAudit(tx, {
        actorId: user.id,
        companyId: row.companyId,
        entity: "pdf_extraction",
        entityId: row.id,
        action: "accept",
        newValue: { accepted: accepted.map((a) => ({ proposal: a.id, entry_id: a.entry_id, replaced: a.replaced })), refused: errors.length },
      });
    }
    return { extraction: await extractionView(tx, { ...row, metrics: proposals }), accepted, errors };
  });
}

/** Rejects proposals: they stay in the extraction, marked, and are never written. An accepted one cannot be (409): its figure is an entry now. */
export async function rejectProposals({
  user,
  extractionId,
  items,
  demand,
}: { user: User; extractionId: string; demand: CompanyDemand } & RejectBody): Promise<RejectResult> {
  const found = await memberExtraction(user, extractionId, demand);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, found.id);
    const proposals = storedProposals(row);
    const byId = new Map(proposals.map((p) => [p.id, p]));
    const rejected: string[] = [];
    const changed: string[] = [];
    const errors: ItemError[] = [];
    const now = new Date().toISOString();
    for (const id of items) {
      const p = byId.get(id);
      if (!p) errors.push({ id, status: 404, detail: "This value is not one of the extraction's proposals" });
      else if (p.status === "accepted" || p.status === "edited")
        errors.push({ id, status: 409, detail: `${p.metric} (${p.period}) has already been accepted; change or delete its entry in Data Collection` });
      else {
        if (p.status !== "rejected") {
          Object.assign(p, { status: "rejected", decided_by: user.id, decided_at: now });
          changed.push(id);
        }
        rejected.push(id);
      }
    }
    if (changed.length) {
      await tx.update(pdfExtractions).set({ metrics: proposals }).where(eq(pdfExtractions.id, row.id));
      await writeAudit(tx, {
        actorId: user.id,
        companyId: row.companyId,
        entity: "pdf_extraction",
        entityId: row.id,
        action: "reject",
        newValue: { rejected: changed },
      });
    }
    return { extraction: await extractionView(tx, { ...row, metrics: proposals }), rejected, errors };
  });
}
