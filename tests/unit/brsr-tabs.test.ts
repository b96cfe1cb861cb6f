import { describe, expect, it } from "vitest";
import { ALL_CELLS, QUESTIONNAIRE } from "@/lib/frameworks/questionnaire";
import { isQuestionnaireTab, onlyTab, QUESTIONNAIRE_TABS, tabOfKey, tabOfQuestion } from "@/lib/brsr/tabs";
import type { Principle } from "@/lib/frameworks/types";

const byId = new Map(QUESTIONNAIRE.map((q) => [q.id, q]));

describe("the questionnaire's tabs", () => {
  it("finds every question's tab from its id, and every cell's tab from its key, as the questionnaire places them", () => {
    expect(QUESTIONNAIRE.length).toBeGreaterThan(100);
    for (const question of QUESTIONNAIRE) expect([question.id, tabOfKey(question.id)]).toEqual([question.id, tabOfQuestion(question)]);
    expect(ALL_CELLS.length).toBeGreaterThan(900);
    for (const cell of ALL_CELLS) expect([cell.key, tabOfKey(cell.key)]).toEqual([cell.key, tabOfQuestion(byId.get(cell.questionId)!)]);
  });

  it("has a question on every tab, and no other tab", () => {
    const used = new Set(QUESTIONNAIRE.map((q) => tabOfQuestion(q)));
    expect([...used].sort()).toEqual([...QUESTIONNAIRE_TABS].sort());
    expect(isQuestionnaireTab("P6")).toBe(true);
    expect(isQuestionnaireTab("P10")).toBe(false);
    expect(isQuestionnaireTab("c")).toBe(false);
  });

  it("keeps one tab's questions and Section C's own, every section's title and progress, and names the tab", () => {
    type Q = { id: string; section: "A" | "B" | "C"; principle: Principle | null };
    const progress = { answered: 1, total: 2 };
    const view = {
      warnings: ["kept"],
      sections: [
        { id: "A" as const, title: "A", progress, questions: [{ id: "A-1", section: "A", principle: null }] as Q[] },
        { id: "B" as const, title: "B", progress, questions: [{ id: "B-1", section: "B", principle: null }] as Q[] },
        {
          id: "C" as const,
          title: "C",
          progress,
          questions: [
            { id: "C-INT", section: "C", principle: null },
            { id: "P1-E1", section: "C", principle: "P1" },
            { id: "P6-E1", section: "C", principle: "P6" },
          ] as Q[],
        },
      ],
    };
    const p6 = onlyTab(view, "P6");
    expect(p6.section).toBe("P6");
    expect(p6.warnings).toEqual(["kept"]);
    expect(p6.sections.map((s) => [s.id, s.title, s.progress, s.questions.map((q) => q.id)])).toEqual([
      ["A", "A", progress, []],
      ["B", "B", progress, []],
      ["C", "C", progress, ["C-INT", "P6-E1"]],
    ]);
    expect(onlyTab(view, "A").sections.map((s) => s.questions.map((q) => q.id))).toEqual([["A-1"], [], ["C-INT"]]);
    expect(view.sections[2].questions).toHaveLength(3);
  });
});
