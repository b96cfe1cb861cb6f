import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { ProfileScreen } from "@/components/company-profile/profile-screen";

export const generateMetadata = companyScreenMetadata("Entity Profile");

export default async function ProfilePage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <SeededCompany companyId={companyId}>
      <ProfileScreen companyId={companyId} />
    </SeededCompany>
  );
}
