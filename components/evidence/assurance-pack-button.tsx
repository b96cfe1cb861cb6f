"use client";

import { PackageCheck } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The assurance pack's URL: a plain link carries the session cookie and the browser saves the streamed ZIP itself. */
export const assurancePackUrl = (companyId: string, fy?: string | null) =>
  `/api/companies/${companyId}/assurance-pack${fy ? `?fy=${encodeURIComponent(fy)}` : ""}`;

/**
 * 'Assurance pack': downloads the ZIP for the financial year `fy` ('2024-25'; none: the latest
 * year with data) — the BRSR PDF, the year's evidence files, figures and audit trail as CSV.
 */
export function AssurancePackButton({ companyId, fy }: { companyId: string; fy?: string | null }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={assurancePackUrl(companyId, fy)} download data-testid="assurance-pack">
        <PackageCheck className="size-4" aria-hidden />
        {fy ? `Assurance pack (FY ${fy})` : "Assurance pack"}
      </a>
    </Button>
  );
}
