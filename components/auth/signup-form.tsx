"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { homeFor, useAuth } from "@/components/providers/auth-provider";
import { useSignedInRedirect } from "./use-signed-in-redirect";
import { safeNextPath } from "@/lib/auth/next-path";
import type { InvitedSignupInput, SignupInput } from "@/lib/auth/schemas";
import { useInvitationPreview } from "@/components/team/queries";
import { LoadingState } from "@/components/ui/spinner";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { AuthLink, AuthShell } from "./auth-shell";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

// Zod and the schema arrive at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const signupResolver = lazyZodResolver<SignupInput>(() => import("@/lib/auth/schemas").then((m) => m.signupSchema));
const invitedResolver = lazyZodResolver<InvitedSignupInput>(() => import("@/lib/auth/schemas").then((m) => m.invitedSignupSchema));

/** The invitation token when the visitor came from an invitation link (`?next=/invitations/{token}`). */
function invitationToken(next: string | null): string | null {
  const m = /^\/invitations\/([A-Za-z0-9_-]{1,200})$/.exec(safeNextPath(next) ?? "");
  return m ? m[1] : null;
}

/** Back and forward between two query strings of /signup re-read it. */
function onHistory(change: () => void): () => void {
  window.addEventListener("popstate", change);
  return () => window.removeEventListener("popstate", change);
}

/**
 * `?next=` as the browser has it, read after hydration. /signup is prerendered, one HTML for every
 * query string: that HTML is the plain form, which hydration keeps, and an invitation link turns
 * it into the invitation's form just after. useSearchParams would have Next render the whole form
 * in the browser instead (a static page's search-param reader bails out to client rendering): the
 * HTML held only 'Loading...', and the form (the page's largest paint) came after hydration, long
 * tasks that put /signup's mobile Lighthouse score at 89-90 against 95 (decisions D30).
 */
function useNextParam(): string | null {
  return useSyncExternalStore(
    onHistory,
    () => new URLSearchParams(window.location.search).get("next"),
    () => null,
  );
}

/** The page the visitor came from (`?next=`, an invitation link say), when it is on this site. */
function requestedPage(): string | null {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

/**
 * /signup. From an invitation link it asks only a name and a password: the account is made for
 * the invited address (shown masked, as the public invitation answer has it) and the invitation's
 * company, and the visitor returns to the invitation to accept it. A link that can no longer be
 * used (revoked, used, expired) gets the ordinary form; the invitation page then says why.
 */
export function SignupForm() {
  const token = invitationToken(useNextParam());
  return token ? <InvitedOrPlain token={token} /> : <PlainSignupForm />;
}

function InvitedOrPlain({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) return <LoadingState label="Loading invitation..." className="min-h-svh" />;
  if (preview.data?.status !== "pending") return <PlainSignupForm />;
  return <InvitedSignupForm token={token} invitation={preview.data} />;
}

function InvitedSignupForm({ token, invitation }: { token: string; invitation: { company_name: string; email: string } }) {
  const { signup } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  useSignedInRedirect(busy, requestedPage);
  usePreloadedResolver(invitedResolver);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InvitedSignupInput>({ resolver: invitedResolver, defaultValues: { full_name: "", password: "", invitation_token: token } });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const result = await signup({ full_name: values.full_name, password: values.password, invitation_token: token });
    if (!result.success || !result.user) {
      toast.error(result.error || "Signup failed");
      setBusy(false);
      return;
    }
    toast.success("Account created successfully!");
    // Back to the invitation, to accept it.
    router.push(requestedPage() ?? homeFor(result.user));
  });

  return (
    <AuthShell
      title="Create Account"
      subtitle={`Join ${invitation.company_name}: create your account, then accept the invitation`}
      footer={
        <p>
          Already have an account? <AuthLink href={`/login?${new URLSearchParams({ next: `/invitations/${token}` })}`}>Log In</AuthLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="signup-form" data-invited="true">
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
          value={invitation.email}
          readOnly
          aria-readonly
          hint="The invited address: your account is created for it."
          data-testid="signup-invited-email"
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

function PlainSignupForm() {
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
