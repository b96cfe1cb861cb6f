import "server-only";
import Razorpay from "razorpay";
import { getEnv } from "@/lib/env";

type ClientSettings = { keyId: string; keySecret: string; apiUrl?: string };

/**
 * Points an SDK client at another host. The SDK (2.9.x) has no option for it: it builds an
 * axios instance on `api.rq` with Razorpay's host as baseURL. This is the one place that reaches
 * into it, and it refuses loudly if an upgrade moves that field, rather than silently sending
 * test traffic to the real API (tests/unit/payment-razorpay-client.test.ts covers it).
 */
export function pointRazorpayAt(client: Razorpay, apiUrl: string): void {
  const rq = (client as unknown as { api?: { rq?: { defaults?: { baseURL?: unknown } } } }).api?.rq;
  if (!rq?.defaults || typeof rq.defaults.baseURL !== "string") {
    throw new Error("The razorpay SDK no longer exposes api.rq.defaults.baseURL; RAZORPAY_API_URL cannot be applied.");
  }
  rq.defaults.baseURL = apiUrl.replace(/\/+$/, "");
}

export function createRazorpayClient({ keyId, keySecret, apiUrl }: ClientSettings): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiUrl) pointRazorpayAt(client, apiUrl);
  return client;
}

let cached: { key: string; client: Razorpay } | undefined;

/** The configured client, or null when the gateway is off (no key pair; decisions D5). */
export function getRazorpay(): Razorpay | null {
  const env = getEnv();
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) return null;
  const key = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_API_URL ?? ""].join("\u0000");
  if (cached?.key !== key) {
    cached = {
      key,
      client: createRazorpayClient({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, apiUrl: env.RAZORPAY_API_URL }),
    };
  }
  return cached.client;
}
