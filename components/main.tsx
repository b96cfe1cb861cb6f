import { cn } from "@/lib/utils";

/** Where the root layout's "Skip to main content" link lands. */
export const MAIN_ID = "main-content";

/**
 * The page's one `main` landmark. Focusable from script only (tabIndex -1), so following the
 * skip link moves keyboard focus into the content, not just the scroll position.
 */
export function Main({ className, ...props }: React.ComponentProps<"main">) {
  return <main id={MAIN_ID} tabIndex={-1} className={cn("outline-none", className)} {...props} />;
}

/** The first thing a keyboard user reaches: hidden until focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Skip to main content
    </a>
  );
}
