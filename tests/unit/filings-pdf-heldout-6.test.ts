import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the sixth held-out set
 * (tests/fixtures/filings-heldout-6: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to fifth sets' specs; see its README). A second judge beside
 * the fifth set, written the same day by another helper: whoever works on the reader does not open
 * this folder or its misses. The score is printed per file; only a precision floor is asserted.
 */
// Not met. First reading (main's reader at e0a4f2a, before anyone saw this set): recall 44.5 %
// (167/375), precision 91.3 % (167/183): airline 16/90 (100 %), fertiliser 54/93 (87.1 %),
// ports 34/98 (94.4 %), telecom 63/94 (91.3 %). Passes while the targets are missed and fails, to
// be made a plain test, once they are met.
describeHeldOutSet({
  title: "sixth held-out set",
  folder: "filings-heldout-6",
  files: [
    "airline-transposed-q20-measure-major-years.pdf",
    "fertiliser-million-gj-lakh-kl-water-stress.pdf",
    "ports-dotted-dates-split-e11-min-wages.pdf",
    "telecom-western-billion-million-words.pdf",
  ],
  truth: 375,
  targetsMet: false,
});
