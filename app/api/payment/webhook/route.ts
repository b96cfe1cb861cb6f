// POST /api/payment/webhook — Razorpay's signed event notices (no session: the signature is the proof)
import { route } from "@/lib/api/route";
import { handleWebhook } from "@/lib/payments/orders";

// The body is read here as raw text, not through a schema: the signature covers the exact bytes.
export const POST = route({ access: "public" }, async ({ req }) =>
  handleWebhook({ rawBody: await req.text(), signature: req.headers.get("x-razorpay-signature") }),
);
