import { describe, expect, it } from "vitest";
import { PLANS, addPlanPeriod, isPlanId, subscriptionEndAfterPayment, yearlySavingPercent, yearlySavingRupees } from "@/lib/payments/plans";
import { formatPaise as formatRupees } from "@/lib/format";
import { createOrderSchema, verifyPaymentSchema } from "@/lib/payments/schemas";

describe("plans", () => {
  it("prices the plans in paise on the server (decisions D15)", () => {
    expect(PLANS.monthly).toMatchObject({ name: "Monthly Plan", amountPaise: 999900, interval: "month" });
    expect(PLANS.yearly).toMatchObject({ name: "Yearly Plan", amountPaise: 9999900, interval: "year" });
    expect(PLANS.yearly.features).toContain("Priority support");
    expect(PLANS.monthly.features).not.toContain("Priority support");
  });

  it("derives the yearly saving the spec shows: ₹20,000, 17% off", () => {
    expect(yearlySavingRupees()).toBe(19_989);
    expect(Math.round(yearlySavingRupees() / 1000) * 1000).toBe(20_000);
    expect(yearlySavingPercent()).toBe(17);
  });

  it("formats paise as rupees with Indian grouping", () => {
    expect(formatRupees(999900)).toBe("₹9,999");
    expect(formatRupees(9999900)).toBe("₹99,999");
    expect(formatRupees(12345678900)).toBe("₹12,34,56,789");
    expect(formatRupees(50)).toBe("₹0.5");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("knows its plan ids", () => {
    expect(isPlanId("monthly")).toBe(true);
    expect(isPlanId("yearly")).toBe(true);
    expect(isPlanId("weekly")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});

describe("subscription periods", () => {
  const at = (iso: string) => new Date(iso);

  it("adds a calendar month, clamping to the month's last day", () => {
    expect(addPlanPeriod(at("2026-01-15T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-15T10:00:00.000Z");
    expect(addPlanPeriod(at("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPlanPeriod(at("2028-01-31T00:00:00Z"), "monthly").toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addPlanPeriod(at("2026-12-20T00:00:00Z"), "monthly").toISOString()).toBe("2027-01-20T00:00:00.000Z");
  });

  it("adds a calendar year, Feb 29 becoming Feb 28", () => {
    expect(addPlanPeriod(at("2026-11-22T08:30:00Z"), "yearly").toISOString()).toBe("2027-11-22T08:30:00.000Z");
    expect(addPlanPeriod(at("2028-02-29T00:00:00Z"), "yearly").toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });

  it("starts a new or lapsed subscription now and extends a live one from its end", () => {
    const now = at("2026-11-22T00:00:00Z");
    expect(subscriptionEndAfterPayment(null, "monthly", now).toISOString()).toBe("2026-12-22T00:00:00.000Z");
    expect(subscriptionEndAfterPayment(at("2026-10-01T00:00:00Z"), "monthly", now).toISOString()).toBe("2026-12-22T00:00:00.000Z");
    expect(subscriptionEndAfterPayment(at("2026-12-10T00:00:00Z"), "monthly", now).toISOString()).toBe("2027-01-10T00:00:00.000Z");
    expect(subscriptionEndAfterPayment(at("2026-12-10T00:00:00Z"), "yearly", now).toISOString()).toBe("2027-12-10T00:00:00.000Z");
  });
});

describe("payment schemas", () => {
  it("accepts only the two plans and never an amount", () => {
    expect(createOrderSchema.parse({ plan: "yearly", amount: 1 })).toEqual({ plan: "yearly" });
    expect(createOrderSchema.safeParse({ plan: "lifetime" }).success).toBe(false);
    expect(createOrderSchema.safeParse({}).success).toBe(false);
  });

  it("requires Razorpay-shaped ids in the verification payload", () => {
    const good = { razorpay_order_id: "order_ABC123", razorpay_payment_id: "pay_XYZ789", razorpay_signature: "abc", plan: "monthly" };
    expect(verifyPaymentSchema.safeParse(good).success).toBe(true);
    expect(verifyPaymentSchema.safeParse({ ...good, razorpay_order_id: "ord'; drop" }).success).toBe(false);
    expect(verifyPaymentSchema.safeParse({ ...good, razorpay_payment_id: "" }).success).toBe(false);
    expect(verifyPaymentSchema.safeParse({ ...good, razorpay_signature: "" }).success).toBe(false);
    expect(verifyPaymentSchema.safeParse({ ...good, plan: "weekly" }).success).toBe(false);
  });
});
