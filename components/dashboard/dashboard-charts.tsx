"use client";

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardDto } from "@/lib/dashboard/types";
import { formatNumber } from "@/lib/format";

const CATEGORY_COLOURS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-4)"];

export function DashboardCharts({ data }: { data: DashboardDto }) {
  const byCategory = [
    { name: "Environmental", entries: data.statistics.categories.environmental },
    { name: "Social", entries: data.statistics.categories.social },
    { name: "Governance", entries: data.statistics.categories.governance },
  ];
  const byFramework = Object.entries(data.completion).map(([code, c]) => ({ name: code, percentage: c.percentage, label: `${c.reported} of ${c.total}` }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="chart-entries-by-category">
        <CardHeader>
          <CardTitle className="text-base">Entries by category</CardTitle>
          <CardDescription>Data points collected in each ESG category</CardDescription>
        </CardHeader>
        <CardContent className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={byCategory} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} tickFormatter={(v: number) => formatNumber(v)} />
              <Tooltip formatter={(value) => [formatNumber(Number(value)), "Entries"]} cursor={{ fill: "var(--muted)" }} />
              <Bar dataKey="entries" radius={[6, 6, 0, 0]} isAnimationActive={false}>
                {byCategory.map((row, i) => (
                  <Cell key={row.name} fill={CATEGORY_COLOURS[i]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
      <Card data-testid="chart-completion-by-framework">
        <CardHeader>
          <CardTitle className="text-base">Completion by framework</CardTitle>
          <CardDescription>Share of each framework&apos;s catalogue metrics with data</CardDescription>
        </CardHeader>
        <CardContent className="h-64">
          {byFramework.length ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byFramework} layout="vertical" margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
                <XAxis type="number" domain={[0, 100]} tickLine={false} axisLine={false} fontSize={12} tickFormatter={(v: number) => `${v}%`} />
                <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} fontSize={12} width={56} />
                <Tooltip
                  formatter={(value, _name, item) => [`${formatNumber(Number(value))}% (${(item.payload as { label: string }).label})`, "Completion"]}
                  cursor={{ fill: "var(--muted)" }}
                />
                <Bar dataKey="percentage" fill="var(--chart-1)" radius={[0, 6, 6, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <p className="text-sm text-muted-foreground">No frameworks selected.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
