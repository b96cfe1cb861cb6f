/**
 * Section A — general disclosures. Questions, rows and columns follow SEBI's Annexure II of
 * 12 July 2023 ([V: A2] in ../shared/BRSR_FORMAT.md §2). Q1–Q19 and Q23 (and Q24(i)) are facts of
 * the entity profile (lib/companies/profile-schema.ts); Q9, the financial year, is the year being
 * filed and is never asked. XBRL element names are those BRSR_FORMAT.md §7.3 marks verified; the
 * Q20–Q22 elements are dimensional (category × gender members), so several cells share one name.
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { col, derived, field, heading, inputLabel, num, percent, ratioInput, row, rowTable, sum, table, text } from "./build";
import type { Cell, Column, Question, Row } from "./types";

const SOC = "social" as const;
const GOV = "governance" as const;

/** SEBI's XBRL enumerations for Q26 (types `RiskOrOpportunity`, `FinancialImplications`, 2021 taxonomy): filed exactly so. */
export const RISK_OR_OPPORTUNITY = ["R", "O"] as const;
export const FINANCIAL_IMPLICATIONS = ["Positive Implications", "Negative Implications"] as const;

// ---------------------------------------------------------------------------------------------
// Q20: employees and workers, Total (A) = Male (B) + Female (C), with % (B/A) and % (C/A)

const GENDER_COLUMNS: Column[] = [
  { id: "total", label: "Total (A)" },
  { id: "male", label: "Male: No. (B)" },
  { id: "male-pct", label: "Male: % (B / A)" },
  { id: "female", label: "Female: No. (C)" },
  { id: "female-pct", label: "Female: % (C / A)" },
];

type GenderXbrl = { number: string; percent: string };

/**
 * One row of Q20(a)/(b). `noun` names the row in metric names ('Permanent employees'). Rows that
 * SEBI labels (D + E) or (F + G) sum the rows above them column by column; the others are typed
 * as male and female, and Total (A) is their sum.
 */
function genderRow(
  prefix: string,
  id: string,
  label: string,
  noun: string,
  xbrl: GenderXbrl,
  opts: { sumOf?: [string, string]; shows?: string; totalMetric?: string; femalePctMetric?: string } = {},
): Row {
  const key = (col: string) => `${prefix}-${id}-${col}`;
  const gender = (g: "male" | "female"): Cell =>
    opts.sumOf
      ? derived(key(g), "count", sum(...opts.sumOf.map((r) => `${prefix}-${r}-${g}`)), {
          shows: opts.shows,
          metric: `${noun}: ${g}`,
          category: SOC,
          measure: "stock",
          xbrl: xbrl.number,
        })
      : num(key(g), `${noun}: ${g}`, "count", "stock", SOC, { xbrl: xbrl.number });
  // 'Total employees', 'Total workers': a total row's own total is the row's name.
  const totalMetric = opts.totalMetric ?? (opts.sumOf ? noun : `${noun}: total`);
  const total = derived(key("total"), "count", sum(key("male"), key("female")), {
    shows: opts.sumOf ? opts.shows : "B + C",
    metric: totalMetric,
    given: opts.totalMetric ? [opts.totalMetric] : undefined,
    category: SOC,
    measure: "stock",
    xbrl: xbrl.number,
  });
  const femalePctMetric = opts.femalePctMetric ?? `${noun}: female (%)`;
  return row(id, label, {
    total,
    male: gender("male"),
    "male-pct": derived(key("male-pct"), "%", percent(key("male"), key("total")), {
      shows: "B / A",
      metric: `${noun}: male (%)`,
      category: SOC,
      measure: "stock",
      xbrl: xbrl.percent,
    }),
    female: gender("female"),
    "female-pct": derived(key("female-pct"), "%", percent(key("female"), key("total")), {
      shows: "C / A",
      metric: femalePctMetric,
      given: opts.femalePctMetric ? [opts.femalePctMetric] : undefined,
      category: SOC,
      measure: "stock",
      xbrl: xbrl.percent,
    }),
  });
}

const Q20A_XBRL: GenderXbrl = {
  number: "NumberOfEmployeesOrWorkersIncludingDifferentlyAbled",
  percent: "PercentageOfEmployeesOrWorkersIncludingDifferentlyAbled",
};
const Q20B_XBRL: GenderXbrl = { number: "NumberOfDifferentlyAbledEmployeesOrWorkers", percent: "PercentageOfDifferentlyAbledEmployeesOrWorkers" };

const a20a = table(
  "A-20a-T",
  [
    heading("EMPLOYEES", "EMPLOYEES"),
    genderRow("A-20a", "1", "1. Permanent (D)", "Permanent employees", Q20A_XBRL),
    genderRow("A-20a", "2", "2. Other than Permanent (E)", "Other than permanent employees", Q20A_XBRL),
    genderRow("A-20a", "3", "3. Total employees (D + E)", "Total employees", Q20A_XBRL, {
      sumOf: ["1", "2"],
      shows: "D + E",
      totalMetric: M.employees,
      // The catalogue's share of women in the workforce (Section A 20) is the share among employees.
      femalePctMetric: M.womenWorkforce,
    }),
    heading("WORKERS", "WORKERS"),
    genderRow("A-20a", "4", "4. Permanent (F)", "Permanent workers", Q20A_XBRL),
    genderRow("A-20a", "5", "5. Other than Permanent (G)", "Other than permanent workers", Q20A_XBRL),
    genderRow("A-20a", "6", "6. Total workers (F + G)", "Total workers", Q20A_XBRL, { sumOf: ["4", "5"], shows: "F + G" }),
  ],
  { title: "a. Employees and workers (including differently abled)", columns: GENDER_COLUMNS, years: ["cy"] },
);

const a20b = table(
  "A-20b-T",
  [
    heading("EMPLOYEES", "DIFFERENTLY ABLED EMPLOYEES"),
    genderRow("A-20b", "1", "1. Permanent (D)", "Differently abled permanent employees", Q20B_XBRL),
    genderRow("A-20b", "2", "2. Other than Permanent (E)", "Differently abled other than permanent employees", Q20B_XBRL),
    genderRow("A-20b", "3", "3. Total differently abled employees (D + E)", "Total differently abled employees", Q20B_XBRL, {
      sumOf: ["1", "2"],
      shows: "D + E",
    }),
    heading("WORKERS", "DIFFERENTLY ABLED WORKERS"),
    genderRow("A-20b", "4", "4. Permanent (F)", "Differently abled permanent workers", Q20B_XBRL),
    genderRow("A-20b", "5", "5. Other than permanent (G)", "Differently abled other than permanent workers", Q20B_XBRL),
    genderRow("A-20b", "6", "6. Total differently abled workers (F + G)", "Total differently abled workers", Q20B_XBRL, { sumOf: ["4", "5"], shows: "F + G" }),
  ],
  { title: "b. Differently abled employees and workers", columns: GENDER_COLUMNS, years: ["cy"] },
);

// ---------------------------------------------------------------------------------------------
// Q21: women on the Board and among Key Management Personnel

function womenRow(id: string, label: string, noun: string, xbrl: { total: string; female: string; pct: string }, pctMetric: string, pctGiven?: string): Row {
  const key = (col: string) => `A-21-${id}-${col}`;
  return row(id, label, {
    total: num(key("total"), `${noun}: total`, "count", "stock", SOC, { xbrl: xbrl.total }),
    female: num(key("female"), `${noun}: female`, "count", "stock", SOC, { xbrl: xbrl.female }),
    "female-pct": derived(key("female-pct"), "%", percent(key("female"), key("total")), {
      shows: "B / A",
      metric: pctMetric,
      given: pctGiven ? [pctGiven] : undefined,
      category: SOC,
      measure: "stock",
      xbrl: xbrl.pct,
    }),
  });
}

const a21 = table(
  "A-21-T",
  [
    womenRow(
      "BOD",
      "Board of Directors",
      "Board of Directors",
      { total: "TotalNumberOfBoardOfDirectors", female: "NumberOfFemaleBoardOfDirectors", pct: "PercentageOfFemaleBoardOfDirectors" },
      "Women on the board of directors (%)",
      "Women on the board of directors (%)",
    ),
    womenRow(
      "KMP",
      "Key Management Personnel",
      "Key Management Personnel",
      { total: "TotalNumberOfKeyManagementPersonnel", female: "NumberOfFemaleKeyManagementPersonnel", pct: "PercentageOfFemaleKeyManagementPersonnel" },
      "Key Management Personnel: female (%)",
    ),
  ],
  {
    columns: [
      { id: "total", label: "Total (A)" },
      { id: "female", label: "No. and percentage of Females: No. (B)" },
      { id: "female-pct", label: "No. and percentage of Females: % (B / A)" },
    ],
    years: ["cy"],
  },
);

// ---------------------------------------------------------------------------------------------
// Q22: turnover rate, three years. SEBI gives no formula; the rate is leavers ÷ average headcount × 100,
// computed from those inputs where they are entered.

const TURNOVER_SHOWS = "Leavers in the year ÷ Average headcount × 100";

function turnoverRow(id: string, label: string, noun: string, totalMetric: string): Row {
  const rate = (g: "male" | "female" | "total", metric: string) =>
    num(`A-22-${id}-${g}`, metric, "%", "stock", SOC, {
      xbrl: "TurnoverRate",
      computedFrom: { formula: percent(`A-22-${id}-LEFT-${g}`, `A-22-${id}-AVG-${g}`), shows: TURNOVER_SHOWS },
    });
  return row(id, label, {
    male: rate("male", `Turnover rate: ${noun}, male (%)`),
    female: rate("female", `Turnover rate: ${noun}, female (%)`),
    total: rate("total", totalMetric),
  });
}

/** The inputs of one group's rates: male and female typed, the total their sum. */
function turnoverInputRow(id: string, part: "LEFT" | "AVG", label: string, metric: string): Row {
  const key = (g: string) => `A-22-${id}-${part}-${g}`;
  const measure = part === "LEFT" ? "flow" : "stock";
  return row(`${id}-${part}`, inputLabel(label), {
    male: ratioInput(key("male"), `${metric}, male`, "count", measure, SOC),
    female: ratioInput(key("female"), `${metric}, female`, "count", measure, SOC),
    total: derived(key("total"), "count", sum(key("male"), key("female")), { shows: "Male + Female", measure }),
  });
}

const a22 = table(
  "A-22-T",
  [
    turnoverRow("EMPLOYEES", "Permanent Employees", "permanent employees", "Employee turnover rate"),
    turnoverRow("WORKERS", "Permanent Workers", "permanent workers", "Turnover rate: permanent workers, total (%)"),
    heading("INPUTS", inputLabel("Inputs to the turnover rates")),
    turnoverInputRow("EMPLOYEES", "LEFT", "Permanent employees who left in the year", "Permanent employees who left in the year"),
    turnoverInputRow("EMPLOYEES", "AVG", "Permanent employees, average headcount in the year", "Permanent employees, average headcount in the year"),
    turnoverInputRow("WORKERS", "LEFT", "Permanent workers who left in the year", "Permanent workers who left in the year"),
    turnoverInputRow("WORKERS", "AVG", "Permanent workers, average headcount in the year", "Permanent workers, average headcount in the year"),
  ],
  {
    columns: [
      { id: "male", label: "Male" },
      { id: "female", label: "Female" },
      { id: "total", label: "Total" },
    ],
    years: ["cy", "py", "py2"],
  },
);

// ---------------------------------------------------------------------------------------------
// Q25: complaints and grievances on any of the NGRBC principles

const STAKEHOLDERS = [
  ["COMMUNITIES", "Communities", "communities"],
  ["INVESTORS", "Investors (other than shareholders)", "investors (other than shareholders)"],
  ["SHAREHOLDERS", "Shareholders", "shareholders"],
  ["EMPLOYEES", "Employees and workers", "employees and workers"],
  ["CUSTOMERS", "Customers", "customers"],
  ["VALUE-CHAIN", "Value Chain Partners", "value chain partners"],
  ["OTHER", "Other (please specify)", "other stakeholders"],
] as const;

// The mechanism is one answer for the entity (current year); the counts are per year.
const a25Mechanism = table(
  "A-25-MECHANISM-T",
  STAKEHOLDERS.map(([id, label, noun]) =>
    row(id, label, {
      mechanism: text(`A-25-${id}-mechanism`, `Grievance redressal mechanism for ${noun} (Yes/No, web link)`, GOV, id === "OTHER" ? { required: false } : {}),
    }),
  ),
  {
    title: "Grievance redressal mechanism in place",
    columns: [{ id: "mechanism", label: "Grievance redressal mechanism in place (Yes/No) (If yes, then provide web-link for grievance redress policy)" }],
    years: ["cy"],
  },
);

const a25 = table(
  "A-25-T",
  STAKEHOLDERS.map(([id, label, noun]) => {
    const optional = id === "OTHER" ? { required: false } : {};
    return row(id, label, {
      filed: num(`A-25-${id}-filed`, `Complaints from ${noun}: filed during the year`, "count", "flow", GOV, {
        ...optional,
        xbrl: "NumberOfComplaintsFiledFromStakeHolderGroupDuringTheYear",
      }),
      pending: num(`A-25-${id}-pending`, `Complaints from ${noun}: pending resolution at close of the year`, "count", "stock", GOV, {
        ...optional,
        xbrl: "NumberOfComplaintsPendingFromStakeHolderGroupResolutionAtTheEndOfYear",
      }),
      remarks: text(`A-25-${id}-remarks`, `Complaints from ${noun}: remarks`, GOV, { required: false }),
    });
  }),
  {
    title: "Complaints filed and pending",
    columns: [
      { id: "filed", label: "Number of complaints filed during the year" },
      { id: "pending", label: "Number of complaints pending resolution at close of the year" },
      { id: "remarks", label: "Remarks" },
    ],
    years: ["cy", "py"],
  },
);

// ---------------------------------------------------------------------------------------------

const PART = {
  I: "I. Details of the listed entity",
  II: "II. Products/services",
  III: "III. Operations",
  IV: "IV. Employees",
  V: "V. Holding, Subsidiary and Associate Companies (including joint ventures)",
  VI: "VI. CSR Details",
  VII: "VII. Transparency and Disclosures Compliances",
} as const;

export const SECTION_A: Question[] = [
  {
    id: "A-I",
    section: "A",
    number: "1-15",
    part: PART.I,
    fromProfile: true,
    items: [],
    title:
      "Details of the listed entity: CIN, name, year of incorporation, registered office and corporate addresses, e-mail, telephone, website, stock exchange(s) where shares are listed, paid-up capital, contact person for BRSR queries, reporting boundary (standalone or consolidated), name of assurance provider and type of assurance obtained (Q9, the financial year, is the year being filed)",
  },
  {
    id: "A-16",
    section: "A",
    number: "16",
    part: PART.II,
    fromProfile: true,
    items: [],
    title:
      "Details of business activities (accounting for 90% of the turnover): description of main activity, description of business activity, % of turnover of the entity",
  },
  {
    id: "A-17",
    section: "A",
    number: "17",
    part: PART.II,
    fromProfile: true,
    items: [],
    title: "Products/services sold by the entity (accounting for 90% of the entity's turnover): product/service, NIC code, % of total turnover contributed",
  },
  {
    id: "A-18",
    section: "A",
    number: "18",
    part: PART.III,
    fromProfile: true,
    items: [],
    title:
      "Number of locations where plants and/or operations/offices of the entity are situated (national, international: number of plants, number of offices, total)",
  },
  {
    id: "A-19",
    section: "A",
    number: "19",
    part: PART.III,
    fromProfile: true,
    items: [],
    title:
      "Markets served by the entity: (a) number of locations (national: no. of states; international: no. of countries); (b) contribution of exports as a percentage of the total turnover of the entity; (c) a brief on types of customers",
  },
  { id: "A-20", section: "A", number: "20", part: PART.IV, title: "Details as at the end of Financial Year", items: [a20a, a20b] },
  { id: "A-21", section: "A", number: "21", part: PART.IV, title: "Participation / Inclusion / Representation of women", items: [a21] },
  {
    id: "A-22",
    section: "A",
    number: "22",
    part: PART.IV,
    title: "Turnover rate for permanent employees and workers (disclose trends for the past 3 years)",
    items: [a22],
  },
  {
    id: "A-23",
    section: "A",
    number: "23",
    part: PART.V,
    fromProfile: true,
    items: [],
    title:
      "(a) Names of holding / subsidiary / associate companies / joint ventures: whether holding, subsidiary, associate or joint venture; % of shares held by the listed entity; whether it participates in the Business Responsibility initiatives of the listed entity (Yes/No)",
  },
  {
    id: "A-24",
    section: "A",
    number: "24",
    part: PART.VI,
    title:
      "CSR details: (i) whether CSR is applicable as per section 135 of the Companies Act, 2013 (Yes/No; answered in the entity profile); (ii) Turnover (in Rs.); (iii) Net worth (in Rs.)",
    items: [
      field(num("A-24-TURNOVER", "Turnover (₹, Section A Q24)", "₹", "flow", GOV, { xbrl: "Turnover" }), "(ii) Turnover (in ₹)", ["cy", "py"]),
      // A balance-sheet figure at the year end: a stock, although it is an amount of money.
      field(num("A-24-NETWORTH", "Net worth (₹, Section A Q24)", "₹", "stock", GOV, { xbrl: "NetWorth" }), "(iii) Net worth (in ₹)", ["cy", "py"]),
    ],
  },
  {
    id: "A-25",
    section: "A",
    number: "25",
    part: PART.VII,
    title: "Complaints/Grievances on any of the principles (Principles 1 to 9) under the National Guidelines on Responsible Business Conduct",
    items: [a25Mechanism, a25],
  },
  {
    id: "A-26",
    section: "A",
    number: "26",
    part: PART.VII,
    title:
      "Overview of the entity's material responsible business conduct issues: material responsible business conduct and sustainability issues pertaining to environmental and social matters that present a risk or an opportunity to the business, the rationale for identifying them, the approach to adapt or mitigate the risk, and the financial implications",
    items: [
      rowTable(
        "A-26",
        "Material issue",
        GOV,
        [
          col("ISSUE", "Material issue identified"),
          col("RISK", "Indicate whether risk or opportunity (R/O)", { options: RISK_OR_OPPORTUNITY }),
          col("RATIONALE", "Rationale for identifying the risk / opportunity"),
          col("APPROACH", "In case of risk, approach to adapt or mitigate", { required: false }),
          col("IMPLICATIONS", "Financial implications of the risk or opportunity (Indicate positive or negative implications)", {
            options: FINANCIAL_IMPLICATIONS,
          }),
        ],
        { maxRows: 30, legacy: text("A-26", "Material responsible business conduct issues (risks and opportunities)", GOV) },
      ),
    ],
  },
];

/** Section A questions answered from the entity profile, as SEBI numbers them (Q2 is the company's name). */
export const SECTION_A_PROFILE_NUMBERS = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "23",
  "24(i)",
] as const;
