"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiClientError } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { PERIOD_PLACEHOLDER, valueHints } from "@/lib/esg-data/placeholders";
import { previousValue } from "@/lib/esg-data/previous-value";
import { figureKey } from "@/lib/esg-data/duplicates";
import { displayValue, formatDateTime } from "@/lib/format";
import { REQUIRED_MESSAGE } from "@/lib/esg-data/entry-limits";
import type { EsgEntryDto, EsgEntryFormValues, EsgEntryHistoryItem, EsgEntryInput, EsgEntrySaved } from "@/lib/esg-data/schemas";
import { lazyZodResolver, usePreloadedResolver } from "@/lib/client/lazy-zod-resolver";
import { findChoice, MetricPicker } from "./metric-picker";
import type { MetricCatalogue } from "@/lib/esg-data/metric-catalogue";
import { lockedYearMessage, YearLockedBanner } from "@/components/company/year-locked-banner";
import { fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { freshEntries, useMetricEntries } from "./queries";
import { useActionKey } from "./use-action-key";
import { describePeriod } from "@/lib/periods/describe";
import { readPeriod } from "@/lib/periods/read";

type Props = {
  companyId: string;
  /** The framework catalogue the metric picker offers (lib/esg-data/metric-catalogue.ts). */
  catalogue: MetricCatalogue;
  frameworks: readonly string[];
  /** The entry being edited, or null for a new one. */
  editing: EsgEntryDto | null;
  /** First month of the company's financial year: how periods are read. */
  fyStartMonth?: number;
  onDone: () => void;
  /** Opens another entry in the form (the one a new figure conflicts with, or a stale entry reloaded). */
  onEdit?: (entry: EsgEntryDto) => void;
  /** Set when the caller's role cannot change figures: the form is shown disabled, saying why. */
  readOnlyMessage?: string | null;
  /** The company's locked financial years ('2024-25'): a figure of one cannot be saved, and the form says so as the period is typed. */
  lockedYears?: readonly string[];
};

type Warning = EsgEntrySaved["warnings"][number];

// The validator (zod and the shared schema) arrives at the visitor's first act, not with the page (lib/client/lazy-zod-resolver.ts).
const entryResolver = lazyZodResolver<EsgEntryFormValues, EsgEntryInput>(() => import("@/lib/esg-data/schemas").then((m) => m.esgEntryInput));

/**
 * A save the server refused because of another save: the entry changed since the form read it
 * (`stale`), or the metric already has a figure for the period (`duplicate`). Each names what is
 * there now and offers the ways out.
 */
type Conflict = (
  | { kind: "stale"; detail: string; current: EsgEntryDto | null; changedBy: string | null; changedAt: string | null }
  | { kind: "duplicate"; detail: string; existing: EsgEntryDto | null }
) & {
  /** The entry the form held when it was refused: once another is opened (or reloaded), the notice is moot. */
  about: EsgEntryDto | null;
};

type SaveArgs = { input: EsgEntryInput; expectedUpdatedAt?: string; recordAgain?: boolean };

const blank = (companyId: string, framework = ""): EsgEntryFormValues => ({
  company_id: companyId,
  framework,
  category: "",
  metric: "",
  value: "",
  unit: "",
  period: "",
  notes: "",
  notes_print: false,
});

export function EntryForm({
  companyId,
  catalogue,
  frameworks,
  editing,
  onDone,
  onEdit,
  fyStartMonth = 4,
  readOnlyMessage: roleMessage = null,
  lockedYears = [],
}: Props) {
  const queryClient = useQueryClient();
  // Remounts the picker after a save so its "custom metric" mode starts fresh.
  const [round, setRound] = useState(0);
  const [refused, setConflict] = useState<Conflict | null>(null);
  const conflict = refused && refused.about === editing ? refused : null;
  const [warnings, setWarnings] = useState<Warning[]>([]);
  // Figures this form saved, with when: the previous-year hint knows them before the metric's
  // lookup has been read again (on a busy server that can take a while after the save).
  const [saved, setSaved] = useState<{ entry: EsgEntrySaved; at: number }[]>([]);
  // What the user typed, carried onto the entry they chose to update instead.
  const draft = useRef<{ id: string; values: Pick<EsgEntryInput, "value" | "unit" | "notes"> } | null>(null);
  const action = useActionKey();
  usePreloadedResolver(entryResolver);
  const form = useForm<EsgEntryFormValues, unknown, EsgEntryInput>({
    resolver: entryResolver,
    defaultValues: blank(companyId),
  });
  const { register, handleSubmit, control, setValue, reset, formState } = form;
  // The unit the form filled from the catalogue, so picking another metric replaces it but not a typed one.
  const autoUnit = useRef("");

  useEffect(() => {
    if (editing) {
      const carried = draft.current?.id === editing.id ? draft.current.values : null;
      draft.current = null;
      reset({
        company_id: companyId,
        framework: editing.framework,
        category: editing.category,
        metric: editing.metric,
        value: carried?.value ?? editing.value,
        unit: carried?.unit ?? editing.unit,
        period: editing.period,
        notes: carried?.notes ?? editing.notes,
        notes_print: editing.notes_print ?? false,
      });
    } else {
      reset(blank(companyId));
    }
  }, [editing, companyId, reset]);

  /** After a 409: what is there now, from the server rather than the cache that was out of date. */
  async function describeConflict(error: ApiClientError, input: EsgEntryInput): Promise<Conflict> {
    const detail = error.detail ?? "This figure was changed elsewhere.";
    if (editing) {
      const list = await freshEntries(queryClient, companyId, { id: editing.id }).catch(() => null);
      const current = list?.find((e) => e.id === editing.id) ?? null;
      const history = await api<EsgEntryHistoryItem[]>(`/esg-data/${editing.id}/history`).catch(() => null);
      const last = history?.[history.length - 1];
      return {
        kind: "stale",
        about: editing,
        detail,
        current,
        changedBy: last?.actor ? last.actor.full_name || last.actor.email : null,
        changedAt: last?.created_at ?? current?.updated_at ?? null,
      };
    }
    const list = await freshEntries(queryClient, companyId, { framework: input.framework, metric: input.metric }).catch(() => null);
    const wanted = figureKey({ framework: input.framework, metric: input.metric, period: input.period }, fyStartMonth);
    const existing = list?.find((e) => figureKey({ framework: e.framework, metric: e.metric, period: e.period }, fyStartMonth) === wanted) ?? null;
    return { kind: "duplicate", about: null, detail, existing };
  }

  const save = useMutation({
    mutationFn: ({ input, expectedUpdatedAt, recordAgain }: SaveArgs) => {
      const again = recordAgain ? { record_again: true } : {};
      if (editing) {
        const { company_id, ...fields } = input;
        void company_id;
        // The version the form was read at: a save from a stale form is refused, not applied.
        return api<EsgEntrySaved>(`/esg-data/${editing.id}`, {
          method: "PATCH",
          body: { ...fields, ...again, expected_updated_at: expectedUpdatedAt ?? editing.updated_at },
        });
      }
      const body = { ...input, ...again };
      return api<EsgEntrySaved>("/esg-data", { method: "POST", body, idempotencyKey: action.keyFor(body) });
    },
    onMutate: () => setConflict(null),
    onSettled: (_data, error) => action.settle(error),
    onSuccess: async (saved) => {
      toast.success("Data saved successfully!");
      setSaved((list) => [...list.filter((s) => s.entry.id !== saved.id), { entry: saved, at: Date.now() }]);
      setWarnings(saved.warnings ?? []);
      const keep = { framework: saved.framework, category: saved.category };
      reset({ ...blank(companyId), ...(editing ? {} : keep) });
      setRound((n) => n + 1);
      onDone();
      await refreshCompanyData(queryClient, companyId);
    },
    onError: async (error, { input }) => {
      console.error("Failed to save data:", error);
      failureToast(error, "Failed to save data");
      if (error instanceof ApiClientError && error.status === 409) setConflict(await describeConflict(error, input));
    },
  });

  const submit = (input: EsgEntryInput) => {
    setWarnings([]);
    save.mutate({ input });
  };

  function updateInstead(existing: EsgEntryDto, input: EsgEntryInput) {
    draft.current = { id: existing.id, values: { value: input.value, unit: input.unit, notes: input.notes } };
    setConflict(null);
    onEdit?.(existing);
  }

  function recordAgain(input: EsgEntryInput) {
    if (!input.notes.trim()) {
      toast.error("Add a note saying why this figure is recorded a second time (another site, a restatement).");
      form.setFocus("notes");
      return;
    }
    save.mutate({ input, recordAgain: true });
  }

  const [framework, category, metric, period] = useWatch({ control, name: ["framework", "category", "metric", "period"] });
  const hints = valueHints(metric);
  // The metric's entries, from the server (the list on screen holds only the pages loaded so far).
  const lookup = useMetricEntries(companyId, metric ?? "");
  const metricEntries = lookup.data ?? [];
  // What the lookup cannot know yet: saves after it was read (a later read has them, or their deletion).
  const newer = saved.filter((s) => s.at > lookup.dataUpdatedAt && !metricEntries.some((e) => e.id === s.entry.id)).map((s) => s.entry);
  const previous = metric ? previousValue([...metricEntries, ...newer], { metric, period, excludeId: editing?.id }) : null;
  const errors = formState.errors;
  const reading = period?.trim() ? describePeriod(readPeriod(period, { fyStartMonth }), fyStartMonth) : null;
  const lockedFy = period?.trim() ? fiscalYearOfPeriod(readPeriod(period, { fyStartMonth }), fyStartMonth) : null;
  const yearLocked = lockedFy && lockedYears.includes(lockedFy.id) ? lockedFy : null;
  const readOnlyMessage = roleMessage ?? (yearLocked ? lockedYearMessage(yearLocked.label) : null);

  const onInvalid = () => toast.error(REQUIRED_MESSAGE);

  return (
    <Card data-testid="entry-form-card">
      <CardHeader>
        <CardTitle>{editing ? "Edit Data Entry" : "Add ESG Data"}</CardTitle>
        <CardDescription>
          {editing
            ? `Editing ${editing.metric} (${editing.period}). Every change is kept in the entry's history.`
            : "Record a metric value for a reporting period."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {roleMessage ? (
          <p role="note" className="bg-muted text-muted-foreground mb-4 rounded-md px-3 py-2 text-sm" data-testid="entry-read-only">
            {roleMessage}
          </p>
        ) : null}
        <form
          noValidate
          onSubmit={readOnlyMessage ? (e) => e.preventDefault() : handleSubmit(submit, onInvalid)}
          className="space-y-4"
          data-testid="entry-form"
        >
          <MetricPicker
            key={`${editing?.id ?? "new"}-${round}`}
            idPrefix="entry"
            catalogue={catalogue}
            frameworks={frameworks}
            value={{ framework: framework ?? "", category: category ?? "", metric: metric ?? "" }}
            invalid={{ framework: Boolean(errors.framework), category: Boolean(errors.category), metric: Boolean(errors.metric) }}
            onChange={(next) => {
              setValue("framework", next.framework, { shouldValidate: formState.isSubmitted });
              setValue("category", next.category, { shouldValidate: formState.isSubmitted });
              setValue("metric", next.metric, { shouldValidate: formState.isSubmitted });
              // The metric's usual unit is the field's value (a grey hint was taken for a filled box); a unit the user typed stays.
              const usual = next.metric ? findChoice(catalogue, next.framework, next.metric)?.unit : undefined;
              const typed = form.getValues("unit") ?? "";
              if (usual && (!typed.trim() || typed === autoUnit.current)) {
                setValue("unit", usual);
                autoUnit.current = usual;
              }
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="entry-value">Value *</Label>
              <Input id="entry-value" placeholder={hints.value} maxLength={200} aria-invalid={Boolean(errors.value) || undefined} {...register("value")} />
              {previous ? (
                <p className="text-muted-foreground flex items-center gap-1 text-xs" data-testid="previous-value">
                  <History className="size-3" aria-hidden />
                  Previous ({previous.period}): <span className="text-foreground font-medium">{displayValue(previous.value)}</span>
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
            <Input
              id="entry-period"
              placeholder={PERIOD_PLACEHOLDER}
              maxLength={50}
              aria-invalid={Boolean(errors.period) || undefined}
              aria-describedby="entry-period-reading"
              {...register("period")}
            />
            {yearLocked ? <YearLockedBanner label={yearLocked.label} /> : null}
            {reading?.text ? (
              <p
                id="entry-period-reading"
                data-testid="entry-period-reading"
                className={`text-xs ${reading.ok ? "text-muted-foreground" : "text-amber-700 dark:text-amber-400"}`}
              >
                {reading.text}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor="entry-notes">Notes</Label>
            <Textarea id="entry-notes" rows={3} placeholder="Source document, method, scope" maxLength={2000} {...register("notes")} />
            {framework === "BRSR" ? (
              // A BRSR figure's notes can print under its table in the report (the basis of a figure an assurer asks about).
              <label htmlFor="entry-notes-print" className="text-muted-foreground flex items-start gap-2 text-sm">
                <NativeCheckbox id="entry-notes-print" className="mt-0.5" data-testid="entry-notes-print" {...register("notes_print")} />
                <span>Print in the BRSR report as a footnote to this figure</span>
              </label>
            ) : null}
          </div>
          {conflict?.kind === "stale" ? (
            <div
              role="alert"
              className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
              data-testid="entry-stale"
            >
              <p className="font-medium break-words">
                Changed by {conflict.changedBy ?? "someone else"}
                {conflict.changedAt ? ` at ${formatDateTime(conflict.changedAt)}` : ""}; reload or overwrite.
              </p>
              {conflict.current ? (
                <p className="text-muted-foreground break-words">
                  It now reads {displayValue(conflict.current.value)}
                  {conflict.current.unit ? ` ${conflict.current.unit}` : ""} for {conflict.current.period}.
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={save.isPending || !conflict.current}
                  onClick={() => conflict.current && onEdit?.(conflict.current)}
                  data-testid="entry-reload"
                >
                  Reload
                </Button>
                <Button
                  type="button"
                  size="sm"
                  disabled={save.isPending || !conflict.current}
                  onClick={() => {
                    const current = conflict.current;
                    if (current) void handleSubmit((input) => save.mutate({ input, expectedUpdatedAt: current.updated_at }), onInvalid)();
                  }}
                  data-testid="entry-overwrite"
                >
                  Overwrite with my changes
                </Button>
              </div>
            </div>
          ) : null}
          {conflict?.kind === "duplicate" ? (
            <div
              role="alert"
              className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
              data-testid="entry-duplicate"
            >
              <p className="break-words">{conflict.detail}</p>
              <div className="flex flex-wrap gap-2">
                {conflict.existing ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={save.isPending}
                    onClick={() => {
                      const existing = conflict.existing;
                      if (existing) void handleSubmit((input) => updateInstead(existing, input), onInvalid)();
                    }}
                    data-testid="entry-update-existing"
                  >
                    Update that entry
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={save.isPending}
                  onClick={() => void handleSubmit(recordAgain, onInvalid)()}
                  data-testid="entry-record-again"
                >
                  Record a second figure
                </Button>
              </div>
            </div>
          ) : null}
          {warnings.length ? (
            <div
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
              data-testid="entry-warnings"
            >
              <p className="font-medium">Saved. Please check:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {warnings.map((w) => (
                  <li key={`${w.field}-${w.message}`} className="break-words">
                    {w.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || !!readOnlyMessage} title={readOnlyMessage ?? undefined} data-testid="entry-submit">
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
