/**
 * My Tasks on the dashboard (DECISIONS 10): the SPEC's four tasks with their status labels, but
 * derived from the company's data instead of fixed. Pure, so the rules are unit-tested.
 */
export type TaskStatus = "Not Started" | "Pending" | "In Progress" | "On Track" | "Completed";
export type DashboardTask = { id: "environmental" | "kpi" | "checklist" | "report"; title: string; status: TaskStatus; detail: string };

export type TaskFacts = {
  environmentalEntries: number;
  environmentalReported: number;
  environmentalTotal: number;
  kpiTargets: number;
  checklistDone: number;
  /** null while the industry checklist is unknown. */
  checklistTotal: number | null;
  reportsGenerated: number;
};

const n = (value: number) => new Intl.NumberFormat("en-IN").format(value);
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

export function deriveTasks(facts: TaskFacts): DashboardTask[] {
  const env: DashboardTask = { id: "environmental", title: "Environmental Data", status: "Pending", detail: "No environmental data yet" };
  if (facts.environmentalEntries > 0) {
    const complete = facts.environmentalTotal > 0 && facts.environmentalReported >= facts.environmentalTotal;
    env.status = complete ? "Completed" : "In Progress";
    env.detail = `${n(facts.environmentalReported)}/${n(facts.environmentalTotal)} metrics reported`;
  }

  const kpi: DashboardTask =
    facts.kpiTargets > 0
      ? { id: "kpi", title: "KPI Target Review", status: "On Track", detail: `${plural(facts.kpiTargets, "target", "targets")} set` }
      : { id: "kpi", title: "KPI Target Review", status: "Not Started", detail: "No targets set" };

  const total = facts.checklistTotal;
  const checklistStatus: TaskStatus =
    facts.checklistDone === 0 ? "Not Started" : total !== null && facts.checklistDone >= total ? "Completed" : "In Progress";
  const checklist: DashboardTask = {
    id: "checklist",
    title: "Documentation Checklist",
    status: checklistStatus,
    detail: total === null ? `${plural(facts.checklistDone, "item", "items")} done` : `${n(facts.checklistDone)}/${n(total)} items`,
  };

  const report: DashboardTask =
    facts.reportsGenerated > 0
      ? { id: "report", title: "BRSR Report", status: "Completed", detail: `${plural(facts.reportsGenerated, "report", "reports")} generated` }
      : { id: "report", title: "BRSR Report", status: "Not Started", detail: "Not generated yet" };

  return [env, kpi, checklist, report];
}
