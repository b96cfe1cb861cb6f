"use client";

import { MessageSquareWarning } from "lucide-react";
import { LoadFailed } from "@/components/load-failed";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { formatCount, formatDateTime } from "@/lib/format";
import { EvidenceButton, type EvidenceRole } from "./evidence-button";
import { useCompanyEvidenceRequests } from "./queries";

/**
 * The company's open evidence requests (for the dashboard): the figure each is about, who asked
 * and when, the thread's length, and the figure's evidence dialog to answer it.
 */
export function OpenEvidenceRequests({ companyId, role }: { companyId: string; role: EvidenceRole }) {
  const { data, isPending, error, refetch } = useCompanyEvidenceRequests(companyId, "open");
  return (
    <Card className="gap-3" data-testid="open-evidence-requests-list">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageSquareWarning className="size-4" aria-hidden /> Open evidence requests
        </CardTitle>
        <CardDescription>{data?.length ? `${formatCount(data.length)} waiting for evidence` : "What assurers and reviewers have asked for"}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {isPending ? (
          <LoadingState label="Loading requests..." className="py-4" />
        ) : error ? (
          <LoadFailed message="Failed to load the evidence requests" onRetry={() => void refetch()} className="justify-start py-2" />
        ) : data.length === 0 ? (
          <p className="text-muted-foreground">No open evidence requests.</p>
        ) : (
          <ul className="divide-y">
            {data.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2" data-testid="open-evidence-request">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {r.entry.metric} <span className="text-muted-foreground font-normal">· {r.entry.period}</span>
                  </p>
                  <p className="text-muted-foreground text-xs">
                    {r.raised_by?.full_name || r.raised_by?.email || "a removed user"} · {formatDateTime(r.created_at)} · {formatCount(r.comment_count)}{" "}
                    {r.comment_count === 1 ? "comment" : "comments"}
                  </p>
                </div>
                <EvidenceButton entryId={r.entry.id} companyId={companyId} role={role} label={`${r.entry.metric} · ${r.entry.period}`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
