"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Main } from "@/components/main";
import { LoadingState } from "@/components/ui/spinner";
import { GROUPS, pageRedirect, type Group } from "@/lib/auth/access-table";
import { loginTarget, useAuth, visitorOf } from "./auth-provider";

/**
 * The client half of the gate (the server half is proxy.ts), placed by each route group's
 * layout with the group's entry in the access table: 'Loading...' while the user loads, then
 * /login for anonymous visitors, /payment when a subscription is needed and missing, / with
 * 'Admin access required' (the landing page says it) for non-admins on admin pages.
 */
export function PageGate({
  group,
  signedIn = false,
  children,
}: {
  group: Group;
  /**
   * The server gated this request and found a session (lib/auth/page-gate.ts): the page is
   * rendered while the browser still loads its user, so the server's HTML holds the page (with
   * any data the page seeded) rather than 'Loading...' (decisions D30: LCP). The API still checks
   * every read, and the gate still redirects once the user is known.
   */
  signedIn?: boolean;
  children: React.ReactNode;
}) {
  const { status, user, sessionEnded } = useAuth();
  const router = useRouter();
  const target = status === "loading" ? null : pageRedirect(GROUPS[group], status === "authenticated" ? visitorOf(user) : null);

  useEffect(() => {
    // A visitor who came without a session (or whose session expired) returns here after logging
    // in; one who just logged out, or was blocked, starts afresh.
    if (target) router.replace(target === "/login" ? loginTarget(sessionEnded) : target);
  }, [target, router, sessionEnded]);

  if (GROUPS[group].level === "public") return <>{children}</>;
  if ((status === "loading" && !signedIn) || target)
    return (
      <Main>
        <LoadingState label="Loading..." />
      </Main>
    );
  return <>{children}</>;
}
