"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { figureEditing } from "@/components/review/roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { useSingleFlight } from "@/lib/client/single-flight";
import { refreshIfStale } from "@/lib/client/stale-answer";
import { toast } from "@/lib/client/toast";
import type { CompanyRole } from "@/lib/auth/access-table";
import type { FigureConflictDto } from "@/lib/esg-data/figure-conflict-types";
import { useFigureConflicts } from "./figure-conflict-query";
import { displayValue, formatDateTime } from "@/lib/format";

/** /figure-conflicts/{companyId}: pick the value of each figure held under several frameworks with different values (decisions D23). */
export function FigureConflictsScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage
      companyId={companyId}
      title="Figure conflicts"
      description="The same figure was stored under several frameworks with different values. Pick the value that is right; it then answers every framework."
    >
      {(company) => <FigureConflicts companyId={company.id} role={company.role} />}
    </CompanyPage>
  );
}

export function FigureConflicts({ companyId, role }: { companyId: string; role?: CompanyRole | null }) {
  const conflicts = useFigureConflicts(companyId);
  const editing = figureEditing(role);
  if (conflicts.isPending) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="conflicts-loading">
        Loading...
      </p>
    );
  }
  if (conflicts.isError) return <p className="text-destructive text-sm">Failed to load data</p>;
  const list = conflicts.data.conflicts;
  if (!list.length) {
    return (
      <Card>
        <CardContent>
          <p className="text-sm" data-testid="conflicts-empty">
            No conflicts: every figure has one value for every framework.{" "}
            <Link className="underline" href={`/data-collection/${companyId}`}>
              Back to data collection
            </Link>
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0" data-testid="conflict-list">
      {!editing.canEdit && <p className="text-muted-foreground text-sm">{editing.message}</p>}
      {list.map((c) => (
        <ConflictCard key={c.id} conflict={c} companyId={companyId} canResolve={editing.canEdit} />
      ))}
    </div>
  );
}

function ConflictCard({ conflict, companyId, canResolve }: { conflict: FigureConflictDto; companyId: string; canResolve: boolean }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (entryId: string) => api(`/figure-conflicts/${conflict.id}/resolve`, { method: "POST", body: { entry_id: entryId } }),
    onSuccess: () => {
      const kept = conflict.copies.find((c) => c.id === chosen);
      toast.success(kept ? `Kept ${displayValue(kept.value)} ${kept.unit} for ${conflict.metric}` : "Conflict resolved");
      void refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => {
      failureToast(error, "Failed to save data");
      // Resolved meanwhile (in another tab, or by a colleague): the list is read again, so the card goes.
      refreshIfStale(queryClient, companyId, error);
    },
  });
  const resolveOnce = useSingleFlight(resolve);
  const name = `conflict-${conflict.id}`;
  return (
    <Card data-testid="conflict">
      <CardHeader>
        <CardTitle>
          <h2>{conflict.metric}</h2>
        </CardTitle>
        <CardDescription>
          {conflict.period} · {conflict.copies.length} values
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2" disabled={!canResolve || resolve.isPending}>
          <legend className="sr-only">Value to keep for {conflict.metric}</legend>
          {conflict.copies.map((copy) => (
            <label key={copy.id} className="has-[:checked]:border-primary flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm">
              <input type="radio" name={name} value={copy.id} checked={chosen === copy.id} onChange={() => setChosen(copy.id)} />
              <span className="font-medium tabular-nums">
                {displayValue(copy.value)} {copy.unit}
              </span>
              <Badge variant="outline">{copy.framework}</Badge>
              <span className="text-muted-foreground min-w-0 break-words">{copy.metric}</span>
              <span className="text-muted-foreground">
                {copy.review_state} · {copy.evidence_count === 1 ? "1 file" : `${copy.evidence_count} files`} · changed {formatDateTime(copy.updated_at)}
              </span>
            </label>
          ))}
        </fieldset>
        {canResolve && (
          <div className="mt-3 flex justify-end">
            <Button type="button" disabled={!chosen || resolve.isPending} onClick={() => chosen && resolveOnce(chosen)}>
              {resolve.isPending ? "Keeping..." : "Keep this value"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
