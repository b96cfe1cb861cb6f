"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatFactor, type FactorContext } from "@/lib/calculators/factors";
import { calculateGhg, emptyGhgInput, GHG_FIELD_LABELS, GHG_ROWS, missingFactorMessage, type GhgResult } from "@/lib/calculators/ghg";
import { formatIndian } from "@/lib/calculators/numbers";
import { ghgFormSchema, type GhgFormValues } from "@/lib/calculators/schemas";
import { ghgEntries, hasGhgEntries } from "@/lib/calculators/to-entries";
import { editionOf, optionsOf, resolveFactor, setLabel, type Scope } from "@/lib/factors";
import { EmissionsCharts } from "./emissions-charts";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { useSaveEntries } from "./use-save-entries";

const SCOPE_NAMES: Record<Scope, string> = { 1: "Scope 1", 2: "Scope 2", 3: "Scope 3" };

type RowField = keyof typeof GHG_ROWS;
const ROW_TEXT: Record<RowField, { legend: string; item: string; select: string; add: string }> = {
  fuels: { legend: "Fuel combustion", item: "Fuel", select: "type", add: "Add fuel" },
  vehicles: { legend: "Company vehicles", item: "Vehicle", select: "type", add: "Add vehicle" },
  refrigerants: { legend: "Refrigerant leakage (kg topped up or lost), by gas", item: "Refrigerant", select: "gas", add: "Add refrigerant" },
  commuting: { legend: "Employee commuting, by mode", item: "Commuting", select: "mode", add: "Add commuting mode" },
};

export function GhgCalculator({ companyId, period, factors }: { companyId: string; period: string; factors: FactorContext }) {
  const form = useForm<GhgFormValues>({ resolver: zodResolver(ghgFormSchema), defaultValues: emptyGhgInput(factors.set) as GhgFormValues });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const resetKey = `${factors.set.id}:${factors.fyEndYear ?? ""}`;
  const { result, onValid, onInvalid } = useCalculation((values: GhgFormValues, notice) => calculateGhg(values, factors, notice), "GHG emissions calculated successfully!", setError, resetKey);
  const save = useSaveEntries(companyId, result, period);
  const single = (key: string, label: string) => {
    const f = resolveFactor(factors.set, key, factors.fyEndYear);
    return f
      ? { hint: `${formatFactor(f.value)} kg CO2e per ${f.unit} · ${f.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1")}, ${editionOf(f)}`, disabled: false }
      : { hint: `${missingFactorMessage(label, factors)}: left out`, disabled: true };
  };
  const grid = single("grid_electricity", "grid electricity");
  const heat = single("purchased_heat_steam", "purchased heat/steam");
  const waste = single("waste_disposal", "waste disposal");
  const goods = single("purchased_goods", "purchased goods");

  return (
    <div className="space-y-6">
      <p className="text-sm" data-testid="ghg-factor-set">
        <span className="font-medium">Factor set:</span> {setLabel(factors.set, factors.fyEndYear)}
      </p>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-4" aria-label="GHG emissions inputs">
        <div className="grid gap-4 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>Scope 1 · Direct</CardTitle>
              <CardDescription>Fuel burnt on site, company vehicles and refrigerant leakage.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <ActivityRows field="fuels" factors={factors} control={control} register={register} errors={errors} />
              <ActivityRows field="vehicles" factors={factors} control={control} register={register} errors={errors} />
              <ActivityRows field="refrigerants" factors={factors} control={control} register={register} errors={errors} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Scope 2 · Purchased energy</CardTitle>
              <CardDescription>Electricity from the grid (location-based) and bought-in heat or steam.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <AmountField id="ghg-electricity" label={GHG_FIELD_LABELS.electricity} unit="kWh" hint={grid.hint} disabled={grid.disabled} registration={register("electricity")} error={errors.electricity?.message} />
              <AmountField id="ghg-heat" label={GHG_FIELD_LABELS.heatSteam} unit="kWh" hint={heat.hint} disabled={heat.disabled} registration={register("heatSteam")} error={errors.heatSteam?.message} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Scope 3 · Value chain</CardTitle>
              <CardDescription>Commuting (category 7), waste sent for disposal (category 5) and purchased goods (category 1).</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <ActivityRows field="commuting" factors={factors} control={control} register={register} errors={errors} />
              <AmountField id="ghg-waste" label={GHG_FIELD_LABELS.wasteDisposal} unit="kg" hint={waste.hint} disabled={waste.disabled} registration={register("wasteDisposal")} error={errors.wasteDisposal?.message} />
              <AmountField id="ghg-goods" label={GHG_FIELD_LABELS.purchasedGoods} unit="kg" hint={goods.hint} disabled={goods.disabled} registration={register("purchasedGoods")} error={errors.purchasedGoods?.message} />
            </CardContent>
          </Card>
        </div>
        <CalculateButton />
      </form>

      {result ? (
        <ResultsCard
          title="GHG emissions"
          description="Activity × emission factor, by GHG Protocol scope. Tonnes are kg ÷ 1,000. Saved: Scope 1, Scope 2 and Scope 3 separately."
          testId="ghg-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={!hasGhgEntries(result)}
          onSave={() => save.save(ghgEntries(result, { companyId, period, factors }))}
        >
          <GhgResults result={result} />
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter activity data and press Calculate to see emissions by scope and by source." />
      )}
    </div>
  );
}

type RowsProps = { field: RowField; factors: FactorContext; control: Control<GhgFormValues>; register: UseFormRegister<GhgFormValues>; errors: FieldErrors<GhgFormValues> };

/** A repeatable input: pick the activity among the set's factors of its kind, enter the quantity in that factor's unit. */
function ActivityRows({ field, factors, control, register, errors }: RowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: field });
  const options = optionsOf(factors.set, GHG_ROWS[field].category, factors.fyEndYear);
  const text = ROW_TEXT[field];
  const noun = GHG_ROWS[field].noun;
  if (options.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {text.legend}: {missingFactorMessage(text.legend.toLowerCase(), factors)}.
      </p>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{text.legend}</legend>
      {fields.map((row, index) => (
        <Controller
          key={row.id}
          control={control}
          name={`${field}.${index}.type`}
          render={({ field: typeField }) => {
            const chosen = options.find((o) => o.key === typeField.value);
            return (
              <ActivityRow
                label={`${text.item} ${index + 1}`}
                testId={`ghg-${GHG_ROWS[field].prefix}-${index}`}
                select={
                  <Select value={chosen ? typeField.value : ""} onValueChange={typeField.onChange}>
                    <SelectTrigger aria-label={`${text.item} ${index + 1} ${text.select}`} className="w-28 shrink-0 sm:w-36">
                      <SelectValue placeholder="Choose" />
                    </SelectTrigger>
                    <SelectContent>
                      {options.map((o) => (
                        <SelectItem key={o.key} value={o.key}>
                          {o.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                }
                unit={chosen?.unit ?? ""}
                inputLabel={`${text.item} ${index + 1} ${noun}`}
                registration={register(`${field}.${index}.quantity`)}
                error={errors[field]?.[index]?.quantity?.message}
                onRemove={() => remove(index)}
              />
            );
          }}
        />
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={() => append({ type: options[0].key, quantity: "" })}>
        <Plus aria-hidden /> {text.add}
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
          <Input aria-label={inputLabel} inputMode="decimal" autoComplete="off" placeholder="0" className="pr-20" aria-invalid={error ? true : undefined} {...registration} />
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

const tonsSub = (testId: string, tons: number) => (
  <>
    <span data-testid={testId}>{formatIndian(tons, 3)}</span> tCO2e
  </>
);

function GhgResults({ result }: { result: GhgResult }) {
  const active = result.sources.filter((s) => s.quantity > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {([1, 2, 3] as const).map((scope) => (
          <Figure
            key={scope}
            label={`${SCOPE_NAMES[scope]} emissions`}
            value={result.scopes[scope].kg}
            decimals={2}
            unit="kg CO2e"
            testId={`ghg-scope${scope}-kg`}
            sub={tonsSub(`ghg-scope${scope}-tons`, result.scopes[scope].tons)}
          />
        ))}
        <Figure
          label="Scope 1 + Scope 2 (BRSR P6 E7 total)"
          value={result.scope12.kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-scope12-kg"
          emphasis
          sub={tonsSub("ghg-scope12-tons", result.scope12.tons)}
        />
        <Figure
          label="All scopes, 1 + 2 + 3 (shown only, not saved)"
          value={result.total.kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-total-kg"
          sub={tonsSub("ghg-total-tons", result.total.tons)}
        />
        {result.outsideScopes.kg > 0 ? (
          <Figure
            label="Outside the scopes: HCFC leakage (reported separately, not saved)"
            value={result.outsideScopes.kg}
            decimals={2}
            unit="kg CO2e"
            testId="ghg-outside-kg"
            sub={tonsSub("ghg-outside-tons", result.outsideScopes.tons)}
          />
        ) : null}
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
                <TableHead className="hidden lg:table-cell">Factor source</TableHead>
                <TableHead className="text-right">kg CO2e</TableHead>
                <TableHead className="text-right">tCO2e</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {active.map((s) => (
                <TableRow key={s.id} data-testid={`ghg-source-${s.id}`}>
                  <TableCell className="whitespace-normal">{s.label}</TableCell>
                  <TableCell className="hidden sm:table-cell">{s.outsideScopes ? "Outside scopes" : SCOPE_NAMES[s.scope]}</TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">
                    {new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(s.quantity)} {s.unit}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">{formatFactor(s.factor)}</TableCell>
                  <TableCell className="hidden whitespace-normal text-xs text-muted-foreground lg:table-cell">
                    {s.source.publisher}, {s.source.edition}
                    {s.source.year ? ` (${s.source.year})` : ""}
                  </TableCell>
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
