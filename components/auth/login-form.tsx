"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { ShieldAlert } from "lucide-react";
import { landingFor, useAuth } from "@/components/providers/auth-provider";
import { safeNextPath } from "@/lib/auth/next-path";
import { ACCOUNT_BLOCKED } from "@/lib/auth/account-messages";
import type { LoginInput } from "@/lib/auth/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { AuthLink, AuthShell } from "./auth-shell";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useSignedInRedirect } from "./use-signed-in-redirect";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const loginResolver = lazyZodResolver<LoginInput>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

/** The protected page the visitor was sent here from (`?next=`), when it is on this site. */
function requestedPage(): string | null {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

export function LoginForm() {
  const { login, sessionEnded } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  useSignedInRedirect(busy, requestedPage);
  usePreloadedResolver(loginResolver);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBusy(true);
    const result = await login(email, password);
    if (!result.success || !result.user) {
      toast.error(result.error || "Login failed");
      setBusy(false);
      return;
    }
    toast.success("Login successful!");
    router.push(requestedPage() ?? (await landingFor(result.user)));
  });

  return (
    <AuthShell
      title="Welcome Back"
      subtitle="Log in to your ESG platform"
      footer={
        <p>
          Don&apos;t have an account? <AuthLink href="/signup">Sign Up</AuthLink>
        </p>
      }
    >
      {sessionEnded === "blocked" ? (
        <div
          role="alert"
          className="mb-4 flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          data-testid="session-ended-blocked"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium">{ACCOUNT_BLOCKED}.</span> You have been logged out. Please contact your administrator.
          </p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="login-form">
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          aside={
            <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          }
          {...register("password")}
        />
        <SubmitButton busy={busy} label="Log In" busyLabel="Logging in..." />
      </form>
    </AuthShell>
  );
}
