"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { defaultFactorContext, type FactorContext } from "@/lib/calculators/factors";
import { waterFormSchema, type WaterFormValues } from "@/lib/calculators/schemas";
import { formatFixed } from "@/lib/format";
import { waterEntries } from "@/lib/calculators/to-entries";
import { calculateWater, emptyWaterInput, WATER_FIELD_LABELS, WATER_SOURCES } from "@/lib/calculators/water";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { SavedEntries } from "./saved-entries";
import { useCalculatorSave } from "./use-calculator-save";

export function WaterCalculator({
  companyId,
  fy,
  period,
  factors = defaultFactorContext(),
}: {
  companyId: string;
  fy: string;
  period: string;
  factors?: FactorContext;
}) {
  const { register, handleSubmit, setError, formState } = useForm<WaterFormValues>({
    resolver: zodResolver(waterFormSchema),
    defaultValues: emptyWaterInput(),
  });
  const { errors } = formState;
  const { result, values, onValid, onInvalid } = useCalculation(
    (values: WaterFormValues, notice) => calculateWater(values, factors, notice),
    "Water usage calculated successfully!",
    setError,
  );
  const entriesContext = { companyId, period, factors };
  const save = useCalculatorSave({ kind: "water", companyId, fy, result, values });

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Water usage inputs">
        <Card>
          <CardHeader>
            <CardTitle>Water usage</CardTitle>
            <CardDescription>Withdrawal by source, and what was recycled and discharged, in cubic meters (m³, kilolitres).</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {WATER_SOURCES.map((source) => (
                <AmountField
                  key={source}
                  id={`water-${source}`}
                  label={WATER_FIELD_LABELS[source]}
                  unit="m³"
                  registration={register(source)}
                  error={errors[source]?.message}
                />
              ))}
              <AmountField
                id="water-recycled"
                label={WATER_FIELD_LABELS.recycled}
                unit="m³"
                registration={register("recycled")}
                error={errors.recycled?.message}
              />
              <AmountField
                id="water-discharged"
                label={WATER_FIELD_LABELS.discharged}
                unit="m³"
                registration={register("discharged")}
                error={errors.discharged?.message}
              />
            </div>
            <CalculateButton />
          </CardContent>
        </Card>
      </form>

      {result ? (
        <ResultsCard
          title="Water results"
          description="BRSR's consumption is withdrawal minus discharge (P6 E3, GRI 303-5): water drawn and not returned. SPEC's net consumption (withdrawal minus water recycled on site) and the rates are shown for reference and not saved."
          testId="water-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={waterEntries(result, entriesContext).length === 0}
          onSave={save.save}
        >
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Figure label="Total water withdrawn" value={result.withdrawn} decimals={2} unit="m³ (kL)" testId="water-withdrawn" emphasis />
            <Figure
              label="Water consumption (BRSR: withdrawal − discharge)"
              value={result.consumption}
              decimals={2}
              unit="kL"
              testId="water-consumption"
              emphasis
            />
            <Figure label="Water discharged" value={result.discharged} decimals={2} unit="kL" testId="water-discharged" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Figure label="Net of recycling (SPEC: withdrawal − recycled; not saved)" value={result.netConsumption} decimals={2} unit="m³" testId="water-net" />
            <Figure
              label="Recycling rate (recycled ÷ withdrawal; not saved)"
              value={result.recyclingRate}
              decimals={1}
              unit="%"
              testId="water-recycling-rate"
            />
            <Figure
              label="Discharge rate (discharge ÷ withdrawal; not saved)"
              value={result.dischargeRate}
              decimals={1}
              unit="%"
              testId="water-discharge-rate"
            />
          </div>
          <p className="text-muted-foreground text-sm" data-testid="water-saved-as">
            Saved to BRSR P6 E3 in kilolitres (1 m³ = 1 kL): withdrawal by source (municipal supply as third-party water, seawater and desalinated water as its
            own row, harvested rainwater as &apos;Others&apos;), consumption {formatFixed(result.consumption, 2)} kL, and the discharge total{" "}
            {formatFixed(result.discharged, 2)} kL.
          </p>
          {save.saved ? <SavedEntries companyId={companyId} saved={save.saved} /> : null}
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter water drawn from each source and press Calculate to see consumption and rates." />
      )}
    </div>
  );
}
