"use client";

import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { ExtractionListItem } from "@/lib/extraction/types";
import { formatDateTime } from "@/lib/format";

/** The company's past extractions, newest first, with what became of their values; 'Review' opens one. */
export function ExtractionHistory({ companyId, currentId, onOpen }: { companyId: string; currentId: string | null; onOpen: (id: string) => void }) {
  const list = useQuery({
    queryKey: companyKeys(companyId).extractions(),
    queryFn: () => api<ExtractionListItem[]>(`/companies/${companyId}/extractions`),
    meta: { errorMessage: "Failed to load data" },
  });

  return (
    <section className="space-y-2" data-testid="extraction-history" aria-labelledby="extraction-history-title">
      <h3 id="extraction-history-title" className="flex items-center gap-2 text-sm font-medium">
        <History className="size-4" aria-hidden="true" /> Past extractions
      </h3>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading past extractions">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <div className="text-destructive flex flex-wrap items-center gap-2 text-sm" role="alert">
          Failed to load data
          <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : !list.data.length ? (
        <p className="text-muted-foreground text-sm" data-testid="extraction-history-empty">
          No PDFs extracted yet.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {list.data.map((x) => (
            <li key={x.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="extraction-history-item">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{x.filename}</p>
                <p className="text-muted-foreground text-xs">
                  {formatDateTime(x.created_at)}
                  {x.created_by ? ` · ${x.created_by.name}` : ""}
                </p>
                <p className="text-xs" data-testid="extraction-history-counts">
                  {x.counts.proposed} proposed · {x.counts.accepted + x.counts.edited} accepted · {x.counts.rejected} rejected
                </p>
              </div>
              <Button
                type="button"
                size="sm"
                variant={x.id === currentId ? "secondary" : "outline"}
                onClick={() => onOpen(x.id)}
                disabled={x.id === currentId}
                data-testid="open-extraction"
                className="shrink-0"
              >
                {x.id === currentId ? "Open" : "Review"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
