import type { Metadata } from "next";
import { InvitationLanding } from "@/components/team/invitation-landing";

// The token is in the URL: no Referer carries it to another site.
export const metadata: Metadata = { title: "Invitation — ESG Platform", referrer: "no-referrer" };

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <InvitationLanding token={token} />;
}
