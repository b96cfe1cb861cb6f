"use client";

import { useMemo, useState } from "react";
import { CompanyPage } from "@/components/company/company-page";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { defaultFactorContext } from "@/lib/calculators/factors";
import { financialYearChoices } from "@/lib/periods";
import type { CompanyDto } from "@/lib/companies/types";
import { EnergyCalculator } from "./energy-calculator";
import { GhgCalculator } from "./ghg-calculator";
import { MethodologyNote } from "./methodology-note";
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
  const years = useMemo(() => financialYearChoices(new Date(), company.fy_start_month ?? 4), [company.fy_start_month]);
  const [fyId, setFyId] = useState(years[0].id);
  const fy = years.find((y) => y.id === fyId) ?? years[0];
  // India's sourced set for every company until the per-year choice exists (issue 14, DECISIONS 17).
  const factors = useMemo(() => defaultFactorContext(fy.endYear), [fy.endYear]);

  return (
    <div className="space-y-8">
      <Card className="py-4">
        <CardContent className="flex flex-col gap-2 px-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
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
        </CardContent>
      </Card>
      {/* Inactive tabs stay mounted so their inputs and results survive switching tabs. */}
      <Tabs defaultValue="ghg" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          <TabsTrigger value="ghg">GHG Emissions</TabsTrigger>
          <TabsTrigger value="water">Water Usage</TabsTrigger>
          <TabsTrigger value="waste">Waste Management</TabsTrigger>
          <TabsTrigger value="energy">Energy</TabsTrigger>
        </TabsList>
        <TabsContent value="ghg" forceMount className="data-[state=inactive]:hidden">
          <GhgCalculator companyId={company.id} period={fy.label} factors={factors} />
        </TabsContent>
        <TabsContent value="water" forceMount className="data-[state=inactive]:hidden">
          <WaterCalculator companyId={company.id} period={fy.label} />
        </TabsContent>
        <TabsContent value="waste" forceMount className="data-[state=inactive]:hidden">
          <WasteCalculator companyId={company.id} period={fy.label} />
        </TabsContent>
        <TabsContent value="energy" forceMount className="data-[state=inactive]:hidden">
          <EnergyCalculator companyId={company.id} period={fy.label} factors={factors} />
        </TabsContent>
      </Tabs>
      <MethodologyNote factors={factors} />
    </div>
  );
}
