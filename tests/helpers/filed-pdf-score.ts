// Scores the filed-BRSR PDF reader (lib/filings/pdf-read.ts) on a folder of PDFs with their truth:
// the reader's proposals against the truth by cell, year and value (lib/extraction/accuracy.ts).
// Used by the reader's own fixtures (tests/fixtures/filings-pdf) and the held-out set.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { parseNumericValue } from "@/lib/numbers/read";
import { scoreExtraction, type Score, type TruthItem } from "@/lib/extraction/accuracy";
import { readPdfLayouts } from "@/lib/extraction/pdf";
import type { ExtractedMetric } from "@/lib/extraction/types";
import { readFiledPdf, type FiledPdfReading } from "@/lib/filings/pdf-read";

export async function readFixture(file: string): Promise<FiledPdfReading> {
  const { pages, layouts } = await readPdfLayouts(new Uint8Array(readFileSync(file)));
  return readFiledPdf(pages, layouts);
}

export async function scorePdf(file: string, truth: readonly TruthItem[]): Promise<{ found: ExtractedMetric[]; score: Score }> {
  const { found } = await readFixture(file);
  return { found, score: scoreExtraction(found, truth) };
}

export const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

export function scoreLine(name: string, s: Score): string {
  return `${path.basename(name)}: ${s.found} proposed, ${s.correct} right of ${s.expected} — precision ${percent(s.precision)}, recall ${percent(s.recall)}`;
}

/** A held-out file's specification (tests/fixtures/filings-heldout/README.md: truth, not_figures, exhaustive). */
export type HeldOutSpec = {
  name: string;
  exhaustive?: boolean;
  truth: Array<{ key: string; period: string; value: number; unit: string }>;
  not_figures?: Array<{ key: string; period: string; value: number | null; why?: string }>;
};

export type HeldOutScore = {
  file: string;
  counted: number;
  matched: number;
  expected: number;
  recalled: number;
  precision: number;
  recall: number;
  misses: string[];
  wrong: string[];
};

const agree = (a: number, b: number) => (a === 0 || b === 0 ? a === b : Math.abs(a - b) <= Math.abs(b) * 0.001);

/**
 * The held-out set's scoring rule (its README): a proposal matches a truth entry with the same
 * key and period and a value within 0.1 % (or both 0); proposals for computed cells are not
 * counted; in an exhaustive file every other proposal is wrong, in the others only one that
 * contradicts a truth entry or hits a not-figure.
 */
export function scoreHeldOut(found: readonly ExtractedMetric[], spec: HeldOutSpec): HeldOutScore {
  const used = new Set<number>();
  const wrong: string[] = [];
  let counted = 0;
  let matched = 0;
  for (const f of found) {
    const cell = f.cell ? cellByKey(f.cell) : undefined;
    if (cell?.kind === "derived") continue;
    counted += 1;
    const value = parseNumericValue(f.value);
    const k = spec.truth.findIndex((t, i) => !used.has(i) && t.key === f.cell && t.period === f.period && value !== null && agree(value, t.value));
    if (k >= 0) {
      used.add(k);
      matched += 1;
      continue;
    }
    const quoted = `${f.cell}@${f.period}=${f.value} (p${f.page}: ${f.sentence.slice(0, 80)})`;
    const contradicts = spec.truth.some((t) => t.key === f.cell && t.period === f.period);
    const notFigure = (spec.not_figures ?? []).some(
      (n) => n.key === f.cell && n.period === f.period && (n.value === null || (value !== null && agree(value, n.value))),
    );
    if (spec.exhaustive || contradicts || notFigure) wrong.push(quoted);
    else counted -= 1;
  }
  const expected = spec.truth.length;
  return {
    file: spec.name,
    counted,
    matched,
    expected,
    recalled: used.size,
    precision: counted ? matched / counted : 1,
    recall: expected ? used.size / expected : 1,
    misses: spec.truth.filter((_, i) => !used.has(i)).map((t) => `${t.key}@${t.period}=${t.value}`),
    wrong,
  };
}

export function heldOutTotal(scores: readonly HeldOutScore[]) {
  const sum = (pick: (s: HeldOutScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const counted = sum((s) => s.counted);
  const expected = sum((s) => s.expected);
  return {
    counted,
    matched: sum((s) => s.matched),
    expected,
    recalled: sum((s) => s.recalled),
    precision: counted ? sum((s) => s.matched) / counted : 1,
    recall: expected ? sum((s) => s.recalled) / expected : 1,
  };
}

/** The specifications of a held-out folder (its `*.json`), by file name. */
export function heldOutSpecs(dir: string): HeldOutSpec[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as HeldOutSpec);
}

export const heldOutLine = (s: Pick<HeldOutScore, "matched" | "counted" | "recalled" | "expected" | "precision" | "recall">) =>
  `${s.recalled}/${s.expected} found (recall ${percent(s.recall)}), ${s.matched}/${s.counted} proposals right (precision ${percent(s.precision)})`;

/**
 * Reads and scores every file of a held-out folder, printing each file's score (HELDOUT_DETAIL=1
 * adds its misses and wrong proposals) and the folder's total; `tag` marks a file's line.
 */
export async function scoreHeldOutFolder(dir: string, specs: readonly HeldOutSpec[], tag: (file: string) => string = () => ""): Promise<HeldOutScore[]> {
  const scores: HeldOutScore[] = [];
  for (const spec of specs) {
    const { found } = await readFixture(path.join(dir, spec.name));
    const score = scoreHeldOut(found, spec);
    scores.push(score);
    console.info(`${spec.name}${tag(spec.name)}: ${heldOutLine(score)}`);
    if (process.env.HELDOUT_DETAIL) console.info(`  misses: ${score.misses.join(", ")}\n  wrong: ${score.wrong.join("\n    ")}`);
  }
  console.info(`all (${specs.length} files): ${heldOutLine(heldOutTotal(scores))}`);
  return scores;
}
