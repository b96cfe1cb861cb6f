"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminAnalytics } from "@/lib/admin/schemas";
import { formatMonthKey, formatPaise, formatPaiseCompact } from "@/lib/format";

export function RevenueChart({ data }: { data: AdminAnalytics["revenue_by_month"] }) {
  const rows = data.map((d) => ({ ...d, label: formatMonthKey(d.month) }));
  if (rows.every((r) => r.revenue === 0)) {
    return (
      <div className="flex h-40 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground" data-testid="revenue-chart">
        No revenue in the last twelve months
      </div>
    );
  }
  return (
    <div className="h-64 w-full" data-testid="revenue-chart" role="img" aria-label="Revenue by month for the last twelve months">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis tickFormatter={formatPaiseCompact} allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={64} />
          <Tooltip cursor={{ fillOpacity: 0.08 }} formatter={(value) => [formatPaise(Number(value)), "Revenue"]} labelClassName="font-medium" />
          <Bar dataKey="revenue" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
