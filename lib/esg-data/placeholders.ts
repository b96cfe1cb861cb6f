/**
 * The value and unit hints of the data form (SPEC section 2, Data collection): picked by a
 * keyword in the chosen metric's name, first match wins.
 */
type ValueHints = { value: string; unit: string };

const DEFAULT_HINTS: ValueHints = { value: "e.g., 100", unit: "e.g., unit" };

const RULES: { keywords: string[]; unit: string }[] = [
  { keywords: ["emission"], unit: "tons CO2e" },
  { keywords: ["energy"], unit: "MWh" },
  { keywords: ["water"], unit: "cubic meters" },
  { keywords: ["waste"], unit: "tons" },
  { keywords: ["safety", "ltifr", "injury"], unit: "LTIFR" },
  { keywords: ["csr"], unit: "INR" },
  { keywords: ["training"], unit: "hours per employee" },
  { keywords: ["board independence", "independent director"], unit: "% independent directors" },
];

export function valueHints(metric: string | null | undefined): ValueHints {
  const name = (metric ?? "").toLowerCase();
  if (!name) return DEFAULT_HINTS;
  const rule = RULES.find((r) => r.keywords.some((k) => name.includes(k)));
  return rule ? { value: `Value in ${rule.unit}`, unit: rule.unit } : DEFAULT_HINTS;
}

export const PERIOD_PLACEHOLDER = "FY 2024, Q1 2025";
