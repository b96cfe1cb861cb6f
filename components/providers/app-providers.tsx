"use client";

import { ThemeProvider } from "next-themes";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "./auth-provider";
import { QueryProvider } from "./query-provider";

/** SPEC section 9: 3 toasts visible, 4000 ms, 14 px gap, 356 px wide. */
const TOAST_OPTIONS = { visibleToasts: 3, duration: 4000, gap: 14, width: 356 } as const;

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <QueryProvider>
        <AuthProvider>
          {children}
          <LazyToaster
            richColors
            position="top-right"
            visibleToasts={TOAST_OPTIONS.visibleToasts}
            duration={TOAST_OPTIONS.duration}
            gap={TOAST_OPTIONS.gap}
            style={{ "--width": `${TOAST_OPTIONS.width}px` } as React.CSSProperties}
          />
        </AuthProvider>
      </QueryProvider>
    </ThemeProvider>
  );
}
