import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The app's one select: the browser's own, drawn in the theme. A phone shows its own picker, the
 * keyboard and screen readers get the platform's behaviour, and it brings no script of its own to
 * a page's first load (decisions D30: a popper-based select was about 25 kB gzip of it). A
 * placeholder is a first `<option value="" disabled>`.
 */
function NativeSelect({
  className,
  selectClassName,
  compact = false,
  ...props
}: React.ComponentProps<"select"> & {
  /** Classes for the select itself (its border or background), where `className` places the wrapper. */
  selectClassName?: string;
  /** The small trigger's height (h-8), as Radix's `size="sm"`. */
  compact?: boolean;
}) {
  return (
    <div className={cn("relative w-fit", className)} data-slot="native-select-wrapper">
      <select
        data-slot="native-select"
        className={cn(
          "border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive dark:bg-input/30 dark:hover:bg-input/50 h-9 w-full min-w-0 appearance-none rounded-md border bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
          compact && "h-8 py-1",
          selectClassName,
        )}
        {...props}
      />
      <ChevronDownIcon className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}

export { NativeSelect };
