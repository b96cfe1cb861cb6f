"use client";

import Link from "next/link";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { api, errorMessage } from "@/lib/client/api";
import { AuthLink, AuthShell } from "./auth-shell";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

type ForgotResponse = { message: string; reset_link?: string };
type Result = { email: string; resetLink: string | null };

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const forgotPasswordResolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.forgotPasswordSchema));

/** The link points at this app; keep only its path so it opens here whatever APP_URL says. */
function localHref(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return url.pathname + url.search;
  } catch {
    return link;
  }
}

export function ForgotPasswordForm() {
  // SPEC section 4: a form state, then a result state after submission.
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  usePreloadedResolver(forgotPasswordResolver);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: forgotPasswordResolver, defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      const data = await api<ForgotResponse>("/auth/forgot-password", { method: "POST", body: { email } });
      const resetLink = data.reset_link ? localHref(data.reset_link) : null;
      if (resetLink) toast.success("Password reset link generated!");
      else toast.success("If the email exists, a password reset link has been sent.");
      setResult({ email, resetLink });
    } catch (error) {
      toast.error(errorMessage(error, "Failed to send reset link"));
    } finally {
      setBusy(false);
    }
  });

  const footer = (
    <p>
      Remembered it? <AuthLink href="/login">Back to Login</AuthLink>
      <span aria-hidden className="px-1.5">
        ·
      </span>
      <AuthLink href="/signup">Sign Up</AuthLink>
    </p>
  );

  if (result) {
    return (
      <AuthShell title="Check Your Email" subtitle="Password reset requested" footer={footer}>
        <div className="grid gap-4" data-testid="forgot-password-result">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <MailCheck className="size-6" aria-hidden />
            </span>
            <p className="text-sm">
              If an account exists for <span className="font-medium break-all">{result.email}</span>, a password reset link has been sent. The link works once
              and expires after one hour.
            </p>
          </div>
          <p className="rounded-md border border-dashed bg-muted/50 px-3 py-2 text-xs text-muted-foreground">
            Note: in production, the reset link would be sent to your email.
          </p>
          {result.resetLink ? (
            <Button asChild size="lg" className="w-full">
              <Link href={result.resetLink}>Reset Password Now</Link>
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => {
              reset({ email: "" });
              setResult(null);
            }}
          >
            Try Another Email
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Forgot Password" subtitle="Enter your email and we'll send you a link to reset your password" footer={footer}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="forgot-password-form">
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
      </form>
    </AuthShell>
  );
}
