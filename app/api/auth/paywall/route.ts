// GET /api/auth/paywall — {paywall}: whether subscriptions are enforced on this server (decisions D5).
// The browser asks at start instead of the root layout reading it per request, so pages stay static.
import { json, route } from "@/lib/api/route";
import { isPaymentGatewayConfigured } from "@/lib/env";

export const GET = route("GET /api/auth/paywall", () => json({ paywall: isPaymentGatewayConfigured() }, 200, { "Cache-Control": "no-store" }));
