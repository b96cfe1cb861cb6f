import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

function Spinner({
  className,
  label,
  ...props
}: React.ComponentProps<"svg"> & {
  /** Optional text rendered next to the spinner. */
  label?: React.ReactNode;
}) {
  const icon = (
    <Loader2Icon
      data-slot="spinner"
      aria-hidden={label ? true : undefined}
      aria-label={label ? undefined : "Loading"}
      role={label ? undefined : "status"}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );

  if (!label) return icon;

  return (
    <span data-slot="spinner-with-label" role="status" className="text-muted-foreground inline-flex items-center gap-2 text-sm">
      {icon}
      <span>{label}</span>
    </span>
  );
}

function LoadingState({ label = "Loading...", className, ...props }: Omit<React.ComponentProps<"div">, "children"> & { label?: React.ReactNode }) {
  return (
    <div
      data-slot="loading-state"
      role="status"
      aria-live="polite"
      className={cn("text-muted-foreground flex w-full flex-col items-center justify-center gap-2 py-10 text-sm", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="text-primary size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

export { Spinner, LoadingState };
