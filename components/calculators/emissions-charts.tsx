"use client";

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Scope } from "@/lib/calculators/factors";
import { emissionsBySource, type GhgResult } from "@/lib/calculators/ghg";
import { formatCompact, formatFixed } from "@/lib/format";

const SCOPE_COLORS: Record<Scope, string> = { 1: "var(--chart-1)", 2: "var(--chart-4)", 3: "var(--chart-3)" };

const tooltipValue = (value: unknown) => [`${formatFixed(Number(value), 2)} kg CO2e`, "Emissions"] as [string, string];

/** Emissions split by scope and by source (one bar per source, coloured by its scope). */
export function EmissionsCharts({ result }: { result: GhgResult }) {
  const byScope = ([1, 2, 3] as const).map((scope) => ({ name: `Scope ${scope}`, scope, kg: result.scopes[scope].kg }));
  const bySource = emissionsBySource(result).sort((a, b) => b.kg - a.kg);
  const sourceHeight = Math.max(160, bySource.length * 36 + 40);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="min-w-0" data-testid="ghg-chart-scope">
        <figcaption className="mb-2 text-sm font-medium">Emissions by scope (kg CO2e)</figcaption>
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 240 }}>
            <BarChart data={byScope} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tickLine={false} />
              <YAxis tickFormatter={(v: number) => formatCompact(v)} width={56} tickLine={false} />
              <Tooltip formatter={tooltipValue} cursor={{ fillOpacity: 0.1 }} />
              <Bar dataKey="kg" radius={[4, 4, 0, 0]} isAnimationActive={false}>
                {byScope.map((d) => (
                  <Cell key={d.scope} fill={SCOPE_COLORS[d.scope]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0" data-testid="ghg-chart-source">
        <figcaption className="mb-2 text-sm font-medium">Emissions by source (kg CO2e)</figcaption>
        {bySource.length === 0 ? (
          <p className="flex h-40 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">No emissions to show</p>
        ) : (
          <div className="w-full" style={{ height: sourceHeight }}>
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 240 }}>
              <BarChart data={bySource} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" tickFormatter={(v: number) => formatCompact(v)} tickLine={false} />
                <YAxis type="category" dataKey="label" width={130} tickLine={false} tick={{ fontSize: 12 }} />
                <Tooltip formatter={tooltipValue} cursor={{ fillOpacity: 0.1 }} />
                <Bar dataKey="kg" radius={[0, 4, 4, 0]} isAnimationActive={false}>
                  {bySource.map((d) => (
                    <Cell key={d.label} fill={SCOPE_COLORS[d.scope]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
        <p className="mt-2 flex flex-wrap gap-3 text-xs text-muted-foreground">
          {([1, 2, 3] as const).map((scope) => (
            <span key={scope} className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-2.5 rounded-sm" style={{ background: SCOPE_COLORS[scope] }} /> Scope {scope}
            </span>
          ))}
        </p>
      </figure>
    </div>
  );
}
