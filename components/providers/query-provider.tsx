"use client";

import { QueryCache, QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiClientError } from "@/lib/client/api";

/** What a query says about its own failure (`meta` of useQuery). */
export type LoadErrorMeta = {
  /** SPEC's failure text for this load ('Failed to load data'): logged and shown as a toast. */
  errorMessage?: string;
  /** Answers the screen shows in its place, not failures: a company that is not the caller's (404). */
  quietStatuses?: readonly number[];
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: LoadErrorMeta;
  }
}

/**
 * The one place a failed load is reported, so a screen only names its message. The toast's id
 * is its text: two queries of one screen failing together (or a retry failing again while the
 * toast is up) show one toast, not a stack.
 */
function reportLoadError(error: Error, query: Query<unknown, unknown, unknown>) {
  const { errorMessage, quietStatuses } = query.meta ?? {};
  if (!errorMessage) return;
  if (error instanceof ApiClientError && quietStatuses?.includes(error.status)) return;
  console.error(`${errorMessage}:`, error);
  toast.error(errorMessage, { id: errorMessage });
}

export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLoadError }),
    defaultOptions: {
      // SPEC: errors are logged and never retried.
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
