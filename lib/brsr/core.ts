/**
 * BRSR Core (SEBI's Annexure I, circular of 12 July 2023): the KPIs under nine attributes that
 * need assessment or assurance, each mapped to the questionnaire cells that hold its figures
 * (../shared/BRSR_FORMAT.md §5.2). The report's BRSR Core table is drawn from this list; the
 * figures themselves are the questionnaire's, so a KPI never differs from its Section C row.
 * Pure data.
 */
import type { BrsrCoreAttribute } from "@/lib/frameworks/types";

/** The nine attributes as Annexure I heads them, in its order. */
export const CORE_ATTRIBUTE_TITLES: Record<BrsrCoreAttribute, string> = {
  ghg: "Green-house gas (GHG) footprint",
  water: "Water footprint",
  energy: "Energy footprint",
  waste: "Embracing circularity",
  wellbeing: "Enhancing employee well-being and safety",
  gender: "Enabling gender diversity in business",
  inclusive: "Enabling inclusive development",
  fairness: "Fairness in engaging with customers and suppliers",
  openness: "Open-ness of business",
};

/** One line of a KPI: a questionnaire cell, with its own label when the KPI has several. */
type CoreLine = { key: string; label?: string };

type CoreKpi = {
  attribute: BrsrCoreAttribute;
  /** The parameter, as Annexure I words it (shortened). */
  parameter: string;
  /** Unit of measurement where its cells have none of their own ('count' prints as 'Number'). */
  unit: string;
  /** Where the figure is in the BRSR: 'P6 E7'. */
  ref: string;
  lines: readonly CoreLine[];
};

const kpi = /*#__NO_SIDE_EFFECTS__*/ (attribute: BrsrCoreAttribute, parameter: string, unit: string, ref: string, lines: (string | CoreLine)[]): CoreKpi => ({
  attribute,
  parameter,
  unit,
  ref,
  lines: lines.map((l) => (typeof l === "string" ? { key: l } : l)),
});

const PPP = "per rupee of turnover adjusted for PPP";
const OUTPUT = "per unit of physical output";

const WASTE_CATEGORIES: CoreLine[] = [
  { key: "P6-E9-A", label: "Plastic waste (A)" },
  { key: "P6-E9-B", label: "E-waste (B)" },
  { key: "P6-E9-C", label: "Bio-medical waste (C)" },
  { key: "P6-E9-D", label: "Construction and demolition waste (D)" },
  { key: "P6-E9-E", label: "Battery waste (E)" },
  { key: "P6-E9-F", label: "Radioactive waste (F)" },
  { key: "P6-E9-G", label: "Other hazardous waste (G)" },
  { key: "P6-E9-H", label: "Other non-hazardous waste (H)" },
];

const DISCHARGE: CoreLine[] = /*#__PURE__*/ (
  [
    ["i", "(i) To surface water"],
    ["ii", "(ii) To groundwater"],
    ["iii", "(iii) To seawater"],
    ["iv", "(iv) Sent to third parties"],
    ["v", "(v) Others"],
  ] as const
).flatMap(([id, label]) => [
  { key: `P6-E4-${id}`, label },
  { key: `P6-E4-${id}-NONE`, label: "– No treatment" },
  { key: `P6-E4-${id}-TREATED`, label: "– With treatment" },
]);

const EMPLOYEES_AND_WORKERS = /*#__NO_SIDE_EFFECTS__*/ (id: string): CoreLine[] => [
  { key: `P3-E11-${id}-employees`, label: "Employees" },
  { key: `P3-E11-${id}-workers`, label: "Workers (including the contract workforce)" },
];

/** SEBI's Annexure I, in its order. */
export const CORE_KPIS: readonly CoreKpi[] = [
  // 1. GHG footprint
  kpi("ghg", "Total Scope 1 emissions (break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)", "tCO2e", "P6 E7", ["P6-E7-S1"]),
  kpi("ghg", "Total Scope 2 emissions (break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)", "tCO2e", "P6 E7", ["P6-E7-S2"]),
  kpi("ghg", "Total Scope 1 and Scope 2 emissions", "tCO2e", "P6 E7", ["P6-E7-S12"]),
  kpi("ghg", "GHG emission intensity (Scope 1 + 2)", "tCO2e", "P6 E7", [
    { key: "P6-E7-INT-PPP", label: PPP },
    { key: "P6-E7-INT-OUTPUT", label: OUTPUT },
  ]),
  // 2. Water footprint
  kpi("water", "Total water consumption", "kL", "P6 E3", ["P6-E3-CONSUMPTION"]),
  kpi("water", "Water consumption intensity", "kL", "P6 E3", [
    { key: "P6-E3-INT-PPP", label: PPP },
    { key: "P6-E3-INT-OUTPUT", label: OUTPUT },
  ]),
  kpi("water", "Water discharge by destination and level of treatment", "kL", "P6 E4", [...DISCHARGE, { key: "P6-E4-TOTAL", label: "Total water discharged" }]),
  // 3. Energy footprint
  kpi("energy", "Total energy consumed", "GJ", "P6 E1", [
    { key: "P6-E1-A", label: "Renewable: electricity (A)" },
    { key: "P6-E1-B", label: "Renewable: fuel (B)" },
    { key: "P6-E1-C", label: "Renewable: other sources (C)" },
    { key: "P6-E1-ABC", label: "From renewable sources (A+B+C)" },
    { key: "P6-E1-D", label: "Non-renewable: electricity (D)" },
    { key: "P6-E1-E", label: "Non-renewable: fuel (E)" },
    { key: "P6-E1-F", label: "Non-renewable: other sources (F)" },
    { key: "P6-E1-DEF", label: "From non-renewable sources (D+E+F)" },
    { key: "P6-E1-TOTAL", label: "Total energy consumed (A+B+C+D+E+F)" },
  ]),
  kpi("energy", "% of energy consumed from renewable sources", "%", "P6 E1", ["P6-E1-RE-SHARE"]),
  kpi("energy", "Energy intensity", "GJ", "P6 E1", [
    { key: "P6-E1-INT-PPP", label: PPP },
    { key: "P6-E1-INT-OUTPUT", label: OUTPUT },
  ]),
  // 4. Embracing circularity
  kpi("waste", "Waste generated, by category", "t", "P6 E9", WASTE_CATEGORIES),
  kpi("waste", "Total waste generated (A+B+C+D+E+F+G+H)", "t", "P6 E9", ["P6-E9-TOTAL"]),
  kpi("waste", "Waste intensity", "t", "P6 E9", [
    { key: "P6-E9-INT-PPP", label: PPP },
    { key: "P6-E9-INT-OUTPUT", label: OUTPUT },
  ]),
  kpi("waste", "Waste recovered through recycling, re-using or other recovery operations", "t", "P6 E9", [
    { key: "P6-E9-REC-i", label: "Recycled" },
    { key: "P6-E9-REC-ii", label: "Re-used" },
    { key: "P6-E9-REC-iii", label: "Other recovery operations" },
    { key: "P6-E9-REC-TOTAL", label: "Total" },
  ]),
  kpi("waste", "Waste disposed by nature of disposal method", "t", "P6 E9", [
    { key: "P6-E9-DIS-i", label: "Incineration" },
    { key: "P6-E9-DIS-ii", label: "Landfilling" },
    { key: "P6-E9-DIS-iii", label: "Other disposal operations" },
    { key: "P6-E9-DIS-TOTAL", label: "Total" },
  ]),
  // 5. Enhancing employee well-being and safety
  kpi(
    "wellbeing",
    "Spending on measures towards well-being of employees and workers (including permanent and other than permanent), as % of total revenue of the company",
    "%",
    "P3 E1(c)",
    ["P3-E1c"],
  ),
  // SEBI's P3 E11 table has no row for permanent disabilities (BRSR_FORMAT.md §8): the questionnaire adds one.
  kpi("wellbeing", "Details of safety related incidents: number of permanent disabilities", "count", "P3 E11", [
    ...EMPLOYEES_AND_WORKERS("PD"),
    { key: "P3-E11-PD-total", label: "Total (employees + workers)" },
  ]),
  kpi("wellbeing", "Lost Time Injury Frequency Rate (LTIFR) per one million person-hours worked", "per million person-hours", "P3 E11", [
    ...EMPLOYEES_AND_WORKERS("LTIFR"),
    { key: "P3-E11-LTIFR-all", label: "Employees and workers together (where reported as one figure)" },
  ]),
  kpi("wellbeing", "No. of fatalities", "count", "P3 E11", [
    ...EMPLOYEES_AND_WORKERS("FATALITIES"),
    { key: "P3-E11-FATALITIES-total", label: "Total (employees + workers)" },
  ]),
  // 6. Enabling gender diversity in business
  kpi("gender", "Gross wages paid to females as % of total wages paid", "%", "P5 E3(b)", ["P5-E3b"]),
  kpi("gender", "Complaints under the POSH Act", "count", "P5 E7", [
    { key: "P5-E7-TOTAL", label: "Total complaints reported under POSH" },
    { key: "P5-E7-PCT", label: "Complaints on POSH as % of female employees / workers" },
    { key: "P5-E7-UPHELD", label: "Complaints on POSH upheld" },
  ]),
  // 7. Enabling inclusive development
  kpi("inclusive", "Input material sourced from MSMEs / small producers and from within India, as % of total purchases by value", "%", "P8 E4", [
    { key: "P8-E4-MSME", label: "Directly sourced from MSMEs / small producers" },
    { key: "P8-E4-INDIA", label: "Directly from within India" },
  ]),
  kpi("inclusive", "Job creation in smaller towns: wages paid to persons employed in smaller towns as % of total wage cost", "%", "P8 E5", [
    { key: "P8-E5-RURAL", label: "Rural" },
    { key: "P8-E5-SEMI-URBAN", label: "Semi-urban" },
    { key: "P8-E5-URBAN", label: "Urban" },
    { key: "P8-E5-METRO", label: "Metropolitan" },
    { key: "P8-E5-SMALLER-TOWNS", label: "Smaller towns (rural + semi-urban)" },
  ]),
  // 8. Fairness in engaging with customers and suppliers
  kpi("fairness", "Instances involving loss / breach of data of customers as % of total data breaches or cyber security events", "%", "P9 E7", [
    { key: "P9-E7-NUMBER", label: "Number of instances of data breaches" },
    { key: "P9-E7-PCT", label: "Data breaches involving personally identifiable information of customers (%)" },
  ]),
  kpi("fairness", "Number of days of accounts payable", "days", "P1 E8", ["P1-E8"]),
  // 9. Open-ness of business
  kpi("openness", "Concentration of purchases", "%", "P1 E9", [
    { key: "P1-E9-PUR-a", label: "Purchases from trading houses as % of total purchases" },
    { key: "P1-E9-PUR-b", label: "Number of trading houses where purchases are made from" },
    { key: "P1-E9-PUR-c", label: "Purchases from top 10 trading houses as % of total purchases from trading houses" },
  ]),
  kpi("openness", "Concentration of sales", "%", "P1 E9", [
    { key: "P1-E9-SAL-a", label: "Sales to dealers / distributors as % of total sales" },
    { key: "P1-E9-SAL-b", label: "Number of dealers / distributors to whom sales are made" },
    { key: "P1-E9-SAL-c", label: "Sales to top 10 dealers / distributors as % of total sales to dealers / distributors" },
  ]),
  kpi("openness", "Share of related party transactions (RPTs) in", "%", "P1 E9", [
    { key: "P1-E9-RPT-a", label: "Purchases" },
    { key: "P1-E9-RPT-b", label: "Sales" },
    { key: "P1-E9-RPT-c", label: "Loans & advances" },
    { key: "P1-E9-RPT-d", label: "Investments" },
  ]),
];

/** Every cell key the Core table reads. */
// Marked pure so that a browser bundle, which reads only the titles, drops the KPI list (decisions D30).
export const CORE_KEYS: readonly string[] = /*#__PURE__*/ CORE_KPIS.flatMap((k) => k.lines.map((l) => l.key));
