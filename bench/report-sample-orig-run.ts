import fs from "node:fs";
import { questionnaireFrom } from "@/lib/brsr/service";
import { BRSR_POLICY_DOCUMENTS } from "@/lib/checklist/industry-checklists";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { BRSR_METRIC as M } from "@/lib/frameworks";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/.orig/model";
import { renderBrsrPdf } from "@/lib/reports/brsr/.orig/render";
import { SAMPLE_COMPANY, SAMPLE_PROFILE, questionnaireEntries, type FixtureEntry } from "./report-fixture";

const out = process.argv[2] ?? "/tmp/brsr-sample.pdf";
const fy = process.env.FY ?? "2024-25";

const fixture: FixtureEntry[] = [
  ...questionnaireEntries(),
  {
    framework: "GRI",
    category: "environmental",
    metric: "Saplings planted at the Chakan plant",
    value: "1200",
    unit: "trees",
    period: "FY 2024-25",
    notes: "",
    source: "manual",
  },
];
// SAMPLE=small: a handful of entries and an empty profile, to check the report of a new company.
const small = process.env.SAMPLE === "small";
const chosen = small ? fixture.filter((e) => /Scope [12]|Revenue from operations|Renewable electricity/i.test(e.metric)) : fixture;

const entries: ReportEntry[] = chosen.map((e, n) => ({
  id: `e${n + 1}`,
  ...e,
  numericValue: parseNumericValue(e.value),
  createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, n)),
  auditCount: 1 + (n % 3),
}));

const report = buildBrsrReport({
  company: { ...SAMPLE_COMPANY, frameworks: ["BRSR", "GRI"] },
  profile: small ? { financial_year_start_month: 4 } : SAMPLE_PROFILE,
  questionnaire: questionnaireFrom({ company: { id: "sample", fyStartMonth: 4 }, entries, fyParam: fy }),
  entries,
  checklistCompleted: [BRSR_POLICY_DOCUMENTS[0].item, BRSR_POLICY_DOCUMENTS[5].item],
  checklistUpdatedAt: new Date(Date.UTC(2025, 9, 2)),
  kpis: [
    {
      target: {
        metric: M.scope1,
        framework: "BRSR",
        target_value: 3000,
        unit: "tCO2e",
        target_period: "FY 2029-30",
        baseline_value: 6000,
        baseline_period: "FY 2022-23",
      },
      actual_value: 4250.5,
      actual_period: "FY 2024-25",
      progress_percentage: 58.3,
      status: "on_track",
    },
    {
      target: {
        metric: M.waterConsumption,
        framework: "BRSR",
        target_value: 150000,
        unit: "kL",
        target_period: "FY 2027-28",
        baseline_value: null,
        baseline_period: null,
      },
      actual_value: null,
      actual_period: null,
      progress_percentage: null,
      status: "pending",
    },
  ],
  generatedAt: new Date(),
});

const t0 = performance.now();
const { pdf, pageCount } = await renderBrsrPdf(report);
fs.writeFileSync(out, pdf);
console.log(`${out}: ${pageCount} pages, ${entries.length} entries, rendered in ${Math.round(performance.now() - t0)} ms`);
