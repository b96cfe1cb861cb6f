"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Main } from "@/components/main";
import { api } from "@/lib/client/api";
import { formatLongDate } from "@/lib/format";
import type { RequestDto } from "@/lib/requests/types";
import { RequestStateBadge } from "./state-badge";

/** /requests: the data requests addressed to the signed-in user, in every company. */
export function MyRequests() {
  const query = useQuery({
    queryKey: ["my-requests"],
    queryFn: () => api<(RequestDto & { company_name: string })[]>("/requests"),
    meta: { errorMessage: "Failed to load data" },
  });
  return (
    <Main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight">My data requests</h1>
      {query.isPending ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : query.isError ? (
        <p className="text-destructive">Failed to load data</p>
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-requests">
          No requests are addressed to you.
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="my-requests">
          {query.data.map((r) => (
            <li key={r.id}>
              <Link href={`/requests/${r.id}`} className="hover:bg-muted/50 flex flex-wrap items-center gap-2 rounded-md border p-3">
                <span className="font-medium">
                  {r.unit.name}: FY {r.fy}
                </span>
                <RequestStateBadge state={r.state} />
                <span className="text-muted-foreground text-sm">
                  {r.company_name} · due {formatLongDate(r.due_date)} · {r.percent_complete}%
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Main>
  );
}
