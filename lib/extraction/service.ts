import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { pdfExtractions, type Company, type User } from "@/db/schema";
import { getAiModel, OFFLINE_ENGINE } from "@/lib/ai/provider";
import { writeAudit } from "@/lib/audit";
import { extractMetricsWithModel } from "./model";
import { extractMetricsOffline } from "./offline";
import { ApiError } from "@/lib/errors";
import { hasTextLayer, PDF_ERRORS, readPdfLayouts } from "./pdf";
import { extractionView, proposalsFrom, type StoredProposal } from "./review";
import type { ExtractionSummary } from "./types";

/** A safe display name: the last path segment, no control characters, at most 200 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "report.pdf").slice(0, 200);
}

/** The SHA-256 of a file's bytes, hex: the same file uploaded twice has the same one, whatever its name. */
export function fileSha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The company's extraction of this very file, if there is one. */
async function earlierExtraction(db: DbOrTx, companyId: string, sha256: string) {
  const [earlier] = await db
    .select()
    .from(pdfExtractions)
    .where(and(eq(pdfExtractions.companyId, companyId), eq(pdfExtractions.fileSha256, sha256)))
    .orderBy(desc(pdfExtractions.createdAt))
    .limit(1);
  return earlier;
}

/**
 * The company's earlier extraction of this very file, as the upload answers it again (200,
 * `duplicate_upload`), or null: a large upload seen before is answered at once, not queued.
 */
export async function earlierSummary({ companyId, bytes }: { companyId: string; bytes: Uint8Array }): Promise<ExtractionSummary | null> {
  const db = await getDb();
  const known = await earlierExtraction(db, companyId, fileSha256(bytes));
  return known ? extractionView(db, known, { duplicate_upload: true }) : null;
}

/**
 * The review-queue row holding a reading's proposals: one per upload, whichever reader made them
 * (the extraction engine here, a filed BRSR's XBRL or PDF reader in lib/filings).
 */
export async function insertProposals(
  tx: DbOrTx,
  v: { companyId: string; userId: string; filename: string; sha256: string; pageCount: number; engine: string; proposals: StoredProposal[] },
) {
  const [row] = await tx
    .insert(pdfExtractions)
    .values({
      companyId: v.companyId,
      filename: v.filename,
      pageCount: v.pageCount,
      extractedCount: v.proposals.length,
      engine: v.engine,
      metrics: v.proposals,
      createdBy: v.userId,
      fileSha256: v.sha256,
    })
    .returning();
  return row;
}

/**
 * Reads the PDF, finds its metrics (the configured model, else the offline engine) and records
 * an extraction holding them as proposals (lib/extraction/review.ts): nothing is written to the
 * company's entries until a user accepts (decisions D21). The same file (same SHA-256) uploaded
 * again for the company is recognised: the earlier extraction is answered, flagged
 * `duplicate_upload`, and no second set of proposals is made (`created: false`).
 */
export async function extractPdf({
  company,
  user,
  filename,
  bytes,
  onStage,
}: {
  company: Company;
  user: User;
  filename: string;
  bytes: Uint8Array;
  /** The job queue's progress (lib/jobs/long-work.ts): a stage in words and a percentage. */
  onStage?: (stage: string, progress: number) => Promise<void>;
}): Promise<{ summary: ExtractionSummary; created: boolean }> {
  const name = cleanFilename(filename);
  const sha256 = fileSha256(bytes);
  const db = await getDb();
  const known = await earlierExtraction(db, company.id, sha256);
  if (known) return { summary: await extractionView(db, known, { duplicate_upload: true }), created: false };
  await onStage?.("Reading the pages", 15);
  const { pages, layouts } = await readPdfLayouts(bytes);
  if (!hasTextLayer(pages)) throw new ApiError(422, PDF_ERRORS.noText);
  const ai = getAiModel();
  await onStage?.(`Finding the metrics on ${pages.length} ${pages.length === 1 ? "page" : "pages"}`, 30);
  // Years are named by the company's own start month, as its entries' periods are read.
  const options = { fyStartMonth: company.fyStartMonth, layouts };
  // Through a model, page by page: 30–85% as the pages are answered.
  const onPage = onStage ? (done: number, total: number) => onStage(`Read ${done} of ${total} pages`, 30 + Math.floor((55 * done) / total)) : undefined;
  const found = ai ? await extractMetricsWithModel(ai, pages, { ...options, onPage }) : extractMetricsOffline(pages, options);
  const engine = ai ? ai.name : OFFLINE_ENGINE;
  const proposals = proposalsFrom(found);
  await onStage?.(`Writing ${proposals.length} ${proposals.length === 1 ? "proposal" : "proposals"}`, 90);

  return db.transaction(async (tx) => {
    // The same file uploaded twice at once: the second waits here and then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pdf|${company.id}|${sha256}`}, 0))`);
    const first = await earlierExtraction(tx, company.id, sha256);
    if (first) return { summary: await extractionView(tx, first, { duplicate_upload: true }), created: false };
    const row = await insertProposals(tx, { companyId: company.id, userId: user.id, filename: name, sha256, pageCount: pages.length, engine, proposals });
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: "pdf_extraction",
      entityId: row.id,
      action: "create",
      newValue: { filename: name, page_count: pages.length, extracted_count: proposals.length, engine, file_sha256: sha256 },
    });
    return { summary: await extractionView(tx, row, { duplicate_upload: false }), created: true };
  });
}
