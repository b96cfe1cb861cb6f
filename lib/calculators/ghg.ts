import { factor, type FactorKey, type FuelType, type Scope, type VehicleType } from "./factors";
import { checkAmount, round, type Amount, type UnreadableNotice } from "./numbers";

export type GhgInput = {
  fuels: { type: FuelType; quantity: Amount }[];
  vehicles: { type: VehicleType; distance: Amount }[];
  refrigerants: Amount;
  electricity: Amount;
  heatSteam: Amount;
  employeeCommuting: Amount;
  wasteDisposal: Amount;
  purchasedGoods: Amount;
};

export type Emission = { kg: number; tons: number };

export type GhgSourceResult = Emission & {
  /** Stable per input row: "fuel-0", "vehicle-1", "refrigerants", … */
  id: string;
  factorKey: FactorKey;
  label: string;
  scope: Scope;
  quantity: number;
  unit: string;
  factor: number;
};

export type GhgResult = {
  sources: GhgSourceResult[];
  scopes: Record<Scope, Emission>;
  total: Emission;
};

/** Human names of the single-value inputs, used in refusal messages. */
export const GHG_FIELD_LABELS = {
  refrigerants: "Refrigerant leakage",
  electricity: "Grid electricity",
  heatSteam: "Purchased heat/steam",
  employeeCommuting: "Employee commuting",
  wasteDisposal: "Waste disposal",
  purchasedGoods: "Purchased goods",
} as const;

export const emptyGhgInput = (): GhgInput => ({
  fuels: [{ type: "diesel", quantity: "" }],
  vehicles: [{ type: "car", distance: "" }],
  refrigerants: "",
  electricity: "",
  heatSteam: "",
  employeeCommuting: "",
  wasteDisposal: "",
  purchasedGoods: "",
});

function emission(kg: number): Emission {
  return { kg: round(kg, 2), tons: round(kg / 1000, 3) };
}

/**
 * Emissions in kg CO2e per source (quantity × SPEC factor), per scope and in total; kg to
 * 2 decimals, tons (kg / 1000) to 3. Totals add the unrounded figures, then round once.
 * Blank or non-numeric quantities count as zero (non-numeric ones are reported to
 * `onUnreadable`); a negative one, or one above MAX_AMOUNT, is refused with CalculatorInputError.
 */
export function calculateGhg(input: GhgInput, onUnreadable?: UnreadableNotice): GhgResult {
  const raw: { id: string; key: FactorKey; quantity: number; label?: string }[] = [];

  input.fuels.forEach((row, i) => {
    const f = factor(row.type);
    raw.push({ id: `fuel-${i}`, key: row.type, quantity: checkAmount(row.quantity, `fuels.${i}.quantity`, `${f.label} quantity`, onUnreadable) });
  });
  input.vehicles.forEach((row, i) => {
    const f = factor(row.type);
    raw.push({
      id: `vehicle-${i}`,
      key: row.type,
      quantity: checkAmount(row.distance, `vehicles.${i}.distance`, `${f.label} distance`, onUnreadable),
      label: `${f.label} (company vehicle)`,
    });
  });
  const singles: [keyof typeof GHG_FIELD_LABELS, FactorKey][] = [
    ["refrigerants", "refrigerants"],
    ["electricity", "grid_electricity"],
    ["heatSteam", "purchased_heat_steam"],
    ["employeeCommuting", "employee_commuting"],
    ["wasteDisposal", "waste_disposal"],
    ["purchasedGoods", "purchased_goods"],
  ];
  for (const [field, key] of singles) {
    raw.push({ id: field, key, quantity: checkAmount(input[field], field, GHG_FIELD_LABELS[field], onUnreadable) });
  }

  const exact: Record<Scope, number> = { 1: 0, 2: 0, 3: 0 };
  const sources: GhgSourceResult[] = raw.map(({ id, key, quantity, label }) => {
    const f = factor(key);
    const kg = quantity * f.value;
    exact[f.scope] += kg;
    return { id, factorKey: key, label: label ?? f.label, scope: f.scope, quantity, unit: f.unit, factor: f.value, ...emission(kg) };
  });

  return {
    sources,
    scopes: { 1: emission(exact[1]), 2: emission(exact[2]), 3: emission(exact[3]) },
    total: emission(exact[1] + exact[2] + exact[3]),
  };
}

/** Sources that emitted something, summed by factor (two diesel rows make one diesel bar). */
export function emissionsBySource(result: GhgResult): { label: string; scope: Scope; kg: number }[] {
  const byKey = new Map<string, { label: string; scope: Scope; kg: number }>();
  for (const s of result.sources) {
    if (s.kg <= 0) continue;
    const seen = byKey.get(s.label);
    if (seen) seen.kg = round(seen.kg + s.kg, 2);
    else byKey.set(s.label, { label: s.label, scope: s.scope, kg: s.kg });
  }
  return [...byKey.values()];
}
