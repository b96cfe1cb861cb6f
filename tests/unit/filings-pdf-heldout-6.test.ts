import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { heldOutSpecs, heldOutTotal, scoreHeldOutFolder, type HeldOutScore } from "../helpers/filed-pdf-score";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the sixth held-out set
 * (tests/fixtures/filings-heldout-6: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to fifth sets' specs; see its README). A second judge beside
 * the fifth set, written the same day by another helper: whoever works on the reader does not open
 * this folder or its misses. The score is printed per file; only a precision floor is asserted.
 */
const DIR = path.join(process.cwd(), "tests", "fixtures", "filings-heldout-6");
const specs = heldOutSpecs(DIR);

describe("the PDF label reader on the sixth held-out set", () => {
  let scores: HeldOutScore[] = [];
  beforeAll(async () => {
    scores = await scoreHeldOutFolder(DIR, specs);
  }, 120_000);

  it("has the four files the README lists, all exhaustive, 375 truth figures", () => {
    expect(specs.map((s) => s.name)).toEqual([
      "airline-transposed-q20-measure-major-years.pdf",
      "fertiliser-million-gj-lakh-kl-water-stress.pdf",
      "ports-dotted-dates-split-e11-min-wages.pdf",
      "telecom-western-billion-million-words.pdf",
    ]);
    expect(specs.every((s) => s.exhaustive)).toBe(true);
    expect(specs.reduce((n, s) => n + s.truth.length, 0)).toBe(375);
  });

  it("holds precision at 90 % or better over the four files", () => {
    expect(scores).toHaveLength(4);
    expect(heldOutTotal(scores).precision).toBeGreaterThanOrEqual(0.9);
  });

  // Not met. First reading (main's reader at e0a4f2a, before anyone saw this set): recall 44.5 %
  // (167/375), precision 91.3 % (167/183): airline 16/90 (100 %), fertiliser 54/93 (87.1 %),
  // ports 34/98 (94.4 %), telecom 63/94 (91.3 %). Passes while the targets are missed and fails, to
  // be made a plain test, once they are met.
  it.fails("meets the issue's targets (recall ≥ 90 %, precision ≥ 98 %)", () => {
    const all = heldOutTotal(scores);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
    expect(all.precision).toBeGreaterThanOrEqual(0.98);
  });
});
