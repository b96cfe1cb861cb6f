"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import { SIDES } from "@/lib/value-chain/rules";
import type { ValueChainDto } from "@/lib/value-chain/types";
import { DisclosureSides } from "./disclosure-sides";

/**
 * The questionnaire's "Value chain" section: read-only, the value-chain module's own disclosure for
 * the year (same query key as /value-chain, so either screen's change refreshes both). Shown once
 * the company has partners with a value that year.
 */
export function QuestionnaireValueChain({ companyId, fy, fyLabel }: { companyId: string; fy: string; fyLabel: string }) {
  const data = useQuery({
    queryKey: companyKeys(companyId).valueChain(fy),
    queryFn: () => api<ValueChainDto>(`/companies/${companyId}/value-chain?fy=${encodeURIComponent(fy)}`),
    meta: { errorMessage: "Failed to load data" },
  });
  const partners = data.data ? SIDES.reduce((n, s) => n + data.data.sides[s].partners.length, 0) : 0;
  return (
    <Card data-testid="questionnaire-value-chain">
      <CardHeader>
        <CardTitle>
          <h2>Value chain</h2>
        </CardTitle>
        <CardDescription>
          BRSR Core of value-chain partners for {fyLabel}, from their answers (read-only;{" "}
          <Link className="underline" href={`/value-chain/${companyId}`}>
            scope and ask partners
          </Link>
          ).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        {data.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : data.isError ? (
          <p className="text-destructive text-sm">Failed to load data</p>
        ) : partners === 0 ? (
          <p className="text-muted-foreground text-sm">No value-chain partners with a value in {fyLabel}.</p>
        ) : (
          <DisclosureSides view={data.data} />
        )}
      </CardContent>
    </Card>
  );
}
