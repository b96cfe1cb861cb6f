import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { paymentOrders, users, type PaymentOrder, type User } from "@/db/schema";
import { badGateway, badRequest, notFound, serviceUnavailable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { hasActiveSubscription } from "@/lib/subscriptions/entitlement";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { getEnv } from "@/lib/env";
import { PLANS, isPlanId, subscriptionEndAfterPayment, type PlanId } from "./plans";
import { getRazorpay } from "./razorpay";
import type { CreateOrderResponse, VerifyPaymentInput } from "./schemas";
import { isValidPaymentSignature, isValidWebhookSignature } from "./signatures";

const GATEWAY_OFF = "Payment gateway is not configured";

/** Creates a Razorpay order at the server's price for the plan and records it as pending. */
export async function createPaymentOrder({ user, plan }: { user: User; plan: PlanId }): Promise<CreateOrderResponse> {
  const razorpay = getRazorpay();
  const keyId = getEnv().RAZORPAY_KEY_ID;
  if (!razorpay || !keyId) throw serviceUnavailable(GATEWAY_OFF);
  const price = PLANS[plan];
  let order: { id: string };
  try {
    order = await razorpay.orders.create({
      amount: price.amountPaise,
      currency: "INR",
      // Razorpay caps receipts at 40 characters.
      receipt: `sub_${plan}_${randomBytes(8).toString("hex")}`,
      notes: { user_id: user.id, email: user.email, plan },
    });
  } catch (error) {
    console.error("Razorpay order creation failed:", error);
    throw badGateway("The payment provider could not create the order. Please try again.");
  }
  const db = await getDb();
  await db.insert(paymentOrders).values({ orderId: order.id, userId: user.id, plan, amountPaise: price.amountPaise, currency: "INR", status: "created" });
  return { order_id: order.id, amount: price.amountPaise, currency: "INR", key_id: keyId };
}

type Activation = { activated: boolean; order: PaymentOrder; user: User };

/**
 * The one way a subscription becomes active (checkout verification and webhook alike). In one
 * transaction: the order turns paid — only if it was not already, so a replay or a webhook
 * arriving after the checkout changes nothing — and the subscription runs a month or a year
 * from now, or from its current end when renewing early.
 */
async function activateOrder({ orderId, paymentId }: { orderId: string; paymentId: string | null }): Promise<Activation | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(paymentOrders)
      .set({ status: "paid", paymentId, completedAt: new Date() })
      .where(and(eq(paymentOrders.orderId, orderId), ne(paymentOrders.status, "paid")))
      .returning();
    if (!paid) {
      const [existing] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).limit(1);
      if (!existing) return null;
      const [owner] = await tx.select().from(users).where(eq(users.id, existing.userId)).limit(1);
      return { activated: false, order: existing, user: owner };
    }
    // Locked so two payments landing together both extend, one after the other.
    const [before] = await tx.select().from(users).where(eq(users.id, paid.userId)).for("update");
    const plan: PlanId = isPlanId(paid.plan) ? paid.plan : "monthly";
    const now = new Date();
    const currentEnd = hasActiveSubscription(before, now) ? before.subscriptionEndsAt : null;
    const endsAt = subscriptionEndAfterPayment(currentEnd, plan, now);
    const [after] = await tx
      .update(users)
      .set({ subscriptionStatus: "active", subscriptionPlan: plan, subscriptionEndsAt: endsAt, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    await writeAudit(tx, {
      actorId: before.id,
      entity: "subscription",
      entityId: before.id,
      action: "update",
      oldValue: { status: before.subscriptionStatus, plan: before.subscriptionPlan, ends_at: before.subscriptionEndsAt?.toISOString() ?? null },
      newValue: { status: "active", plan, ends_at: endsAt.toISOString(), order_id: paid.orderId, payment_id: paymentId },
    });
    return { activated: true, order: paid, user: after };
  });
}

type VerifyResult = {
  success: true;
  /** False when this payment had already been applied (a replay or the webhook came first). */
  activated: boolean;
  subscription_ends_at: string | null;
  user: PublicUser;
};

/** Checks the checkout's signature and the order, then activates through activateOrder. */
export async function verifyPayment({ user, input }: { user: User; input: VerifyPaymentInput }): Promise<VerifyResult> {
  const keySecret = getEnv().RAZORPAY_KEY_SECRET;
  if (!getRazorpay() || !keySecret) throw serviceUnavailable(GATEWAY_OFF);
  const signed = isValidPaymentSignature({
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
    keySecret,
  });
  if (!signed) throw badRequest("Payment verification failed: the signature does not match");
  const db = await getDb();
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, input.razorpay_order_id)).limit(1);
  // Someone else's order is answered exactly like a missing one, so order ids cannot be probed.
  if (!order || order.userId !== user.id) throw notFound("Order not found");
  if (order.plan !== input.plan) throw badRequest(`The order is for the ${order.plan} plan, not the ${input.plan} plan`);
  const result = await activateOrder({ orderId: order.orderId, paymentId: input.razorpay_payment_id });
  if (!result) throw notFound("Order not found");
  return {
    success: true,
    activated: result.activated,
    subscription_ends_at: result.user.subscriptionEndsAt?.toISOString() ?? null,
    user: toPublicUser(result.user),
  };
}

// Only the fields we act on; Razorpay sends much more and adds fields over time.
const paymentEntity = z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number().optional() });
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().optional() }) }).optional(),
    })
    .default({}),
});

type WebhookOutcome = { status: "ok"; event: string; result: "activated" | "already_paid" | "failed_marked" | "ignored" };

async function activateFromWebhook(
  orderId: string | null | undefined,
  paymentId: string | null,
  paidPaise: number | undefined,
): Promise<WebhookOutcome["result"]> {
  if (!orderId) return "ignored";
  const db = await getDb();
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).limit(1);
  if (!order) return "ignored";
  if (paidPaise !== undefined && paidPaise < order.amountPaise) {
    console.error(`Webhook for ${orderId} paid ${paidPaise} paise of ${order.amountPaise}; not activating.`);
    return "ignored";
  }
  const result = await activateOrder({ orderId, paymentId });
  return result?.activated ? "activated" : "already_paid";
}

/**
 * Razorpay's server-to-server notice, so a user who closed the browser after paying is still
 * subscribed. The signature is over the raw body exactly as received.
 */
export async function handleWebhook({ rawBody, signature }: { rawBody: string; signature: string | null }): Promise<WebhookOutcome> {
  const secret = getEnv().RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw serviceUnavailable("Payment webhook is not configured");
  if (!signature || !isValidWebhookSignature({ rawBody, signature, webhookSecret: secret })) {
    throw badRequest("Invalid webhook signature");
  }
  let parsed: z.infer<typeof webhookEvent>;
  try {
    parsed = webhookEvent.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest("Webhook body is not a Razorpay event");
  }
  const payment = parsed.payload.payment?.entity;
  switch (parsed.event) {
    case "payment.captured":
      return { status: "ok", event: parsed.event, result: await activateFromWebhook(payment?.order_id, payment?.id ?? null, payment?.amount) };
    case "order.paid": {
      const order = parsed.payload.order?.entity;
      return { status: "ok", event: parsed.event, result: await activateFromWebhook(order?.id, payment?.id ?? null, order?.amount_paid) };
    }
    case "payment.failed": {
      if (!payment?.order_id) return { status: "ok", event: parsed.event, result: "ignored" };
      const db = await getDb();
      // A paid order stays paid: a failed retry after a success changes nothing.
      const marked = await db
        .update(paymentOrders)
        .set({ status: "failed", paymentId: payment.id })
        .where(and(eq(paymentOrders.orderId, payment.order_id), eq(paymentOrders.status, "created")))
        .returning({ id: paymentOrders.id });
      return { status: "ok", event: parsed.event, result: marked.length ? "failed_marked" : "ignored" };
    }
    default:
      return { status: "ok", event: parsed.event, result: "ignored" };
  }
}
