"use client";

import dynamic from "next/dynamic";
import { CalendarDays, CalendarRange, CreditCard, IndianRupee, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminAnalytics } from "@/lib/admin/schemas";
import { formatCount, formatDateTime, formatPaise } from "@/lib/format";
import { DeferredChart } from "@/components/ui/deferred-chart";

// recharts loads beside the analytics, not before the admin page.
const RevenueChart = dynamic(() => import("./revenue-chart").then((m) => m.RevenueChart), {
  ssr: false,
  loading: () => <DeferredChart className="h-64" />,
});

function Stat({ title, value, hint, icon: Icon, testId }: { title: string; value: string; hint?: string; icon: typeof Users; testId: string }) {
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="flex flex-row items-center justify-between px-5">
        <CardDescription className="font-medium">{title}</CardDescription>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="px-5">
        <p className="text-2xl font-bold tracking-tight" data-testid={testId}>
          {value}
        </p>
        {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

export function AnalyticsTab({ data }: { data: AdminAnalytics }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat title="Total Users" value={formatCount(data.total_users)} icon={Users} testId="stat-total-users" />
        <Stat title="Active Subscriptions" value={formatCount(data.active_subscriptions)} icon={CreditCard} testId="stat-active-subscriptions" />
        <Stat title="Monthly Subscriptions" value={formatCount(data.monthly_subscriptions)} icon={CalendarDays} testId="stat-monthly-subscriptions" />
        <Stat title="Yearly Subscriptions" value={formatCount(data.yearly_subscriptions)} icon={CalendarRange} testId="stat-yearly-subscriptions" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat title="Total Revenue" value={formatPaise(data.total_revenue)} hint="Completed payments only" icon={IndianRupee} testId="stat-total-revenue" />
        <Stat title="Monthly Plan Revenue" value={formatPaise(data.monthly_revenue)} icon={IndianRupee} testId="stat-monthly-revenue" />
        <Stat title="Yearly Plan Revenue" value={formatPaise(data.yearly_revenue)} icon={IndianRupee} testId="stat-yearly-revenue" />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Revenue by Month</CardTitle>
          <CardDescription>Completed payments over the last twelve months</CardDescription>
        </CardHeader>
        <CardContent>
          <RevenueChart data={data.revenue_by_month} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Recent Payments</CardTitle>
          <CardDescription>The latest completed payments</CardDescription>
        </CardHeader>
        <CardContent>
          {data.recent_payments.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No payments yet</p>
          ) : (
            <>
              <ul className="divide-y md:hidden" data-testid="recent-payments-list">
                {data.recent_payments.map((p) => (
                  <li key={p.order_id} className="flex items-start justify-between gap-3 py-3 text-sm">
                    <div className="min-w-0">
                      <div className="truncate font-mono text-xs">{p.order_id}</div>
                      <div className="truncate text-muted-foreground">{p.user_email ?? "—"}</div>
                      <div className="text-xs text-muted-foreground">{formatDateTime(p.completed_at)}</div>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <span className="font-medium tabular-nums">{formatPaise(p.amount)}</span>
                      <Badge variant="secondary" className="capitalize">
                        {p.plan}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
              <Table data-testid="recent-payments" className="hidden md:table">
                <TableHeader>
                  <TableRow>
                    <TableHead>Order ID</TableHead>
                    <TableHead>User</TableHead>
                    <TableHead>Plan</TableHead>
                    <TableHead className="text-right">Amount</TableHead>
                    <TableHead>Completed</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.recent_payments.map((p) => (
                    <TableRow key={p.order_id}>
                      <TableCell className="font-mono text-xs">{p.order_id}</TableCell>
                      <TableCell className="text-muted-foreground">{p.user_email ?? "—"}</TableCell>
                      <TableCell>
                        <Badge variant="secondary" className="capitalize">
                          {p.plan}
                        </Badge>
                      </TableCell>
                      <TableCell className="text-right font-medium tabular-nums">{formatPaise(p.amount)}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(p.completed_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
