import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Company } from "@/db/schema";
import { getQuestionnaire } from "@/lib/brsr/service";
import { fromQuestionnaire, type XbrlExport } from "./export";

/** The year's BRSR instance of a company (its questionnaire and Entity Profile), validated. */
export async function getXbrlExport({
  company,
  fyParam,
  draft = false,
  db,
}: {
  company: Company;
  fyParam?: string;
  draft?: boolean;
  db?: DbOrTx;
}): Promise<XbrlExport> {
  const q = await getQuestionnaire({ company, fyParam, db });
  return fromQuestionnaire({ questionnaire: q, companyName: company.name, draft });
}
