import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's signatures are hex HMAC-SHA256. The SDK's own validators (razorpay/dist/utils/
// razorpay-utils) compare with `===`, which leaks timing; these compute the same HMAC over the
// same message and compare in constant time. tests/unit/payment-signatures.test.ts checks that
// both agree on good and bad signatures, so a format change in the SDK would show.

function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  // timingSafeEqual needs equal lengths; a wrong length is wrong whatever its content.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout's `razorpay_signature`: HMAC of `${order_id}|${payment_id}` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(input: { orderId: string; paymentId: string; signature: string; keySecret: string }): boolean {
  return safeEqualHex(paymentSignature(input.orderId, input.paymentId, input.keySecret), input.signature);
}

/** `X-Razorpay-Signature`: HMAC of the raw request body, byte for byte, with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(input: { rawBody: string; signature: string; webhookSecret: string }): boolean {
  return safeEqualHex(webhookSignature(input.rawBody, input.webhookSecret), input.signature);
}
