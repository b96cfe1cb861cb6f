/**
 * Checks across cells that SEBI's arithmetic implies but no single formula enforces
 * (../shared/BRSR_FORMAT.md §6): flagged beside the cell, never blocking a save.
 */
import { close, formatFigure, type Evaluation, type Warning } from "./evaluate";

type Rule =
  /** a ≤ b (+ tolerance) */
  | { kind: "at_most"; key: string; limit: string | string[]; message: string }
  /** a ≈ b when both are present */
  | { kind: "equal"; key: string; other: string; message: string };

export const IDENTITY_RULES: readonly Rule[] = [
  { kind: "at_most", key: "P6-E3-CONSUMPTION", limit: "P6-E3-WITHDRAWAL", message: "Water consumption is more than water withdrawn (flag: consumption may include stored water)" },
  { kind: "at_most", key: "P6-E4-TOTAL", limit: "P6-E3-WITHDRAWAL", message: "Water discharged is more than water withdrawn" },
  { kind: "at_most", key: "P6-E9-REC-TOTAL", limit: "P6-E9-TOTAL", message: "Waste recovered is more than waste generated (flag: stock brought forward may explain it)" },
  { kind: "at_most", key: "P6-E9-DIS-TOTAL", limit: "P6-E9-TOTAL", message: "Waste disposed is more than waste generated (flag: stock brought forward may explain it)" },
  { kind: "at_most", key: "P6-L1-WITHDRAWAL", limit: "P6-E3-WITHDRAWAL", message: "Withdrawal in water-stressed areas is more than total withdrawal" },
  { kind: "at_most", key: "P6-L1-CONSUMPTION", limit: "P6-E3-CONSUMPTION", message: "Consumption in water-stressed areas is more than total consumption" },
  { kind: "at_most", key: "P6-L1-DISCHARGE", limit: "P6-E4-TOTAL", message: "Discharge in water-stressed areas is more than total water discharged" },
  { kind: "equal", key: "INT-REVENUE", other: "A-24-TURNOVER", message: "Revenue from operations differs from the turnover given in Section A Q24" },
];

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
        if (b !== null && !close(a, b)) out.push({ key: rule.key, fy, message: `${rule.message}: ${formatFigure(a, "₹")} against ${formatFigure(b, "₹")}` });
      }
    }
    const withdrawal = numberAt(ev, fy, "P6-E3-WITHDRAWAL");
    const consumption = numberAt(ev, fy, "P6-E3-CONSUMPTION");
    const discharge = numberAt(ev, fy, "P6-E4-TOTAL");
    if (withdrawal !== null && consumption !== null && discharge !== null && withdrawal > 0) {
      const balance = withdrawal - consumption;
      // Flag only: storage and evaporation accounting differ; SEBI sets no rule (§6, E4).
      if (Math.abs(balance - discharge) > 0.05 * withdrawal) {
        out.push({ key: "P6-E4-TOTAL", fy, message: `Water balance: withdrawal − consumption is ${formatFigure(balance, "kL")}, discharge is ${formatFigure(discharge, "kL")}` });
      }
    }
  }
  return out;
}
