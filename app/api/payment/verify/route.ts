// POST /api/payment/verify — checks the checkout's signature and activates the subscription
import { route } from "@/lib/api/route";
import { verifyPayment } from "@/lib/payments/orders";
import { verifyPaymentSchema } from "@/lib/payments/schemas";

export const POST = route("POST /api/payment/verify", { body: verifyPaymentSchema }, ({ user, body }) => verifyPayment({ user, input: body }));
