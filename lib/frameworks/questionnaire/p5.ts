/**
 * Principle 5 — businesses should respect and promote human rights. Rows, letters and formulas
 * follow SEBI's Annexure II of 12 July 2023 ([V: A2] in ../shared/BRSR_FORMAT.md §4, P5); XBRL
 * names are those §7.3 marks verified ([V: XD]).
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { derived, field, heading, inputLabel, num, percent, ratioInput, row, sum, table, text, yesNo } from "./build";
import { coverageColumns, coverageRow, type Part } from "./coverage";
import type { Question, Row, YearSlot } from "./types";

const SOC = "social" as const;
const CY: YearSlot[] = ["cy"];

// E1: human rights training
const TRAINED: Part[] = [{ id: "covered", label: "No. of employees / workers covered", noun: "Human rights training" }];
const HR_HEADCOUNT = "Human rights training table headcount";

const e1 = table(
  "P5-E1-T",
  [
    heading("EMPLOYEES", "Employees"),
    coverageRow("P5-E1", "EMPLOYEES-PERMANENT", "Permanent", "permanent employees", HR_HEADCOUNT, TRAINED),
    coverageRow("P5-E1", "EMPLOYEES-OTHER", "Other than permanent", "other than permanent employees", HR_HEADCOUNT, TRAINED),
    coverageRow("P5-E1", "EMPLOYEES-TOTAL", "Total Employees", "total employees", HR_HEADCOUNT, TRAINED, {
      sumOf: ["EMPLOYEES-PERMANENT", "EMPLOYEES-OTHER"],
      shows: "Permanent + Other than permanent",
      pctMetric: { covered: "Employees trained on human rights (%)" },
    }),
    heading("WORKERS", "Workers"),
    coverageRow("P5-E1", "WORKERS-PERMANENT", "Permanent", "permanent workers", HR_HEADCOUNT, TRAINED),
    coverageRow("P5-E1", "WORKERS-OTHER", "Other than permanent", "other than permanent workers", HR_HEADCOUNT, TRAINED),
    coverageRow("P5-E1", "WORKERS-TOTAL", "Total Workers", "total workers", HR_HEADCOUNT, TRAINED, {
      sumOf: ["WORKERS-PERMANENT", "WORKERS-OTHER"],
      shows: "Permanent + Other than permanent",
    }),
  ],
  {
    title: "Employees and workers who have been provided training on human rights issues and policy(ies) of the entity",
    columns: coverageColumns(TRAINED, "B", "CD"),
  },
);

// E2: minimum wages. 'Permanent' and 'Other than permanent' rows are Male + Female.
const WAGES: Part[] = [
  { id: "equal", label: "Equal to Minimum Wage", noun: "Paid equal to minimum wage" },
  { id: "more", label: "More than Minimum Wage", noun: "Paid more than minimum wage" },
];
const WAGE_HEADCOUNT = "Minimum wage table headcount";

function wageBlock(group: "EMPLOYEES" | "WORKERS", kind: "PERMANENT" | "OTHER"): Row[] {
  const who = group === "EMPLOYEES" ? "employees" : "workers";
  const subject = kind === "PERMANENT" ? `permanent ${who}` : `other than permanent ${who}`;
  const id = `${group}-${kind}`;
  return [
    coverageRow("P5-E2", id, kind === "PERMANENT" ? "Permanent" : "Other than Permanent", subject, WAGE_HEADCOUNT, WAGES, {
      sumOf: [`${id}-MALE`, `${id}-FEMALE`],
      shows: "Male + Female",
    }),
    coverageRow("P5-E2", `${id}-MALE`, "Male", `${subject}, male`, WAGE_HEADCOUNT, WAGES),
    coverageRow("P5-E2", `${id}-FEMALE`, "Female", `${subject}, female`, WAGE_HEADCOUNT, WAGES),
  ];
}

const e2 = table(
  "P5-E2-T",
  [
    heading("EMPLOYEES", "Employees"),
    ...wageBlock("EMPLOYEES", "PERMANENT"),
    ...wageBlock("EMPLOYEES", "OTHER"),
    heading("WORKERS", "Workers"),
    ...wageBlock("WORKERS", "PERMANENT"),
    ...wageBlock("WORKERS", "OTHER"),
  ],
  { title: "Details of minimum wages paid to employees and workers", columns: coverageColumns(WAGES, "BC", "DEF") },
);

// E3(a): median remuneration
const e3a = table(
  "P5-E3a-T",
  (
    [
      ["BOD", "Board of Directors (BoD)", "Board of Directors"],
      ["KMP", "Key Managerial Personnel", "Key Managerial Personnel"],
      ["EMPLOYEES", "Employees other than BoD and KMP", "employees other than BoD and KMP"],
      ["WORKERS", "Workers", "workers"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, {
      "male-number": num(`P5-E3a-${id}-male-number`, `Median remuneration table: ${noun}, male (number)`, "count", "stock", SOC),
      "male-median": num(`P5-E3a-${id}-male-median`, `Median remuneration / salary / wages: ${noun}, male`, "₹", "flow", SOC),
      "female-number": num(`P5-E3a-${id}-female-number`, `Median remuneration table: ${noun}, female (number)`, "count", "stock", SOC),
      "female-median": num(`P5-E3a-${id}-female-median`, `Median remuneration / salary / wages: ${noun}, female`, "₹", "flow", SOC),
    }),
  ),
  {
    title: "a. Median remuneration / wages",
    columns: [
      { id: "male-number", label: "Male: Number" },
      { id: "male-median", label: "Male: Median remuneration / salary / wages of respective category (₹)" },
      { id: "female-number", label: "Female: Number" },
      { id: "female-median", label: "Female: Median remuneration / salary / wages of respective category (₹)" },
    ],
    years: CY,
  },
);

// E6 and L4 share SEBI's six human-rights rows (E10 orders them differently).
const ISSUES = [
  ["SEXUAL-HARASSMENT", "Sexual Harassment", "sexual harassment"],
  ["DISCRIMINATION", "Discrimination at workplace", "discrimination at workplace"],
  ["CHILD-LABOUR", "Child Labour", "child labour"],
  ["FORCED-LABOUR", "Forced Labour / Involuntary Labour", "forced / involuntary labour"],
  ["WAGES", "Wages", "wages"],
] as const;

const e6 = table(
  "P5-E6-T",
  [...ISSUES, ["OTHER", "Other human rights related issues", "other human rights issues"] as const].map(([id, label, noun]) =>
    row(id, label, {
      filed: num(`P5-E6-${id}-filed`, `Human rights complaints, ${noun}: filed during the year`, "count", "flow", SOC),
      pending: num(`P5-E6-${id}-pending`, `Human rights complaints, ${noun}: pending resolution at end of year`, "count", "stock", SOC),
      remarks: text(`P5-E6-${id}-remarks`, `Human rights complaints, ${noun}: remarks`, SOC, { required: false }),
    }),
  ),
  {
    columns: [
      { id: "filed", label: "Filed during the year" },
      { id: "pending", label: "Pending resolution at the end of year" },
      { id: "remarks", label: "Remarks" },
    ],
  },
);

const e7 = table("P5-E7-T", [
  row("TOTAL", "Total Complaints reported under Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (POSH)", {
    value: num("P5-E7-TOTAL", M.poshComplaints, "count", "flow", SOC, {
      core: "gender",
      xbrl: "TotalComplaintsReportedUnderSexualHarassmentOfWomenAtWorkplace",
    }),
  }),
  // SEBI leaves the denominator undefined; taken as every female employee and worker at the year's end (Section A Q20).
  row("PCT", "Complaints on POSH as a % of female employees / workers", {
    value: num("P5-E7-PCT", "POSH complaints as % of female employees / workers", "%", "stock", SOC, {
      core: "gender",
      xbrl: "PercentageOfComplaintsInRespectOfNumberOfEmployeesOrWorker",
      computedFrom: { formula: percent("P5-E7-TOTAL", "P5-E7-FEMALES"), shows: "POSH complaints ÷ Female employees and workers (Q20) × 100" },
    }),
  }),
  row("UPHELD", "Complaints on POSH upheld", { value: num("P5-E7-UPHELD", "POSH complaints upheld", "count", "flow", SOC, { core: "gender" }) }),
  row("FEMALES", inputLabel("Female employees and workers (Section A Q20: total employees + total workers, female)"), {
    value: derived("P5-E7-FEMALES", "count", sum("A-20a-3-female", "A-20a-6-female"), { shows: "Q20 female employees + female workers", measure: "stock" }),
  }),
]);

const E10_ROWS = [
  ["CHILD-LABOUR", "Child labour", "child labour"],
  ["FORCED-LABOUR", "Forced / involuntary labour", "forced / involuntary labour"],
  ["SEXUAL-HARASSMENT", "Sexual harassment", "sexual harassment"],
  ["DISCRIMINATION", "Discrimination at workplace", "discrimination at workplace"],
  ["WAGES", "Wages", "wages"],
] as const;

const OTHERS = ["OTHERS", "Others – please specify", "others"] as const;

const e10 = table(
  "P5-E10-T",
  [...E10_ROWS, OTHERS].map(([id, label, noun]) =>
    row(id, label, {
      value: num(`P5-E10-${id}`, `Plants and offices assessed for human rights: ${noun} (%)`, "%", "stock", SOC, id === "OTHERS" ? { required: false } : {}),
    }),
  ),
  { columns: [{ id: "value", label: "% of your plants and offices that were assessed (by entity or statutory authorities or third parties)" }], years: CY },
);

const l4 = table(
  "P5-L4-T",
  [...ISSUES, OTHERS].map(([id, label, noun]) =>
    row(id, label, { value: num(`P5-L4-${id}`, `Value chain partners assessed for human rights: ${noun} (%)`, "%", "stock", SOC, { required: false }) }),
  ),
  { columns: [{ id: "value", label: "% of value chain partners (by value of business done with such partners) that were assessed" }], years: CY },
);

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, SOC, required ? {} : { required: false }), label);

export const P5: Question[] = [
  {
    id: "P5-E1",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E1",
    title: "Employees and workers who have been provided training on human rights issues and policy(ies) of the entity",
    items: [e1],
  },
  {
    id: "P5-E2",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E2",
    title: "Details of minimum wages paid to employees and workers",
    items: [e2],
  },
  {
    id: "P5-E3",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E3",
    title: "Details of remuneration / salary / wages: (a) median remuneration / wages; (b) gross wages paid to females as % of total wages paid by the entity",
    items: [
      e3a,
      field(
        num("P5-E3b", M.femaleWages, "%", "stock", SOC, {
          core: "gender",
          xbrl: "PercentageOfGrossWagesPaidToFemaleToTotalWagesPaid",
          computedFrom: { formula: percent("P5-E3b-FEMALE", "P5-E3b-TOTAL"), shows: "Gross wages paid to females ÷ Total wages paid × 100" },
        }),
        "b. Gross wages paid to females as % of total wages",
        ["cy", "py"],
      ),
      // TotalWagesPaid and the female amount are not in the verified dictionary: not filed.
      field(ratioInput("P5-E3b-FEMALE", "Gross wages paid to females (₹)", "₹", "flow", SOC), inputLabel("Gross wages paid to females (₹)"), ["cy", "py"]),
      field(ratioInput("P5-E3b-TOTAL", "Total wages paid (₹)", "₹", "flow", SOC), inputLabel("Total wages paid (₹)"), ["cy", "py"]),
    ],
  },
  {
    id: "P5-E4",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E4",
    title:
      "Do you have a focal point (Individual / Committee) responsible for addressing human rights impacts or issues caused or contributed to by the business? (Yes/No)",
    items: [field(yesNo("P5-E4", "Focal point for human rights impacts", SOC), "Focal point (individual / committee)? (Yes/No)")],
  },
  {
    id: "P5-E5",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E5",
    title: "Describe the internal mechanisms in place to redress grievances related to human rights issues",
    items: [narrative("P5-E5", "Internal mechanisms to redress human rights grievances", "Mechanisms")],
  },
  {
    id: "P5-E6",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E6",
    title: "Number of Complaints on the following made by employees and workers",
    items: [e6],
  },
  {
    id: "P5-E7",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E7",
    title: "Complaints filed under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    items: [e7],
  },
  {
    id: "P5-E8",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E8",
    title: "Mechanisms to prevent adverse consequences to the complainant in discrimination and harassment cases",
    items: [narrative("P5-E8", "Mechanisms to protect complainants in discrimination and harassment cases", "Mechanisms")],
  },
  {
    id: "P5-E9",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E9",
    title: "Do human rights requirements form part of your business agreements and contracts? (Yes/No)",
    items: [
      field(
        yesNo("P5-E9", "Human rights requirements in business agreements and contracts", SOC),
        "Human rights requirements in agreements and contracts? (Yes/No)",
      ),
    ],
  },
  {
    id: "P5-E10",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E10",
    title: "Assessments for the year",
    items: [e10, narrative("P5-E10-OTHERS-SPECIFY", "Plants and offices assessed for human rights: others (specify)", "Others: please specify", false)],
  },
  {
    id: "P5-E11",
    section: "C",
    principle: "P5",
    indicator: "essential",
    number: "E11",
    title:
      "Provide details of any corrective actions taken or underway to address significant risks / concerns arising from the assessments at Question 10 above",
    items: [narrative("P5-E11", "Corrective action on human rights assessments", "Corrective actions taken or underway (or 'Not applicable')")],
  },
  {
    id: "P5-L1",
    section: "C",
    principle: "P5",
    indicator: "leadership",
    number: "L1",
    title: "Details of a business process being modified / introduced as a result of addressing human rights grievances / complaints",
    items: [narrative("P5-L1", "Business processes changed to address human rights grievances", "Business processes modified or introduced", false)],
  },
  {
    id: "P5-L2",
    section: "C",
    principle: "P5",
    indicator: "leadership",
    number: "L2",
    title: "Details of the scope and coverage of any Human rights due-diligence conducted",
    items: [narrative("P5-L2", "Human rights due diligence: scope and coverage", "Scope and coverage", false)],
  },
  {
    id: "P5-L3",
    section: "C",
    principle: "P5",
    indicator: "leadership",
    number: "L3",
    title:
      "Is the premise / office of the entity accessible to differently abled visitors, as per the requirements of the Rights of Persons with Disabilities Act, 2016?",
    items: [
      field(
        yesNo("P5-L3", "Premises accessible to differently abled visitors", SOC, { required: false }),
        "Accessible to differently abled visitors? (Yes/No)",
      ),
    ],
  },
  {
    id: "P5-L4",
    section: "C",
    principle: "P5",
    indicator: "leadership",
    number: "L4",
    title: "Details on assessment of value chain partners",
    items: [l4, narrative("P5-L4-OTHERS-SPECIFY", "Value chain partners assessed for human rights: others (specify)", "Others: please specify", false)],
  },
  {
    id: "P5-L5",
    section: "C",
    principle: "P5",
    indicator: "leadership",
    number: "L5",
    title:
      "Provide details of any corrective actions taken or underway to address significant risks / concerns arising from the assessments at Question 4 above",
    items: [narrative("P5-L5", "Corrective action on value chain human rights assessments", "Corrective actions taken or underway", false)],
  },
];
