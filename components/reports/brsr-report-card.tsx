"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FinancialYearSelect } from "@/components/company/financial-year-select";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { CompanyDto } from "@/lib/companies/types";
import { apiBlob, errorMessage, isTimeout } from "@/lib/client/api";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { reportFileName } from "@/lib/reports/brsr/format";

/** SPEC 9: the report request gives up after 60 s. */
const REPORT_TIMEOUT_MS = 60_000;
/** SPEC 9: the download's object URL is released after 10 s. */
const RELEASE_AFTER_MS = 10_000;
// Kept at 120 s, not SPEC 9's 10 s: the new tab loads (and may share) the PDF from this URL after we hand it over.
const RELEASE_AFTER_MS_MOBILE = 120_000;

/** Phones and tablets cannot save a download the desktop way: they get the PDF in a new tab. */
function isMobileDevice(): boolean {
  if (typeof window === "undefined") return false;
  const ua = window.navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
  const touch = "ontouchstart" in window || window.navigator.maxTouchPoints > 0;
  return touch && window.innerWidth < 768;
}

/** The server's choice: the annual report once the year is signed off, the working copy before. */
const DEFAULT_EDITION = "default";

export function BrsrReportCard({
  company,
  header,
}: {
  company: CompanyDto;
  /** The card's heading, rendered by the page on the server (./card-headers.tsx). */
  header?: React.ReactNode;
}) {
  const companyId = company.id;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [edition, setEdition] = useState(DEFAULT_EDITION);
  const years = yearChoicesWith(company.default_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4, 6));
  // The year every screen opens on (the latest with data, else the last ended), named, never guessed by the server.
  const [fy, setFy] = useState(company.default_fy?.id ?? years[1].id);

  async function generate() {
    const mobile = isMobileDevice();
    // Opened inside the click so pop-up blockers let it through; filled once the PDF arrives.
    const tab = mobile ? window.open("", "_blank") : null;
    setBusy(true);
    toast.info("Generating BRSR report... This may take a moment");
    try {
      const params = new URLSearchParams({ fy });
      if (edition !== DEFAULT_EDITION) params.set("edition", edition);
      const blob = await apiBlob(`/generate-brsr-report/${companyId}?${params}`, { timeoutMs: REPORT_TIMEOUT_MS });
      // The dashboard counts the reports generated.
      void refreshCompanyData(queryClient, companyId);
      const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
      if (tab && !tab.closed) {
        tab.location.href = url;
        toast.success("Report opened in new tab! Use browser's share/download option to save.");
        setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS_MOBILE);
      } else {
        // Desktop, or a phone whose tab was blocked or closed: a plain download still gets the file to the user.
        const link = document.createElement("a");
        link.href = url;
        link.download = reportFileName(company.name, fy);
        document.body.appendChild(link);
        link.click();
        link.remove();
        toast.success("Report downloaded! Check your Downloads folder.");
        setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
      }
    } catch (error) {
      tab?.close();
      console.error("Report generation failed:", error);
      toast.error(isTimeout(error) ? "Report generation timed out. Please try again." : errorMessage(error, "Failed to generate report"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="brsr-report-card">
      {header}
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FinancialYearSelect id="brsr-report-fy" value={fy} onChange={setFy} years={years} disabled={busy} />
        <div className="space-y-1.5">
          <Label htmlFor="brsr-report-edition">Edition</Label>
          <NativeSelect
            id="brsr-report-edition"
            data-testid="brsr-report-edition"
            className="w-full sm:w-56"
            value={edition}
            onChange={(event) => setEdition(event.target.value)}
            disabled={busy}
          >
            <option value={DEFAULT_EDITION}>Annual report once signed off</option>
            <option value="annual-report">Annual report (SEBI&apos;s sections only)</option>
            <option value="working">Working copy (with appendices)</option>
          </NativeSelect>
        </div>
        <Button type="button" onClick={generate} disabled={busy} data-testid="generate-brsr-report" className="w-full sm:w-auto">
          {busy ? <Spinner /> : <FileText className="size-4" aria-hidden="true" />}
          {busy ? "Generating Report..." : "Generate BRSR Report PDF"}
        </Button>
      </CardContent>
    </Card>
  );
}
