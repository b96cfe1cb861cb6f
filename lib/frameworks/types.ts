export const FRAMEWORK_CODES = ["GRI", "BRSR", "TCFD", "SASB"] as const;
export type FrameworkCode = (typeof FRAMEWORK_CODES)[number];

export const CATEGORY_IDS = ["environmental", "social", "governance"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export function isFrameworkCode(value: unknown): value is FrameworkCode {
  return typeof value === "string" && (FRAMEWORK_CODES as readonly string[]).includes(value);
}

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (CATEGORY_IDS as readonly string[]).includes(value);
}

export const PRINCIPLES = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"] as const;
export type Principle = (typeof PRINCIPLES)[number];

/** The nine BRSR Core attributes (SEBI circular of 12 July 2023) whose KPIs need assurance. */
export const BRSR_CORE_ATTRIBUTES = ["ghg", "water", "energy", "waste", "wellbeing", "gender", "inclusive", "fairness", "openness"] as const;
export type BrsrCoreAttribute = (typeof BRSR_CORE_ATTRIBUTES)[number];

export type CatalogueMetric = {
  name: string;
  /** e.g. 'GRI 305-1', 'BRSR P6 Essential 7', 'TCFD Metrics & Targets (b)', 'SASB EM-IS-110a.1' */
  reference: string;
  unit: string;
  numeric: boolean;
  /** BRSR only: the NGRBC principle. */
  principle?: Principle;
  /** BRSR only: the Core attribute it belongs to, when it does. */
  core?: BrsrCoreAttribute;
  /** Added from a questionnaire cell (lib/frameworks/questionnaire) rather than curated with report wording. */
  fromQuestionnaire?: boolean;
  /** Report-language names for the same metric (PDF extraction matches these). */
  synonyms?: string[];
  /**
   * Which way is an improvement, so a KPI target on the metric is read the right way round (a
   * target of 0 for LTIFR is a reduction). Absent where neither is (headcount, revenue); filled
   * from the name where the catalogue does not say (catalogue/direction.ts).
   */
  better?: MetricBetter;
};

export type MetricBetter = "lower" | "higher";

export type CatalogueCategory = { id: CategoryId; name: string; metrics: CatalogueMetric[] };

export type Framework = {
  code: FrameworkCode;
  name: string;
  description: string;
  categories: CatalogueCategory[];
};
