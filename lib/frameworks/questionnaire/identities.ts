/**
 * Checks across cells that SEBI's arithmetic implies but no single formula enforces
 * (../shared/BRSR_FORMAT.md §6). In the questionnaire and the report they are flagged beside the
 * cell. When a figure is saved (data collection, the questionnaire) the same rules decide what is
 * refused and what is only warned about (`figureChecks`): a rule marked `impossible` cannot hold
 * in any company's books, the others can be explained (stored water, stock brought forward).
 */
import { unitDimension } from "@/lib/measures/convert";
import { close, formatFigure, type Evaluation, type Warning, type YearData } from "./evaluate";
import type { Cell } from "./types";

type Rule =
  /** a ≤ b (+ tolerance) */
  | { kind: "at_most"; key: string; limit: string | string[]; message: string; impossible?: true; refusal?: string }
  /** a ≈ b when both are present (`unit`: how both are printed, rupees unless given) */
  | { kind: "equal"; key: string; other: string; message: string; unit?: string };

const IDENTITY_RULES: readonly Rule[] = [
  {
    kind: "at_most",
    key: "P6-E3-CONSUMPTION",
    limit: "P6-E3-WITHDRAWAL",
    message: "Water consumption is more than water withdrawn (flag: consumption may include stored water)",
  },
  {
    kind: "at_most",
    key: "P6-E4-TOTAL",
    limit: "P6-E3-WITHDRAWAL",
    message: "Water discharged is more than water withdrawn",
    impossible: true,
    refusal: "Water discharged cannot be more than water withdrawn",
  },
  {
    kind: "at_most",
    key: "P6-E1-ABC",
    limit: "P6-E1-TOTAL",
    message: "Energy from renewable sources is more than total energy consumed",
    impossible: true,
    refusal: "Energy from renewable sources cannot be more than total energy consumed",
  },
  {
    kind: "at_most",
    key: "P6-E9-REC-TOTAL",
    limit: "P6-E9-TOTAL",
    message: "Waste recovered is more than waste generated (flag: stock brought forward may explain it)",
  },
  {
    kind: "at_most",
    key: "P6-E9-DIS-TOTAL",
    limit: "P6-E9-TOTAL",
    message: "Waste disposed is more than waste generated (flag: stock brought forward may explain it)",
  },
  { kind: "at_most", key: "P6-L1-ALL-WITHDRAWAL", limit: "P6-E3-WITHDRAWAL", message: "Withdrawal in water-stressed areas is more than total withdrawal" },
  { kind: "at_most", key: "P6-L1-ALL-CONSUMPTION", limit: "P6-E3-CONSUMPTION", message: "Consumption in water-stressed areas is more than total consumption" },
  { kind: "at_most", key: "P6-L1-ALL-DISCHARGE", limit: "P6-E4-TOTAL", message: "Discharge in water-stressed areas is more than total water discharged" },
  { kind: "equal", key: "INT-REVENUE", other: "A-24-TURNOVER", message: "Revenue from operations differs from the turnover given in Section A Q24" },
  ...headcountRules(),
];

/**
 * P3 E1's tables count the employees and workers the benefits cover out of a total (A); that total
 * is the headcount Section A Q20 gives for the same group, so the two must be one number.
 */
function headcountRules(): Rule[] {
  const groups = [
    ["P3-E1a-PERMANENT", "A-20a-1", "permanent employees"],
    ["P3-E1a-OTHER", "A-20a-2", "other than permanent employees"],
    ["P3-E1b-PERMANENT", "A-20a-4", "permanent workers"],
    ["P3-E1b-OTHER", "A-20a-5", "other than permanent workers"],
  ] as const;
  const genders = [
    ["MALE", "male", "male "],
    ["FEMALE", "female", "female "],
    ["TOTAL", "total", ""],
  ] as const;
  return groups.flatMap(([p3, q20, noun]) =>
    genders.map(([g, col, word]): Rule => ({
      kind: "equal",
      key: `${p3}-${g}-total`,
      other: `${q20}-${col}`,
      unit: "count",
      message: `P3 E1's total of ${word}${noun} differs from Section A Q20's headcount`,
    })),
  );
}

/** Shares a table splits one whole into: together they cannot pass 100 %. */
const SHARES: readonly { keys: string[]; message: string }[] = [
  { keys: ["P8-E5-RURAL", "P8-E5-SEMI-URBAN", "P8-E5-URBAN", "P8-E5-METRO"], message: "P8 E5's shares of wages by location add up to more than 100%" },
];

/** Water withdrawn that is neither discharged nor consumed, past this share of withdrawal, is flagged. */
export const WATER_BALANCE_TOLERANCE = 0.01;

const numberAt = (ev: Evaluation, fy: string, key: string): number | null => {
  const v = ev.values[fy]?.[key];
  return v && typeof v.value === "number" ? v.value : null;
};

/** Warnings of the rules above, plus the water balance (withdrawal − consumption ≈ discharge). */
export function identityWarnings(ev: Evaluation, fys: readonly string[], rules: readonly Rule[] = IDENTITY_RULES): Warning[] {
  const out: Warning[] = [];
  for (const fy of fys) {
    for (const rule of rules) {
      const a = numberAt(ev, fy, rule.key);
      if (a === null) continue;
      if (rule.kind === "at_most") {
        const limits = (Array.isArray(rule.limit) ? rule.limit : [rule.limit]).map((k) => numberAt(ev, fy, k));
        if (limits.some((l) => l === null)) continue;
        const limit = limits.reduce((s: number, l) => s + (l as number), 0);
        if (a > limit && !close(a, limit)) {
          const unit = ev.values[fy][rule.key].unit;
          out.push({ key: rule.key, fy, message: `${rule.message}: ${formatFigure(a, unit)} against ${formatFigure(limit, unit)}` });
        }
      } else {
        const b = numberAt(ev, fy, rule.other);
        const unit = rule.unit ?? "₹";
        if (b !== null && !close(a, b)) out.push({ key: rule.key, fy, message: `${rule.message}: ${formatFigure(a, unit)} against ${formatFigure(b, unit)}` });
      }
    }
    for (const share of SHARES) {
      const parts = share.keys.map((k) => numberAt(ev, fy, k)).filter((v): v is number => v !== null);
      const total = parts.reduce((a, b) => a + b, 0);
      if (total > 100 && !close(total, 100)) out.push({ key: share.keys[0], fy, message: `${share.message}: ${formatFigure(total, "%")}` });
    }
    // SEBI's POSH percentage is complaints over female employees and workers: none reported, none per cent.
    const posh = numberAt(ev, fy, "P5-E7-TOTAL");
    const poshPct = numberAt(ev, fy, "P5-E7-PCT");
    if (posh === 0 && poshPct !== null && poshPct !== 0) {
      out.push({
        key: "P5-E7-PCT",
        fy,
        message: `No POSH complaints are reported, yet they are ${formatFigure(poshPct, "%")} of female employees and workers`,
      });
    }
    const withdrawal = numberAt(ev, fy, "P6-E3-WITHDRAWAL");
    const consumption = numberAt(ev, fy, "P6-E3-CONSUMPTION");
    const discharge = numberAt(ev, fy, "P6-E4-TOTAL");
    if (withdrawal !== null && consumption !== null && discharge !== null && withdrawal > 0) {
      const unaccounted = withdrawal - discharge - consumption;
      // Flag only: storage and evaporation accounting differ and SEBI sets no rule; what is withdrawn is discharged or consumed.
      if (Math.abs(unaccounted) > WATER_BALANCE_TOLERANCE * withdrawal) {
        out.push({
          key: "P6-E4-TOTAL",
          fy,
          message: `Water balance: withdrawal − consumption is ${formatFigure(withdrawal - consumption, "kL")}, discharge is ${formatFigure(discharge, "kL")} (off by more than 1% of withdrawal)`,
        });
      }
    }
  }
  return out;
}

// ---- Checks of a save

/** What a save is refused for (`impossible`) or warned about (`implausible`), with the entries it involves. */
export type FigureCheck = { key: string; fy: string; severity: "impossible" | "implausible"; message: string; entryIds: string[] };

/** Physical quantities: never negative, and compared year on year. */
const PHYSICAL = new Set(["energy", "volume", "mass", "ghg"]);
/** Quantities whose year-on-year size is worth a second look (counts and percentages move a lot by nature). */
const COMPARED = new Set([...PHYSICAL, "money"]);

/** An order of magnitude: a figure ten times (or a tenth of) last year's is usually a unit or a typo. */
export const IMPLAUSIBLE_RATIO = 10;

const nameOf = (cell: Cell) => (cell.kind === "input" ? cell.metric : (cell.metric ?? cell.key));

function cellNumber(ev: Evaluation, fy: string, key: string): { value: number; unit: string; entryIds: string[] } | null {
  const v = ev.values[fy]?.[key];
  return v && typeof v.value === "number" && v.state !== "partial" ? { value: v.value, unit: v.unit, entryIds: v.entryIds } : null;
}

/**
 * The problems a year's figures have, each with the entries behind it, for the caller to keep
 * those its save touched: the impossible identities above; a part larger than the total entered
 * for its whole (2,000 t of hazardous waste in a 1,245.8 t total); a negative physical quantity;
 * and, as warnings, a figure an order of magnitude away from the previous year's.
 */
export function figureChecks({
  cells,
  years,
  evaluation: ev,
  fy,
  previous,
}: {
  cells: readonly Cell[];
  years: readonly YearData[];
  evaluation: Evaluation;
  fy: string;
  previous?: string | null;
}): FigureCheck[] {
  const out: FigureCheck[] = [];
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const year = years.find((y) => y.fy.id === fy);

  for (const rule of IDENTITY_RULES) {
    if (rule.kind !== "at_most" || !rule.impossible) continue;
    const a = cellNumber(ev, fy, rule.key);
    const limits = (Array.isArray(rule.limit) ? rule.limit : [rule.limit]).map((k) => cellNumber(ev, fy, k));
    if (!a || limits.some((l) => !l)) continue;
    const limit = limits.reduce((s, l) => s + l!.value, 0);
    if (a.value > limit && !close(a.value, limit)) {
      out.push({
        key: rule.key,
        fy,
        severity: "impossible",
        message: `${rule.refusal ?? rule.message}: ${formatFigure(a.value, a.unit)} against ${formatFigure(limit, a.unit)}`,
        entryIds: [...a.entryIds, ...limits.flatMap((l) => l!.entryIds)],
      });
    }
  }

  for (const cell of cells) {
    // A part of a total that was itself entered cannot exceed it.
    if (cell.kind === "derived" && cell.formula.op === "sum" && year) {
      const given = year.given.get(cell.key);
      if (given?.number != null && given.status !== "partial") {
        for (const partKey of cell.formula.of) {
          const part = cellNumber(ev, fy, partKey);
          const partCell = byKey.get(partKey);
          if (!part || !partCell || part.value <= given.number || close(part.value, given.number)) continue;
          const whole = cell.metric ?? cell.key;
          out.push({
            key: partKey,
            fy,
            severity: "impossible",
            message: `${nameOf(partCell)} (${formatFigure(part.value, part.unit)}) cannot be more than ${whole.charAt(0).toLowerCase()}${whole.slice(1)} (${formatFigure(given.number, cell.unit)})`,
            entryIds: [...part.entryIds, ...given.entryIds],
          });
        }
      }
    }
    const v = ev.values[fy]?.[cell.key];
    if (!v || typeof v.value !== "number" || (cell.kind === "derived" && v.state !== "given")) continue;
    const dimension = unitDimension(v.unit);
    if (v.value < 0 && dimension && PHYSICAL.has(dimension)) {
      out.push({ key: cell.key, fy, severity: "impossible", message: `${nameOf(cell)} cannot be negative (${v.display})`, entryIds: v.entryIds });
    }
    if (previous && dimension && COMPARED.has(dimension)) {
      const before = cellNumber(ev, previous, cell.key);
      const ratio = before && before.value > 0 && v.value > 0 ? v.value / before.value : null;
      if (ratio !== null && (ratio >= IMPLAUSIBLE_RATIO || ratio <= 1 / IMPLAUSIBLE_RATIO)) {
        out.push({
          key: cell.key,
          fy,
          severity: "implausible",
          message: magnitudeMessage(
            nameOf(cell),
            formatFigure(v.value, v.unit),
            formatFigure(before!.value, before!.unit),
            ratio,
            years.find((y) => y.fy.id === previous)?.fy.label ?? previous,
          ),
          entryIds: v.entryIds,
        });
      }
    }
  }
  return out;
}

/** 'Scope 1 emissions: 12,000 tCO2e is more than ten times FY 2023-24's 1,100 tCO2e — check the unit and the figure'. */
export function magnitudeMessage(name: string, now: string, before: string, ratio: number, previousLabel: string): string {
  const how = ratio >= 1 ? "more than ten times" : "less than a tenth of";
  return `${name}: ${now} is ${how} ${previousLabel}'s ${before}. Check the unit and the figure.`;
}

/** Beyond any company's books in any unit (10¹⁵ kL is a thousand times the world's yearly water use): a typing slip. */
export const ABSURD_MAGNITUDE = 1e15;
