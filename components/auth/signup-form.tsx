"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { homeFor, useAuth } from "@/components/providers/auth-provider";
import { useSignedInRedirect } from "./use-signed-in-redirect";
import { safeNextPath } from "@/lib/auth/next-path";
import type { SignupInput } from "@/lib/auth/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { AuthLink, AuthShell } from "./auth-shell";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const signupResolver = lazyZodResolver<SignupInput>(() => import("@/lib/auth/schemas").then((m) => m.signupSchema));

/** The page the visitor came from (`?next=`, an invitation link say), when it is on this site. */
function requestedPage(): string | null {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

export function SignupForm() {
  const { signup } = useAuth();
  const router = useRouter();
  // Stays true after success so the button cannot be pressed again while the next page loads.
  const [busy, setBusy] = useState(false);
  useSignedInRedirect(busy, requestedPage);
  usePreloadedResolver(signupResolver);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: signupResolver,
    defaultValues: { full_name: "", email: "", company_name: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const result = await signup(values);
    if (!result.success || !result.user) {
      toast.error(result.error || "Signup failed");
      setBusy(false);
      return;
    }
    toast.success("Account created successfully!");
    router.push(requestedPage() ?? homeFor(result.user));
  });

  return (
    <AuthShell
      title="Create Account"
      subtitle="Join the ESG Reporting Platform"
      footer={
        <p>
          Already have an account? <AuthLink href="/login">Log In</AuthLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="signup-form">
        <FormField
          id="full_name"
          label="Full Name"
          autoComplete="name"
          placeholder="Priya Sharma"
          error={errors.full_name?.message}
          {...register("full_name")}
        />
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
          id="company_name"
          label="Company Name"
          autoComplete="organization"
          placeholder="Acme Consulting"
          error={errors.company_name?.message}
          {...register("company_name")}
        />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Minimum 6 characters"
          error={errors.password?.message}
          {...register("password")}
        />
        <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating Account..." />
      </form>
    </AuthShell>
  );
}
