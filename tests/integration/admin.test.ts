import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as analytics } from "@/app/api/admin/analytics/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { PUT as toggleStatus } from "@/app/api/admin/users/[id]/toggle-status/route";
import { POST as createOrder } from "@/app/api/payment/create-order/route";
import { getDb } from "@/db/client";
import { auditLog, paymentOrders, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";

const DAY = 24 * 3600 * 1000;

function monthsAgo(n: number, day = 10): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, 12, 0, 0));
}
const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

type Seeded = {
  admin: TestUser;
  monthly: TestUser;
  yearly: TestUser;
  expired: TestUser;
  never: TestUser;
  blocked: TestUser;
};
let s: Seeded;

async function pay(userId: string, orderId: string, plan: string, amountPaise: number, status: string, completedAt: Date | null) {
  const db = await getDb();
  await db.insert(paymentOrders).values({ orderId, userId, plan, amountPaise, status, completedAt, paymentId: status === "paid" ? `pay_${orderId}` : null });
}

beforeAll(async () => {
  s = {
    admin: await createUser({ admin: true, email: "root@example.com", fullName: "Platform Admin" }),
    monthly: await createUser({
      subscribed: true,
      plan: "monthly",
      email: "meera@example.com",
      fullName: "Meera Iyer",
      subscriptionEndsAt: new Date(Date.now() + 20 * DAY),
    }),
    yearly: await createUser({
      subscribed: true,
      plan: "yearly",
      email: "rahul@example.com",
      fullName: "Rahul Verma",
      subscriptionEndsAt: new Date(Date.now() + 300 * DAY),
    }),
    // Paid once, and the month has run out: still 'active' in the column, inactive in fact.
    expired: await createUser({
      subscribed: true,
      plan: "monthly",
      email: "old@example.com",
      fullName: "Kiran Old",
      subscriptionEndsAt: new Date(Date.now() - 5 * DAY),
    }),
    never: await createUser({ email: "window@example.com", fullName: "Window Shopper" }),
    blocked: await createUser({ subscribed: true, plan: "monthly", active: false, email: "spam@example.com", fullName: "Blocked Person" }),
  };
  await pay(s.monthly.user.id, "order_M1", "monthly", 999900, "paid", monthsAgo(0, 1));
  await pay(s.yearly.user.id, "order_Y1", "yearly", 9999900, "paid", monthsAgo(2));
  await pay(s.expired.user.id, "order_M0", "monthly", 999900, "paid", monthsAgo(1));
  // An old payment: revenue, but outside the twelve months of the chart.
  await pay(s.expired.user.id, "order_OLD", "monthly", 999900, "paid", monthsAgo(14));
  await pay(s.blocked.user.id, "order_B1", "monthly", 999900, "paid", monthsAgo(0, 2));
  // Not money received: a pending and a failed order.
  await pay(s.never.user.id, "order_PENDING", "yearly", 9999900, "created", null);
  await pay(s.never.user.id, "order_FAILED", "monthly", 999900, "failed", null);
});

const get = (handler: typeof analytics, token: string, path = "/api/admin/analytics") => call(handler, { token, path });
const toggle = (token: string, id: string) => call(toggleStatus, { method: "PUT", path: `/api/admin/users/${id}/toggle-status`, token, params: { id } });

describe("GET /api/admin/analytics", () => {
  it("counts users and live subscriptions, honouring end dates", async () => {
    const res = await get(analytics, s.admin.token);
    expect(res.status).toBe(200);
    // 6 accounts: admin, monthly, yearly, expired, never, blocked.
    expect(res.body.total_users).toBe(6);
    // monthly + yearly + blocked (blocked accounts keep their paid subscription); expired is out.
    expect(res.body.active_subscriptions).toBe(3);
    expect(res.body.monthly_subscriptions).toBe(2);
    expect(res.body.yearly_subscriptions).toBe(1);
  });

  it("sums revenue in paise from paid orders only", async () => {
    const { body } = await get(analytics, s.admin.token);
    // Paid: 4 monthly × 999900 + 1 yearly × 9999900; pending and failed orders are left out.
    expect(body.monthly_revenue).toBe(3999600);
    expect(body.yearly_revenue).toBe(9999900);
    expect(body.total_revenue).toBe(13999500);
  });

  it("lists recent paid payments, newest first, with the spec's fields", async () => {
    const { body } = await get(analytics, s.admin.token);
    expect(body.recent_payments.map((p: { order_id: string }) => p.order_id)).toEqual(["order_B1", "order_M1", "order_M0", "order_Y1", "order_OLD"]);
    expect(body.recent_payments[0]).toEqual({
      order_id: "order_B1",
      plan: "monthly",
      amount: 999900,
      completed_at: monthsAgo(0, 2).toISOString(),
      user_email: "spam@example.com",
    });
  });

  it("gives twelve months of revenue, oldest first, zero where nothing was paid", async () => {
    const { body } = await get(analytics, s.admin.token);
    const months: Array<{ month: string; revenue: number }> = body.revenue_by_month;
    expect(months).toHaveLength(12);
    expect(months[11].month).toBe(monthKey(new Date()));
    expect(months[0].month).toBe(monthKey(monthsAgo(11)));
    const of = (d: Date) => months.find((m) => m.month === monthKey(d))?.revenue;
    expect(of(monthsAgo(0))).toBe(1999800);
    expect(of(monthsAgo(1))).toBe(999900);
    expect(of(monthsAgo(2))).toBe(9999900);
    expect(months.filter((m) => m.revenue === 0)).toHaveLength(9);
    expect(months.reduce((sum, m) => sum + m.revenue, 0)).toBe(13999500 - 999900);
  });

  it("passes the access matrix", async () => {
    await assertAccessMatrix({ name: "admin analytics", handler: analytics, path: "/api/admin/analytics", kind: "admin", ok: 200 });
  });
});

describe("GET /api/admin/users", () => {
  it("answers SPEC's list, a JSON array of the spec's fields, never a hash or token version", async () => {
    const res = await get(listUsers, s.admin.token, "/api/admin/users");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(6);
    // Six users fit on the first page of twenty: there is no next one.
    expect(res.headers.get("link")).toBeNull();
    const byEmail = new Map(res.body.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get("meera@example.com")).toEqual({
      id: s.monthly.user.id,
      full_name: "Meera Iyer",
      email: "meera@example.com",
      is_admin: false,
      company_name: "Test Co",
      subscription_status: "active",
      subscription_plan: "monthly",
      subscription_ends_at: s.monthly.user.subscriptionEndsAt!.toISOString(),
      is_active: true,
      created_at: s.monthly.user.createdAt.toISOString(),
    });
    expect(byEmail.get("old@example.com")).toMatchObject({ subscription_status: "inactive", subscription_plan: "monthly" });
    expect(byEmail.get("spam@example.com")).toMatchObject({ is_active: false });
    expect(byEmail.get("root@example.com")).toMatchObject({ is_admin: true });
    expect(res.text).not.toMatch(/password|token_version|tokenVersion|\$2[aby]\$/);
  });

  it("searches by email or name, any case", async () => {
    const byName = await get(listUsers, s.admin.token, "/api/admin/users?q=rahul");
    expect(byName.body.map((u: { email: string }) => u.email)).toEqual(["rahul@example.com"]);
    expect(byName.headers.get("x-total-count")).toBe("1");
    const byEmail = await get(listUsers, s.admin.token, "/api/admin/users?q=MEERA@EXAMPLE");
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual(["meera@example.com"]);
    // LIKE wildcards are literal text.
    const wildcard = await get(listUsers, s.admin.token, "/api/admin/users?q=%25");
    expect(wildcard.body).toEqual([]);
    expect(wildcard.headers.get("x-total-count")).toBe("0");
  });

  it("pages through many users", async () => {
    for (let i = 0; i < 25; i++) await createUser({ email: `bulk-${String(i).padStart(2, "0")}@paging.test`, fullName: `Bulk ${i}` });
    const first = await get(listUsers, s.admin.token, "/api/admin/users?q=paging.test&page_size=10");
    expect(first.body).toHaveLength(10);
    expect(first.headers.get("x-total-count")).toBe("25");
    expect(first.headers.get("link")).toBe('</api/admin/users?q=paging.test&page_size=10&page=2>; rel="next"');
    const third = await get(listUsers, s.admin.token, "/api/admin/users?q=paging.test&page_size=10&page=3");
    expect(third.body).toHaveLength(5);
    expect(third.headers.get("link")).toBeNull();
    // Following rel="next" from the first page walks every user once.
    const all = new Set<string>();
    let next: string | null = "/api/admin/users?q=paging.test&page_size=10";
    while (next) {
      const res = await get(listUsers, s.admin.token, next);
      res.body.forEach((u: { id: string }) => all.add(u.id));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
    }
    expect(all.size).toBe(25);
    const beyond = await get(listUsers, s.admin.token, "/api/admin/users?q=paging.test&page_size=10&page=9");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("25");
  });

  it("answers 422 for a bad page or page size", async () => {
    const zero = await get(listUsers, s.admin.token, "/api/admin/users?page=0");
    expect(zero.status).toBe(422);
    expect(zero.body).toEqual({ detail: "page: must be at least 1" });
    const huge = await get(listUsers, s.admin.token, "/api/admin/users?page_size=1000");
    expect(huge.status).toBe(422);
    expect(huge.body).toEqual({ detail: "page_size: must be at most 100" });
  });

  it("passes the access matrix", async () => {
    await assertAccessMatrix({ name: "admin users", handler: listUsers, path: "/api/admin/users", kind: "admin", ok: 200 });
  });
});

describe("PUT /api/admin/users/{id}/toggle-status", () => {
  it("blocks a user, revoking their sessions at once, and writes the audit log", async () => {
    const victim = await createUser({ subscribed: true });
    // Their session works before…
    const before = await call(createOrder, { method: "POST", token: victim.token, body: { plan: "monthly" } });
    expect(before.status).not.toBe(401);
    const res = await toggle(s.admin.token, victim.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: victim.user.id, is_active: false, email: victim.user.email });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row.isActive).toBe(false);
    expect(row.tokenVersion).toBe(victim.user.tokenVersion + 1);
    // …and not after.
    const after = await call(createOrder, { method: "POST", token: victim.token, body: { plan: "monthly" } });
    expect(after.status).toBe(401);
    // The refusal says why, for the page the user lands on next.
    expect(after.body).toEqual({ detail: "Your account has been blocked" });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, victim.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: s.admin.user.id, action: "block", oldValue: { is_active: true }, newValue: { is_active: false } });
  });

  it("unblocks a user; old tokens stay revoked, new logins work", async () => {
    const victim = await createUser();
    expect((await toggle(s.admin.token, victim.user.id)).body.is_active).toBe(false);
    const res = await toggle(s.admin.token, victim.user.id);
    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(true);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row.isActive).toBe(true);
    // Unblocking does not bump the version again, and does not revive the revoked token.
    expect(row.tokenVersion).toBe(victim.user.tokenVersion + 1);
    expect((await call(createOrder, { method: "POST", token: victim.token, body: { plan: "monthly" } })).status).toBe(401);
    const fresh = await issueToken(row);
    expect((await call(createOrder, { method: "POST", token: fresh, body: { plan: "nope" } })).status).toBe(422);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, victim.user.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["block", "unblock"]);
  });

  it("refuses to block an administrator, with a detail, changing nothing", async () => {
    const other = await createUser({ admin: true });
    const res = await toggle(s.admin.token, other.user.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Administrator accounts cannot be blocked" });
    const self = await toggle(s.admin.token, s.admin.user.id);
    expect(self.status).toBe(403);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({ isActive: true, tokenVersion: other.user.tokenVersion });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, other.user.id))).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = await toggle(s.admin.token, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "User not found" });
    const malformed = await toggle(s.admin.token, "not-a-uuid");
    expect(malformed.status).toBe(404);
  });

  it("passes the access matrix", async () => {
    await assertAccessMatrix({
      name: "toggle-status",
      handler: toggleStatus,
      method: "PUT",
      path: "/api/admin/users/x/toggle-status",
      kind: "admin",
      perRow: true,
      params: async () => ({ id: (await createUser()).user.id }),
      ok: 200,
    });
  });
});
