/**
 * Figures that two frameworks ask for alike, so that one entry counts towards both frameworks'
 * completion: BRSR P6 E1's total energy is GRI 302-1's energy consumed within the organisation,
 * P6 E7's Scope 1 is GRI 305-1, and so on. Only figures with the same definition are linked
 * (BRSR water consumption is withdrawal − discharge, as GRI 303-5 defines it).
 */
import { BRSR_METRIC as M } from "./metric-names";
import type { FrameworkCode } from "./types";

type Place = readonly [FrameworkCode, string];

export const SAME_FIGURE: readonly (readonly Place[])[] = [
  [["BRSR", M.energyTotal], ["GRI", "Energy consumption within the organization"], ["TCFD", "Total energy consumption"]],
  [["BRSR", M.scope1], ["GRI", "Direct (Scope 1) GHG emissions"], ["TCFD", "Scope 1 emissions"]],
  [["BRSR", M.scope2], ["GRI", "Energy indirect (Scope 2) GHG emissions"], ["TCFD", "Scope 2 emissions"]],
  [["BRSR", M.scope3], ["GRI", "Other indirect (Scope 3) GHG emissions"]],
  [["BRSR", M.waterWithdrawal], ["GRI", "Water withdrawal"]],
  [["BRSR", M.waterDischarge], ["GRI", "Water discharge"]],
  [["BRSR", M.waterConsumption], ["GRI", "Water consumption"]],
  [["BRSR", M.wasteGenerated], ["GRI", "Waste generated"]],
  [["BRSR", M.wasteRecovered], ["GRI", "Waste diverted from disposal"]],
  [["BRSR", "Total waste disposed"], ["GRI", "Waste directed to disposal"]],
  [["BRSR", M.fatalities], ["GRI", "Work-related fatalities"]],
  [["BRSR", M.employees], ["GRI", "Total employees"]],
  [["BRSR", M.womenWorkforce], ["GRI", "Women in workforce"]],
  [["BRSR", M.energyRenewableShare], ["TCFD", "Renewable energy share"]],
];

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");
const placeKey = (framework: string, metric: string) => `${framework}\u0000${normalise(metric)}`;

const LINKED = new Map<string, string[]>();
for (const group of SAME_FIGURE) {
  const keys = group.map(([f, m]) => placeKey(f, m));
  for (const k of keys) LINKED.set(k, [...(LINKED.get(k) ?? []), ...keys.filter((o) => o !== k)]);
}

/**
 * The (framework, metric) keys whose entries also report this metric: its links in other
 * frameworks, and for a BRSR total the parts it is computed from (`parts`, from the questionnaire).
 */
export function reportedByKeys(framework: string, metric: string, parts: ReadonlyMap<string, readonly string[]> = new Map()): string[] {
  const own = placeKey(framework, metric);
  const direct = [own, ...(LINKED.get(own) ?? [])];
  const viaParts = direct
    .filter((k) => k.startsWith("BRSR\u0000"))
    .flatMap((k) => (parts.get(k.slice("BRSR\u0000".length)) ?? []).map((m) => placeKey("BRSR", m)));
  return [...direct, ...viaParts];
}

export { placeKey as reportedKey };
