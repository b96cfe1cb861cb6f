import * as React from "react";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The app's one checkbox: the browser's own input, drawn in the theme. It is a real input, so
 * forms, labels and `check()` work as usual, and it brings no script of its own to a page's first
 * load (decisions D30).
 */
function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-grid size-4 shrink-0 place-items-center", className)} data-slot="native-checkbox-wrapper">
      <input
        type="checkbox"
        data-slot="native-checkbox"
        className="peer border-input dark:bg-input/30 checked:bg-primary checked:border-primary focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive col-start-1 row-start-1 m-0 size-4 cursor-pointer appearance-none rounded-[4px] border shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <CheckIcon
        className="text-primary-foreground pointer-events-none col-start-1 row-start-1 size-3.5 opacity-0 peer-checked:opacity-100"
        aria-hidden="true"
      />
    </span>
  );
}

export { NativeCheckbox };
