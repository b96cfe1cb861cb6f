"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, ChevronDown, Download, FileDown, Leaf, Lightbulb, Loader2, Users } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { CompanyPage } from "@/components/company/company-page";
import { downloadFile } from "@/components/spreadsheets/download";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Progress } from "@/components/ui/progress";
import { LoadingState } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, industryChecklistKey, refreshCompanyData } from "@/lib/client/query-keys";
import { checklistCsv, checklistFileName } from "@/lib/checklist/export";
import { CHECKLIST_GROUPS, type ChecklistGroup, type IndustryChecklist } from "@/lib/checklist/industry-checklists";
import type { CompanyDto } from "@/lib/companies/types";
import { formatCount, formatDateTime } from "@/lib/format";

type ChecklistProgress = { items_completed: string[]; completion_percentage: number; last_updated: string | null };

const GROUPS: Record<ChecklistGroup, { title: string; icon: typeof Leaf; tone: string }> = {
  environmental: { title: "Environmental", icon: Leaf, tone: "text-emerald-600" },
  social: { title: "Social", icon: Users, tone: "text-sky-600" },
  governance: { title: "Governance", icon: Building2, tone: "text-violet-600" },
};

export function ChecklistScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="ESG Documentation Checklist" description="The documents an assurance provider will ask for, by industry.">
      {(company) => <ChecklistBody company={company} />}
    </CompanyPage>
  );
}

function ChecklistBody({ company }: { company: CompanyDto }) {
  const industry = company.industry || "Other";
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ChecklistGroup | null>("environmental");
  const [pdfBusy, setPdfBusy] = useState(false);
  const checklist = useQuery({
    queryKey: industryChecklistKey(industry),
    queryFn: () => api<IndustryChecklist>(`/industry-checklist/${encodeURIComponent(industry)}`),
    staleTime: Infinity,
    meta: { errorMessage: "Failed to load checklist" },
  });
  const progress = useQuery({
    queryKey: companyKeys(company.id).checklistProgress(),
    queryFn: () => api<ChecklistProgress>(`/checklist-progress/${company.id}`),
    meta: { errorMessage: "Failed to load checklist" },
  });

  const toggle = useMutation({
    mutationFn: (item: string) => api<{ completed: boolean }>(`/checklist-progress/${company.id}/toggle`, { method: "POST", query: { item } }),
    onSuccess: () => refreshCompanyData(queryClient, company.id),
    onError: (error) => {
      console.error("Failed to update checklist:", error);
      failureToast(error, "Failed to update checklist");
    },
  });

  if (checklist.isPending || progress.isPending) return <LoadingState label="Loading checklist..." />;
  if (checklist.error || progress.error) return <p className="text-destructive py-10 text-center text-sm">Failed to load checklist</p>;

  const list = checklist.data;
  const done = new Set(progress.data.items_completed);
  const completed = CHECKLIST_GROUPS.reduce((sum, g) => sum + list.checklist[g].filter((i) => done.has(i)).length, 0);
  const pending = toggle.isPending ? toggle.variables : null;

  const exportPdf = async () => {
    setPdfBusy(true);
    try {
      await downloadFile(`/checklist-progress/${company.id}/pdf`, checklistFileName(company.name, "pdf"));
      toast.success("Checklist PDF downloaded");
    } catch (error) {
      failureToast(error, "Failed to export the checklist as PDF");
    } finally {
      setPdfBusy(false);
    }
  };

  const exportChecklist = () => {
    try {
      // A spreadsheet's CSV: each item a row with its group and whether it is done.
      const text = checklistCsv({
        companyName: company.name,
        checklist: list,
        itemsCompleted: progress.data.items_completed,
        lastUpdated: progress.data.last_updated,
      });
      const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = checklistFileName(company.name);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success("Checklist exported successfully!");
    } catch (error) {
      console.error("Checklist export failed:", error);
      toast.error("Failed to export checklist");
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <CardTitle>Overall Progress</CardTitle>
              <CardDescription>{list.industry} industry checklist</CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={exportChecklist} data-testid="export-checklist">
                <Download className="size-4" /> Export CSV
              </Button>
              <Button variant="outline" onClick={() => void exportPdf()} disabled={pdfBusy} aria-busy={pdfBusy || undefined} data-testid="export-checklist-pdf">
                {pdfBusy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileDown className="size-4" aria-hidden />}
                {pdfBusy ? "Preparing PDF..." : "Export PDF"}
              </Button>
            </div>
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="flex items-baseline gap-3">
              <span className="text-4xl font-semibold" data-testid="checklist-percentage">
                {progress.data.completion_percentage}%
              </span>
              <span className="text-muted-foreground" data-testid="checklist-count">
                {formatCount(completed)} of {formatCount(list.total_items)} items completed
              </span>
            </div>
            <Progress value={progress.data.completion_percentage} aria-label="Checklist completion" />
            <p className="text-muted-foreground text-sm" data-testid="checklist-updated">
              Last updated: {progress.data.last_updated ? formatDateTime(progress.data.last_updated) : "Not yet"}
            </p>
          </CardContent>
        </Card>

        {CHECKLIST_GROUPS.map((group) => {
          const items = list.checklist[group];
          const groupDone = items.filter((i) => done.has(i)).length;
          const { title, icon: Icon, tone } = GROUPS[group];
          const isOpen = open === group;
          return (
            <Card key={group} className="py-0" data-testid={`checklist-${group}`}>
              <Collapsible open={isOpen} onOpenChange={(next) => setOpen(next ? group : null)}>
                <CollapsibleTrigger asChild>
                  <button type="button" className="hover:bg-muted/50 flex w-full items-center justify-between gap-3 rounded-xl px-6 py-4 text-left">
                    <span className="flex items-center gap-3">
                      <Icon className={`size-5 ${tone}`} aria-hidden />
                      <span className="font-semibold">{title}</span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="text-muted-foreground text-sm" data-testid={`checklist-${group}-count`}>
                        {groupDone} of {items.length} completed
                      </span>
                      <ChevronDown className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} aria-hidden />
                    </span>
                  </button>
                </CollapsibleTrigger>
                <CollapsibleContent>
                  <ul className="space-y-1 border-t px-6 py-4">
                    {items.map((item, index) => {
                      const id = `${group}-${index}`;
                      return (
                        <li key={item} className="hover:bg-muted/40 flex items-start gap-3 rounded-md px-2 py-2">
                          <NativeCheckbox
                            id={id}
                            className="mt-0.5"
                            checked={done.has(item)}
                            disabled={pending === item}
                            onChange={() => toggle.mutate(item)}
                          />
                          <label htmlFor={id} className={`cursor-pointer text-sm leading-snug ${done.has(item) ? "text-muted-foreground line-through" : ""}`}>
                            {item}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </CollapsibleContent>
              </Collapsible>
            </Card>
          );
        })}
      </div>

      <Card className="border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/20" data-testid="checklist-tips">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-5 text-amber-600" aria-hidden /> Documentation Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            <li>Documents should typically be within the last 12 months (the reporting financial year).</li>
            <li>Keep source files — bills, meter logs, registers — not only summaries; assurance providers trace figures back to them.</li>
            <li>Board-approved policies (P1–P9) need the approval date and a link to where they are published.</li>
            <li>For BRSR Core, keep the workings for each KPI (emission factors, headcount basis) with the document.</li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
