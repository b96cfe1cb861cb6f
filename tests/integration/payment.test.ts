import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as createCompanyRoute } from "@/app/api/companies/route";
import { POST as createOrder } from "@/app/api/payment/create-order/route";
import { POST as verify } from "@/app/api/payment/verify/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { getDb } from "@/db/client";
import { auditLog, paymentOrders, users } from "@/db/schema";
import { isEntitled } from "@/lib/subscriptions/entitlement";
import { toPublicUser } from "@/lib/users/public-user";
import { paymentSignature, webhookSignature } from "@/lib/payments/signatures";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createUser, type TestUser } from "../helpers/factories";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";
import { call } from "../helpers/http";

const WEBHOOK_SECRET = "whsec_integration";
const DAY = 24 * 3600 * 1000;
let fake: FakeRazorpay;

function gatewayOn() {
  process.env.RAZORPAY_KEY_ID = fake.keyId;
  process.env.RAZORPAY_KEY_SECRET = fake.keySecret;
  process.env.RAZORPAY_API_URL = fake.url;
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
}

function gatewayOff() {
  for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_API_URL", "RAZORPAY_WEBHOOK_SECRET"]) delete process.env[key];
}

beforeAll(async () => {
  fake = await startFakeRazorpay("rzp_test_integration", "integration_secret");
});
afterAll(async () => {
  gatewayOff();
  await fake.close();
});
beforeEach(() => {
  gatewayOn();
  fake.failWith = null;
});

async function order(who: TestUser, plan: "monthly" | "yearly" = "monthly") {
  const res = await call(createOrder, { method: "POST", path: "/api/payment/create-order", token: who.token, body: { plan } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { order_id: string; amount: number; currency: string; key_id: string };
}

function signed(orderId: string, plan: string, paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`, secret = fake.keySecret) {
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, secret), plan };
}

const verifyAs = (who: TestUser, body: unknown) => call(verify, { method: "POST", path: "/api/payment/verify", token: who.token, body });

async function reload(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

async function orderRow(orderId: string) {
  const db = await getDb();
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row;
}

function sendWebhook(payload: unknown, signature?: string | null) {
  const raw = typeof payload === "string" ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["X-Razorpay-Signature"] = signature ?? webhookSignature(raw, WEBHOOK_SECRET);
  return call(webhook, { method: "POST", path: "/api/payment/webhook", rawBody: raw, headers });
}

describe("POST /api/payment/create-order", () => {
  it("creates the order at the server's price, sends receipt and notes, and stores it pending", async () => {
    const buyer = await createUser();
    const before = fake.orders.length;
    const body = await order(buyer, "yearly");
    expect(body).toEqual({ order_id: expect.stringMatching(/^order_/), amount: 9999900, currency: "INR", key_id: fake.keyId });
    expect(fake.orders.length).toBe(before + 1);
    const sent = fake.orders.at(-1)!;
    expect(sent).toMatchObject({
      id: body.order_id,
      amount: 9999900,
      currency: "INR",
      notes: { user_id: buyer.user.id, email: buyer.user.email, plan: "yearly" },
    });
    expect(String(sent.receipt).length).toBeLessThanOrEqual(40);
    expect(String(sent.receipt)).toMatch(/^sub_yearly_/);
    const row = await orderRow(body.order_id);
    expect(row).toMatchObject({ userId: buyer.user.id, plan: "yearly", amountPaise: 9999900, currency: "INR", status: "created", completedAt: null });
  });

  it("charges the monthly price for the monthly plan and ignores any amount the client sends", async () => {
    const buyer = await createUser();
    const res = await call(createOrder, { method: "POST", token: buyer.token, body: { plan: "monthly", amount: 100 } });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(999900);
    expect(fake.orders.at(-1)!.amount).toBe(999900);
  });

  it("answers 422 for an unknown plan and creates nothing", async () => {
    const buyer = await createUser();
    const before = fake.orders.length;
    const res = await call(createOrder, { method: "POST", token: buyer.token, body: { plan: "lifetime" } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "plan: Choose the monthly or the yearly plan" });
    expect(fake.orders.length).toBe(before);
  });

  it("answers 503 when the gateway is not configured", async () => {
    gatewayOff();
    const buyer = await createUser();
    const res = await call(createOrder, { method: "POST", token: buyer.token, body: { plan: "monthly" } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: "Payment gateway is not configured" });
  });

  it("answers 502 when Razorpay fails, storing nothing", async () => {
    fake.failWith = 500;
    const buyer = await createUser();
    const res = await call(createOrder, { method: "POST", token: buyer.token, body: { plan: "monthly" } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: "The payment provider could not create the order. Please try again." });
    const db = await getDb();
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.user.id))).toEqual([]);
  });

  it("passes the access matrix (login needed, no subscription needed)", async () => {
    await assertAccessMatrix({
      name: "create-order",
      handler: createOrder,
      method: "POST",
      path: "/api/payment/create-order",
      kind: "user",
      body: () => ({ plan: "monthly" }),
      ok: 201,
    });
  });
});

describe("POST /api/payment/verify", () => {
  it("activates a monthly subscription for a month with a correctly signed payment", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const payload = signed(order_id, "monthly");
    const started = Date.now();
    const res = await verifyAs(buyer, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      activated: true,
      user: { id: buyer.user.id, subscription_status: "active", subscription_plan: "monthly" },
    });
    const user = await reload(buyer.user.id);
    expect(user.subscriptionStatus).toBe("active");
    expect(user.subscriptionPlan).toBe("monthly");
    const days = (user.subscriptionEndsAt!.getTime() - started) / DAY;
    expect(days).toBeGreaterThanOrEqual(28 - 0.01);
    expect(days).toBeLessThanOrEqual(31 + 0.01);
    expect(res.body.subscription_ends_at).toBe(user.subscriptionEndsAt!.toISOString());
    const row = await orderRow(order_id);
    expect(row.status).toBe("paid");
    expect(row.paymentId).toBe(payload.razorpay_payment_id);
    expect(row.completedAt).toBeInstanceOf(Date);
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, buyer.user.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: "subscription", action: "update", actorId: buyer.user.id });
  });

  it("activates a yearly subscription for a year", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "yearly");
    const started = new Date();
    const res = await verifyAs(buyer, signed(order_id, "yearly"));
    expect(res.status).toBe(200);
    const user = await reload(buyer.user.id);
    expect(user.subscriptionPlan).toBe("yearly");
    const expected = new Date(started);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(user.subscriptionEndsAt!.getTime() - expected.getTime())).toBeLessThan(60_000);
  });

  it("extends a renewal from the current end, not from now", async () => {
    const currentEnd = new Date(Date.now() + 10 * DAY);
    const buyer = await createUser({ subscribed: true, plan: "monthly", subscriptionEndsAt: currentEnd });
    const { order_id } = await order(buyer, "monthly");
    expect((await verifyAs(buyer, signed(order_id, "monthly"))).status).toBe(200);
    const user = await reload(buyer.user.id);
    const expected = new Date(currentEnd);
    expected.setUTCDate(1);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    const lastDay = new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate();
    expected.setUTCDate(Math.min(currentEnd.getUTCDate(), lastDay));
    expect(user.subscriptionEndsAt!.toISOString()).toBe(expected.toISOString());
  });

  it("restarts a lapsed subscription from now", async () => {
    const buyer = await createUser({ subscribed: true, plan: "monthly", subscriptionEndsAt: new Date(Date.now() - 40 * DAY) });
    const { order_id } = await order(buyer, "monthly");
    expect((await verifyAs(buyer, signed(order_id, "monthly"))).status).toBe(200);
    const user = await reload(buyer.user.id);
    const days = (user.subscriptionEndsAt!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("refuses a forged signature with 400 and changes nothing", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const forged = signed(order_id, "monthly", "pay_FORGED123", "not_the_secret");
    const res = await verifyAs(buyer, forged);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Payment verification failed: the signature does not match" });
    // A signature for another payment id does not carry over either.
    const other = signed(order_id, "monthly", "pay_AAA111");
    const swapped = await verifyAs(buyer, { ...other, razorpay_payment_id: "pay_BBB222" });
    expect(swapped.status).toBe(400);
    expect((await orderRow(order_id)).status).toBe("created");
    expect((await reload(buyer.user.id)).subscriptionStatus).toBe("inactive");
  });

  it("answers 404 for another user's order, exactly as for a missing one", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const { order_id } = await order(owner, "monthly");
    const res = await verifyAs(intruder, signed(order_id, "monthly"));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Order not found" });
    const missing = await verifyAs(intruder, signed("order_DOESNOTEXIST", "monthly"));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Order not found" });
    expect((await reload(intruder.user.id)).subscriptionStatus).toBe("inactive");
    expect((await orderRow(order_id)).status).toBe("created");
  });

  it("refuses a plan that does not match the order (paying monthly, claiming yearly)", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const res = await verifyAs(buyer, signed(order_id, "yearly"));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "The order is for the monthly plan, not the yearly plan" });
    expect((await orderRow(order_id)).status).toBe("created");
    expect((await reload(buyer.user.id)).subscriptionStatus).toBe("inactive");
  });

  it("succeeds once for a replayed payment and changes nothing the second time", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const payload = signed(order_id, "monthly");
    const first = await verifyAs(buyer, payload);
    expect(first.body.activated).toBe(true);
    const afterFirst = await reload(buyer.user.id);
    const rowFirst = await orderRow(order_id);
    const second = await verifyAs(buyer, payload);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, activated: false });
    const afterSecond = await reload(buyer.user.id);
    expect(afterSecond.subscriptionEndsAt!.toISOString()).toBe(afterFirst.subscriptionEndsAt!.toISOString());
    expect((await orderRow(order_id)).completedAt!.toISOString()).toBe(rowFirst.completedAt!.toISOString());
    const db = await getDb();
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, buyer.user.id))).toHaveLength(1);
  });

  it("activates once when two verifications of one payment race", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const payload = signed(order_id, "monthly");
    const results = await Promise.all([verifyAs(buyer, payload), verifyAs(buyer, payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.activated)).toHaveLength(1);
    const days = ((await reload(buyer.user.id)).subscriptionEndsAt!.getTime() - Date.now()) / DAY;
    expect(days).toBeLessThan(32);
  });

  it("answers 422 naming the field for a malformed payload", async () => {
    const buyer = await createUser();
    const res = await verifyAs(buyer, { razorpay_order_id: "order_X", razorpay_payment_id: "pay_Y", plan: "monthly" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^razorpay_signature: /);
  });

  it("passes the access matrix", async () => {
    let pending: { order_id: string; plan: string } | null = null;
    await assertAccessMatrix({
      name: "verify",
      handler: verify,
      method: "POST",
      path: "/api/payment/verify",
      kind: "user",
      // A fresh order of the owner's for every caller; only the owner may verify it.
      params: async (ctx) => {
        const db = await getDb();
        const orderId = `order_${Math.random().toString(36).slice(2, 14)}`;
        await db.insert(paymentOrders).values({ orderId, userId: ctx.owner.user.id, plan: "monthly", amountPaise: 999900 });
        pending = { order_id: orderId, plan: "monthly" };
        return {};
      },
      body: () => signed(pending!.order_id, pending!.plan),
      ok: 200,
      adminStatus: 404,
    });
  });
});

describe("POST /api/payment/webhook", () => {
  function captured(orderId: string, amount: number, paymentId = "pay_WEBHOOK1") {
    return { entity: "event", event: "payment.captured", payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured" } } } };
  }

  it("activates the subscription on payment.captured with a good signature (browser closed after paying)", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "yearly");
    const res = await sendWebhook(captured(order_id, 9999900));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", event: "payment.captured", result: "activated" });
    const user = await reload(buyer.user.id);
    expect(user.subscriptionStatus).toBe("active");
    expect(user.subscriptionPlan).toBe("yearly");
    expect(await orderRow(order_id)).toMatchObject({ status: "paid", paymentId: "pay_WEBHOOK1" });
  });

  it("activates on order.paid, and a later checkout verification of it changes nothing", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const event = {
      event: "order.paid",
      payload: { order: { entity: { id: order_id, amount_paid: 999900 } }, payment: { entity: { id: "pay_ORDERPAID1", order_id, amount: 999900 } } },
    };
    expect((await sendWebhook(event)).body.result).toBe("activated");
    const end = (await reload(buyer.user.id)).subscriptionEndsAt!.toISOString();
    const late = await verifyAs(buyer, signed(order_id, "monthly", "pay_ORDERPAID1"));
    expect(late.status).toBe(200);
    expect(late.body.activated).toBe(false);
    expect((await reload(buyer.user.id)).subscriptionEndsAt!.toISOString()).toBe(end);
    // The same event delivered twice (Razorpay retries) is acknowledged and changes nothing.
    expect((await sendWebhook(event)).body.result).toBe("already_paid");
    expect((await reload(buyer.user.id)).subscriptionEndsAt!.toISOString()).toBe(end);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const body = JSON.stringify(captured(order_id, 999900));
    const bad = await sendWebhook(body, webhookSignature(body, "some_other_secret"));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: "Invalid webhook signature" });
    const missing = await sendWebhook(body, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ detail: "Invalid webhook signature" });
    // Signed, then altered: the signature covers the raw bytes.
    const tampered = await sendWebhook(body.replace("999900", "999901"), webhookSignature(body, WEBHOOK_SECRET));
    expect(tampered.status).toBe(400);
    expect((await orderRow(order_id)).status).toBe("created");
    expect((await reload(buyer.user.id)).subscriptionStatus).toBe("inactive");
  });

  it("checks the signature over the raw text, whitespace included", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const pretty = JSON.stringify(captured(order_id, 999900, "pay_PRETTY1"), null, 2);
    const res = await sendWebhook(pretty, webhookSignature(pretty, WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("activated");
  });

  it("does not activate when less than the order's amount was paid", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "yearly");
    const res = await sendWebhook(captured(order_id, 100));
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("ignored");
    expect((await orderRow(order_id)).status).toBe("created");
  });

  it("marks the order failed on payment.failed, but never un-pays a paid order", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    const failed = { event: "payment.failed", payload: { payment: { entity: { id: "pay_FAILED1", order_id, amount: 999900, status: "failed" } } } };
    expect((await sendWebhook(failed)).body).toEqual({ status: "ok", event: "payment.failed", result: "failed_marked" });
    expect((await orderRow(order_id)).status).toBe("failed");
    expect((await reload(buyer.user.id)).subscriptionStatus).toBe("inactive");
    // A retry on the same order then succeeds.
    expect((await verifyAs(buyer, signed(order_id, "monthly", "pay_RETRY1"))).body.activated).toBe(true);
    expect((await sendWebhook({ ...failed, payload: { payment: { entity: { ...failed.payload.payment.entity, id: "pay_FAILED2" } } } })).body.result).toBe(
      "ignored",
    );
    expect(await orderRow(order_id)).toMatchObject({ status: "paid", paymentId: "pay_RETRY1" });
  });

  it("acknowledges unknown events and unknown orders without acting", async () => {
    const unknown = await sendWebhook({ event: "refund.created", payload: {} });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ status: "ok", event: "refund.created", result: "ignored" });
    const stranger = await sendWebhook(captured("order_NOTOURS1", 999900));
    expect(stranger.status).toBe(200);
    expect(stranger.body.result).toBe("ignored");
  });

  it("answers 400 for a signed body that is not an event, and 503 without a webhook secret", async () => {
    const res = await sendWebhook("not json at all");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Webhook body is not a Razorpay event" });
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
    const off = await sendWebhook({ event: "payment.captured", payload: {} }, "anything");
    expect(off.status).toBe(503);
    expect(off.body).toEqual({ detail: "Payment webhook is not configured" });
  });
});

describe("expiry", () => {
  it("reads a subscription past its end as inactive for the gate and /auth/me's user", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    await verifyAs(buyer, signed(order_id, "monthly"));
    let user = await reload(buyer.user.id);
    expect(isEntitled(user)).toBe(true);
    expect(toPublicUser(user).subscription_status).toBe("active");
    // Move the end date back: the subscription lapses by itself.
    const db = await getDb();
    await db
      .update(users)
      .set({ subscriptionEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, buyer.user.id));
    user = await reload(buyer.user.id);
    expect(user.subscriptionStatus).toBe("active");
    expect(isEntitled(user)).toBe(false);
    expect(toPublicUser(user).subscription_status).toBe("inactive");
    // The same payment replayed does not revive it.
    await verifyAs(buyer, signed(order_id, "monthly", (await orderRow(order_id)).paymentId!));
    expect(toPublicUser(await reload(buyer.user.id)).subscription_status).toBe("inactive");
  });

  it("answers through real requests: /auth/me reports a lapsed-by-date subscription as not active, the gate 402", async () => {
    const buyer = await createUser();
    const { order_id } = await order(buyer, "monthly");
    expect((await verifyAs(buyer, signed(order_id, "monthly"))).status).toBe(200);
    const profile = { name: "Lapsed Ltd", industry: "Retail", location: "Chennai, Tamil Nadu", size: "1-50" };

    const before = await call(me, { path: "/api/auth/me", token: buyer.token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: buyer.user.id, subscription_status: "active", subscription_plan: "monthly" });
    const allowed = await call(createCompanyRoute, { method: "POST", path: "/api/companies", token: buyer.token, body: profile });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);

    // Only the end date moves back; the stored status still says 'active'.
    const db = await getDb();
    await db
      .update(users)
      .set({ subscriptionEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, buyer.user.id));
    expect((await reload(buyer.user.id)).subscriptionStatus).toBe("active");

    const after = await call(me, { path: "/api/auth/me", token: buyer.token });
    expect(after.status).toBe(200);
    expect(after.body.subscription_status).toBe("inactive");
    const refused = await call(createCompanyRoute, { method: "POST", path: "/api/companies", token: buyer.token, body: profile });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ detail: "An active subscription is required" });
  });
});
