"use client";

import { useAuth } from "@/components/providers/auth-provider";

/**
 * The signed-in user's id, for the four-eyes rule on screen (approving one's own figure is
 * disabled, saying why). Null outside the auth provider (a screen rendered alone): the server
 * applies the rule all the same.
 */
export function useViewerId(): string | null {
  try {
    // useAuth reads a context (the same hook call on every render) and throws only when there is none.
    return useAuth().user?.id ?? null;
  } catch {
    return null;
  }
}
