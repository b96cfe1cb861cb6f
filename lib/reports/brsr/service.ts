import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { reportsGenerated, type Company } from "@/db/schema";
import { currentSignoff } from "./signoff-state";
import { gatherReportInput } from "./data";
import { reportFileName } from "./format";
import { buildBrsrReport, type BoardApproval, type ReportEdition } from "./model";
import { renderBrsrPdf } from "./render";

type GeneratedReport = { pdf: Buffer; pageCount: number; fileName: string; reportId: string; edition: ReportEdition; draft: boolean };

/**
 * The PDF of one edition: read (through `db`, so a sign-off renders what its transaction sees),
 * laid out and rendered. Without an approval every page carries the draft mark.
 */
export async function renderBrsrReport({
  company,
  fyParam,
  edition,
  approval,
  now,
  db,
}: {
  company: Company;
  fyParam?: string;
  /** Default: the annual-report edition for a signed-off year, the working edition otherwise. */
  edition?: ReportEdition;
  /** Default: the year's current sign-off, if any. */
  approval?: BoardApproval | null;
  now: Date;
  db: DbOrTx;
}): Promise<{ pdf: Buffer; pageCount: number; edition: ReportEdition; draft: boolean; fyId: string }> {
  const input = await gatherReportInput({ company, generatedAt: now, fyParam, db });
  const board = approval !== undefined ? approval : await currentSignoff(db, company.id, input.questionnaire.fy.endYear).then((s) => s?.approval ?? null);
  const chosen = edition ?? (board ? "annual-report" : "working");
  const { pdf, pageCount } = await renderBrsrPdf(buildBrsrReport({ ...input, edition: chosen, approval: board }));
  return { pdf, pageCount, edition: chosen, draft: !board, fyId: input.questionnaire.fy.id };
}

/** Builds the company's BRSR PDF for one financial year and records that it was generated (the dashboard counts these). */
export async function generateBrsrReport({
  company,
  userId,
  fyParam,
  edition,
  now = new Date(),
}: {
  company: Company;
  userId: string | null;
  fyParam?: string;
  edition?: ReportEdition;
  now?: Date;
}): Promise<GeneratedReport> {
  const db = await getDb();
  const report = await renderBrsrReport({ company, fyParam, edition, now, db });
  const [row] = await db
    .insert(reportsGenerated)
    .values({ companyId: company.id, kind: "brsr", pageCount: report.pageCount, generatedBy: userId })
    .returning({ id: reportsGenerated.id });
  return { ...report, fileName: reportFileName(company.name, report.fyId), reportId: row.id };
}
