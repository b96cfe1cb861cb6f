"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import type { ResetPasswordFormInput } from "@/lib/auth/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { api, errorMessage } from "@/lib/client/api";
import { AuthLink, AuthShell } from "./auth-shell";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const resetPasswordResolver = lazyZodResolver<ResetPasswordFormInput>(() => import("@/lib/auth/schemas").then((m) => m.resetPasswordFormSchema));

export function ResetPasswordForm() {
  const token = useSearchParams().get("token")?.trim() || null;
  return token ? <ResetForm token={token} /> : <InvalidLink />;
}

/** SPEC: with no token it shows 'Invalid reset link' and goes to /login. */
function InvalidLink() {
  const router = useRouter();
  useEffect(() => {
    toast.error("Invalid reset link");
    router.replace("/login");
  }, [router]);
  return (
    <AuthShell title="Invalid reset link" subtitle="This page needs the link from your password reset email.">
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/login">Go to Login</Link>
      </Button>
    </AuthShell>
  );
}

function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  usePreloadedResolver(resetPasswordResolver);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormInput>({
    resolver: resetPasswordResolver,
    defaultValues: { new_password: "", confirm_password: "" },
  });

  const onSubmit = handleSubmit(async ({ new_password }) => {
    setBusy(true);
    try {
      await api("/auth/reset-password", { method: "POST", body: { token, new_password } });
      toast.success("Password reset successfully! You can now login.");
      router.push("/login");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to reset password"));
      setBusy(false);
    }
  });

  return (
    <AuthShell
      title="Reset Password"
      subtitle="Choose a new password for your account"
      footer={
        <p>
          <AuthLink href="/login">Back to Login</AuthLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="reset-password-form">
        <FormField
          id="new_password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="Minimum 6 characters"
          error={errors.new_password?.message}
          {...register("new_password")}
        />
        <FormField
          id="confirm_password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register("confirm_password")}
        />
        <SubmitButton busy={busy} label="Reset Password" busyLabel="Resetting..." />
      </form>
    </AuthShell>
  );
}
