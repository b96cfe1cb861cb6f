// POST /api/payment/webhook — Razorpay's signed event notices (no session: the signature is the proof)
import { readLimitedBody } from "@/lib/api/limited-body";
import { JSON_BODY_LIMIT, route } from "@/lib/api/route";
import { handleWebhook } from "@/lib/payments/orders";

// The body is read here as raw bytes, not through a schema: the signature covers them exactly.
// Razorpay's notices are a few kilobytes; anything past the JSON limit is refused unread.
export const POST = route("POST /api/payment/webhook", async ({ req }) => {
  const bytes = await readLimitedBody(req, JSON_BODY_LIMIT, "Request body is too large (the limit is 1 MB)");
  return handleWebhook({ rawBody: new TextDecoder().decode(bytes), signature: req.headers.get("x-razorpay-signature") });
});
