import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { percentageOf } from "@/lib/frameworks/completeness";
import { formatNumber, formatSignificant } from "@/lib/format";
import { metricDirection } from "@/lib/kpi/direction";
import type { InsightOutput } from "./schemas";
import type { InsightFacts, KpiFact, MetricChange } from "./types";

/*
 * The offline insight engine: a deterministic reading of the company's own facts. Every sentence
 * states a figure from the facts or names a metric, target or checklist item; nothing is invented,
 * and with no data it says so.
 */

const fmt = (n: number) => formatNumber(n);
const withUnit = (n: number, unit: string) => (unit ? `${fmt(n)} ${unit}` : fmt(n));
const plural = (n: number, one: string, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

const CATEGORY_LABEL: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

/** Which way is better: the catalogue's reading of the metric, the one KPI targets use; others are reported without judgement. */
function direction(metric: string): "lower" | "higher" | null {
  const d = metricDirection(metric);
  return d === "decrease" ? "lower" : d === "increase" ? "higher" : null;
}

function isAdverse(change: MetricChange): boolean {
  const dir = direction(change.metric);
  if (!dir || change.change_pct === null) return false;
  return dir === "lower" ? change.change_pct >= 5 : change.change_pct <= -5;
}

function describeChange(c: MetricChange): string {
  const verb = c.to.value > c.from.value ? "rose" : c.to.value < c.from.value ? "fell" : "held steady";
  const by = c.change_pct !== null && c.to.value !== c.from.value ? ` ${fmt(Math.abs(c.change_pct))}%` : "";
  return `${c.metric} ${verb}${by} from ${withUnit(c.from.value, c.unit)} (${c.from.period}) to ${withUnit(c.to.value, c.unit)} (${c.to.period})`;
}

function describeKpi(k: KpiFact): string {
  const target = `${withUnit(k.target_value, k.unit)} by ${k.target_period}`;
  const progress = k.progress_percentage !== null ? `${fmt(k.progress_percentage)}% of the way there` : "no measurable progress yet";
  const expected = k.expected_percentage !== null ? ` while ${fmt(k.expected_percentage)}% of the time has passed` : "";
  const actual = k.actual_value !== null ? `, latest ${withUnit(k.actual_value, k.unit)}${k.actual_period ? ` (${k.actual_period})` : ""}` : "";
  return `${k.metric} (target ${target}${actual}) is ${progress}${expected}`;
}

export function offlineInsight(facts: InsightFacts): InsightOutput {
  const scopeLabel = facts.category ? `${CATEGORY_LABEL[facts.category]} ` : "";
  const fw = facts.framework;
  const paragraphs: string[] = [];
  const recommendations: string[] = [];

  if (facts.entry_count === 0 && facts.reported_count === 0) {
    paragraphs.push(
      `No ${fw} ${scopeLabel ? `${scopeLabel.toLowerCase()}` : ""}data has been recorded for ${facts.company.name} yet, so there is nothing to analyse. ` +
        `The ${fw} catalogue asks for ${plural(facts.catalogue_total, "metric")}${facts.category ? ` in this category` : ""}; none of them is reported.`,
    );
    const start = facts.core?.missing.length ? facts.core.missing : facts.coverage.flatMap((c) => c.missing);
    if (start.length) {
      const names = start.slice(0, 5).map((m) => m.name);
      paragraphs.push(`${facts.core?.missing.length ? "Start with the BRSR Core indicators" : "Start with"}: ${names.join(", ")}.`);
      for (const m of start.slice(0, 4)) {
        recommendations.push(
          `Record "${m.name}" (${m.reference})${m.core ? ", a BRSR Core indicator that needs reasonable assurance" : ""}${m.unit ? `, in ${m.unit}` : ""}.`,
        );
      }
    }
    addKpiAndChecklist(facts, paragraphs, recommendations);
    if (!recommendations.length) recommendations.push(`Enter the first ${fw} data points in Data Collection or upload a report on the Reports page.`);
    return { insights: paragraphs.join("\n\n"), recommendations: recommendations.slice(0, 8) };
  }

  // Coverage.
  const perCategory = facts.coverage.map((c) => `${c.name} ${fmt(c.reported.length)} of ${fmt(c.total)}`).join(", ");
  paragraphs.push(
    `Coverage: ${facts.company.name} has reported ${fmt(facts.reported_count)} of ${plural(facts.catalogue_total, `${fw} ${scopeLabel.toLowerCase()}catalogue metric`)} ` +
      `(${fmt(percentageOf(facts.reported_count, facts.catalogue_total))}%) from ${plural(facts.entry_count, "entry", "entries")}` +
      `${facts.coverage.length > 1 ? ` — ${perCategory}` : ""}.` +
      (facts.custom_metrics.length
        ? ` It also tracks ${plural(facts.custom_metrics.length, "custom metric")} (${facts.custom_metrics.slice(0, 3).join(", ")}).`
        : ""),
  );

  // Biggest gaps: BRSR Core first, then the category with the most missing metrics.
  if (facts.core) {
    const missing = facts.core.missing;
    paragraphs.push(
      missing.length
        ? `BRSR Core: ${fmt(facts.core.reported.length)} of ${fmt(facts.core.total)} Core indicators are reported. Missing: ${missing
            .slice(0, 6)
            .map((m) => m.name)
            .join(", ")}${missing.length > 6 ? ` and ${fmt(missing.length - 6)} more` : ""}.`
        : `BRSR Core: all ${fmt(facts.core.total)} Core indicators in scope are reported.`,
    );
  }
  const weakest = [...facts.coverage].sort((a, b) => b.missing.length - a.missing.length)[0];
  if (weakest && weakest.missing.length && (!facts.core || facts.coverage.length > 1)) {
    paragraphs.push(
      `The biggest gap is ${weakest.name.toLowerCase()}: ${fmt(weakest.missing.length)} of ${fmt(weakest.total)} metrics are missing, including ${weakest.missing
        .slice(0, 3)
        .map((m) => m.name)
        .join(", ")}.`,
    );
  }

  // What moved.
  if (facts.changes.length) {
    paragraphs.push(`What moved: ${facts.changes.slice(0, 4).map(describeChange).join("; ")}.`);
  } else {
    paragraphs.push(`What moved: no metric has a figure for two financial years yet, so no year-over-year change can be measured.`);
  }

  // Intensity.
  if (facts.intensities.length) {
    const lines = facts.intensities.slice(0, 3).map((i) => {
      const per = i.per === "revenue" ? `per ${i.denominator.unit || "unit"} of revenue` : "per employee";
      return `${i.metric} ${formatSignificant(i.value, 4)} ${i.unit} ${per} (${i.period})`;
    });
    paragraphs.push(`Intensity: ${lines.join("; ")}.`);
  }

  // Recommendations: KPI targets first (they are commitments), then Core gaps, adverse moves, others.
  addKpiAndChecklist(facts, paragraphs, recommendations, { checklistLast: true });
  for (const m of (facts.core?.missing ?? []).slice(0, 3)) {
    recommendations.push(`Record "${m.name}" (${m.reference}): it is a BRSR Core indicator that needs reasonable assurance.`);
  }
  for (const c of facts.changes.filter(isAdverse).slice(0, 2)) {
    const move = c.change_pct! > 0 ? "rise" : "fall";
    recommendations.push(
      `Investigate the ${fmt(Math.abs(c.change_pct!))}% ${move} in "${c.metric}" between ${c.from.period} and ${c.to.period} and note its cause before the report is assured.`,
    );
  }
  if (weakest && weakest.missing.length) {
    const nonCore = weakest.missing.filter((m) => !m.core).slice(0, 2);
    for (const m of nonCore) recommendations.push(`Start collecting "${m.name}" (${m.reference}) to close the ${weakest.name.toLowerCase()} gap.`);
  }
  const hasDenominator = facts.intensities.length > 0;
  if (!hasDenominator && fw === "BRSR" && (facts.category === null || facts.category === "environmental")) {
    recommendations.push(
      `Record "${BRSR_METRIC.revenue}" for the same periods so that intensities per rupee of turnover, which BRSR Core asks for, can be computed.`,
    );
  }
  if (facts.checklist && facts.checklist.next_items.length && facts.checklist.completed < facts.checklist.total) {
    recommendations.push(
      `Complete the checklist item "${facts.checklist.next_items[0]}" (${fmt(facts.checklist.completed)} of ${fmt(facts.checklist.total)} items done).`,
    );
  }
  if (!recommendations.length)
    recommendations.push(`Keep recording ${fw} data each period; every catalogue metric in scope is reported and no target is off track.`);
  return { insights: paragraphs.join("\n\n"), recommendations: recommendations.slice(0, 8) };
}

function addKpiAndChecklist(
  facts: InsightFacts,
  paragraphs: string[],
  recommendations: string[],
  { checklistLast = false }: { checklistLast?: boolean } = {},
): void {
  const behind = facts.kpis.filter((k) => k.status === "behind");
  const atRisk = facts.kpis.filter((k) => k.status === "at_risk");
  if (facts.kpis.length) {
    const achieved = facts.kpis.filter((k) => k.status === "achieved").length;
    const onTrack = facts.kpis.filter((k) => k.status === "on_track").length;
    const parts = [`${fmt(achieved)} achieved`, `${fmt(onTrack)} on track`, `${fmt(atRisk.length)} at risk`, `${fmt(behind.length)} behind`];
    const details = [...behind, ...atRisk].slice(0, 3).map((k) => `${describeKpi(k)} — ${k.status === "behind" ? "behind" : "at risk"}`);
    // A target with figures that cannot be compared with it (a lone quarter, another unit) is not
    // 'no data': say why, so the user can enter what is missing.
    const unmeasured = facts.kpis
      .filter((k) => k.actual_value === null && k.note)
      .slice(0, 2)
      .map((k) => ` ${k.metric} has no comparable figure: ${k.note}.`);
    paragraphs.push(
      `KPI targets: ${plural(facts.kpis.length, "target")} — ${parts.join(", ")}.${details.length ? ` ${details.join("; ")}.` : ""}${unmeasured.join("")}`,
    );
    for (const k of [...behind, ...atRisk].slice(0, 3)) {
      recommendations.push(
        `${k.status === "behind" ? "Bring" : "Keep"} "${k.metric}" ${k.status === "behind" ? "back on track" : "from slipping"}: it needs to reach ${withUnit(k.target_value, k.unit)} by ${k.target_period}; review the plan behind it and record the next period's value as soon as it is known.`,
      );
    }
  }
  if (facts.checklist) {
    const c = facts.checklist;
    paragraphs.push(
      `Documentation checklist: ${fmt(c.completed)} of ${fmt(c.total)} items completed (${fmt(c.percentage)}%).` +
        (c.next_items.length ? ` Next: ${c.next_items.map((i) => `"${i}"`).join(", ")}.` : ""),
    );
    if (!checklistLast && c.next_items.length && c.completed < c.total) {
      recommendations.push(`Complete the checklist item "${c.next_items[0]}" (${fmt(c.completed)} of ${fmt(c.total)} items done).`);
    }
  }
}
