import "server-only";
import { getDb } from "@/db/client";
import { pdfExtractions, type Company, type User } from "@/db/schema";
import { getAiModel, OFFLINE_ENGINE } from "@/lib/ai/provider";
import { writeAudit } from "@/lib/audit";
import { createEntry } from "@/lib/esg-data/service";
import { extractMetricsWithModel } from "./model";
import { extractMetricsOffline } from "./offline";
import { readPdfPages } from "./pdf";
import { extractionNotes, type ExtractionSummary, type SummaryMetric } from "./types";

/** A safe display name: the last path segment, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "report.pdf").slice(0, 200);
}

/**
 * Reads the PDF, finds its metrics (the configured model, else the offline engine), and saves the
 * extraction with every metric as a BRSR data entry through the audited path, all in one
 * transaction: a failure anywhere leaves nothing half-saved.
 */
export async function extractPdf({
  company,
  user,
  filename,
  bytes,
}: {
  company: Company;
  user: User;
  filename: string;
  bytes: Uint8Array;
}): Promise<ExtractionSummary> {
  const name = cleanFilename(filename);
  const pages = await readPdfPages(bytes);
  const ai = getAiModel();
  // Years are named by the company's own start month, as its entries' periods are read.
  const options = { fyStartMonth: company.fyStartMonth };
  const found = ai ? await extractMetricsWithModel(ai, pages, options) : extractMetricsOffline(pages, options);
  const engine = ai ? ai.name : OFFLINE_ENGINE;
  const metrics = found.map((m) => ({ ...m, notes: extractionNotes(m, name) }));

  const db = await getDb();
  return db.transaction(async (tx) => {
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
      const entry = await createEntry({
        db: tx,
        companyId: company.id,
        actorId: user.id,
        data: { framework: "BRSR", category: m.category, metric: m.metric, value: m.value, unit: m.unit, period: m.period, notes: m.notes },
        source: "extraction",
        extractionId: row.id,
      });
      saved.push({ category: m.category, metric: entry.metric, value: m.value, unit: m.unit, period: m.period, notes: m.notes, page: m.page, entry_id: entry.id });
    }
    return {
      id: row.id,
      filename: name,
      extracted_count: saved.length,
      page_count: pages.length,
      engine,
      metrics: saved,
      created_at: row.createdAt.toISOString(),
    };
  });
}
