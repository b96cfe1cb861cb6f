import { allCells, type PlacedCell } from "@/lib/frameworks/questionnaire";
import { findMetric, frameworkMetrics } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { formatNumber, formatSignificant } from "@/lib/format";
import { convertUnit, normaliseUnit } from "@/lib/measures/convert";
import { SCALE_WORDS } from "@/lib/numbers/read";

/*
 * Where an extracted figure belongs (the BRSR cell its metric fills) and the figure in that cell's
 * unit. Reports print scale words on any unit ('1.85 lakh tCO2e', '682.3 million kWh'), per-rupee
 * intensities per crore or lakh ('GJ/₹ crore'), and spellings the cell does not use ('MT',
 * 'kilolitres'); a proposal carries the cell's unit and says how it got there, or is dropped when
 * the printed unit cannot be converted (never guessed).
 */

/** The cell a metric name fills: an input cell's metric or synonym, or a computed cell's metric or the names its total is given under. */
const CELL_BY_METRIC: ReadonlyMap<string, PlacedCell> = (() => {
  const index = new Map<string, PlacedCell>();
  for (const c of allCells()) {
    if (c.kind === "input" && c.type !== "number") continue;
    const names = c.kind === "input" ? [c.metric, ...(c.synonyms ?? [])] : [c.metric, ...(c.given ?? [])];
    for (const name of names) {
      if (!name) continue;
      const key = metricKey(name);
      if (!index.has(key)) index.set(key, c);
    }
  }
  return index;
})();

export function cellForMetric(metric: string): PlacedCell | undefined {
  return CELL_BY_METRIC.get(metricKey(metric));
}

/** The BRSR catalogue metric a name or one of its synonyms denotes ('No. of fatalities' is 'Fatalities'). */
export function catalogueMetricOf(name: string) {
  const wanted = metricKey(name);
  return findMetric("BRSR", name) ?? frameworkMetrics("BRSR").find((m) => (m.synonyms ?? []).some((s) => metricKey(s) === wanted));
}

/**
 * The questionnaire cell a figure's name fills: the cell's own metric, synonym or total's name,
 * else through the catalogue (a catalogue synonym names its metric, whose cell it fills).
 */
export function cellOfFigure(name: string): PlacedCell | undefined {
  const direct = cellForMetric(name);
  if (direct) return direct;
  const metric = catalogueMetricOf(name);
  if (!metric) return undefined;
  for (const n of [metric.name, ...(metric.synonyms ?? [])]) {
    const cell = cellForMetric(n);
    if (cell) return cell;
  }
  return undefined;
}

/** The unit a metric's figure is kept in: its cell's, else the catalogue's, else none known. */
export function targetUnit(metric: string): string | null {
  const cell = cellForMetric(metric);
  if (cell && cell.unit) return cell.unit;
  const catalogued = findMetric("BRSR", metric);
  return catalogued?.unit ?? null;
}

/** The metric name an entry for a cell is written under. */
export function metricOfCell(cell: PlacedCell): string | null {
  return cell.metric ?? null;
}

const SCALES = SCALE_WORDS;
// Longest first, so 'crores' is not read as 'cr' and a stray 'ores'.
const SCALE_WORD = Object.keys(SCALE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");

/** Units that name the same thing as the cell's in other words ('per million person-hours worked'). */
function sameRate(from: string, to: string): boolean {
  const squash = (s: string) => normaliseUnit(s).replace(/\bworked\b|[\s-]/g, "");
  if (squash(from) === squash(to)) return true;
  // LTIFR per million hours: 'per million hours worked', 'per 1 million person-hours'.
  const perMillionHours = (s: string) => /\bper\s+(?:one\s+|1\s+)?million\b.*\bhours?\b/i.test(s);
  return perMillionHours(from) && perMillionHours(to);
}

/**
 * A printed unit in one spelling before it is compared: reports put the scale in a heading in
 * several ways ('₹ in crore', 'Rs. in lakh', 'in ₹ crore', "'000 GJ", 'GJ in thousands'), all of
 * which say the same as '₹ crore' or 'thousand GJ'.
 */
export function plainUnit(unit: string): string {
  let u = unit.replace(/\s+/g, " ").trim();
  u = u.replace(/\b(?:Rs\.?|INR)(?=\s|$|\d)/gi, "₹").replace(/₹(?=[A-Za-z])/g, "₹ ");
  u = u.replace(/\b(crores|lakhs|lacs|millions|thousands|billions)\b/gi, (w) => w.slice(0, -1));
  // '₹ in crore', 'in ₹ crore', '₹ (in crore)'
  u = u.replace(/^(?:in\s+)?₹\s*\(?\s*(?:in\s+)?(crore|lakh|lac|million|thousand|billion)\)?$/i, (_, w: string) => `₹ ${w.toLowerCase()}`);
  // Spelt-out units: 'kilo litres', 'Mega litres', and electricity in 'Million units' (MU: million kWh).
  u = u.replace(/\bkilo[\s-]?lit(?:re|er)s?\b/gi, "kL").replace(/\bmega[\s-]?lit(?:re|er)s?\b/gi, "ML");
  u = u.replace(/^(million|mn|lakh|thousand)\s+units?(?:\s*\(MUs?\))?$/i, (_, w: string) => `${w} kWh`).replace(/^MUs?$/, "million kWh");
  // "'000 GJ", '000 tonnes, ‘000 kL
  u = u.replace(/^['’‘`]?\s*000\s*['’`]?\s*(?:of\s+)?/i, "thousand ");
  // Money in thousands written after the currency: "₹ '000", "(in ₹ '000)", "Rs. in '000".
  u = u.replace(/^(?:in\s+)?₹\s*(?:in\s+)?['’‘`]\s*000\s*['’`]?$/i, "₹ thousand");
  // 'GJ in thousands', 'kL in lakh'
  const after = /^(.+?)\s+in\s+(crore|lakh|lac|million|thousand|billion)$/i.exec(u);
  if (after) u = `${after[2].toLowerCase()} ${after[1]}`;
  return u.trim();
}

/** The factor from a printed unit to a target unit, or null when they measure different things. */
export function unitFactor(from: string, to: string): number | null {
  const f = plainUnit(from);
  if (!f || normaliseUnit(f) === normaliseUnit(to) || sameRate(f, to)) return 1;
  const direct = convertUnit(1, f, to);
  if (direct.ok) return direct.value;
  // A per-rupee intensity: 'GJ/₹ crore', 'tCO2e per INR lakh', into 'GJ per ₹'.
  const perFrom = new RegExp(String.raw`^(.+?)\s*(?:\/|\bper\b)\s*(?:₹|INR|Rs\.?|rupees?)\s*(${SCALE_WORD})?\s*(?:of\s+(?:revenue|turnover))?$`, "i").exec(f);
  const perTo = /^(.+?)\s*(?:\/|\bper\b)\s*(?:₹|INR|Rs\.?|rupees?)$/i.exec(to.trim());
  if (perFrom && perTo) {
    const top = unitFactor(perFrom[1], perTo[1]);
    if (top === null) return null;
    return top / (perFrom[2] ? SCALES[perFrom[2].toLowerCase()] : 1);
  }
  // A scale word alone ('Person-hours worked (million)', '(in lakh)') scales the figure in the cell's own unit.
  // (Never a share or a rate: '0.42' in a '% of revenue' column under a title '(₹ in lakh)' is no amount.)
  const bare = SCALES[f.toLowerCase()];
  if (bare) return /%|\/|\bper\b/i.test(to) || to === "count" ? null : bare;
  // A scale word before any unit: 'lakh kL', 'million kWh', 'thousand tonnes'.
  const scaled = new RegExp(String.raw`^(${SCALE_WORD})\s+(.+)$`, "i").exec(f);
  if (scaled) {
    const rest = unitFactor(scaled[2], to);
    return rest === null ? null : rest * SCALES[scaled[1].toLowerCase()];
  }
  return null;
}

/** A converted figure as proposals show it: Indian grouping, enough digits that nothing printed is lost. */
export function formatConverted(value: number): string {
  if (value !== 0 && Math.abs(value) < 1) return formatSignificant(value, 6);
  return formatNumber(value, 6);
}

export type Converted = { value: string; unit: string; conversion: string | null };

/**
 * The printed figure in the target unit. `printedValue` is the number as printed, `printedUnit`
 * the unit with any scale word. The same number under another spelling keeps its digits
 * ('18,450 MT → 18,450 t'); a scaled one is recomputed ('1.85 lakh tCO2e → 1,85,000 tCO2e').
 */
export function toTargetUnit(printedValue: string, amount: number, printedUnit: string, target: string): Converted | null {
  const factor = unitFactor(printedUnit, target);
  if (factor === null) return null;
  const printed = `${printedValue}${printedUnit ? ` ${printedUnit}` : ""}`;
  if (factor === 1) {
    const same = !printedUnit || normaliseUnit(printedUnit) === normaliseUnit(target);
    return { value: printedValue, unit: target, conversion: same ? null : `${printed} → ${printedValue} ${target}` };
  }
  // Floating point noise from the factors (0.0036 × 1e6) is rounded off at 10 significant digits.
  const value = formatConverted(Number((amount * factor).toPrecision(10)));
  return { value, unit: target, conversion: `${printed} → ${value} ${target}` };
}
