/**
 * Principle 8 — businesses should promote inclusive growth and equitable development. Rows follow
 * SEBI's Annexure II of 12 July 2023 ([V: A2] in ../shared/BRSR_FORMAT.md §4, P8); XBRL names are
 * those §7.3 marks verified.
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { col, derived, field, heading, inputLabel, num, numCol, percent, ratioInput, row, rowTable, sum, table, text, yesNo, yesNoCol } from "./build";
import type { Question } from "./types";

const SOC = "social" as const;

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, SOC, required ? {} : { required: false }), label);

const e4 = table(
  "P8-E4-T",
  [
    row("MSME", "Directly sourced from MSMEs / small producers", {
      value: num("P8-E4-MSME", M.msmeSourcing, "%", "stock", SOC, { core: "inclusive", xbrl: "PercentageOfDirectlySourcedFromMSMEsOrSmallProducers" }),
    }),
    row("INDIA", "Directly from within India", {
      // The taxonomy still names this element after the 2021 row ('within the district and
      // neighbouring districts'); filers put the 2023 'within India' figure in it (BRSR_FORMAT.md §7.3).
      value: num("P8-E4-INDIA", "Input material sourced directly from within India (%)", "%", "stock", SOC, {
        core: "inclusive",
        xbrl: "PercentageOfSourcedDirectlyFromWithinTheDistrictAndNeighbouringDistricts",
      }),
    }),
  ],
  { title: "Percentage of input material (inputs to total inputs by value) sourced from suppliers" },
);

const LOCATIONS = [
  ["RURAL", "Rural", "rural"],
  ["SEMI-URBAN", "Semi-urban", "semi-urban"],
  ["URBAN", "Urban", "urban"],
  ["METRO", "Metropolitan", "metropolitan"],
] as const;

const e5 = table(
  "P8-E5-T",
  [
    ...LOCATIONS.map(([id, label, noun]) =>
      row(id, label, {
        value: num(`P8-E5-${id}`, `Wages paid to persons employed in ${noun} locations (% of total wage cost)`, "%", "stock", SOC, {
          core: "inclusive",
          xbrl: "PercentageOfJobCreation",
          computedFrom: { formula: percent(`P8-E5-${id}-WAGES`, "P8-E5-WAGES-TOTAL"), shows: `Wages paid in ${noun} locations ÷ Total wage cost × 100` },
        }),
      }),
    ),
    // The catalogue's single 'smaller towns' share: rural and semi-urban places (same base, so they add).
    row("SMALLER-TOWNS", "Rural + Semi-urban (smaller towns; computed, not a row of SEBI's table)", {
      value: derived("P8-E5-SMALLER-TOWNS", "%", sum("P8-E5-RURAL", "P8-E5-SEMI-URBAN"), {
        shows: "Rural + Semi-urban",
        given: [M.smallTownWages],
        metric: M.smallTownWages,
        category: SOC,
        measure: "stock",
        core: "inclusive",
      }),
    }),
    // The wage amounts (SEBI's TotalWageCost and DiscloseWagesPaidToPersonsEmployed are not verified in the dictionary: not filed).
    heading("WAGES", inputLabel("Wages paid, by location (₹)")),
    ...LOCATIONS.map(([id, label, noun]) =>
      row(`${id}-WAGES`, inputLabel(`${label}: wages paid (₹)`), {
        value: ratioInput(`P8-E5-${id}-WAGES`, `Wages paid to persons employed in ${noun} locations (₹)`, "₹", "flow", SOC),
      }),
    ),
    row("WAGES-TOTAL", inputLabel("Total wage cost (₹)"), {
      value: derived("P8-E5-WAGES-TOTAL", "₹", sum(...LOCATIONS.map(([id]) => `P8-E5-${id}-WAGES`)), {
        shows: "Rural + Semi-urban + Urban + Metropolitan",
        measure: "flow",
      }),
    }),
  ],
  {
    title:
      "Wages paid to persons employed (including employees or workers employed on a permanent or non-permanent / on contract basis) in each location, as % of total wage cost (places categorised as per the RBI classification system)",
  },
);

export const P8: Question[] = [
  {
    id: "P8-E1",
    section: "C",
    principle: "P8",
    indicator: "essential",
    number: "E1",
    title: "Details of Social Impact Assessments (SIA) of projects undertaken by the entity based on applicable laws, in the current financial year",
    items: [
      rowTable(
        "P8-E1",
        "Social impact assessment",
        SOC,
        [
          col("PROJECT", "Name and brief details of project"),
          col("SIA_NO", "SIA Notification No."),
          col("DATE", "Date of notification"),
          yesNoCol("EXTERNAL", "Whether conducted by independent external agency (Yes/No)"),
          yesNoCol("PUBLIC", "Results communicated in public domain (Yes/No)"),
          col("LINK", "Relevant Web link", { required: false }),
        ],
        { legacy: text("P8-E1", "Social impact assessments in the year", SOC) },
      ),
    ],
  },
  {
    id: "P8-E2",
    section: "C",
    principle: "P8",
    indicator: "essential",
    number: "E2",
    title: "Provide information on project(s) for which ongoing Rehabilitation and Resettlement (R&R) is being undertaken by your entity",
    items: [
      rowTable(
        "P8-E2",
        "Rehabilitation and resettlement project",
        SOC,
        [
          col("PROJECT", "Name of Project for which R&R is ongoing"),
          col("STATE", "State"),
          col("DISTRICT", "District"),
          numCol("PAFS", "No. of Project Affected Families (PAFs)", "count"),
          numCol("PAFS_PCT", "% of PAFs covered by R&R", "%"),
          numCol("AMOUNT", "Amounts paid to PAFs in the FY (In INR)", "₹"),
        ],
        { legacy: text("P8-E2", "Ongoing rehabilitation and resettlement projects", SOC) },
      ),
    ],
  },
  {
    id: "P8-E3",
    section: "C",
    principle: "P8",
    indicator: "essential",
    number: "E3",
    title: "Describe the mechanisms to receive and redress grievances of the community",
    items: [narrative("P8-E3", "Mechanisms to redress community grievances", "Mechanisms")],
  },
  {
    id: "P8-E4",
    section: "C",
    principle: "P8",
    indicator: "essential",
    number: "E4",
    title: "Percentage of input material (inputs to total inputs by value) sourced from suppliers",
    items: [e4],
  },
  {
    id: "P8-E5",
    section: "C",
    principle: "P8",
    indicator: "essential",
    number: "E5",
    title:
      "Job creation in smaller towns – disclose wages paid to persons employed (including employees or workers employed on a permanent or non-permanent / on contract basis) in the following locations, as % of total wage cost",
    items: [e5],
  },
  {
    id: "P8-L1",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L1",
    title:
      "Provide details of actions taken to mitigate any negative social impacts identified in the Social Impact Assessments (Reference: Question 1 of Essential Indicators above)",
    items: [
      rowTable(
        "P8-L1",
        "Negative social impact",
        SOC,
        [col("IMPACT", "Details of negative social impact identified"), col("ACTION", "Corrective action taken")],
        { legacy: text("P8-L1", "Actions to mitigate negative social impacts identified in SIAs", SOC) },
      ),
    ],
  },
  {
    id: "P8-L2",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L2",
    title:
      "Provide the following information on CSR projects undertaken by your entity in designated aspirational districts as identified by government bodies",
    items: [
      rowTable(
        "P8-L2",
        "Aspirational district CSR project",
        SOC,
        [col("STATE", "State"), col("DISTRICT", "Aspirational District"), numCol("AMOUNT", "Amount spent (In INR)", "₹")],
        { legacy: text("P8-L2", "CSR projects in aspirational districts", SOC) },
      ),
    ],
  },
  {
    id: "P8-L3",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L3",
    title:
      "(a) Do you have a preferential procurement policy where you give preference to purchase from suppliers comprising marginalized / vulnerable groups? (Yes/No) (b) From which marginalized / vulnerable groups do you procure? (c) What percentage of total procurement (by value) does it constitute?",
    items: [
      field(
        yesNo("P8-L3a", "Preferential procurement policy for marginalised or vulnerable suppliers", SOC, { required: false }),
        "(a) Preferential procurement policy? (Yes/No)",
      ),
      narrative(
        "P8-L3b",
        "Preferential procurement: marginalised or vulnerable groups procured from",
        "(b) From which marginalised / vulnerable groups do you procure?",
        false,
      ),
      field(
        num("P8-L3c", "Procurement from marginalised or vulnerable groups (% of total procurement by value)", "%", "stock", SOC, { required: false }),
        "(c) Percentage of total procurement (by value)",
      ),
    ],
  },
  {
    id: "P8-L4",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L4",
    title:
      "Details of the benefits derived and shared from the intellectual properties owned or acquired by your entity (in the current financial year), based on traditional knowledge",
    items: [
      rowTable(
        "P8-L4",
        "Traditional knowledge IP",
        SOC,
        [
          col("IP", "Intellectual Property based on traditional knowledge"),
          yesNoCol("OWNED", "Owned / Acquired (Yes/No)"),
          yesNoCol("SHARED", "Benefit shared (Yes / No)"),
          col("BASIS", "Basis of calculating benefit share"),
        ],
        { legacy: text("P8-L4", "Benefits from intellectual property based on traditional knowledge", SOC) },
      ),
    ],
  },
  {
    id: "P8-L5",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L5",
    title:
      "Details of corrective actions taken or underway, based on any adverse order in intellectual property related disputes wherein usage of traditional knowledge is involved",
    items: [
      rowTable(
        "P8-L5",
        "Traditional knowledge IP dispute",
        SOC,
        [col("AUTHORITY", "Name of authority"), col("CASE", "Brief of the Case"), col("ACTION", "Corrective action taken")],
        { legacy: text("P8-L5", "Corrective action on traditional knowledge IP disputes", SOC) },
      ),
    ],
  },
  {
    id: "P8-L6",
    section: "C",
    principle: "P8",
    indicator: "leadership",
    number: "L6",
    title: "Details of beneficiaries of CSR Projects",
    items: [
      rowTable(
        "P8-L6",
        "CSR project beneficiaries",
        SOC,
        [
          col("PROJECT", "CSR Project"),
          numCol("PERSONS", "No. of persons benefitted from CSR Projects", "count"),
          numCol("VULNERABLE_PCT", "% of beneficiaries from vulnerable and marginalized groups", "%"),
        ],
        { legacy: text("P8-L6", "Beneficiaries of CSR projects", SOC) },
      ),
    ],
  },
];
