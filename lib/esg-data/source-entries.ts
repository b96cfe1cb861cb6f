import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import type { SourceEntry } from "@/lib/brsr/collect";

/** A company's entries with the fields the questionnaire and the figure checks read (lib/brsr/collect). */
export async function companySourceEntries(db: DbOrTx, companyId: string): Promise<SourceEntry[]> {
  return db
    .select({
      id: esgDataEntries.id,
      framework: esgDataEntries.framework,
      metric: esgDataEntries.metric,
      value: esgDataEntries.value,
      numericValue: esgDataEntries.numericValue,
      unit: esgDataEntries.unit,
      period: esgDataEntries.period,
      notes: esgDataEntries.notes,
      source: esgDataEntries.source,
      createdAt: esgDataEntries.createdAt,
    })
    .from(esgDataEntries)
    .where(eq(esgDataEntries.companyId, companyId));
}
