import type { CatalogueMetric, Framework } from "../types";

/*
 * SASB catalogue.
 * Source: SASB Standards (now maintained by the ISSB), codes of the form XX-YY-###a.# (accounting
 * metrics) and XX-YY-000.X (activity metrics). Most metrics come from Iron & Steel Producers
 * (EM-IS), the heaviest reporters among Indian users, with the cross-cutting topics taken from
 * Metals & Mining (EM-MM), Software & IT Services (TC-SI) and Commercial Banks (FN-CB).
 * SASB's five dimensions map onto the platform's categories: Environment → environmental; Social
 * Capital and Human Capital → social; Business Model & Innovation and Leadership & Governance →
 * governance. SASB water volumes are in thousand cubic metres.
 */

const environmental: CatalogueMetric[] = [
  {
    name: "Gross global Scope 1 emissions",
    reference: "SASB EM-IS-110a.1",
    unit: "tCO2e",
    numeric: true,
    synonyms: ["Scope 1 emissions", "Gross Scope 1 emissions", "Direct GHG emissions"],
  },
  {
    name: "Scope 1 emissions under emissions-limiting regulations (%)",
    reference: "SASB EM-IS-110a.1",
    unit: "%",
    numeric: true,
  },
  {
    name: "Scope 1 emissions management strategy",
    reference: "SASB EM-IS-110a.2",
    unit: "",
    numeric: false,
  },
  {
    name: "NOx emissions",
    reference: "SASB EM-IS-120a.1",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Nitrogen oxides (NOx)", "NOx (excluding N2O)"],
  },
  {
    name: "SOx emissions",
    reference: "SASB EM-IS-120a.1",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Sulphur oxides (SOx)", "Sulfur oxides (SOx)"],
  },
  {
    name: "Particulate matter (PM10) emissions",
    reference: "SASB EM-IS-120a.1",
    unit: "tonnes",
    numeric: true,
    synonyms: ["PM10", "Particulate matter"],
  },
  {
    name: "Total energy consumed",
    reference: "SASB EM-IS-130a.1",
    unit: "GJ",
    numeric: true,
    synonyms: ["Total energy consumption", "Energy consumed"],
  },
  {
    name: "Grid electricity share (%)",
    reference: "SASB EM-IS-130a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage grid electricity"],
  },
  {
    name: "Renewable energy share (%)",
    reference: "SASB EM-IS-130a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Renewable energy share", "Percentage renewable"],
  },
  {
    name: "Total fuel consumed",
    reference: "SASB EM-IS-130a.2",
    unit: "GJ",
    numeric: true,
    synonyms: ["Fuel consumed"],
  },
  {
    name: "Coal share of fuel consumed (%)",
    reference: "SASB EM-IS-130a.2",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage coal"],
  },
  {
    name: "Total water withdrawn",
    reference: "SASB EM-IS-140a.1",
    unit: "thousand m³",
    numeric: true,
    synonyms: ["Total water withdrawal", "Water withdrawn"],
  },
  {
    name: "Total water consumed",
    reference: "SASB EM-IS-140a.1",
    unit: "thousand m³",
    numeric: true,
    synonyms: ["Total water consumption", "Water consumed"],
  },
  {
    name: "Water withdrawn in regions of high baseline water stress (%)",
    reference: "SASB EM-IS-140a.1",
    unit: "%",
    numeric: true,
  },
  {
    name: "Amount of waste generated",
    reference: "SASB EM-IS-150a.1",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Total waste generated", "Waste generated"],
  },
  {
    name: "Hazardous waste share (%)",
    reference: "SASB EM-IS-150a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Hazardous waste share", "Percentage hazardous"],
  },
  {
    name: "Waste recycled (%)",
    reference: "SASB EM-IS-150a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage recycled", "Waste recycling rate"],
  },
];

const social: CatalogueMetric[] = [
  {
    name: "Total recordable incident rate (TRIR)",
    reference: "SASB EM-IS-320a.1",
    unit: "per 200,000 hours",
    numeric: true,
    synonyms: ["TRIR", "Total recordable incident rate"],
  },
  {
    name: "Fatality rate",
    reference: "SASB EM-IS-320a.1",
    unit: "per 200,000 hours",
    numeric: true,
  },
  {
    name: "Near miss frequency rate (NMFR)",
    reference: "SASB EM-IS-320a.1",
    unit: "per 200,000 hours",
    numeric: true,
    synonyms: ["NMFR", "Near miss frequency rate"],
  },
  {
    name: "Health, safety and emergency response training hours",
    reference: "SASB EM-MM-320a.1",
    unit: "hours per employee",
    numeric: true,
    synonyms: ["Average hours of health, safety, and emergency response training"],
  },
  {
    name: "Workforce under collective bargaining agreements (%)",
    reference: "SASB EM-MM-310a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage of active workforce covered under collective bargaining agreements"],
  },
  {
    name: "Strikes and lockouts",
    reference: "SASB EM-MM-310a.2",
    unit: "count",
    numeric: true,
    synonyms: ["Number of strikes and lockouts"],
  },
  {
    name: "Women in management (%)",
    reference: "SASB TC-SI-330a.3",
    unit: "%",
    numeric: true,
    synonyms: ["Gender representation in management"],
  },
  {
    name: "Data breaches",
    reference: "SASB TC-SI-230a.1",
    unit: "count",
    numeric: true,
    synonyms: ["Number of data breaches"],
  },
  {
    name: "Data breaches involving personal data (%)",
    reference: "SASB TC-SI-230a.1",
    unit: "%",
    numeric: true,
    synonyms: ["Percentage involving personally identifiable information (PII)"],
  },
];

const governance: CatalogueMetric[] = [
  {
    name: "Raw steel production",
    reference: "SASB EM-IS-000.A",
    unit: "tonnes",
    numeric: true,
    synonyms: ["Raw steel produced", "Crude steel production"],
  },
  {
    name: "Iron ore and coking coal sourcing risks",
    reference: "SASB EM-IS-430a.1",
    unit: "",
    numeric: false,
  },
  {
    name: "Management of corruption and bribery risk",
    reference: "SASB EM-MM-510a.1",
    unit: "",
    numeric: false,
  },
  {
    name: "Production in countries with the lowest corruption rankings (%)",
    reference: "SASB EM-MM-510a.2",
    unit: "%",
    numeric: true,
  },
  {
    name: "Monetary losses from anti-competitive behaviour proceedings",
    reference: "SASB TC-SI-520a.1",
    unit: "₹",
    numeric: true,
    synonyms: ["Losses from legal proceedings associated with anti-competitive behaviour"],
  },
  {
    name: "Monetary losses from business ethics proceedings",
    reference: "SASB FN-CB-510a.1",
    unit: "₹",
    numeric: true,
    synonyms: ["Losses from legal proceedings associated with fraud or other business ethics violations"],
  },
];

export const SASB: Framework = {
  code: "SASB",
  name: "Sustainability Accounting Standards Board",
  description:
    "Industry-specific standards for 77 industries that disclose the sustainability topics most likely to affect financial performance; now maintained by the ISSB.",
  categories: [
    { id: "environmental", name: "Environmental", metrics: environmental },
    { id: "social", name: "Social", metrics: social },
    { id: "governance", name: "Governance", metrics: governance },
  ],
};
