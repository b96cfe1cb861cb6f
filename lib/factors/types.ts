/**
 * The emission-factor library's shapes (decisions D27). A factor set groups factors; each factor says
 * what activity it prices, in kg CO2e per unit, for which scope (and Scope 3 category), region and
 * financial years, and where its value comes from. Held as data (lib/factors/data/*), seeded into
 * the `factor_sets` and `emission_factors` tables at start and listed by GET /api/emission-factors.
 */

export type Scope = 1 | 2 | 3;

export type FactorSetId = "spec-defaults" | "india";

/** What a factor prices, i.e. which calculator input may use it. */
export type FactorCategory =
  "fuel" | "vehicle" | "refrigerant" | "grid_electricity" | "heat_steam" | "commuting" | "waste_disposal" | "purchased_goods" | "freight" | "business_travel";

/**
 * Where a value comes from. `via` is set where the figure was read on a secondary page (a news
 * item, a consultant's table, a copy of the publisher's file) rather than in the publisher's own
 * document.
 */
export type FactorSource = {
  publisher: string;
  document: string;
  /** Edition or version of the document ('Version 21.0', '2025 v1.0', 'AR6'). */
  edition: string;
  /** Year of publication; null where the document does not state one. */
  year: number | null;
  /** The publisher's address for the document. */
  url: string;
  /** Table, sheet or row the value is read from, and any arithmetic applied. */
  locator?: string;
  via?: { publisher: string; url: string; note: string };
};

/** kg CO2e of each gas per unit of activity, where the source splits the total. */
export type GasSplit = { co2?: number; ch4?: number; n2o?: number; hfcs?: number; hcfcs?: number };

export type EmissionFactor = {
  /** Unique across sets: '<set>:<key>' or '<set>:<key>:<fy>'. */
  id: string;
  /** The activity the calculators know it by: 'diesel', 'grid_electricity', 'r410a'… */
  key: string;
  category: FactorCategory;
  label: string;
  /** kg CO2e per `unit` of activity. */
  value: number;
  unit: string;
  gases?: GasSplit;
  scope: Scope;
  /** GHG Protocol Scope 3 category (1–15), for Scope 3 factors. */
  scope3Category?: number;
  region: string;
  /** First and last financial year (April–March, '2024-25') the factor applies to; open when absent. */
  fyFrom?: string;
  fyTo?: string;
  source: FactorSource;
  notes?: string;
  /**
   * A gas the GHG Protocol keeps outside Scopes 1–3 (HCFC-22 and other Montreal Protocol gases):
   * shown and reported separately, never added to a scope.
   */
  outsideScopes?: boolean;
  /** SPEC gives the factor without an activity unit and the platform chose one. */
  unitAssumed?: boolean;
  /** The company replaced the library's value for one year (lib/factors/company.ts); `value` is the company's. */
  override?: FactorOverride;
};

/** A company's own value for a factor, with why, and the library value it replaced. */
export type FactorOverride = { reason: string; libraryValue: number; by: string | null; at: string };

/** The fuels the energy calculator converts to energy (P6 E1 rows B and E). */
export type EnergyContentKey =
  "diesel" | "petrol" | "lpg" | "natural_gas" | "furnace_oil" | "coal_bituminous" | "coal_sub_bituminous" | "lignite" | "biomass" | "wood" | "biogas";

/** Energy content used by the energy calculator to turn fuel into kWh, with its calorific basis. */
export type EnergyContent = { key: EnergyContentKey; label: string; kwhPerUnit: number; unit: string; basis: string; source: FactorSource };

/** An activity the calculators ask for that a set has no sourced factor for, and why. */
export type FactorGap = { key: string; category: FactorCategory; label: string; reason: string };

export type FactorSet = {
  id: FactorSetId;
  name: string;
  /** Short edition label shown beside the set's name. */
  edition: string;
  description: string;
  /** Which IPCC assessment's 100-year GWPs convert gases to CO2e. */
  gwpBasis: string;
  factors: readonly EmissionFactor[];
  energyContents: readonly EnergyContent[];
  gaps: readonly FactorGap[];
};
