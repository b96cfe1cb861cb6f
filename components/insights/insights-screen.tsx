"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bot, Lightbulb, ListChecks, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { CompanyPage } from "@/components/company/company-page";
import { useActionKey } from "@/components/esg-data/use-action-key";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { LoadingState, Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { CompanyDto } from "@/lib/companies/types";
import { formatDateTime } from "@/lib/format";
import { financialYearChoices } from "@/lib/periods/fiscal-year";
import { FRAMEWORK_REQUIRED } from "@/lib/insights/messages";
import type { InsightDto, InsightRequest } from "@/lib/insights/schemas";
import type { CategoryId, FrameworkCode } from "@/lib/frameworks/types";

const CATEGORY_OPTIONS = [
  { value: "all", label: "All categories" },
  { value: "environmental", label: "Environmental" },
  { value: "social", label: "Social" },
  { value: "governance", label: "Governance" },
] as const;

const categoryLabel = (category: string | null) => CATEGORY_OPTIONS.find((o) => o.value === (category ?? "all"))?.label ?? category ?? "All categories";

export function InsightsScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="AI Insights" description="Gap analysis and recommendations from the data you have collected.">
      {(company) => <InsightsBody company={company} />}
    </CompanyPage>
  );
}

function InsightsBody({ company }: { company: CompanyDto }) {
  const queryClient = useQueryClient();
  const insightsKey = companyKeys(company.id).insights();
  const insights = useQuery({
    queryKey: insightsKey,
    queryFn: () => api<InsightDto[]>(`/ai-insights/${company.id}`),
    meta: { errorMessage: "Failed to load data" },
  });

  const years = useMemo(() => {
    const choices = financialYearChoices(new Date(), company.fy_start_month ?? 4);
    const opened = company.default_fy ?? choices[1];
    return [opened, ...choices.filter((y) => y.id !== opened.id)];
  }, [company.fy_start_month, company.default_fy]);
  // Three choices, each from a fixed list: the form is the selects' own state, and the route handler
  // validates the request with its schema (lib/insights/schemas.ts).
  const [framework, setFramework] = useState(company.frameworks[0] ?? "");
  const [category, setCategory] = useState<(typeof CATEGORY_OPTIONS)[number]["value"]>("all");
  // Coverage is of one financial year (lib/frameworks/completeness.ts): the one every screen opens on.
  const [fy, setFy] = useState(years[0]?.id ?? "");

  const action = useActionKey();
  const generate = useMutation({
    mutationFn: (body: InsightRequest) => api<InsightDto>("/ai-insights", { method: "POST", body, idempotencyKey: action.keyFor(body) }),
    onSettled: (_data, error) => action.settle(error),
    onSuccess: (created) => {
      queryClient.setQueryData<InsightDto[]>(insightsKey, (old) => [created, ...(old ?? []).filter((i) => i.id !== created.id)]);
      void queryClient.invalidateQueries({ queryKey: insightsKey });
      toast.success("AI insights generated successfully!");
    },
    onError: (error) => {
      console.error("Failed to generate insights:", error);
      toast.error(errorMessage(error, "Failed to generate insights"));
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!framework) {
      toast.error(FRAMEWORK_REQUIRED);
      return;
    }
    generate.mutate({
      company_id: company.id,
      framework: framework as FrameworkCode,
      category: category === "all" ? null : (category as CategoryId),
      ...(fy ? { fy } : {}),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card className="h-fit">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="text-primary size-5" /> Generate Insights
          </CardTitle>
          <CardDescription>Choose a framework and, if you like, one category.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="insight-framework">Framework</Label>
              <NativeSelect
                id="insight-framework"
                className="w-full"
                data-testid="insight-framework"
                value={framework}
                onChange={(e) => setFramework(e.target.value)}
              >
                {framework ? null : <option value="">Select a framework</option>}
                {company.frameworks.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
              {!framework ? <p className="text-muted-foreground text-xs">{FRAMEWORK_REQUIRED}</p> : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="insight-category">Category</Label>
              <NativeSelect
                id="insight-category"
                className="w-full"
                data-testid="insight-category"
                value={category}
                onChange={(e) => setCategory(e.target.value as typeof category)}
              >
                {CATEGORY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor="insight-fy">Financial year</Label>
              <NativeSelect id="insight-fy" className="w-full" data-testid="insight-fy" value={fy} onChange={(e) => setFy(e.target.value)}>
                {years.map((y) => (
                  <option key={y.id} value={y.id}>
                    {y.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" className="w-full" disabled={!framework || generate.isPending} data-testid="generate-insights">
              {generate.isPending ? (
                <>
                  <Spinner /> Generating Insights...
                </>
              ) : (
                <>
                  <Sparkles className="size-4" /> Generate AI Insights
                </>
              )}
            </Button>
          </form>
        </CardContent>
      </Card>

      <section aria-label="Insight history" className="space-y-4">
        {insights.isPending ? (
          <LoadingState label="Loading insights..." />
        ) : insights.error ? (
          <p className="text-destructive py-10 text-center text-sm">Failed to load data</p>
        ) : insights.data.length === 0 ? (
          <Card>
            <CardContent className="text-muted-foreground flex flex-col items-center gap-2 py-12 text-center">
              <Lightbulb className="size-8" />
              <p className="text-foreground font-medium">No insights generated yet</p>
              <p className="text-sm">Generate your first analysis to see coverage, gaps and next steps.</p>
            </CardContent>
          </Card>
        ) : (
          insights.data.map((insight) => <InsightCard key={insight.id} insight={insight} />)
        )}
      </section>
    </div>
  );
}

function InsightCard({ insight }: { insight: InsightDto }) {
  return (
    <Card data-testid="insight-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{insight.framework}</Badge>
          <Badge variant="secondary">{categoryLabel(insight.category)}</Badge>
          <span className="text-muted-foreground text-sm">{formatDateTime(insight.created_at)}</span>
        </div>
        <CardDescription className="flex items-center gap-1.5 text-xs" data-testid="insight-engine">
          <Bot className="size-3.5" /> {insight.engine === "offline analysis" ? "Offline analysis of your data" : `Model: ${insight.engine}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-amber-500" /> Key Insights
          </h3>
          <div className="text-muted-foreground space-y-3 text-sm leading-relaxed">
            {insight.insights.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        {insight.recommendations.length ? (
          <div className="space-y-2">
            <h3 className="flex items-center gap-2 font-semibold">
              <ListChecks className="text-primary size-4" /> Recommendations
            </h3>
            <ul className="space-y-2 text-sm">
              {insight.recommendations.map((r, i) => (
                <li key={i} className="flex gap-2">
                  <span className="bg-primary mt-2 size-1.5 shrink-0 rounded-full" aria-hidden />
                  <span>{r}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
