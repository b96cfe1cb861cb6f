import { z } from "zod";
import { USERS_PAGE_SIZE } from "./paging";

// Shared by GET /api/admin/users and the Users tab.

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`).default(fallback),
  );

export const userListQuerySchema = z.object({
  q: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().max(200).default("")),
  page: positiveInt(1, 100_000),
  page_size: positiveInt(USERS_PAGE_SIZE, 100),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** SPEC section 3's admin user list item, plus the dates an administrator needs to act on it. */
export type AdminUserItem = {
  id: string;
  full_name: string;
  email: string;
  is_admin: boolean;
  company_name: string;
  subscription_status: "active" | "inactive";
  subscription_plan: string | null;
  subscription_ends_at: string | null;
  is_active: boolean;
  created_at: string;
};

export type AdminUserPage = { items: AdminUserItem[]; total: number; page: number; page_size: number };

type RecentPayment = { order_id: string; plan: string; amount: number; completed_at: string; user_email: string | null };

export type AdminAnalytics = {
  total_users: number;
  active_subscriptions: number;
  monthly_subscriptions: number;
  yearly_subscriptions: number;
  /** Paise, paid orders only. */
  total_revenue: number;
  monthly_revenue: number;
  yearly_revenue: number;
  recent_payments: RecentPayment[];
  /** The last twelve calendar months (UTC), oldest first, months without payments as 0. */
  revenue_by_month: Array<{ month: string; revenue: number }>;
};
