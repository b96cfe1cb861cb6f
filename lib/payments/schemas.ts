import { z } from "zod";
import { PLAN_IDS } from "./plans";

// Shared by the route handlers and the payment screen; nothing server-only here.

const planSchema = z.enum(PLAN_IDS, { error: "Choose the monthly or the yearly plan" });

export const createOrderSchema = z.object({ plan: planSchema });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** What POST /api/payment/create-order answers: amount in paise. */
export type CreateOrderResponse = { order_id: string; amount: number; currency: "INR"; key_id?: string };

const razorpayId = (prefix: string) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `must be a Razorpay ${prefix} id`);

export const verifyPaymentSchema = z.object({
  razorpay_order_id: razorpayId("order"),
  razorpay_payment_id: razorpayId("pay"),
  // Any string: a wrong signature is refused by the check itself (400), not as malformed input.
  razorpay_signature: z.string().trim().min(1, "is required").max(256),
  plan: planSchema,
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;
