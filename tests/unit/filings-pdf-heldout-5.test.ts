import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { heldOutSpecs, heldOutTotal, scoreHeldOutFolder, type HeldOutScore } from "../helpers/filed-pdf-score";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the fifth held-out set
 * (tests/fixtures/filings-heldout-5: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to fourth sets' specs; see its README). The judge of the reader
 * now that sets 1–4 are tuned on: whoever works on the reader does not open this folder or its
 * misses. The score is printed per file; only a precision floor is asserted.
 */
const DIR = path.join(process.cwd(), "tests", "fixtures", "filings-heldout-5");
const specs = heldOutSpecs(DIR);

describe("the PDF label reader on the fifth held-out set", () => {
  let scores: HeldOutScore[] = [];
  beforeAll(async () => {
    scores = await scoreHeldOutFolder(DIR, specs);
  }, 120_000);

  it("has the four files the README lists, all exhaustive, 390 truth figures", () => {
    expect(specs.map((s) => s.name)).toEqual([
      "life-insurer-scale-words-in-cells-years-as-rows.pdf",
      "realty-month-range-headings-cd-waste-thousand-t.pdf",
      "sugar-fy26-lakh-gj-zld-nil-discharge.pdf",
      "tyres-calendar-headings-side-by-side-energy.pdf",
    ]);
    expect(specs.every((s) => s.exhaustive)).toBe(true);
    expect(specs.reduce((n, s) => n + s.truth.length, 0)).toBe(390);
  });

  it("holds precision at 90 % or better over the four files", () => {
    expect(scores).toHaveLength(4);
    expect(heldOutTotal(scores).precision).toBeGreaterThanOrEqual(0.9);
  });

  // Not met. First reading (main's reader at e0a4f2a, before anyone saw this set): recall 45.9 %
  // (179/390), precision 92.3 % (179/194): life insurer 17/100 (81.0 %), realty 30/99 (73.2 %),
  // sugar 86/99 (100 %), tyres 46/92 (100 %). Passes while the targets are missed and fails, to be
  // made a plain test, once they are met.
  it.fails("meets the issue's targets (recall ≥ 90 %, precision ≥ 98 %)", () => {
    const all = heldOutTotal(scores);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
    expect(all.precision).toBeGreaterThanOrEqual(0.98);
  });
});
