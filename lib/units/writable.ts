import "server-only";
import type { DbOrTx } from "@/db/client";
import type { ReportingUnit } from "@/db/schema";
import { unprocessable } from "@/lib/errors";
import { getCompanyProfile } from "@/lib/companies/profile";
import { fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { activeIn, inBoundary, type Boundary } from "./rules";
import { getUnit } from "./service";

/** What a figure's `unit_id` is checked against: one financial year's id ('2024-25'), or a period's text read on the company's year. */
export type UnitYear = { fyId: string } | { period: string; fyStartMonth: number };

/**
 * The reporting unit a figure is written for, checked once for every writer (data entry,
 * calculator saves, imports, extraction acceptance, questionnaire cells): the company's (else 404,
 * as for a unit that does not exist), not archived, and inside the year's boundary (the Entity
 * Profile's standalone or consolidated boundary, and the unit active that year) — else 422 naming
 * why. Who may write is the route's roles (editors; a contributor writes only through their request).
 */
export async function writableUnit({
  db,
  companyId,
  unitId,
  year,
  field = "unit_id",
}: {
  db: DbOrTx;
  companyId: string;
  unitId: string;
  year: UnitYear;
  field?: string;
}): Promise<ReportingUnit> {
  const unit = await getUnit(db, companyId, unitId);
  if (unit.archivedAt) throw unprocessable(`${field}: ${unit.name} is archived; its figures cannot change`);
  const fyId = "fyId" in year ? year.fyId : fiscalYearOfPeriod(readPeriod(year.period, { fyStartMonth: year.fyStartMonth }), year.fyStartMonth)?.id;
  if (!fyId) throw unprocessable(`${field}: a unit's figure needs a period inside one financial year`);
  const shape = { inStandalone: unit.inStandalone, inConsolidated: unit.inConsolidated, activeFromFy: unit.activeFromFy, activeToFy: unit.activeToFy };
  if (!activeIn(shape, fyId)) throw unprocessable(`${field}: ${unit.name} is not active in FY ${fyId}`);
  const boundary = await yearBoundary(db, companyId);
  if (!inBoundary(shape, boundary, fyId)) throw unprocessable(`${field}: ${unit.name} is outside the company's ${boundary} reporting boundary`);
  return unit;
}

/** The boundary the company reports on (the Entity Profile's; standalone when not given), as the roll-up reads it. */
export async function yearBoundary(db: DbOrTx, companyId: string): Promise<Boundary> {
  const { profile } = await getCompanyProfile({ companyId, db });
  return profile.reporting_boundary === "consolidated" ? "consolidated" : "standalone";
}
