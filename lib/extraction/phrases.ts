import { BRSR_METRIC as M, frameworkMetrics, type CategoryId } from "@/lib/frameworks";
import { familyOfUnit, type UnitFamily } from "./units";

/** How a BRSR metric is written in reports, and what kind of figure it takes. */
export type MetricPhrases = { metric: string; category: CategoryId; family: UnitFamily; phrases: string[] };

// Report language for the BRSR metrics most often disclosed. Longer phrases are tried first and
// the text they cover is taken, so 'Scope 1 and 2 emissions' never also counts as Scope 2.
const BUILT_IN: MetricPhrases[] = [
  {
    metric: M.ghgTotal,
    category: "environmental",
    family: "ghg",
    phrases: [
      "total scope 1 and scope 2 emissions",
      "total scope 1 and 2 emissions",
      "scope 1 and scope 2 emissions",
      "scope 1 and 2 emissions",
      "scope 1 & 2 emissions",
      "scope 1+2 emissions",
      "scope 1 + 2 emissions",
      "total ghg emissions",
      "total greenhouse gas emissions",
    ],
  },
  {
    metric: M.ghgIntensity,
    category: "environmental",
    family: "intensity",
    phrases: ["ghg emission intensity", "ghg emissions intensity", "emission intensity", "emissions intensity", "carbon intensity"],
  },
  {
    metric: M.scope1,
    category: "environmental",
    family: "ghg",
    phrases: [
      "total scope 1 emissions",
      "total scope 1 ghg emissions",
      "scope 1 ghg emissions",
      "scope 1 emissions",
      "direct ghg emissions",
      "direct emissions (scope 1)",
      "scope 1",
    ],
  },
  {
    metric: M.scope2,
    category: "environmental",
    family: "ghg",
    phrases: ["total scope 2 emissions", "scope 2 ghg emissions", "scope 2 emissions", "energy indirect emissions", "indirect emissions (scope 2)", "scope 2"],
  },
  {
    metric: M.scope3,
    category: "environmental",
    family: "ghg",
    phrases: ["total scope 3 emissions", "scope 3 ghg emissions", "scope 3 emissions", "other indirect emissions", "scope 3"],
  },
  { metric: M.energyIntensity, category: "environmental", family: "intensity", phrases: ["energy intensity"] },
  {
    metric: M.energyRenewableShare,
    category: "environmental",
    family: "percent",
    phrases: ["share of renewable energy", "renewable energy share", "share of energy from renewable sources", "renewable share"],
  },
  {
    metric: M.energyRenewable,
    category: "environmental",
    family: "energy",
    phrases: ["total energy consumed from renewable sources", "energy from renewable sources", "renewable energy consumption", "renewable energy consumed"],
  },
  {
    metric: M.energyTotal,
    category: "environmental",
    family: "energy",
    phrases: ["total energy consumption", "total energy consumed", "energy consumption", "energy consumed"],
  },
  { metric: M.waterIntensity, category: "environmental", family: "intensity", phrases: ["water intensity", "water consumption intensity"] },
  {
    metric: M.waterRecyclingRate,
    category: "environmental",
    family: "percent",
    phrases: ["water recycling rate", "share of water recycled", "water recycled"],
  },
  {
    metric: M.waterWithdrawal,
    category: "environmental",
    family: "water",
    phrases: ["total volume of water withdrawal", "total water withdrawal", "total water withdrawn", "water withdrawal", "water withdrawn"],
  },
  {
    // SEBI's P6 E3 row (ii); a report names it on its own ('of which groundwater made up 3.1 lakh kL').
    metric: "Water withdrawal: groundwater",
    category: "environmental",
    family: "water",
    phrases: ["groundwater withdrawal", "groundwater withdrawn", "water withdrawn from groundwater", "groundwater"],
  },
  {
    metric: M.waterConsumption,
    category: "environmental",
    family: "water",
    phrases: ["total volume of water consumption", "total water consumption", "total water consumed", "water consumption", "water consumed"],
  },
  {
    metric: M.waterDischarge,
    category: "environmental",
    family: "water",
    phrases: ["total water discharged", "total water discharge", "water discharged", "water discharge"],
  },
  { metric: M.wasteIntensity, category: "environmental", family: "intensity", phrases: ["waste intensity"] },
  { metric: M.wasteRecyclingRate, category: "environmental", family: "percent", phrases: ["waste recycling rate", "share of waste recycled"] },
  { metric: M.wasteHazardousShare, category: "environmental", family: "percent", phrases: ["hazardous waste share", "share of hazardous waste"] },
  {
    metric: M.wasteDiverted,
    category: "environmental",
    family: "percent",
    phrases: ["waste diverted from landfill", "waste diverted from disposal"],
  },
  {
    metric: M.wasteRecovered,
    category: "environmental",
    family: "waste",
    phrases: ["total waste recovered", "waste recovered through recycling", "waste recovered"],
  },
  { metric: M.wasteGenerated, category: "environmental", family: "waste", phrases: ["total waste generated", "waste generated"] },
  {
    metric: M.ltifr,
    category: "social",
    family: "rate",
    phrases: ["lost time injury frequency rate (ltifr)", "lost time injury frequency rate", "lost-time injury frequency rate", "ltifr"],
  },
  { metric: M.fatalities, category: "social", family: "count", phrases: ["number of fatalities", "fatalities", "fatality"] },
  {
    metric: M.wellbeingSpend,
    category: "social",
    family: "percent",
    phrases: ["spending on employee well-being", "cost incurred on well-being measures", "spending on well-being measures", "well-being spending"],
  },
  {
    metric: M.femaleWages,
    category: "social",
    family: "percent",
    phrases: ["gross wages paid to females as % of total wages", "gross wages paid to females", "wages paid to females"],
  },
  {
    metric: M.poshComplaints,
    category: "social",
    family: "count",
    phrases: ["complaints under posh", "posh complaints", "sexual harassment complaints", "complaints of sexual harassment"],
  },
  {
    metric: M.trainingHours,
    category: "social",
    family: "hours",
    phrases: [
      "average training hours per employee",
      "training hours per employee",
      "average hours of training per employee",
      "hours of training per employee",
      "average training hours",
    ],
  },
  {
    metric: M.womenWorkforce,
    category: "social",
    family: "percent",
    phrases: ["women in workforce", "women in the workforce", "share of women employees", "women representation"],
  },
  { metric: M.csrSpend, category: "social", family: "money", phrases: ["csr expenditure", "csr spending", "csr spend", "amount spent on csr", "spent on csr"] },
  {
    metric: M.msmeSourcing,
    category: "social",
    family: "percent",
    phrases: [
      "input material sourced from msmes",
      "input material sourced from msmes/ small producers",
      "sourced from msmes",
      "sourced from msmes and small producers",
    ],
  },
  { metric: M.smallTownWages, category: "social", family: "percent", phrases: ["wages paid in smaller towns"] },
  { metric: M.consumerComplaints, category: "social", family: "count", phrases: ["consumer complaints"] },
  { metric: M.employees, category: "social", family: "count", phrases: ["total number of employees", "total employees", "total workforce", "total headcount"] },
  { metric: M.dataBreaches, category: "governance", family: "count", phrases: ["number of data breaches", "instances of data breaches", "data breaches"] },
  { metric: M.payableDays, category: "governance", family: "count", phrases: ["days of accounts payable", "accounts payable days"] },
  {
    metric: M.boardIndependence,
    category: "governance",
    family: "percent",
    phrases: ["board independence", "independent directors on the board", "share of independent directors"],
  },
  { metric: M.finesPenalties, category: "governance", family: "money", phrases: ["fines and penalties", "fines/penalties", "penalties paid"] },
  { metric: M.revenue, category: "governance", family: "money", phrases: ["revenue from operations", "total revenue", "total turnover"] },
];

let cache: MetricPhrases[] | null = null;

/**
 * The built-in phrases joined with the BRSR catalogue's names and synonyms, so a metric the
 * catalogue adds is matched too. Each category comes from the catalogue when it knows the metric.
 */
export function brsrPhrases(): MetricPhrases[] {
  if (cache) return cache;
  const byName = new Map(BUILT_IN.map((p) => [p.metric.toLowerCase(), { ...p, phrases: [...p.phrases] }]));
  for (const metric of frameworkMetrics("BRSR")) {
    const key = metric.name.toLowerCase();
    // One-word synonyms ('Turnover', 'Revenue') also occur inside other labels ('GJ per crore of
    // turnover'); only the built-in list, which is checked against reports, may use single words.
    const extra = [metric.name, ...(metric.synonyms ?? [])].map((s) => s.toLowerCase()).filter((s) => /\s/.test(s.trim()));
    const known = byName.get(key);
    if (known) {
      known.category = metric.category;
      for (const phrase of extra) if (!known.phrases.includes(phrase)) known.phrases.push(phrase);
    } else if (metric.numeric) {
      byName.set(key, { metric: metric.name, category: metric.category, family: familyOfUnit(metric.unit), phrases: extra });
    }
  }
  cache = [...byName.values()];
  return cache;
}
