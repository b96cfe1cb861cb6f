"use client";

import { CompanyPage } from "@/components/company/company-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
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
      {(company) => (
        <div className="space-y-8">
          {/* Inactive tabs stay mounted so their inputs and results survive switching tabs. */}
          <Tabs defaultValue="ghg" className="gap-4">
            <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
              <TabsTrigger value="ghg">GHG Emissions</TabsTrigger>
              <TabsTrigger value="water">Water Usage</TabsTrigger>
              <TabsTrigger value="waste">Waste Management</TabsTrigger>
              <TabsTrigger value="energy">Energy</TabsTrigger>
            </TabsList>
            <TabsContent value="ghg" forceMount className="data-[state=inactive]:hidden">
              <GhgCalculator companyId={company.id} />
            </TabsContent>
            <TabsContent value="water" forceMount className="data-[state=inactive]:hidden">
              <WaterCalculator companyId={company.id} />
            </TabsContent>
            <TabsContent value="waste" forceMount className="data-[state=inactive]:hidden">
              <WasteCalculator companyId={company.id} />
            </TabsContent>
            <TabsContent value="energy" forceMount className="data-[state=inactive]:hidden">
              <EnergyCalculator companyId={company.id} />
            </TabsContent>
          </Tabs>
          <MethodologyNote />
        </div>
      )}
    </CompanyPage>
  );
}
