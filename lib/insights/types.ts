import type { CategoryId, FrameworkCode } from "@/lib/frameworks";

export type MetricRef = { name: string; reference: string; category: CategoryId; unit: string; core: boolean };

/** A metric's move between its two latest financial years with a figure (lib/insights/changes.ts). */
export type MetricChange = {
  metric: string;
  category: string;
  unit: string;
  from: { period: string; value: number };
  to: { period: string; value: number };
  /** null when the earlier value is zero. */
  change_pct: number | null;
  core: boolean;
};

export type MetricIntensity = {
  metric: string;
  unit: string;
  period: string;
  value: number;
  per: "revenue" | "employee";
  denominator: { metric: string; value: number; unit: string };
};

export type KpiFact = {
  metric: string;
  status: "achieved" | "on_track" | "at_risk" | "behind" | "pending";
  target_value: number;
  unit: string;
  target_period: string;
  baseline_value: number | null;
  baseline_period: string | null;
  actual_value: number | null;
  actual_period: string | null;
  progress_percentage: number | null;
  expected_percentage: number | null;
  /** Why there is no actual value to compare, or which newer figures were left out (lib/kpi/actual.ts). */
  note?: string | null;
};

/** The facts both insight engines work from (gathered by lib/insights/facts.ts). */
export type InsightFacts = {
  company: { name: string; industry: string };
  framework: FrameworkCode;
  framework_name: string;
  category: CategoryId | null;
  categories: CategoryId[];
  /** Entries recorded under this framework (and category, when one is chosen). */
  entry_count: number;
  catalogue_total: number;
  reported_count: number;
  coverage: Array<{ category: CategoryId; name: string; total: number; reported: string[]; missing: MetricRef[] }>;
  /** BRSR only: the Core indicators that need reasonable assurance. */
  core: { total: number; reported: string[]; missing: MetricRef[] } | null;
  custom_metrics: string[];
  changes: MetricChange[];
  intensities: MetricIntensity[];
  kpis: KpiFact[];
  checklist: { completed: number; total: number; percentage: number; next_items: string[] } | null;
};
