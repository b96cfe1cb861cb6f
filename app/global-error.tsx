"use client";

import { useEffect } from "react";
import { Main } from "@/components/main";
import { BoundaryMessage } from "@/components/boundary-message";
import "./globals.css";

/** When the root layout itself fails (a bad setting, say): it replaces the whole document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("The application failed to render:", error);
  }, [error]);
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <Main>
          <BoundaryMessage title="Something went wrong" description="The ESG platform could not be shown. Please try again in a moment." onRetry={reset} />
        </Main>
      </body>
    </html>
  );
}
