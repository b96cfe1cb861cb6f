import "server-only";
import { getDb } from "@/db/client";
import { reportsGenerated, type Company } from "@/db/schema";
import { gatherReportInput } from "./data";
import { reportFileName } from "./format";
import { buildBrsrReport } from "./model";
import { renderBrsrPdf } from "./render";

type GeneratedReport = { pdf: Buffer; pageCount: number; fileName: string; reportId: string };

/** Builds the company's BRSR PDF for one financial year and records that it was generated (the dashboard counts these). */
export async function generateBrsrReport({
  company,
  userId,
  fyParam,
  now = new Date(),
}: {
  company: Company;
  userId: string | null;
  fyParam?: string;
  now?: Date;
}): Promise<GeneratedReport> {
  const db = await getDb();
  const input = await gatherReportInput({ company, generatedAt: now, fyParam, db });
  const { pdf, pageCount } = await renderBrsrPdf(buildBrsrReport(input));
  const [row] = await db
    .insert(reportsGenerated)
    .values({ companyId: company.id, kind: "brsr", pageCount, generatedBy: userId })
    .returning({ id: reportsGenerated.id });
  return { pdf, pageCount, fileName: reportFileName(company.name, input.questionnaire.fy.id), reportId: row.id };
}
