import { companyScreenMetadata } from "../../company-metadata";
import { SeededCompany } from "../../seeded-company";
import { ChecklistScreen } from "@/components/checklist/checklist-screen";
import { companyPageData, userPageData } from "@/lib/api/page-data";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import { getChecklistProgress } from "@/lib/checklist/service";
import { companyKeys, industryChecklistKey } from "@/lib/client/query-keys";

export const generateMetadata = companyScreenMetadata("Checklist");

export default async function ChecklistPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The industry's list and the company's ticks come with the page (decisions D30).
  return (
    <SeededCompany
      companyId={companyId}
      seed={(company) => {
        const industry = company.industry || "Other";
        return [
          [
            industryChecklistKey(industry),
            () => userPageData(`/industry-checklist/${encodeURIComponent(industry)}`, async () => getIndustryChecklist(industry)),
          ],
          [
            companyKeys(companyId).checklistProgress(),
            () => companyPageData(`/checklist-progress/${companyId}`, companyId, ({ company }) => getChecklistProgress({ company })),
          ],
        ];
      }}
    >
      <ChecklistScreen companyId={companyId} />
    </SeededCompany>
  );
}
