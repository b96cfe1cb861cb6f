"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { LoadingState } from "@/components/ui/spinner";
import { isPaywallOn } from "@/lib/client/paywall";
import { useAuth } from "./auth-provider";

/**
 * The client half of the gate (the server half is proxy.ts): spinner while the user loads,
 * then /login for anonymous visitors, /payment when a subscription is needed and missing,
 * / with 'Admin access required' for non-admins on admin pages.
 */
export function ProtectedPage({
  children,
  requireSubscription = true,
  requireAdmin = false,
}: {
  children: React.ReactNode;
  requireSubscription?: boolean;
  requireAdmin?: boolean;
}) {
  const { status, user, isSubscribed } = useAuth();
  const router = useRouter();
  const blocked =
    status === "anonymous"
      ? "/login"
      : status === "authenticated" && requireAdmin && !user?.is_admin
        ? "/"
        : status === "authenticated" && requireSubscription && !isSubscribed && !user?.is_admin && isPaywallOn()
          ? "/payment"
          : null;

  useEffect(() => {
    if (!blocked) return;
    if (blocked === "/" && requireAdmin) toast.error("Admin access required");
    router.replace(blocked);
  }, [blocked, requireAdmin, router]);

  if (status === "loading" || blocked) return <LoadingState label="Loading..." />;
  return <>{children}</>;
}

