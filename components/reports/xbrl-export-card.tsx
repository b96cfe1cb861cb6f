"use client";

import { useState } from "react";
import { FinancialYearSelect } from "@/components/company/financial-year-select";
import type { CompanyDto } from "@/lib/companies/types";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import { XbrlPanel } from "./xbrl-panel";

/** The reports page's XBRL export: a year to file (by default the company's default year, as the report card opens on) and the panel. */
export function XbrlExportCard({ company }: { company: Pick<CompanyDto, "id" | "fy_start_month" | "default_fy"> }) {
  const companyId = company.id;
  const years = yearChoicesWith(company.default_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4, 6));
  const [fy, setFy] = useState(company.default_fy?.id ?? years[1].id);
  const label = years.find((y) => y.id === fy)?.label ?? fy;
  return (
    <div className="space-y-2" data-testid="xbrl-export-card">
      <FinancialYearSelect id="xbrl-fy" label="XBRL year" layout="inline" value={fy} onChange={setFy} years={years} />
      <XbrlPanel companyId={companyId} fy={fy} fyLabel={label} />
    </div>
  );
}
