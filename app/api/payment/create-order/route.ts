// POST /api/payment/create-order — a Razorpay order at the server's price for the chosen plan
import { json, route } from "@/lib/api/route";
import { createPaymentOrder } from "@/lib/payments/orders";
import { createOrderSchema } from "@/lib/payments/schemas";

export const POST = route("POST /api/payment/create-order", { body: createOrderSchema }, async ({ user, body }) =>
  json(await createPaymentOrder({ user, plan: body.plan }), 201),
);
