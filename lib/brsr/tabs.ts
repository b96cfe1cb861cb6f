/**
 * The questionnaire's screens ("tabs"): Section A, Section B, Section C's own questions (the
 * intensity inputs), and each principle P1–P9. `GET /api/brsr/{id}?section=P6` answers one tab's
 * questions (`onlyTab`), so a screen loads a tenth of the questionnaire rather than all of it.
 * Pure; imported by the browser and the server.
 */
import { PRINCIPLES, type Principle } from "@/lib/frameworks/types";

export const QUESTIONNAIRE_TABS = ["A", "B", "C", ...PRINCIPLES] as const;
export type QuestionnaireTab = (typeof QUESTIONNAIRE_TABS)[number];

export function isQuestionnaireTab(value: unknown): value is QuestionnaireTab {
  return typeof value === "string" && (QUESTIONNAIRE_TABS as readonly string[]).includes(value);
}

/** The tab that shows a question: its section, or for Section C its principle (none: Section C's own). */
export function tabOfQuestion(question: { section: "A" | "B" | "C"; principle?: Principle | null }): QuestionnaireTab {
  return question.section === "C" && question.principle ? question.principle : question.section;
}

/**
 * The tab of a cell key or question id without the questionnaire at hand: keys and ids start with
 * their tab ('A-20a-1-male', 'B-1a-P1', 'P6-E1-A', question 'C-INT'), except Section C's own cells,
 * named for what they hold ('INT-REVENUE'). tests/unit/brsr-tabs.test.ts holds this true of every
 * cell and question of the questionnaire.
 */
export function tabOfKey(keyOrQuestionId: string): QuestionnaireTab {
  const prefix = keyOrQuestionId.split("-", 1)[0];
  return isQuestionnaireTab(prefix) ? prefix : "C";
}

type WithSections<Q> = { sections: { id: "A" | "B" | "C"; questions: Q[] }[] };

/**
 * The answer with only one tab's questions (and Section C's own, a few cells, so that every tab
 * can be listed with its progress): every section keeps its title and progress, and the top-level
 * figures (progress, principles, warnings, readiness) stay whole. `section` names the tab shown.
 */
export function onlyTab<Q extends { section: "A" | "B" | "C"; principle?: Principle | null }, V extends WithSections<Q>>(
  view: V,
  tab: QuestionnaireTab,
): V & { section: QuestionnaireTab } {
  return {
    ...view,
    section: tab,
    sections: view.sections.map((s) => ({ ...s, questions: s.questions.filter((q) => tabOfQuestion(q) === tab || tabOfQuestion(q) === "C") })),
  };
}
