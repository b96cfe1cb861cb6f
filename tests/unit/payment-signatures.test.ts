import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
// The SDK's own validators, to prove ours compute the same thing (ours compare in constant time).
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature, webhookSignature } from "@/lib/payments/signatures";

const SECRET = "key_secret_for_tests";

describe("payment signatures", () => {
  it("signs order_id|payment_id with HMAC-SHA256 in hex", () => {
    const expected = createHmac("sha256", SECRET).update("order_A1|pay_B2").digest("hex");
    expect(paymentSignature("order_A1", "pay_B2", SECRET)).toBe(expected);
  });

  it("agrees with the SDK's validatePaymentVerification on good and bad signatures", () => {
    const good = paymentSignature("order_A1", "pay_B2", SECRET);
    const cases = [
      { order: "order_A1", payment: "pay_B2", signature: good },
      { order: "order_A1", payment: "pay_B3", signature: good },
      { order: "order_A2", payment: "pay_B2", signature: good },
      { order: "order_A1", payment: "pay_B2", signature: paymentSignature("order_A1", "pay_B2", "other_secret") },
      { order: "order_A1", payment: "pay_B2", signature: good.slice(0, 40) },
      { order: "order_A1", payment: "pay_B2", signature: "not-hex" },
    ];
    for (const c of cases) {
      const sdk = validatePaymentVerification({ order_id: c.order, payment_id: c.payment }, c.signature, SECRET);
      const ours = isValidPaymentSignature({ orderId: c.order, paymentId: c.payment, signature: c.signature, keySecret: SECRET });
      expect(ours, JSON.stringify(c)).toBe(sdk);
    }
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B2", signature: good, keySecret: SECRET })).toBe(true);
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B3", signature: good, keySecret: SECRET })).toBe(false);
  });

  it("agrees with the SDK's validateWebhookSignature over the raw body", () => {
    const body = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_1" } } } });
    const good = webhookSignature(body, "whsec");
    expect(validateWebhookSignature(body, good, "whsec")).toBe(true);
    expect(isValidWebhookSignature({ rawBody: body, signature: good, webhookSecret: "whsec" })).toBe(true);
    // One changed byte (whitespace re-serialisation) breaks it, in both.
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(validateWebhookSignature(reserialised, good, "whsec")).toBe(false);
    expect(isValidWebhookSignature({ rawBody: reserialised, signature: good, webhookSecret: "whsec" })).toBe(false);
    expect(isValidWebhookSignature({ rawBody: body, signature: webhookSignature(body, "other"), webhookSecret: "whsec" })).toBe(false);
    expect(isValidWebhookSignature({ rawBody: body, signature: "", webhookSecret: "whsec" })).toBe(false);
  });

  it("accepts an upper-case hex signature (same bytes)", () => {
    const good = paymentSignature("order_A1", "pay_B2", SECRET).toUpperCase();
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B2", signature: good, keySecret: SECRET })).toBe(true);
  });
});
