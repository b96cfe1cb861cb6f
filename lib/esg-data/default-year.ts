import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Company } from "@/db/schema";
import { chooseFiscalYear } from "@/lib/periods/choose";
import { requireFiscalYear } from "@/lib/periods/param";
import type { FiscalYear } from "@/lib/periods/types";
import { latestYearPeriods } from "./source-entries";

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
