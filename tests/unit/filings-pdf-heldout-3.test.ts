import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { heldOutSpecs, heldOutTotal, scoreHeldOutFolder, type HeldOutScore } from "../helpers/filed-pdf-score";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the third set
 * (tests/fixtures/filings-heldout-3: four exhaustive files written by a helper who never saw the
 * reader; see its README). Held out until the reader's developer read it to fix the layouts it
 * shows, so now a development set: the score is printed per file (HELDOUT_DETAIL=1 adds the misses
 * and the wrong proposals) and the targets are asserted.
 */
const DIR = path.join(process.cwd(), "tests", "fixtures", "filings-heldout-3");
const specs = heldOutSpecs(DIR);

describe("the PDF label reader on the third held-out set", () => {
  let scores: HeldOutScore[] = [];
  beforeAll(async () => {
    scores = await scoreHeldOutFolder(DIR, specs);
  }, 120_000);

  it("has the four files the README lists, all exhaustive, 343 truth figures", () => {
    expect(specs.map((s) => s.name)).toEqual([
      "auto-components-cy-py.pdf",
      "fmcg-fy25-core-annexure.pdf",
      "metals-py-first-page-break.pdf",
      "pharma-mwh-crore.pdf",
    ]);
    expect(specs.every((s) => s.exhaustive)).toBe(true);
    expect(specs.reduce((n, s) => n + s.truth.length, 0)).toBe(343);
  });

  it("holds precision at 90 % or better over the four files", () => {
    expect(scores).toHaveLength(4);
    expect(heldOutTotal(scores).precision).toBeGreaterThanOrEqual(0.9);
  });

  // Recall 56.6 % and precision 96.0 % at the first reading, 66.5 % and 96.2 % after layout fixes made
  // for sets 1 and 2 without looking at this one. Set 3 became a development set in this session
  // (the reader's developer read its README, specs and misses; each layout it shows got a case of its
  // own in filings-pdf-layout-variants.test.ts): 95.3 % (327/343) and 100 % after it, still missing
  // the '-' cells the metals and FMCG files print with no note that '-' is nil. Held-out set 4
  // (tests/fixtures/filings-heldout-4) measures what generalises.
  it("meets the issue's targets (recall ≥ 90 %, precision ≥ 98 %)", () => {
    const all = heldOutTotal(scores);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
    expect(all.precision).toBeGreaterThanOrEqual(0.98);
  });
});
