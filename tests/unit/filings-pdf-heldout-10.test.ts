import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader measured on the tenth held-out set (tests/fixtures/filings-heldout-10: four
 * exhaustive files written by a helper who never saw the reader, its tests or the second to ninth
 * sets' specs; see its README). Whoever works on the reader does not open this folder or its misses.
 * The score is printed per file; only a precision floor is asserted.
 */
// Met at its first reading, as the last judge (the reader at d7d3f48, after development on sets 5,
// 6, 7 and 9; nobody has read this set's misses): recall 96.1 % (321/334), precision 100 %
// (321/321): edtech 83/83, jewellery 81/87, refinery 80/80, wagons 77/84. (The reader before this
// session's work: 94.9 % / 100 %.)
describeHeldOutSet({
  title: "tenth held-out set",
  folder: "filings-heldout-10",
  files: [
    "edtech-no-workers-na-million-landscape-training.pdf",
    "jewellery-lakh-fy25-short-q25-median-posh-p9.pdf",
    "refinery-tj-unit-column-q20b-nil-ghg-target.pdf",
    "wagons-landscape-benefits-discharge-waste-restated.pdf",
  ],
  truth: 334,
  targetsMet: true,
});
