import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import {
  companyFrameworks,
  esgDataEntries,
  importBatches,
  reportingUnits,
  users,
  type Company,
  type EsgDataEntry,
  type ImportBatch,
  type User,
} from "@/db/schema";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { saveCells } from "@/lib/brsr/service";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import { checkWrittenFigures } from "@/lib/esg-data/checks";
import { figureKey } from "@/lib/esg-data/duplicates";
import { heldFigureConflict, isLinkedFigure, unlinkFigures, type FigureLinkAdded } from "@/lib/esg-data/figures";
import { figureOf, sameValue, valueReading } from "@/lib/esg-data/figure-merge";
import { parseNumericValue, readFigure } from "@/lib/esg-data/parse-value";
import { deleteEntries, insertEntries, lockAllFigures, updateEntry, type NewEntry } from "@/lib/esg-data/service";
import { lockedYearOf, yearLockedError, yearLocks, type DaySpan } from "@/lib/companies/locks";
import { CATEGORY_IDS, frameworkMetrics, FRAMEWORK_CODES, isFrameworkCode, type CategoryId, type MetricWithPlace } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { parseFiscalYearParam } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import type { FiscalYear } from "@/lib/periods/types";
import { convertUnit, unitDimension, unitRequired } from "@/lib/measures/convert";
import { missingUnitDetail } from "@/lib/esg-data/unit-required";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { writableUnit } from "@/lib/units/writable";
import { readUpload, UploadRefused, type CellRow, type GenericRow, type ImportIssue } from "./read";

const IMPORT_BATCH_ENTITY = "import_batch";
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The preview lists every error and every change; unchanged and skipped rows beyond this are counted only. */
const PREVIEW_QUIET_ROWS = 2000;

export type ImportAction = "create" | "update" | "unchanged" | "skip";

export type PreviewRow = {
  sheet: string;
  row: number;
  /** The questionnaire cell, for rows of the BRSR template. */
  key: string | null;
  framework: string;
  metric: string;
  period: string;
  action: ImportAction;
  old_value: string | null;
  new_value: string | null;
  unit: string;
  /** The reporting unit's name, for rows of the "Reporting unit" column; absent or null: the company as a whole. */
  reporting_unit?: string | null;
  reason?: string;
};

export type ImportCounts = { create: number; update: number; unchanged: number; skip: number; errors: number };

export type ImportPreview = {
  dry_run: boolean;
  file_name: string;
  sha256: string;
  format: "xlsx" | "csv";
  counts: ImportCounts;
  rows: PreviewRow[];
  /** Unchanged or skipped rows left out of `rows` (all are counted). */
  rows_omitted: number;
  /** Each with `skipped` when the rows with errors are skipped (`skip_errors`): a row's error skips the row, a file's refuses the file. */
  errors: (ImportIssue & { skipped?: boolean })[];
  /** Whether rows with errors are skipped and the others imported (asked with `skip_errors=true`). */
  skip_errors: boolean;
  batch_id: string | null;
};

export type ImportBatchDto = {
  id: string;
  file_name: string;
  sha256: string;
  format: string;
  created_by: { id: string; full_name: string; email: string } | null;
  created_at: string;
  counts: { created: number; updated: number; unchanged: number; skipped: number };
  reverted_at: string | null;
};

// ---- What the file would do

type CellWrite = {
  cell: NonNullable<ReturnType<typeof cellByKey>> & { kind: "input" };
  fy: FiscalYear;
  value: string;
  unit: string;
  notes: string;
  na: boolean;
};
type GenericWrite = { entry: NewEntry; current: EsgDataEntry | null; notesGiven: boolean };

type Plan = {
  preview: Omit<ImportPreview, "dry_run" | "file_name" | "sha256" | "format" | "batch_id" | "skip_errors">;
  cellWrites: { write: CellWrite; action: "create" | "update" }[];
  generic: GenericWrite[];
};

let catalogueIndex: Map<string, MetricWithPlace> | null = null;
/** Catalogue metrics by framework and metric key (and synonyms), built once: a 50,000-row file looks each up. */
function catalogueMetric(framework: string, name: string): MetricWithPlace | undefined {
  if (!catalogueIndex) {
    catalogueIndex = new Map();
    for (const code of FRAMEWORK_CODES)
      for (const m of frameworkMetrics(code))
        for (const n of [m.name, ...(m.synonyms ?? [])]) {
          const k = `${code}|${metricKey(n)}`;
          if (!catalogueIndex.has(k)) catalogueIndex.set(k, m);
        }
  }
  return catalogueIndex.get(`${framework}|${metricKey(name)}`);
}

const CATEGORY_BY_NAME: Record<string, CategoryId> = Object.fromEntries(CATEGORY_IDS.flatMap((c) => [[c, c] as const, [c.slice(0, 1), c] as const]));

const NA = /^(?:not applicable|n\/?a)$/i;
const YES = /^(?:y|yes|true)$/i;
const NO = /^(?:n|no|false)$/i;

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether a stored figure already says what the file says (the same number once in one unit, or the same text). */
function sameFigure(current: EsgDataEntry, value: string, unit: string): boolean {
  const now = readFigure(current.value, current.unit);
  const next = readFigure(value, unit);
  if (now.number === null || next.number === null) return current.value.trim() === value.trim() && (!unit || current.unit === unit);
  const converted = convertUnit(next.number, next.unit, now.unit);
  return converted.ok && sameNumber(converted.value, now.number);
}

function cellValue(cell: CellWrite["cell"], raw: string): { value: string } | { error: string } {
  switch (cell.type) {
    case "number":
      return parseNumericValue(raw) !== null ? { value: raw } : { error: `'${raw}' is not a number` };
    case "yesno":
      if (YES.test(raw)) return { value: "Yes" };
      if (NO.test(raw)) return { value: "No" };
      return { error: `'${raw}': answer Yes or No` };
    case "choice": {
      const option = cell.options?.find((o) => o.toLowerCase() === raw.toLowerCase());
      return option ? { value: option } : { error: `'${raw}' must be one of ${cell.options?.join(", ")}` };
    }
    default:
      return { value: raw };
  }
}

async function planImport({ db, company, cells, rows }: { db: DbOrTx; company: Company; cells: CellRow[]; rows: GenericRow[] }): Promise<Plan> {
  const fyStartMonth = company.fyStartMonth;
  const errors: ImportIssue[] = [];
  const previewRows: PreviewRow[] = [];
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skip: 0, errors: 0 };
  const [existing, own, { locks }, units] = await Promise.all([
    db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)),
    db.select({ framework: companyFrameworks.framework }).from(companyFrameworks).where(eq(companyFrameworks.companyId, company.id)),
    yearLocks(db, company.id),
    db
      .select({ id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type })
      .from(reportingUnits)
      .where(eq(reportingUnits.companyId, company.id)),
  ]);
  // The "Reporting unit" column names one of the company's units by name (any case) or id.
  const unitByName = new Map<string, { id: string; name: string }>();
  for (const u of units) if (u.type !== PARTNER_UNIT_TYPE) unitByName.set(u.name.trim().toLowerCase(), u).set(u.id, u);
  // The unit checked for a period as POST /api/esg-data checks it (lib/units/writable.ts): an error's detail, or null.
  const unitChecks = new Map<string, string | null>();
  const unitProblem = async (unitId: string, period: string): Promise<string | null> => {
    const k = `${unitId}|${period}`;
    if (!unitChecks.has(k)) {
      try {
        await writableUnit({ db, companyId: company.id, unitId, year: { period, fyStartMonth }, field: "reporting unit" });
        unitChecks.set(k, null);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        unitChecks.set(k, error.detail);
      }
    }
    return unitChecks.get(k)!;
  };
  /** A figure's key with its unit: one figure per metric and period per unit. */
  const ofUnit = (key: string, unitId: string | null | undefined) => `${key}|${unitId ?? ""}`;
  /** Why a change in this span cannot be made (a locked year), or null; unchanged rows of a locked year are fine. */
  const lockedReason = (span: DaySpan): string | null => {
    const hit = lockedYearOf(span, locks, fyStartMonth);
    return hit ? yearLockedError(hit.fy, hit.lock).detail : null;
  };
  // The latest entry of each figure (framework, metric, period read), as the screens update it.
  const byFigure = new Map<string, EsgDataEntry>();
  const knownMetrics = new Set<string>();
  for (const e of existing) {
    const k = ofUnit(figureKey(e, fyStartMonth), e.unitId);
    const seen = byFigure.get(k);
    if (!seen || seen.createdAt < e.createdAt) byFigure.set(k, e);
    knownMetrics.add(`${e.framework}|${e.metricKey}`);
  }
  // Figures other frameworks asking for the same figure hold (decisions D23), by the figure: a row of one links to it.
  const heldByFigure = new Map<string, EsgDataEntry>();
  for (const e of existing) if (isLinkedFigure(e.framework, e.metric)) heldByFigure.set(figureOf(e, fyStartMonth), e);
  const heldElsewhere = (at: { framework: string; metric: string; period: string; unitId: string | null }) => {
    const held = isLinkedFigure(at.framework, at.metric) ? heldByFigure.get(figureOf({ ...at, periodStart: null, periodEnd: null }, fyStartMonth)) : undefined;
    return held && held.framework !== at.framework ? held : null;
  };
  const ownFrameworks = new Set(own.map((f) => f.framework));
  // Rows of the file that are one figure under two frameworks (lib/frameworks/links.ts, decisions D23): by the figure.
  const figureRows = new Map<string, { where: string; framework: string; metric: string; value: string; unit: string }>();
  /**
   * A row of a figure another row of the file already gives under another framework: the same
   * value makes one entry answering both (the row's reason says so), another is the row's error
   * naming both rows. Null for a figure no earlier row gives.
   */
  const sameFigureRow = (
    r: { sheet: string; row: number },
    at: { framework: string; metric: string; period: string; unitId: string | null },
    value: string,
    unit: string,
  ) => {
    if (!isLinkedFigure(at.framework, at.metric)) return null;
    const key = figureOf({ ...at, periodStart: null, periodEnd: null }, fyStartMonth);
    const first = figureRows.get(key);
    if (!first) {
      figureRows.set(key, { where: where(r), framework: at.framework, metric: at.metric, value, unit });
      return null;
    }
    const shown = (v: string, u: string) => `${v}${u ? ` ${u}` : ""}`;
    if (!sameValue(valueReading(value, unit), valueReading(first.value, first.unit)))
      return {
        error: `conflicting values for the same figure: ${where(r)} gives ${shown(value, unit)} for ${at.framework}'s ${at.metric}, ${first.where} gives ${shown(first.value, first.unit)} for ${first.framework}'s ${first.metric} (${at.period}); one figure answers both frameworks, so give one value`,
      };
    return { reason: `the same figure as ${first.where} (${first.framework}): one entry answering both` };
  };
  const seen = new Map<string, string>();
  const where = (r: { sheet: string; row: number }) => `${r.sheet ? `${r.sheet} ` : ""}row ${r.row}`;
  const add = (row: PreviewRow) => {
    counts[row.action]++;
    previewRows.push(row);
  };

  const cellWrites: Plan["cellWrites"] = [];
  for (const r of cells) {
    const issue = (message: string) => errors.push({ sheet: r.sheet, row: r.row, key: r.key, message });
    const cell = cellByKey(r.key);
    if (!cell) {
      issue(`unknown cell key '${r.key}'`);
      continue;
    }
    if (cell.kind !== "input") continue;
    const fy = parseFiscalYearParam(r.year, fyStartMonth);
    if (!fy) {
      issue(`the column heading '${r.year}' is not a financial year (use e.g. FY 2024-25)`);
      continue;
    }
    const figure = figureKey({ framework: "BRSR", metric: cell.metric, period: fy.label }, fyStartMonth);
    const first = seen.get(figure);
    if (first) {
      issue(`${cell.key} for ${fy.label} is given twice (also ${first})`);
      continue;
    }
    seen.set(figure, where(r));
    const na = NA.test(r.value);
    const current = byFigure.get(ofUnit(figure, null)) ?? null;
    // The template prefills a year already marked 'Not applicable' without its reason (Notes is the current year's).
    if (na && current && NA.test(current.value.trim()) && (!r.notes || r.notes === current.notes)) {
      add({
        sheet: r.sheet,
        row: r.row,
        key: cell.key,
        framework: "BRSR",
        metric: cell.metric,
        period: fy.label,
        new_value: current.value,
        unit: "",
        action: "unchanged",
        old_value: current.value,
      });
      continue;
    }
    if (na && !r.notes) {
      issue(`${cell.key}: 'Not applicable' needs its reason in Notes`);
      continue;
    }
    const read = na ? { value: "Not applicable" } : cellValue(cell, r.value);
    if ("error" in read) {
      issue(`${cell.key} (${fy.label}): ${read.error}`);
      continue;
    }
    // A measured figure (energy, water, mass, emissions, money) says its unit, as the API asks of a
    // figure: the template's Unit column, prefilled with the cell's own, emptied is an error.
    if (cell.type === "number" && !na && unitRequired(cell.unit) && !r.unit.trim()) {
      issue(`${cell.key} (${fy.label}): unit: ${cell.metric} is measured in ${cell.unit}; give the unit (for example '${cell.unit}')`);
      continue;
    }
    const unit = cell.type === "number" ? r.unit || cell.unit : "";
    if (cell.type === "number" && !na && cell.unit && unit !== cell.unit && !convertUnit(1, unit, cell.unit).ok) {
      issue(`${cell.key}: unit '${unit}' cannot be converted to ${cell.unit}`);
      continue;
    }
    const twin = sameFigureRow(r, { framework: "BRSR", metric: cell.metric, period: fy.label, unitId: null }, read.value, unit);
    if (twin?.error) {
      issue(twin.error);
      continue;
    }
    const base = {
      sheet: r.sheet,
      row: r.row,
      key: cell.key,
      framework: "BRSR",
      metric: cell.metric,
      period: fy.label,
      new_value: read.value,
      unit,
      ...(twin?.reason ? { reason: twin.reason } : {}),
    };
    const write: CellWrite = { cell, fy, value: read.value, unit, notes: r.notes, na };
    const unchanged = current && (na ? current.value.trim() === read.value : sameFigure(current, read.value, unit)) && (!r.notes || r.notes === current.notes);
    const locked = unchanged ? null : lockedReason(fy);
    if (locked) {
      issue(`${cell.key} (${fy.label}): ${locked}`);
      continue;
    }
    const held = current ? null : heldElsewhere({ framework: "BRSR", metric: cell.metric, period: fy.label, unitId: null });
    if (held) {
      // The questionnaire's save links the cell to it, writing the file's value over it when it differs.
      const same = sameFigure(held, read.value, unit);
      const reason = `the figure ${held.framework} holds (${held.metric}): one figure for every framework${same ? ", linked" : ", updated"}`;
      add({ ...base, action: same ? "create" : "update", old_value: same ? null : held.value, reason: base.reason ?? reason });
      cellWrites.push({ write, action: same ? "create" : "update" });
    } else if (!current) {
      add({ ...base, action: "create", old_value: null });
      cellWrites.push({ write, action: "create" });
    } else if (unchanged) {
      add({ ...base, action: "unchanged", old_value: current.value });
    } else {
      add({ ...base, action: "update", old_value: current.value });
      cellWrites.push({ write, action: "update" });
    }
  }

  const generic: GenericWrite[] = [];
  for (const r of rows) {
    const issue = (message: string) => errors.push({ sheet: r.sheet, row: r.row, message });
    if (!r.value) {
      if (r.metric)
        add({
          sheet: r.sheet,
          row: r.row,
          key: null,
          framework: r.framework,
          metric: r.metric,
          period: r.period,
          action: "skip",
          old_value: null,
          new_value: null,
          unit: r.unit,
          reason: "no value",
        });
      continue;
    }
    const framework = r.framework.trim();
    const code = FRAMEWORK_CODES.find((c) => c.toLowerCase() === framework.toLowerCase());
    if (!code && !ownFrameworks.has(framework)) {
      issue(`unknown framework '${framework}'`);
      continue;
    }
    const fw = code ?? framework;
    const catalogued = isFrameworkCode(fw) ? catalogueMetric(fw, r.metric) : undefined;
    if (!r.metric.trim()) {
      issue("metric: missing");
      continue;
    }
    if (!catalogued && !knownMetrics.has(`${fw}|${metricKey(r.metric)}`)) {
      issue(`unknown metric '${r.metric}' in ${fw} (use the catalogue's name, or add it once on the data collection screen)`);
      continue;
    }
    const category = catalogued?.category ?? CATEGORY_BY_NAME[r.category.trim().toLowerCase()];
    if (!category) {
      issue(`category: '${r.category}' is not one of ${CATEGORY_IDS.join(", ")}`);
      continue;
    }
    const period = readPeriod(r.period, { fyStartMonth });
    if (period.kind === "unparsed") {
      issue(`period '${r.period}' cannot be read (use e.g. FY 2024-25, Q1 FY 2024-25, Apr 2024)`);
      continue;
    }
    if (catalogued?.numeric && parseNumericValue(r.value) === null) {
      issue(`value '${r.value}' is not a number (${catalogued.name} is a figure)`);
      continue;
    }
    // A measured figure says its unit, as POST /api/esg-data asks: a blank unit is not filled in.
    const missingUnit = missingUnitDetail({ framework: fw, metric: r.metric, value: r.value, unit: r.unit });
    if (missingUnit) {
      issue(missingUnit);
      continue;
    }
    const named = r.reporting_unit.trim();
    const reportingUnit = named ? (unitByName.get(named.toLowerCase()) ?? null) : null;
    if (named && !reportingUnit) {
      issue(`reporting unit '${named}' is not one of the company's units`);
      continue;
    }
    if (reportingUnit) {
      const problem = await unitProblem(reportingUnit.id, r.period);
      if (problem) {
        issue(problem);
        continue;
      }
    }
    const unitId = reportingUnit?.id ?? null;
    const metric = catalogued?.name ?? r.metric.trim();
    const key = ofUnit(figureKey({ framework: fw, metric, period: r.period }, fyStartMonth), unitId);
    const current = byFigure.get(key) ?? null;
    const unit = r.unit || current?.unit || catalogued?.unit || "";
    const target = current?.unit || catalogued?.unit || "";
    if (r.unit && target && unitDimension(target) && !convertUnit(1, r.unit, target).ok) {
      issue(`unit '${r.unit}' cannot be converted to ${target}`);
      continue;
    }
    const first = seen.get(key);
    if (first) {
      issue(`${metric} for ${r.period} is given twice (also ${first})`);
      continue;
    }
    seen.set(key, where(r));
    const twin = sameFigureRow(r, { framework: fw, metric, period: r.period, unitId }, r.value, unit);
    if (twin?.error) {
      issue(twin.error);
      continue;
    }
    const entry: NewEntry = { framework: fw, category, metric, value: r.value, unit, period: r.period, notes: r.notes, unitId };
    const base = {
      ...(twin?.reason ? { reason: twin.reason } : {}),
      sheet: r.sheet,
      row: r.row,
      key: null,
      framework: fw,
      metric,
      period: r.period,
      new_value: r.value,
      unit,
      reporting_unit: reportingUnit?.name ?? null,
    };
    const unchanged = current && current.value.trim() === r.value.trim() && current.unit === unit && (!r.notes || current.notes === r.notes);
    const locked = unchanged ? null : lockedReason(period);
    if (locked) {
      issue(locked);
      continue;
    }
    if (!current) {
      const held = heldElsewhere({ framework: fw, metric, period: r.period, unitId });
      // A figure held under another framework with another value, which no earlier row of the file
      // changes: the row's error here, in the dry run, not a 409 at commit.
      if (held && !twin && !sameValue(valueReading(r.value.trim(), unit), held)) {
        issue(heldFigureConflict({ framework: fw, metric }, held).message);
        continue;
      }
      add({
        ...base,
        action: "create",
        old_value: null,
        ...(held && !base.reason ? { reason: `links to the figure ${held.framework} holds (${held.metric})` } : {}),
      });
      generic.push({ entry, current: null, notesGiven: !!r.notes });
    } else if (unchanged) {
      add({ ...base, action: "unchanged", old_value: current.value });
    } else {
      add({ ...base, action: "update", old_value: current.value });
      generic.push({ entry, current, notesGiven: !!r.notes });
    }
  }

  counts.errors = errors.length;
  // Changes first, in file order; quiet rows only up to the limit.
  const loud = previewRows.filter((r) => r.action === "create" || r.action === "update");
  const quiet = previewRows.filter((r) => r.action === "unchanged" || r.action === "skip");
  return {
    preview: { counts, rows: [...loud, ...quiet.slice(0, PREVIEW_QUIET_ROWS)], rows_omitted: Math.max(0, quiet.length - PREVIEW_QUIET_ROWS), errors },
    cellWrites,
    generic,
  };
}

// ---- Running it

type Snapshot = Pick<EsgDataEntry, "value" | "unit" | "notes" | "source" | "calculatorRunId" | "importBatchId">;
type Change = { entry_id: string; before: Snapshot | null; updated_at: string };
/** A batch's `changes`: each entry it wrote, and each link it added to a figure it found held (batches before these were kept hold entries only). */
type BatchChange = Change | { link: FigureLinkAdded };
const isEntryChange = (c: BatchChange): c is Change => !("link" in c);

const snapshot = (e: EsgDataEntry): Snapshot => ({
  value: e.value,
  unit: e.unit,
  notes: e.notes,
  source: e.source,
  calculatorRunId: e.calculatorRunId,
  importBatchId: e.importBatchId,
});

/**
 * Reads an upload and answers what it would do; with `dryRun: false` and no errors, does it:
 * every row in one transaction through the audited entry services (questionnaire cells through
 * saveCells), each entry stamped `source: 'import'` with the batch. Errors refuse the whole file
 * (422 with the preview) — unless `skipErrors`: then the rows with errors are left out (each
 * error marked `skipped`, counted in the batch's skipped rows) and the others imported; an error
 * of the file itself (no rows, no known layout) still refuses it. UploadRefused (not a
 * spreadsheet, encrypted, a bomb…) is a 422 detail.
 */
export async function importFile({
  company,
  user,
  fileName,
  bytes,
  dryRun,
  skipErrors = false,
  db,
  queue,
  onStage,
}: {
  company: Company;
  user: User;
  fileName: string;
  bytes: Uint8Array;
  dryRun: boolean;
  /** Leave out the rows with errors and import the others (the user's choice, after the dry run showed which). */
  skipErrors?: boolean;
  db?: DbOrTx;
  /** A commit of more rows than `over` goes onto the job queue (lib/jobs/long-work.ts): answered 202 with the job's id. */
  queue?: { over: number; enqueue: () => Promise<string> };
  /** Told what the work is doing, for a queued import's progress. */
  onStage?: (stage: string, progress: number) => Promise<void>;
}): Promise<{ status: number; body: ImportPreview & { detail?: string } } | { status: 202; body: { job_id: string; rows: number } }> {
  const d = db ?? (await getDb());
  let parsed;
  try {
    parsed = await readUpload(bytes, fileName);
  } catch (error) {
    if (error instanceof UploadRefused) throw new ApiError(422, error.message);
    throw error;
  }
  const rowCount = parsed.rows.length + parsed.cells.length;
  if (!dryRun && queue && rowCount > queue.over) return { status: 202, body: { job_id: await queue.enqueue(), rows: rowCount } };
  await onStage?.(dryRun ? "Checking rows" : `Writing ${rowCount} rows`, 30);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const head = { dry_run: dryRun, file_name: fileName, sha256, format: parsed.format, skip_errors: skipErrors, batch_id: null };
  const judge = async (on: DbOrTx) => {
    const plan = await planImport({ db: on, company, cells: parsed.cells, rows: parsed.rows });
    plan.preview.errors.unshift(...parsed.issues);
    plan.preview.counts.errors = plan.preview.errors.length;
    // A row's error leaves the row out when asked (the planner wrote nothing of it); the file's own errors cannot be skipped.
    const fileErrors = plan.preview.errors.filter((e) => e.row === null).length;
    if (skipErrors) plan.preview.errors = plan.preview.errors.map((e) => ({ ...e, skipped: e.row !== null }));
    const body = { ...head, ...plan.preview };
    let refusal: { status: number; body: ImportPreview & { detail?: string } } | null = null;
    if (skipErrors && body.counts.errors && fileErrors && !dryRun) {
      refusal = {
        status: 422,
        body: { detail: `The file has ${fileErrors} error${fileErrors > 1 ? "s" : ""} that no row can be skipped for; nothing was imported`, ...body },
      };
    } else if (body.counts.errors && !skipErrors) {
      refusal = dryRun
        ? { status: 200, body }
        : { status: 422, body: { detail: `The file has ${body.counts.errors} error${body.counts.errors > 1 ? "s" : ""}; nothing was imported`, ...body } };
    } else if (dryRun) refusal = { status: 200, body };
    else if (!plan.cellWrites.length && !plan.generic.length)
      refusal = { status: 422, body: { detail: "The file changes nothing; nothing was imported", ...body } };
    return { plan, body, refusal };
  };
  // A dry run always answers its preview.
  if (dryRun) return (await judge(d)).refusal!;

  const done = await d.transaction(async (tx) => {
    // Commits into one company take turns with each other and with typed saves, and each plans
    // against what was written before it: two commits of one file at once would otherwise both
    // create every figure, and a typed save beside a commit would double its figure (decisions D31).
    await lockAllFigures(tx, company.id);
    const { plan, body, refusal } = await judge(tx);
    if (refusal) return { refusal };
    const [batch] = await tx
      .insert(importBatches)
      .values({ companyId: company.id, createdBy: user.id, fileName, fileSha256: sha256, format: parsed.format })
      .returning();
    const provenance = { source: "import" as const, importBatchId: batch.id };
    const befores = new Map<string, Snapshot | null>();
    const remember = (id: string, before: EsgDataEntry | null) => {
      if (!befores.has(id)) befores.set(id, before && snapshot(before));
    };
    const links: FigureLinkAdded[] = [];
    const onLink = (link: FigureLinkAdded) => links.push(link);

    const byYear = new Map<string, CellWrite[]>();
    for (const { write } of plan.cellWrites) {
      const group = byYear.get(write.fy.id);
      if (group) group.push(write);
      else byYear.set(write.fy.id, [write]);
    }
    for (const [fy, writes] of byYear) {
      await saveCells({
        company,
        actorId: user.id,
        fyParam: fy,
        db: tx,
        provenance,
        onWrite: remember,
        onLink,
        cells: writes.map((w) =>
          w.na
            ? { key: w.cell.key, value: "", not_applicable_reason: w.notes }
            : { key: w.cell.key, value: w.value, ...(w.unit ? { unit: w.unit } : {}), ...(w.notes ? { notes: w.notes } : {}) },
        ),
      });
    }

    // Updates first: a new row of a figure another row updates links to it with the file's value.
    for (const g of plan.generic) {
      if (!g.current) continue;
      remember(g.current.id, g.current);
      await updateEntry({
        db: tx,
        entryId: g.current.id,
        actorId: user.id,
        data: { value: g.entry.value, unit: g.entry.unit, ...(g.notesGiven ? { notes: g.entry.notes } : {}) },
        stamp: { source: "import", calculatorRunId: null, importBatchId: batch.id },
      });
    }
    const creates = plan.generic.filter((g) => !g.current).map((g) => g.entry);
    const created = await insertEntries({
      db: tx,
      companyId: company.id,
      actorId: user.id,
      entries: creates,
      source: "import",
      importBatchId: batch.id,
      linkHeld: true,
      onLink,
    });
    for (const row of created) remember(row.id, null);
    const genericIds = [...created.map((r) => r.id), ...plan.generic.filter((g) => g.current).map((g) => g.current!.id)];
    // The same rules as data collection's: what cannot be is refused, and the whole import with it.
    await checkWrittenFigures({ db: tx, companyId: company.id, written: genericIds.map((entryId) => ({ entryId, field: "import" })) });

    const after = await tx
      .select({ id: esgDataEntries.id, updatedAt: esgDataEntries.updatedAt })
      .from(esgDataEntries)
      .where(eq(esgDataEntries.importBatchId, batch.id));
    const written: Change[] = after.map((a) => ({ entry_id: a.id, before: befores.get(a.id) ?? null, updated_at: a.updatedAt.toISOString() }));
    // Links to a figure the file itself created go with it; those to figures held before are taken back one by one.
    const createdHere = new Set(written.filter((c) => !c.before).map((c) => c.entry_id));
    const changes: BatchChange[] = [...written, ...links.filter((l) => !createdHere.has(l.entry_id)).map((link) => ({ link }))];
    const counts = {
      created: written.filter((c) => !c.before).length,
      updated: written.filter((c) => c.before).length,
      unchanged: plan.preview.counts.unchanged,
      // Rows without a value, and (skip_errors) the values left out for their errors.
      skipped: plan.preview.counts.skip + plan.preview.errors.filter((e) => e.skipped).length,
    };
    await tx
      .update(importBatches)
      .set({ ...counts, changes })
      .where(eq(importBatches.id, batch.id));
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: IMPORT_BATCH_ENTITY,
      entityId: batch.id,
      action: "create",
      newValue: {
        file_name: fileName,
        sha256,
        format: parsed.format,
        ...counts,
        ...(skipErrors ? { skipped_errors: plan.preview.errors.filter((e) => e.skipped) } : {}),
      },
    });
    return { refusal: null, answer: { status: 201, body: { ...body, batch_id: batch.id } } };
  });
  return done.refusal ?? done.answer!;
}

function toBatchDto(row: ImportBatch, who: { id: string | null; fullName: string | null; email: string | null } | null): ImportBatchDto {
  return {
    id: row.id,
    file_name: row.fileName,
    sha256: row.fileSha256,
    format: row.format,
    created_by: who?.id ? { id: who.id, full_name: who.fullName ?? "", email: who.email ?? "" } : null,
    created_at: row.createdAt.toISOString(),
    counts: { created: row.created, updated: row.updated, unchanged: row.unchanged, skipped: row.skipped },
    reverted_at: row.revertedAt?.toISOString() ?? null,
  };
}

/** The company's imports, newest first. */
export async function listImports({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<ImportBatchDto[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({ batch: importBatches, id: users.id, fullName: users.fullName, email: users.email })
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .where(eq(importBatches.companyId, companyId))
    .orderBy(desc(importBatches.createdAt), desc(importBatches.id));
  return rows.map((r) => toBatchDto(r.batch, r));
}

/**
 * Undoes a batch: entries it created are deleted, entries it updated get their earlier value,
 * unit, notes and provenance back, and links it added to figures held before are taken back (a
 * figure it moved stored where it was) — each through the audited services, in one transaction. Refused (409) when any of
 * them changed after the import (or was deleted), and when the batch is already reverted.
 */
export async function revertImport({ user, batchId, demand }: { user: User; batchId: string; demand: CompanyDemand }): Promise<ImportBatchDto> {
  const db = await getDb();
  const batch = await getRowInMemberCompany({
    user,
    demand,
    id: batchId,
    missing: "Import not found",
    load: async (id) => (await db.select().from(importBatches).where(eq(importBatches.id, id)).limit(1))[0],
  });
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(importBatches).where(eq(importBatches.id, batch.id)).for("update");
    if (!locked) throw notFound("Import not found");
    if (locked.revertedAt) throw conflict("This import has already been reverted");
    const all = locked.changes as BatchChange[];
    const changes = all.filter(isEntryChange);
    const links = all.flatMap((c) => ("link" in c ? [c.link] : []));
    const ids = changes.map((c) => c.entry_id);
    const current = new Map<string, EsgDataEntry>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await tx
        .select()
        .from(esgDataEntries)
        .where(and(eq(esgDataEntries.companyId, locked.companyId), inArray(esgDataEntries.id, ids.slice(i, i + 5000))))
        .for("update");
      for (const r of rows) current.set(r.id, r);
    }
    const moved = changes.filter((c) => {
      const now = current.get(c.entry_id);
      return !now || now.updatedAt.toISOString() !== c.updated_at;
    });
    if (moved.length) {
      const first = current.get(moved[0].entry_id);
      const what = first ? `${first.metric} (${first.period})` : "a figure it wrote (since deleted)";
      throw conflict(
        `This import cannot be reverted: ${what}${moved.length > 1 ? ` and ${moved.length - 1} more` : ""} changed after it. Edit those figures instead.`,
      );
    }
    await deleteEntries({ db: tx, companyId: locked.companyId, entryIds: changes.filter((c) => !c.before).map((c) => c.entry_id), actorId: user.id });
    for (const c of changes) {
      if (!c.before) continue;
      await updateEntry({
        db: tx,
        entryId: c.entry_id,
        actorId: user.id,
        data: { value: c.before.value, unit: c.before.unit, notes: c.before.notes },
        stamp: {
          source: c.before.source as "manual" | "calculator" | "extraction" | "import",
          calculatorRunId: c.before.calculatorRunId,
          importBatchId: c.before.importBatchId,
        },
      });
    }
    await unlinkFigures(tx, { companyId: locked.companyId, actorId: user.id, links });
    const [done] = await tx.update(importBatches).set({ revertedAt: new Date(), revertedBy: user.id }).where(eq(importBatches.id, locked.id)).returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: locked.companyId,
      entity: IMPORT_BATCH_ENTITY,
      entityId: locked.id,
      action: "delete",
      oldValue: { file_name: locked.fileName, sha256: locked.fileSha256, created: locked.created, updated: locked.updated, links: links.length },
    });
    const [who] = done.createdBy
      ? await tx.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, done.createdBy))
      : [];
    return toBatchDto(done, who ?? null);
  });
}
