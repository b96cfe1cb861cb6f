/**
 * The calculators' factors, held as data so that a new edition can replace them in one place.
 * Values are SPEC section 9's. SPEC names no publisher and no year for any of them, so each
 * source label says so instead of inventing one; where the order of magnitude is known from a
 * public database, the label names it as an indication only (see shared/ESG_FACTS.md).
 */

export type Scope = 1 | 2 | 3;

export type FactorKey =
  | "diesel"
  | "petrol"
  | "natural_gas"
  | "coal"
  | "car"
  | "truck"
  | "bus"
  | "refrigerants"
  | "grid_electricity"
  | "purchased_heat_steam"
  | "employee_commuting"
  | "waste_disposal"
  | "purchased_goods";

export type EmissionFactor = {
  key: FactorKey;
  label: string;
  /** kg CO2e per `unit` of activity. */
  value: number;
  /** The activity unit the value applies to. */
  unit: string;
  scope: Scope;
  /** Where the value comes from, with its year, or a plain statement that none was given. */
  source: string;
  /** True where SPEC gives the factor without an activity unit and the platform chose one. */
  unitAssumed?: boolean;
};

export type EnergyConversion = { key: "diesel" | "natural_gas"; label: string; value: number; unit: string; source: string };

const SPEC_DEFAULT = "Platform default (SPEC section 9); no published source or year stated";

export const FACTOR_SET_VERSION = "spec-9 v1 (2026)";

export const EMISSION_FACTORS: readonly EmissionFactor[] = [
  { key: "diesel", label: "Diesel", value: 2.68, unit: "litre", scope: 1, source: SPEC_DEFAULT },
  { key: "petrol", label: "Petrol", value: 2.31, unit: "litre", scope: 1, source: SPEC_DEFAULT },
  { key: "natural_gas", label: "Natural gas", value: 2.03, unit: "m³", scope: 1, source: SPEC_DEFAULT },
  { key: "coal", label: "Coal", value: 2.42, unit: "kg", scope: 1, source: SPEC_DEFAULT },
  { key: "car", label: "Car", value: 0.171, unit: "km", scope: 1, source: SPEC_DEFAULT },
  { key: "truck", label: "Truck", value: 0.207, unit: "km", scope: 1, source: SPEC_DEFAULT },
  { key: "bus", label: "Bus", value: 0.105, unit: "km", scope: 1, source: SPEC_DEFAULT },
  { key: "refrigerants", label: "Refrigerants", value: 1.43, unit: "kg", scope: 1, source: SPEC_DEFAULT },
  {
    key: "grid_electricity",
    label: "Grid electricity (Indian grid average)",
    value: 0.82,
    unit: "kWh",
    scope: 2,
    source: "Platform default (SPEC section 9), no year stated; indicative of the CEA CO2 Baseline Database order for the Indian grid",
  },
  { key: "purchased_heat_steam", label: "Purchased heat/steam", value: 0.18, unit: "kWh", scope: 2, source: SPEC_DEFAULT, unitAssumed: true },
  { key: "employee_commuting", label: "Employee commuting", value: 0.15, unit: "passenger-km", scope: 3, source: SPEC_DEFAULT, unitAssumed: true },
  { key: "waste_disposal", label: "Waste disposal", value: 0.5, unit: "kg", scope: 3, source: SPEC_DEFAULT, unitAssumed: true },
  { key: "purchased_goods", label: "Purchased goods", value: 0.3, unit: "kg", scope: 3, source: SPEC_DEFAULT, unitAssumed: true },
];

/** Energy content used by the energy calculator (kWh per unit of fuel). */
export const ENERGY_CONVERSIONS: readonly EnergyConversion[] = [
  { key: "diesel", label: "Diesel", value: 10.7, unit: "litre", source: SPEC_DEFAULT },
  { key: "natural_gas", label: "Natural gas", value: 10.55, unit: "m³", source: SPEC_DEFAULT },
];

export function factor(key: FactorKey): EmissionFactor {
  const found = EMISSION_FACTORS.find((f) => f.key === key);
  if (!found) throw new Error(`Unknown emission factor: ${key}`);
  return found;
}

export function energyConversion(key: EnergyConversion["key"]): EnergyConversion {
  const found = ENERGY_CONVERSIONS.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown energy conversion: ${key}`);
  return found;
}

export const FUEL_TYPES = ["diesel", "petrol", "natural_gas", "coal"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const VEHICLE_TYPES = ["car", "truck", "bus"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
