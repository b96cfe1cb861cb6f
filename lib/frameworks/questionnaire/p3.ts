/**
 * Principle 3 — businesses should respect and promote the well-being of all employees, including
 * those in their value chains. Rows, letters and formulas follow SEBI's Annexure II of 12 July 2023
 * ([V: A2] in ../shared/BRSR_FORMAT.md §4, P3); XBRL names are those §7.3 marks verified. The E1
 * and E11 elements are dimensional (benefit, employees/workers), so several cells share one name.
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { choice, derived, field, heading, inputLabel, num, percent, ratio, ratioInput, row, sum, table, text, yesNo } from "./build";
import { coverageColumns, coverageRow, type Part } from "./coverage";
import type { Question, Row, YearSlot } from "./types";

const SOC = "social" as const;
const CY: YearSlot[] = ["cy"];

// ---------------------------------------------------------------------------------------------
// 'Total (A) | No. (B) | % (B / A) | No. (C) | % (C / A) …' tables (E1a, E1b, E7, E8, E9)

/** Male, Female and Total rows of one category, in the order SEBI prints them. */
function genderBlock(
  prefix: string,
  group: string,
  subject: string,
  headcount: string,
  parts: readonly Part[],
  totalFirst = false,
  totalLabel = "Total",
): Row[] {
  const male = coverageRow(prefix, `${group}-MALE`, totalFirst ? "- Male" : "Male", `${subject}, male`, headcount, parts);
  const female = coverageRow(prefix, `${group}-FEMALE`, totalFirst ? "- Female" : "Female", `${subject}, female`, headcount, parts);
  const total = coverageRow(prefix, `${group}-TOTAL`, totalLabel, subject, headcount, parts, {
    sumOf: [`${group}-MALE`, `${group}-FEMALE`],
    shows: "Male + Female",
  });
  return totalFirst ? [total, male, female] : [male, female, total];
}

// E1: well-being measures
const benefits = (who: "Employees" | "Workers"): Part[] =>
  (
    [
      ["health", "Health insurance", "Health insurance coverage", "HealthInsurance"],
      ["accident", "Accident insurance", "Accident insurance coverage", "AccidentInsurance"],
      ["maternity", "Maternity benefits", "Maternity benefits coverage", "MaternityBenefits"],
      ["paternity", "Paternity benefits", "Paternity benefits coverage", "PaternityBenefits"],
      ["daycare", "Day care facilities", "Day care facilities coverage", "DayCareFacilities"],
    ] as const
  ).map(([id, label, noun]) => ({ id, label, noun, xbrl: { number: `NumberOfWellBeingOf${who}`, percent: `PercentageOfWellBeingOf${who}` } }));

const EMPLOYEE_BENEFITS = benefits("Employees");
const WORKER_BENEFITS = benefits("Workers");

const e1a = table(
  "P3-E1a-T",
  [
    heading("PERMANENT", "Permanent employees"),
    ...genderBlock("P3-E1a", "PERMANENT", "permanent employees", "Well-being table headcount", EMPLOYEE_BENEFITS),
    heading("OTHER", "Other than Permanent employees"),
    ...genderBlock("P3-E1a", "OTHER", "other than permanent employees", "Well-being table headcount", EMPLOYEE_BENEFITS),
  ],
  {
    title: "a. Details of measures for the well-being of employees (% of employees covered by)",
    columns: coverageColumns(EMPLOYEE_BENEFITS, "BCDEF"),
    years: CY,
  },
);

const e1b = table(
  "P3-E1b-T",
  [
    heading("PERMANENT", "Permanent workers"),
    ...genderBlock("P3-E1b", "PERMANENT", "permanent workers", "Well-being table headcount", WORKER_BENEFITS),
    heading("OTHER", "Other than Permanent workers"),
    ...genderBlock("P3-E1b", "OTHER", "other than permanent workers", "Well-being table headcount", WORKER_BENEFITS),
  ],
  { title: "b. Details of measures for the well-being of workers (% of workers covered by)", columns: coverageColumns(WORKER_BENEFITS, "BCDEF"), years: CY },
);

// E2: retirement benefits
const DEDUCTED_AND_DEPOSITED = ["Yes", "No", "NA"] as const;
const RETIREMENT = [
  ["PF", "PF", "PF"],
  ["GRATUITY", "Gratuity", "gratuity"],
  ["ESI", "ESI", "ESI"],
  ["OTHERS", "Others – please specify", "others"],
] as const;

const e2 = table(
  "P3-E2-T",
  RETIREMENT.map(([id, label, noun]) => {
    const optional = id === "OTHERS" ? { required: false } : {};
    return row(id, label, {
      employees: num(`P3-E2-${id}-employees`, `Retirement benefits, ${noun}: employees covered (% of total employees)`, "%", "stock", SOC, optional),
      workers: num(`P3-E2-${id}-workers`, `Retirement benefits, ${noun}: workers covered (% of total workers)`, "%", "stock", SOC, optional),
      deposited: choice(
        `P3-E2-${id}-deposited`,
        `Retirement benefits, ${noun}: deducted and deposited with the authority`,
        SOC,
        DEDUCTED_AND_DEPOSITED,
        optional,
      ),
    });
  }),
  {
    columns: [
      { id: "employees", label: "No. of employees covered as a % of total employees" },
      { id: "workers", label: "No. of workers covered as a % of total workers" },
      { id: "deposited", label: "Deducted and deposited with the authority (Y/N/N.A.)" },
    ],
  },
);

// E5: parental leave
const PARENTAL_COLUMNS = [
  ["employees-return", "Permanent employees: Return to work rate", "permanent employees", "return to work rate"],
  ["employees-retention", "Permanent employees: Retention rate", "permanent employees", "retention rate"],
  ["workers-return", "Permanent workers: Return to work rate", "permanent workers", "return to work rate"],
  ["workers-retention", "Permanent workers: Retention rate", "permanent workers", "retention rate"],
] as const;

const e5 = table(
  "P3-E5-T",
  (
    [
      ["MALE", "Male", "male"],
      ["FEMALE", "Female", "female"],
      ["TOTAL", "Total", "total"],
    ] as const
  ).map(([id, label, gender]) =>
    row(
      id,
      label,
      Object.fromEntries(
        PARENTAL_COLUMNS.map(([col, , who, rate]) => {
          // Rates of people, not sums: the Total row is typed too (SEBI gives no parts).
          const metric = id === "TOTAL" && col === "employees-return" ? "Parental leave return to work rate" : `Parental leave: ${who}, ${gender}, ${rate} (%)`;
          return [col, num(`P3-E5-${id}-${col}`, metric, "%", "stock", SOC)];
        }),
      ),
    ),
  ),
  { columns: PARENTAL_COLUMNS.map(([id, label]) => ({ id, label })), years: CY },
);

// E6: grievance mechanism
const e6 = table(
  "P3-E6-T",
  (
    [
      ["PERMANENT-WORKERS", "Permanent Workers", "permanent workers"],
      ["OTHER-WORKERS", "Other than Permanent Workers", "other than permanent workers"],
      ["PERMANENT-EMPLOYEES", "Permanent Employees", "permanent employees"],
      ["OTHER-EMPLOYEES", "Other than Permanent Employees", "other than permanent employees"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, {
      mechanism: yesNo(`P3-E6-${id}-mechanism`, `Grievance redressal mechanism: ${noun}`, SOC),
      details: text(`P3-E6-${id}-details`, `Grievance redressal mechanism: ${noun}, details`, SOC, { required: false }),
    }),
  ),
  {
    columns: [
      { id: "mechanism", label: "Yes/No" },
      { id: "details", label: "If yes, details of the mechanism in brief" },
    ],
    years: CY,
  },
);

// E7: association / union membership
const MEMBERSHIP: Part[] = [
  { id: "members", label: "No. of employees / workers in respective category who are part of association(s) or Union", noun: "Union membership" },
];
const e7 = table(
  "P3-E7-T",
  [
    ...genderBlock("P3-E7", "EMPLOYEES", "permanent employees", "Union membership table headcount", MEMBERSHIP, true, "Total Permanent Employees"),
    ...genderBlock("P3-E7", "WORKERS", "permanent workers", "Union membership table headcount", MEMBERSHIP, true, "Total Permanent Workers"),
  ],
  {
    columns: [
      { id: "total", label: "Total employees / workers in respective category (A)", pyLabel: "Total employees / workers in respective category (C)" },
      {
        id: "members",
        label: "No. of employees / workers in respective category, who are part of association(s) or Union (B)",
        pyLabel: "No. of employees / workers in respective category, who are part of association(s) or Union (D)",
      },
      { id: "members-pct", label: "% (B / A)", pyLabel: "% (D / C)" },
    ],
  },
);

// E8: training
const TRAINING: Part[] = [
  { id: "hs", label: "On health and safety measures", noun: "Health and safety training" },
  { id: "skill", label: "On skill upgradation", noun: "Skill upgradation training" },
];
const e8 = table(
  "P3-E8-T",
  [
    heading("EMPLOYEES", "Employees"),
    ...genderBlock("P3-E8", "EMPLOYEES", "employees", "Training table headcount", TRAINING),
    heading("WORKERS", "Workers"),
    ...genderBlock("P3-E8", "WORKERS", "workers", "Training table headcount", TRAINING),
  ],
  { columns: coverageColumns(TRAINING, "BC", "DEF") },
);

// E9: performance and career development reviews
const REVIEWS: Part[] = [{ id: "reviewed", label: "Performance and career development reviews", noun: "Performance and career development reviews" }];
const e9 = table(
  "P3-E9-T",
  [
    heading("EMPLOYEES", "Employees"),
    ...genderBlock("P3-E9", "EMPLOYEES", "employees", "Career review table headcount", REVIEWS),
    heading("WORKERS", "Workers"),
    ...genderBlock("P3-E9", "WORKERS", "workers", "Career review table headcount", REVIEWS),
  ],
  { columns: coverageColumns(REVIEWS, "B", "CD") },
);

// E11: safety incidents. SEBI's rows are each incident for Employees, then for Workers ('Category*',
// '*Including in the contract workforce'), with the two years as columns.
type Incident = [id: string, label: string, noun: string, unit: string, measure: "stock" | "flow", xbrl: string | undefined, core: boolean, required: boolean];
const INCIDENTS: Incident[] = [
  [
    "LTIFR",
    "Lost Time Injury Frequency Rate (LTIFR) (per one million-person hours worked)",
    "LTIFR",
    "per million person-hours",
    "stock",
    "LostTimeInjuryFrequencyRatePerOneMillionPersonHoursWorked",
    true,
    true,
  ],
  [
    "TRI",
    "Total recordable work-related injuries",
    "Total recordable work-related injuries",
    "count",
    "flow",
    "TotalRecordableWorkRelatedInjuries",
    false,
    true,
  ],
  ["FATALITIES", "No. of fatalities", "Fatalities", "count", "flow", "NumberOfFatalities", true, true],
  [
    "HCI",
    "High consequence work-related injury or ill-health (excluding fatalities)",
    "High consequence work-related injury or ill-health (excluding fatalities)",
    "count",
    "flow",
    "HighConsequenceWorkRelatedInjuryOrIllHealthExcludingFatalities",
    false,
    true,
  ],
  // A BRSR Core KPI (Annexure I, attribute 5) with no row in SEBI's table (BRSR_FORMAT.md §8): optional.
  ["PD", "Number of permanent disabilities (BRSR Core; not a row of SEBI's table)", "Permanent disabilities", "count", "flow", undefined, true, false],
];

const incidentMetric = (id: string, noun: string, who: "employees" | "workers") =>
  id === "LTIFR" ? `LTIFR: ${who} (per one million person-hours)` : `${noun}: ${who}`;

/** LTIFR = lost-time injuries × 10,00,000 ÷ person-hours worked (SEBI's BRSR Core, attribute 5). */
const LTIFR_SHOWS = "Lost-time injuries × 10,00,000 ÷ Person-hours worked";
const ltifrFrom = (who: string) => ({ formula: ratio(`P3-E11-LTI-${who}`, `P3-E11-HOURS-${who}`, 1_000_000), shows: LTIFR_SHOWS });

const e11 = table(
  "P3-E11-T",
  [
    ...INCIDENTS.flatMap(([id, label, noun, unit, measure, xbrl, core, required]) => {
      const cell = (who: "employees" | "workers") =>
        num(`P3-E11-${id}-${who}`, incidentMetric(id, noun, who), unit, measure, SOC, {
          xbrl,
          core: core ? "wellbeing" : undefined,
          ...(required ? {} : { required: false }),
          ...(id === "LTIFR" ? { computedFrom: ltifrFrom(who) } : {}),
        });
      return [
        heading(id, label),
        row(`${id}-EMPLOYEES`, "Employees", { value: cell("employees") }),
        row(`${id}-WORKERS`, "Workers", { value: cell("workers") }),
      ];
    }),
    // SEBI's XBRL has no element for these two inputs (none in the dictionary): kept here, not filed.
    heading("LTIFR-INPUTS", inputLabel("Inputs to the LTIFR")),
    ...(["employees", "workers"] as const).flatMap((who) => [
      row(`LTI-${who.toUpperCase()}`, inputLabel(`Lost-time injuries: ${who}`), {
        value: ratioInput(`P3-E11-LTI-${who}`, `Lost-time injuries: ${who}`, "count", "flow", SOC),
      }),
      row(`HOURS-${who.toUpperCase()}`, inputLabel(`Person-hours worked: ${who}`), {
        value: ratioInput(`P3-E11-HOURS-${who}`, `Person-hours worked: ${who}`, "person-hours", "flow", SOC),
      }),
    ]),
  ],
  { title: "Safety incident / number, by category* (*including in the contract workforce)" },
);

/** Whole-workforce figures (BRSR Core, the catalogue): employees + workers. */
const incidentTotal = (id: string, metric: string, label: string, core: boolean) =>
  field(
    derived(`P3-E11-${id}-total`, "count", sum(`P3-E11-${id}-employees`, `P3-E11-${id}-workers`), {
      shows: "Employees + Workers",
      given: [metric],
      metric,
      category: SOC,
      measure: "flow",
      ...(core ? { core: "wellbeing" as const } : {}),
    }),
    label,
    ["cy", "py"],
  );

const e13 = table(
  "P3-E13-T",
  (
    [
      ["WORKING-CONDITIONS", "Working Conditions", "working conditions"],
      ["HEALTH-SAFETY", "Health & Safety", "health and safety"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, {
      filed: num(`P3-E13-${id}-filed`, `Complaints from employees and workers on ${noun}: filed during the year`, "count", "flow", SOC),
      pending: num(`P3-E13-${id}-pending`, `Complaints from employees and workers on ${noun}: pending resolution at end of year`, "count", "stock", SOC),
      remarks: text(`P3-E13-${id}-remarks`, `Complaints from employees and workers on ${noun}: remarks`, SOC, { required: false }),
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

const ASSESSED = [
  ["HEALTH-SAFETY", "Health and safety practices", "health and safety practices"],
  ["WORKING-CONDITIONS", "Working Conditions", "working conditions"],
] as const;

const e14 = table(
  "P3-E14-T",
  ASSESSED.map(([id, label, noun]) => row(id, label, { value: num(`P3-E14-${id}`, `Plants and offices assessed: ${noun} (%)`, "%", "stock", SOC) })),
  { columns: [{ id: "value", label: "% of your plants and offices that were assessed (by entity or statutory authorities or third parties)" }], years: CY },
);

const l3 = table(
  "P3-L3-T",
  (
    [
      ["EMPLOYEES", "Employees", "employees"],
      ["WORKERS", "Workers", "workers"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, {
      affected: num(`P3-L3-${id}-affected`, `High consequence injury, ill-health or fatality: affected ${noun}`, "count", "flow", SOC, { required: false }),
      rehabilitated: num(
        `P3-L3-${id}-rehabilitated`,
        `High consequence injury, ill-health or fatality: ${noun} rehabilitated or family members placed`,
        "count",
        "flow",
        SOC,
        { required: false },
      ),
    }),
  ),
  {
    columns: [
      { id: "affected", label: "Total no. of affected employees / workers" },
      {
        id: "rehabilitated",
        label:
          "No. of employees / workers that are rehabilitated and placed in suitable employment or whose family members have been placed in suitable employment",
      },
    ],
  },
);

const l5 = table(
  "P3-L5-T",
  ASSESSED.map(([id, label, noun]) =>
    row(id, label, { value: num(`P3-L5-${id}`, `Value chain partners assessed: ${noun} (%)`, "%", "stock", SOC, { required: false }) }),
  ),
  { columns: [{ id: "value", label: "% of value chain partners (by value of business done with such partners) that were assessed" }], years: CY },
);

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, SOC, required ? {} : { required: false }), label);

export const P3: Question[] = [
  {
    id: "P3-E1",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E1",
    title:
      "(a) Details of measures for the well-being of employees; (b) details of measures for the well-being of workers; (c) spending on measures towards well-being of employees and workers (including permanent and other than permanent)",
    items: [
      e1a,
      e1b,
      field(
        num("P3-E1c", M.wellbeingSpend, "%", "stock", SOC, {
          core: "wellbeing",
          xbrl: "PercentageOfCostIncurredOnWellBeingMeasuresWithRespectToTotalRevenueOfTheCompany",
          computedFrom: {
            formula: percent("P3-E1c-COST", "P3-E1c-REVENUE"),
            shows: "Cost incurred on well-being measures ÷ Total revenue of the company × 100",
          },
        }),
        "c. Cost incurred on well-being measures as a % of total revenue of the company",
        ["cy", "py"],
      ),
      // SEBI's amount elements (AmountOfCostIncurredOnWellBeingMeasures, TotalRevenueOfTheCompany) are not verified: not filed.
      field(ratioInput("P3-E1c-COST", "Cost incurred on well-being measures (₹)", "₹", "flow", SOC), inputLabel("Cost incurred on well-being measures (₹)"), [
        "cy",
        "py",
      ]),
      // Total revenue (income), not revenue from operations: SEBI's wording for this ratio.
      field(ratioInput("P3-E1c-REVENUE", "Total revenue of the company (₹)", "₹", "flow", SOC), inputLabel("Total revenue of the company (₹)"), ["cy", "py"]),
    ],
  },
  {
    id: "P3-E2",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E2",
    title: "Details of retirement benefits, for Current FY and Previous Financial Year",
    items: [e2, narrative("P3-E2-OTHERS-SPECIFY", "Retirement benefits: others (specify)", "Others: please specify the benefit", false)],
  },
  {
    id: "P3-E3",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E3",
    title:
      "Accessibility of workplaces: are the premises / offices of the entity accessible to differently abled employees and workers, as per the requirements of the Rights of Persons with Disabilities Act, 2016? If not, whether any steps are being taken by the entity in this regard.",
    items: [
      field(yesNo("P3-E3-ACCESSIBLE", "Workplaces accessible to differently abled employees and workers", SOC), "Premises / offices accessible? (Yes/No)"),
      narrative("P3-E3-STEPS", "Workplace accessibility: steps being taken", "If not, steps being taken", false),
    ],
  },
  {
    id: "P3-E4",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E4",
    title:
      "Does the entity have an equal opportunity policy as per the Rights of Persons with Disabilities Act, 2016? If so, provide a web-link to the policy.",
    items: [
      field(yesNo("P3-E4-POLICY", "Equal opportunity policy under the RPwD Act, 2016", SOC), "Equal opportunity policy? (Yes/No)"),
      narrative("P3-E4-LINK", "Equal opportunity policy: web link", "If so, web link to the policy", false),
    ],
  },
  {
    id: "P3-E5",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E5",
    title: "Return to work and Retention rates of permanent employees and workers that took parental leave",
    items: [e5],
  },
  {
    id: "P3-E6",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E6",
    title:
      "Is there a mechanism available to receive and redress grievances for the following categories of employees and worker? If yes, give details of the mechanism in brief.",
    items: [e6],
  },
  {
    id: "P3-E7",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E7",
    title: "Membership of employees and worker in association(s) or Unions recognised by the listed entity",
    items: [e7],
  },
  {
    id: "P3-E8",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E8",
    title: "Details of training given to employees and workers",
    items: [e8],
  },
  {
    id: "P3-E9",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E9",
    title: "Details of performance and career development reviews of employees and worker",
    items: [e9],
  },
  {
    id: "P3-E10",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E10",
    title: "Health and safety management system",
    items: [
      field(
        yesNo("P3-E10a", "Occupational health and safety management system implemented", SOC),
        "a. Has an occupational health and safety management system been implemented by the entity? (Yes/No)",
      ),
      narrative("P3-E10a-COVERAGE", "Occupational health and safety management system: coverage", "If yes, the coverage of such system", false),
      narrative(
        "P3-E10b",
        "Processes to identify work-related hazards and assess risks",
        "b. What are the processes used to identify work-related hazards and assess risks on a routine and non-routine basis by the entity?",
      ),
      field(
        yesNo("P3-E10c", "Processes for workers to report work-related hazards and remove themselves from risks", SOC),
        "c. Whether you have processes for workers to report the work related hazards and to remove themselves from such risks (Y/N)",
      ),
      field(
        yesNo("P3-E10d", "Access to non-occupational medical and healthcare services", SOC),
        "d. Do the employees / worker of the entity have access to non-occupational medical and healthcare services? (Yes/No)",
      ),
    ],
  },
  {
    id: "P3-E11",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E11",
    title: "Details of safety related incidents",
    items: [
      e11,
      incidentTotal(
        "TRI",
        "Total recordable work-related injuries",
        "Total recordable work-related injuries: employees + workers (computed; not a row of SEBI's table)",
        false,
      ),
      incidentTotal("FATALITIES", M.fatalities, "No. of fatalities: employees + workers (computed for BRSR Core; not a row of SEBI's table)", true),
      incidentTotal("PD", "Permanent disabilities", "Permanent disabilities: employees + workers (computed for BRSR Core; not a row of SEBI's table)", true),
      // A rate cannot be added up from the two rows: computed from the summed inputs, or typed when reported as one figure.
      field(
        derived("P3-E11-LTI-total", "count", sum("P3-E11-LTI-employees", "P3-E11-LTI-workers"), { shows: "Employees + Workers", measure: "flow" }),
        inputLabel("Lost-time injuries: employees + workers"),
        ["cy", "py"],
      ),
      field(
        derived("P3-E11-HOURS-total", "person-hours", sum("P3-E11-HOURS-employees", "P3-E11-HOURS-workers"), { shows: "Employees + Workers", measure: "flow" }),
        inputLabel("Person-hours worked: employees + workers"),
        ["cy", "py"],
      ),
      field(
        num("P3-E11-LTIFR-all", M.ltifr, "per million person-hours", "stock", SOC, {
          core: "wellbeing",
          required: false,
          computedFrom: { formula: ratio("P3-E11-LTI-total", "P3-E11-HOURS-total", 1_000_000), shows: LTIFR_SHOWS },
        }),
        "LTIFR for employees and workers together, where reported as one figure (optional; not a row of SEBI's table)",
        ["cy", "py"],
      ),
    ],
  },
  {
    id: "P3-E12",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E12",
    title: "Describe the measures taken by the entity to ensure a safe and healthy work place",
    items: [narrative("P3-E12", "Measures for a safe and healthy workplace", "Measures taken")],
  },
  {
    id: "P3-E13",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E13",
    title: "Number of Complaints on the following made by employees and workers",
    items: [e13],
  },
  { id: "P3-E14", section: "C", principle: "P3", indicator: "essential", number: "E14", title: "Assessments for the year", items: [e14] },
  {
    id: "P3-E15",
    section: "C",
    principle: "P3",
    indicator: "essential",
    number: "E15",
    title:
      "Provide details of any corrective action taken or underway to address safety-related incidents (if any) and on significant risks / concerns arising from assessments of health & safety practices and working conditions",
    items: [
      narrative(
        "P3-E15",
        "Corrective action on safety incidents and health and safety assessments",
        "Corrective action taken or underway (or 'Not applicable')",
      ),
    ],
  },
  {
    id: "P3-L1",
    section: "C",
    principle: "P3",
    indicator: "leadership",
    number: "L1",
    title: "Does the entity extend any life insurance or any compensatory package in the event of death of (A) Employees (Y/N) (B) Workers (Y/N)",
    items: [
      field(yesNo("P3-L1-EMPLOYEES", "Life insurance or compensatory package on death: employees", SOC, { required: false }), "(A) Employees (Y/N)"),
      field(yesNo("P3-L1-WORKERS", "Life insurance or compensatory package on death: workers", SOC, { required: false }), "(B) Workers (Y/N)"),
    ],
  },
  {
    id: "P3-L2",
    section: "C",
    principle: "P3",
    indicator: "leadership",
    number: "L2",
    title: "Provide the measures undertaken by the entity to ensure that statutory dues have been deducted and deposited by the value chain partners",
    items: [narrative("P3-L2", "Measures to ensure value chain partners deduct and deposit statutory dues", "Measures undertaken", false)],
  },
  {
    id: "P3-L3",
    section: "C",
    principle: "P3",
    indicator: "leadership",
    number: "L3",
    title:
      "Provide the number of employees / workers having suffered high consequence work-related injury / ill-health / fatalities (as reported in Q11 of Essential Indicators above), who have been rehabilitated and placed in suitable employment or whose family members have been placed in suitable employment",
    items: [l3],
  },
  {
    id: "P3-L4",
    section: "C",
    principle: "P3",
    indicator: "leadership",
    number: "L4",
    title:
      "Does the entity provide transition assistance programs to facilitate continued employability and the management of career endings resulting from retirement or termination of employment? (Yes/No)",
    items: [
      field(
        yesNo("P3-L4", "Transition assistance programmes for retirement or termination", SOC, { required: false }),
        "Transition assistance programmes? (Yes/No)",
      ),
    ],
  },
  { id: "P3-L5", section: "C", principle: "P3", indicator: "leadership", number: "L5", title: "Details on assessment of value chain partners", items: [l5] },
  {
    id: "P3-L6",
    section: "C",
    principle: "P3",
    indicator: "leadership",
    number: "L6",
    title:
      "Provide details of any corrective actions taken or underway to address significant risks / concerns arising from assessments of health and safety practices and working conditions of value chain partners",
    items: [narrative("P3-L6", "Corrective action on value chain health and safety assessments", "Corrective actions taken or underway", false)],
  },
];
