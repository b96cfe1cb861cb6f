import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader (lib/filings/pdf-read.ts) measured on the fifth held-out set
 * (tests/fixtures/filings-heldout-5: four exhaustive files written by a helper who never saw the
 * reader, its tests or the second to fourth sets' specs; see its README). The judge of the reader
 * now that sets 1–4 are tuned on: whoever works on the reader does not open this folder or its
 * misses. The score is printed per file; only a precision floor is asserted.
 */
// Met (development set since session 21). First reading (main's reader at e0a4f2a, before anyone
// saw this set): recall 45.9 % (179/390), precision 92.3 % (179/194): life insurer 17/100 (81.0 %),
// realty 30/99 (73.2 %), sugar 86/99 (100 %), tyres 46/92 (100 %). After development on it (one
// year-heading recogniser, spanning year and category columns, side-by-side bands, scale words in
// cells and sentences, years as rows) and the prose reader: 98.7 % (385/390), 100 %.
describeHeldOutSet({
  title: "fifth held-out set",
  folder: "filings-heldout-5",
  files: [
    "life-insurer-scale-words-in-cells-years-as-rows.pdf",
    "realty-month-range-headings-cd-waste-thousand-t.pdf",
    "sugar-fy26-lakh-gj-zld-nil-discharge.pdf",
    "tyres-calendar-headings-side-by-side-energy.pdf",
  ],
  truth: 390,
  targetsMet: true,
});
