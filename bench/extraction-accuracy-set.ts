// The extraction benchmark set (tests/fixtures/extraction): each PDF with its hand-written ground
// truth, read and scored by the offline engine. Shared by bench/extraction-accuracy.ts and
// tests/unit/extraction-accuracy.test.ts so both measure the same thing.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { scoreExtraction, type Score, type TruthItem } from "../lib/extraction/accuracy";
import { extractMetricsOffline } from "../lib/extraction/offline";
import { readPdfLayouts } from "../lib/extraction/pdf";
import type { ExtractedMetric } from "../lib/extraction/types";

export const FIXTURE_DIR = path.join(process.cwd(), "tests", "fixtures", "extraction");

export type BenchFile = { file: string; truth: TruthItem[] };

export function benchmarkFiles(): BenchFile[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith(".truth.json"))
    .sort()
    .map((f) => {
      const json = JSON.parse(readFileSync(path.join(FIXTURE_DIR, f), "utf8")) as { file: string; expected: TruthItem[] };
      return { file: json.file, truth: json.expected };
    });
}

export async function scoreFile(file: BenchFile): Promise<{ found: ExtractedMetric[]; score: Score; pages: string[] }> {
  const bytes = new Uint8Array(readFileSync(path.join(FIXTURE_DIR, file.file)));
  const { pages, layouts } = await readPdfLayouts(bytes);
  const found = extractMetricsOffline(pages, { layouts });
  return { found, score: scoreExtraction(found, file.truth), pages };
}
