"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Main } from "@/components/main";
import { PageMessage } from "@/components/page-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiClientError } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { toast } from "@/lib/client/toast";
import { formatFigureNumber, formatLongDate } from "@/lib/format";
import type { RequestViewDto } from "@/lib/requests/types";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { attributedFigure } from "@/lib/requests/attribution";
import { RequestStateBadge } from "./state-badge";

const requestKey = (id: string) => ["data-request", id] as const;

/**
 * /requests/{id}: the cells a request asks for, each with its question, unit and last year's
 * figure; the assignee saves drafts and submits, a reviewer approves or returns it with a comment.
 */
export function RequestScreen({ requestId }: { requestId: string }) {
  const query = useQuery({
    queryKey: requestKey(requestId),
    queryFn: () => api<RequestViewDto>(`/requests/${requestId}`),
    retry: false,
    meta: { errorMessage: "Failed to load data", quietStatuses: [404] },
  });
  if (query.isPending) {
    return (
      <Main className="mx-auto w-full max-w-3xl px-4 py-6">
        <p className="text-muted-foreground" data-testid="request-loading">
          Loading...
        </p>
      </Main>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiClientError && query.error.status === 404;
    return missing ? (
      <PageMessage title="Request Not Found" description="This request does not exist, or it is not addressed to you." />
    ) : (
      <PageMessage title="Failed to load data" description="Please check your connection and try again." />
    );
  }
  return <RequestForm request={query.data} />;
}

function RequestForm({ request }: { request: RequestViewDto }) {
  const queryClient = useQueryClient();
  // What the user typed over the saved figures; a saved answer clears it.
  const [edits, setEdits] = useState<Record<string, string>>({});
  // A value-chain partner may give a figure as its own total and the share (%) attributable to the company.
  const partner = request.unit.type === PARTNER_UNIT_TYPE;
  const [modes, setModes] = useState<Record<string, "direct" | "share">>({});
  const [parts, setParts] = useState<Record<string, { total: string; share: string }>>({});
  const [comment, setComment] = useState("");
  const modeOf = (c: RequestViewDto["cells_detail"][number]) => modes[c.key] ?? (c.attribution ? "share" : "direct");
  const partOf = (c: RequestViewDto["cells_detail"][number]) => parts[c.key] ?? c.attribution ?? { total: "", share: "" };
  const values: Record<string, string> = Object.fromEntries(request.cells_detail.map((c) => [c.key, edits[c.key] ?? c.value ?? ""]));
  const changed = request.cells_detail.filter((c) => {
    if (modeOf(c) === "share") {
      const p = partOf(c);
      return p.total.trim() !== "" && p.share.trim() !== "" && (p.total !== c.attribution?.total || p.share !== c.attribution?.share);
    }
    return values[c.key] !== (c.value ?? "") && values[c.key].trim() !== "";
  });
  const body = () => ({
    cells: changed.map((c) =>
      modeOf(c) === "share" ? { key: c.key, total: partOf(c).total.trim(), share: partOf(c).share.trim() } : { key: c.key, value: values[c.key].trim() },
    ),
  });
  const refresh = (data: RequestViewDto) => {
    queryClient.setQueryData(requestKey(request.id), data);
    setEdits({});
    setParts({});
    setModes({});
  };

  const save = useMutation({
    mutationFn: async () => {
      await api(`/requests/${request.id}/cells`, { method: "PUT", body: body() });
      return api<RequestViewDto>(`/requests/${request.id}`);
    },
    onSuccess: (data) => {
      refresh(data);
      toast.success("Draft saved");
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const act = useMutation({
    mutationFn: async (action: "submit" | "approve" | "return") => {
      if (action === "submit" && changed.length) {
        await api(`/requests/${request.id}/cells`, { method: "PUT", body: body() });
      }
      return api<RequestViewDto>(`/requests/${request.id}/${action}`, { method: "POST", body: action === "return" ? { comment } : {} });
    },
    onSuccess: (data, action) => {
      refresh(data);
      toast.success(action === "submit" ? "Submitted for review" : action === "approve" ? "Request approved" : "Request returned");
    },
    onError: (e) => failureToast(e, "Failed to save data"),
  });
  const busy = save.isPending || act.isPending;

  return (
    <Main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <header className="space-y-2">
        <Link href="/requests" className="text-muted-foreground text-sm underline-offset-4 hover:underline">
          My requests
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight break-words" data-testid="request-title">
          {request.unit.name}: FY {request.fy}
        </h1>
        <p className="text-muted-foreground text-sm">
          {request.company_name} asks for {request.cells.length} figures, due {formatLongDate(request.due_date)}.
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <RequestStateBadge state={request.state} />
          <span data-testid="request-progress">
            {request.filled} of {request.cells.length} filled ({request.percent_complete}%)
          </span>
        </div>
        {request.message ? <p className="rounded-md border p-3 text-sm">{request.message}</p> : null}
        {request.return_comment && request.state !== "approved" ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950" data-testid="return-comment">
            Returned: {request.return_comment}
          </p>
        ) : null}
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Figures</h2>
          </CardTitle>
          <CardDescription>{request.can_fill ? "Save a draft at any time; submit when every figure you have is in." : "Read only."}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4" data-testid="request-cells">
            {request.cells_detail.map((c) => (
              <li key={c.key} className="grid gap-1.5 border-b pb-4 last:border-b-0" data-cell={c.key}>
                <p className="text-muted-foreground text-xs">{c.question}</p>
                <Label htmlFor={`cell-${c.key}`} className="leading-snug">
                  {c.row}
                  {c.column && c.column !== "Value" ? ` — ${c.column}` : ""}
                  {c.unit ? ` (${c.unit})` : ""}
                </Label>
                {partner && c.type === "number" ? (
                  <div className="flex flex-wrap gap-3 text-sm" role="radiogroup" aria-label={`How ${c.row} is given`}>
                    {(["direct", "share"] as const).map((m) => (
                      <label key={m} className="flex items-center gap-1.5">
                        <input
                          type="radio"
                          name={`mode-${c.key}`}
                          checked={modeOf(c) === m}
                          disabled={!request.can_fill || busy}
                          onChange={() => setModes((v) => ({ ...v, [c.key]: m }))}
                          data-testid={`mode-${m}-${c.key}`}
                        />
                        {m === "direct" ? "Attributed figure" : "Our total and the share (%)"}
                      </label>
                    ))}
                  </div>
                ) : null}
                {partner && c.type === "number" && modeOf(c) === "share" ? (
                  <ShareInputs
                    cellKey={c.key}
                    unit={c.unit}
                    value={partOf(c)}
                    disabled={!request.can_fill || busy}
                    onChange={(p) => setParts((v) => ({ ...v, [c.key]: p }))}
                  />
                ) : (
                  <div className="flex items-center gap-2">
                    <Input
                      id={`cell-${c.key}`}
                      inputMode={c.type === "number" ? "decimal" : undefined}
                      value={values[c.key] ?? ""}
                      onChange={(e) => setEdits((v) => ({ ...v, [c.key]: e.target.value }))}
                      disabled={!request.can_fill || busy}
                      className="max-w-xs"
                    />
                    {c.unit ? <span className="text-muted-foreground text-sm">{c.entered_unit || c.unit}</span> : null}
                  </div>
                )}
                <p className="text-muted-foreground text-xs">Last year: {c.last_year ?? "not reported"}</p>
              </li>
            ))}
          </ol>
          {request.can_fill ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy || changed.length === 0} onClick={() => save.mutate()} data-testid="save-draft">
                {save.isPending ? "Saving..." : "Save draft"}
              </Button>
              <Button disabled={busy || (request.filled === 0 && changed.length === 0)} onClick={() => act.mutate("submit")} data-testid="submit-request">
                {act.isPending ? "Submitting..." : "Submit"}
              </Button>
            </div>
          ) : null}
          {request.can_review ? (
            <div className="mt-4 grid gap-2">
              <Button disabled={busy} onClick={() => act.mutate("approve")} data-testid="approve-request" className="w-fit">
                {act.isPending && act.variables === "approve" ? "Approving..." : "Approve"}
              </Button>
              <Label htmlFor="return-comment">Or return it with a comment</Label>
              <Textarea id="return-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
              <Button variant="outline" className="w-fit" disabled={busy || !comment.trim()} onClick={() => act.mutate("return")} data-testid="return-request">
                {act.isPending && act.variables === "return" ? "Returning..." : "Return"}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </Main>
  );
}

/** A partner's own total and the share attributable, with the attributed figure they make (computed as the server does). */
function ShareInputs({
  cellKey,
  unit,
  value,
  disabled,
  onChange,
}: {
  cellKey: string;
  unit: string;
  value: { total: string; share: string };
  disabled: boolean;
  onChange: (v: { total: string; share: string }) => void;
}) {
  const result = value.total.trim() && value.share.trim() ? attributedFigure(value.total, value.share) : null;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor={`total-${cellKey}`} className="text-xs">
          Our total{unit ? ` (${unit})` : ""}
        </Label>
        <Input
          id={`total-${cellKey}`}
          inputMode="decimal"
          value={value.total}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, total: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`share-${cellKey}`} className="text-xs">
          Share attributable to this company (%)
        </Label>
        <Input
          id={`share-${cellKey}`}
          inputMode="decimal"
          value={value.share}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, share: e.target.value })}
        />
      </div>
      <p className="text-sm sm:col-span-2" data-testid={`attributed-${cellKey}`} aria-live="polite">
        {!result ? "Attributed: enter both" : result.ok ? `Attributed: ${formatFigureNumber(Number(result.value))}${unit ? ` ${unit}` : ""}` : result.detail}
      </p>
    </div>
  );
}
