import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the seventh held-out set
 * (tests/fixtures/filings-heldout-7: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to sixth sets' specs; see its README). Whoever works on the reader
 * does not open this folder or its misses. The score is printed per file; only a precision floor is
 * asserted.
 */
// Not met; not yet read: the set was committed without running the reader on it. Passes while the
// targets are missed and fails, to be made a plain test, once they are met.
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
  targetsMet: false,
});
