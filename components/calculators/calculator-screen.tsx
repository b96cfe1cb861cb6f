"use client";

import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FactorContext } from "@/lib/calculators/factors";
import { financialYearChoices } from "@/lib/periods";
import { yearChoicesWith } from "@/lib/periods/fiscal-year";
import type { CompanyDto } from "@/lib/companies/types";
import { formatDate } from "@/lib/format";
import { EnergyCalculator } from "./energy-calculator";
import { FactorSettings } from "./factor-settings";
import { GhgCalculator } from "./ghg-calculator";
import { MethodologyNote } from "./methodology-note";
import { useYearFactors } from "./queries";
import { WasteCalculator } from "./waste-calculator";
import { WaterCalculator } from "./water-calculator";

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

  return (
    <div className="space-y-8">
      <Card className="py-4">
        <CardContent className="space-y-3 px-4 sm:px-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <label htmlFor="calculator-fy" className="text-sm font-medium">
              Financial year
            </label>
            <Select value={fy.id} onValueChange={setFyId}>
              <SelectTrigger id="calculator-fy" data-testid="calculator-fy" className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {years.map((y) => (
                  <SelectItem key={y.id} value={y.id}>
                    {y.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
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
        // Inactive tabs stay mounted so their inputs and results survive switching tabs.
        <Tabs defaultValue="ghg" className="gap-4">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
            <TabsTrigger value="ghg">GHG Emissions</TabsTrigger>
            <TabsTrigger value="water">Water Usage</TabsTrigger>
            <TabsTrigger value="waste">Waste Management</TabsTrigger>
            <TabsTrigger value="energy">Energy</TabsTrigger>
          </TabsList>
          <TabsContent value="ghg" forceMount className="data-[state=inactive]:hidden">
            <GhgCalculator companyId={company.id} fy={fy.id} period={fy.label} factors={factors} />
          </TabsContent>
          <TabsContent value="water" forceMount className="data-[state=inactive]:hidden">
            <WaterCalculator companyId={company.id} fy={fy.id} period={fy.label} factors={factors} />
          </TabsContent>
          <TabsContent value="waste" forceMount className="data-[state=inactive]:hidden">
            <WasteCalculator companyId={company.id} fy={fy.id} period={fy.label} factors={factors} />
          </TabsContent>
          <TabsContent value="energy" forceMount className="data-[state=inactive]:hidden">
            <EnergyCalculator companyId={company.id} fy={fy.id} period={fy.label} factors={factors} />
          </TabsContent>
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
