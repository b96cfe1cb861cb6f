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
            <CardDescription>Waste generated in the period and how it was handled, in tons.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <AmountField key={field} id={`waste-${field}`} label={WASTE_FIELD_LABELS[field]} unit="tons" registration={register(field)} error={errors[field]?.message} />
              ))}
            </div>
            <CalculateButton />
          </CardContent>
        </Card>
      </form>

      {result ? (
        <ResultsCard
          title="Waste results"
          description="Rates are shares of the total waste generated."
          testId="waste-results"
          saving={save.isPending}
          saved={save.isSaved}
          onSave={() => save.save(wasteEntries(result, { companyId, period }))}
        >
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label="Total waste generated" value={result.total} decimals={2} unit="tons" testId="waste-total" emphasis />
            <Figure label="Recycling rate" value={result.recyclingRate} decimals={1} unit="%" testId="waste-recycling-rate" />
            <Figure label="Diverted from landfill" value={result.divertedRate} decimals={1} unit="%" testId="waste-diverted" />
            <Figure label="Hazardous share" value={result.hazardousShare} decimals={1} unit="%" testId="waste-hazardous" />
          </div>
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter waste figures and press Calculate to see recycling, diversion and hazardous shares." />
      )}
    </div>
  );
}
