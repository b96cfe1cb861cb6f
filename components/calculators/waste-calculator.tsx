"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { wasteFormSchema, type WasteFormValues } from "@/lib/calculators/schemas";
import { wasteEntries } from "@/lib/calculators/to-entries";
import { calculateWaste, emptyWasteInput, WASTE_FIELD_LABELS } from "@/lib/calculators/waste";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { useSaveEntries } from "./use-save-entries";

const FIELDS = ["total", "recycled", "incinerated", "hazardous"] as const;

export function WasteCalculator({ companyId, period }: { companyId: string; period: string }) {
  const { register, handleSubmit, setError, formState } = useForm<WasteFormValues>({
    resolver: zodResolver(wasteFormSchema),
    defaultValues: emptyWasteInput() as WasteFormValues,
  });
  const { errors } = formState;
  const { result, onValid, onInvalid } = useCalculation(calculateWaste, "Waste management metrics calculated successfully!", setError);
  const save = useSaveEntries(companyId, result, period);

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Waste management inputs">
        <Card>
          <CardHeader>
            <CardTitle>Waste management</CardTitle>
            <CardDescription>Waste generated in the period and how it was handled, in tonnes.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <AmountField key={field} id={`waste-${field}`} label={WASTE_FIELD_LABELS[field]} unit="t" registration={register(field)} error={errors[field]?.message} />
              ))}
            </div>
            <CalculateButton />
          </CardContent>
        </Card>
      </form>

      {result ? (
        <ResultsCard
          title="Waste results"
          description="Saved in tonnes for BRSR P6 E9: waste generated, recovered by recycling, and disposed of by incineration. SPEC's rates are shown for reference and not saved."
          testId="waste-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={wasteEntries(result, { companyId, period }).length === 0}
          onSave={() => save.save(wasteEntries(result, { companyId, period }))}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label="Total waste generated" value={result.total} decimals={2} unit="t" testId="waste-total" emphasis />
            <Figure label="Recovered: recycled" value={result.recycled} decimals={2} unit="t" testId="waste-recovered" />
            <Figure label="Disposed: incineration" value={result.incinerated} decimals={2} unit="t" testId="waste-incinerated" />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label="Recycling rate (SPEC: recycled ÷ total)" value={result.recyclingRate} decimals={1} unit="%" testId="waste-recycling-rate" />
            <Figure label="Diverted from landfill (SPEC: recycled + incinerated ÷ total)" value={result.divertedRate} decimals={1} unit="%" testId="waste-diverted" />
            <Figure label="Hazardous share (SPEC: hazardous ÷ total)" value={result.hazardousShare} decimals={1} unit="%" testId="waste-hazardous" />
          </div>
          <p className="text-muted-foreground text-sm" data-testid="waste-definitions">
            SPEC&apos;s &apos;diverted from landfill&apos; counts incineration as diversion; GRI 306 and BRSR P6 E9 count incineration as disposal, so
            these rates are not saved as GRI or BRSR figures.
          </p>
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter waste figures and press Calculate to see recycling, diversion and hazardous shares." />
      )}
    </div>
  );
}
