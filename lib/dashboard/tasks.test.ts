import { describe, expect, it } from "vitest";
import type { KpiStatus } from "@/lib/kpi/status";
import { deriveTasks, type TaskFacts } from "./tasks";

const base: TaskFacts = {
  environmentalEntries: 0,
  environmentalReported: 0,
  environmentalTotal: 26,
  kpiStatuses: [],
  checklistDone: 0,
  checklistTotal: 23,
  reportsGenerated: 0,
};

describe("deriveTasks", () => {
  it("starts every task from nothing on an empty company", () => {
    expect(deriveTasks(base).map((t) => [t.title, t.status, t.detail])).toEqual([
      ["Environmental Data", "Pending", "No environmental data yet"],
      ["KPI Target Review", "Not Started", "No targets set"],
      ["Documentation Checklist", "Not Started", "0/23 items"],
      ["BRSR Report", "Not Started", "Not generated yet"],
    ]);
  });

  it("moves tasks on as data arrives", () => {
    const tasks = deriveTasks({
      ...base,
      environmentalEntries: 40,
      environmentalReported: 12,
      kpiStatuses: ["on_track", "achieved", "pending"],
      checklistDone: 5,
      reportsGenerated: 1,
    });
    expect(tasks.map((t) => [t.status, t.detail])).toEqual([
      ["In Progress", "12/26 metrics reported"],
      ["On Track", "3 targets set"],
      ["In Progress", "5/23 items"],
      ["Completed", "1 report generated"],
    ]);
  });

  it("completes the environmental and checklist tasks when everything is in", () => {
    const tasks = deriveTasks({ ...base, environmentalEntries: 30, environmentalReported: 26, checklistDone: 23 });
    expect(tasks[0].status).toBe("Completed");
    expect(tasks[2].status).toBe("Completed");
  });

  it.each<[string, KpiStatus[], string, string]>([
    ["no data for any target yet", ["pending", "pending", "pending", "pending"], "Pending", "4 targets set, no data yet"],
    ["every target achieved", ["achieved", "achieved"], "Completed", "2 targets set, all achieved"],
    ["on track, some achieved, some without data", ["on_track", "achieved", "pending"], "On Track", "3 targets set"],
    ["one behind", ["on_track", "behind", "achieved", "pending"], "In Progress", "4 targets set, 1 behind"],
    ["one at risk", ["at_risk", "on_track"], "In Progress", "2 targets set, 1 at risk"],
    ["behind and at risk", ["behind", "behind", "at_risk"], "In Progress", "3 targets set, 2 behind, 1 at risk"],
    ["one target behind, the rest without data", ["behind", "pending"], "In Progress", "2 targets set, 1 behind"],
  ])("KPI Target Review follows the targets' statuses: %s", (_, kpiStatuses, status, detail) => {
    expect(deriveTasks({ ...base, kpiStatuses })[1]).toMatchObject({ title: "KPI Target Review", status, detail });
  });

  it("shows only the done count while the checklist total is unknown, grouped the Indian way", () => {
    const tasks = deriveTasks({ ...base, checklistDone: 1, checklistTotal: null, kpiStatuses: Array<KpiStatus>(123456).fill("on_track") });
    expect(tasks[2]).toMatchObject({ status: "In Progress", detail: "1 item done" });
    expect(tasks[1].detail).toBe("1,23,456 targets set");
  });
});
