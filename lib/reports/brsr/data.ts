import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { companyFrameworks, esgDataEntries, reportingUnits, users, type Company } from "@/db/schema";
import { ALL_CELLS } from "@/lib/frameworks/questionnaire";
import { inBoundary, PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { yearBoundary } from "@/lib/units/writable";
import { questionnaireFrom } from "@/lib/brsr/service";
import { chooseFiscalYear } from "@/lib/periods/choose";
import { getChecklistProgress } from "@/lib/checklist/service";
import { getCompanyProfile } from "@/lib/companies/profile";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { kpiProgress, listTargets } from "@/lib/kpi/service";
import type { ReportEntry, ReportInput } from "./model";
import { previousYearRestatements } from "./restatements";
import { MARKET_SCOPE2_METRIC, type YearFactors } from "./basis";
import { companyFactors } from "@/lib/factors/company";
import { DEFAULT_FACTOR_SET_ID, factorSet, factorsFor } from "@/lib/factors";
import { metricKey } from "@/lib/frameworks/metric-key";
import { fiscalYear } from "@/lib/periods";
import type { YearColumn } from "@/lib/brsr/view";

/** The emission factors of the report's current and previous year, as frozen for each (or the default set's). */
async function yearFactors(db: DbOrTx, company: Company, years: readonly YearColumn[]): Promise<YearFactors[]> {
  const out: YearFactors[] = [];
  for (const y of years.filter((c) => c.slot !== "py2")) {
    const fy = fiscalYear(Number(y.id.slice(0, 4)) + 1, company.fyStartMonth);
    // A database whose factor library was never seeded (start-up seeds it) reads the shipped default set.
    const { set, frozenAt } = await companyFactors(db, company, fy).catch(() => {
      const shipped = factorSet(DEFAULT_FACTOR_SET_ID);
      return { set: { ...shipped, factors: factorsFor(shipped, fy.endYear) }, frozenAt: null };
    });
    const grid = set.factors.find((f) => f.key === "grid_electricity" && f.unit === "kWh");
    out.push({ fyLabel: y.label, set: set.name, edition: set.edition, gwpBasis: set.gwpBasis, frozen: frozenAt !== null, gridKgPerKwh: grid?.value ?? null });
  }
  return out;
}
import type { ReviewState } from "@/lib/esg-data/review-states";
import { includedValueChain } from "@/lib/value-chain/service";

/** One entry as json_build_array lays it out (see reportEntries). */
type EntryTuple = [
  id: string,
  framework: string,
  category: string,
  metric: string,
  value: string,
  numericValue: number | string | null,
  unit: string,
  period: string,
  notes: string,
  source: string,
  /** Milliseconds since the epoch, cut as a Date parsed from the timestamp would be. */
  createdAt: number,
  reviewState: string,
  reviewedBy: string | null,
  notesPrint: boolean,
];

/**
 * Every entry of the company with the number of audit-log rows behind it. The rows come back as
 * one JSON array: embedded PGlite decodes a result field by field in JavaScript, and for 10,000
 * entries that took twice as long as the query; JSON.parse reads them in one go. The timestamps
 * come as numbers, which need no parsing. The audit counts are a statement of their own, run
 * beside the entries' on PostgreSQL (another connection): joined in, they cost the entries'
 * statement as much again (a hash join on the ids as text, 1,00,000 of them).
 */
export async function reportEntries({ db, companyId }: { db: DbOrTx; companyId: string }): Promise<ReportEntry[]> {
  const [[entryRow], [countRow]] = await Promise.all([
    queryRows<{ entries: string | null }>(
      db,
      sql`
        select json_agg(json_build_array(e.id, e.framework, e.category, e.metric, e.value, e.numeric_value, e.unit, e.period, e.notes, e.source,
                                         floor(extract(epoch from e.created_at) * 1000), e.review_state, coalesce(nullif(r.full_name, ''), r.email),
                                         e.notes_print))::text as entries
        from esg_data_entries e
        left join users r on r.id = e.reviewed_by
        where e.company_id = ${companyId}`,
    ),
    queryRows<{ counts: string | null }>(
      db,
      sql`
        select json_build_array(json_agg(l.entity_id), json_agg(l.n))::text as counts
        from (
          select l.entity_id, count(*)::int as n
          from audit_log l
          where l.entity = ${ENTRY_ENTITY}
            and l.entity_id in (select x.id::text from esg_data_entries x where x.company_id = ${companyId})
          group by l.entity_id
        ) l`,
    ),
  ]);
  const tuples: EntryTuple[] = entryRow?.entries ? JSON.parse(entryRow.entries) : [];
  const [ids, ns]: [string[] | null, number[] | null] = countRow?.counts ? JSON.parse(countRow.counts) : [null, null];
  const audits = new Map<string, number>();
  if (ids && ns) ids.forEach((id, i) => audits.set(id, ns[i]));
  return tuples.map(([id, framework, category, metric, value, numericValue, unit, period, notes, source, createdAt, reviewState, reviewedBy, notesPrint]) => ({
    id,
    framework,
    category,
    metric,
    value,
    numericValue: numericValue === null ? null : Number(numericValue),
    unit,
    period,
    notes: notes ?? "",
    source,
    createdAt: new Date(Number(createdAt)),
    auditCount: audits.get(id) ?? 0,
    reviewState: reviewState as ReviewState,
    reviewedBy,
    notesPrint: notesPrint === true,
  }));
}

/**
 * Everything the report needs about one company, read in parallel: its entries (with audit
 * counts), entity profile, checklist and KPI targets; the questionnaire for the financial year
 * `fyParam` names (default: the latest year with data; 422 when it does not read as a year).
 */
export async function gatherReportInput({
  company,
  generatedAt,
  fyParam,
  db,
}: {
  company: Company;
  generatedAt: Date;
  fyParam?: string;
  db?: DbOrTx;
}): Promise<ReportInput> {
  // A year that does not read is refused before anything is read.
  if (fyParam) chooseFiscalYear({ fyParam, entries: [], fyStartMonth: company.fyStartMonth });
  const d = db ?? (await getDb());
  const [frameworks, entries, checklist, targets] = await Promise.all([
    d
      .select({ framework: companyFrameworks.framework })
      .from(companyFrameworks)
      .where(eq(companyFrameworks.companyId, company.id))
      .orderBy(asc(companyFrameworks.position)),
    reportEntries({ db: d, companyId: company.id }),
    getChecklistProgress({ company, db: d }),
    listTargets({ companyId: company.id, db: d }),
  ]);
  const kpis = kpiProgress({ targets, entries, now: generatedAt, fyStartMonth: company.fyStartMonth });
  const questionnaire = questionnaireFrom({ company, entries, fyParam, now: generatedAt });
  const [restatements, factors, profile] = await Promise.all([
    previousYearRestatements({ db: d, companyId: company.id, fyEndYear: questionnaire.fy.endYear - 1 }),
    yearFactors(d, company, questionnaire.years),
    // Section A as at the report's year (decisions D32): the FY 2023-24 report prints FY 2023-24's facts.
    getCompanyProfile({ companyId: company.id, db: d, fyEndYear: questionnaire.fy.endYear }),
  ]);
  const valueChain = await includedValueChain(d, company, questionnaire.fy.id);
  const unitFigures = await yearUnitFigures(d, company.id, questionnaire.fy);
  const market = entries.find((e) => metricKey(e.metric) === MARKET_SCOPE2_METRIC && e.period.trim() === questionnaire.fy.label && e.numericValue !== null);
  return {
    company: {
      name: company.name,
      industry: company.industry,
      location: company.location,
      size: company.size,
      description: company.description,
      frameworks: frameworks.map((f) => f.framework),
    },
    profile: profile.profile,
    unitFigures,
    questionnaire,
    restatements,
    basis: { factors, scope2Market: market?.numericValue ?? null },
    entries,
    checklistCompleted: checklist.items_completed,
    checklistUpdatedAt: company.checklistUpdatedAt,
    kpis,
    generatedAt,
    valueChain,
  };
}

/** The questionnaire cells' metrics, by metric key: where a unit's figure is printed in the unit annex. */
let cellOfMetric: Map<string, { key: string; label: string }> | null = null;

/** The company's units' own figures of the year's questionnaire cells, with who entered each (the working edition's unit annex). */
async function yearUnitFigures(
  db: DbOrTx,
  companyId: string,
  fy: { id: string; start: string; end: string },
): Promise<NonNullable<ReportInput["unitFigures"]>> {
  if (!cellOfMetric) {
    cellOfMetric = new Map();
    for (const c of ALL_CELLS)
      if (c.kind === "input" && !cellOfMetric.has(metricKey(c.metric))) cellOfMetric.set(metricKey(c.metric), { key: c.key, label: c.metric });
  }
  const rows = await db
    .select({
      metricKey: esgDataEntries.metricKey,
      value: esgDataEntries.value,
      numericValue: esgDataEntries.numericValue,
      unit: esgDataEntries.unit,
      reviewState: esgDataEntries.reviewState,
      unitName: reportingUnits.name,
      inStandalone: reportingUnits.inStandalone,
      inConsolidated: reportingUnits.inConsolidated,
      activeFromFy: reportingUnits.activeFromFy,
      activeToFy: reportingUnits.activeToFy,
      enteredBy: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email}, '')`,
    })
    .from(esgDataEntries)
    .innerJoin(reportingUnits, eq(reportingUnits.id, esgDataEntries.unitId))
    .leftJoin(users, eq(users.id, esgDataEntries.createdBy))
    .where(
      and(
        eq(esgDataEntries.companyId, companyId),
        eq(esgDataEntries.framework, "BRSR"),
        ne(reportingUnits.type, PARTNER_UNIT_TYPE),
        eq(esgDataEntries.periodStart, fy.start),
        eq(esgDataEntries.periodEnd, fy.end),
      ),
    );
  if (!rows.length) return [];
  // The units the company's figure adds up from: those in the year's boundary, as the roll-up reads it.
  const boundary = await yearBoundary(db, companyId);
  return rows.flatMap((r) => {
    const cell = cellOfMetric!.get(r.metricKey);
    return cell && inBoundary(r, boundary, fy.id)
      ? [{ ...cell, unitName: r.unitName, value: r.value, numericValue: r.numericValue, unit: r.unit, reviewState: r.reviewState, enteredBy: r.enteredBy }]
      : [];
  });
}
