/**
 * The GHG Protocol's fifteen Scope 3 categories, named as the Corporate Value Chain (Scope 3)
 * Accounting and Reporting Standard (WRI/WBCSD, 2011) names them: 1–8 upstream, 9–15 downstream.
 * BRSR P6 L2 asks only for the Scope 3 total; the categories are saved beside it so the total can
 * be traced and GRI 305-3 / CDP questions answered from the same figures.
 */

export const SCOPE3_CATEGORIES = [
  { category: 1, name: "Purchased goods and services", stream: "upstream" },
  { category: 2, name: "Capital goods", stream: "upstream" },
  { category: 3, name: "Fuel- and energy-related activities", stream: "upstream" },
  { category: 4, name: "Upstream transportation and distribution", stream: "upstream" },
  { category: 5, name: "Waste generated in operations", stream: "upstream" },
  { category: 6, name: "Business travel", stream: "upstream" },
  { category: 7, name: "Employee commuting", stream: "upstream" },
  { category: 8, name: "Upstream leased assets", stream: "upstream" },
  { category: 9, name: "Downstream transportation and distribution", stream: "downstream" },
  { category: 10, name: "Processing of sold products", stream: "downstream" },
  { category: 11, name: "Use of sold products", stream: "downstream" },
  { category: 12, name: "End-of-life treatment of sold products", stream: "downstream" },
  { category: 13, name: "Downstream leased assets", stream: "downstream" },
  { category: 14, name: "Franchises", stream: "downstream" },
  { category: 15, name: "Investments", stream: "downstream" },
] as const;

export type Scope3Category = (typeof SCOPE3_CATEGORIES)[number]["category"];

/** The form's key for a category's direct tCO2e input: numeric path segments would read as array indices. */
export type Scope3DirectKey = `cat${Scope3Category}`;

export const SCOPE3_DIRECT_KEYS = SCOPE3_CATEGORIES.map((c) => `cat${c.category}` as Scope3DirectKey);

export function scope3CategoryName(category: number): string {
  const found = SCOPE3_CATEGORIES.find((c) => c.category === category);
  if (!found) throw new RangeError(`Not a GHG Protocol Scope 3 category: ${category}`);
  return found.name;
}

/** 'Category 4 – Upstream transportation and distribution' */
export const scope3CategoryTitle = (category: number) => `Category ${category} – ${scope3CategoryName(category)}`;

/** The metric a category's figure is saved under: 'Scope 3 emissions: Category 6 – Business travel'. */
export const scope3CategoryMetric = (category: number) => `Scope 3 emissions: ${scope3CategoryTitle(category)}`;

/** How a category's direct input is named in messages and on screen. */
export const scope3DirectLabel = (category: number) => `${scope3CategoryTitle(category)} (tCO2e)`;
