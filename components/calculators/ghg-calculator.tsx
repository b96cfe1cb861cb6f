"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { factor, FUEL_TYPES, VEHICLE_TYPES, type Scope } from "@/lib/calculators/factors";
import { calculateGhg, emptyGhgInput, GHG_FIELD_LABELS, type GhgResult } from "@/lib/calculators/ghg";
import { formatIndian } from "@/lib/calculators/numbers";
import { ghgFormSchema, type GhgFormValues } from "@/lib/calculators/schemas";
import { ghgEntries, hasGhgEntries } from "@/lib/calculators/to-entries";
import { EmissionsCharts } from "./emissions-charts";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { useSaveEntries } from "./use-save-entries";

const defaults = emptyGhgInput() as GhgFormValues;
const SCOPE_NAMES: Record<Scope, string> = { 1: "Scope 1", 2: "Scope 2", 3: "Scope 3" };

export function GhgCalculator({ companyId, period }: { companyId: string; period: string }) {
  const form = useForm<GhgFormValues>({ resolver: zodResolver(ghgFormSchema), defaultValues: defaults });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { result, onValid, onInvalid } = useCalculation(calculateGhg, "GHG emissions calculated successfully!", setError);
  const save = useSaveEntries(companyId, result, period);

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-4" aria-label="GHG emissions inputs">
        <div className="grid gap-4 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>Scope 1 · Direct</CardTitle>
              <CardDescription>Fuel burnt on site, company vehicles and refrigerant leakage.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <FuelRows control={control} register={register} errors={errors} />
              <VehicleRows control={control} register={register} errors={errors} />
              <AmountField id="ghg-refrigerants" label={GHG_FIELD_LABELS.refrigerants} unit="kg" registration={register("refrigerants")} error={errors.refrigerants?.message} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Scope 2 · Purchased energy</CardTitle>
              <CardDescription>Electricity from the grid and bought-in heat or steam.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <AmountField
                id="ghg-electricity"
                label={GHG_FIELD_LABELS.electricity}
                unit="kWh"
                hint="Indian grid average, 0.82 kg CO2e per kWh"
                registration={register("electricity")}
                error={errors.electricity?.message}
              />
              <AmountField id="ghg-heat" label={GHG_FIELD_LABELS.heatSteam} unit="kWh" registration={register("heatSteam")} error={errors.heatSteam?.message} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Scope 3 · Value chain</CardTitle>
              <CardDescription>Commuting, waste sent for disposal and purchased goods.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <AmountField
                id="ghg-commuting"
                label={GHG_FIELD_LABELS.employeeCommuting}
                unit="passenger-km"
                registration={register("employeeCommuting")}
                error={errors.employeeCommuting?.message}
              />
              <AmountField id="ghg-waste" label={GHG_FIELD_LABELS.wasteDisposal} unit="kg" registration={register("wasteDisposal")} error={errors.wasteDisposal?.message} />
              <AmountField id="ghg-goods" label={GHG_FIELD_LABELS.purchasedGoods} unit="kg" registration={register("purchasedGoods")} error={errors.purchasedGoods?.message} />
            </CardContent>
          </Card>
        </div>
        <CalculateButton />
      </form>

      {result ? (
        <ResultsCard
          title="GHG emissions"
          description="Activity × emission factor, by GHG Protocol scope. Tonnes are kg ÷ 1,000."
          testId="ghg-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={!hasGhgEntries(result)}
          onSave={() => save.save(ghgEntries(result, { companyId, period }))}
        >
          <GhgResults result={result} />
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter activity data and press Calculate to see emissions by scope and by source." />
      )}
    </div>
  );
}

type RowProps = { control: Control<GhgFormValues>; register: UseFormRegister<GhgFormValues>; errors: FieldErrors<GhgFormValues> };

function FuelRows({ control, register, errors }: RowProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "fuels" });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Fuel combustion</legend>
      {fields.map((field, index) => (
        <Controller
          key={field.id}
          control={control}
          name={`fuels.${index}.type`}
          render={({ field: typeField }) => (
            <ActivityRow
              label={`Fuel ${index + 1}`}
              testId={`ghg-fuel-${index}`}
              select={
                <Select value={typeField.value} onValueChange={typeField.onChange}>
                  <SelectTrigger aria-label={`Fuel ${index + 1} type`} className="w-28 shrink-0 sm:w-36">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FUEL_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {factor(type).label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              }
              unit={factor(typeField.value).unit}
              inputLabel={`Fuel ${index + 1} quantity`}
              registration={register(`fuels.${index}.quantity`)}
              error={errors.fuels?.[index]?.quantity?.message}
              onRemove={() => remove(index)}
            />
          )}
        />
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={() => append({ type: "diesel", quantity: "" })}>
        <Plus aria-hidden /> Add fuel
      </Button>
    </fieldset>
  );
}

function VehicleRows({ control, register, errors }: RowProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "vehicles" });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Company vehicles</legend>
      {fields.map((field, index) => (
        <Controller
          key={field.id}
          control={control}
          name={`vehicles.${index}.type`}
          render={({ field: typeField }) => (
            <ActivityRow
              label={`Vehicle ${index + 1}`}
              testId={`ghg-vehicle-${index}`}
              select={
                <Select value={typeField.value} onValueChange={typeField.onChange}>
                  <SelectTrigger aria-label={`Vehicle ${index + 1} type`} className="w-28 shrink-0 sm:w-36">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {VEHICLE_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {factor(type).label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              }
              unit="km"
              inputLabel={`Vehicle ${index + 1} distance`}
              registration={register(`vehicles.${index}.distance`)}
              error={errors.vehicles?.[index]?.distance?.message}
              onRemove={() => remove(index)}
            />
          )}
        />
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={() => append({ type: "car", distance: "" })}>
        <Plus aria-hidden /> Add vehicle
      </Button>
    </fieldset>
  );
}

function ActivityRow({
  label,
  testId,
  select,
  unit,
  inputLabel,
  registration,
  error,
  onRemove,
}: {
  label: string;
  testId: string;
  select: React.ReactNode;
  unit: string;
  inputLabel: string;
  registration: ReturnType<UseFormRegister<GhgFormValues>>;
  error?: string;
  onRemove: () => void;
}) {
  return (
    <div className="space-y-1" data-testid={testId}>
      <div className="flex items-center gap-2">
        {select}
        <div className="relative min-w-0 flex-1">
          <Input aria-label={inputLabel} inputMode="decimal" autoComplete="off" placeholder="0" className="pr-14" aria-invalid={error ? true : undefined} {...registration} />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground">{unit}</span>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function GhgResults({ result }: { result: GhgResult }) {
  const active = result.sources.filter((s) => s.quantity > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {([1, 2, 3] as const).map((scope) => (
          <Figure
            key={scope}
            label={`${SCOPE_NAMES[scope]} emissions`}
            value={result.scopes[scope].kg}
            decimals={2}
            unit="kg CO2e"
            testId={`ghg-scope${scope}-kg`}
            sub={
              <>
                <span data-testid={`ghg-scope${scope}-tons`}>{formatIndian(result.scopes[scope].tons, 3)}</span> tCO2e
              </>
            }
          />
        ))}
        <Figure
          label="Total emissions"
          value={result.total.kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-total-kg"
          emphasis
          sub={
            <>
              <span data-testid="ghg-total-tons">{formatIndian(result.total.tons, 3)}</span> tCO2e
            </>
          }
        />
      </div>

      <EmissionsCharts result={result} />

      <div>
        <h3 className="mb-2 text-sm font-medium">By source</h3>
        {active.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity was entered, so every figure is zero and there is nothing to save.</p>
        ) : (
          <Table data-testid="ghg-sources">
            <TableHeader>
              <TableRow>
                <TableHead>Source</TableHead>
                <TableHead className="hidden sm:table-cell">Scope</TableHead>
                <TableHead className="hidden text-right md:table-cell">Activity</TableHead>
                <TableHead className="hidden text-right md:table-cell">Factor (kg CO2e/unit)</TableHead>
                <TableHead className="text-right">kg CO2e</TableHead>
                <TableHead className="text-right">tCO2e</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {active.map((s) => (
                <TableRow key={s.id} data-testid={`ghg-source-${s.id}`}>
                  <TableCell className="whitespace-normal">{s.label}</TableCell>
                  <TableCell className="hidden sm:table-cell">{SCOPE_NAMES[s.scope]}</TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">
                    {new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(s.quantity)} {s.unit}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">{s.factor}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatIndian(s.kg, 2)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatIndian(s.tons, 3)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  );
}
