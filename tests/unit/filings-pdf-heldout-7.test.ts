import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the seventh held-out set
 * (tests/fixtures/filings-heldout-7: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to sixth sets' specs; see its README). Whoever works on the reader
 * does not open this folder or its misses. The score is printed per file; only a precision floor is
 * asserted.
 */
// Met (development set since its first reading). First reading, as a judge after development on
// sets 5 and 6: recall 85.1 % (326/383), precision 100 % (the reader at 8a002f2, before this
// session's work, read 84.6 % / 100 %: a set of ordinary layouts). After development on it: 98.7 %
// (378/383), 100 %.
describeHeldOutSet({
  title: "seventh held-out set",
  folder: "filings-heldout-7",
  files: [
    "cables-section-a-q25-crore-p3-p5.pdf",
    "dairy-p6-unit-column-lakh-revenue-ppp-p8.pdf",
    "logistics-current-previous-million-p1-p6.pdf",
    "retail-fy25-short-years-lakh-medians-posh.pdf",
  ],
  truth: 383,
  targetsMet: true,
});
