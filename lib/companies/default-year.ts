import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Company } from "@/db/schema";
import { chooseFiscalYear } from "@/lib/brsr/service";
import { latestYearPeriods } from "@/lib/esg-data/source-entries";
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
