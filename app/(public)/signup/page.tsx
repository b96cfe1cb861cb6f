import type { Metadata } from "next";
import { SignupForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Sign Up — ESG Platform" };

export default function SignupPage() {
  // Prerendered with the plain form; `?next=` (an invitation link, say) is read once the page has hydrated.
  return <SignupForm />;
}
