import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader measured on the eighth held-out set (tests/fixtures/filings-heldout-8: four
 * exhaustive files written by a helper who never saw the reader, its tests or the second to seventh
 * sets; see its README). Whoever works on the reader does not open this folder or its misses. The
 * score is printed per file; only a precision floor is asserted.
 */
// Not met until measured: passes while the targets are missed and fails, to be made a plain test,
// once they are met.
describeHeldOutSet({
  title: "eighth held-out set",
  folder: "filings-heldout-8",
  files: [
    "aluminium-p3-wellbeing-landscape-fy25.pdf",
    "glass-float-section-a-p6-unit-column.pdf",
    "media-broadcaster-section-a-p1-p5-p9-million.pdf",
    "paints-p5-min-wages-borderless-p8.pdf",
  ],
  truth: 396,
  targetsMet: false,
});
