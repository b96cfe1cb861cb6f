import { formatCount } from "@/lib/format";
import type { KpiStatus } from "@/lib/kpi/status";

/**
 * My Tasks on the dashboard (decisions D10): the SPEC's four tasks with their status labels, but
 * derived from the company's data instead of fixed. Pure, so the rules are unit-tested.
 *
 * KPI Target Review follows the targets' statuses as the KPI screen computes them
 * (lib/kpi/status.ts). The task list has no 'At Risk' label, so a target at risk or behind makes
 * the review 'In Progress' and the detail names how many: '4 targets set, 1 behind'. No targets →
 * Not Started; none with data yet → Pending; all achieved → Completed; otherwise On Track.
 */
export type TaskStatus = "Not Started" | "Pending" | "In Progress" | "On Track" | "Completed";
export type DashboardTask = { id: "environmental" | "kpi" | "checklist" | "report"; title: string; status: TaskStatus; detail: string };

export type TaskFacts = {
  environmentalEntries: number;
  environmentalReported: number;
  environmentalTotal: number;
  /** One status per KPI target, as the KPI screen shows it. */
  kpiStatuses: readonly KpiStatus[];
  checklistDone: number;
  /** null while the industry checklist is unknown. */
  checklistTotal: number | null;
  reportsGenerated: number;
};

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export function deriveTasks(facts: TaskFacts): DashboardTask[] {
  const env: DashboardTask = { id: "environmental", title: "Environmental Data", status: "Pending", detail: "No environmental data yet" };
  if (facts.environmentalEntries > 0) {
    const complete = facts.environmentalTotal > 0 && facts.environmentalReported >= facts.environmentalTotal;
    env.status = complete ? "Completed" : "In Progress";
    env.detail = `${formatCount(facts.environmentalReported)}/${formatCount(facts.environmentalTotal)} metrics reported`;
  }

  const kpi = kpiTask(facts.kpiStatuses);

  const total = facts.checklistTotal;
  const checklistStatus: TaskStatus = facts.checklistDone === 0 ? "Not Started" : total !== null && facts.checklistDone >= total ? "Completed" : "In Progress";
  const checklist: DashboardTask = {
    id: "checklist",
    title: "Documentation Checklist",
    status: checklistStatus,
    detail: total === null ? `${plural(facts.checklistDone, "item", "items")} done` : `${formatCount(facts.checklistDone)}/${formatCount(total)} items`,
  };

  const report: DashboardTask =
    facts.reportsGenerated > 0
      ? { id: "report", title: "BRSR Report", status: "Completed", detail: `${plural(facts.reportsGenerated, "report", "reports")} generated` }
      : { id: "report", title: "BRSR Report", status: "Not Started", detail: "Not generated yet" };

  return [env, kpi, checklist, report];
}

function kpiTask(statuses: readonly KpiStatus[]): DashboardTask {
  const task = (status: TaskStatus, detail: string): DashboardTask => ({ id: "kpi", title: "KPI Target Review", status, detail });
  const total = statuses.length;
  if (total === 0) return task("Not Started", "No targets set");
  const count = (status: KpiStatus) => statuses.filter((s) => s === status).length;
  const behind = count("behind");
  const atRisk = count("at_risk");
  const set = `${plural(total, "target", "targets")} set`;
  if (behind > 0 || atRisk > 0) {
    const parts = [set, ...(behind > 0 ? [`${formatCount(behind)} behind`] : []), ...(atRisk > 0 ? [`${formatCount(atRisk)} at risk`] : [])];
    return task("In Progress", parts.join(", "));
  }
  if (count("pending") === total) return task("Pending", `${set}, no data yet`);
  if (count("achieved") === total) return task("Completed", `${set}, all achieved`);
  return task("On Track", set);
}
