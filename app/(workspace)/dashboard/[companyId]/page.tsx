import { AppHeader } from "@/components/app-header";
import { CompanyDashboard } from "@/components/dashboard/company-dashboard";

export default async function DashboardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <>
      <AppHeader />
      <CompanyDashboard companyId={companyId} />
    </>
  );
}
