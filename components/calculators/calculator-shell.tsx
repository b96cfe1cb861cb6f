"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { FactorContext } from "@/lib/calculators/factors";
import { CALCULATOR_INPUTS, CALCULATORS, CALCULATOR_SCREENS, type CalculatorKind, type DeclaredField, type InputSection } from "@/lib/calculators/kinds";
import { AmountField, CalculateButton, NoResultsYet, ResultsCard } from "./parts";
import { SavedEntries } from "./saved-entries";
import { useCalculation } from "./use-calculation";
import { useCalculatorSave } from "./use-calculator-save";

type ShellProps<V extends FieldValues, R extends object> = {
  kind: CalculatorKind;
  companyId: string;
  fy: string;
  period: string;
  factors: FactorContext;
  defaultValues: DefaultValues<V>;
  /**
   * What the result depends on besides the inputs (the factor set, the year): when it changes the
   * result is dropped and calculated again (see useCalculation).
   */
  resetKey?: string;
  /** Above the form (the GHG calculator names its factor set there). */
  before?: React.ReactNode;
  /** The inputs of calculators whose fields depend on the factor set; the others are declared in lib/calculators/kinds.ts. */
  inputs?: (form: UseFormReturn<V>) => React.ReactNode;
  results: (result: R) => React.ReactNode;
  /** Whether the result has anything to save; by default, whether the kind turns it into any entry. */
  hasEntries?: (result: R) => boolean;
};

/**
 * One calculator, as lib/calculators/kinds.ts declares it: its form (validated by the kind's schema,
 * the same the server parses with), Calculate with the kind's pure calculation, the results card
 * with its title and description, Save to Data Collection and what the save wrote.
 */
export function CalculatorShell<V extends FieldValues, R extends object>({
  kind,
  companyId,
  fy,
  period,
  factors,
  defaultValues,
  resetKey = "",
  before,
  inputs,
  results,
  hasEntries,
}: ShellProps<V, R>) {
  const calculator = CALCULATORS[kind];
  const text = CALCULATOR_SCREENS[kind];
  const form = useForm<V>({ resolver: zodResolver(calculator.schema as never) as unknown as Resolver<V>, defaultValues });
  const { result, values, onValid, onInvalid } = useCalculation(
    (values: V, notice) => calculator.calculate(values as never, factors, notice) as R,
    text.calculated,
    form.setError,
    resetKey,
  );
  const save = useCalculatorSave({ kind, companyId, fy, result, values });
  // Read here so that the form re-renders with its errors (react-hook-form subscribes on reading).
  const { errors } = form.formState;
  const anyEntry = (r: R) => (hasEntries ? hasEntries(r) : calculator.entries(r as never, { companyId, period, factors }).length > 0);

  return (
    <div className="space-y-6">
      {before}
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-label={text.inputs} className="space-y-4">
        {inputs ? inputs(form) : <DeclaredInputs sections={CALCULATOR_INPUTS[kind] ?? []} form={form} errors={errors} />}
      </form>

      {result ? (
        <ResultsCard
          title={text.results.title}
          description={text.results.description}
          testId={`${kind}-results`}
          saving={save.isPending}
          saved={save.isSaved}
          nothingToSave={!anyEntry(result)}
          onSave={save.save}
        >
          {results(result)}
          {save.saved ? <SavedEntries companyId={companyId} saved={save.saved} /> : null}
        </ResultsCard>
      ) : (
        <NoResultsYet text={text.empty} />
      )}
    </div>
  );
}

/** The declared input cards, Calculate at the end of the last. */
function DeclaredInputs<V extends FieldValues>({
  sections,
  form,
  errors,
}: {
  sections: readonly InputSection[];
  form: UseFormReturn<V>;
  errors: FieldErrors<V>;
}) {
  const field = (f: DeclaredField) => {
    const error = errors[f.field]?.message;
    return (
      <AmountField
        key={f.field}
        id={f.id}
        label={f.label}
        unit={f.unit}
        hint={f.hint}
        registration={form.register(f.field as Path<V>)}
        error={typeof error === "string" ? error : undefined}
      />
    );
  };
  return sections.map((section, i) => (
    <Card key={section.title}>
      <CardHeader>
        <CardTitle>{section.title}</CardTitle>
        <CardDescription>{section.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {section.fields ? (
          <div className="grid gap-4 sm:grid-cols-2" data-testid={section.testId}>
            {section.fields.map(field)}
          </div>
        ) : null}
        {section.groups ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {section.groups.map((group) => (
              <fieldset key={group.legend} className="space-y-4">
                <legend className="mb-2 text-sm font-medium">{group.legend}</legend>
                {group.fields.map(field)}
              </fieldset>
            ))}
          </div>
        ) : null}
        {i === sections.length - 1 ? <CalculateButton /> : null}
      </CardContent>
    </Card>
  ));
}
