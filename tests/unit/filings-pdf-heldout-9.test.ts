import { describeHeldOutSet } from "../helpers/held-out-suite";

/*
 * The PDF label reader measured on the ninth held-out set (tests/fixtures/filings-heldout-9: four
 * exhaustive files written by a helper who never saw the reader, its tests or the second to eighth
 * sets' specs; see its README). Whoever works on the reader does not open this folder or its
 * misses. The score is printed per file; only a precision floor is asserted.
 */
// Not yet measured. Passes while the targets are missed and fails, to be made a plain test, once
// they are met.
describeHeldOutSet({
  title: "ninth held-out set",
  folder: "filings-heldout-9",
  files: [
    "footwear-bare-years-lakh-median-discharge.pdf",
    "mining-units-column-dgms-na-air.pdf",
    "seeds-current-previous-lakh-landscape-wellbeing.pdf",
    "shipping-fy25-short-years-subsidiary-fleet.pdf",
  ],
  truth: 386,
  targetsMet: false,
});
