import { cn } from "@/lib/utils";

/** The room a chart takes while its code loads (next/dynamic): the page does not move when it arrives. */
export function DeferredChart({ className }: { className?: string }) {
  return <div className={cn("bg-muted/40 animate-pulse rounded-xl border", className)} role="status" aria-label="Loading chart" data-testid="chart-loading" />;
}
