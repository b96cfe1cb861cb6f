import { afterEach, describe, expect, it } from "vitest";
import type { User } from "@/db/schema";
import { isEntitled } from "@/lib/auth/entitlement";
import { pageRedirect, pageRequirement } from "@/lib/auth/page-access";

function user(overrides: Partial<User> = {}): User {
  return {
    id: "00000000-0000-0000-0000-000000000001",
    email: "u@example.com",
    passwordHash: "x",
    fullName: "U",
    companyName: "C",
    isAdmin: false,
    isActive: true,
    subscriptionStatus: "inactive",
    subscriptionPlan: null,
    subscriptionEndsAt: null,
    tokenVersion: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

const gatewayOn = () => {
  process.env.RAZORPAY_KEY_ID = "rzp_test_unit";
  process.env.RAZORPAY_KEY_SECRET = "unit_secret";
};

afterEach(() => {
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
});

describe("pageRequirement", () => {
  it.each([
    ["/", null],
    ["/login", null],
    ["/signup", null],
    ["/admin-login", null],
    ["/forgot-password", null],
    ["/reset-password", null],
    ["/payment", "login"],
    ["/admin", "admin"],
    ["/admin/users", "admin"],
    ["/setup", "subscription"],
    ["/dashboard/abc", "subscription"],
    ["/data-collection/abc", "subscription"],
    ["/insights/abc", "subscription"],
    ["/kpi-management/abc", "subscription"],
    ["/checklist/abc", "subscription"],
    ["/reports/abc", "subscription"],
    ["/calculator/abc", "subscription"],
  ])("%s needs %s", (path, requirement) => {
    expect(pageRequirement(path)).toBe(requirement);
  });
});

describe("pageRedirect (DECISIONS 2 and 5)", () => {
  it("sends anonymous visitors to /login from every protected page", () => {
    for (const r of ["login", "subscription", "admin"] as const) expect(pageRedirect(r, null)).toBe("/login");
    expect(pageRedirect(null, null)).toBeNull();
  });

  it("sends non-admins away from /admin", () => {
    expect(pageRedirect("admin", user())).toBe("/?denied=admin");
    expect(pageRedirect("admin", user({ isAdmin: true }))).toBeNull();
  });

  it("lets everyone in without a payment gateway", () => {
    expect(pageRedirect("subscription", user())).toBeNull();
    expect(isEntitled(user())).toBe(true);
  });

  it("sends unsubscribed users to /payment when the gateway is on, but not from /payment itself", () => {
    gatewayOn();
    expect(pageRedirect("subscription", user())).toBe("/payment");
    expect(pageRedirect("login", user())).toBeNull();
    expect(pageRedirect("subscription", user({ subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() + 86_400_000) }))).toBeNull();
    expect(pageRedirect("subscription", user({ subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() - 1000) }))).toBe("/payment");
    expect(pageRedirect("subscription", user({ isAdmin: true }))).toBeNull();
  });
});
