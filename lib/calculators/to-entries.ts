import { editionOf, setLabel, type EmissionFactor, type Scope } from "@/lib/factors";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import type { EnergyResult } from "./energy";
import { formatFactor, type FactorContext } from "./factors";
import type { GhgDirectResult, GhgResult } from "./ghg";
import { plainFigure } from "./numbers";
import { scope3CategoryMetric } from "./scope3";
import { WASTE_CATEGORIES, WASTE_HANDLING, type WasteCategoryField, type WasteHandlingField, type WasteResult } from "./waste";
import type { WaterResult, WaterSource } from "./water";

export { GJ_PER_KWH } from "./energy";

/** The body of POST /api/esg-data as the calculators send it (SPEC section 7), stamped as a calculation. */
export type CalculatedEntry = {
  company_id: string;
  framework: "BRSR";
  category: "environmental";
  metric: string;
  value: string;
  unit: string;
  period: string;
  notes: string;
  source: "calculator";
};

export const CALCULATOR_NAMES = {
  ghg: "GHG Emissions Calculator",
  water: "Water Usage Calculator",
  waste: "Waste Management Calculator",
  energy: "Energy Calculator",
} as const;

export type CalculatorKind = keyof typeof CALCULATOR_NAMES;

/**
 * The metric names the calculators file under: the BRSR questionnaire's own (lib/frameworks/questionnaire/
 * p6.ts) wherever it has a cell for the figure, so a saved figure fills its cell for the chosen
 * year. Three kinds have no cell of their own and are saved beside BRSR's: the market-based Scope 2
 * figure, Scope 3 by category (L2 asks only for the total), and — as the derived cell's `given`
 * total — Scope 1 + 2. No SPEC rate is saved as a BRSR or GRI figure.
 */
export const CALCULATOR_METRICS = {
  scope: { 1: BRSR_METRIC.scope1, 2: BRSR_METRIC.scope2, 3: BRSR_METRIC.scope3 } as Record<Scope, string>,
  scope2Market: "Scope 2 emissions (market-based)",
  /** P6 E7's 'S12' cell accepts this as a given total; it must equal Scope 1 + Scope 2. */
  scope12: "Total Scope 1 and Scope 2 emissions",
  scope3Category: scope3CategoryMetric,
  /** P6 E3 withdrawal rows: municipal supply is third-party water; harvested rainwater is filed under 'Others'. */
  withdrawal: {
    surface: "Water withdrawal: surface water",
    groundwater: "Water withdrawal: groundwater",
    municipal: "Water withdrawal: third party water",
    seawater: "Water withdrawal: seawater / desalinated water",
    rainwater: "Water withdrawal: others",
  } as Record<WaterSource, string>,
  waterConsumption: BRSR_METRIC.waterConsumption,
  waterDischarge: BRSR_METRIC.waterDischarge,
  /** P6 E9's derived total: the calculator saves its rows A–H instead. */
  wasteGenerated: BRSR_METRIC.wasteGenerated,
  wasteCategory: Object.fromEntries(WASTE_CATEGORIES.map((c) => [c.field, c.metric])) as Record<WasteCategoryField, string>,
  wasteHandling: Object.fromEntries(WASTE_HANDLING.map((h) => [h.field, h.metric])) as Record<WasteHandlingField, string>,
  wasteRecycled: "Waste recovered: recycled",
  wasteIncinerated: "Waste disposed: incineration",
  renewableElectricity: "Renewable electricity consumption",
  renewableFuel: "Renewable fuel consumption",
  otherRenewable: "Renewable energy consumption through other sources",
  nonRenewableElectricity: "Non-renewable electricity consumption",
  nonRenewableFuel: "Non-renewable fuel consumption",
  otherNonRenewable: "Non-renewable energy consumption through other sources",
} as const;

/**
 * What every entry builder takes: the company, the financial year the figures are for as its label
 * ('FY 2025-26'), and the factors the calculation was priced with (water and waste use none).
 */
export type EntriesContext = { companyId: string; period: string; factors: FactorContext };

const MAX_NOTES = 2000;

function builder(kind: CalculatorKind, { companyId, period }: EntriesContext, detail = "") {
  const base = `Auto-calculated using ${CALCULATOR_NAMES[kind]}`;
  return (metric: string, value: string, unit: string, extra = ""): CalculatedEntry => ({
    company_id: companyId,
    framework: "BRSR",
    category: "environmental",
    metric,
    value,
    unit,
    period,
    notes: [base, detail, extra].filter(Boolean).join(". ").slice(0, MAX_NOTES),
    source: "calculator",
  });
}

/** 'Diesel (HSD) 2.642 kg CO2e/litre (IPCC, 2006)' — what a saved figure was priced with. */
function describeFactor(f: EmissionFactor): string {
  const publisher = f.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1");
  const own = f.override ? `, the company's own value replacing ${formatFactor(f.override.libraryValue)} (${f.override.reason})` : "";
  return `${f.label} ${formatFactor(f.value)} kg CO2e/${f.unit} (${publisher}, ${editionOf(f)}${own})`;
}

/** Whether a GHG result has anything to save (see ghgEntries). */
export function hasGhgEntries(result: GhgResult): boolean {
  return ([1, 2, 3] as const).some((s) => result.scopes[s].kg > 0);
}

function ghgNotes(factors: EmissionFactor[], direct: GhgDirectResult[]): string {
  return [
    factors.length ? `Factors: ${factors.map(describeFactor).join("; ")}` : "",
    direct.length
      ? `Entered directly as tCO2e: ${direct.map((d) => (d.scope === 1 ? `${d.label} ${plainFigure(d.tco2e, 3)}` : plainFigure(d.tco2e, 3))).join("; ")}`
      : "",
  ]
    .filter(Boolean)
    .join(". ");
}

/**
 * BRSR's GHG figures in tCO2e (3 decimals), each under its own metric, with the factor set and the
 * factors (or directly entered figures) behind it in the notes:
 * - Scope 1; Scope 2 location-based (P6 E7's row); Scope 2 market-based; Scope 1 + Scope 2 (the
 *   BRSR Core total P6 E7 divides);
 * - Scope 3 (P6 L2), and each GHG Protocol category with emissions.
 * Totals are rounded from the unrounded sum, as on screen, so a total may differ from the sum of its
 * rounded parts by 0.001 t (the questionnaire's check allows for rounding).
 * Nothing mixes Scope 3 into Scope 1 + 2. A scope with nothing entered is left out rather than saved
 * as 0, so it cannot overwrite a real figure; HCFC-22 is outside the scopes and not saved.
 */
export function ghgEntries(result: GhgResult, ctx: EntriesContext): CalculatedEntry[] {
  const entry = builder("ghg", ctx, `Factor set: ${setLabel(ctx.factors.set, ctx.factors.fyEndYear)}`);
  const byId = new Map(result.factorsUsed.map((f) => [f.id, f]));
  const factorsOf = (match: (s: GhgResult["sources"][number]) => boolean) => [
    ...new Map(result.sources.filter((s) => s.quantity > 0 && !s.outsideScopes && match(s)).map((s) => [s.factorId, byId.get(s.factorId)!])).values(),
  ];
  const directOf = (match: (d: GhgDirectResult) => boolean) => result.direct.filter((d) => d.kg > 0 && match(d));
  const entries: CalculatedEntry[] = [];

  const s1Tons = result.scopes[1].tons;
  const s2Tons = result.scope2Location.tons;
  if (result.scopes[1].kg > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.scope[1],
        plainFigure(s1Tons, 3),
        "tCO2e",
        ghgNotes(
          factorsOf((s) => s.scope === 1),
          directOf((d) => d.scope === 1),
        ),
      ),
    );
  }
  if (result.scope2Location.kg > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.scope[2],
        plainFigure(s2Tons, 3),
        "tCO2e",
        ghgNotes(
          factorsOf((s) => s.scope === 2),
          [],
        ),
      ),
    );
    entries.push(entry(CALCULATOR_METRICS.scope2Market, plainFigure(result.scope2Market.tons, 3), "tCO2e", marketNotes(result)));
  }
  if (result.scopes[1].kg > 0 || result.scope2Location.kg > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.scope12,
        plainFigure(result.scope12.tons, 3),
        "tCO2e",
        `Scope 1 (${plainFigure(s1Tons, 3)} tCO2e) + Scope 2 location-based (${plainFigure(s2Tons, 3)} tCO2e); Scope 3 is not included`,
      ),
    );
  }

  const categories = result.scope3Categories.filter((c) => c.kg > 0);
  if (categories.length) {
    entries.push(
      entry(
        CALCULATOR_METRICS.scope[3],
        plainFigure(result.scopes[3].tons, 3),
        "tCO2e",
        [
          `Sum of GHG Protocol categories ${categories.map((c) => c.category).join(", ")}`,
          ghgNotes(
            factorsOf((s) => s.scope === 3),
            [],
          ),
        ]
          .filter(Boolean)
          .join(". "),
      ),
    );
    for (const c of categories) {
      entries.push(
        entry(
          CALCULATOR_METRICS.scope3Category(c.category),
          plainFigure(c.tons, 3),
          "tCO2e",
          ghgNotes(
            factorsOf((s) => s.scope === 3 && s.scope3Category === c.category),
            directOf((d) => d.scope === 3 && d.scope3Category === c.category),
          ),
        ),
      );
    }
  }
  return entries;
}

function marketNotes(result: GhgResult): string {
  const { market } = result;
  const parts = [
    `Market-based: ${plainFigure(market.coveredKwh, 2)} kWh under contractual instruments (RECs ${plainFigure(market.instruments.recs, 2)}, green tariff ${plainFigure(market.instruments.greenTariff, 2)}, renewable PPA / captive ${plainFigure(market.instruments.ppa, 2)} kWh) at 0 kg CO2e/kWh`,
    market.gridFactor
      ? `the remaining ${plainFigure(market.uncoveredKwh, 2)} kWh at ${describeFactor(market.gridFactor)}, the grid average, because India publishes no residual mix (GHG Protocol Scope 2 Guidance, Table 6.3)`
      : "",
    market.heatSteamKg > 0 ? `purchased heat/steam as under location-based (${plainFigure(market.heatSteamKg, 2)} kg CO2e)` : "",
  ];
  return parts.filter(Boolean).join("; ");
}

/**
 * SEBI's P6 E1 rows in GJ: A (renewable electricity) when electricity was bought or generated from
 * renewables on site, D (the rest of the electricity bought) when electricity was bought, B and E
 * (renewable and other fuel) and C and F (other sources) when entered; the totals and the renewable
 * share are the questionnaire's sums. The notes state the energy contents and their calorific basis.
 * Nothing is saved when the renewable percentage is above 100 (row D would be negative).
 */
export function energyEntries(result: EnergyResult, ctx: EntriesContext): CalculatedEntry[] {
  if (result.saveProblem) return [];
  const basisOf = (row: "B" | "E") =>
    result.fuels
      .filter((f) => f.row === row)
      .map((f) => `${f.content.label.toLowerCase()} ${formatFactor(f.kwhPerUnit)} kWh/${f.unit} (${f.content.basis})`)
      .join("; ");
  const quantities = (row: "B" | "E") =>
    result.fuels
      .filter((f) => f.row === row)
      .map((f) => `${f.label} ${plainFigure(f.quantity, 2)} ${f.unit}`)
      .join(", ");
  const entry = builder("energy", ctx);
  const entries: CalculatedEntry[] = [];
  const { brsr } = result;
  if (result.electricityKwh > 0) {
    const onsite = result.onsiteRenewableKwh > 0 ? ` + on-site renewable generation ${plainFigure(result.onsiteRenewableKwh, 2)} kWh` : "";
    entries.push(
      entry(
        CALCULATOR_METRICS.renewableElectricity,
        plainFigure(brsr.renewableElectricityGj, 3),
        "GJ",
        `${plainFigure(result.renewableElectricityKwh, 2)} kWh: the supplier's renewable share of ${plainFigure(result.gridKwh, 2)} kWh bought${onsite}`,
      ),
    );
  }
  if (result.gridKwh > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.nonRenewableElectricity,
        plainFigure(brsr.nonRenewableElectricityGj, 3),
        "GJ",
        `${plainFigure(result.nonRenewableElectricityKwh, 2)} kWh`,
      ),
    );
  }
  if (result.renewableFuelKwh > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.renewableFuel,
        plainFigure(brsr.renewableFuelGj, 3),
        "GJ",
        `${plainFigure(result.renewableFuelKwh, 2)} kWh from ${quantities("B")}; energy content: ${basisOf("B")}`,
      ),
    );
  }
  if (brsr.otherRenewableGj > 0) entries.push(entry(CALCULATOR_METRICS.otherRenewable, plainFigure(brsr.otherRenewableGj, 3), "GJ", "Entered in GJ"));
  if (result.nonRenewableFuelKwh > 0) {
    entries.push(
      entry(
        CALCULATOR_METRICS.nonRenewableFuel,
        plainFigure(brsr.nonRenewableFuelGj, 3),
        "GJ",
        `${plainFigure(result.nonRenewableFuelKwh, 2)} kWh; energy content: ${basisOf("E")}`,
      ),
    );
  }
  if (brsr.otherNonRenewableGj > 0) entries.push(entry(CALCULATOR_METRICS.otherNonRenewable, plainFigure(brsr.otherNonRenewableGj, 3), "GJ", "Entered in GJ"));
  return entries;
}

/**
 * P6 E3 withdrawal by source (kL; sources with water only), BRSR's consumption = withdrawal −
 * discharge, and the discharge total (P6 E4's given total). SPEC's net-of-recycling figure and
 * the rates are not saved.
 */
export function waterEntries(result: WaterResult, ctx: EntriesContext): CalculatedEntry[] {
  const entry = builder("water", ctx);
  const entries: CalculatedEntry[] = [];
  const why: Partial<Record<WaterSource, string>> = {
    rainwater: "Rainwater harvested, filed under BRSR's 'Others'",
    municipal: "Municipal supply, filed as third-party water",
  };
  for (const [source, metric] of Object.entries(CALCULATOR_METRICS.withdrawal) as [WaterSource, string][]) {
    const value = result.bySource[source];
    if (value > 0) entries.push(entry(metric, plainFigure(value, 2), "kL", why[source] ?? ""));
  }
  if (result.withdrawn > 0 || result.discharged > 0) {
    entries.push(
      entry(CALCULATOR_METRICS.waterConsumption, plainFigure(result.consumption, 2), "kL", "Consumption = withdrawal − discharge (BRSR P6 E3, GRI 303-5)"),
    );
    entries.push(entry(CALCULATOR_METRICS.waterDischarge, plainFigure(result.discharged, 2), "kL"));
  }
  return entries;
}

/**
 * Tonnes for P6 E9: each category A–H generated, and each recovery and disposal row, where entered.
 * The total is the questionnaire's sum of A–H and is not saved (a saved total could disagree with
 * rows entered later); incineration is disposal, not recovery; SPEC's rates stay on screen.
 */
export function wasteEntries(result: WasteResult, ctx: EntriesContext): CalculatedEntry[] {
  const entry = builder("waste", ctx);
  const entries: CalculatedEntry[] = [];
  for (const c of WASTE_CATEGORIES) {
    const value = result.byCategory[c.field];
    if (value > 0) entries.push(entry(c.metric, plainFigure(value, 2), "t", c.hazardous ? "Counted as hazardous waste" : ""));
  }
  const handled: Record<WasteHandlingField, number> = { ...result.recovered, ...result.disposed };
  for (const h of WASTE_HANDLING) {
    const value = handled[h.field];
    if (value > 0)
      entries.push(entry(h.metric, plainFigure(value, 2), "t", h.field === "incinerated" ? "Incineration counted as disposal (BRSR P6 E9, GRI 306-5)" : ""));
  }
  return entries;
}
