"use client";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A part of a screen whose data did not load: what failed and 'Try again'. The toast of the
 * query cache (lib/client) says it once; this stays where the data would have been.
 */
export function LoadFailed({ message, onRetry, className, testId }: { message: string; onRetry: () => void; className?: string; testId?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center justify-center gap-3 py-6 text-center text-sm", className)} role="alert" data-testid={testId}>
      <span className="text-muted-foreground">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
