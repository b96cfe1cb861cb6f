import type { PublicUser } from "@/lib/users/public-user";

/** The user the browser holds (what /api/auth/me answers), subscribed by default. */
export function publicUser(over: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "u1",
    full_name: "Priya Sharma",
    email: "priya@example.com",
    is_admin: false,
    company_name: "Acme",
    subscription_status: "active",
    subscription_plan: "monthly",
    is_active: true,
    ...over,
  };
}
