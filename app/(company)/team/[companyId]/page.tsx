import { companyScreenMetadata } from "../../company-metadata";
import { TeamScreen } from "@/components/team/team-screen";

export const generateMetadata = companyScreenMetadata("Team");

export default async function TeamPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <TeamScreen companyId={companyId} />;
}
