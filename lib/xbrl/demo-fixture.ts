/**
 * The demo company's questionnaire without a database (its entries as lib/demo/seed.ts writes
 * them, its Entity Profile): for the export's bench and the unit tests of the instance.
 */
import { questionnaireFrom, type Questionnaire } from "@/lib/brsr/service";
import { companyProfileSchema } from "@/lib/companies/profile-schema";
import { DEMO_PROFILE } from "@/lib/demo/profile";
import { DEMO_COMPANY_NAME, demoEntries } from "@/lib/demo/seed";

export { DEMO_COMPANY_NAME };

export function demoQuestionnaire(fy: string): Questionnaire {
  const entries = demoEntries("demo-company", "demo-owner").map((e) => ({
    id: e.id,
    framework: e.framework,
    metric: e.metric,
    value: e.value,
    numericValue: e.numericValue,
    unit: e.unit ?? "",
    period: e.period,
    notes: e.notes ?? "",
    source: e.source ?? "manual",
    createdAt: e.createdAt,
  }));
  return questionnaireFrom({ company: { id: "demo-company", fyStartMonth: 4 }, entries, fyParam: fy, profile: companyProfileSchema.parse(DEMO_PROFILE) });
}
