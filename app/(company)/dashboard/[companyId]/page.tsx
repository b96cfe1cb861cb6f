import { HydrationBoundary } from "@tanstack/react-query";
import { AppHeader } from "@/components/app-header";
import { CompanyDashboard } from "@/components/dashboard/company-dashboard";
import { getDashboard } from "@/lib/dashboard/service";
import { companyKeys } from "@/lib/client/query-keys";
import { companyPageData, seededQueries } from "@/lib/api/page-data";
import { companyScreenMetadata } from "../../company-metadata";

export const generateMetadata = companyScreenMetadata("Dashboard");

export default async function DashboardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The figures come with the page (decisions D30: Lighthouse's LCP waited for the browser to boot, learn its user and fetch them).
  const dashboard = await companyPageData(`/dashboard/${companyId}`, companyId, ({ company, role, dataVersion }) =>
    getDashboard({ company, role, dataVersion }),
  );
  return (
    <>
      <AppHeader />
      <HydrationBoundary state={seededQueries([[companyKeys(companyId).dashboard(), dashboard]])}>
        <CompanyDashboard companyId={companyId} />
      </HydrationBoundary>
    </>
  );
}
