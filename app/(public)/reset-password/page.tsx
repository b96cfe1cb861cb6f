import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { LoadingState } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Reset Password — ESG Platform", referrer: "no-referrer" };

export default function ResetPasswordPage() {
  // The token is read from the query string on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading..." className="min-h-svh" />}>
      <ResetPasswordForm />
    </Suspense>
  );
}
