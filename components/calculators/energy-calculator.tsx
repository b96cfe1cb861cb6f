"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { calculateEnergy, emptyEnergyInput, ENERGY_FIELD_LABELS } from "@/lib/calculators/energy";
import { formatFactor, type FactorContext } from "@/lib/calculators/factors";
import { energyFormSchema, type EnergyFormValues } from "@/lib/calculators/schemas";
import { formatIndian } from "@/lib/calculators/numbers";
import { energyEntries } from "@/lib/calculators/to-entries";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { useSaveEntries } from "./use-save-entries";

export function EnergyCalculator({ companyId, period, factors }: { companyId: string; period: string; factors: FactorContext }) {
  const { register, handleSubmit, setError, formState } = useForm<EnergyFormValues>({
    resolver: zodResolver(energyFormSchema),
    defaultValues: emptyEnergyInput() as EnergyFormValues,
  });
  const { errors } = formState;
  const { result, onValid, onInvalid } = useCalculation(
    (values: EnergyFormValues, notice) => calculateEnergy(values, factors, notice),
    "Energy consumption calculated successfully!",
    setError,
    factors.set.id,
  );
  const contents = factors.set.energyContents;
  const save = useSaveEntries(companyId, result, period);

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Energy inputs">
        <Card>
          <CardHeader>
            <CardTitle>Energy consumption</CardTitle>
            <CardDescription data-testid="energy-contents">
              Fuels are converted to kWh: {contents.map((c) => `${formatFactor(c.kwhPerUnit)} kWh per ${c.unit === "litre" ? "litre" : c.unit} of ${c.label.toLowerCase()}`).join(", ")} ({contents[0]?.basis.toLowerCase()}).
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <AmountField id="energy-electricity" label={ENERGY_FIELD_LABELS.electricity} unit="kWh" registration={register("electricity")} error={errors.electricity?.message} />
              <AmountField id="energy-diesel" label={ENERGY_FIELD_LABELS.diesel} unit="litres" registration={register("diesel")} error={errors.diesel?.message} />
              <AmountField id="energy-gas" label={ENERGY_FIELD_LABELS.naturalGas} unit="m³" registration={register("naturalGas")} error={errors.naturalGas?.message} />
              <AmountField
                id="energy-renewable"
                label={ENERGY_FIELD_LABELS.renewablePercent}
                unit="0-100"
                hint="Share of the electricity that came from renewable sources"
                registration={register("renewablePercent")}
                error={errors.renewablePercent?.message}
              />
            </div>
            <CalculateButton />
          </CardContent>
        </Card>
      </form>

      {result ? (
        <ResultsCard
          title="Energy results"
          description="Total = electricity + fuels in kWh; renewable = electricity × renewable percentage."
          testId="energy-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={energyEntries(result, { companyId, period }).length === 0}
          onSave={() => save.save(energyEntries(result, { companyId, period }))}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label="Total energy consumption" value={result.totalKwh} decimals={2} unit="kWh" testId="energy-total" emphasis />
            <Figure label="Renewable energy" value={result.renewableKwh} decimals={2} unit="kWh" testId="energy-renewable" />
            <Figure label="Renewable share" value={result.renewableShare} decimals={1} unit="%" testId="energy-share" />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label="From electricity" value={result.electricityKwh} decimals={2} unit="kWh" testId="energy-electricity-kwh" />
            <Figure label="From diesel" value={result.dieselKwh} decimals={2} unit="kWh" testId="energy-diesel-kwh" />
            <Figure label="From natural gas" value={result.naturalGasKwh} decimals={2} unit="kWh" testId="energy-gas-kwh" />
          </div>
          {result.saveProblem ? (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid="energy-save-problem">
              {result.saveProblem}
            </p>
          ) : (
            <p className="text-muted-foreground text-sm" data-testid="energy-saved-as">
              Saved to BRSR P6 E1 in gigajoules (1 kWh = 0.0036 GJ): renewable electricity (A) {formatIndian(result.brsr.renewableElectricityGj, 3)} GJ,
              non-renewable electricity (D) {formatIndian(result.brsr.nonRenewableElectricityGj, 3)} GJ, non-renewable fuel (E){" "}
              {formatIndian(result.brsr.nonRenewableFuelGj, 3)} GJ. Totals and the renewable share are the questionnaire&apos;s sums.
            </p>
          )}
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter consumption and press Calculate to see the total and the renewable share." />
      )}
    </div>
  );
}
