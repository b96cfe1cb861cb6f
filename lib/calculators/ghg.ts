import { activityLabel, optionsOf, resolveFactor, type EmissionFactor, type FactorCategory, type FactorSource, type Scope } from "@/lib/factors";
import type { FactorContext } from "./factors";
import { CalculatorInputError, checkAmount, round, type Amount, type UnreadableNotice } from "./numbers";

/** One row of a repeatable input: the activity (a factor key of the set) and its quantity. */
export type ActivityRow = { type: string; quantity: Amount };

export type GhgInput = {
  fuels: ActivityRow[];
  /** Company-owned vehicles, distance in the factor's unit (km). */
  vehicles: ActivityRow[];
  /** Refrigerant leaked (topped up), kg, by gas. */
  refrigerants: ActivityRow[];
  electricity: Amount;
  heatSteam: Amount;
  /** Employee commuting by mode, in the mode's unit (passenger-km or vehicle-km). */
  commuting: ActivityRow[];
  wasteDisposal: Amount;
  purchasedGoods: Amount;
};

export type Emission = { kg: number; tons: number };

export type GhgSourceResult = Emission & {
  /** Stable per input row: "fuel-0", "vehicle-1", "refrigerant-0", "electricity", … */
  id: string;
  factorId: string;
  factorKey: string;
  label: string;
  scope: Scope;
  /** Reported separately, outside Scopes 1–3 (HCFC-22). */
  outsideScopes: boolean;
  quantity: number;
  unit: string;
  factor: number;
  source: FactorSource;
};

export type GhgResult = {
  sources: GhgSourceResult[];
  scopes: Record<Scope, Emission>;
  /** Scope 1 + Scope 2: BRSR P6 E7's total (the questionnaire derives it; never saved from here). */
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

/** Human names of the single-value inputs, used in refusal messages. */
export const GHG_FIELD_LABELS = {
  electricity: "Grid electricity",
  heatSteam: "Purchased heat/steam",
  wasteDisposal: "Waste disposal",
  purchasedGoods: "Purchased goods",
} as const;

/** How each repeatable input names its rows and quantity in messages. */
export const GHG_ROWS = {
  fuels: { category: "fuel", prefix: "fuel", noun: "quantity" },
  vehicles: { category: "vehicle", prefix: "vehicle", noun: "distance" },
  refrigerants: { category: "refrigerant", prefix: "refrigerant", noun: "leakage" },
  commuting: { category: "commuting", prefix: "commuting", noun: "distance" },
} as const satisfies Record<string, { category: FactorCategory; prefix: string; noun: string }>;

type RowField = keyof typeof GHG_ROWS;

/** The message of a quantity row: 'Diesel (HSD) quantity', 'R-410A (R-32/R-125 50/50) leakage'. */
export const rowLabel = (field: RowField, type: string, set?: FactorContext["set"]) => `${activityLabel(type, set)} ${GHG_ROWS[field].noun}`;

/** One empty row of each repeatable input (the set's first activity of that kind), and blank single inputs. */
export const emptyGhgInput = (set?: FactorContext["set"]): GhgInput => {
  const first = (field: RowField, fallback: string) => (set ? (optionsOf(set, GHG_ROWS[field].category)[0]?.key ?? fallback) : fallback);
  return {
    fuels: [{ type: first("fuels", "diesel"), quantity: "" }],
    vehicles: [{ type: first("vehicles", "car"), quantity: "" }],
    refrigerants: [{ type: first("refrigerants", "r134a"), quantity: "" }],
    electricity: "",
    heatSteam: "",
    commuting: [{ type: first("commuting", "employee_commuting"), quantity: "" }],
    wasteDisposal: "",
    purchasedGoods: "",
  };
};

function emission(kg: number): Emission {
  return { kg: round(kg, 2), tons: round(kg / 1000, 3) };
}

const SINGLES: { field: keyof typeof GHG_FIELD_LABELS; key: string }[] = [
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

/**
 * Emissions in kg CO2e per source (quantity × the set's factor for the year), per scope and in
 * total; kg to 2 decimals, tons (kg / 1000) to 3. Totals add the unrounded figures, then round once.
 * Refrigerants use each gas's GWP (10 kg R-134a in the SPEC set = 14,300 kg CO2e); HCFC-22 is
 * reported outside the scopes. Blank or non-numeric quantities count as zero (non-numeric ones are
 * reported to `onUnreadable`); a negative one, one above MAX_AMOUNT, or one the set has no factor
 * for, is refused with CalculatorInputError.
 */
export function calculateGhg(input: GhgInput, ctx: FactorContext, onUnreadable?: UnreadableNotice): GhgResult {
  const raw: { id: string; field: string; factor: EmissionFactor; quantity: number; label?: string }[] = [];
  const price = (field: string, key: string, label: string, quantity: number) => {
    const factor = resolveFactor(ctx.set, key, ctx.fyEndYear);
    if (!factor) {
      if (quantity > 0) throw new CalculatorInputError(field, missingFactorMessage(label, ctx));
      return undefined;
    }
    return factor;
  };

  for (const [field, spec] of Object.entries(GHG_ROWS) as [RowField, (typeof GHG_ROWS)[RowField]][]) {
    input[field].forEach((row, i) => {
      const path = `${field}.${i}.quantity`;
      const label = rowLabel(field, row.type, ctx.set);
      const quantity = checkAmount(row.quantity, path, label, onUnreadable);
      const name = activityLabel(row.type, ctx.set);
      const found = price(path, row.type, name, quantity);
      // A type of another kind (a fuel key in the vehicle rows) is no factor for this row.
      const factor = found && found.category === spec.category ? found : undefined;
      if (found && !factor && quantity > 0) throw new CalculatorInputError(path, missingFactorMessage(name, ctx));
      if (factor) raw.push({ id: `${spec.prefix}-${i}`, field: path, factor, quantity, label: field === "vehicles" ? `${factor.label} (company vehicle)` : undefined });
    });
  }
  for (const { field, key } of SINGLES) {
    const quantity = checkAmount(input[field], field, GHG_FIELD_LABELS[field], onUnreadable);
    const factor = price(field, key, GHG_FIELD_LABELS[field].toLowerCase(), quantity);
    if (factor) raw.push({ id: field, field, factor, quantity });
  }

  const exact: Record<Scope, number> = { 1: 0, 2: 0, 3: 0 };
  let outside = 0;
  const used = new Map<string, EmissionFactor>();
  const sources: GhgSourceResult[] = raw.map(({ id, factor: f, quantity, label }) => {
    const kg = quantity * f.value;
    if (f.outsideScopes) outside += kg;
    else exact[f.scope] += kg;
    if (quantity > 0) used.set(f.id, f);
    return {
      id,
      factorId: f.id,
      factorKey: f.key,
      label: label ?? f.label,
      scope: f.scope,
      outsideScopes: f.outsideScopes ?? false,
      quantity,
      unit: f.unit,
      factor: f.value,
      source: f.source,
      ...emission(kg),
    };
  });

  return {
    sources,
    scopes: { 1: emission(exact[1]), 2: emission(exact[2]), 3: emission(exact[3]) },
    scope12: emission(exact[1] + exact[2]),
    total: emission(exact[1] + exact[2] + exact[3]),
    outsideScopes: emission(outside),
    factorsUsed: [...used.values()],
    setId: ctx.set.id,
    fyEndYear: ctx.fyEndYear,
  };
}

/** Sources that emitted something inside the scopes, summed by label (two diesel rows make one bar). */
export function emissionsBySource(result: GhgResult): { label: string; scope: Scope; kg: number }[] {
  const byKey = new Map<string, { label: string; scope: Scope; kg: number }>();
  for (const s of result.sources) {
    if (s.kg <= 0 || s.outsideScopes) continue;
    const seen = byKey.get(s.label);
    if (seen) seen.kg = round(seen.kg + s.kg, 2);
    else byKey.set(s.label, { label: s.label, scope: s.scope, kg: s.kg });
  }
  return [...byKey.values()];
}
