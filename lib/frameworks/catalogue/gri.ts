import type { CatalogueMetric, Framework } from "../types";

/*
 * GRI catalogue.
 * Source: GRI Standards — GRI 2 General Disclosures 2021; topic standards 201 Economic Performance,
 * 205 Anti-corruption, 302 Energy, 303 Water and Effluents 2018 (volumes in megalitres), 305
 * Emissions, 306 Waste 2020, 401 Employment, 403 Occupational Health and Safety 2018, 404 Training
 * and Education, 405 Diversity and Equal Opportunity, 418 Customer Privacy. References are
 * "GRI <standard>-<disclosure>".
 */

const environmental: CatalogueMetric[] = [
  {
    name: "Energy consumption within the organization",
    reference: "GRI 302-1",
    unit: "GJ",
    numeric: true,
    synonyms: ["Total energy consumption", "Total energy consumed", "Energy consumption"],
  },
  {
    name: "Energy intensity",
    reference: "GRI 302-3",
    unit: "GJ per ₹ crore revenue",
    numeric: true,
    synonyms: ["Energy intensity ratio"],
  },
  {
    name: "Reduction of energy consumption",
    better: "higher",
    reference: "GRI 302-4",
    unit: "GJ",
    numeric: true,
    synonyms: ["Energy savings", "Energy reduction"],
  },
  {
    name: "Water withdrawal",
    better: "lower",
    reference: "GRI 303-3",
    unit: "ML",
    numeric: true,
    synonyms: ["Total water withdrawal", "Total water withdrawn"],
  },
  {
    name: "Water discharge",
    reference: "GRI 303-4",
    unit: "ML",
    numeric: true,
    synonyms: ["Total water discharge", "Total water discharged"],
  },
  {
    name: "Water consumption",
    better: "lower",
    reference: "GRI 303-5",
    unit: "ML",
    numeric: true,
    synonyms: ["Total water consumption", "Total water consumed"],
  },
  {
    name: "Direct (Scope 1) GHG emissions",
    better: "lower",
    reference: "GRI 305-1",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 1 emissions", "Gross direct (Scope 1) GHG emissions", "Direct GHG emissions"],
  },
  {
    name: "Energy indirect (Scope 2) GHG emissions",
    better: "lower",
    reference: "GRI 305-2",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 2 emissions", "Gross location-based energy indirect (Scope 2) GHG emissions", "Indirect GHG emissions"],
  },
  {
    name: "Other indirect (Scope 3) GHG emissions",
    better: "lower",
    reference: "GRI 305-3",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 3 emissions", "Gross other indirect (Scope 3) GHG emissions"],
  },
  {
    name: "GHG emissions intensity",
    reference: "GRI 305-4",
    unit: "tCO2e per ₹ crore revenue",
    numeric: true,
    synonyms: ["GHG emission intensity", "Emissions intensity ratio", "Carbon intensity"],
  },
  {
    name: "Reduction of GHG emissions",
    better: "higher",
    reference: "GRI 305-5",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["GHG emissions reduced", "Emission reductions"],
  },
  {
    name: "NOx, SOx and other significant air emissions",
    reference: "GRI 305-7",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Significant air emissions", "NOx and SOx emissions"],
  },
  {
    name: "Waste generated",
    better: "lower",
    reference: "GRI 306-3",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Total waste generated", "Total weight of waste generated"],
  },
  {
    name: "Waste diverted from disposal",
    reference: "GRI 306-4",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Total waste diverted from disposal", "Waste recovered"],
  },
  {
    name: "Waste directed to disposal",
    reference: "GRI 306-5",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Total waste directed to disposal", "Waste disposed"],
  },
];

const social: CatalogueMetric[] = [
  {
    name: "Total employees",
    reference: "GRI 2-7",
    unit: "count",
    numeric: true,
    synonyms: ["Total number of employees", "Number of employees", "Headcount"],
  },
  {
    name: "New employee hires",
    reference: "GRI 401-1",
    unit: "count",
    numeric: true,
    synonyms: ["Total number of new employee hires", "New hires"],
  },
  {
    name: "Employee turnover rate",
    reference: "GRI 401-1",
    unit: "%",
    numeric: true,
    synonyms: ["Rate of employee turnover", "Attrition rate"],
  },
  {
    name: "Work-related fatalities",
    better: "lower",
    reference: "GRI 403-9",
    unit: "count",
    numeric: true,
    synonyms: ["Fatalities", "Number of fatalities as a result of work-related injury"],
  },
  {
    name: "Recordable work-related injury rate",
    better: "lower",
    reference: "GRI 403-9",
    unit: "per million hours worked",
    numeric: true,
    synonyms: ["Rate of recordable work-related injuries", "Total recordable injury rate"],
  },
  {
    name: "High-consequence work-related injuries",
    reference: "GRI 403-9",
    unit: "count",
    numeric: true,
    synonyms: ["Number of high-consequence work-related injuries (excluding fatalities)"],
  },
  {
    name: "Recordable work-related ill health",
    reference: "GRI 403-10",
    unit: "count",
    numeric: true,
    synonyms: ["Cases of recordable work-related ill health"],
  },
  {
    name: "Average hours of training per employee",
    reference: "GRI 404-1",
    unit: "hours",
    numeric: true,
    synonyms: ["Training hours per employee", "Average training hours"],
  },
  {
    name: "Women in workforce",
    reference: "GRI 405-1",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage of female employees", "Female employees (%)", "Women employees"],
  },
  {
    name: "Ratio of basic salary of women to men",
    reference: "GRI 405-2",
    unit: "ratio",
    numeric: true,
    synonyms: ["Ratio of basic salary and remuneration of women to men", "Gender pay ratio"],
  },
  {
    name: "Substantiated complaints on customer privacy",
    better: "lower",
    reference: "GRI 418-1",
    unit: "count",
    numeric: true,
    synonyms: ["Substantiated complaints concerning breaches of customer privacy and losses of customer data", "Leaks, thefts or losses of customer data"],
  },
];

const governance: CatalogueMetric[] = [
  {
    name: "Governance structure and composition",
    reference: "GRI 2-9",
    unit: "",
    numeric: false,
  },
  {
    name: "Independent members of the highest governance body",
    reference: "GRI 2-9",
    unit: "%",
    numeric: true,
    synonyms: ["Board independence", "Independent directors (%)"],
  },
  {
    name: "Women on the highest governance body",
    reference: "GRI 405-1",
    unit: "%",
    numeric: true,
    synonyms: ["Women on the board", "Women directors (%)"],
  },
  {
    name: "Annual total compensation ratio",
    reference: "GRI 2-21",
    unit: "ratio",
    numeric: true,
    synonyms: ["CEO pay ratio"],
  },
  {
    name: "Significant instances of non-compliance with laws and regulations",
    reference: "GRI 2-27",
    unit: "count",
    numeric: true,
    synonyms: ["Instances of non-compliance"],
  },
  {
    name: "Fines paid for non-compliance",
    reference: "GRI 2-27",
    unit: "₹",
    numeric: true,
    synonyms: ["Fines and penalties", "Monetary value of fines"],
  },
  {
    name: "Employees trained on anti-corruption (%)",
    reference: "GRI 205-2",
    unit: "%",
    numeric: true,
    synonyms: ["Communication and training about anti-corruption policies and procedures"],
  },
  {
    name: "Confirmed incidents of corruption",
    reference: "GRI 205-3",
    unit: "count",
    numeric: true,
    synonyms: ["Incidents of corruption"],
  },
  {
    name: "Direct economic value generated",
    reference: "GRI 201-1",
    unit: "₹ crore",
    numeric: true,
    synonyms: ["Revenue", "Revenue from operations", "Economic value generated"],
  },
];

export const GRI: Framework = {
  code: "GRI",
  name: "Global Reporting Initiative",
  description: "The most widely used sustainability reporting standards: disclosures on an organisation's impacts on the economy, the environment and people.",
  categories: [
    { id: "environmental", name: "Environmental", metrics: environmental },
    { id: "social", name: "Social", metrics: social },
    { id: "governance", name: "Governance", metrics: governance },
  ],
};
