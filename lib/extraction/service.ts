import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { pdfExtractions, type Company, type User } from "@/db/schema";
import { getAiModel, OFFLINE_ENGINE } from "@/lib/ai/provider";
import { writeAudit } from "@/lib/audit";
import { formatLongDate } from "@/lib/format";
import { ConflictWithBody } from "@/lib/esg-data/conflict";
import { createEntry } from "@/lib/esg-data/service";
import { extractMetricsWithModel } from "./model";
import { extractMetricsOffline } from "./offline";
import { ApiError } from "@/lib/api/errors";
import { hasTextLayer, PDF_ERRORS, readPdfPages } from "./pdf";
import { extractionNotes, type ExtractionSummary, type SummaryMetric } from "./types";

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

/** 409 when the company has already extracted this very file, naming when and what came of it. */
async function refuseRepeat(db: DbOrTx, companyId: string, sha256: string): Promise<void> {
  const [earlier] = await db
    .select()
    .from(pdfExtractions)
    .where(and(eq(pdfExtractions.companyId, companyId), eq(pdfExtractions.fileSha256, sha256)))
    .orderBy(desc(pdfExtractions.createdAt))
    .limit(1);
  if (!earlier) return;
  const count = `${earlier.extractedCount} ${earlier.extractedCount === 1 ? "metric" : "metrics"}`;
  throw new ConflictWithBody(
    `This PDF was already extracted on ${formatLongDate(earlier.createdAt)} (as ${earlier.filename}, ${count} found); its figures are in data collection. To read it again anyway, choose "Extract again".`,
    { extraction: { id: earlier.id, filename: earlier.filename, extracted_count: earlier.extractedCount, created_at: earlier.createdAt.toISOString() } },
  );
}

/**
 * Reads the PDF, finds its metrics (the configured model, else the offline engine), and saves the
 * extraction with every metric as a BRSR data entry through the audited path, all in one
 * transaction: a failure anywhere leaves nothing half-saved. A file the company has extracted
 * before is refused (409) unless `again`; a metric whose period already has a figure is not
 * saved a second time but listed with the entry that holds it.
 */
export async function extractPdf({
  company,
  user,
  filename,
  bytes,
  again = false,
}: {
  company: Company;
  user: User;
  filename: string;
  bytes: Uint8Array;
  again?: boolean;
}): Promise<ExtractionSummary> {
  const name = cleanFilename(filename);
  const sha256 = fileSha256(bytes);
  if (!again) await refuseRepeat(await getDb(), company.id, sha256);
  const pages = await readPdfPages(bytes);
  if (!hasTextLayer(pages)) throw new ApiError(422, PDF_ERRORS.noText);
  const ai = getAiModel();
  // Years are named by the company's own start month, as its entries' periods are read.
  const options = { fyStartMonth: company.fyStartMonth };
  const found = ai ? await extractMetricsWithModel(ai, pages, options) : extractMetricsOffline(pages, options);
  const engine = ai ? ai.name : OFFLINE_ENGINE;
  const metrics = found.map((m) => ({ ...m, notes: extractionNotes(m, name) }));

  const db = await getDb();
  return db.transaction(async (tx) => {
    // The same file uploaded twice at once: the second waits here and then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pdf|${company.id}|${sha256}`}, 0))`);
    if (!again) await refuseRepeat(tx, company.id, sha256);
    const [row] = await tx
      .insert(pdfExtractions)
      .values({
        companyId: company.id,
        filename: name,
        pageCount: pages.length,
        extractedCount: metrics.length,
        engine,
        metrics: metrics.map(({ category, metric, value, unit, period, page, sentence }) => ({ category, metric, value, unit, period, page, sentence })),
        createdBy: user.id,
        fileSha256: sha256,
      })
      .returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: "pdf_extraction",
      entityId: row.id,
      action: "create",
      newValue: { filename: name, page_count: pages.length, extracted_count: metrics.length, engine },
    });
    const saved: SummaryMetric[] = [];
    for (const m of metrics) {
      const found = { category: m.category, value: m.value, unit: m.unit, period: m.period, notes: m.notes, page: m.page };
      try {
        const entry = await createEntry({
          db: tx,
          companyId: company.id,
          actorId: user.id,
          data: { framework: "BRSR", category: m.category, metric: m.metric, value: m.value, unit: m.unit, period: m.period, notes: m.notes },
          source: "extraction",
          extractionId: row.id,
          duplicates: "refuse",
        });
        saved.push({ ...found, metric: entry.metric, entry_id: entry.id });
      } catch (error) {
        // Already recorded (typed, calculated, or found earlier in this file): said, not saved twice.
        if (!(error instanceof ConflictWithBody)) throw error;
        const existing = error.body.existing as { id: string; metric: string };
        saved.push({
          ...found,
          metric: existing.metric,
          entry_id: null,
          existing_entry_id: existing.id,
          conflict: error.detail.replace(/ Update that entry.*$/, ""),
        });
      }
    }
    return {
      id: row.id,
      filename: name,
      extracted_count: saved.length,
      already_recorded: saved.filter((m) => m.existing_entry_id).length,
      page_count: pages.length,
      engine,
      metrics: saved,
      created_at: row.createdAt.toISOString(),
    };
  });
}
