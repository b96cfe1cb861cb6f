import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { esgDataEntries, type Company } from "@/db/schema";
import { chooseFiscalYear } from "@/lib/periods/choose";
import { requireFiscalYear } from "@/lib/periods/param";
import type { FiscalYear } from "@/lib/periods/types";

/**
 * The year every screen and export opens on when none is asked for: the latest financial year the
 * company's figures cover, else the last one that has ended (the one a company files for). The
 * calculator, questionnaire, report and assurance pack once each chose their own.
 */
export async function defaultFiscalYear(db: DbOrTx, company: Pick<Company, "id" | "fyStartMonth">, now?: Date): Promise<FiscalYear> {
  const periods = await latestYearPeriods(db, company.id);
  return chooseFiscalYear({ entries: periods.map((period) => ({ period })), fyStartMonth: company.fyStartMonth, now });
}

/** The year a request names (`?fy=`, 422 when it does not read as one), else the default year. */
export async function askedOrDefaultYear(db: DbOrTx, company: Pick<Company, "id" | "fyStartMonth">, fyParam: string | undefined): Promise<FiscalYear> {
  return fyParam ? requireFiscalYear(fyParam, company.fyStartMonth) : defaultFiscalYear(db, company);
}

/**
 * The periods that decide the latest financial year a company's entries cover wholly: the one
 * entry of kind 'fy' that ends last, and every distinct period not read yet (lib/esg-data/source-entries.ts) — a few
 * texts, however many entries.
 */
export async function latestYearPeriods(db: DbOrTx, companyId: string): Promise<string[]> {
  const [latest, unread] = await Promise.all([
    db
      .select({ period: esgDataEntries.period })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), eq(esgDataEntries.periodKind, "fy")))
      .orderBy(desc(esgDataEntries.periodEnd))
      .limit(1),
    db
      .selectDistinct({ period: esgDataEntries.period })
      .from(esgDataEntries)
      .where(and(eq(esgDataEntries.companyId, companyId), eq(esgDataEntries.periodKind, "unparsed"))),
  ]);
  return [...latest, ...unread].map((r) => r.period);
}
