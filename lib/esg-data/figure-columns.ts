import "server-only";
import { esgDataEntries } from "@/db/schema";

/** The columns a year's figure is resolved from (lib/esg-data/year-figures.ts `FigureEntry`). */
export const FIGURE_COLUMNS = {
  metric: esgDataEntries.metric,
  value: esgDataEntries.value,
  numericValue: esgDataEntries.numericValue,
  unit: esgDataEntries.unit,
  period: esgDataEntries.period,
  periodKind: esgDataEntries.periodKind,
  periodStart: esgDataEntries.periodStart,
  periodEnd: esgDataEntries.periodEnd,
  createdAt: esgDataEntries.createdAt,
} as const;
