import type { Metadata } from "next";
import { ProfileScreen } from "@/components/company-profile/profile-screen";

export const metadata: Metadata = { title: "Entity Profile" };

export default async function ProfilePage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <ProfileScreen companyId={companyId} />;
}
