import { describe, expect, it } from "vitest";
import { deriveTasks, type TaskFacts } from "./tasks";

const base: TaskFacts = {
  environmentalEntries: 0,
  environmentalReported: 0,
  environmentalTotal: 26,
  kpiTargets: 0,
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
    const tasks = deriveTasks({ ...base, environmentalEntries: 40, environmentalReported: 12, kpiTargets: 3, checklistDone: 5, reportsGenerated: 1 });
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

  it("shows only the done count while the checklist total is unknown, grouped the Indian way", () => {
    const tasks = deriveTasks({ ...base, checklistDone: 1, checklistTotal: null, kpiTargets: 123456 });
    expect(tasks[2]).toMatchObject({ status: "In Progress", detail: "1 item done" });
    expect(tasks[1].detail).toBe("1,23,456 targets set");
  });
});
