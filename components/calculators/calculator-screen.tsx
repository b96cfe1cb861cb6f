"use client";

import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FactorContext } from "@/lib/calculators/factors";
import { CALCULATOR_KINDS, CALCULATOR_SCREENS, type CalculatorKind } from "@/lib/calculators/kind-screens";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { CompanyDto } from "@/lib/companies/types";
import { formatDate } from "@/lib/format";
import { useYearFactors } from "./queries";

// The page carries the frame, the year and the tabs; each calculator's code (its form, zod schema,
// react-hook-form, the factor library) loads when its tab is first opened, the factor settings and
// the methodology note with the year's factors — in parallel with their request (decisions D30).
const formSkeleton = () => <Skeleton className="h-72 w-full" aria-label="Loading the calculator" />;
const loadGhg = () => import("./ghg-calculator");
const FORMS = {
  ghg: dynamic(() => import("./ghg-calculator").then((m) => m.GhgCalculator), { loading: formSkeleton }),
  water: dynamic(() => import("./water-calculator").then((m) => m.WaterCalculator), { loading: formSkeleton }),
  waste: dynamic(() => import("./waste-calculator").then((m) => m.WasteCalculator), { loading: formSkeleton }),
  energy: dynamic(() => import("./energy-calculator").then((m) => m.EnergyCalculator), { loading: formSkeleton }),
} satisfies Record<CalculatorKind, unknown>;
const PRELOAD: Record<CalculatorKind, () => Promise<unknown>> = {
  ghg: loadGhg,
  water: () => import("./water-calculator"),
  waste: () => import("./waste-calculator"),
  energy: () => import("./energy-calculator"),
};
const loadFactorSettings = () => import("./factor-settings");
const FactorSettings = dynamic(() => import("./factor-settings").then((m) => m.FactorSettings), {
  loading: () => <Skeleton className="h-8 w-36" aria-label="Loading the factor settings" />,
});
const loadMethodology = () => import("./methodology-note");
const MethodologyNote = dynamic(() => import("./methodology-note").then((m) => m.MethodologyNote), { loading: () => <Skeleton className="h-40 w-full" /> });

export function CalculatorScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage
      companyId={companyId}
      title="ESG Calculators"
      description="Work out emissions, water, waste and energy figures from activity data and save them to data collection."
    >
      {(company) => <Calculators company={company} />}
    </CompanyPage>
  );
}

function Calculators({ company }: { company: CompanyDto }) {
  // A company record from before the field existed reports by April years, like the server's default.
  const years = useMemo(
    () => yearChoicesWith(company.default_fy, financialYearChoices(new Date(), company.fy_start_month ?? 4)),
    [company.fy_start_month, company.default_fy],
  );
  // The year every screen opens on: the latest with data, else the last one ended (not the running year).
  const [fyId, setFyId] = useState(company.default_fy?.id ?? years[1].id);
  const fy = years.find((y) => y.id === fyId) ?? years[0];
  const yearFactors = useYearFactors(company.id, fy.id);
  // The year's factors as the server will price the save: the set chosen for the year, frozen, overrides applied.
  // While another year's load, the last year's keep the calculators (and what was typed) on screen; the
  // year's own line and settings wait for its own factors.
  const factors = useMemo<FactorContext | null>(
    () => (yearFactors.data ? { set: yearFactors.data.set, fyEndYear: yearFactors.data.fy_end_year } : null),
    [yearFactors.data],
  );
  const loaded = yearFactors.isPlaceholderData ? undefined : yearFactors.data;
  // What the first screen shows once the factors are in starts loading with them, not after them.
  useEffect(() => {
    const ignore = () => undefined;
    loadGhg().catch(ignore);
    loadFactorSettings().catch(ignore);
    loadMethodology().catch(ignore);
  }, []);
  // A calculator is mounted from its first opening on: its inputs and result survive switching tabs.
  const [tab, setTab] = useState<CalculatorKind>("ghg");
  const [opened, setOpened] = useState<ReadonlySet<CalculatorKind>>(() => new Set(["ghg"]));
  const open = (value: string) => {
    const kind = value as CalculatorKind;
    setTab(kind);
    setOpened((was) => (was.has(kind) ? was : new Set([...was, kind])));
  };

  return (
    <div className="space-y-8">
      <Card className="py-4">
        <CardContent className="space-y-3 px-4 sm:px-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <label htmlFor="calculator-fy" className="text-sm font-medium">
              Financial year
            </label>
            <NativeSelect id="calculator-fy" data-testid="calculator-fy" className="w-full sm:w-44" value={fy.id} onChange={(e) => setFyId(e.target.value)}>
              {years.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.label}
                </option>
              ))}
            </NativeSelect>
            <p className="text-muted-foreground text-sm">Results are saved to data collection under {fy.label}: enter the activity data of that year.</p>
          </div>
          <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between" data-testid="calculator-factor-set">
            {loaded ? (
              <>
                <p className="text-sm break-words">
                  <span className="font-medium">Factor set:</span> {loaded.set_label}
                  <span className="text-muted-foreground block text-xs">
                    {loaded.frozen_at ? `Frozen for ${fy.label} on ${formatDate(loaded.frozen_at)}` : `Follows the library until ${fy.label}'s first save`}
                    {loaded.overrides.length ? ` · ${loaded.overrides.length} company override${loaded.overrides.length === 1 ? "" : "s"}` : ""}
                  </span>
                </p>
                <FactorSettings companyId={company.id} data={loaded} />
              </>
            ) : yearFactors.isError ? (
              <div className="flex flex-wrap items-center gap-3 text-sm" role="alert">
                <span>Failed to load the factors for {fy.label}.</span>
                <Button type="button" size="sm" variant="outline" onClick={() => yearFactors.refetch()} disabled={yearFactors.isFetching}>
                  {yearFactors.isFetching ? "Retrying…" : "Retry"}
                </Button>
              </div>
            ) : (
              <Skeleton className="h-9 w-full sm:w-2/3" aria-label="Loading the year's factors" />
            )}
          </div>
        </CardContent>
      </Card>
      {factors ? (
        // Opened tabs stay mounted (hidden when inactive) so their inputs and results survive switching tabs.
        <Tabs value={tab} onValueChange={open} className="gap-4">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
            {CALCULATOR_KINDS.map((kind) => (
              <TabsTrigger key={kind} value={kind} onPointerEnter={() => void PRELOAD[kind]().catch(() => undefined)}>
                {CALCULATOR_SCREENS[kind].tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {CALCULATOR_KINDS.map((kind) => {
            const Form = FORMS[kind];
            return (
              <TabsContent key={kind} value={kind} forceMount={opened.has(kind) || undefined} className="data-[state=inactive]:hidden">
                <Form companyId={company.id} fy={fy.id} period={fy.label} factors={factors} />
              </TabsContent>
            );
          })}
        </Tabs>
      ) : yearFactors.isError ? null : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-full sm:w-96" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {factors ? <MethodologyNote factors={factors} /> : null}
    </div>
  );
}
