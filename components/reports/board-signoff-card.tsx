"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Download } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FinancialYearSelect } from "@/components/company/financial-year-select";
import { LoadingState } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/client/api";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import { toast } from "@/lib/client/toast";
import { formatCount, formatDateTime, formatLongDate, formatNumber } from "@/lib/format";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { SignoffDto } from "@/lib/signoffs/types";
import type { SignoffFormValues } from "./board-signoff-form";

type Readiness = {
  fy: { id: string; label: string };
  ready: boolean;
  counts: { missing: number; core: number; identity: number; profile: number; unapproved_core: number };
  items: { key: string; message: string }[];
  unapproved_core: { key: string; message: string }[];
  /** BRSR Core assessment or assurance for the year (the market-capitalisation band): reminders, never blocking. */
  reminders?: string[];
  /** The year's BRSR and Core completeness, as the dashboard, questionnaire and insights give it. */
  completeness?: { frameworks: Record<string, Coverage | undefined>; core: Coverage | null } | null;
};
type Coverage = { reported: number; total: number; percentage: number };

const LATEST = "latest";

/** The sign-off form (react-hook-form and the shared zod schema) comes only when a year can be signed: most visits only read the state. */
const BoardSignoffForm = dynamic(() => import("./board-signoff-form").then((m) => m.BoardSignoffForm), {
  ssr: false,
  loading: () => <LoadingState label="Loading..." />,
});

/**
 * The board's approval of a year's BRSR: what still stands in the way (unapproved Core figures,
 * unanswered Essential indicators), the form an owner fills from the board's resolution, and the
 * versions signed, each with its frozen PDF and SHA-256.
 */
export function BoardSignoffCard({
  companyId,
  fyStartMonth = 4,
  canSign,
  header,
}: {
  companyId: string;
  fyStartMonth?: number;
  canSign: boolean;
  /** The card's heading, rendered by the page on the server (./card-headers.tsx). */
  header?: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const years = financialYearChoices(new Date(), fyStartMonth, 6);
  // Until one is picked, the year the server reports on by default: the latest with data.
  const [picked, setPicked] = useState<string | null>(null);
  const keys = companyKeys(companyId);
  const readiness = useQuery({
    queryKey: keys.signoffReadiness(picked ?? LATEST),
    queryFn: () => api<Readiness>(`/brsr/${companyId}/readiness${picked ? `?fy=${encodeURIComponent(picked)}` : ""}`),
    meta: { errorMessage: "Failed to load data" },
  });
  const fy = picked ?? readiness.data?.fy.id ?? null;
  const versions = useQuery({
    queryKey: keys.signoffs(fy ?? LATEST),
    queryFn: () => api<SignoffDto[]>(`/companies/${companyId}/signoffs?fy=${encodeURIComponent(fy!)}`),
    enabled: fy !== null,
    meta: { errorMessage: "Failed to load data" },
  });
  const choices = yearChoicesWith(readiness.data?.fy, years, { at: "start" });
  const sign = useMutation({
    mutationFn: (values: SignoffFormValues) => api<SignoffDto>(`/companies/${companyId}/signoffs`, { method: "POST", body: { ...values, fy } }),
    onSuccess: (signed) => {
      toast.success(`${signed.label} signed off: version ${signed.version}`);
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to sign off")),
  });

  const current = versions.data?.find((v) => v.current);
  const r = readiness.data;
  const open = r ? r.items.length + r.unapproved_core.length : 0;

  return (
    <Card data-testid="board-signoff-card">
      {header}
      <CardContent className="space-y-4">
        <FinancialYearSelect id="signoff-fy" value={fy} onChange={setPicked} years={choices} disabled={sign.isPending || fy === null} />

        {readiness.isPending || versions.isPending ? (
          <LoadingState label="Loading..." />
        ) : readiness.isError || versions.isError ? (
          <p className="text-destructive text-sm">The sign-off state could not be loaded.</p>
        ) : current ? (
          <p className="flex items-center gap-2 text-sm" data-testid="signoff-status">
            <BadgeCheck className="size-4 text-emerald-600" aria-hidden />
            Signed off: version {current.version}, approved on {formatLongDate(new Date(`${current.approval_date}T00:00:00Z`))}. Reopen the year on the
            dashboard to change it.
          </p>
        ) : r && !r.ready ? (
          <div className="space-y-1 text-sm" data-testid="signoff-status">
            <p className="font-medium">Not ready to sign off: {formatCount(open)} open</p>
            <ul className="text-muted-foreground list-disc space-y-0.5 pl-5">
              {r.unapproved_core.length ? <li>{formatCount(r.unapproved_core.length)} BRSR Core figures not approved</li> : null}
              {r.counts.missing ? <li>{formatCount(r.counts.missing)} Essential indicators not answered</li> : null}
              {r.counts.core ? <li>{formatCount(r.counts.core)} BRSR Core figures not disclosed</li> : null}
              {r.counts.identity ? <li>{formatCount(r.counts.identity)} figures that do not agree</li> : null}
              {r.counts.profile ? <li>{formatCount(r.counts.profile)} Entity Profile answers missing</li> : null}
            </ul>
          </div>
        ) : (
          <div className="space-y-1 text-sm">
            <p data-testid="signoff-status">Ready to sign off.</p>
            {r?.counts.identity ? (
              <p className="text-muted-foreground" data-testid="signoff-flags">
                {formatCount(r.counts.identity)} {r.counts.identity === 1 ? "figure does" : "figures do"} not agree with others: look at them in the
                questionnaire&apos;s readiness list before signing.
              </p>
            ) : null}
          </div>
        )}

        {r?.completeness?.frameworks.BRSR ? (
          <p className="text-muted-foreground text-xs" data-testid="signoff-completeness">
            {r.fy.label}: BRSR completeness {formatCount(r.completeness.frameworks.BRSR.reported)} of {formatCount(r.completeness.frameworks.BRSR.total)}{" "}
            metrics ({formatNumber(r.completeness.frameworks.BRSR.percentage, 1)}%)
            {r.completeness.core ? ` · Core ${formatCount(r.completeness.core.reported)} of ${formatCount(r.completeness.core.total)}` : ""}
          </p>
        ) : null}

        {!current && r?.reminders?.length ? (
          <ul className="text-muted-foreground list-disc space-y-0.5 pl-5 text-sm" data-testid="signoff-reminders">
            {r.reminders.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}

        {canSign && r?.ready && versions.isSuccess && !current ? (
          <BoardSignoffForm pending={sign.isPending} onSign={(values) => sign.mutateAsync(values)} />
        ) : null}

        {versions.data?.length ? (
          <div className="space-y-2" data-testid="signoff-versions">
            <h3 className="text-sm font-semibold">Signed versions</h3>
            <ul className="divide-y rounded-md border text-sm">
              {versions.data.map((v) => (
                <li key={v.id} className="space-y-1 p-3" data-testid={`signoff-version-${v.version}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">Version {v.version}</span>
                    {v.current ? <Badge variant="secondary">Current</Badge> : <Badge variant="outline">Superseded</Badge>}
                    <span className="text-muted-foreground">
                      {v.approved_by}, {v.designation} (DIN {v.din}) · signed {formatDateTime(v.signed_at)}
                    </span>
                  </div>
                  {v.reopen_reason ? <p className="text-muted-foreground">Reopened because: {v.reopen_reason}</p> : null}
                  {v.artifacts.map((a) => (
                    <div key={a.kind} className="flex flex-wrap items-center gap-2">
                      <Button asChild variant="outline" size="sm">
                        <a href={a.url} download data-testid={`signoff-download-${v.version}-${a.kind}`}>
                          <Download className="size-4" aria-hidden="true" /> {a.kind === "report.pdf" ? "Annual report PDF" : "XBRL instance"}
                        </a>
                      </Button>
                      <code
                        className="text-muted-foreground break-all text-xs"
                        title="SHA-256 of the frozen file"
                        data-testid={`signoff-sha-${v.version}-${a.kind}`}
                      >
                        SHA-256 {a.sha256}
                      </code>
                    </div>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
