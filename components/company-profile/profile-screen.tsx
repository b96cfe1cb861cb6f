import { CompanyPage } from "@/components/company/company-page";
import { ProfileBody } from "./profile-body";

const PROFILE_TITLE = "Entity Profile";
const PROFILE_SUBTITLE = "BRSR Section A — facts SEBI asks about the listed entity";

/** The entity profile screen: a Server Component around the year picker and the form (./profile-body.tsx, client). */
export function ProfileScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title={PROFILE_TITLE} description={PROFILE_SUBTITLE}>
      <ProfileBody companyId={companyId} />
    </CompanyPage>
  );
}
