"use client";

import { useCallback, useRef } from "react";
import { ApiClientError, newIdempotencyKey } from "@/lib/client/api";

/**
 * The Idempotency-Key of one user action: the same request sent again before an answer (a double
 * click that lands twice, a retry after the network dropped) carries the same key, so the server
 * creates once. A different request, or one after an answer, gets a new key.
 */
export function useActionKey() {
  const current = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text =
      request instanceof FormData
        ? [...request.entries()].map(([k, v]) => `${k}=${typeof v === "string" ? v : `${v.name}:${v.size}:${v.lastModified}`}`).join("&")
        : JSON.stringify(request);
    if (current.current?.request !== text) current.current = { key: newIdempotencyKey(), request: text };
    return current.current.key;
  }, []);
  /** After an answer the action is over; a network failure leaves it open, as it may have landed. */
  const settle = useCallback((error?: unknown) => {
    if (!error || error instanceof ApiClientError) current.current = null;
  }, []);
  return { keyFor, settle };
}
