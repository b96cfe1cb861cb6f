import fs from "node:fs";
import { BRSR_POLICY_DOCUMENTS } from "@/lib/checklist/industry-checklists";
import { BRSR_METRIC as M } from "@/lib/frameworks";
import { buildBrsrReport, type ReportEntry } from "@/lib/reports/brsr/model";
import { renderBrsrPdf } from "@/lib/reports/brsr/render";

const out = process.argv[2] ?? "/tmp/brsr-sample.pdf";
let n = 0;
const entry = (metric: string, value: string, unit: string, period: string, source = "manual", framework = "BRSR", category = "environmental"): ReportEntry => ({
  id: `e${++n}`,
  framework,
  category,
  metric,
  value,
  numericValue: Number.isFinite(Number(value.replace(/[₹,\s%]/g, ""))) ? Number(value.replace(/[₹,\s%]/g, "")) : null,
  unit,
  period,
  source,
  createdAt: new Date(Date.UTC(2025, 5, n)),
  auditCount: 1 + (n % 3),
});

const full: ReportEntry[] = [
  entry(M.scope1, "4,250.5", "tCO2e", "FY 2024-25"),
  entry(M.scope1, "5,120", "tCO2e", "FY 2023-24", "calculator"),
  entry(M.scope2, "1,23,456.75", "tCO2e", "FY 2024-25", "extraction"),
  entry(M.scope2, "1,31,002", "tCO2e", "FY 2023-24", "extraction"),
  entry(M.energyTotal, "8,40,000", "GJ", "FY 2024-25", "calculator"),
  entry(M.waterConsumption, "2,15,300", "kL", "FY 2024-25"),
  entry(M.wasteGenerated, "1,240.6", "tonnes", "FY 2024-25", "calculator"),
  entry(M.ltifr, "0.42", "per million person-hours", "FY 2024-25", "manual", "BRSR", "social"),
  entry(M.fatalities, "0", "count", "FY 2024-25", "manual", "BRSR", "social"),
  entry(M.femaleWages, "18.5%", "", "FY 2024-25", "manual", "BRSR", "social"),
  entry(M.csrSpend, "₹ 5,00,000", "", "FY 2024-25", "manual", "BRSR", "social"),
  entry(M.revenue, "12,450", "₹ crore", "FY 2024-25", "extraction", "BRSR", "governance"),
  entry(M.employees, "3,412", "count", "FY 2024-25", "manual", "BRSR", "social"),
  entry(M.dataBreaches, "0", "count", "FY 2024-25", "manual", "BRSR", "governance"),
  entry("Saplings planted at the Chakan plant", "1200", "trees", "FY 2024-25", "manual", "GRI"),
  entry("Community health camps held across Pune and Nashik districts for contract workers and their families", "14", "camps", "FY 2024-25", "manual", "GRI", "social"),
];

// SAMPLE=small: the five entries of the integration test, to check page breaks on a short report.
const entries = process.env.SAMPLE === "small" ? [full[0], full[1], full[2], full[10], full[14]] : full;

const report = buildBrsrReport({
  company: {
    name: "Sahyadri Steel Works Ltd",
    industry: "Manufacturing",
    location: "Pune, Maharashtra",
    size: "1000+",
    description: "Cold-rolled steel coils and galvanised sheets for the automotive industry",
    frameworks: ["BRSR", "GRI"],
  },
  entries,
  checklistCompleted: [BRSR_POLICY_DOCUMENTS[0].item, BRSR_POLICY_DOCUMENTS[5].item],
  checklistUpdatedAt: new Date(Date.UTC(2025, 9, 2)),
  kpis: [
    {
      target: { metric: M.scope1, framework: "BRSR", target_value: 3000, unit: "tCO2e", target_period: "FY 2029-30", baseline_value: 6000, baseline_period: "FY 2022-23" },
      actual_value: 4250.5,
      actual_period: "FY 2024-25",
      progress_percentage: 58.3,
      status: "on_track",
    },
    {
      target: { metric: M.waterConsumption, framework: "BRSR", target_value: 150000, unit: "kL", target_period: "FY 2027-28", baseline_value: null, baseline_period: null },
      actual_value: null,
      actual_period: null,
      progress_percentage: null,
      status: "pending",
    },
  ],
  generatedAt: new Date(),
});

const { pdf, pageCount } = await renderBrsrPdf(report);
fs.writeFileSync(out, pdf);
console.log(`${out}: ${pageCount} pages`);
