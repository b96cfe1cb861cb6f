import { metricKey } from "@/lib/frameworks/metric-key";
import { cellForMetric } from "./convert";
import type { ExtractedMetric } from "./types";
import { parseNumber } from "./units";

/*
 * Scores an engine's proposals against a benchmark file's ground truth
 * (tests/fixtures/extraction/*.truth.json): a proposal is right when it names the same BRSR cell
 * (or, for a figure no cell holds, the same metric), the same financial year, and a value within
 * 0.5% of the truth, which is in the cell's unit. Each truth item is matched at most once.
 */

/** One expected figure: a BRSR cell key ('P6-E7-S1') or a metric name, its year, its value in the cell's unit. */
export type TruthItem = { key: string; period: string; value: number; unit: string };

export type Score = {
  found: number;
  correct: number;
  expected: number;
  recalled: number;
  precision: number;
  recall: number;
  /** Truth items no proposal matched. */
  misses: TruthItem[];
  /** Proposals that matched no truth item (wrong key, year or value, or not in the document). */
  wrong: ExtractedMetric[];
};

/** What a proposal or a truth item names: its cell key when it has one, else its metric's key. */
export function figureIdentity(nameOrCell: string, cell?: string | null): string {
  if (cell) return cell;
  if (/^(?:[A-C]|P\d|INT)-[\w-]+$/.test(nameOrCell) && !/\s/.test(nameOrCell)) return nameOrCell;
  return cellForMetric(nameOrCell)?.key ?? metricKey(nameOrCell);
}

const closeEnough = (found: number, truth: number) => (truth === 0 ? found === 0 : Math.abs(found - truth) <= Math.abs(truth) * 0.005);

export function scoreExtraction(found: readonly ExtractedMetric[], truth: readonly TruthItem[]): Score {
  const open = truth.map((t) => ({ ...t, id: figureIdentity(t.key) }));
  const used = new Set<number>();
  const wrong: ExtractedMetric[] = [];
  let correct = 0;
  for (const f of found) {
    const id = figureIdentity(f.metric, f.cell);
    const value = parseNumber(f.value);
    const k = open.findIndex((t, i) => !used.has(i) && t.id === id && t.period === f.period && value !== null && closeEnough(value, t.value));
    if (k >= 0) {
      used.add(k);
      correct += 1;
    } else wrong.push(f);
  }
  const misses = truth.filter((_, i) => !used.has(i));
  return {
    found: found.length,
    correct,
    expected: truth.length,
    recalled: used.size,
    precision: found.length ? correct / found.length : 1,
    recall: truth.length ? used.size / truth.length : 1,
    misses,
    wrong,
  };
}

/** The scores of several files summed: overall precision and recall over every proposal and truth item. */
export function overallScore(scores: readonly Score[]): Pick<Score, "found" | "correct" | "expected" | "recalled" | "precision" | "recall"> {
  const sum = (pick: (s: Score) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const found = sum((s) => s.found);
  const correct = sum((s) => s.correct);
  const expected = sum((s) => s.expected);
  const recalled = sum((s) => s.recalled);
  return { found, correct, expected, recalled, precision: found ? correct / found : 1, recall: expected ? recalled / expected : 1 };
}
