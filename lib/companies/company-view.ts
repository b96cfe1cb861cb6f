import "server-only";
import type { Company } from "@/db/schema";
import { getDb } from "@/db/client";
import type { CompanyRole } from "./roles";
import { defaultFiscalYear } from "./default-year";
import { listYearLocks } from "./locks";
import { companyDto } from "./service";
import type { CompanyDetailDto } from "./types";

/** One company as GET /api/companies/{id} answers it and every company screen starts from: its frameworks in saved order, the caller's role, its default financial year and its locked years. */
export async function companyView({ company, role }: { company: Company; role: CompanyRole | null }): Promise<CompanyDetailDto> {
  const db = await getDb();
  const [dto, fy, locks] = await Promise.all([companyDto({ company, db }), defaultFiscalYear(db, company), listYearLocks(company)]);
  return { ...dto, role, default_fy: { id: fy.id, label: fy.label }, locked_years: locks.map((l) => l.fy) };
}
