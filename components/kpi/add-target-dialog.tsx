"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { MetricPicker } from "@/components/esg-data/metric-picker";
import { useActionKey } from "@/components/esg-data/use-action-key";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { PERIOD_PLACEHOLDER, valueHints } from "@/lib/esg-data/placeholders";
import { REQUIRED_MESSAGE } from "@/lib/esg-data/schemas";
import { metricDirection } from "@/lib/kpi/direction";
import { kpiTargetInput, type KpiTargetDto, type KpiTargetFormValues, type KpiTargetInput } from "@/lib/kpi/schemas";

type Props = { companyId: string; frameworks: readonly string[]; open: boolean; onOpenChange: (open: boolean) => void };

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

export function AddTargetDialog({ companyId, frameworks, open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const { register, handleSubmit, setValue, reset, control, formState } = useForm<KpiTargetFormValues, unknown, KpiTargetInput>({
    resolver: zodResolver(kpiTargetInput),
    defaultValues: blank(companyId),
  });

  const action = useActionKey();
  const create = useMutation({
    mutationFn: (input: KpiTargetInput) => api<KpiTargetDto>("/kpi-targets", { method: "POST", body: input, idempotencyKey: action.keyFor(input) }),
    onSettled: (_data, error) => action.settle(error),
    onSuccess: async () => {
      toast.success("KPI target created successfully!");
      reset(blank(companyId));
      setRound((n) => n + 1);
      onOpenChange(false);
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => {
      console.error("Failed to create target:", error);
      failureToast(error, "Failed to create target");
    },
  });

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
          <DialogTitle>Add KPI Target</DialogTitle>
          <DialogDescription>Progress is measured from the baseline to the target using the latest value collected for the same metric.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit((values) => create.mutate(values), onInvalid)} className="space-y-4" data-testid="target-form">
          <MetricPicker
            key={round}
            idPrefix="target"
            frameworks={frameworks}
            value={{ framework: framework ?? "", category: category ?? "", metric: metric ?? "" }}
            invalid={{ framework: Boolean(errors.framework), category: Boolean(errors.category), metric: Boolean(errors.metric) }}
            onChange={(next) => {
              // After a failed submit, re-validate so fixed fields lose their error outline.
              const options = { shouldValidate: formState.isSubmitted };
              setValue("framework", next.framework, options);
              setValue("category", next.category, options);
              setValue("metric", next.metric, options);
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
              {errors.baseline_value ? <p className="text-destructive text-xs">{errors.baseline_value.message}</p> : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="baseline-period">Baseline Period</Label>
              <Input id="baseline-period" placeholder="FY 2024" maxLength={50} {...register("baseline_period")} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="target-direction">Direction</Label>
              <Controller
                control={control}
                name="direction"
                render={({ field }) => (
                  <Select value={field.value ?? "auto"} onValueChange={field.onChange}>
                    <SelectTrigger id="target-direction" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="auto">
                        {automatic === "decrease" ? "Reduce (lower is better)" : automatic === "increase" ? "Increase (higher is better)" : "From baseline"}
                      </SelectItem>
                      <SelectItem value="decrease">Reduce</SelectItem>
                      <SelectItem value="increase">Increase</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="target-notes">Notes</Label>
            <Textarea id="target-notes" rows={2} placeholder="How the target will be reached" maxLength={2000} {...register("notes")} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="target-submit">
              {create.isPending ? "Creating..." : "Create Target"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
