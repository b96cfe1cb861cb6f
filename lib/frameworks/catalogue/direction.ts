/**
 * Which way a metric improves, read from its name where the catalogue does not say: emissions,
 * energy and water used, waste, injuries, complaints and fines go down; renewables, recovery,
 * training, coverage and women's representation go up. A name that says neither (headcount,
 * revenue, a count of trading houses) has no direction, and a KPI target on it is read from its
 * baseline or from the user. Order matters: "Reduction of GHG emissions" is a figure to raise,
 * "Non-renewable fuel" one to lower, so the specific patterns are tried before the general ones.
 */
import type { CatalogueMetric, Framework, MetricBetter } from "../types";

const RULES: readonly [RegExp, MetricBetter | null][] = [
  // Quantities of improvement are themselves to be raised.
  [/\breduction\b|\bavoided\b|\bremoved\b|progress against|rehabilitated/i, "higher"],
  // Neither way is better: a headcount, a price, a factor or an output.
  [
    /headcount|\(number\)|^number of |^(board of directors|key management personnel): total$|^(permanent|other than permanent|differently abled[a-z ]*) (employees|workers): (male|female)$|carbon price|conversion factor|physical output|production|median remuneration|^revenue from operations$|turnover \(|net worth|economic value|concentration of|related-party|days of accounts payable|^new employee hires$|^total employees$|near miss|union membership|paid equal to minimum wage/i,
    null,
  ],
  [/non-renewable|\bcoal share\b|grid electricity share/i, "lower"],
  [/renewable|recycl|re-used|reuse|recover|diverted from|reclaimed|safely disposed|green credit/i, "higher"],
  [/hazardous waste share|waste|landfill|incinerat/i, "lower"],
  [/emission|\bghg\b|co2|carbon|scope [123]|pollutant|\bnox\b|\bsox\b|particulate|\bvoc\b|\bhap\b|\bpop\b/i, "lower"],
  [/energy (consum|intensity)|energy consumed|fuel consum|fuel consumed|electricity consumption|total energy|energy from/i, "lower"],
  [/water (withdraw|consum|discharge|intensity)|water withdrawn|water consumed|water-stressed|withdrawal|discharge/i, "lower"],
  // Training on a topic is to be raised even where the topic (corruption, safety) is not.
  [/training|trained|awareness/i, "higher"],
  [/ltifr|lost time|injur|fatalit|ill health|incident rate|\btrir\b|permanent disabilit/i, "lower"],
  [
    /complaint|breach|fine|penalt|non-compliance|corruption|bribery|disciplinary|recall|strike|anti-competitive|monetary loss|settlement|compounding fee|pending resolution/i,
    "lower",
  ],
  [/turnover rate|attrition|exposed to|at sites with high|under emissions-limiting/i, "lower"],
  [
    /women|wages paid to females|^(board of directors|key management personnel): female$|gender|independen|well-being|health insurance|accident insurance|maternity|paternity|day care|retirement benefits|parental leave|return to work|retention|covered|coverage|assessed|career development reviews|sustainabl|sourced|csr|msme|smaller towns|rural|semi-urban|marginalised|collective bargaining|paid more than minimum wage|information on|climate-related (capital|opportunities)|remuneration linked|capex|r&d|ratio of basic salary/i,
    "higher",
  ],
];

/** The direction a metric's name implies, or null when it implies none. */
export function betterFromName(name: string): MetricBetter | null {
  for (const [pattern, better] of RULES) if (pattern.test(name)) return better;
  return null;
}

function withBetter(metric: CatalogueMetric): CatalogueMetric {
  if (metric.better || !metric.numeric) return metric;
  const better = betterFromName(metric.name);
  return better ? { ...metric, better } : metric;
}

/** The framework with every numeric metric's direction filled where the curated entry leaves it out. */
export function withDirections(framework: Framework): Framework {
  return { ...framework, categories: framework.categories.map((c) => ({ ...c, metrics: c.metrics.map(withBetter) })) };
}
