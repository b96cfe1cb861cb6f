"use client";

import Link from "next/link";
import { IdCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { NativeSelect } from "@/components/ui/native-select";
import type { CompanyDto } from "@/lib/companies/types";
import { formatCount, formatNumber } from "@/lib/format";
import { fyOptions, percentOf } from "./model";
import type { Questionnaire } from "./types";

/** Company, financial year, overall progress and the way to the entity profile. */
export function BrsrHeader({
  company,
  data,
  onFyChange,
  disabled,
}: {
  company: CompanyDto;
  data: Questionnaire;
  onFyChange: (fy: string) => void;
  disabled?: boolean;
}) {
  const options = fyOptions(data.fy, data.fy_start_month);
  const shownBeside = data.years.filter((y) => y.slot !== "cy").map((y) => y.label);
  const pct = percentOf(data.progress);
  // Optional: answers from before the profile joined the questionnaire lack it.
  const profile = data.profile_completeness as Questionnaire["profile_completeness"] | undefined;
  // The dashboard's and insights' measure (catalogue metrics held), beside this year's required answers.
  const completeness = data.completeness;
  const brsr = completeness?.frameworks.BRSR;
  return (
    <Card className="gap-4 py-4" data-testid="brsr-header">
      <CardContent className="grid gap-4 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_auto_minmax(16rem,22rem)] lg:items-end">
        <div className="min-w-0 space-y-1">
          <p className="text-lg font-semibold break-words" data-testid="brsr-company">
            {company.name}
          </p>
          <p className="text-muted-foreground text-sm">
            Reporting year {data.fy.label}
            {shownBeside.length ? `, shown with ${shownBeside.join(" and ")} where SEBI asks for them` : ""}
          </p>
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link href={`/profile/${company.id}`} data-testid="brsr-open-profile">
              <IdCard className="size-4" aria-hidden /> Entity Profile (Section A facts)
              {profile ? ` · ${profile.answered}/${profile.total}` : null}
            </Link>
          </Button>
        </div>
        <div className="space-y-1">
          <label htmlFor="brsr-fy" className="text-muted-foreground block text-xs font-medium">
            Financial year
          </label>
          <NativeSelect
            id="brsr-fy"
            data-testid="fy-select"
            className="w-full min-w-44 lg:w-auto"
            value={data.fy.id}
            onChange={(event) => onFyChange(event.target.value)}
            disabled={disabled}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span data-testid="brsr-progress">
              {formatCount(data.progress.answered)} of {formatCount(data.progress.total)} required answers
            </span>
            <span className="text-muted-foreground tabular-nums">{pct}%</span>
          </div>
          <Progress value={pct} aria-label="Required answers given" />
          {brsr ? (
            <p className="text-muted-foreground text-xs" data-testid="brsr-completeness">
              BRSR completeness {formatCount(brsr.reported)} of {formatCount(brsr.total)} metrics ({formatNumber(brsr.percentage, 1)}%)
              {completeness?.core ? ` · Core ${formatCount(completeness.core.reported)} of ${formatCount(completeness.core.total)}` : ""}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
