"use client";

import { useState } from "react";
import { Download, Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { downloadFile, fileBase } from "@/components/spreadsheets/download";
import { failureToast } from "@/lib/client/failure-toast";

/** 'Export data': the whole company as a workbook, or its entries as CSV. */
export function ExportDataButton({ company, defaultOpen = false }: { company: { id: string; name: string }; defaultOpen?: boolean }) {
  const [busy, setBusy] = useState(false);

  async function run(kind: "xlsx" | "csv") {
    setBusy(true);
    try {
      const name = `${fileBase(company.name)}_${kind === "xlsx" ? "ESG_Data" : "ESG_Entries"}.${kind}`;
      await downloadFile(`/companies/${company.id}/export.${kind}`, name);
      toast.success("Export downloaded");
    } catch (error) {
      failureToast(error, "Failed to export data");
    } finally {
      setBusy(false);
    }
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy} data-testid="export-data">
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />}
          {busy ? "Exporting..." : "Export data"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void run("xlsx")} data-testid="export-xlsx">
          Everything (Excel workbook)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run("csv")} data-testid="export-csv">
          Entries (CSV)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
