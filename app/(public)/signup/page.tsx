import type { Metadata } from "next";
import { Suspense } from "react";
import { SignupForm } from "@/components/auth/signup-form";
import { LoadingState } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Sign Up — ESG Platform" };

export default function SignupPage() {
  // `?next=` (an invitation link, say) is read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading..." className="min-h-svh" />}>
      <SignupForm />
    </Suspense>
  );
}
