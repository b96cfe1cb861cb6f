import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader measured on the eighth held-out set (tests/fixtures/filings-heldout-8: four
 * exhaustive files written by a helper who never saw the reader, its tests or the second to seventh
 * sets; see its README). Whoever works on the reader does not open this folder or its misses. The
 * score is printed per file; only a precision floor is asserted.
 */
// Met at its first reading, as the judge after development on sets 5, 6 and 7: recall 97.5 %
// (386/396), precision 99.5 % (386/388): aluminium 105/105, glass 98/98, media 87/93 (97.8 %),
// paints 96/100. (The reader at 8a002f2, before this session's work: 89.9 % / 98.9 %.)
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
  targetsMet: true,
});
