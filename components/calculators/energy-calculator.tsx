"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { emptyEnergyInput, ENERGY_FIELD_LABELS, ENERGY_FUELS, findEnergyContent, missingContentMessage, type EnergyResult } from "@/lib/calculators/energy";
import { formatFactor, type FactorContext } from "@/lib/calculators/factors";
import type { EnergyFormValues } from "@/lib/calculators/schemas";
import { formatFixed } from "@/lib/format";
import type { EnergyContent } from "@/lib/factors";
import { CalculatorShell } from "./calculator-shell";
import { AmountField, CalculateButton, Figure } from "./parts";

const isNcv = (c: EnergyContent) => /^net calorific value/i.test(c.basis);
const publisherOf = (c: EnergyContent) => c.source.publisher.replace(/^.*\(([^)]+)\).*$/, "$1");

/** 'Fuels are converted …': the calorific basis the set converts fuels on, said once. */
function basisText(contents: readonly EnergyContent[]): string {
  if (contents.length && contents.every(isNcv)) {
    return "Fuels are converted to energy on a net calorific value (NCV) basis — the heat released with the water vapour left uncondensed; each fuel's value and source is beside it.";
  }
  return `Fuels are converted to kWh: ${contents.map((c) => `${formatFactor(c.kwhPerUnit)} kWh per ${c.unit} of ${c.label.toLowerCase()}`).join(", ")} (${contents[0]?.basis.toLowerCase() ?? "no energy contents in this set"}).`;
}

export function EnergyCalculator({ companyId, fy, period, factors }: { companyId: string; fy: string; period: string; factors: FactorContext }) {
  return (
    <CalculatorShell<EnergyFormValues, EnergyResult>
      kind="energy"
      companyId={companyId}
      fy={fy}
      period={period}
      factors={factors}
      defaultValues={emptyEnergyInput()}
      resetKey={factors.set.id}
      inputs={({ register, formState: { errors } }) => <EnergyInputs register={register} errors={errors} factors={factors} />}
      results={(result) => <EnergyResults result={result} />}
    />
  );
}

function EnergyInputs({
  register,
  errors,
  factors,
}: {
  register: UseFormRegister<EnergyFormValues>;
  errors: FieldErrors<EnergyFormValues>;
  factors: FactorContext;
}) {
  const fuelProps = { register, errors, factors };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Energy consumption</CardTitle>
        <CardDescription data-testid="energy-contents">{basisText(factors.set.energyContents)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Electricity</legend>
          <AmountField
            id="energy-electricity"
            label={ENERGY_FIELD_LABELS.electricity}
            unit="kWh"
            hint="Bought from the grid or a supplier, including renewable power delivered over the grid"
            registration={register("electricity")}
            error={errors.electricity?.message}
          />
          <AmountField
            id="energy-renewable"
            label={ENERGY_FIELD_LABELS.renewablePercent}
            unit="0-100"
            hint="Share of the electricity bought that came from renewable sources (supplier's or PPA statement)"
            registration={register("renewablePercent")}
            error={errors.renewablePercent?.message}
          />
          <AmountField
            id="energy-onsite"
            label={ENERGY_FIELD_LABELS.onsiteRenewable}
            unit="kWh"
            hint="Solar or wind generated on site and used there. Power from a diesel generator is counted by its fuel below."
            registration={register("onsiteRenewable")}
            error={errors.onsiteRenewable?.message}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Fuels from non-renewable sources (row E)</legend>
          {ENERGY_FUELS.filter((f) => f.row === "E").map((f) => (
            <FuelField key={f.field} fuel={f} {...fuelProps} />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Fuels from renewable sources (row B)</legend>
          {ENERGY_FUELS.filter((f) => f.row === "B").map((f) => (
            <FuelField key={f.field} fuel={f} {...fuelProps} />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Other sources, already in GJ</legend>
          <AmountField
            id="energy-other-renewable"
            label={ENERGY_FIELD_LABELS.otherRenewable}
            unit="GJ"
            hint="Row C: e.g. solar thermal heat, renewable steam bought in"
            registration={register("otherRenewable")}
            error={errors.otherRenewable?.message}
          />
          <AmountField
            id="energy-other-non-renewable"
            label={ENERGY_FIELD_LABELS.otherNonRenewable}
            unit="GJ"
            hint="Row F: e.g. steam, heat or chilled water bought in from fossil sources"
            registration={register("otherNonRenewable")}
            error={errors.otherNonRenewable?.message}
          />
        </fieldset>
        <CalculateButton />
      </CardContent>
    </Card>
  );
}

function FuelField({
  fuel,
  register,
  errors,
  factors,
}: {
  fuel: (typeof ENERGY_FUELS)[number];
  register: UseFormRegister<EnergyFormValues>;
  errors: FieldErrors<EnergyFormValues>;
  factors: FactorContext;
}) {
  const content = findEnergyContent(factors, fuel.key);
  const mj = content ? content.kwhPerUnit * 3.6 : 0;
  const hint = content
    ? `${formatFactor(Number(mj.toFixed(4)))} MJ per ${content.unit}${isNcv(content) ? " (NCV)" : ""} · ${publisherOf(content)}`
    : `${missingContentMessage(fuel.field, factors)}: left out`;
  return (
    <AmountField
      id={`energy-${fuel.field}`}
      label={ENERGY_FIELD_LABELS[fuel.field]}
      unit={content?.unit === "litre" ? "litres" : (content?.unit ?? "—")}
      hint={hint}
      disabled={!content}
      registration={register(fuel.field)}
      error={errors[fuel.field]?.message}
    />
  );
}

const ROWS = [
  { letter: "A", label: "Electricity from renewable sources", key: "renewableElectricityGj" },
  { letter: "B", label: "Fuel from renewable sources", key: "renewableFuelGj" },
  { letter: "C", label: "Other renewable sources", key: "otherRenewableGj" },
  { letter: "D", label: "Electricity from non-renewable sources", key: "nonRenewableElectricityGj" },
  { letter: "E", label: "Fuel from non-renewable sources", key: "nonRenewableFuelGj" },
  { letter: "F", label: "Other non-renewable sources", key: "otherNonRenewableGj" },
] as const;

function EnergyResults({ result }: { result: EnergyResult }) {
  const { brsr } = result;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure
          label="Total energy consumption"
          value={result.totalKwh}
          decimals={2}
          unit="kWh"
          testId="energy-total"
          emphasis
          sub={<>{formatFixed(brsr.totalGj, 3)} GJ</>}
        />
        <Figure label="Renewable energy" value={result.renewableKwh} decimals={2} unit="kWh" testId="energy-renewable" />
        <Figure label="Renewable share" value={result.renewableShare} decimals={1} unit="%" testId="energy-share" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="From electricity" value={result.electricityKwh} decimals={2} unit="kWh" testId="energy-electricity-kwh" />
        <Figure label="From diesel" value={result.dieselKwh} decimals={2} unit="kWh" testId="energy-diesel-kwh" />
        <Figure label="From natural gas" value={result.naturalGasKwh} decimals={2} unit="kWh" testId="energy-gas-kwh" />
      </div>
      {result.fuels.length ? (
        <Table data-testid="energy-fuels">
          <TableHeader>
            <TableRow>
              <TableHead>Fuel</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Quantity</TableHead>
              <TableHead className="hidden md:table-cell">Energy content</TableHead>
              <TableHead className="text-right">GJ</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.fuels.map((f) => (
              <TableRow key={f.field} data-testid={`energy-fuel-${f.field}`}>
                <TableCell className="whitespace-normal">
                  {f.label} <span className="text-muted-foreground">({f.row})</span>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {formatFixed(f.quantity, 2)} {f.unit}
                </TableCell>
                <TableCell className="hidden whitespace-normal text-xs text-muted-foreground md:table-cell">
                  {formatFactor(f.kwhPerUnit)} kWh/{f.unit} · {f.content.basis}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatFixed(f.gj, 3)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Table data-testid="energy-brsr-rows">
        <TableHeader>
          <TableRow>
            <TableHead>BRSR P6 E1 row</TableHead>
            <TableHead className="text-right">GJ</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map((r) => (
            <TableRow key={r.letter} data-testid={`energy-row-${r.letter}`}>
              <TableCell className="whitespace-normal">
                {r.letter}. {r.label}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatFixed(brsr[r.key], 3)}</TableCell>
            </TableRow>
          ))}
          <TableRow className="font-medium">
            <TableCell>Total (A+B+C+D+E+F)</TableCell>
            <TableCell className="text-right tabular-nums">{formatFixed(brsr.totalGj, 3)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {result.saveProblem ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="energy-save-problem">
          {result.saveProblem}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="energy-saved-as">
          Saved to BRSR P6 E1 in gigajoules (1 kWh = 0.0036 GJ): renewable electricity (A) {formatFixed(brsr.renewableElectricityGj, 3)} GJ, non-renewable
          electricity (D) {formatFixed(brsr.nonRenewableElectricityGj, 3)} GJ, non-renewable fuel (E) {formatFixed(brsr.nonRenewableFuelGj, 3)} GJ, renewable
          fuel (B) {formatFixed(brsr.renewableFuelGj, 3)} GJ, other sources (C) {formatFixed(brsr.otherRenewableGj, 3)} GJ and (F){" "}
          {formatFixed(brsr.otherNonRenewableGj, 3)} GJ; rows with nothing entered are not saved. Totals and the renewable share are the questionnaire&apos;s
          sums.
        </p>
      )}
    </>
  );
}
