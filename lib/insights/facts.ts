import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { esgDataEntries, figureLinks, type Company } from "@/db/schema";
import { getChecklistProgress } from "@/lib/checklist/service";
import { checklistItems } from "@/lib/checklist/industry-checklists";
import { BRSR_METRIC, CATEGORY_IDS, frameworkMetrics, getFramework, type CategoryId, type FrameworkCode, type MetricWithPlace } from "@/lib/frameworks";
import { getKpiProgress } from "@/lib/kpi/service";
import { intensitiesOf, yearOnYear, yearSeries, type NumericRow } from "./changes";
import type { InsightFacts, KpiFact, MetricRef } from "./types";
import { FIGURE_COLUMNS } from "@/lib/esg-data/figure-columns";
import { metricKey } from "@/lib/frameworks/metric-key";
import { coreCoverage, frameworkCoverage, reportedKeySet, type CompletenessYear } from "@/lib/frameworks/completeness";
import { readHeldFigures } from "@/lib/dashboard/completeness";

/**
 * Everything both engines reason from, read from the database: what the framework's catalogue
 * asks for and what the company has reported (by category, BRSR Core first), how numeric
 * metrics moved between their two latest financial years, intensities where revenue or headcount is
 * recorded, KPI targets behind or at risk, and checklist progress.
 */
export async function gatherFacts({
  company,
  framework,
  category,
  year,
  db,
}: {
  company: Company;
  framework: FrameworkCode;
  category: CategoryId | null;
  /** The financial year coverage is of (the screen's selected year; lib/frameworks/completeness.ts). */
  year: CompletenessYear;
  db?: DbOrTx;
}): Promise<InsightFacts> {
  const d = db ?? (await getDb());
  const catalogue = getFramework(framework)!;
  const scope = (c: string) => category === null || c === category;

  // Reported metrics: one row per metric key with its entry count (and a name as typed), in the chosen scope.
  const reportedRows = await queryRows<{ key: string; metric: string; category: string; entries: number | string }>(
    d,
    // The framework's own entries and, under their name here, the figures held under another framework linked to it (figure_links).
    sql`select t.key, min(t.metric) as metric, min(t.category) as category, count(*) as entries
        from (select ${esgDataEntries.metricKey} as key, ${esgDataEntries.metric} as metric, ${esgDataEntries.category} as category
                from ${esgDataEntries} where ${esgDataEntries.companyId} = ${company.id} and ${esgDataEntries.framework} = ${framework}
              union all
              select fl.metric_key, fl.metric, x.category from figure_links fl join ${esgDataEntries} x on x.id = fl.entry_id
                where fl.company_id = ${company.id} and fl.framework = ${framework}) t
        ${category ? sql`where t.category = ${category}` : sql``}
        group by t.key`,
  );
  const entryCount = reportedRows.reduce((sum, r) => sum + Number(r.entries), 0);

  const metrics = frameworkMetrics(framework).filter((m) => scope(m.category));
  const catalogueNames = new Set(metrics.map((m) => metricKey(m.name)));
  const isCore = (m: { core?: string }) => framework === "BRSR" && Boolean(m.core);
  const ref = (m: MetricWithPlace): MetricRef => ({ name: m.name, reference: m.reference, category: m.category, unit: m.unit, core: isCore(m) });
  const byCoreFirst = (a: MetricRef, b: MetricRef) => Number(b.core) - Number(a.core);

  // The same measure the dashboard and the questionnaire show (linked metrics and computed BRSR figures count).
  const held = reportedKeySet(await readHeldFigures(d, company.id, year), year);
  const coverage = catalogue.categories
    .filter((c) => scope(c.id))
    .map((c) => {
      const { held: reported, missing, total } = frameworkCoverage(framework, held, c.id);
      return { category: c.id, name: c.name, total, reported: reported.map((m) => m.name), missing: missing.map(ref).sort(byCoreFirst) };
    });

  const coreOf = framework === "BRSR" ? coreCoverage(held, category) : null;
  const core = coreOf?.total ? { total: coreOf.total, reported: coreOf.held.map((m) => m.name), missing: coreOf.missing.map(ref) } : null;

  const customMetrics = reportedRows.filter((r) => !catalogueNames.has(r.key)).map((r) => r.metric.trim());

  // Numeric values in scope, plus revenue and headcount from any framework for intensities.
  const denominators: string[] = [BRSR_METRIC.revenue, BRSR_METRIC.employees];
  const denominatorKeys = new Set(denominators.map(metricKey));
  const numeric: Array<NumericRow & { framework: string }> = await d
    .select({ ...FIGURE_COLUMNS, category: esgDataEntries.category, framework: esgDataEntries.framework })
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.companyId, company.id),
        isNotNull(esgDataEntries.numericValue),
        sql`(${esgDataEntries.framework} = ${framework} or ${inArray(esgDataEntries.metricKey, [...denominatorKeys])})`,
      ),
    );

  // Figures held under another framework that answer this one, by this framework's name for them.
  const linked = await d
    .select({ ...FIGURE_COLUMNS, metric: figureLinks.metric, category: esgDataEntries.category })
    .from(figureLinks)
    .innerJoin(esgDataEntries, eq(esgDataEntries.id, figureLinks.entryId))
    .where(and(eq(figureLinks.companyId, company.id), eq(figureLinks.framework, framework), isNotNull(esgDataEntries.numericValue)));
  const inScope = [...numeric.filter((r) => r.framework === framework), ...linked].filter((r) => scope(r.category));
  const series = yearSeries(inScope, company.fyStartMonth);
  const changes = yearOnYear(series, metrics);
  const intensities = intensitiesOf(
    series,
    yearSeries(
      numeric.filter((r) => denominatorKeys.has(metricKey(r.metric))),
      company.fyStartMonth,
    ),
    metrics,
  );

  // Progress on approved figures, as the KPI screen, dashboard and report state it (decisions D33).
  const progress = await getKpiProgress({ companyId: company.id, db: d });
  const kpis = progress
    .filter((p) => p.target.framework === framework && scope(p.target.category))
    .map((p): KpiFact => ({
      metric: p.target.metric,
      status: p.status,
      target_value: p.target.target_value,
      unit: p.target.unit,
      target_period: p.target.target_period,
      baseline_value: p.target.baseline_value,
      baseline_period: p.target.baseline_period,
      actual_value: p.actual_value,
      actual_period: p.actual_period ?? null,
      progress_percentage: p.progress_percentage,
      expected_percentage: p.expected_percentage ?? null,
      note: p.note ?? null,
    }));

  const checklistProgress = await getChecklistProgress({ company, db: d });
  const allItems = checklistItems(company.industry);
  const done = new Set(checklistProgress.items_completed);
  const checklist = allItems.length
    ? {
        completed: checklistProgress.items_completed.length,
        total: allItems.length,
        percentage: checklistProgress.completion_percentage,
        next_items: allItems.filter((item) => !done.has(item)).slice(0, 3),
      }
    : null;

  return {
    company: { name: company.name, industry: company.industry ?? "Other" },
    framework,
    framework_name: catalogue.name,
    category,
    categories: category ? [category] : [...CATEGORY_IDS],
    entry_count: entryCount,
    catalogue_total: metrics.length,
    reported_count: coverage.reduce((n, c) => n + c.reported.length, 0),
    coverage,
    core,
    custom_metrics: customMetrics,
    changes,
    intensities,
    kpis,
    checklist,
  };
}
