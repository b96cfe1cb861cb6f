import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { heldOutSpecs, heldOutTotal, scoreHeldOutFolder, type HeldOutScore } from "./filed-pdf-score";

/**
 * The checks every exhaustive held-out set of BRSR PDFs gets: the files its README lists, the
 * truth count, a 90 % precision floor, and the targets — asserted once met, an expected
 * failure (`it.fails`) while missed, so meeting them turns the run red until the test is made plain.
 */
export function describeHeldOutSet(set: { title: string; folder: string; files: string[]; truth: number; targetsMet: boolean }) {
  const dir = path.join(process.cwd(), "tests", "fixtures", set.folder);
  const specs = heldOutSpecs(dir);
  describe(`the PDF label reader on the ${set.title}`, () => {
    let scores: HeldOutScore[] = [];
    beforeAll(async () => {
      scores = await scoreHeldOutFolder(dir, specs);
    }, 120_000);

    it(`has the ${set.files.length} files the README lists, all exhaustive, ${set.truth} truth figures`, () => {
      expect(specs.map((s) => s.name)).toEqual(set.files);
      expect(specs.every((s) => s.exhaustive)).toBe(true);
      expect(specs.reduce((n, s) => n + s.truth.length, 0)).toBe(set.truth);
    });

    it(`holds precision at 90 % or better over the ${set.files.length} files`, () => {
      expect(scores).toHaveLength(set.files.length);
      expect(heldOutTotal(scores).precision).toBeGreaterThanOrEqual(0.9);
    });

    (set.targetsMet ? it : it.fails)("meets the issue's targets (recall ≥ 90 %, precision ≥ 98 %)", () => {
      const all = heldOutTotal(scores);
      expect(all.recall).toBeGreaterThanOrEqual(0.9);
      expect(all.precision).toBeGreaterThanOrEqual(0.98);
    });
  });
}
