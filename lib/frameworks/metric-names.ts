/**
 * Canonical names of the BRSR catalogue metrics that calculators, PDF extraction, the seed and
 * the report write or read. The catalogue (lib/frameworks/catalogue/brsr.ts) holds each of these
 * names exactly, so entries saved under them count towards completion and KPI progress.
 */
export const BRSR_METRIC = {
  scope1: "Scope 1 emissions",
  scope2: "Scope 2 emissions",
  scope3: "Scope 3 emissions",
  ghgTotal: "Total GHG emissions",
  ghgIntensity: "GHG emission intensity",
  energyTotal: "Total energy consumption",
  energyRenewable: "Energy from renewable sources",
  energyRenewableShare: "Renewable energy share",
  energyIntensity: "Energy intensity",
  waterWithdrawal: "Total water withdrawal",
  waterConsumption: "Total water consumption",
  waterRecyclingRate: "Water recycling rate",
  waterDischarge: "Total water discharge",
  waterIntensity: "Water intensity",
  wasteGenerated: "Total waste generated",
  wasteRecyclingRate: "Waste recycling rate",
  wasteDiverted: "Waste diverted from landfill",
  wasteHazardousShare: "Hazardous waste share",
  wasteRecovered: "Waste recovered",
  wasteIntensity: "Waste intensity",
  ltifr: "Lost Time Injury Frequency Rate (LTIFR)",
  fatalities: "Fatalities",
  wellbeingSpend: "Spending on employee well-being (% of revenue)",
  femaleWages: "Gross wages paid to females (% of total wages)",
  poshComplaints: "Complaints under POSH",
  trainingHours: "Training hours per employee",
  womenWorkforce: "Women in workforce",
  csrSpend: "CSR spending",
  msmeSourcing: "Input material sourced from MSMEs (%)",
  smallTownWages: "Wages paid in smaller towns (% of wage cost)",
  dataBreaches: "Data breaches",
  consumerComplaints: "Consumer complaints",
  payableDays: "Days of accounts payable",
  purchaseConcentration: "Concentration of purchases (top 10 trading houses, %)",
  salesConcentration: "Concentration of sales (top 10 dealers, %)",
  relatedPartyShare: "Related-party transactions share (%)",
  boardIndependence: "Board independence",
  finesPenalties: "Fines and penalties",
  revenue: "Revenue from operations",
  employees: "Total employees",
} as const;

export type BrsrMetricKey = keyof typeof BRSR_METRIC;
