/**
 * BRSR Core intensities and shares compared across peers, as pure functions of a filing's
 * figures (questionnaire cell keys → numbers in the cell's unit). Intensities are recomputed from
 * the numerator and revenue where both are held, so a peer that divided by revenue in crore (or
 * typed its intensity wrong) is compared on its own figures; the filed intensity is the fallback.
 */
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { formulaOperands } from "@/lib/frameworks/questionnaire/parts";

export type Figures = Readonly<Record<string, number>>;

/** The cells a peer record keeps: numerators, denominators, the filed intensities and shares. */
export const PEER_FIGURE_KEYS = [
  "INT-REVENUE",
  "INT-PPP",
  "P6-E1-TOTAL",
  "P6-E1-ABC",
  "P6-E1-INT-RUPEE",
  "P6-E1-INT-PPP",
  "P6-E1-RE-SHARE",
  "P6-E3-CONSUMPTION",
  "P6-E3-INT-RUPEE",
  "P6-E3-INT-PPP",
  "P6-E7-S1",
  "P6-E7-S2",
  "P6-E7-S12",
  "P6-E7-INT-RUPEE",
  "P6-E7-INT-PPP",
  "P6-E9-TOTAL",
  "P6-E9-INT-RUPEE",
  "P6-E9-INT-PPP",
  "P3-E11-LTIFR-employees",
  "P3-E11-LTIFR-workers",
  "P5-E3b",
  "P3-E1c",
  "P8-E4-MSME",
] as const;

export type Kpi = {
  id: string;
  label: string;
  unit: string;
  /** Which way is better, for the rank: lower intensities and injury rates, higher shares. */
  better: "lower" | "higher";
  value: (f: Figures) => number | null;
};

const has = (f: Figures, k: string) => typeof f[k] === "number" && Number.isFinite(f[k]);
const get = (f: Figures, k: string) => (has(f, k) ? f[k] : null);

/** A total: the filed one, else its parts' sum when any is held. */
export function total(f: Figures, key: string): number | null {
  if (has(f, key)) return f[key];
  const cell = cellByKey(key);
  if (cell?.kind !== "derived" || cell.formula.op !== "sum") return null;
  const parts = formulaOperands(cell.formula).map((k) => total(f, k));
  return parts.some((p) => p !== null) ? parts.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
}

function perRupee(numerator: string, filed: string) {
  return (f: Figures) => {
    const n = total(f, numerator);
    const revenue = get(f, "INT-REVENUE");
    return n !== null && revenue ? n / revenue : get(f, filed);
  };
}
function perPpp(numerator: string, filed: string) {
  return (f: Figures) => {
    const n = total(f, numerator);
    const revenue = get(f, "INT-REVENUE");
    const ppp = get(f, "INT-PPP");
    return n !== null && revenue && ppp ? n / (revenue / ppp) : get(f, filed);
  };
}

export const KPIS: readonly Kpi[] = [
  {
    id: "energy_per_rupee",
    label: "Energy intensity per ₹ of turnover",
    unit: "GJ per ₹ crore",
    better: "lower",
    value: crore(perRupee("P6-E1-TOTAL", "P6-E1-INT-RUPEE")),
  },
  {
    id: "energy_per_ppp",
    label: "Energy intensity per US$ (PPP)",
    unit: "GJ per US$ million (PPP)",
    better: "lower",
    value: million(perPpp("P6-E1-TOTAL", "P6-E1-INT-PPP")),
  },
  {
    id: "renewable_share",
    label: "Renewable share of energy",
    unit: "%",
    better: "higher",
    value: (f) => {
      const re = total(f, "P6-E1-ABC");
      const all = total(f, "P6-E1-TOTAL");
      return re !== null && all ? (re / all) * 100 : get(f, "P6-E1-RE-SHARE");
    },
  },
  {
    id: "water_per_rupee",
    label: "Water intensity per ₹ of turnover",
    unit: "kL per ₹ crore",
    better: "lower",
    value: crore(perRupee("P6-E3-CONSUMPTION", "P6-E3-INT-RUPEE")),
  },
  {
    id: "water_per_ppp",
    label: "Water intensity per US$ (PPP)",
    unit: "kL per US$ million (PPP)",
    better: "lower",
    value: million(perPpp("P6-E3-CONSUMPTION", "P6-E3-INT-PPP")),
  },
  {
    id: "ghg_per_rupee",
    label: "Scope 1+2 intensity per ₹ of turnover",
    unit: "tCO2e per ₹ crore",
    better: "lower",
    value: crore(perRupee("P6-E7-S12", "P6-E7-INT-RUPEE")),
  },
  {
    id: "ghg_per_ppp",
    label: "Scope 1+2 intensity per US$ (PPP)",
    unit: "tCO2e per US$ million (PPP)",
    better: "lower",
    value: million(perPpp("P6-E7-S12", "P6-E7-INT-PPP")),
  },
  {
    id: "waste_per_rupee",
    label: "Waste intensity per ₹ of turnover",
    unit: "t per ₹ crore",
    better: "lower",
    value: crore(perRupee("P6-E9-TOTAL", "P6-E9-INT-RUPEE")),
  },
  {
    id: "waste_per_ppp",
    label: "Waste intensity per US$ (PPP)",
    unit: "t per US$ million (PPP)",
    better: "lower",
    value: million(perPpp("P6-E9-TOTAL", "P6-E9-INT-PPP")),
  },
  { id: "ltifr_employees", label: "LTIFR, employees", unit: "per million person-hours", better: "lower", value: (f) => get(f, "P3-E11-LTIFR-employees") },
  { id: "ltifr_workers", label: "LTIFR, workers", unit: "per million person-hours", better: "lower", value: (f) => get(f, "P3-E11-LTIFR-workers") },
  { id: "female_wage_share", label: "Gross wages paid to females", unit: "% of wages", better: "higher", value: (f) => get(f, "P5-E3b") },
  { id: "wellbeing_spend", label: "Spending on well-being", unit: "% of revenue", better: "higher", value: (f) => get(f, "P3-E1c") },
  { id: "msme_sourcing", label: "Inputs sourced from MSMEs / small producers", unit: "% of inputs", better: "higher", value: (f) => get(f, "P8-E4-MSME") },
];

/** Per ₹ intensities are tiny numbers; shown per ₹ crore (and PPP ones per US$ million) so that a table reads. */
function crore(fn: (f: Figures) => number | null) {
  return (f: Figures) => {
    const v = fn(f);
    return v === null ? null : v * 1e7;
  };
}
function million(fn: (f: Figures) => number | null) {
  return (f: Figures) => {
    const v = fn(f);
    return v === null ? null : v * 1e6;
  };
}

/** Quantile by linear interpolation between order statistics (the spreadsheet's QUARTILE.INC). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export type PeerPoint = { id: string; name: string; value: number; outlier: boolean };

export type KpiBenchmark = {
  id: string;
  label: string;
  unit: string;
  better: "lower" | "higher";
  company: number | null;
  peers: number;
  /** Peers whose filing lacks the figure: left out, and counted. */
  missing: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  min: number | null;
  max: number | null;
  /** 1 is best, among the peers and the company; null without a company value. */
  rank: number | null;
  of: number;
  points: PeerPoint[];
};

/** One KPI across the peers: the statistics, the company's rank, and peers beyond 10× the median (either way) flagged. */
export function benchmark(kpi: Kpi, company: Figures | null, peers: readonly { id: string; name: string; figures: Figures }[]): KpiBenchmark {
  const points: PeerPoint[] = [];
  let missing = 0;
  for (const p of peers) {
    const v = kpi.value(p.figures);
    if (v === null || !Number.isFinite(v)) missing++;
    else points.push({ id: p.id, name: p.name, value: v, outlier: false });
  }
  const sorted = points.map((p) => p.value).sort((a, b) => a - b);
  const median = sorted.length ? quantile(sorted, 0.5) : null;
  if (median !== null && median > 0) for (const p of points) p.outlier = p.value > median * 10 || p.value < median / 10;
  const own = company ? kpi.value(company) : null;
  const ownValue = own !== null && Number.isFinite(own) ? own : null;
  const rank = ownValue === null ? null : 1 + sorted.filter((v) => (kpi.better === "lower" ? v < ownValue : v > ownValue)).length;
  return {
    id: kpi.id,
    label: kpi.label,
    unit: kpi.unit,
    better: kpi.better,
    company: ownValue,
    peers: points.length,
    missing,
    median,
    q1: sorted.length ? quantile(sorted, 0.25) : null,
    q3: sorted.length ? quantile(sorted, 0.75) : null,
    min: sorted.length ? sorted[0] : null,
    max: sorted.length ? sorted[sorted.length - 1] : null,
    rank,
    of: points.length + (ownValue === null ? 0 : 1),
    points,
  };
}

/** The figures a peer record keeps from a reading's current-year values (numbers only). */
export function peerFigures(values: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of PEER_FIGURE_KEYS) {
    const v = values.get(k);
    if (typeof v === "number" && Number.isFinite(v)) out[k] = v;
  }
  // Totals' parts, so that a peer without a filed total is still compared.
  for (const k of ["P6-E1-TOTAL", "P6-E1-ABC", "P6-E7-S12", "P6-E9-TOTAL"]) {
    if (k in out) continue;
    const t = total(Object.fromEntries(values), k);
    if (t !== null) out[k] = t;
  }
  return out;
}
