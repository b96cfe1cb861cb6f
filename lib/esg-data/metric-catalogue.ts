import { allFrameworks, type CategoryId, type FrameworkCode } from "@/lib/frameworks";

/** What a metric picker needs of a catalogue metric: its name, where it is reported, its usual unit and its other names. */
export type MetricChoice = { name: string; reference: string; unit: string; synonyms?: string[] };

/**
 * The framework catalogue as a metric picker reads it: framework → category → metrics. Built on
 * the server and handed to the screen as data (decisions D30), so that the catalogue's code (with
 * the BRSR questionnaire it is partly built from) is not part of the screen's JavaScript.
 */
export type MetricCatalogue = readonly {
  code: FrameworkCode;
  categories: readonly { id: CategoryId; name: string; metrics: readonly MetricChoice[] }[];
}[];

export function metricCatalogue(): MetricCatalogue {
  return allFrameworks().map((framework) => ({
    code: framework.code,
    categories: framework.categories.map((category) => ({
      id: category.id,
      name: category.name,
      metrics: category.metrics.map(({ name, reference, unit, synonyms }) =>
        synonyms?.length ? { name, reference, unit, synonyms } : { name, reference, unit },
      ),
    })),
  }));
}
