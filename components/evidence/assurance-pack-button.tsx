"use client";

import { PackageCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCompany } from "@/components/company/use-company";

/** The assurance pack's URL: a plain link carries the session cookie and the browser saves the streamed ZIP itself. */
export const assurancePackUrl = (companyId: string, fy?: string | null) =>
  `/api/companies/${companyId}/assurance-pack${fy ? `?fy=${encodeURIComponent(fy)}` : ""}`;

/**
 * 'Assurance pack': downloads the ZIP for the financial year `fy` ('2024-25'; none: the company's
 * default year, which the button names) — the BRSR PDF, the year's evidence files, figures and
 * audit trail as CSV. An export states its year: none is picked behind the user's back.
 */
export function AssurancePackButton({ companyId, fy }: { companyId: string; fy?: string | null }) {
  const company = useCompany(companyId);
  const year = fy ?? company.data?.default_fy?.id ?? null;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={assurancePackUrl(companyId, year)} download data-testid="assurance-pack">
        <PackageCheck className="size-4" aria-hidden />
        {year ? `Assurance pack (FY ${year})` : "Assurance pack"}
      </a>
    </Button>
  );
}
