"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Stamp } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { signoffInput } from "@/lib/signoffs/schemas";

const signoffForm = signoffInput.omit({ fy: true });
type FormInput = z.input<typeof signoffForm>;
export type SignoffFormValues = z.output<typeof signoffForm>;

const EMPTY: FormInput = { approved_by: "", din: "", designation: "", approval_date: "", resolution_reference: "", notes: "" };

/** The board's approval as an owner records it from the resolution; emptied once the year is signed. */
export function BoardSignoffForm({ pending, onSign }: { pending: boolean; onSign: (values: SignoffFormValues) => Promise<unknown> }) {
  const form = useForm<FormInput, unknown, SignoffFormValues>({ resolver: zodResolver(signoffForm), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const submit = async (values: SignoffFormValues) => {
    try {
      await onSign(values);
      form.reset(EMPTY);
    } catch {
      // The card says why (its mutation's error toast); what was typed stays.
    }
  };
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={form.handleSubmit(submit)} noValidate data-testid="signoff-form">
      <Field id="signoff-approved-by" label="Director who approved" error={errors.approved_by?.message}>
        <Input id="signoff-approved-by" {...form.register("approved_by")} aria-invalid={Boolean(errors.approved_by)} />
      </Field>
      <Field id="signoff-din" label="DIN" error={errors.din?.message}>
        <Input id="signoff-din" inputMode="numeric" maxLength={8} {...form.register("din")} aria-invalid={Boolean(errors.din)} />
      </Field>
      <Field id="signoff-designation" label="Designation" error={errors.designation?.message}>
        <Input id="signoff-designation" {...form.register("designation")} aria-invalid={Boolean(errors.designation)} />
      </Field>
      <Field id="signoff-date" label="Date of the board's approval" error={errors.approval_date?.message}>
        <Input id="signoff-date" type="date" {...form.register("approval_date")} aria-invalid={Boolean(errors.approval_date)} />
      </Field>
      <Field id="signoff-resolution" label="Resolution reference (optional)" error={errors.resolution_reference?.message}>
        <Input id="signoff-resolution" {...form.register("resolution_reference")} />
      </Field>
      <Field id="signoff-notes" label="Notes (optional)" error={errors.notes?.message}>
        <Textarea id="signoff-notes" rows={1} {...form.register("notes")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending} data-testid="signoff-submit" className="w-full sm:w-auto">
          {pending ? <Spinner /> : <Stamp className="size-4" aria-hidden="true" />}
          {pending ? "Signing off..." : "Sign off the year"}
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p className="text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
