/**
 * Figures that two frameworks ask for alike, so that one entry counts towards both frameworks'
 * completion: BRSR P6 E1's total energy is GRI 302-1's energy consumed within the organisation,
 * P6 E7's Scope 1 is GRI 305-1, and so on. Only figures with the same definition are linked
 * (BRSR water consumption is withdrawal − discharge, as GRI 303-5 defines it).
 */
import { BRSR_METRIC as M } from "./metric-names";
import type { FrameworkCode } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

type Place = readonly [FrameworkCode, string];

const SAME_FIGURE: readonly (readonly Place[])[] = [
  [
    ["BRSR", M.energyTotal],
    ["GRI", "Energy consumption within the organization"],
    ["TCFD", "Total energy consumption"],
  ],
  [
    ["BRSR", M.scope1],
    ["GRI", "Direct (Scope 1) GHG emissions"],
    ["TCFD", "Scope 1 emissions"],
  ],
  [
    ["BRSR", M.scope2],
    ["GRI", "Energy indirect (Scope 2) GHG emissions"],
    ["TCFD", "Scope 2 emissions"],
  ],
  [
    ["BRSR", M.scope3],
    ["GRI", "Other indirect (Scope 3) GHG emissions"],
  ],
  [
    ["BRSR", M.waterWithdrawal],
    ["GRI", "Water withdrawal"],
  ],
  [
    ["BRSR", M.waterDischarge],
    ["GRI", "Water discharge"],
  ],
  [
    ["BRSR", M.waterConsumption],
    ["GRI", "Water consumption"],
  ],
  [
    ["BRSR", M.wasteGenerated],
    ["GRI", "Waste generated"],
  ],
  [
    ["BRSR", M.wasteRecovered],
    ["GRI", "Waste diverted from disposal"],
  ],
  [
    ["BRSR", "Total waste disposed"],
    ["GRI", "Waste directed to disposal"],
  ],
  [
    ["BRSR", M.fatalities],
    ["GRI", "Work-related fatalities"],
  ],
  [
    ["BRSR", M.employees],
    ["GRI", "Total employees"],
  ],
  [
    ["BRSR", M.womenWorkforce],
    ["GRI", "Women in workforce"],
  ],
  [
    ["BRSR", M.energyRenewableShare],
    ["TCFD", "Renewable energy share"],
  ],
];

const placeKey = (framework: string, metric: string) => `${framework}\u0000${metricKey(metric)}`;

const PLACE_KEYS = new Map<string, string>();
const PLACE_KEYS_KEPT = 20_000;

/**
 * placeKey, remembered: the dashboard's completion asks it of the same few hundred catalogue
 * names on every request. Bounded, so names typed by users cannot grow it without end.
 */
function placeKeyOf(framework: string, metric: string): string {
  const raw = `${framework}\u0000${metric}`;
  let key = PLACE_KEYS.get(raw);
  if (key === undefined) {
    key = placeKey(framework, metric);
    if (PLACE_KEYS.size < PLACE_KEYS_KEPT) PLACE_KEYS.set(raw, key);
  }
  return key;
}

const LINKED = new Map<string, string[]>();
for (const group of SAME_FIGURE) {
  const keys = group.map(([f, m]) => placeKey(f, m));
  for (const k of keys) LINKED.set(k, [...(LINKED.get(k) ?? []), ...keys.filter((o) => o !== k)]);
}

/** What must be entered for a computed BRSR metric: groups of metric names, any one per group. */
type Requirements = ReadonlyMap<string, readonly (readonly string[])[]>;

/**
 * Whether a metric is reported, given the (framework, metric) keys that have entries: it or a
 * linked metric of another framework has entries, or — for a BRSR total or intensity the
 * questionnaire computes — every group of what it is computed from has one (`parts`).
 */
export function isReportedBy(framework: string, metric: string, reported: ReadonlySet<string>, parts: Requirements = new Map()): boolean {
  const own = placeKeyOf(framework, metric);
  const direct = [own, ...(LINKED.get(own) ?? [])];
  if (direct.some((k) => reported.has(k))) return true;
  return direct
    .filter((k) => k.startsWith("BRSR\u0000"))
    .some((k) => {
      const groups = parts.get(k.slice("BRSR\u0000".length));
      return !!groups?.length && groups.every((group) => group.some((m) => reported.has(placeKeyOf("BRSR", m))));
    });
}

/** A place a figure is asked under: a framework and its own name for the figure. */
export type FigurePlace = { framework: string; metric: string };

const GROUP_OF = new Map<string, readonly Place[]>();
for (const group of SAME_FIGURE) for (const [f, m] of group) GROUP_OF.set(placeKey(f, m), group);

/**
 * Every place that asks for the same figure as (framework, metric), in the links' order (BRSR
 * first), itself included; an unlinked metric is asked only where it is.
 */
export function figurePlaces(framework: string, metric: string): FigurePlace[] {
  const group = GROUP_OF.get(placeKeyOf(framework.trim(), metric));
  return group ? group.map(([f, m]) => ({ framework: f, metric: m })) : [{ framework: framework.trim(), metric: metric.trim() }];
}

/**
 * The figure a (framework, metric) asks for, as one key for every framework (decisions D23): the
 * project's metric key (metricKey) of the figure's first name in the links — BRSR's 'scope 1
 * emissions' for GRI 305-1 and TCFD alike —, or for an unlinked metric its framework and key,
 * since a name two frameworks share without a link may mean two things.
 */
export function sharedMetricKey(framework: string, metric: string): string {
  const group = GROUP_OF.get(placeKeyOf(framework.trim(), metric));
  return group ? metricKey(group[0][1]) : placeKey(framework.trim(), metric);
}

/** The metric keys of every name the figure of (framework, metric) is stored under: what a reader of that figure looks up. */
export function figureMetricKeys(framework: string, metric: string): string[] {
  return [...new Set(figurePlaces(framework, metric).map((p) => metricKey(p.metric)))];
}

/** Every linked place: its framework, metric key and the figure's shared key (the merge's SQL reads them). */
export function linkedMetricPlaces(): { framework: string; key: string; shared: string }[] {
  return SAME_FIGURE.flatMap((group) => group.map(([framework, metric]) => ({ framework, key: metricKey(metric), shared: metricKey(group[0][1]) })));
}
