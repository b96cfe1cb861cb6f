import type { Mock } from "vitest";
import type { QuestionnaireResponse } from "@/lib/brsr/response-schemas";
import type { QuestionnaireTab } from "@/lib/brsr/tabs";
import { structureView, valuesView } from "@/lib/brsr/values-view";

type Options = { query?: { view?: string; section?: QuestionnaireTab }; body?: { view?: string; section?: QuestionnaireTab } };

/**
 * A component test's API answer (a whole questionnaire, as a test writes it) as the view the
 * screen asked for (`view=values`, `view=structure`), made by the API's own pure functions
 * (lib/brsr/values-view.ts): the screen is tested against the shapes the server answers.
 */
export function asRequested(answer: unknown, options?: Options): unknown {
  const view = options?.query?.view ?? options?.body?.view;
  if (!answer || typeof answer !== "object" || !("sections" in answer)) return answer;
  if (view === "values") return { data_version: 1, ...valuesView(answer as QuestionnaireResponse) };
  if (view === "structure") return structureView(answer as QuestionnaireResponse, options!.query!.section!);
  return answer;
}

/** The mocked `api` as the screen calls it: the test's mock answers whole questionnaires, shaped here into the view asked for. */
export function servedAs(api: Mock) {
  return (path: string, options?: Options) => Promise.resolve(api(path, options)).then((answer) => asRequested(answer, options));
}
