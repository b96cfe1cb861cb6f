/**
 * Section B — management and process disclosures: SEBI's matrix of one column per NGRBC principle
 * (P1 … P9) and one row per question ([V: A2] in ../shared/BRSR_FORMAT.md §3). Keys are
 * 'B-<row>-<principle>', e.g. 'B-1a-P3', 'B-10-i-by-P6', 'B-12-iv-P9'. Everything is answered for
 * the current financial year only.
 */
import { PRINCIPLES, type Principle } from "@/lib/frameworks/types";
import { choice, field, row, table, text, yesNo } from "./build";
import type { Cell, Column, Question, Row, YearSlot } from "./types";

const GOV = "governance" as const;
const CY: YearSlot[] = ["cy"];

const PRINCIPLE_COLUMNS: Column[] = PRINCIPLES.map((p) => ({ id: p, label: p }));

/** One row of the matrix: a cell per principle. */
function perPrinciple(id: string, label: string, make: (p: Principle) => Cell): Row {
  return row(id, label, Object.fromEntries(PRINCIPLES.map((p) => [p, make(p)])));
}

const matrix = (id: string, rows: Row[], title?: string) => table(id, rows, { title, columns: PRINCIPLE_COLUMNS, years: CY });

const REVIEW_BY = ["Director", "Committee of the Board", "Any other Committee"] as const;
const REVIEW_FREQUENCY = ["Annually", "Half yearly", "Quarterly", "Any other (please specify)"] as const;

const REVIEW_SUBJECTS = [
  ["i", "Performance against above policies and follow up action", "Review of performance against the policies and follow-up action"],
  [
    "ii",
    "Compliance with statutory requirements of relevance to the principles, and rectification of any non-compliances",
    "Review of compliance with statutory requirements and rectification of non-compliances",
  ],
] as const;

const b10 = table(
  "B-10-T",
  REVIEW_SUBJECTS.map(([id, label, noun]) =>
    row(id, label, {
      ...Object.fromEntries(PRINCIPLES.map((p) => [`by-${p}`, choice(`B-10-${id}-by-${p}`, `${noun}: undertaken by, ${p}`, GOV, REVIEW_BY)])),
      ...Object.fromEntries(PRINCIPLES.map((p) => [`freq-${p}`, choice(`B-10-${id}-freq-${p}`, `${noun}: frequency, ${p}`, GOV, REVIEW_FREQUENCY)])),
    }),
  ),
  {
    columns: [
      ...PRINCIPLES.map((p) => ({ id: `by-${p}`, label: `Review undertaken by Director / Committee of the Board / Any other Committee: ${p}` })),
      ...PRINCIPLES.map((p) => ({ id: `freq-${p}`, label: `Frequency (Annually / Half yearly / Quarterly / Any other – please specify): ${p}` })),
    ],
    years: CY,
  },
);

const REASONS = [
  ["i", "The entity does not consider the Principles material to its business (Yes/No)", "No policy: principle not material to the business"],
  [
    "ii",
    "The entity is not at a stage where it is in a position to formulate and implement the policies on specified principles (Yes/No)",
    "No policy: not yet in a position to formulate and implement policies",
  ],
  [
    "iii",
    "The entity does not have the financial or/human and technical resources available for the task (Yes/No)",
    "No policy: financial, human or technical resources not available",
  ],
  ["iv", "It is planned to be done in the next financial year (Yes/No)", "No policy: planned for the next financial year"],
  ["v", "Any other reason (please specify)", "No policy: any other reason"],
] as const;

export const SECTION_B: Question[] = [
  {
    id: "B-1",
    section: "B",
    number: "1",
    title:
      "(a) Whether your entity's policy/policies cover each principle and its core elements of the NGRBCs (Yes/No); (b) Has the policy been approved by the Board? (Yes/No); (c) Web link of the policies, if available",
    part: "Policy and management processes",
    items: [
      matrix("B-1-T", [
        perPrinciple("1a", "a. Whether your entity's policy/policies cover each principle and its core elements of the NGRBCs (Yes/No)", (p) =>
          yesNo(`B-1a-${p}`, `Policy covers the principle and its NGRBC core elements: ${p}`, GOV),
        ),
        perPrinciple("1b", "b. Has the policy been approved by the Board? (Yes/No)", (p) => yesNo(`B-1b-${p}`, `Policy approved by the Board: ${p}`, GOV)),
        perPrinciple("1c", "c. Web link of the policies, if available", (p) => text(`B-1c-${p}`, `Policy web link: ${p}`, GOV, { required: false })),
      ]),
    ],
  },
  {
    id: "B-2",
    section: "B",
    number: "2",
    part: "Policy and management processes",
    title: "Whether the entity has translated the policy into procedures (Yes/No)",
    items: [
      matrix("B-2-T", [
        perPrinciple("2", "Policy translated into procedures (Yes/No)", (p) => yesNo(`B-2-${p}`, `Policy translated into procedures: ${p}`, GOV)),
      ]),
    ],
  },
  {
    id: "B-3",
    section: "B",
    number: "3",
    part: "Policy and management processes",
    title: "Do the enlisted policies extend to your value chain partners? (Yes/No)",
    items: [
      matrix("B-3-T", [
        perPrinciple("3", "Policies extend to value chain partners (Yes/No)", (p) => yesNo(`B-3-${p}`, `Policies extend to value chain partners: ${p}`, GOV)),
      ]),
    ],
  },
  {
    id: "B-4",
    section: "B",
    number: "4",
    part: "Policy and management processes",
    title:
      "Name of the national and international codes / certifications / labels / standards (e.g. Forest Stewardship Council, Fairtrade, Rainforest Alliance, Trustea, SA 8000, OHSAS, ISO, BIS) adopted by your entity and mapped to each principle",
    items: [
      matrix("B-4-T", [
        perPrinciple("4", "Codes / certifications / labels / standards adopted", (p) =>
          text(`B-4-${p}`, `Codes, certifications, labels or standards adopted: ${p}`, GOV, { required: false }),
        ),
      ]),
    ],
  },
  {
    id: "B-5",
    section: "B",
    number: "5",
    part: "Policy and management processes",
    title: "Specific commitments, goals and targets set by the entity with defined timelines, if any",
    items: [
      field(
        text("B-5", "Specific commitments, goals and targets with defined timelines", GOV),
        "Commitments, goals and targets, with timelines (or 'None')",
        CY,
      ),
    ],
  },
  {
    id: "B-6",
    section: "B",
    number: "6",
    part: "Policy and management processes",
    title: "Performance of the entity against the specific commitments, goals and targets along-with reasons in case the same are not met",
    items: [
      field(
        text("B-6", "Performance against commitments, goals and targets", GOV),
        "Performance against each commitment, goal or target, with reasons where not met",
        CY,
      ),
    ],
  },
  {
    id: "B-7",
    section: "B",
    number: "7",
    part: "Governance, leadership and oversight",
    title:
      "Statement by director responsible for the business responsibility report, highlighting ESG related challenges, targets and achievements (listed entity has flexibility regarding the placement of this disclosure)",
    items: [
      field(
        text("B-7", "Statement by the director responsible for the business responsibility report", GOV),
        "Statement (ESG-related challenges, targets and achievements)",
        CY,
      ),
    ],
  },
  {
    id: "B-8",
    section: "B",
    number: "8",
    part: "Governance, leadership and oversight",
    title: "Details of the highest authority responsible for implementation and oversight of the Business Responsibility policy(ies)",
    items: [
      field(
        text("B-8", "Highest authority responsible for implementation and oversight of the Business Responsibility policies", GOV),
        "Details of the highest authority (e.g. name and designation)",
        CY,
      ),
    ],
  },
  {
    id: "B-9",
    section: "B",
    number: "9",
    part: "Governance, leadership and oversight",
    title:
      "Does the entity have a specified Committee of the Board / Director responsible for decision making on sustainability related issues? (Yes/No). If yes, provide details.",
    items: [
      field(
        yesNo("B-9-COMMITTEE", "Board committee or director responsible for decisions on sustainability", GOV),
        "Specified Committee of the Board / Director responsible? (Yes/No)",
        CY,
      ),
      field(text("B-9-DETAILS", "Board committee or director responsible for sustainability: details", GOV, { required: false }), "If yes, details", CY),
    ],
  },
  {
    id: "B-10",
    section: "B",
    number: "10",
    part: "Governance, leadership and oversight",
    title:
      "Details of Review of NGRBCs by the Company: whether the review was undertaken by a Director / Committee of the Board / Any other Committee, and its frequency",
    items: [
      b10,
      field(
        text("B-10-SPECIFY", "Review of NGRBCs: other frequency (specify)", GOV, { required: false }),
        "Where the frequency is 'Any other', please specify",
        CY,
      ),
    ],
  },
  {
    id: "B-11",
    section: "B",
    number: "11",
    part: "Governance, leadership and oversight",
    title:
      "Has the entity carried out independent assessment / evaluation of the working of its policies by an external agency? (Yes/No). If yes, provide name of the agency.",
    items: [
      matrix("B-11-T", [
        perPrinciple("11", "Independent assessment / evaluation by an external agency (Yes/No)", (p) =>
          yesNo(`B-11-${p}`, `Independent assessment of policies by an external agency: ${p}`, GOV),
        ),
      ]),
      field(text("B-11-AGENCY", "Independent assessment of policies: name of the external agency", GOV, { required: false }), "If yes, name of the agency", CY),
    ],
  },
  {
    id: "B-12",
    section: "B",
    number: "12",
    part: "Governance, leadership and oversight",
    title: 'If answer to question (1) above is "No" i.e. not all Principles are covered by a policy, reasons to be stated',
    items: [
      matrix(
        "B-12-T",
        REASONS.map(([id, label, noun]) => perPrinciple(id, label, (p) => yesNo(`B-12-${id}-${p}`, `${noun}: ${p}`, GOV, { required: false }))),
      ),
      field(text("B-12-v-SPECIFY", "No policy: other reason (specify)", GOV, { required: false }), "Any other reason: please specify", CY),
    ],
  },
];
