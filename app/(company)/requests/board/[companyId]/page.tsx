import { companyScreenMetadata } from "../../../company-metadata";
import { SeededCompany } from "../../../seeded-company";
import { RequestBoard } from "@/components/requests/request-board";
import { companyPageData } from "@/lib/api/page-data";
import { companyKeys } from "@/lib/client/query-keys";
import { listRequests } from "@/lib/requests/service";
import { getReminderSettings } from "@/lib/requests/settings";
import { listUnits } from "@/lib/units/service";

export const generateMetadata = companyScreenMetadata("Data requests");

export default async function RequestBoardPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The board opens on the company's default year (decisions D19): its requests, the units the form asks and the reminder settings come with the page.
  return (
    <SeededCompany
      companyId={companyId}
      seed={({ default_fy }) => [
        [
          companyKeys(companyId).requests(default_fy.id),
          () => companyPageData(`/companies/${companyId}/requests`, companyId, ({ company }) => listRequests({ company, fy: default_fy.id })),
        ],
        [
          companyKeys(companyId).units(),
          () => companyPageData(`/companies/${companyId}/units`, companyId, ({ company }) => listUnits({ companyId: company.id })),
        ],
        [
          companyKeys(companyId).reminderSettings(),
          () => companyPageData(`/companies/${companyId}/reminder-settings`, companyId, ({ company }) => getReminderSettings({ companyId: company.id })),
        ],
      ]}
    >
      <RequestBoard companyId={companyId} />
    </SeededCompany>
  );
}
