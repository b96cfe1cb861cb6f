import { HydrationBoundary } from "@tanstack/react-query";
import { GET as dashboardAnswer } from "@/app/api/dashboard/[companyId]/route";
import { AppHeader } from "@/components/app-header";
import { CompanyDashboard } from "@/components/dashboard/company-dashboard";
import type { DashboardDto } from "@/lib/dashboard/types";
import { companyKeys } from "@/lib/client/query-keys";
import { answerFor, seededQueries } from "@/lib/api/page-seed";
import { companyScreenMetadata } from "../../company-metadata";

export const generateMetadata = companyScreenMetadata("Dashboard");

export default async function DashboardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The figures come with the page (decisions D30: Lighthouse's LCP waited for the browser to boot, learn its user and fetch them).
  const dashboard = await answerFor<DashboardDto>(dashboardAnswer, `/dashboard/${companyId}`, { companyId });
  return (
    <>
      <AppHeader />
      <HydrationBoundary state={seededQueries([[companyKeys(companyId).dashboard(), dashboard]])}>
        <CompanyDashboard companyId={companyId} />
      </HydrationBoundary>
    </>
  );
}
