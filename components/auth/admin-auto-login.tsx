"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/components/providers/auth-provider";
import { LoadingState } from "@/components/ui/spinner";
import { AuthShell } from "./auth-shell";

/** SPEC: signs in as the administrator on load; /admin on success, /login on failure. */
export function AdminAutoLogin() {
  const { adminLogin } = useAuth();
  const router = useRouter();
  // Effects run twice in development; the attempt must not.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void adminLogin().then((result) => {
      if (result.success) {
        router.replace("/admin");
      } else {
        toast.error(result.error || "Login failed");
        router.replace("/login");
      }
    });
  }, [adminLogin, router]);

  return (
    <AuthShell title="Admin Login" subtitle="Automatic sign-in for this deployment's administrator">
      <LoadingState label="Logging you in as admin..." />
    </AuthShell>
  );
}
