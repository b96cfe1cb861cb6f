/**
 * The subscription plans. Prices live here, on the server side of every payment: the client
 * names a plan and never sends an amount (decisions D15). Safe to import from the browser too,
 * so the plan cards show the same figures the server charges.
 */
export const PLAN_IDS = ["monthly", "yearly"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

type Plan = {
  id: PlanId;
  name: string;
  /** In paise (1 rupee = 100 paise). */
  amountPaise: number;
  interval: "month" | "year";
  features: string[];
};

const CORE_FEATURES = [
  "GRI, BRSR, TCFD and SASB frameworks",
  "Unlimited companies and data entries",
  "AI insights and PDF data extraction",
  "BRSR report generation",
];

export const PLANS: Record<PlanId, Plan> = {
  monthly: { id: "monthly", name: "Monthly Plan", amountPaise: 999_900, interval: "month", features: CORE_FEATURES },
  yearly: { id: "yearly", name: "Yearly Plan", amountPaise: 9_999_900, interval: "year", features: [...CORE_FEATURES, "Priority support"] },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** What a year costs on the monthly plan minus the yearly price, in whole rupees. */
export function yearlySavingRupees(): number {
  return (PLANS.monthly.amountPaise * 12 - PLANS.yearly.amountPaise) / 100;
}

/** The yearly saving as a rounded percentage of twelve monthly payments (17). */
export function yearlySavingPercent(): number {
  return Math.round((yearlySavingRupees() * 100 * 100) / (PLANS.monthly.amountPaise * 12));
}

function addMonthsClamped(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  // Jan 31 + 1 month is the last day of February, not March 3.
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** One billing period after `from`: a calendar month or a calendar year. */
export function addPlanPeriod(from: Date, plan: PlanId): Date {
  return addMonthsClamped(from, plan === "yearly" ? 12 : 1);
}

/**
 * The new end of a subscription paid for now. A renewal while still active extends from the
 * current end, so paying early never loses days; a lapsed or new one starts now.
 */
export function subscriptionEndAfterPayment(currentEnd: Date | null, plan: PlanId, now = new Date()): Date {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addPlanPeriod(start, plan);
}
