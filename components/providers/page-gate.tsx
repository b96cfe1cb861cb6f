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
export function PageGate({ group, children }: { group: Group; children: React.ReactNode }) {
  const { status, user, sessionEnded } = useAuth();
  const router = useRouter();
  const target = status === "loading" ? null : pageRedirect(GROUPS[group], status === "authenticated" ? visitorOf(user) : null);

  useEffect(() => {
    // A visitor who came without a session (or whose session expired) returns here after logging
    // in; one who just logged out, or was blocked, starts afresh.
    if (target) router.replace(target === "/login" ? loginTarget(sessionEnded) : target);
  }, [target, router, sessionEnded]);

  if (GROUPS[group].level === "public") return <>{children}</>;
  if (status === "loading" || target)
    return (
      <Main>
        <LoadingState label="Loading..." />
      </Main>
    );
  return <>{children}</>;
}
