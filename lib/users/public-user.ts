import type { User } from "@/db/schema";
import { hasActiveSubscription } from "@/lib/subscriptions/entitlement";

/** SPEC section 3's User, and nothing more: no hash, no token version. */
export type PublicUser = {
  id: string;
  full_name: string;
  email: string;
  is_admin: boolean;
  company_name: string;
  subscription_status: "active" | "inactive";
  subscription_plan: string | null;
  is_active: boolean;
};

export function toPublicUser(user: User, now = new Date()): PublicUser {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    is_admin: user.isAdmin,
    company_name: user.companyName,
    subscription_status: hasActiveSubscription(user, now) ? "active" : "inactive",
    subscription_plan: user.subscriptionPlan,
    is_active: user.isActive,
  };
}
