"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { defaultFactorContext, type FactorContext } from "@/lib/calculators/factors";
import { formatFixed } from "@/lib/format";
import { wasteFormSchema, type WasteFormValues } from "@/lib/calculators/schemas";
import { wasteEntries } from "@/lib/calculators/to-entries";
import { calculateWaste, emptyWasteInput, WASTE_CATEGORIES, WASTE_FIELD_LABELS, WASTE_HANDLING, type WasteResult } from "@/lib/calculators/waste";
import { AmountField, CalculateButton, Figure, NoResultsYet, ResultsCard } from "./parts";
import { useCalculation } from "./use-calculation";
import { SavedEntries } from "./saved-entries";
import { useCalculatorSave } from "./use-calculator-save";

const HAZARDOUS_LETTERS = WASTE_CATEGORIES.filter((c) => c.hazardous).map((c) => c.letter);

export function WasteCalculator({
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
  const { register, handleSubmit, setError, formState } = useForm<WasteFormValues>({
    resolver: zodResolver(wasteFormSchema),
    defaultValues: emptyWasteInput(),
  });
  const { errors } = formState;
  const { result, values, onValid, onInvalid } = useCalculation(
    (values: WasteFormValues, notice) => calculateWaste(values, factors, notice),
    "Waste management metrics calculated successfully!",
    setError,
  );
  const save = useCalculatorSave({ kind: "waste", companyId, fy, result, values });
  const entriesContext = { companyId, period, factors };

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Waste management inputs" className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>Waste generated</CardTitle>
            <CardDescription>
              In tonnes, by SEBI&apos;s categories (BRSR P6 E9, A–H). Hazardous for the share below: {HAZARDOUS_LETTERS.join(", ")} — e-waste, bio-medical,
              battery, radioactive and other hazardous waste.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div className="grid gap-4 sm:grid-cols-2" data-testid="waste-categories">
              {WASTE_CATEGORIES.map((c) => (
                <AmountField
                  key={c.field}
                  id={`waste-${c.field}`}
                  label={WASTE_FIELD_LABELS[c.field]}
                  unit="t"
                  hint={c.hazardous ? "Hazardous" : undefined}
                  registration={register(c.field)}
                  error={errors[c.field]?.message}
                />
              ))}
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recovered and disposed</CardTitle>
            <CardDescription>
              What happened to it in the year, in tonnes. Incineration is disposal, with or without energy recovery (GRI 306-5, BRSR P6 E9); together these
              cannot exceed what was generated.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <fieldset className="space-y-4">
                <legend className="mb-2 text-sm font-medium">Recovered</legend>
                {WASTE_HANDLING.filter((h) => h.kind === "recovered").map((h) => (
                  <AmountField
                    key={h.field}
                    id={`waste-${h.field}`}
                    label={h.label}
                    unit="t"
                    registration={register(h.field)}
                    error={errors[h.field]?.message}
                  />
                ))}
              </fieldset>
              <fieldset className="space-y-4">
                <legend className="mb-2 text-sm font-medium">Disposed</legend>
                {WASTE_HANDLING.filter((h) => h.kind === "disposed").map((h) => (
                  <AmountField
                    key={h.field}
                    id={`waste-${h.field}`}
                    label={h.label}
                    unit="t"
                    registration={register(h.field)}
                    error={errors[h.field]?.message}
                  />
                ))}
              </fieldset>
            </div>
            <CalculateButton />
          </CardContent>
        </Card>
      </form>

      {result ? (
        <ResultsCard
          title="Waste results"
          description="Saved in tonnes for BRSR P6 E9: each category generated, and each recovery and disposal route. The total is the questionnaire's sum of A–H. SPEC's rates are shown for reference and not saved."
          testId="waste-results"
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={wasteEntries(result, entriesContext).length === 0}
          onSave={save.save}
        >
          <WasteResults result={result} />
          {save.saved ? <SavedEntries companyId={companyId} saved={save.saved} /> : null}
        </ResultsCard>
      ) : (
        <NoResultsYet text="Enter waste by category and press Calculate to see the total, recovery, disposal and SPEC's rates." />
      )}
    </div>
  );
}

function WasteResults({ result }: { result: WasteResult }) {
  const generated = WASTE_CATEGORIES.filter((c) => result.byCategory[c.field] > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Total waste generated (A–H)" value={result.total} decimals={2} unit="t" testId="waste-total" emphasis />
        <Figure label="Recovered (recycled, re-used, other)" value={result.recovered.total} decimals={2} unit="t" testId="waste-recovered-total" />
        <Figure label="Disposed (incineration, landfill, other)" value={result.disposed.total} decimals={2} unit="t" testId="waste-disposed-total" />
        <Figure label="Neither recovered nor disposed in the year" value={result.unaccounted} decimals={2} unit="t" testId="waste-unaccounted" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Recovered: recycled" value={result.recycled} decimals={2} unit="t" testId="waste-recovered" />
        <Figure label="Disposed: incineration" value={result.incinerated} decimals={2} unit="t" testId="waste-incinerated" />
        <Figure label="Hazardous (B, C, E, F, G)" value={result.hazardous} decimals={2} unit="t" testId="waste-hazardous-t" />
      </div>
      {generated.length ? (
        <Table data-testid="waste-by-category">
          <TableHeader>
            <TableRow>
              <TableHead>Category (BRSR P6 E9)</TableHead>
              <TableHead className="hidden sm:table-cell">Hazardous</TableHead>
              <TableHead className="text-right">Tonnes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {generated.map((c) => (
              <TableRow key={c.field} data-testid={`waste-row-${c.letter}`}>
                <TableCell className="whitespace-normal">
                  {c.letter}. {c.label}
                </TableCell>
                <TableCell className="hidden sm:table-cell">{c.hazardous ? "Yes" : "No"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatFixed(result.byCategory[c.field], 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Recycling rate (SPEC: recycled ÷ total)" value={result.recyclingRate} decimals={1} unit="%" testId="waste-recycling-rate" />
        <Figure
          label="Diverted from landfill (SPEC: recycled + incinerated ÷ total)"
          value={result.divertedRate}
          decimals={1}
          unit="%"
          testId="waste-diverted"
        />
        <Figure label="Hazardous share (SPEC: hazardous ÷ total)" value={result.hazardousShare} decimals={1} unit="%" testId="waste-hazardous" />
      </div>
      <p className="text-muted-foreground text-sm" data-testid="waste-definitions">
        SPEC&apos;s &apos;diverted from landfill&apos; counts incineration as diversion; GRI 306 and BRSR P6 E9 count incineration as disposal, so these rates
        are not saved as GRI or BRSR figures. Hazardous waste here is SEBI&apos;s categories B, C, E, F and G.
      </p>
    </>
  );
}
