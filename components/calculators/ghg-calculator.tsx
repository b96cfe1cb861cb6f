"use client";

import dynamic from "next/dynamic";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatFactor, type FactorContext } from "@/lib/calculators/factors";
import { emptyGhgInput, GHG_FIELD_LABELS, GHG_ROWS, missingFactorMessage, SCOPE2_INSTRUMENTS, type GhgResult, type GhgRowField } from "@/lib/calculators/ghg";
import { formatFixed, formatNumber } from "@/lib/format";
import type { GhgFormValues } from "@/lib/calculators/schemas";
import { SCOPE3_CATEGORIES, scope3CategoryTitle, type Scope3DirectKey } from "@/lib/calculators/scope3";
import { hasGhgEntries } from "@/lib/calculators/to-entries";
import { editionOf, optionsOf, resolveFactor, setLabel, type EmissionFactor, type Scope } from "@/lib/factors";
import { DeferredChart } from "@/components/ui/deferred-chart";
import { CalculatorShell } from "./calculator-shell";
import { AmountField, CalculateButton, Figure, FieldNote } from "./parts";

// recharts loads when there is a result to chart, not with the form.
const EmissionsCharts = dynamic(() => import("./emissions-charts").then((m) => m.EmissionsCharts), {
  ssr: false,
  loading: () => <DeferredChart className="h-72" />,
});

const SCOPE_NAMES: Record<Scope, string> = { 1: "Scope 1", 2: "Scope 2", 3: "Scope 3" };

const ROW_TEXT: Record<GhgRowField, { legend: string; item: string; select: string; add: string; what: string }> = {
  fuels: { legend: "Fuel combustion", item: "Fuel", select: "type", add: "Add fuel", what: "fuel combustion" },
  vehicles: { legend: "Company vehicles", item: "Vehicle", select: "type", add: "Add vehicle", what: "company vehicles" },
  refrigerants: {
    legend: "Refrigerant leakage (kg topped up or lost), by gas",
    item: "Refrigerant",
    select: "gas",
    add: "Add refrigerant",
    what: "refrigerants",
  },
  commuting: { legend: "Employee commuting (category 7), by mode", item: "Commuting", select: "mode", add: "Add commuting mode", what: "employee commuting" },
  freightUpstream: { legend: "Inbound freight you pay for (category 4)", item: "Inbound freight", select: "mode", add: "Add inbound freight", what: "freight" },
  freightDownstream: {
    legend: "Outbound freight paid for by others (category 9)",
    item: "Outbound freight",
    select: "mode",
    add: "Add outbound freight",
    what: "freight",
  },
  businessTravel: {
    legend: "Business travel (category 6), by mode",
    item: "Business travel",
    select: "mode",
    add: "Add business travel",
    what: "business travel",
  },
};

const INSTRUMENT_IDS = { recs: "ghg-recs", greenTariff: "ghg-green-tariff", ppa: "ghg-ppa" } as const;

const publisherOf = (f: EmissionFactor) => f.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1");

export function GhgCalculator({ companyId, fy, period, factors }: { companyId: string; fy: string; period: string; factors: FactorContext }) {
  return (
    <CalculatorShell<GhgFormValues, GhgResult>
      kind="ghg"
      companyId={companyId}
      fy={fy}
      period={period}
      factors={factors}
      defaultValues={emptyGhgInput(factors.set)}
      resetKey={`${factors.set.id}:${factors.fyEndYear ?? ""}`}
      before={
        <p className="text-sm" data-testid="ghg-factor-set">
          <span className="font-medium">Factor set:</span> {setLabel(factors.set, factors.fyEndYear)}
        </p>
      }
      inputs={({ register, control, formState: { errors } }) => <GhgInputs register={register} control={control} errors={errors} factors={factors} />}
      results={(result) => <GhgResults result={result} />}
      hasEntries={hasGhgEntries}
    />
  );
}

function GhgInputs({ factors, control, register, errors }: Omit<RowsProps, "field">) {
  const single = (key: string, label: string) => {
    const f = resolveFactor(factors.set, key, factors.fyEndYear);
    return f
      ? { hint: `${formatFactor(f.value)} kg CO2e per ${f.unit} · ${publisherOf(f)}, ${editionOf(f)}`, disabled: false }
      : { hint: `${missingFactorMessage(label, factors)}: left out`, disabled: true };
  };
  const grid = single("grid_electricity", "grid electricity");
  const heat = single("purchased_heat_steam", "purchased heat/steam");
  const waste = single("waste_disposal", "waste disposal");
  const goods = single("purchased_goods", "purchased goods");
  const rows = { control, register, errors, factors };

  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Scope 1 · Direct</CardTitle>
            <CardDescription>Fuel burnt on site, company vehicles, refrigerant leakage, and process emissions worked out elsewhere.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <ActivityRows field="fuels" {...rows} />
            <ActivityRows field="vehicles" {...rows} />
            <ActivityRows field="refrigerants" {...rows} />
            <ProcessRows control={control} register={register} errors={errors} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Scope 2 · Purchased energy</CardTitle>
            <CardDescription>Electricity and heat or steam bought in, reported both location-based and market-based.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <AmountField
              id="ghg-electricity"
              label={GHG_FIELD_LABELS.electricity}
              unit="kWh"
              hint={`${grid.hint}. All electricity bought, including what the instruments below cover.`}
              disabled={grid.disabled}
              registration={register("electricity")}
              error={errors.electricity?.message}
            />
            <AmountField
              id="ghg-heat"
              label={GHG_FIELD_LABELS.heatSteam}
              unit="kWh"
              hint={heat.hint}
              disabled={heat.disabled}
              registration={register("heatSteam")}
              error={errors.heatSteam?.message}
            />
            <fieldset className="space-y-3 rounded-md border p-3" data-testid="ghg-market-inputs">
              <legend className="px-1 text-sm font-medium">Market-based: electricity covered by contractual instruments</legend>
              <p className="text-xs text-muted-foreground">
                Of the grid electricity above, the kWh each instrument covers for this year. They count at 0 kg CO2e per kWh in the market-based figure; the
                rest is priced at the grid average, because India publishes no residual mix.
              </p>
              {SCOPE2_INSTRUMENTS.map((field) => (
                <AmountField
                  key={field}
                  id={INSTRUMENT_IDS[field]}
                  label={GHG_FIELD_LABELS[field]}
                  unit="kWh"
                  disabled={grid.disabled}
                  registration={register(field)}
                  error={errors[field]?.message}
                />
              ))}
            </fieldset>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Scope 3 · Value chain</CardTitle>
          <CardDescription>
            The GHG Protocol&apos;s fifteen categories: activity data where the factor set has a factor, and any category&apos;s own figure in tCO2e.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-5 md:grid-cols-2">
            <AmountField
              id="ghg-goods"
              label={GHG_FIELD_LABELS.purchasedGoods}
              unit={resolveFactor(factors.set, "purchased_goods", factors.fyEndYear)?.unit ?? "kg"}
              hint={`Category 1. ${goods.hint}`}
              disabled={goods.disabled}
              registration={register("purchasedGoods")}
              error={errors.purchasedGoods?.message}
            />
            <AmountField
              id="ghg-waste"
              label={GHG_FIELD_LABELS.wasteDisposal}
              unit="kg"
              hint={`Category 5. ${waste.hint}`}
              disabled={waste.disabled}
              registration={register("wasteDisposal")}
              error={errors.wasteDisposal?.message}
            />
            <ActivityRows field="freightUpstream" {...rows} />
            <ActivityRows field="freightDownstream" {...rows} />
            <ActivityRows field="businessTravel" {...rows} />
            <ActivityRows field="commuting" {...rows} />
          </div>
          <fieldset className="space-y-3" data-testid="ghg-scope3-direct">
            <legend className="text-sm font-medium">Any category, entered as tCO2e</legend>
            <p className="text-xs text-muted-foreground">
              For a supplier&apos;s own figure, a spend-based estimate or a category the set has no factor for. Added to the activity-based figure of the same
              category: leave out what the rows above already cover.
            </p>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {SCOPE3_CATEGORIES.map(({ category }) => {
                const key = `cat${category}` as Scope3DirectKey;
                return (
                  <AmountField
                    key={key}
                    id={`ghg-scope3-${key}`}
                    label={scope3CategoryTitle(category)}
                    unit="tCO2e"
                    registration={register(`scope3Direct.${key}`)}
                    error={errors.scope3Direct?.[key]?.message}
                  />
                );
              })}
            </div>
          </fieldset>
        </CardContent>
      </Card>
      <CalculateButton />
    </>
  );
}

type RowsProps = {
  field: GhgRowField;
  factors: FactorContext;
  control: Control<GhgFormValues>;
  register: UseFormRegister<GhgFormValues>;
  errors: FieldErrors<GhgFormValues>;
};

/** A repeatable input: pick the activity among the set's factors of its kind, enter the quantity in that factor's unit. */
function ActivityRows({ field, factors, control, register, errors }: RowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: field });
  const options = optionsOf(factors.set, GHG_ROWS[field].category, factors.fyEndYear);
  const text = ROW_TEXT[field];
  const noun = GHG_ROWS[field].noun;
  if (options.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid={`ghg-${GHG_ROWS[field].prefix}-none`}>
        {text.legend}: {missingFactorMessage(text.what, factors)}
        {"scope3Category" in GHG_ROWS[field] ? "; enter the category in tCO2e below." : "."}
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
                  <NativeSelect
                    aria-label={`${text.item} ${index + 1} ${text.select}`}
                    className="w-28 shrink-0 sm:w-36"
                    value={chosen ? typeField.value : ""}
                    onChange={(e) => typeField.onChange(e.target.value)}
                  >
                    <option value="" disabled>
                      Choose
                    </option>
                    {options.map((o) => (
                      <option key={o.key} value={o.key}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect>
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
          <Input
            aria-label={inputLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            className="pr-20"
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground">{unit}</span>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error ? <FieldNote error={error} /> : null}
    </div>
  );
}

/** Scope 1 figures the platform cannot price (calcination, chemical reactions): a description and tCO2e each. */
function ProcessRows({
  control,
  register,
  errors,
}: {
  control: Control<GhgFormValues>;
  register: UseFormRegister<GhgFormValues>;
  errors: FieldErrors<GhgFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "process" });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Process emissions, entered as tCO2e</legend>
      {fields.map((row, index) => {
        const error = errors.process?.[index]?.tco2e?.message ?? errors.process?.[index]?.description?.message;
        return (
          <div key={row.id} className="space-y-1" data-testid={`ghg-process-${index}`}>
            <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
              <Input
                aria-label={`Process emission ${index + 1} description`}
                autoComplete="off"
                placeholder="e.g. calcination in kiln 2"
                className="min-w-0 flex-1 basis-full sm:basis-0"
                {...register(`process.${index}.description`)}
              />
              <div className="relative min-w-0 flex-1 sm:w-40 sm:flex-none">
                <Input
                  aria-label={`Process emission ${index + 1} (tCO2e)`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  className="pr-16"
                  aria-invalid={error ? true : undefined}
                  {...register(`process.${index}.tco2e`)}
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground">tCO2e</span>
              </div>
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove process emission ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden />
              </Button>
            </div>
            {error ? <FieldNote error={error} /> : null}
          </div>
        );
      })}
      <Button type="button" variant="ghost" size="sm" onClick={() => append({ description: "", tco2e: "" })}>
        <Plus aria-hidden /> Add process emission
      </Button>
    </fieldset>
  );
}

const tonsSub = (testId: string, tons: number) => (
  <>
    <span data-testid={testId}>{formatFixed(tons, 3)}</span> tCO2e
  </>
);

const quantityText = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

function GhgResults({ result }: { result: GhgResult }) {
  const active = result.sources.filter((s) => s.quantity > 0);
  const entered = result.direct.filter((d) => d.kg > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label="Scope 1 emissions"
          value={result.scopes[1].kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-scope1-kg"
          sub={tonsSub("ghg-scope1-tons", result.scopes[1].tons)}
        />
        <Figure
          label="Scope 2 emissions (location-based)"
          value={result.scope2Location.kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-scope2-kg"
          sub={tonsSub("ghg-scope2-tons", result.scope2Location.tons)}
        />
        <Figure
          label="Scope 2 emissions (market-based)"
          value={result.scope2Market.kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-scope2-market-kg"
          sub={tonsSub("ghg-scope2-market-tons", result.scope2Market.tons)}
        />
        <Figure
          label="Scope 3 emissions"
          value={result.scopes[3].kg}
          decimals={2}
          unit="kg CO2e"
          testId="ghg-scope3-kg"
          sub={tonsSub("ghg-scope3-tons", result.scopes[3].tons)}
        />
        <Figure
          label="Scope 1 + Scope 2 (BRSR P6 E7 total, location-based)"
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

      <Scope2Methods result={result} />
      <Scope3Table result={result} />
      <EmissionsCharts result={result} />

      <div>
        <h3 className="mb-2 text-sm font-medium">By source</h3>
        {active.length === 0 && entered.length === 0 ? (
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
                  <TableCell className="hidden sm:table-cell">
                    {s.outsideScopes ? "Outside scopes" : SCOPE_NAMES[s.scope]}
                    {s.scope3Category ? ` (cat. ${s.scope3Category})` : ""}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">{quantityText(s.quantity, s.unit)}</TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">{formatFactor(s.factor)}</TableCell>
                  <TableCell className="hidden whitespace-normal text-xs text-muted-foreground lg:table-cell">
                    {s.source.publisher}, {s.source.edition}
                    {s.source.year ? ` (${s.source.year})` : ""}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatFixed(s.kg, 2)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatFixed(s.tons, 3)}</TableCell>
                </TableRow>
              ))}
              {entered.map((d) => (
                <TableRow key={d.id} data-testid={`ghg-source-${d.id}`}>
                  <TableCell className="whitespace-normal">{d.label}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {SCOPE_NAMES[d.scope]}
                    {d.scope3Category ? ` (cat. ${d.scope3Category})` : ""}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">{quantityText(d.tco2e, "tCO2e")}</TableCell>
                  <TableCell className="hidden text-right md:table-cell">—</TableCell>
                  <TableCell className="hidden whitespace-normal text-xs text-muted-foreground lg:table-cell">Entered directly</TableCell>
                  <TableCell className="text-right tabular-nums">{formatFixed(d.kg, 2)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatFixed(d.tons, 3)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  );
}

/** Both Scope 2 methods side by side, with how the market-based figure was reached. */
function Scope2Methods({ result }: { result: GhgResult }) {
  const { market } = result;
  if (market.gridKwh <= 0 && market.heatSteamKg <= 0) return null;
  const f = market.gridFactor;
  const rate = f ? `${formatFactor(f.value)} kg CO2e/kWh` : "no grid factor";
  return (
    <div data-testid="ghg-scope2-methods">
      <h3 className="mb-2 text-sm font-medium">Scope 2, both methods</h3>
      <dl className="grid gap-3 text-sm md:grid-cols-2">
        <div className="rounded-md border p-3">
          <dt className="font-medium">Location-based: {formatFixed(result.scope2Location.tons, 3)} tCO2e</dt>
          <dd className="mt-1 text-muted-foreground">
            {formatFixed(market.gridKwh, 2)} kWh × {rate} (grid average)
            {market.heatSteamKg > 0 ? ` + purchased heat/steam ${formatFixed(market.heatSteamKg, 2)} kg CO2e` : ""}.
          </dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="font-medium">Market-based: {formatFixed(result.scope2Market.tons, 3)} tCO2e</dt>
          <dd className="mt-1 space-y-0.5 text-muted-foreground">
            <span className="block" data-testid="ghg-market-covered">
              Covered by instruments at 0 kg CO2e/kWh: {formatFixed(market.coveredKwh, 2)} kWh (RECs {formatFixed(market.instruments.recs, 2)}, green tariff{" "}
              {formatFixed(market.instruments.greenTariff, 2)}, PPA / captive {formatFixed(market.instruments.ppa, 2)}).
            </span>
            <span className="block" data-testid="ghg-market-uncovered">
              Remainder: {formatFixed(market.uncoveredKwh, 2)} kWh × {rate}, the grid average — India publishes no residual mix.
            </span>
            {market.heatSteamKg > 0 ? (
              <span className="block">Purchased heat/steam as location-based: {formatFixed(market.heatSteamKg, 2)} kg CO2e.</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Scope 3 by GHG Protocol category: those with emissions, each split into activity-based and entered. */
function Scope3Table({ result }: { result: GhgResult }) {
  const categories = result.scope3Categories.filter((c) => c.kg > 0);
  if (categories.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">Scope 3 by category</h3>
      <Table data-testid="ghg-scope3-categories">
        <TableHeader>
          <TableRow>
            <TableHead>Category</TableHead>
            <TableHead className="hidden text-right sm:table-cell">From activity (kg CO2e)</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Entered (kg CO2e)</TableHead>
            <TableHead className="text-right">tCO2e</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((c) => (
            <TableRow key={c.category} data-testid={`ghg-scope3-cat-${c.category}`}>
              <TableCell className="whitespace-normal">{scope3CategoryTitle(c.category)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatFixed(c.activityKg, 2)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatFixed(c.directKg, 2)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatFixed(c.tons, 3)}</TableCell>
            </TableRow>
          ))}
          <TableRow className="font-medium">
            <TableCell>Scope 3 total</TableCell>
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="text-right tabular-nums" data-testid="ghg-scope3-total-tons">
              {formatFixed(result.scopes[3].tons, 3)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <p className="mt-2 text-xs text-muted-foreground">Categories with nothing entered are left out, not saved as zero.</p>
    </div>
  );
}
