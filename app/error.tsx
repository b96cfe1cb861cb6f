"use client";

import { useEffect } from "react";
import { LazyAppHeader } from "@/components/lazy-app-header";
import { Main } from "@/components/main";
import { BoundaryMessage } from "@/components/boundary-message";

/** Any page that throws while rendering: a message and a way on, never a blank page. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Page failed to render:", error);
  }, [error]);
  return (
    <>
      <LazyAppHeader />
      <Main>
        <BoundaryMessage title="Something went wrong" description="This page could not be shown. Please try again." onRetry={reset} />
      </Main>
    </>
  );
}
