import type { FactorSet, FactorSource } from "../types";

/**
 * SPEC section 9's factors exactly as the specification gives them, kept as the selectable
 * "SPEC defaults" set. SPEC names no publisher and no year for any of them; the one change is the
 * refrigerant factor (DECISIONS 17): SPEC's "1.43 per kg" is R-134a's GWP in tonnes CO2e per kg,
 * applied here as 1,430 kg CO2e per kg.
 */
const SPEC: FactorSource = {
  publisher: "ESG platform specification",
  document: "SPEC section 9, 'Emission factors (kg CO2e per unit)'",
  edition: "SPEC (no publisher or year stated for the factors)",
  year: 2026,
  url: "shared/SPEC.md#9-business-constants-and-limits",
};

const NOTE = "SPEC gives no publisher, edition or year for this value.";

export const SPEC_DEFAULTS: FactorSet = {
  id: "spec-defaults",
  name: "SPEC defaults",
  edition: "SPEC section 9",
  description:
    "The specification's factor table, unchanged except refrigerants (DECISIONS 17). Its grid factor of 0.82 is of the order of CEA's average around FY 2008-09; prefer the India set for filings.",
  gwpBasis: "Not stated by SPEC; R-134a at 1,430 (IPCC AR4 100-year GWP, DECISIONS 17)",
  factors: [
    { id: "spec-defaults:diesel", key: "diesel", category: "fuel", label: "Diesel", value: 2.68, unit: "litre", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:petrol", key: "petrol", category: "fuel", label: "Petrol", value: 2.31, unit: "litre", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:natural_gas", key: "natural_gas", category: "fuel", label: "Natural gas", value: 2.03, unit: "m³", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:coal", key: "coal", category: "fuel", label: "Coal", value: 2.42, unit: "kg", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:car", key: "car", category: "vehicle", label: "Car", value: 0.171, unit: "km", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:truck", key: "truck", category: "vehicle", label: "Truck", value: 0.207, unit: "km", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    { id: "spec-defaults:bus", key: "bus", category: "vehicle", label: "Bus", value: 0.105, unit: "km", scope: 1, region: "Unspecified", source: SPEC, notes: NOTE },
    {
      id: "spec-defaults:r134a",
      key: "r134a",
      category: "refrigerant",
      label: "R-134a (SPEC 'refrigerants')",
      value: 1430,
      unit: "kg",
      gases: { hfcs: 1430 },
      scope: 1,
      region: "Global",
      source: {
        ...SPEC,
        edition: "SPEC as read by DECISIONS 17",
        locator: "SPEC's '1.43 per kg' is R-134a's 100-year GWP (IPCC AR4: 1,430) in tonnes CO2e per kg; applied as 1,430 kg CO2e per kg",
      },
      notes: "SPEC names no gas; DECISIONS 17 reads its figure as R-134a's GWP.",
    },
    { id: "spec-defaults:grid_electricity", key: "grid_electricity", category: "grid_electricity", label: "Grid electricity (Indian grid average)", value: 0.82, unit: "kWh", scope: 2, region: "India", source: SPEC, notes: `${NOTE} 0.82 t CO2/MWh is CEA's all-India average for FY 2008-09 (CO2 Baseline Database version 5.0).` },
    { id: "spec-defaults:purchased_heat_steam", key: "purchased_heat_steam", category: "heat_steam", label: "Purchased heat/steam", value: 0.18, unit: "kWh", scope: 2, region: "Unspecified", source: SPEC, notes: NOTE, unitAssumed: true },
    { id: "spec-defaults:employee_commuting", key: "employee_commuting", category: "commuting", label: "Employee commuting", value: 0.15, unit: "passenger-km", scope: 3, scope3Category: 7, region: "Unspecified", source: SPEC, notes: NOTE, unitAssumed: true },
    { id: "spec-defaults:waste_disposal", key: "waste_disposal", category: "waste_disposal", label: "Waste disposal", value: 0.5, unit: "kg", scope: 3, scope3Category: 5, region: "Unspecified", source: SPEC, notes: NOTE, unitAssumed: true },
    { id: "spec-defaults:purchased_goods", key: "purchased_goods", category: "purchased_goods", label: "Purchased goods", value: 0.3, unit: "kg", scope: 3, scope3Category: 1, region: "Unspecified", source: SPEC, notes: NOTE, unitAssumed: true },
  ],
  energyContents: [
    { key: "diesel", label: "Diesel", kwhPerUnit: 10.7, unit: "litre", basis: "Not stated by SPEC (gross or net calorific value unknown)", source: { ...SPEC, document: "SPEC section 9, 'Other calculator rules'" } },
    { key: "natural_gas", label: "Natural gas", kwhPerUnit: 10.55, unit: "m³", basis: "Not stated by SPEC (gross or net calorific value unknown)", source: { ...SPEC, document: "SPEC section 9, 'Other calculator rules'" } },
  ],
  gaps: [
    { key: "freight", category: "freight", label: "Freight (per tonne-km)", reason: "SPEC section 9 gives no freight factor; use the India set (DESNZ 2025 tonne-km factors) or enter category 4 / 9 as tCO2e." },
    { key: "business_travel", category: "business_travel", label: "Business travel (per passenger-km)", reason: "SPEC section 9 gives no business-travel factor; use the India set (DESNZ 2025) or enter category 6 as tCO2e." },
    { key: "other_fuels_energy", category: "fuel", label: "Energy content of fuels other than diesel and natural gas", reason: "SPEC section 9 converts only diesel (10.7 kWh/litre) and natural gas (10.55 kWh/m³) to energy; the India set holds IPCC 2006 net calorific values for the rest." },
  ],
};
