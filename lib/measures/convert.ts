/**
 * Unit conversion for the figures BRSR tables hold. A cell has one canonical unit ('GJ', 'kL',
 * 't', 'tCO2e', '₹'); an entry keeps the unit it was typed with, and is converted on reading.
 * Units that cannot be converted are refused with a reason, never guessed.
 */

type Dimension = "energy" | "volume" | "mass" | "ghg" | "money" | "percent" | "count" | "days";

/** Factor to the dimension's base unit (J, kL, t, tCO2e, ₹, %, count, days). */
const UNITS: Record<string, { dimension: Dimension; factor: number }> = {};
/** Each unit's usual spelling (the first given), by dimension, in the order defined (the base unit first). */
const USUAL: Partial<Record<Dimension, string[]>> = {};

function define(dimension: Dimension, factor: number, ...spellings: string[]) {
  for (const s of spellings) UNITS[normaliseUnit(s)] = { dimension, factor };
  (USUAL[dimension] ??= []).push(spellings[0]);
}

/** 'Metric Tonnes', 'metric  tonnes' and 'MT' compare equal; '₹' and 'Rs.' too. */
export function normaliseUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/co₂/g, "co2").replace(/³/g, "3").replace(/\s+/g, " ").replace(/\.$/, "");
}

// Energy, base GJ. 1 kWh = 3.6 MJ.
define("energy", 1, "GJ", "gigajoule", "gigajoules", "giga joules");
define("energy", 1e-9, "J", "joule", "joules");
define("energy", 1e-6, "kJ");
define("energy", 1e-3, "MJ", "megajoule", "megajoules");
define("energy", 1e3, "TJ", "terajoule", "terajoules");
define("energy", 1e6, "PJ", "petajoule", "petajoules");
define("energy", 0.0036, "kWh", "kwh", "units (kWh)");
define("energy", 3.6, "MWh");
define("energy", 3600, "GWh");
// Volume, base kL.
define("volume", 1, "kL", "kl", "kilolitre", "kilolitres", "kiloliter", "kiloliters", "m3", "cubic metre", "cubic metres", "cubic meter", "cubic meters");
define("volume", 1e-3, "L", "litre", "litres", "liter", "liters");
define("volume", 1e3, "ML", "megalitre", "megalitres", "million litres", "mn litres", "mn l");
define("volume", 1e6, "GL", "gigalitre", "gigalitres");
// Mass, base metric tonne.
define("mass", 1, "t", "tonne", "tonnes", "metric tonne", "metric tonnes", "MT", "mt", "tons", "ton");
define("mass", 1e-3, "kg", "kilogram", "kilograms", "kgs");
define("mass", 1e3, "kt", "kilotonne", "kilotonnes", "thousand tonnes");
define("mass", 1e5, "lakh tonnes", "lakh t");
// GHG, base tCO2e. 'MtCO2e' is how most Indian filers write metric tonnes (BRSR_FORMAT.md §7.2).
define(
  "ghg",
  1,
  "tCO2e",
  "t CO2e",
  "tCO2",
  "tonnes CO2e",
  "tonnes of CO2e",
  "tonnes CO2 equivalent",
  "tonnes of CO2 equivalent",
  "metric tonnes of CO2 equivalent",
  "metric tonnes CO2e",
  "MT CO2e",
  "MTCO2e",
  "MtCO2e",
  "tCO2eq",
  "t CO2 eq",
);
define("ghg", 1e-3, "kgCO2e", "kg CO2e", "kg CO2", "kgCO2");
define("ghg", 1e3, "ktCO2e", "kt CO2e", "thousand tCO2e");
define("ghg", 1e5, "lakh tCO2e", "lakh tonnes CO2e");
define("ghg", 1e6, "million tCO2e", "mn tCO2e", "million tonnes CO2e");
// Money, base rupee.
define("money", 1, "₹", "INR", "Rs", "rupees", "rupee", "₹ (rupees)");
define("money", 1e3, "₹ thousand", "INR thousand", "Rs thousand");
define("money", 1e5, "₹ lakh", "INR lakh", "Rs lakh", "₹ lakhs", "INR lakhs", "Rs lakhs", "lakh", "lakhs");
define("money", 1e6, "₹ million", "INR million", "Rs million", "INR mn", "₹ mn");
define("money", 1e7, "₹ crore", "INR crore", "Rs crore", "₹ cr", "INR cr", "Rs cr", "₹ crores", "INR crores", "Rs crores", "crore", "crores", "cr");
define("money", 1e9, "₹ billion", "INR billion", "INR bn", "₹ bn");
define("percent", 1, "%", "percent", "per cent", "percentage");
define("count", 1, "count", "number", "no", "no.", "nos", "people", "persons", "employees", "cases", "complaints", "instances");
define("days", 1, "days", "day");

type Conversion = { ok: true; value: number } | { ok: false; reason: string };

/**
 * `value` typed in `from`, expressed in `to`. An empty `from` means the cell's own unit. Units
 * outside the table convert only to themselves (same spelling after normalising).
 */
export function convertUnit(value: number, from: string, to: string): Conversion {
  const f = normaliseUnit(from);
  const t = normaliseUnit(to);
  if (!f || f === t || !t) return { ok: true, value };
  const a = UNITS[f];
  const b = UNITS[t];
  if (a && b && a.dimension === b.dimension) return { ok: true, value: (value * a.factor) / b.factor };
  return { ok: false, reason: `unit '${from.trim()}' cannot be converted to ${to}` };
}

/** Whether a unit is one this module knows, and which dimension it measures. */
export function unitDimension(unit: string): Dimension | null {
  return UNITS[normaliseUnit(unit)]?.dimension ?? null;
}

const SCALE_WORD = /\b(?:thousand|lakhs?|lacs?|crores?|cr|million|mn|billion|bn)\b\.?/i;

/**
 * The unit a typed figure is in. A figure that carries its own scale word ('2.6 crore') is already
 * scaled by the number reader, so a scale in the unit ('₹ crore') must not apply a second time:
 * the unit then counts for its base ('₹'). Without a scale word in the value, the unit stands.
 */
export function unitOfTypedValue(value: string, unit: string): string {
  if (!SCALE_WORD.test(value) || !SCALE_WORD.test(unit)) return unit;
  const base = unit.replace(SCALE_WORD, " ").replace(/\s+/g, " ").trim();
  return base || (unitDimension(unit) === "money" ? "₹" : unit);
}

/**
 * Dimensions whose figures mean nothing without their unit: '4,500' of energy could be GJ or MWh,
 * of money ₹ or ₹ crore. Shares, counts and days are read in the cell's own unit.
 */
const MEASURED: ReadonlySet<Dimension> = new Set(["energy", "volume", "mass", "ghg", "money"]);

/** Whether a figure of a cell measured in `unit` must say its unit (it may be given in another of the same dimension). */
export function unitRequired(unit: string): boolean {
  const dimension = unitDimension(unit);
  return dimension !== null && MEASURED.has(dimension);
}

/** The usual spellings of the units a figure in `unit` may be given in (those it converts from), or [] for a unit outside the table. */
export function unitChoices(unit: string): string[] {
  const dimension = unitDimension(unit);
  return dimension ? [...(USUAL[dimension] ?? [])] : [];
}
