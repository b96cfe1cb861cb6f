import { activityKeyOf, activityLabel, optionsOf, resolveFactor, type EmissionFactor, type FactorCategory, type FactorSource, type Scope } from "@/lib/factors";
import type { FactorContext } from "./factors";
import { formatFixed } from "@/lib/format";
import { CalculatorInputError, checkAmount, round, type Amount, type UnreadableNotice } from "./numbers";
import { SCOPE3_CATEGORIES, SCOPE3_DIRECT_KEYS, scope3CategoryName, scope3DirectLabel, type Scope3DirectKey } from "./scope3";

/** One row of a repeatable input: the activity (a factor key of the set) and its quantity. */
export type ActivityRow = { type: string; quantity?: Amount };

/** Scope 1 emissions worked out elsewhere (calcination, chemical reactions, flaring), entered as tCO2e. */
export type ProcessRow = { description?: string; tco2e?: Amount };

/**
 * Everything is optional so a request body with only some inputs reads the rest as blank (SPEC
 * section 5: blank counts as zero).
 */
export type GhgInput = {
  fuels?: ActivityRow[];
  /** Company-owned vehicles, distance in the factor's unit (km). */
  vehicles?: ActivityRow[];
  /** Refrigerant leaked (topped up), kg, by gas. */
  refrigerants?: ActivityRow[];
  process?: ProcessRow[];
  /** All electricity bought from the grid or a supplier, kWh, including what the instruments below cover. */
  electricity?: Amount;
  heatSteam?: Amount;
  /** Electricity covered by renewable energy certificates retired for the year, kWh. */
  recs?: Amount;
  /** Electricity bought on a utility's green tariff, kWh. */
  greenTariff?: Amount;
  /** Electricity from a renewable PPA or a captive / group-captive renewable plant, delivered over the grid, kWh. */
  ppa?: Amount;
  /** Employee commuting by mode, in the mode's unit (passenger-km or vehicle-km). */
  commuting?: ActivityRow[];
  wasteDisposal?: Amount;
  purchasedGoods?: Amount;
  /** Transport of what the company buys, paid for by it (GHG Protocol category 4), tonne-km. */
  freightUpstream?: ActivityRow[];
  /** Transport of what it sells, not paid for by it (category 9), tonne-km. */
  freightDownstream?: ActivityRow[];
  /** Business travel by mode (category 6), passenger-km or vehicle-km. */
  businessTravel?: ActivityRow[];
  /** Emissions of a category worked out elsewhere (a supplier's figure, a spend-based model), tCO2e. */
  scope3Direct?: Partial<Record<Scope3DirectKey, Amount>>;
};

export type Emission = { kg: number; tons: number };

export type GhgSourceResult = Emission & {
  /** Stable per input row: "fuel-0", "vehicle-1", "refrigerant-0", "electricity", … */
  id: string;
  factorId: string;
  factorKey: string;
  label: string;
  scope: Scope;
  /** The GHG Protocol category a Scope 3 source counts in (the input's, e.g. 9 for outbound freight). */
  scope3Category?: number;
  /** Reported separately, outside Scopes 1–3 (HCFC-22). */
  outsideScopes: boolean;
  quantity: number;
  unit: string;
  factor: number;
  source: FactorSource;
};

/** A figure entered as tCO2e, without a factor: process emissions, or a Scope 3 category's own figure. */
export type GhgDirectResult = Emission & {
  /** "process-0", "scope3-cat2", … */
  id: string;
  /** The form field it came from: "process.0.tco2e", "scope3Direct.cat2". */
  field: string;
  label: string;
  scope: 1 | 3;
  scope3Category?: number;
  /** As entered, tCO2e. */
  tco2e: number;
};

export type Scope3CategoryResult = Emission & {
  category: number;
  name: string;
  /** Priced from activity data with the set's factors, kg CO2e (2 decimals). */
  activityKg: number;
  /** Entered directly, kg CO2e (2 decimals). */
  directKg: number;
};

/** How the market-based Scope 2 figure was reached, for the screen and the saved notes. */
export type Scope2MarketDetail = {
  gridKwh: number;
  instruments: { recs: number; greenTariff: number; ppa: number };
  coveredKwh: number;
  uncoveredKwh: number;
  /** What the uncovered electricity is priced at: the grid average (no Indian residual mix exists). */
  gridFactor: EmissionFactor | null;
  /** Purchased heat/steam, the same under both methods (no contractual instrument is entered for it). */
  heatSteamKg: number;
};

export type GhgResult = {
  sources: GhgSourceResult[];
  direct: GhgDirectResult[];
  /** Scope 2 is the location-based figure (BRSR P6 E7's Scope 2 row). */
  scopes: Record<Scope, Emission>;
  scope2Location: Emission;
  scope2Market: Emission;
  market: Scope2MarketDetail;
  /** The fifteen GHG Protocol categories in order, each with its part of Scope 3. */
  scope3Categories: Scope3CategoryResult[];
  /** Scope 1 + Scope 2 (location-based): BRSR Core's GHG total and P6 E7's intensity numerator. */
  scope12: Emission;
  /** Scopes 1–3 added up, for the screen only: BRSR never mixes Scope 3 into its total. */
  total: Emission;
  /** Gases the GHG Protocol keeps outside the scopes (HCFC-22), reported separately. */
  outsideScopes: Emission;
  /** Every factor the calculation used, once each, in input order. */
  factorsUsed: EmissionFactor[];
  setId: string;
  fyEndYear?: number;
};

/** Human names of the single-value inputs, used in labels and refusal messages. */
export const GHG_FIELD_LABELS = {
  electricity: "Grid electricity",
  heatSteam: "Purchased heat/steam",
  recs: "Renewable energy certificates (RECs)",
  greenTariff: "Green tariff electricity",
  ppa: "Renewable PPA / captive electricity",
  wasteDisposal: "Waste disposal",
  purchasedGoods: "Purchased goods",
} as const;

/** How each repeatable input names its rows and quantity in messages, and where its emissions count. */
export const GHG_ROWS = {
  fuels: { category: "fuel", prefix: "fuel", noun: "quantity" },
  vehicles: { category: "vehicle", prefix: "vehicle", noun: "distance" },
  refrigerants: { category: "refrigerant", prefix: "refrigerant", noun: "leakage" },
  commuting: { category: "commuting", prefix: "commuting", noun: "distance", scope3Category: 7 },
  freightUpstream: { category: "freight", prefix: "freight-in", noun: "tonne-km", scope3Category: 4 },
  freightDownstream: { category: "freight", prefix: "freight-out", noun: "tonne-km", scope3Category: 9 },
  businessTravel: { category: "business_travel", prefix: "travel", noun: "distance", scope3Category: 6 },
} as const satisfies Record<string, { category: FactorCategory; prefix: string; noun: string; scope3Category?: number }>;

export type GhgRowField = keyof typeof GHG_ROWS;
type RowSpec = (typeof GHG_ROWS)[GhgRowField];

/** The instruments of market-based Scope 2, in the order the form shows them. */
export const SCOPE2_INSTRUMENTS = ["recs", "greenTariff", "ppa"] as const;
export type Scope2Instrument = (typeof SCOPE2_INSTRUMENTS)[number];

/** The message of a quantity row: 'Diesel (HSD) quantity', 'R-410A (R-32/R-125 50/50) leakage'. */
export const rowLabel = (field: GhgRowField, type: string, set?: FactorContext["set"]) => `${activityLabel(type, set)} ${GHG_ROWS[field].noun}`;

/** The message of a process-emission row: its description, or its position. */
export const processLabel = (row: ProcessRow | undefined, index: number) => `${row?.description?.trim() || `Process emission ${index + 1}`} (tCO2e)`;

const FALLBACK_TYPE: Record<GhgRowField, string> = {
  fuels: "diesel",
  vehicles: "car",
  refrigerants: "r134a",
  commuting: "employee_commuting",
  freightUpstream: "freight_hgv_tkm",
  freightDownstream: "freight_hgv_tkm",
  businessTravel: "travel_air_domestic",
};

/** One empty row of each repeatable input (the set's first activity of that kind), and blank single inputs. */
export const emptyGhgInput = (set?: FactorContext["set"]) => {
  const row = (field: GhgRowField) => ({ type: (set && optionsOf(set, GHG_ROWS[field].category)[0]?.key) || FALLBACK_TYPE[field], quantity: "" });
  return {
    fuels: [row("fuels")],
    vehicles: [row("vehicles")],
    refrigerants: [row("refrigerants")],
    process: [{ description: "", tco2e: "" }],
    electricity: "",
    heatSteam: "",
    recs: "",
    greenTariff: "",
    ppa: "",
    commuting: [row("commuting")],
    wasteDisposal: "",
    purchasedGoods: "",
    freightUpstream: [row("freightUpstream")],
    freightDownstream: [row("freightDownstream")],
    businessTravel: [row("businessTravel")],
    scope3Direct: Object.fromEntries(SCOPE3_DIRECT_KEYS.map((k) => [k, ""])) as Record<Scope3DirectKey, string>,
  } satisfies GhgInput;
};

function emission(kg: number): Emission {
  return { kg: round(kg, 2), tons: round(kg / 1000, 3) };
}

const SINGLES: { field: "electricity" | "heatSteam" | "wasteDisposal" | "purchasedGoods"; key: string }[] = [
  { field: "electricity", key: "grid_electricity" },
  { field: "heatSteam", key: "purchased_heat_steam" },
  { field: "wasteDisposal", key: "waste_disposal" },
  { field: "purchasedGoods", key: "purchased_goods" },
];

/** Why an activity cannot be priced: the set has no (sourced) factor for it in that year. */
export function missingFactorMessage(label: string, ctx: FactorContext): string {
  const year = ctx.fyEndYear === undefined ? "" : ` for FY ${ctx.fyEndYear - 1}-${String(ctx.fyEndYear % 100).padStart(2, "0")}`;
  return `The ${ctx.set.name} factor set has no emission factor for ${label}${year}`;
}

/** The message when contractual instruments claim more electricity than was bought. */
function instrumentsAboveGridMessage(field: Scope2Instrument, covered: number, grid: number, alone: boolean): string {
  if (alone) return `${GHG_FIELD_LABELS[field]} cannot exceed grid electricity`;
  return `Renewable energy certificates, green tariff and PPA electricity together (${formatFixed(covered, 2)} kWh) cannot exceed grid electricity (${formatFixed(grid, 2)} kWh)`;
}

type Priced = { id: string; factor: EmissionFactor; quantity: number; label?: string; scope3Category?: number };

/**
 * Emissions in kg CO2e per source (quantity × the set's factor for the year), per scope and in
 * total; kg to 2 decimals, tons (kg / 1000) to 3. Totals add the unrounded figures, then round once.
 *
 * - Scope 1: fuels, company vehicles, refrigerants by gas (10 kg R-134a in the SPEC set = 14,300 kg
 *   CO2e; HCFC-22 is reported outside the scopes), and process emissions entered as tCO2e.
 * - Scope 2 location-based: grid electricity × the set's grid average for the year, plus purchased
 *   heat/steam. Market-based: see `marketBased`.
 * - Scope 3 by the GHG Protocol's fifteen categories: activity × factor where the set has one
 *   (purchased goods 1, freight 4 and 9, waste 5, business travel 6, commuting 7), plus each
 *   category's directly entered tCO2e.
 *
 * Blank or non-numeric quantities count as zero (non-numeric ones are reported to `onUnreadable`);
 * a negative one, one above MAX_AMOUNT, one the set has no factor for, or instruments covering more
 * electricity than was bought, is refused with CalculatorInputError naming the field.
 */
export function calculateGhg(input: GhgInput, ctx: FactorContext, onUnreadable?: UnreadableNotice): GhgResult {
  const priced: Priced[] = [];
  const resolve = (field: string, key: string, label: string, quantity: number) => {
    const factor = resolveFactor(ctx.set, key, ctx.fyEndYear);
    if (!factor && quantity > 0) throw new CalculatorInputError(field, missingFactorMessage(label, ctx));
    return factor;
  };

  for (const [field, spec] of Object.entries(GHG_ROWS) as [GhgRowField, RowSpec][]) {
    (input[field] ?? []).forEach((typed, i) => {
      const row = { ...typed, type: activityKeyOf(ctx.set, typed.type, spec.category) };
      const path = `${field}.${i}.quantity`;
      const quantity = checkAmount(row.quantity, path, rowLabel(field, row.type, ctx.set), onUnreadable);
      const name = activityLabel(row.type, ctx.set);
      const found = resolve(path, row.type, name, quantity);
      // A type of another kind (a fuel key in the vehicle rows) is no factor for this row.
      const factor = found && found.category === spec.category ? found : undefined;
      if (found && !factor && quantity > 0) throw new CalculatorInputError(path, missingFactorMessage(name, ctx));
      if (!factor) return;
      const scope3Category = "scope3Category" in spec ? spec.scope3Category : undefined;
      const label =
        field === "vehicles"
          ? `${factor.label} (company vehicle)`
          : field === "freightUpstream"
            ? `${factor.label}, inbound (cat. 4)`
            : field === "freightDownstream"
              ? `${factor.label}, outbound (cat. 9)`
              : undefined;
      priced.push({ id: `${spec.prefix}-${i}`, factor, quantity, label, scope3Category });
    });
  }

  for (const { field, key } of SINGLES) {
    const quantity = checkAmount(input[field], field, GHG_FIELD_LABELS[field], onUnreadable);
    const factor = resolve(field, key, GHG_FIELD_LABELS[field].toLowerCase(), quantity);
    if (factor) priced.push({ id: field, factor, quantity, scope3Category: factor.scope3Category });
  }

  const instruments = readInstruments(input, onUnreadable);

  const direct: GhgDirectResult[] = [];
  (input.process ?? []).forEach((row, i) => {
    const field = `process.${i}.tco2e`;
    const tco2e = checkAmount(row.tco2e, field, processLabel(row, i), onUnreadable);
    direct.push({ id: `process-${i}`, field, label: row.description?.trim() || "Process emissions", scope: 1, tco2e, ...emission(tco2e * 1000) });
  });
  for (const { category } of SCOPE3_CATEGORIES) {
    const key = `cat${category}` as Scope3DirectKey;
    const field = `scope3Direct.${key}`;
    const tco2e = checkAmount(input.scope3Direct?.[key], field, scope3DirectLabel(category), onUnreadable);
    direct.push({
      id: `scope3-${key}`,
      field,
      label: `Scope 3 category ${category} (${scope3CategoryName(category)}), entered as tCO2e`,
      scope: 3,
      scope3Category: category,
      tco2e,
      ...emission(tco2e * 1000),
    });
  }

  const exact: Record<Scope, number> = { 1: 0, 2: 0, 3: 0 };
  const byCategory = new Map<number, { activity: number; direct: number }>(SCOPE3_CATEGORIES.map((c) => [c.category, { activity: 0, direct: 0 }]));
  let outside = 0;
  const used = new Map<string, EmissionFactor>();
  const sources: GhgSourceResult[] = priced.map(({ id, factor: f, quantity, label, scope3Category }) => {
    const kg = quantity * f.value;
    if (f.outsideScopes) outside += kg;
    else {
      exact[f.scope] += kg;
      if (f.scope === 3 && scope3Category) byCategory.get(scope3Category)!.activity += kg;
    }
    if (quantity > 0) used.set(f.id, f);
    return {
      id,
      factorId: f.id,
      factorKey: f.key,
      label: label ?? f.label,
      scope: f.scope,
      scope3Category: f.scope === 3 ? scope3Category : undefined,
      outsideScopes: f.outsideScopes ?? false,
      quantity,
      unit: f.unit,
      factor: f.value,
      source: f.source,
      ...emission(kg),
    };
  });
  for (const d of direct) {
    const kg = d.tco2e * 1000;
    exact[d.scope] += kg;
    if (d.scope3Category) byCategory.get(d.scope3Category)!.direct += kg;
  }

  const location = exact[2];
  const { market, marketKg } = marketBased(instruments, sources, ctx);

  return {
    sources,
    direct,
    scopes: { 1: emission(exact[1]), 2: emission(location), 3: emission(exact[3]) },
    scope2Location: emission(location),
    scope2Market: emission(marketKg),
    market,
    scope3Categories: SCOPE3_CATEGORIES.map(({ category, name }) => {
      const { activity, direct: entered } = byCategory.get(category)!;
      return { category, name, activityKg: round(activity, 2), directKg: round(entered, 2), ...emission(activity + entered) };
    }),
    scope12: emission(exact[1] + location),
    total: emission(exact[1] + location + exact[3]),
    outsideScopes: emission(outside),
    factorsUsed: [...used.values()],
    setId: ctx.set.id,
    fyEndYear: ctx.fyEndYear,
  };
}

type Instruments = { grid: number; values: Record<Scope2Instrument, number> };

/** Reads the instruments and refuses them when together they claim more than the grid electricity bought. */
function readInstruments(input: GhgInput, onUnreadable?: UnreadableNotice): Instruments {
  // The grid figure is read (and reported if unreadable) with the single inputs; re-read quietly here.
  const grid = checkAmount(input.electricity, "electricity", GHG_FIELD_LABELS.electricity);
  const values = Object.fromEntries(SCOPE2_INSTRUMENTS.map((f) => [f, checkAmount(input[f], f, GHG_FIELD_LABELS[f], onUnreadable)])) as Record<
    Scope2Instrument,
    number
  >;
  let covered = 0;
  for (const field of SCOPE2_INSTRUMENTS) {
    covered += values[field];
    // Compared as shown (2 decimals), so a remainder that would display as negative is refused.
    if (values[field] > 0 && round(grid - covered, 2) < 0) {
      throw new CalculatorInputError(field, instrumentsAboveGridMessage(field, covered, grid, covered === values[field]));
    }
  }
  return { grid, values };
}

/**
 * Market-based Scope 2 (GHG Protocol Scope 2 Guidance, 2015, chapter 6 and Table 6.3): each kWh is
 * priced by the most precise instrument that conveys its attributes — energy attribute
 * certificates, then contracts such as PPAs, then a supplier-specific rate (a green tariff), then a
 * residual mix, and only then the grid average. Certificates, green tariffs and renewable PPAs
 * carry 0 kg CO2e per kWh. India publishes no residual mix (the grid average after removing the
 * renewable attributes sold as certificates or contracts), so the uncovered remainder falls to the
 * last tier, CEA's grid average, as the Guidance allows where no residual mix exists; that average
 * still contains the claimed renewables, so the market-based figure is slightly overstated rather
 * than understated. Heat and steam have no instrument here and count as under location-based.
 */
function marketBased({ grid, values }: Instruments, sources: GhgSourceResult[], ctx: FactorContext) {
  const gridFactor = resolveFactor(ctx.set, "grid_electricity", ctx.fyEndYear) ?? null;
  const covered = SCOPE2_INSTRUMENTS.reduce((sum, f) => sum + values[f], 0);
  const uncovered = Math.max(0, grid - covered);
  const heat = sources.find((s) => s.id === "heatSteam");
  const heatExact = heat ? heat.quantity * heat.factor : 0;
  const marketKg = (gridFactor ? uncovered * gridFactor.value : 0) + heatExact;
  const market: Scope2MarketDetail = {
    gridKwh: round(grid, 2),
    instruments: { recs: round(values.recs, 2), greenTariff: round(values.greenTariff, 2), ppa: round(values.ppa, 2) },
    coveredKwh: round(covered, 2),
    uncoveredKwh: round(uncovered, 2),
    gridFactor,
    heatSteamKg: round(heatExact, 2),
  };
  return { market, marketKg };
}

/** Sources that emitted something inside the scopes, summed by label (two diesel rows make one bar). */
export function emissionsBySource(result: GhgResult): { label: string; scope: Scope; kg: number }[] {
  const byKey = new Map<string, { label: string; scope: Scope; kg: number }>();
  const add = (label: string, scope: Scope, kg: number) => {
    const seen = byKey.get(label);
    if (seen) seen.kg = round(seen.kg + kg, 2);
    else byKey.set(label, { label, scope, kg });
  };
  for (const s of result.sources) if (s.kg > 0 && !s.outsideScopes) add(s.label, s.scope, s.kg);
  for (const d of result.direct ?? []) if (d.kg > 0) add(d.scope === 1 ? d.label : `Scope 3 cat. ${d.scope3Category} (entered)`, d.scope, d.kg);
  return [...byKey.values()];
}
