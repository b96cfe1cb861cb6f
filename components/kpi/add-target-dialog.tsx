"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { MetricPicker } from "@/components/esg-data/metric-picker";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";
import { useActionKey } from "@/components/esg-data/use-action-key";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { PERIOD_PLACEHOLDER, valueHints } from "@/lib/esg-data/placeholders";
import { REQUIRED_MESSAGE } from "@/lib/esg-data/schemas";
import { metricDirection } from "@/lib/kpi/direction";
import { kpiTargetInput, type KpiTargetDto, type KpiTargetFormValues, type KpiTargetInput } from "@/lib/kpi/schemas";
import { formatNumber } from "@/lib/format";
import { useTargetPrefill, type PrefillArgs } from "./queries";

type Props = {
  companyId: string;
  frameworks: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The target to edit (PATCH /api/kpi-targets/{id}); none: a new target. */
  target?: KpiTargetDto;
};

/** The dialog is loaded on demand (kpi-screen.tsx), so the catalogue's code comes with it rather than with the page. */
const CATALOGUE = metricCatalogue();

const blank = (companyId: string): KpiTargetFormValues => ({
  company_id: companyId,
  framework: "",
  category: "",
  metric: "",
  target_value: "",
  unit: "",
  target_period: "",
  baseline_value: "",
  baseline_period: "",
  direction: "auto",
  notes: "",
});

/** The form's values of a held target: what it was saved with, numbers as the form shows them. */
const valuesOf = (t: KpiTargetDto): KpiTargetFormValues => ({
  company_id: t.company_id,
  framework: t.framework,
  category: t.category,
  metric: t.metric,
  target_value: String(t.target_value),
  unit: t.unit,
  target_period: t.target_period,
  baseline_value: t.baseline_value === null ? "" : String(t.baseline_value),
  baseline_period: t.baseline_period ?? "",
  direction: t.direction ?? "auto",
  notes: t.notes,
});

/** 'Add KPI Target' (POST) or, with `target`, 'Edit KPI Target' (PATCH): one form, validated by the schema the handlers use. */
export function TargetDialog({ companyId, frameworks, open, onOpenChange, target }: Props) {
  const queryClient = useQueryClient();
  const editing = Boolean(target);
  const [round, setRound] = useState(0);
  const { register, handleSubmit, setValue, reset, control, formState, getValues, getFieldState } = useForm<KpiTargetFormValues, unknown, KpiTargetInput>({
    resolver: zodResolver(kpiTargetInput),
    defaultValues: target ? valuesOf(target) : blank(companyId),
  });

  const [ask, setAsk] = useState<PrefillArgs | null>(null);
  const action = useActionKey();
  const save = useMutation({
    mutationFn: (input: KpiTargetInput) => {
      if (!target) return api<KpiTargetDto>("/kpi-targets", { method: "POST", body: input, idempotencyKey: action.keyFor(input) });
      const { company_id, ...fields } = input;
      void company_id;
      return api<KpiTargetDto>(`/kpi-targets/${target.id}`, { method: "PATCH", body: fields });
    },
    onSettled: (_data, error) => {
      if (!target) action.settle(error);
    },
    onSuccess: async (saved) => {
      toast.success(target ? "KPI target updated successfully" : "KPI target created successfully!");
      reset(target ? valuesOf(saved ?? target) : blank(companyId));
      setAsk(null);
      setRound((n) => n + 1);
      onOpenChange(false);
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => {
      console.error(target ? "Failed to update target:" : "Failed to create target:", error);
      failureToast(error, target ? "Failed to update target" : "Failed to create target");
    },
  });

  // Unit and baseline from the company's data (decisions D23 §3): asked when a metric is chosen and when
  // the baseline period is left; filled unless the user typed their own, and theirs to change.
  const askPrefill = (changed?: Partial<PrefillArgs>) => {
    const v = { ...getValues(), ...changed };
    if (!v.metric) return setAsk(null);
    setAsk({
      framework: v.framework ?? "",
      metric: v.metric,
      baseline_period: (v.baseline_period ?? "").trim(),
      unit: getFieldState("unit").isDirty ? (v.unit ?? "").trim() : "",
    });
  };
  const prefill = useTargetPrefill(companyId, ask);
  const filled = ask && prefill.data && typeof prefill.data === "object" && "unit" in prefill.data ? prefill.data : null;
  useEffect(() => {
    if (!filled) return;
    if (filled.unit && !getFieldState("unit").isDirty) setValue("unit", filled.unit);
    if (filled.baseline_value !== null && !getFieldState("baseline_value").isDirty) setValue("baseline_value", String(filled.baseline_value));
  }, [filled, getFieldState, setValue]);
  const baselineHint = filled
    ? filled.baseline_value !== null
      ? `Filled from your approved ${filled.baseline_period} figure (${formatNumber(filled.baseline_value)})`
      : filled.baseline_note
    : null;
  const unitHint = filled?.unit ? (filled.unit_source === "catalogue" ? "The metric's usual unit" : "The unit of your figures") : null;

  const onInvalid = (errors: typeof formState.errors) => {
    const missing = Object.values(errors).some((e) => e?.message === REQUIRED_MESSAGE);
    toast.error(missing ? REQUIRED_MESSAGE : (Object.values(errors)[0]?.message ?? REQUIRED_MESSAGE));
  };

  const [framework, category, metric] = useWatch({ control, name: ["framework", "category", "metric"] });
  const hints = valueHints(metric);
  // The metric's own direction is what 'automatic' means; the server reads it the same way.
  const automatic = metric ? metricDirection(metric, framework) : null;
  const errors = formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit KPI Target" : "Add KPI Target"}</DialogTitle>
          <DialogDescription>Progress is measured from the baseline to the target using the latest value collected for the same metric.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit((values) => save.mutate(values), onInvalid)} className="space-y-4" data-testid="target-form">
          <MetricPicker
            key={round}
            idPrefix="target"
            catalogue={CATALOGUE}
            frameworks={frameworks}
            value={{ framework: framework ?? "", category: category ?? "", metric: metric ?? "" }}
            invalid={{ framework: Boolean(errors.framework), category: Boolean(errors.category), metric: Boolean(errors.metric) }}
            onChange={(next) => {
              // After a failed submit, re-validate so fixed fields lose their error outline.
              const options = { shouldValidate: formState.isSubmitted };
              setValue("framework", next.framework, options);
              setValue("category", next.category, options);
              setValue("metric", next.metric, options);
              askPrefill(next);
            }}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor="target-value">Target Value *</Label>
              <Input
                id="target-value"
                inputMode="decimal"
                placeholder={hints.value}
                aria-invalid={Boolean(errors.target_value) || undefined}
                {...register("target_value")}
              />
              {errors.target_value && errors.target_value.message !== REQUIRED_MESSAGE ? (
                <p className="text-destructive text-xs">{errors.target_value.message}</p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="target-unit">Unit</Label>
              <Input id="target-unit" placeholder={hints.unit} maxLength={50} {...register("unit")} />
              {unitHint ? (
                <p className="text-muted-foreground text-xs" data-testid="target-unit-hint">
                  {unitHint}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="target-period">Target Period *</Label>
              <Input
                id="target-period"
                placeholder={PERIOD_PLACEHOLDER}
                maxLength={50}
                aria-invalid={Boolean(errors.target_period) || undefined}
                {...register("target_period")}
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor="baseline-value">Baseline Value</Label>
              <Input
                id="baseline-value"
                inputMode="decimal"
                placeholder="e.g., 100"
                aria-invalid={Boolean(errors.baseline_value) || undefined}
                {...register("baseline_value")}
              />
              {errors.baseline_value ? (
                <p className="text-destructive text-xs">{errors.baseline_value.message}</p>
              ) : baselineHint ? (
                <p className="text-muted-foreground text-xs" data-testid="target-baseline-hint">
                  {baselineHint}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="baseline-period">Baseline Period</Label>
              <Input
                id="baseline-period"
                placeholder="FY 2024"
                maxLength={50}
                {...register("baseline_period", { onBlur: (e: React.FocusEvent<HTMLInputElement>) => askPrefill({ baseline_period: e.target.value }) })}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="target-direction">Direction</Label>
              <Controller
                control={control}
                name="direction"
                render={({ field }) => (
                  <NativeSelect
                    id="target-direction"
                    className="w-full"
                    value={field.value ?? "auto"}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                  >
                    <option value="auto">
                      {automatic === "decrease" ? "Reduce (lower is better)" : automatic === "increase" ? "Increase (higher is better)" : "From baseline"}
                    </option>
                    <option value="decrease">Reduce</option>
                    <option value="increase">Increase</option>
                  </NativeSelect>
                )}
              />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="target-notes">Notes</Label>
            <Textarea id="target-notes" rows={2} placeholder="How the target will be reached" maxLength={2000} {...register("notes")} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="target-submit">
              {editing ? (save.isPending ? "Saving..." : "Save Changes") : save.isPending ? "Creating..." : "Create Target"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
