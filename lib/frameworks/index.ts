import { CATALOGUE } from "./catalogue";
import { FRAMEWORK_CODES, isFrameworkCode, type CatalogueMetric, type CategoryId, type Framework, type FrameworkCode } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

export * from "./types";
export { BRSR_METRIC } from "./metric-names";

export function getFramework(code: string): Framework | undefined {
  return isFrameworkCode(code) ? CATALOGUE[code] : undefined;
}

export function allFrameworks(): Framework[] {
  return FRAMEWORK_CODES.map((code) => CATALOGUE[code]);
}

export type MetricWithPlace = CatalogueMetric & { framework: FrameworkCode; category: CategoryId };

const METRICS = new Map<FrameworkCode, readonly MetricWithPlace[]>();
const BY_KEY = new Map<FrameworkCode, ReadonlyMap<string, MetricWithPlace>>();

/**
 * Every catalogue metric of a framework, with its category. Built once: the dashboard's
 * completion walks every framework's metrics on each request.
 */
export function frameworkMetrics(code: FrameworkCode): readonly MetricWithPlace[] {
  let metrics = METRICS.get(code);
  if (!metrics) {
    metrics = Object.freeze(
      CATALOGUE[code].categories.flatMap((category) => category.metrics.map((metric) => Object.freeze({ ...metric, framework: code, category: category.id }))),
    );
    METRICS.set(code, metrics);
  }
  return metrics;
}

/** The catalogue metric of that name (case- and space-insensitive), if any. */
export function findMetric(code: string, name: string): MetricWithPlace | undefined {
  if (!isFrameworkCode(code)) return undefined;
  let byKey = BY_KEY.get(code);
  if (!byKey) {
    const map = new Map<string, MetricWithPlace>();
    // The first of a name wins, as a search through the list would find it.
    for (const metric of frameworkMetrics(code)) if (!map.has(metricKey(metric.name))) map.set(metricKey(metric.name), metric);
    BY_KEY.set(code, (byKey = map));
  }
  return byKey.get(metricKey(name));
}

/** SPEC section 3's catalogue map: code → {name, description, categories[{id, name, metrics}]}. */
export function catalogueResponse() {
  return Object.fromEntries(
    allFrameworks().map((framework) => [
      framework.code,
      {
        name: framework.name,
        description: framework.description,
        categories: framework.categories.map((category) => ({
          id: category.id,
          name: category.name,
          metrics: category.metrics.map((metric) => metric.name),
          metric_details: category.metrics.map(({ name, reference, unit, numeric, principle, core }) => ({
            name,
            reference,
            unit,
            numeric,
            ...(principle ? { principle } : {}),
            ...(core ? { core } : {}),
          })),
        })),
      },
    ]),
  );
}

export type CatalogueResponse = ReturnType<typeof catalogueResponse>;
