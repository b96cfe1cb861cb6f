import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { AdminAnalytics } from "./schemas";

const RECENT_PAYMENTS = 10;
const CHART_MONTHS = 12;

/** "2026-11" for the month `offset` months before the one containing `now` (UTC). */
function monthKey(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * Platform figures, all counted in SQL. Revenue is money received: paid orders only (pending
 * and failed orders are not revenue). Subscriptions count only while their end date is ahead.
 */
export async function getAdminAnalytics({ now = new Date() }: { now?: Date } = {}): Promise<AdminAnalytics> {
  const db = await getDb();
  const active = sql`u.subscription_status = 'active' and (u.subscription_ends_at is null or u.subscription_ends_at > ${now.toISOString()}::timestamptz)`;
  const [counts] = await queryRows<{ total_users: number; active: number; monthly: number; yearly: number }>(
    db,
    sql`select count(*)::int as total_users,
               (count(*) filter (where ${active}))::int as active,
               (count(*) filter (where ${active} and u.subscription_plan = 'monthly'))::int as monthly,
               (count(*) filter (where ${active} and u.subscription_plan = 'yearly'))::int as yearly
        from users u`,
  );
  const [revenue] = await queryRows<{ total: number; monthly: number; yearly: number }>(
    db,
    sql`select coalesce(sum(amount_paise), 0)::float8 as total,
               coalesce(sum(amount_paise) filter (where plan = 'monthly'), 0)::float8 as monthly,
               coalesce(sum(amount_paise) filter (where plan = 'yearly'), 0)::float8 as yearly
        from payment_orders where status = 'paid'`,
  );
  const recent = await queryRows<{ order_id: string; plan: string; amount: number; completed_at: Date | string; user_email: string | null }>(
    db,
    sql`select p.order_id, p.plan, p.amount_paise as amount, p.completed_at, u.email as user_email
        from payment_orders p left join users u on u.id = p.user_id
        where p.status = 'paid' and p.completed_at is not null
        order by p.completed_at desc, p.id
        limit ${RECENT_PAYMENTS}`,
  );
  const firstMonth = `${monthKey(now, CHART_MONTHS - 1)}-01T00:00:00Z`;
  const byMonth = await queryRows<{ month: string; revenue: number }>(
    db,
    sql`select to_char(date_trunc('month', completed_at at time zone 'UTC'), 'YYYY-MM') as month,
               sum(amount_paise)::float8 as revenue
        from payment_orders
        where status = 'paid' and completed_at >= ${firstMonth}::timestamptz
        group by 1`,
  );
  const revenueOf = new Map(byMonth.map((r) => [r.month, Number(r.revenue)]));
  return {
    total_users: Number(counts.total_users),
    active_subscriptions: Number(counts.active),
    monthly_subscriptions: Number(counts.monthly),
    yearly_subscriptions: Number(counts.yearly),
    total_revenue: Number(revenue.total),
    monthly_revenue: Number(revenue.monthly),
    yearly_revenue: Number(revenue.yearly),
    recent_payments: recent.map((r) => ({
      order_id: r.order_id,
      plan: r.plan,
      amount: Number(r.amount),
      completed_at: new Date(r.completed_at).toISOString(),
      user_email: r.user_email,
    })),
    revenue_by_month: Array.from({ length: CHART_MONTHS }, (_, i) => {
      const month = monthKey(now, CHART_MONTHS - 1 - i);
      return { month, revenue: revenueOf.get(month) ?? 0 };
    }),
  };
}
