import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { esgDataEntries, type Company, type EsgDataEntry } from "@/db/schema";
import { unprocessable } from "@/lib/api/errors";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { createEntry, deleteEntry, updateEntry } from "@/lib/esg-data/service";
import { checkWrittenFigures, type SaveWarning, type WrittenFigure } from "@/lib/esg-data/checks";
import { lockYearEntries } from "@/lib/esg-data/year-entry";
import { companySourceEntries } from "@/lib/esg-data/source-entries";
import { getCompanyProfile } from "@/lib/companies/profile";
import { EMPTY_PROFILE, profileCompleteness, type CompanyProfile, type ProfileCompleteness } from "@/lib/companies/profile-schema";
import { currentFiscalYear, fiscalYear, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { requireFiscalYear } from "@/lib/periods/param";
import { readPeriod } from "@/lib/periods/read";
import type { FiscalYear } from "@/lib/periods/types";
import { collectYears, NOT_APPLICABLE, type SourceEntry } from "./collect";
import { evaluate } from "./evaluate";
import { duplicateWarnings, identityWarnings } from "./identities";
import { allCells, QUESTIONNAIRE, cellByKey } from "./questionnaire";

const ALL_CELLS = allCells();
import type { InputCell, YearSlot } from "./questionnaire/types";
import type { CellWrite } from "./schemas";
import { buildView, readiness, unapprovedCore, type QuestionnaireView, type ReadinessItem, type ReviewStates, type UnapprovedCoreItem } from "./view";
import { REVIEW_STATES, type ReviewState } from "@/lib/review/states";

/**
 * The financial year a request means: `?fy=` read against the company's year start (422 when it
 * does not read as one), else the latest year any entry covers wholly, else the last year that
 * has ended — the one a company files for.
 */
export function chooseFiscalYear({
  fyParam,
  entries,
  fyStartMonth,
  now = new Date(),
}: {
  fyParam?: string;
  entries: readonly { period: string }[];
  fyStartMonth: number;
  now?: Date;
}): FiscalYear {
  if (fyParam) {
    return requireFiscalYear(fyParam, fyStartMonth);
  }
  let latest: FiscalYear | null = null;
  for (const e of entries) {
    const p = readPeriod(e.period, { fyStartMonth });
    if (p.kind !== "fy" || !p.end) continue;
    const endYear = Number(p.end.slice(0, 4));
    if (!latest || endYear > latest.endYear) latest = fiscalYear(endYear, fyStartMonth);
  }
  return latest ?? previousFiscalYear(currentFiscalYear(now, fyStartMonth), fyStartMonth);
}

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
};

/** The questionnaire of one company for one financial year, with the two years before it. */
export async function getQuestionnaire({ company, fyParam, db }: { company: Company; fyParam?: string; db?: DbOrTx }): Promise<Questionnaire> {
  const d = db ?? (await getDb());
  const [entries, states, profile] = await Promise.all([
    companySourceEntries(d, company.id),
    d.select({ id: esgDataEntries.id, reviewState: esgDataEntries.reviewState }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)),
    getCompanyProfile({ companyId: company.id, db: d }),
  ]);
  const stateOf = new Map(states.map((s) => [s.id, s.reviewState]));
  return questionnaireFrom({ company, entries: entries.map((e) => ({ ...e, reviewState: stateOf.get(e.id) })), fyParam, profile: profile.profile });
}

const isReviewState = (s: string | undefined): s is ReviewState => !!s && (REVIEW_STATES as readonly string[]).includes(s);

/** The review states the entries carry (none when their reader did not load them). */
function reviewStatesOf(entries: readonly SourceEntry[]): ReviewStates | undefined {
  const states = new Map<string, ReviewState>();
  for (const e of entries) if (isReviewState(e.reviewState)) states.set(e.id, e.reviewState);
  return states.size ? states : undefined;
}

export function questionnaireFrom({
  company,
  entries,
  fyParam,
  profile = EMPTY_PROFILE,
  now,
}: {
  company: Pick<Company, "id" | "fyStartMonth">;
  entries: readonly SourceEntry[];
  fyParam?: string;
  profile?: CompanyProfile;
  now?: Date;
}): Questionnaire {
  const fyStartMonth = company.fyStartMonth;
  const fy = chooseFiscalYear({ fyParam, entries, fyStartMonth, now });
  const fys = yearsFrom(fy, fyStartMonth);
  const years = collectYears({ cells: ALL_CELLS, entries, years: [fys.cy, fys.py, fys.py2], fyStartMonth });
  const evaluation = evaluate({ cells: ALL_CELLS, years });
  evaluation.warnings.push(...identityWarnings(evaluation, [fys.cy.id, fys.py.id]));
  evaluation.warnings.push(...duplicateWarnings({ cells: ALL_CELLS, entries, years: [fys.cy, fys.py], fyStartMonth }));
  const reviewStates = reviewStatesOf(entries);
  const view = buildView({ questions: QUESTIONNAIRE, evaluation, fys, reviewStates });
  const completeness = profileCompleteness(profile);
  const profileGaps: ReadinessItem[] = completeness.missing.map((m) => ({
    key: m.question,
    question_id: m.question,
    label: m.label,
    reason: "profile",
    message: `Section A ${m.label} — not answered in the Entity Profile`,
  }));
  return {
    company_id: company.id,
    fy_start_month: fyStartMonth,
    ...view,
    profile,
    profile_completeness: completeness,
    readiness: [...profileGaps, ...readiness({ questions: QUESTIONNAIRE, evaluation, fy })],
    unapproved_core: unapprovedCore({ questions: QUESTIONNAIRE, evaluation, fy, reviewStates }),
  };
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

type SaveSummary = {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
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
  onWrite,
}: {
  company: Company;
  actorId: string;
  fyParam: string;
  cells: CellWrite[];
  db?: DbOrTx;
  /** A spreadsheet import writing the cells: its entries say so and name the batch (lib/spreadsheets). */
  provenance?: { source: "import"; importBatchId: string };
  /** Told of each entry written, with the entry as it was before (null when created), so an import can be reverted. */
  onWrite?: (entryId: string, before: EsgDataEntry | null) => void;
}): Promise<SaveSummary> {
  const fy = requireFiscalYear(fyParam, company.fyStartMonth);
  const plan = cells.map((write, i) => {
    const cell = cellByKey(write.key);
    if (!cell) throw unprocessable(`cells.${i}.key: unknown cell '${write.key}'`);
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
  const seen = new Set<string>();
  for (const p of plan) {
    if (seen.has(p.cell.key)) throw unprocessable(`${p.cell.key}: given twice`);
    seen.add(p.cell.key);
  }

  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    const yearEntry = await lockYearEntries(
      tx,
      company,
      fy,
      "BRSR",
      plan.map((p) => p.cell.metric),
    );
    const summary: SaveSummary = { created: 0, updated: 0, deleted: 0, unchanged: 0, warnings: [] };
    const written: WrittenFigure[] = [];
    for (const { cell, write, value, notes } of plan) {
      const current = yearEntry(cell.metric);
      const unit = write.unit ?? (current?.unit || cell.unit);
      if (!value) {
        if (current) {
          await deleteEntry({ db: tx, entryId: current.id, actorId });
          summary.deleted++;
        } else summary.unchanged++;
        continue;
      }
      if (current) {
        // The entry's own notes stay unless new ones are given; a 'Not applicable' reason goes with the mark.
        const nextNotes = NOT_APPLICABLE.test(value) || write.notes !== undefined || NOT_APPLICABLE.test(current.value.trim()) ? notes : current.notes;
        const same = current.value === value && current.unit === unit && current.notes === nextNotes;
        if (same) {
          summary.unchanged++;
          continue;
        }
        await updateEntry({
          db: tx,
          entryId: current.id,
          actorId,
          data: { value, unit, notes: nextNotes },
          ...(provenance ? { stamp: { source: provenance.source, calculatorRunId: null, importBatchId: provenance.importBatchId } } : {}),
        });
        onWrite?.(current.id, current);
        written.push({ entryId: current.id, field: cell.key });
        summary.updated++;
      } else {
        const entry = await createEntry({
          db: tx,
          companyId: company.id,
          actorId,
          data: { framework: "BRSR", category: cell.category, metric: cell.metric, value, unit, period: fy.label, notes },
          ...(provenance ? { source: provenance.source, importBatchId: provenance.importBatchId } : {}),
        });
        onWrite?.(entry.id, null);
        written.push({ entryId: entry.id, field: cell.key });
        summary.created++;
      }
    }
    // The same rules as data collection's: what cannot be is refused (and this transaction with it).
    summary.warnings = await checkWrittenFigures({ db: tx, companyId: company.id, written });
    return summary;
  });
}

/** The readiness list alone, with counts, for the year. */
export async function getReadiness({ company, fyParam, db }: { company: Company; fyParam?: string; db?: DbOrTx }) {
  const q = await getQuestionnaire({ company, fyParam, db });
  const count = (reason: ReadinessItem["reason"]) => q.readiness.filter((r) => r.reason === reason).length;
  return {
    company_id: company.id,
    fy: q.fy,
    ready: q.readiness.length === 0,
    progress: q.progress,
    counts: {
      missing: count("missing"),
      core: count("core") + count("denominator"),
      identity: count("identity"),
      profile: count("profile"),
      unapproved_core: q.unapproved_core.length,
    },
    items: q.readiness,
    /** Not part of `ready` (a filing's completeness): Core figures still to be approved before assurance. */
    unapproved_core: q.unapproved_core,
  };
}
