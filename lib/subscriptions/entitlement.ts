import { isPaymentGatewayConfigured } from "@/lib/env";
import type { User } from "@/db/schema";

type SubscriptionFields = Pick<User, "subscriptionStatus" | "subscriptionEndsAt">;

/** A subscription past its end date reads as inactive everywhere (gate, /auth/me, admin). */
export function hasActiveSubscription(user: SubscriptionFields, now = new Date()): boolean {
  if (user.subscriptionStatus !== "active") return false;
  return !user.subscriptionEndsAt || user.subscriptionEndsAt.getTime() > now.getTime();
}

/**
 * The one answer to "may this user use the paid platform". Subscriptions count only when the
 * payment gateway is configured (decisions D5): without it nobody could ever pay, so nobody is
 * kept out.
 */
export function isEntitled(user: SubscriptionFields & Pick<User, "isAdmin">, now = new Date()): boolean {
  if (!isPaymentGatewayConfigured()) return true;
  if (user.isAdmin) return true;
  return hasActiveSubscription(user, now);
}
