"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { landingFor, useAuth } from "@/components/providers/auth-provider";

const NOWHERE = () => null;

/**
 * /login and /signup are for visitors: a user who is already signed in (another tab, a bookmark,
 * Back after logging in) is sent on to their home — or to the page `next` names. `busy` is the
 * form's own submit, which routes by itself.
 */
export function useSignedInRedirect(busy: boolean, requested: () => string | null = NOWHERE) {
  const { status, user } = useAuth();
  const router = useRouter();
  const sent = useRef(false);

  useEffect(() => {
    if (busy || sent.current || status !== "authenticated" || !user) return;
    sent.current = true;
    let cancelled = false;
    void (async () => {
      const target = requested() ?? (await landingFor(user));
      if (!cancelled) router.replace(target);
      else sent.current = false;
    })();
    return () => {
      cancelled = true;
    };
  }, [busy, status, user, router, requested]);
}
