import { AppHeader } from "@/components/app-header";
import { CompanyDashboard } from "@/components/dashboard/company-dashboard";
import { companyScreenMetadata } from "../../company-metadata";

export const generateMetadata = companyScreenMetadata("Dashboard");

export default async function DashboardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <>
      <AppHeader />
      <CompanyDashboard companyId={companyId} />
    </>
  );
}
