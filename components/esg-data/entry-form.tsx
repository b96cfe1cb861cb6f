"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { PERIOD_PLACEHOLDER, valueHints } from "@/lib/esg-data/placeholders";
import { previousValue } from "@/lib/esg-data/previous-value";
import { REQUIRED_MESSAGE, esgEntryInput, type EsgEntryDto, type EsgEntryFormValues, type EsgEntryInput } from "@/lib/esg-data/schemas";
import { MetricPicker } from "./metric-picker";
import { entriesKey, entryDependentKeys, entryHistoryKey } from "./queries";
import { describePeriod } from "@/lib/periods/describe";
import { readPeriod } from "@/lib/periods/read";

type Props = {
  companyId: string;
  frameworks: readonly string[];
  entries: readonly EsgEntryDto[];
  /** The entry being edited, or null for a new one. */
  editing: EsgEntryDto | null;
  /** First month of the company's financial year: how periods are read. */
  fyStartMonth?: number;
  onDone: () => void;
};

const blank = (companyId: string, framework = ""): EsgEntryFormValues => ({
  company_id: companyId,
  framework,
  category: "",
  metric: "",
  value: "",
  unit: "",
  period: "",
  notes: "",
});

export function EntryForm({ companyId, frameworks, entries, editing, onDone, fyStartMonth = 4 }: Props) {
  const queryClient = useQueryClient();
  // Remounts the picker after a save so its "custom metric" mode starts fresh.
  const [round, setRound] = useState(0);
  const form = useForm<EsgEntryFormValues, unknown, EsgEntryInput>({
    resolver: zodResolver(esgEntryInput),
    defaultValues: blank(companyId),
  });
  const { register, handleSubmit, control, setValue, reset, formState } = form;

  useEffect(() => {
    if (editing) {
      reset({
        company_id: companyId,
        framework: editing.framework,
        category: editing.category,
        metric: editing.metric,
        value: editing.value,
        unit: editing.unit,
        period: editing.period,
        notes: editing.notes,
      });
    } else {
      reset(blank(companyId));
    }
  }, [editing, companyId, reset]);

  const save = useMutation({
    mutationFn: (input: EsgEntryInput) => {
      if (editing) {
        const { company_id, ...fields } = input;
        void company_id;
        return api<EsgEntryDto>(`/esg-data/${editing.id}`, { method: "PATCH", body: fields });
      }
      return api<EsgEntryDto>("/esg-data", { method: "POST", body: input });
    },
    onSuccess: async (saved) => {
      toast.success("Data saved successfully!");
      const keep = { framework: saved.framework, category: saved.category };
      reset({ ...blank(companyId), ...(editing ? {} : keep) });
      setRound((n) => n + 1);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entriesKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: entryHistoryKey(saved.id) }),
        ...entryDependentKeys(companyId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: (error) => {
      console.error("Failed to save data:", error);
      failureToast(error, "Failed to save data");
    },
  });

  const [framework, category, metric, period] = useWatch({ control, name: ["framework", "category", "metric", "period"] });
  const hints = valueHints(metric);
  const previous = metric ? previousValue(entries, { metric, period, excludeId: editing?.id }) : null;
  const errors = formState.errors;
  const reading = period?.trim() ? describePeriod(readPeriod(period, { fyStartMonth }), fyStartMonth) : null;

  const onInvalid = () => toast.error(REQUIRED_MESSAGE);

  return (
    <Card data-testid="entry-form-card">
      <CardHeader>
        <CardTitle>{editing ? "Edit Data Entry" : "Add ESG Data"}</CardTitle>
        <CardDescription>
          {editing ? `Editing ${editing.metric} (${editing.period}). Every change is kept in the entry's history.` : "Record a metric value for a reporting period."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit((values) => save.mutate(values), onInvalid)} className="space-y-4" data-testid="entry-form">
          <MetricPicker
            key={`${editing?.id ?? "new"}-${round}`}
            idPrefix="entry"
            frameworks={frameworks}
            value={{ framework: framework ?? "", category: category ?? "", metric: metric ?? "" }}
            invalid={{ framework: Boolean(errors.framework), category: Boolean(errors.category), metric: Boolean(errors.metric) }}
            onChange={(next) => {
              setValue("framework", next.framework, { shouldValidate: formState.isSubmitted });
              setValue("category", next.category, { shouldValidate: formState.isSubmitted });
              setValue("metric", next.metric, { shouldValidate: formState.isSubmitted });
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="entry-value">Value *</Label>
              <Input id="entry-value" placeholder={hints.value} maxLength={200} aria-invalid={Boolean(errors.value) || undefined} {...register("value")} />
              {previous ? (
                <p className="text-muted-foreground flex items-center gap-1 text-xs" data-testid="previous-value">
                  <History className="size-3" aria-hidden />
                  Previous ({previous.period}): <span className="text-foreground font-medium">{previous.value}</span>
                  {previous.unit ? ` ${previous.unit}` : ""}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="entry-unit">Unit</Label>
              <Input id="entry-unit" placeholder={hints.unit} maxLength={50} {...register("unit")} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="entry-period">Period *</Label>
            <Input id="entry-period" placeholder={PERIOD_PLACEHOLDER} maxLength={50} aria-invalid={Boolean(errors.period) || undefined} aria-describedby="entry-period-reading" {...register("period")} />
            {reading?.text ? (
              <p id="entry-period-reading" data-testid="entry-period-reading" className={`text-xs ${reading.ok ? "text-muted-foreground" : "text-amber-700 dark:text-amber-400"}`}>
                {reading.text}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor="entry-notes">Notes</Label>
            <Textarea id="entry-notes" rows={3} placeholder="Source document, method, scope" maxLength={2000} {...register("notes")} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending} data-testid="entry-submit">
              {save.isPending ? "Saving..." : editing ? "Update Entry" : "Save Data"}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
