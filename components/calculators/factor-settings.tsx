"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { factorOverrideInput } from "@/lib/calculators/api-schemas";
import { formatFactor } from "@/lib/calculators/factors";
import type { previewRecalculation } from "@/lib/calculators/recalculation";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import type { FactorSetId } from "@/lib/factors";
import { formatDateTime, formatNumber } from "@/lib/format";
import { parseNumericValue } from "@/lib/numbers/read";
import type { YearFactors } from "./queries";

type Recalculation = Awaited<ReturnType<typeof previewRecalculation>>;

const shown = (value: string | null) => (value === null ? "—" : Number.isFinite(Number(value)) ? formatNumber(Number(value), 3) : value);

/** The override form: the value as typed (Indian grouping allowed), read by the app's one number reader. */
const overrideForm = factorOverrideInput.omit({ fy: true, value: true }).extend({
  value: z.string().refine((v) => parseNumericValue(v) !== null, "Enter the factor as a number (kg CO2e per unit)"),
});
type OverrideFormValues = z.infer<typeof overrideForm>;

/**
 * The calculator's factor settings for one year: which set prices it, the company's own factor
 * values (with reasons), and an explicit recalculation when the library has newer factors.
 */
export function FactorSettings({ companyId, data }: { companyId: string; data: YearFactors }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => refreshCompanyData(queryClient, companyId);

  const chooseSet = useMutation({
    mutationFn: (setId: FactorSetId) => api(`/companies/${companyId}/factors`, { method: "PUT", body: { fy: data.fy, set_id: setId } }),
    onSuccess: () => toast.success(`Factor set for ${data.period} updated`),
    onError: (error) => failureToast(error, "Failed to change the factor set"),
    onSettled: refresh,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" data-testid="factor-settings-open">
          <Settings2 className="size-4" /> Factor settings
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" data-testid="factor-settings">
        <DialogHeader>
          <DialogTitle>Emission factors for {data.period}</DialogTitle>
          <DialogDescription>
            {data.frozen_at
              ? `Frozen on ${formatDateTime(data.frozen_at)}: every calculation of ${data.period} uses these factors until you recalculate.`
              : `Not frozen yet: ${data.period} follows the library's current factors until its first saved calculation.`}
          </DialogDescription>
        </DialogHeader>

        <section className="space-y-2">
          <Label htmlFor="factor-set">Factor set</Label>
          <SetSelect
            sets={data.sets}
            value={data.set_id}
            onChange={(v) => chooseSet.mutate(v)}
            disabled={chooseSet.isPending}
            id="factor-set"
            className="w-full"
            testId="factor-set-select"
          />
          <p className="text-muted-foreground text-xs">
            {chooseSet.isPending
              ? "Changing the factor set…"
              : data.saved_calculations.length
                ? "Figures of this year were saved: switching the set goes through a recalculation below."
                : "No figures saved for this year yet."}
          </p>
        </section>

        <Overrides companyId={companyId} data={data} onChanged={refresh} />
        <RecalculationPanel companyId={companyId} data={data} onApplied={refresh} />
      </DialogContent>
    </Dialog>
  );
}

/** A choice among the factor sets, named with their editions. */
function SetSelect({
  sets,
  value,
  onChange,
  disabled,
  id,
  label,
  className,
  testId,
}: {
  sets: YearFactors["sets"];
  value: FactorSetId;
  onChange: (id: FactorSetId) => void;
  disabled?: boolean;
  id?: string;
  label?: string;
  className: string;
  testId: string;
}) {
  return (
    <NativeSelect
      id={id}
      className={className}
      aria-label={label}
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.target.value as FactorSetId)}
      disabled={disabled}
    >
      {sets.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name} ({s.edition})
        </option>
      ))}
    </NativeSelect>
  );
}

function Overrides({ companyId, data, onChanged }: { companyId: string; data: YearFactors; onChanged: () => void }) {
  const form = useForm<OverrideFormValues>({ resolver: zodResolver(overrideForm), defaultValues: { activity: "", value: "", reason: "" } });
  const { errors } = form.formState;
  const activity = useWatch({ control: form.control, name: "activity" });
  const chosen = data.set.factors.find((f) => f.key === activity);

  const save = useMutation({
    mutationFn: (values: OverrideFormValues) =>
      api(`/companies/${companyId}/factors/overrides`, {
        method: "PUT",
        body: { fy: data.fy, activity: values.activity, value: parseNumericValue(values.value), reason: values.reason },
      }),
    onSuccess: () => {
      toast.success("Override saved");
      form.reset({ activity: "", value: "", reason: "" });
    },
    onError: (error) => failureToast(error, "Failed to save the override"),
    onSettled: onChanged,
  });
  const remove = useMutation({
    mutationFn: (key: string) =>
      api(`/companies/${companyId}/factors/overrides?fy=${encodeURIComponent(data.fy)}&activity=${encodeURIComponent(key)}`, { method: "DELETE" }),
    onSuccess: () => toast.success("Override removed"),
    onError: (error) => failureToast(error, "Failed to remove the override"),
    onSettled: onChanged,
  });

  return (
    <section className="space-y-3" aria-labelledby="overrides-title">
      <h3 id="overrides-title" className="text-sm font-semibold">
        Company overrides
      </h3>
      <p className="text-muted-foreground text-xs">
        Your own value for a factor (a supplier&apos;s certificate, a state grid factor), with the reason an assurer will ask for. Saved figures change only
        when you recalculate.
      </p>
      {data.overrides.length ? (
        <Table data-testid="override-table">
          <TableHeader>
            <TableRow>
              <TableHead>Factor</TableHead>
              <TableHead className="text-right">Library</TableHead>
              <TableHead className="text-right">Company</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.overrides.map((o) => (
              <TableRow key={o.activity}>
                <TableCell className="whitespace-normal">{o.label}</TableCell>
                <TableCell className="text-right tabular-nums">{o.library_value === null ? "—" : formatFactor(o.library_value)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatFactor(o.value)} <span className="text-muted-foreground text-xs">kg CO2e/{o.unit}</span>
                </TableCell>
                <TableCell className="max-w-48 text-xs whitespace-normal break-words">{o.reason}</TableCell>
                <TableCell>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending && remove.variables === o.activity}
                    onClick={() => remove.mutate(o.activity)}
                  >
                    {remove.isPending && remove.variables === o.activity ? "Removing…" : "Remove"}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="no-overrides">
          No overrides: every factor is the library&apos;s.
        </p>
      )}
      <form
        onSubmit={form.handleSubmit((v) => save.mutate(v))}
        noValidate
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
        aria-label="Add an override"
      >
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="override-activity">Factor</Label>
          <NativeSelect
            id="override-activity"
            className="w-full"
            data-testid="override-activity"
            value={activity}
            onChange={(e) => form.setValue("activity", e.target.value, { shouldValidate: true })}
          >
            <option value="" disabled>
              Choose a factor
            </option>
            {data.set.factors.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label} — {formatFactor(f.override?.libraryValue ?? f.value)} kg CO2e/{f.unit}
              </option>
            ))}
          </NativeSelect>
          {errors.activity ? <p className="text-destructive text-xs">{errors.activity.message}</p> : null}
        </div>
        <div className="space-y-1">
          <Label htmlFor="override-value">Company value (kg CO2e per {chosen?.unit ?? "unit"})</Label>
          <Input id="override-value" inputMode="decimal" {...form.register("value")} aria-invalid={Boolean(errors.value)} data-testid="override-value" />
          {errors.value ? <p className="text-destructive text-xs">{errors.value.message}</p> : null}
        </div>
        <div className="space-y-1">
          <Label htmlFor="override-reason">Reason</Label>
          <Textarea id="override-reason" rows={2} {...form.register("reason")} aria-invalid={Boolean(errors.reason)} data-testid="override-reason" />
          {errors.reason ? <p className="text-destructive text-xs">{errors.reason.message}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={save.isPending} data-testid="override-save">
            {save.isPending ? "Saving…" : "Save override"}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RecalculationPanel({ companyId, data, onApplied }: { companyId: string; data: YearFactors; onApplied: () => void }) {
  const [target, setTarget] = useState<FactorSetId>(data.set_id);
  const [preview, setPreview] = useState<Recalculation | null>(null);
  const look = useMutation({
    mutationFn: () => api<Recalculation>(`/companies/${companyId}/factors/recalculation?fy=${encodeURIComponent(data.fy)}&set=${target}`),
    onSuccess: setPreview,
    onError: (error) => failureToast(error, "Failed to check for updated factors"),
  });
  const apply = useMutation({
    mutationFn: () =>
      api<Recalculation>(`/companies/${companyId}/factors/recalculation`, {
        method: "POST",
        body: { fy: data.fy, set_id: target, expect_edition: preview?.to.edition },
      }),
    onSuccess: () => {
      toast.success(`${data.period} recalculated`);
      setPreview(null);
    },
    onError: (error) => failureToast(error, "Failed to recalculate"),
    onSettled: onApplied,
  });

  return (
    <section className="space-y-3" aria-labelledby="recalc-title">
      <h3 id="recalc-title" className="text-sm font-semibold">
        Recalculate with current factors
      </h3>
      <p className="text-muted-foreground text-xs">
        A new edition of the library (CEA&apos;s next grid factor, say) never changes a saved figure on its own. Check what it would change, then apply: each
        saved calculation is worked out again from its own inputs.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SetSelect
          sets={data.sets}
          value={target}
          onChange={(v) => (setTarget(v), setPreview(null))}
          className="w-full sm:w-64"
          label="Set to recalculate with"
          testId="recalc-set"
        />
        <Button type="button" variant="outline" size="sm" disabled={look.isPending} onClick={() => look.mutate()} data-testid="recalc-check">
          {look.isPending ? "Checking…" : "Check what would change"}
        </Button>
      </div>
      {preview ? (
        <div className="space-y-3 rounded-md border p-3" data-testid="recalc-preview">
          {!preview.changes ? (
            <p className="text-sm">Nothing would change: the saved figures already use the library&apos;s current factors.</p>
          ) : (
            <>
              {preview.factor_changes.length ? (
                <ul className="space-y-1 text-sm">
                  {preview.factor_changes.map((f) => (
                    <li key={f.activity} className="break-words">
                      {f.label}: {f.before ? `${formatFactor(f.before.value)} (${f.before.edition})` : "—"} →{" "}
                      {f.after ? `${formatFactor(f.after.value)} (${f.after.edition})` : "—"}
                    </li>
                  ))}
                </ul>
              ) : null}
              {preview.calculations.map((c) => (
                <Table key={c.run_id} data-testid="recalc-figures">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{c.kind.toUpperCase()} figure</TableHead>
                      <TableHead className="text-right">Saved</TableHead>
                      <TableHead className="text-right">Recalculated</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {c.figures.map((f) => (
                      <TableRow key={f.metric} className={f.changed ? "font-medium" : "text-muted-foreground"}>
                        <TableCell className="whitespace-normal">{f.metric}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {shown(f.before)} {f.unit}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {shown(f.after)} {f.unit}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ))}
              <Button type="button" size="sm" disabled={apply.isPending} onClick={() => apply.mutate()} data-testid="recalc-apply">
                {apply.isPending ? "Recalculating…" : "Apply recalculation"}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
