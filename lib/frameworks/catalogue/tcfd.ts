import type { CatalogueMetric, Framework } from "../types";

/*
 * TCFD catalogue.
 * Source: TCFD Recommendations (2017) and the 2021 implementation annex — four pillars, eleven
 * recommended disclosures (Governance a–b, Strategy a–c, Risk Management a–c, Metrics and Targets
 * a–c) and the cross-industry metric categories; carried forward in IFRS S2.
 * The platform's category ids are the same in every framework (decisions D12), so the pillars map:
 * Metrics and Targets → environmental, Strategy → social (effects on the business, its assets and
 * its people), Governance and Risk Management → governance.
 */

const environmental: CatalogueMetric[] = [
  {
    name: "Scope 1 emissions",
    reference: "TCFD Metrics & Targets (b)",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 1 GHG emissions", "Direct GHG emissions", "Gross Scope 1 emissions"],
  },
  {
    name: "Scope 2 emissions",
    reference: "TCFD Metrics & Targets (b)",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 2 GHG emissions", "Indirect emissions from purchased energy"],
  },
  {
    name: "Scope 3 emissions",
    reference: "TCFD Metrics & Targets (b)",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 3 GHG emissions", "Value chain emissions"],
  },
  {
    name: "GHG emission intensity",
    reference: "TCFD Metrics & Targets (a)",
    unit: "tCO2e per ₹ crore revenue",
    numeric: true,
    synonyms: ["Emissions intensity", "Carbon intensity", "GHG intensity"],
  },
  {
    name: "Total energy consumption",
    reference: "TCFD Metrics & Targets (a)",
    unit: "GJ",
    numeric: true,
    synonyms: ["Total energy consumed", "Energy consumption"],
  },
  {
    name: "Renewable energy share",
    reference: "TCFD Metrics & Targets (a)",
    unit: "%",
    numeric: true,
    synonyms: ["Share of renewable energy", "Renewable energy percentage"],
  },
  {
    name: "Internal carbon price",
    reference: "TCFD Metrics & Targets (a)",
    unit: "₹ per tCO2e",
    numeric: true,
    synonyms: ["Shadow carbon price", "Carbon price used internally"],
  },
  {
    name: "Climate-related capital expenditure (%)",
    reference: "TCFD Metrics & Targets (a)",
    unit: "%",
    numeric: true,
    synonyms: ["Capital deployment towards climate-related risks and opportunities"],
  },
  {
    name: "Emissions reduction target",
    reference: "TCFD Metrics & Targets (c)",
    unit: "%",
    numeric: true,
    synonyms: ["GHG reduction target", "Emission reduction target"],
  },
  {
    name: "Progress against emissions target",
    reference: "TCFD Metrics & Targets (c)",
    unit: "%",
    numeric: true,
    synonyms: ["Performance against target", "Reduction achieved against baseline"],
  },
];

const social: CatalogueMetric[] = [
  {
    name: "Climate-related risks and opportunities identified",
    reference: "TCFD Strategy (a)",
    unit: "",
    numeric: false,
  },
  {
    name: "Impact on business, strategy and financial planning",
    reference: "TCFD Strategy (b)",
    unit: "",
    numeric: false,
  },
  {
    name: "Resilience under climate scenarios (incl. 2 °C or lower)",
    reference: "TCFD Strategy (c)",
    unit: "",
    numeric: false,
  },
  {
    name: "Revenue from climate-related opportunities (%)",
    reference: "TCFD Strategy (b)",
    unit: "%",
    numeric: true,
    synonyms: ["Revenue from low-carbon products", "Climate-related opportunities share of revenue"],
  },
  {
    name: "Assets exposed to physical climate risk (%)",
    reference: "TCFD Strategy (b)",
    unit: "%",
    numeric: true,
    synonyms: ["Assets vulnerable to physical risks"],
  },
  {
    name: "Assets exposed to transition risk (%)",
    reference: "TCFD Strategy (b)",
    unit: "%",
    numeric: true,
    synonyms: ["Assets vulnerable to transition risks"],
  },
  {
    name: "Workforce at sites with high physical climate risk (%)",
    reference: "TCFD Strategy (b)",
    unit: "%",
    numeric: true,
    synonyms: ["Employees at sites exposed to physical climate risk"],
  },
];

const governance: CatalogueMetric[] = [
  {
    name: "Board oversight of climate-related issues",
    reference: "TCFD Governance (a)",
    unit: "",
    numeric: false,
  },
  {
    name: "Board meetings discussing climate-related issues",
    reference: "TCFD Governance (a)",
    unit: "per year",
    numeric: true,
    synonyms: ["Frequency of board climate discussions"],
  },
  {
    name: "Management's role in assessing and managing climate-related issues",
    reference: "TCFD Governance (b)",
    unit: "",
    numeric: false,
  },
  {
    name: "Executive remuneration linked to climate targets (%)",
    reference: "TCFD Metrics & Targets (a)",
    unit: "%",
    numeric: true,
    synonyms: ["Climate-linked remuneration", "Share of variable pay linked to climate goals"],
  },
  {
    name: "Process for identifying and assessing climate-related risks",
    reference: "TCFD Risk Management (a)",
    unit: "",
    numeric: false,
  },
  {
    name: "Process for managing climate-related risks",
    reference: "TCFD Risk Management (b)",
    unit: "",
    numeric: false,
  },
  {
    name: "Integration into overall risk management",
    reference: "TCFD Risk Management (c)",
    unit: "",
    numeric: false,
  },
];

export const TCFD: Framework = {
  code: "TCFD",
  name: "Task Force on Climate-related Financial Disclosures",
  description:
    "Climate-related financial disclosures in four pillars — governance, strategy, risk management, and metrics and targets — now carried forward in IFRS S2.",
  categories: [
    { id: "environmental", name: "Metrics and Targets", metrics: environmental },
    { id: "social", name: "Strategy", metrics: social },
    { id: "governance", name: "Governance and Risk Management", metrics: governance },
  ],
};
