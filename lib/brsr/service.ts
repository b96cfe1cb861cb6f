import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { and, eq } from "drizzle-orm";
import { brsrSignoffs, type Company, type EsgDataEntry } from "@/db/schema";
import { writeAudit } from "@/lib/audit";
import { unprocessable } from "@/lib/errors";
import { displayValue, parseNumericValue } from "@/lib/esg-data/parse-value";
import { createEntry, deleteEntry, toEntryDto, updateEntry } from "@/lib/esg-data/service";
import { ConflictWithBody } from "@/lib/esg-data/conflict";
import { describeExisting } from "@/lib/esg-data/duplicates";
import { checkWrittenFigures, type SaveWarning, type WrittenFigure } from "@/lib/esg-data/checks";
import { heldFigureConflict, linkFigures, lockYearFigures, type FigureLinkAdded } from "@/lib/esg-data/figures";
import { sameValue, valueReading } from "@/lib/esg-data/figure-merge";
import { sourceEntriesUnlessUnchanged } from "@/lib/esg-data/source-entries";
import { latestYearPeriods } from "@/lib/companies/default-year";
import { getCompanyProfile } from "@/lib/companies/profile";
import {
  EMPTY_PROFILE,
  coreAssuranceApplicability,
  profileCompleteness,
  type CompanyProfile,
  type CoreAssuranceApplicability,
  type ProfileCompleteness,
} from "@/lib/companies/profile-schema";
import { currentFiscalYear, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { requireFiscalYear } from "@/lib/periods/param";
import { readPeriod } from "@/lib/periods/read";
import { chooseFiscalYear } from "@/lib/periods/choose";
import type { FiscalYear } from "@/lib/periods/types";
import { collectYears, NOT_APPLICABLE, type SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { fingerprintOf, keepAnswer, keptAnswer, type Answer } from "./answer-cache";
import { sharedRead } from "./shared-reads";
import { structureView, valuesView } from "./values-view";
import { jsonBytes } from "@/lib/format/json-bytes";
import { keptWhileUnchanged } from "@/lib/companies/data-version-cache";
import { readCompleteness } from "@/lib/dashboard/completeness";
import type { Completeness } from "@/lib/frameworks/completeness";
import { cellMetricKeys } from "./cell-metrics";
import { evaluate } from "@/lib/frameworks/questionnaire/evaluate";
import { identityWarnings } from "@/lib/frameworks/questionnaire/identities";
import { duplicateWarnings } from "./duplicate-warnings";
import { allCells, QUESTIONNAIRE, cellByKey, parseRowCellKey, parseRowKey, rowTableById } from "@/lib/frameworks/questionnaire";

const ALL_CELLS = allCells();
import type { Formula, InputCell, YearSlot } from "@/lib/frameworks/questionnaire/types";
import type { CellWrite } from "./schemas";
import { onlyTab, type QuestionnaireTab } from "./tabs";
import { buildView, readiness, unapprovedCore, type QuestionnaireView, type ReadinessItem, type ReviewStates, type UnapprovedCoreItem } from "./view";
import { REVIEW_STATES, type ReviewState } from "@/lib/esg-data/review-states";
import { metricKey } from "@/lib/frameworks/metric-key";
import { rollUpUnits, type RollupCell, type UnitFigure } from "@/lib/units/rollup";
import { unitOwnEntries, unitRollupInputs, type UnitRollupInputs } from "@/lib/units/rollup-source";
import { waterStressEntries } from "@/lib/units/water-stress";
import { profileWithUnits } from "@/lib/units/section-a";

type BrsrYears = Record<YearSlot, FiscalYear>;

function yearsFrom(fy: FiscalYear, fyStartMonth: number): BrsrYears {
  return { cy: fy, py: previousFiscalYear(fy, fyStartMonth, 1), py2: previousFiscalYear(fy, fyStartMonth, 2) };
}

export type Questionnaire = QuestionnaireView & {
  company_id: string;
  fy_start_month: number;
  /** Section A facts (Q1–Q19, Q23, Q24(i)) and which of them are still empty. */
  profile: CompanyProfile;
  profile_completeness: ProfileCompleteness;
  readiness: ReadinessItem[];
  /** BRSR Core figures of the year with a value that are not approved yet (maker–checker review). */
  unapproved_core: UnapprovedCoreItem[];
  /** Each cell's figures by reporting unit (lib/units), when the company's units have any: who entered what, and its state. */
  unit_breakdown?: Record<string, UnitFigure[]>;
  /** BRSR's and BRSR Core's coverage as every screen shows it (lib/frameworks/completeness.ts); null when not read. */
  completeness?: Completeness | null;
};

/** The metric keys of every cell: what the questionnaire reads of a company's entries. */
const CELL_METRIC_KEYS = cellMetricKeys(ALL_CELLS);

/**
 * The questionnaire of one company for one financial year, with the two years before it. It reads
 * what `questionnaireFrom` would use of all the company's entries, not all of them (decisions D30): the
 * year from a few periods, then the cells' entries of the three years (lib/esg-data/source-entries).
 */
export async function getQuestionnaire({ company, fyParam, db }: { company: Company; fyParam?: string; db?: DbOrTx }): Promise<Questionnaire> {
  const d = db ?? (await getDb());
  const fy = await questionnaireYear(d, company, fyParam);
  // Completeness of the year shown (lib/frameworks/completeness.ts), as the dashboard and insights give it for that year.
  const [inputs, completeness] = await Promise.all([questionnaireInputs({ company, fy, db: d }), readCompleteness(d, company.id, ["BRSR"], fy)]);
  return questionnaireFrom({ ...inputs, entries: inputs.entries ?? [], completeness });
}

/**
 * One reporting unit's own figures as a questionnaire of their own (`GET /api/brsr/{id}?unit_id=`):
 * the unit's entries stand as the company's would, derived cells computed from them. With `tab`,
 * laid out for that tab only (the caller applies `onlyTab`); with `dataVersion`, evaluated once
 * per data version for all its tabs (lib/brsr/shared-reads.ts).
 */
export async function getUnitQuestionnaire({
  company,
  fyParam,
  unitId,
  tab,
  dataVersion,
}: {
  company: Company;
  fyParam?: string;
  unitId: string;
  tab?: QuestionnaireTab;
  dataVersion?: number;
}): Promise<Questionnaire> {
  // The default year is the current one: the clock's, kept no longer than the shared read is.
  const build = await sharedRead(`brsr-unit\u0000${company.id}\u0000${unitId}\u0000${company.fyStartMonth}\u0000${fyParam ?? ""}`, dataVersion, async () => {
    const db = await getDb();
    const fy = fyParam ? requireFiscalYear(fyParam, company.fyStartMonth) : currentFiscalYear(new Date(), company.fyStartMonth);
    const fys = yearsFrom(fy, company.fyStartMonth);
    const entries = await unitOwnEntries(db, { companyId: company.id, unitId, metricKeys: CELL_METRIC_KEYS, from: fys.py2.start, to: fys.cy.end });
    return questionnaireBuilder({ company, entries, fyParam: fy.id });
  });
  return build(tab);
}

type QuestionnaireInputs = {
  company: Pick<Company, "id" | "fyStartMonth">;
  entries: SourceEntry[];
  fyParam: string;
  profile: CompanyProfile;
  rollup?: Omit<UnitRollupInputs, "fingerprint">;
};

/** The inputs, with the entries' fingerprint; no entries when it equals `unless` (lib/esg-data/source-entries). */
type ReadInputs = Omit<QuestionnaireInputs, "entries" | "rollup"> & { entries: SourceEntry[] | null; entriesFingerprint: string; rollup: UnitRollupInputs };

async function questionnaireYear(db: DbOrTx, company: Company, fyParam: string | undefined): Promise<FiscalYear> {
  return fyParam
    ? requireFiscalYear(fyParam, company.fyStartMonth)
    : chooseFiscalYear({ entries: (await latestYearPeriods(db, company.id)).map((period) => ({ period })), fyStartMonth: company.fyStartMonth });
}

async function questionnaireInputs({ company, fy, db, unless }: { company: Company; fy: FiscalYear; db: DbOrTx; unless?: string }): Promise<ReadInputs> {
  const fyStartMonth = company.fyStartMonth;
  const fys = yearsFrom(fy, fyStartMonth);
  const [read, profile, rollup] = await Promise.all([
    sourceEntriesUnlessUnchanged(db, { companyId: company.id, metricKeys: CELL_METRIC_KEYS, from: fys.py2.start, to: fys.cy.end, unless }),
    getCompanyProfile({ companyId: company.id, db, fyEndYear: fy.endYear }),
    unitRollupInputs(db, { companyId: company.id, metricKeys: CELL_METRIC_KEYS, from: fys.py2.start, to: fys.cy.end }),
  ]);
  return {
    company: { id: company.id, fyStartMonth },
    entries: read.entries,
    entriesFingerprint: read.fingerprint,
    fyParam: fy.id,
    // Section A's plants, offices, subsidiaries and joint ventures come from the units, where there are any.
    profile: profileWithUnits(profile.profile, rollup.units),
    rollup,
  };
}

/**
 * The questionnaire as the JSON `GET /api/brsr/{id}` answers (UTF-8 bytes): the same as `getQuestionnaire`'s,
 * kept by a fingerprint of its inputs (lib/brsr/answer-cache.ts), so a questionnaire read again
 * unchanged is not built again — nor are its entries sent by the database again. The inputs are
 * read, and the questionnaire built, once per data version for all its tabs (lib/brsr/shared-reads.ts).
 */
export async function getQuestionnaireJson({
  company,
  fyParam,
  section,
  dataVersion,
}: {
  company: Company;
  fyParam?: string;
  section?: QuestionnaireTab;
  dataVersion?: number;
}): Promise<Answer> {
  // Its inputs are the company row, its Entity Profile and its entries, which the data version
  // follows (migrations 0014, 0015): while it is unchanged not even the fingerprint is read.
  const slot = { kind: `brsr\u0000${fyParam ?? ""}\u0000${section ?? ""}`, companyId: company.id, version: dataVersion };
  return keptWhileUnchanged(
    slot,
    () => questionnaireJsonByInputs(company, fyParam, section, dataVersion),
    (answer) => answer.json.byteLength,
  );
}

/**
 * The answer's values by key (`?view=values`, lib/brsr/values-view.ts, decisions D35): made from
 * the answer as kept, and kept itself for the data version, like it.
 */
export async function getQuestionnaireValuesJson(args: {
  company: Company;
  fyParam?: string;
  section?: QuestionnaireTab;
  dataVersion?: number;
}): Promise<Answer> {
  const slot = { kind: `brsr-values\u0000${args.fyParam ?? ""}\u0000${args.section ?? ""}`, companyId: args.company.id, version: args.dataVersion };
  return keptWhileUnchanged(
    slot,
    async () => ({ json: jsonBytes(valuesView(parseAnswer(await getQuestionnaireJson(args)))) }),
    (answer) => answer.json.byteLength,
  );
}

/** One tab's questions without values (`?view=structure&section=`, decisions D35). */
export async function getQuestionnaireStructure(args: { company: Company; fyParam?: string; section: QuestionnaireTab; dataVersion?: number }) {
  return structureView(parseAnswer(await getQuestionnaireJson(args)), args.section);
}

const parseAnswer = (answer: Answer): Questionnaire => JSON.parse(new TextDecoder().decode(answer.json)) as Questionnaire;

async function questionnaireJsonByInputs(
  company: Company,
  fyParam: string | undefined,
  section: QuestionnaireTab | undefined,
  dataVersion: number | undefined,
): Promise<Answer> {
  const read = await sharedRead(`brsr\u0000${company.id}\u0000${company.fyStartMonth}\u0000${fyParam ?? ""}`, dataVersion, () =>
    readQuestionnaireYear(company, fyParam),
  );
  const slot = `${company.id}|${read.fy.id}${section ? `|${section}` : ""}`;
  const found = keptAnswer(slot, read.fingerprint);
  if (found) return found;
  const view = read.view(section);
  return keepAnswer(slot, read.fingerprint, section ? onlyTab(view, section) : view);
}

/**
 * One company's questionnaire of one year as read: the fingerprint of its inputs, and the
 * questionnaire (or one tab of it), evaluated when first asked for and laid out per tab.
 */
type YearRead = { fy: FiscalYear; fingerprint: string; view: (tab?: QuestionnaireTab) => Questionnaire };

/** The entries last read of a company's year, by their fingerprint: read again only when changed (lib/esg-data/source-entries.ts). */
const lastEntries = new Map<string, { fingerprint: string; entries: SourceEntry[] }>();
const MAX_LAST_ENTRIES = 32;

async function readQuestionnaireYear(company: Company, fyParam: string | undefined): Promise<YearRead> {
  const db = await getDb();
  const fy = await questionnaireYear(db, company, fyParam);
  const slot = `${company.id}|${fy.start}|${fy.end}`;
  const last = lastEntries.get(slot);
  // Completeness reads other frameworks' figures too (linked metrics), which the entries' fingerprint does not cover.
  const [inputs, completeness] = await Promise.all([
    questionnaireInputs({ company, fy, db, unless: last?.fingerprint }),
    readCompleteness(db, company.id, ["BRSR"], fy),
  ]);
  // No entries were sent when they are those read last time.
  const entries = inputs.entries ?? last!.entries;
  lastEntries.delete(slot);
  lastEntries.set(slot, { fingerprint: inputs.entriesFingerprint, entries });
  for (const oldest of lastEntries.keys()) {
    if (lastEntries.size <= MAX_LAST_ENTRIES) break;
    lastEntries.delete(oldest);
  }
  let build: ((tab?: QuestionnaireTab) => Questionnaire) | undefined;
  return {
    fy,
    fingerprint: fingerprintOf([inputs.company, inputs.fyParam, inputs.profile, inputs.entriesFingerprint, inputs.rollup.fingerprint, completeness]),
    view: (tab) => (build ??= questionnaireBuilder({ ...inputs, entries, completeness }))(tab),
  };
}

const isReviewState = (s: string | undefined): s is ReviewState => !!s && (REVIEW_STATES as readonly string[]).includes(s);

/** The review states the entries carry (none when their reader did not load them). */
function reviewStatesOf(entries: readonly SourceEntry[]): ReviewStates | undefined {
  const states = new Map<string, ReviewState>();
  for (const e of entries) if (isReviewState(e.reviewState)) states.set(e.id, e.reviewState);
  return states.size ? states : undefined;
}

/** The input cell each metric key fills, for the units' roll-up. */
const ROLLUP_CELLS = new Map<string, RollupCell>(
  ALL_CELLS.flatMap((c) => (c.kind === "input" ? [[metricKey(c.metric), { key: c.key, type: c.type, unit: c.unit, measure: c.measure }] as const] : [])),
);

type QuestionnaireSources = {
  company: Pick<Company, "id" | "fyStartMonth">;
  entries: readonly SourceEntry[];
  fyParam?: string;
  profile?: CompanyProfile;
  completeness?: Completeness | null;
  now?: Date;
  /** The company's units and their figures: added up into the company's figures (lib/units/rollup). */
  rollup?: Omit<UnitRollupInputs, "fingerprint">;
};

export function questionnaireFrom(sources: QuestionnaireSources): Questionnaire {
  return questionnaireBuilder(sources)();
}

/**
 * The questionnaire evaluated once — its values, warnings, progress and readiness are the whole
 * questionnaire's — and a function that lays it out: every question, or with a tab only that
 * tab's (what `onlyTab` keeps of the whole, built without the rest). Tabs read under one data
 * version share one evaluation (lib/brsr/shared-reads.ts).
 */
function questionnaireBuilder({
  company,
  entries: ownEntries,
  fyParam,
  profile = EMPTY_PROFILE,
  completeness = null,
  now,
  rollup,
}: QuestionnaireSources): (tab?: QuestionnaireTab) => Questionnaire {
  const rolled = rollup?.unitEntries.length
    ? rollUpUnits({
        companyEntries: ownEntries,
        unitEntries: rollup.unitEntries,
        units: rollup.units,
        boundary: profile.reporting_boundary === "consolidated" ? "consolidated" : "standalone",
        cellOfMetric: (key) => ROLLUP_CELLS.get(key),
      })
    : null;
  const summed = rolled ? rolled.entries : ownEntries;
  const fyStartMonth = company.fyStartMonth;
  const fy = chooseFiscalYear({ fyParam, entries: summed, fyStartMonth, now });
  const fys = yearsFrom(fy, fyStartMonth);
  // P6 L1: one block per unit in a water-stressed area, from its own figures (where the company typed none).
  const entries = rollup?.stress?.units.length
    ? [
        ...summed,
        ...waterStressEntries({
          units: rollup.stress.units,
          unitEntries: rollup.stress.entries,
          companyEntries: ownEntries,
          periods: [fys.cy.label, fys.py.label],
        }),
      ]
    : summed;
  const years = collectYears({ cells: ALL_CELLS, entries, years: [fys.cy, fys.py, fys.py2], fyStartMonth });
  const evaluation = evaluate({ cells: ALL_CELLS, years });
  evaluation.warnings.push(...identityWarnings(evaluation, [fys.cy.id, fys.py.id]));
  evaluation.warnings.push(...duplicateWarnings({ cells: ALL_CELLS, entries, years: [fys.cy, fys.py], fyStartMonth }));
  for (const note of rolled?.notes ?? []) {
    const year = readPeriod(note.period, { fyStartMonth });
    const fyId = [fys.cy, fys.py, fys.py2].find((y) => y.start === year.start && y.end === year.end)?.id;
    if (fyId) evaluation.warnings.push({ key: note.cellKey, fy: fyId, message: note.message });
  }
  const reviewStates = reviewStatesOf(entries);
  const profileDone = profileCompleteness(profile);
  const profileGaps: ReadinessItem[] = profileDone.missing.map((m) => ({
    key: m.question,
    question_id: m.question,
    label: m.label,
    reason: "profile",
    message: `Section A ${m.label} — not answered in the Entity Profile`,
  }));
  const ready = [...profileGaps, ...readiness({ questions: QUESTIONNAIRE, evaluation, fy })];
  const unapproved = unapprovedCore({ questions: QUESTIONNAIRE, evaluation, fy, reviewStates });
  return (tab) => ({
    company_id: company.id,
    fy_start_month: fyStartMonth,
    ...buildView({ questions: QUESTIONNAIRE, evaluation, fys, reviewStates, tab }),
    profile,
    profile_completeness: profileDone,
    readiness: ready,
    unapproved_core: unapproved,
    ...(rolled ? { unit_breakdown: rolled.breakdown } : {}),
    completeness,
  });
}

const YES = /^(?:y|yes|true)$/i;
const NO = /^(?:n|no|false)$/i;

/** A figure typed with its own unit ('61,500 t crude steel'), for cells whose unit is the company's. */
const FIGURE_AND_UNIT = /^([-+(]?[₹\d][\d,.\s]*\)?)\s+(\D.*)$/;

/** The value to store for a cell (and a unit typed with it), or a 422 naming the key. */
function checkedValue(cell: InputCell, write: CellWrite): { value: string; unit?: string } {
  const value = write.value.trim();
  if (!value) return { value: "" };
  switch (cell.type) {
    case "number": {
      if (parseNumericValue(value) !== null) return { value };
      const split = cell.unit ? null : FIGURE_AND_UNIT.exec(value);
      if (split && parseNumericValue(split[1].trim()) !== null) return { value: split[1].trim(), unit: split[2].trim().slice(0, 50) };
      throw unprocessable(`${cell.key}: '${value}' is not a number`);
    }
    case "yesno":
      if (YES.test(value)) return { value: "Yes" };
      if (NO.test(value)) return { value: "No" };
      throw unprocessable(`${cell.key}: answer Yes or No`);
    case "choice": {
      const option = cell.options?.find((o) => o.toLowerCase() === value.toLowerCase());
      if (!option) throw unprocessable(`${cell.key}: must be one of ${cell.options?.join(", ")}`);
      return { value: option };
    }
    default:
      return { value };
  }
}

/** Why a key that looks like a row cell ('A-26-R3-RISK') names none, or null when it does not look like one. */
function rowCellProblem(key: string): string | null {
  const ref = parseRowCellKey(key);
  const table = ref && rowTableById(ref.tableId);
  if (!ref || !table) return null;
  if (ref.row > table.maxRows) return `${key}: ${table.id} has at most ${table.maxRows} rows`;
  return `${key}: ${table.id} has no column '${ref.column}' (its columns: ${table.columns.map((c) => c.id).join(", ")})`;
}

/** The writes that clear whole rows of row tables ('A-26-R3': every column of that row). */
export function rowRemovals(rows: readonly string[]): CellWrite[] {
  return rows.flatMap((name, i) => {
    const ref = parseRowKey(name);
    const table = ref && rowTableById(ref.tableId);
    if (!ref || !table) throw unprocessable(`remove_rows.${i}: '${name}' names no row of a row table (e.g. 'A-26-R3')`);
    if (ref.row > table.maxRows) throw unprocessable(`remove_rows.${i}: ${table.id} has at most ${table.maxRows} rows`);
    return Object.values(table.rows[ref.row - 1].cells).map((cell) => ({ key: cell.key, value: "" }));
  });
}

/** Whether a formula's operands are all there (a sum's: any part), given which input metrics hold a figure. */
function formulaHeld(f: Formula, held: (metric: string) => boolean): boolean {
  switch (f.op) {
    case "sum":
      return f.of.some((k) => operandHeld(k, held));
    case "percent":
      return operandHeld(f.part, held) && operandHeld(f.whole, held);
    case "ratio":
      return operandHeld(f.num, held) && operandHeld(f.den, held);
    default:
      return false;
  }
}

function operandHeld(key: string, held: (metric: string) => boolean): boolean {
  const cell = cellByKey(key);
  if (!cell) return false;
  if (cell.kind === "derived") return formulaHeld(cell.formula, held);
  return held(cell.metric) || (!!cell.computedFrom && formulaHeld(cell.computedFrom.formula, held));
}

/** The input metrics a formula reads, through derived cells. */
function formulaMetrics(f: Formula): string[] {
  const keys = f.op === "sum" ? f.of : f.op === "percent" ? [f.part, f.whole] : f.op === "ratio" ? [f.num, f.den] : [];
  return keys.flatMap((k) => {
    const cell = cellByKey(k);
    if (!cell) return [];
    if (cell.kind === "derived") return formulaMetrics(cell.formula);
    return [cell.metric, ...(cell.computedFrom ? formulaMetrics(cell.computedFrom.formula) : [])];
  });
}

/** Audit entity of the reason given for changing a figure of a year that was signed off (restatements.ts reads it). */
export const RESTATEMENT_ENTITY = "brsr_restatement";

/** Who wrote cells other than by typing them: a spreadsheet import's batch, or the PDF extraction whose proposals were accepted. */
export type CellProvenance = { source: "import"; importBatchId: string } | { source: "extraction" | "filing"; extractionId: string };

/** The entry columns that name a provenance. */
function stampOf(p: CellProvenance): { source: CellProvenance["source"]; importBatchId: string | null; extractionId: string | null } {
  return p.source === "import"
    ? { source: p.source, importBatchId: p.importBatchId, extractionId: null }
    : { source: p.source, importBatchId: null, extractionId: p.extractionId };
}

type SaveSummary = {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
  /** Cells whose figure another framework held for the year (GRI 305-1's Scope 1, say): linked to it, not copied (counted also as updated or unchanged); absent when none. */
  linked?: number;
  /** What was saved but is unlikely (an order of magnitude from last year's figure), by cell key (lib/esg-data/checks.ts). */
  warnings: SaveWarning[];
};

/**
 * Writes questionnaire cells for one financial year in one transaction, each as an audited ESG
 * data entry (framework BRSR, the cell's metric, period = the year's label). An empty value clears
 * the cell; a reason marks it 'Not applicable'. Any bad cell refuses the whole request (422).
 */
export async function saveCells({
  company,
  actorId,
  fyParam,
  cells,
  db,
  provenance,
  held = "overwrite",
  check = true,
  onWrite,
  onLink,
  unitId = null,
}: {
  company: Pick<Company, "id" | "fyStartMonth">;
  actorId: string;
  fyParam: string;
  cells: CellWrite[];
  db?: DbOrTx;
  /** Where the values come from when not typed into the questionnaire: the entries say so and name the import batch or the extraction. */
  provenance?: CellProvenance;
  /**
   * A cell the year already holds: written over (the questionnaire, an import), or refused with a
   * 409 carrying the entry held (`existing`), so a reviewer decides (an extraction accepted without `replace`).
   */
  held?: "overwrite" | "refuse";
  /** Check the written figures here (lib/esg-data/checks.ts); a caller writing many saves checks them once itself. */
  check?: boolean;
  /** Told of each entry written, with the entry as it was before (null when created), so an import can be reverted. */
  onWrite?: (entryId: string, before: EsgDataEntry | null) => void;
  /** Told of each link added to a figure another framework held, so an import can take it back. */
  onLink?: (link: FigureLinkAdded) => void;
  /** The reporting unit whose cells these are (a data request's); null: the company's own. */
  unitId?: string | null;
}): Promise<SaveSummary> {
  const fy = requireFiscalYear(fyParam, company.fyStartMonth);
  const plan = cells.map((write, i) => {
    const cell = cellByKey(write.key);
    if (!cell) throw unprocessable(rowCellProblem(write.key) ?? `cells.${i}.key: unknown cell '${write.key}'`);
    if (cell.kind !== "input") throw unprocessable(`${cell.key}: is computed from other cells and cannot be entered`);
    const na = write.not_applicable_reason !== undefined;
    if (na && !write.not_applicable_reason) throw unprocessable(`${cell.key}: give a reason for 'Not applicable'`);
    const checked = na ? { value: "Not applicable" } : checkedValue(cell, write);
    return {
      cell,
      write: checked.unit ? { ...write, unit: checked.unit } : write,
      value: checked.value,
      notes: na ? write.not_applicable_reason! : (write.notes ?? ""),
    };
  });
  // A ratio computed from its inputs is read-only while they are there: the inputs this request
  // writes, else the year's figures (read in the transaction below). Typed figures only: what a
  // filing, an extraction or a spreadsheet import brings is the figure as reported, kept beside its
  // inputs and flagged where the two disagree (lib/frameworks/questionnaire/evaluate).
  const ratios = provenance ? [] : plan.filter((p) => p.cell.computedFrom && p.value && !NOT_APPLICABLE.test(p.value));
  const ratioInputs = ratios.flatMap((p) => formulaMetrics(p.cell.computedFrom!.formula));
  const seen = new Set<string>();
  for (const p of plan) {
    if (seen.has(p.cell.key)) throw unprocessable(`${p.cell.key}: given twice`);
    seen.add(p.cell.key);
  }

  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    // The year's figure of each cell: its own BRSR entry, else the figure another framework asking for it holds (decisions D23).
    const yearFigure = await lockYearFigures(tx, company, fy, "BRSR", [...plan.map((p) => p.cell.metric), ...ratioInputs], unitId);
    if (ratios.length) {
      const writtenValue = new Map(plan.map((p) => [metricKey(p.cell.metric), p.value]));
      const held = (metric: string) => {
        const value = writtenValue.has(metricKey(metric)) ? writtenValue.get(metricKey(metric))! : (yearFigure(metric)?.entry.value ?? "");
        return parseNumericValue(value.trim()) !== null;
      };
      for (const { cell } of ratios) {
        if (formulaHeld(cell.computedFrom!.formula, held))
          throw unprocessable(
            `${cell.key}: is computed from its inputs (${cell.computedFrom!.shows}), which ${fy.label} holds; it cannot be typed — change the inputs, or clear them to give the figure as reported`,
          );
      }
    }
    // A year the board signed off (and was reopened since): each change of a figure it reported needs its reason.
    const [signed] = await tx
      .select({ version: brsrSignoffs.version })
      .from(brsrSignoffs)
      .where(and(eq(brsrSignoffs.companyId, company.id), eq(brsrSignoffs.fyEndYear, fy.endYear)))
      .limit(1);
    const restated = async (cell: InputCell, write: CellWrite, entryId: string) => {
      if (!signed) return;
      // An import has no one to ask: its restatement prints the reason the year was reopened.
      if (!write.restatement_reason && provenance) return;
      if (!write.restatement_reason)
        throw unprocessable(`${cell.key}: ${fy.label} was signed off by the board; give the reason for restating this figure (restatement_reason)`);
      await writeAudit(tx, {
        actorId,
        companyId: company.id,
        entity: RESTATEMENT_ENTITY,
        entityId: entryId,
        action: "restate",
        oldValue: null,
        newValue: { key: cell.key, fy: fy.id, reason: write.restatement_reason },
      });
    };
    const summary: SaveSummary = { created: 0, updated: 0, deleted: 0, unchanged: 0, warnings: [] };
    const written: WrittenFigure[] = [];
    for (const { cell, write, value, notes } of plan) {
      const found = yearFigure(cell.metric);
      let current = found?.entry;
      // A figure held under another framework may be in its own unit (GRI's ML beside BRSR's kL): the cell's unit is the one typed in.
      const unit = write.unit ?? ((found?.own ? current?.unit : undefined) || cell.unit || current?.unit || "");
      if (found && !found.own) {
        // Held under another framework (GRI 305-1's Scope 1, say): a clear leaves it to that framework.
        if (!value) {
          summary.unchanged++;
          continue;
        }
        const agrees = sameValue(valueReading(value, unit), found.entry);
        if (!agrees && held === "refuse") throw heldFigureConflict({ framework: "BRSR", metric: cell.metric }, found.entry);
        // BRSR now asks for it through the one figure (stored under BRSR from now on), not a copy.
        current = (
          await linkFigures(tx, {
            companyId: company.id,
            actorId,
            links: [{ figure: found.entry, place: { framework: "BRSR", category: cell.category, metric: cell.metric } }],
            onLink,
          })
        ).get(found.entry.id)!;
        summary.linked = (summary.linked ?? 0) + 1;
        if (agrees && (write.notes === undefined || write.notes === current.notes) && write.print_notes === undefined) {
          summary.unchanged++;
          continue;
        }
      } else if (current && value && held === "refuse") {
        throw new ConflictWithBody(`${current.metric} already has a figure for ${current.period}: ${describeExisting(current, displayValue)}.`, {
          existing: toEntryDto(current),
        });
      }
      if (!value) {
        if (current) {
          await deleteEntry({ db: tx, entryId: current.id, actorId });
          await restated(cell, write, current.id);
          summary.deleted++;
        } else summary.unchanged++;
        continue;
      }
      if (current) {
        // The entry's own notes stay unless new ones are given; a 'Not applicable' reason goes with the mark.
        const nextNotes = NOT_APPLICABLE.test(value) || write.notes !== undefined || NOT_APPLICABLE.test(current.value.trim()) ? notes : current.notes;
        const print = write.print_notes ?? current.notesPrint;
        const same = current.value === value && current.unit === unit && current.notes === nextNotes && current.notesPrint === print;
        if (same) {
          summary.unchanged++;
          continue;
        }
        await updateEntry({
          db: tx,
          entryId: current.id,
          actorId,
          data: { value, unit, notes: nextNotes },
          notesPrint: print,
          ...(provenance ? { stamp: { calculatorRunId: null, ...stampOf(provenance) } } : {}),
        });
        // The footnote's reason: a figure changed, not its notes alone.
        if (current.value !== value || current.unit !== unit) await restated(cell, write, current.id);
        onWrite?.(current.id, current);
        written.push({ entryId: current.id, field: cell.key });
        summary.updated++;
      } else {
        const entry = await createEntry({
          db: tx,
          companyId: company.id,
          actorId,
          data: { framework: "BRSR", category: cell.category, metric: cell.metric, value, unit, period: fy.label, notes },
          unitId,
          ...(write.print_notes !== undefined ? { notesPrint: write.print_notes } : {}),
          ...(provenance ? stampOf(provenance) : {}),
        });
        onWrite?.(entry.id, null);
        written.push({ entryId: entry.id, field: cell.key });
        summary.created++;
      }
    }
    // The same rules as data collection's: what cannot be is refused (and this transaction with it).
    if (check) summary.warnings = await checkWrittenFigures({ db: tx, companyId: company.id, written });
    return summary;
  });
}

/**
 * Whether BRSR Core assessment or assurance applies for the year (the year's market-capitalisation
 * band against SEBI's glide path), and a reminder when it does and Section A names none yet, or
 * when the band is not entered. A reminder never holds the year back.
 */
export function coreAssuranceReminder(profile: CompanyProfile, fy: FiscalYear): { core_assurance: CoreAssuranceApplicability; reminders: string[] } {
  const core = coreAssuranceApplicability(profile.market_cap_band, fy.endYear, fy.label);
  const reminders: string[] = [];
  if (core.applies === null) reminders.push(core.message);
  else if (core.applies) {
    const type = profile.assurance_type;
    if (!type || type === "None") reminders.push(`${core.message}; Q15 does not name an assessment or assurance yet`);
    else if (!profile.assurance_provider) reminders.push(`${core.message}; Q14 does not name the provider yet`);
    else reminders.push(`${core.message} (${type} by ${profile.assurance_provider})`);
  }
  return { core_assurance: core, reminders };
}

/** The readiness list alone, with counts, for the year. */
export async function getReadiness({ company, fyParam, db }: { company: Company; fyParam?: string; db?: DbOrTx }) {
  const q = await getQuestionnaire({ company, fyParam, db });
  const count = (reason: ReadinessItem["reason"]) => q.readiness.filter((r) => r.reason === reason).length;
  const fy = requireFiscalYear(q.fy.id, company.fyStartMonth);
  return {
    ...coreAssuranceReminder(q.profile, fy),
    company_id: company.id,
    fy: q.fy,
    // Ready to be signed off: nothing missing and every BRSR Core figure approved. Figures that do not
    // agree are listed for review but do not hold the year back (some are explained, stored water say).
    ready: q.readiness.every((r) => r.reason === "identity") && q.unapproved_core.length === 0,
    progress: q.progress,
    /** BRSR's and BRSR Core's coverage of the year, the one measure every screen shows (lib/frameworks/completeness.ts). */
    completeness: q.completeness ?? null,
    counts: {
      missing: count("missing"),
      core: count("core") + count("denominator"),
      identity: count("identity"),
      profile: count("profile"),
      unapproved_core: q.unapproved_core.length,
    },
    items: q.readiness,
    /** Core figures still to be approved (maker–checker): the year cannot be signed off until none are left. */
    unapproved_core: q.unapproved_core,
  };
}
