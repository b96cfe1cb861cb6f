import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the sixth held-out set
 * (tests/fixtures/filings-heldout-6: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to fifth sets' specs; see its README). A second judge beside
 * the fifth set, written the same day by another helper: whoever works on the reader does not open
 * this folder or its misses. The score is printed per file; only a precision floor is asserted.
 */
// Met (development set since session 21, after it judged set 5's fixes). First reading (e0a4f2a):
// recall 44.5 % (167/375), precision 91.3 %: airline 16/90, fertiliser 54/93 (87.1 %), ports 34/98
// (94.4 %), telecom 63/94 (91.3 %). As a judge after development on set 5: 46.1 % (173/375),
// 91.5 %, i.e. no transfer. After development on it: 91.2 % (342/375), 100 %.
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
  targetsMet: true,
});
