"use client";

import { Check, Loader2Icon, Save } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatFixed } from "@/lib/format";
import { cn } from "@/lib/utils";

type AmountFieldProps = {
  id: string;
  label: string;
  unit: string;
  error?: string;
  hint?: string;
  /** No factor prices this input in the chosen set: it stays empty and the hint says why. */
  disabled?: boolean;
  registration: UseFormRegisterReturn;
};

/**
 * A numeric input as text, so "1,234.5" and Indian grouping can be typed; blank reads as zero.
 */
export function AmountField({ id, label, unit, error, hint, disabled, registration }: AmountFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-muted-foreground">({unit})</span>
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
        readOnly={disabled}
        aria-disabled={disabled || undefined}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal or a note beside a field that has no AmountField of its own (repeatable rows). */
export function FieldNote({ error }: { error: string }) {
  return (
    <p role="alert" className="text-xs font-medium text-destructive">
      {error}
    </p>
  );
}

/** One figure of a results panel: label, the number the Indian way, its unit. */
export function Figure({
  label,
  value,
  decimals,
  unit,
  testId,
  emphasis = false,
  sub,
}: {
  label: string;
  value: number;
  decimals: number;
  unit: string;
  testId: string;
  emphasis?: boolean;
  sub?: React.ReactNode;
}) {
  return (
    <div className={cn("rounded-lg border p-4", emphasis && "border-primary/40 bg-primary/5")}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn("mt-1 font-semibold tabular-nums break-all", emphasis ? "text-2xl" : "text-xl")}>
        <span data-testid={testId}>{formatFixed(value, decimals)}</span> <span className="text-sm font-normal text-muted-foreground">{unit}</span>
      </p>
      {sub ? <div className="mt-1 text-sm text-muted-foreground tabular-nums">{sub}</div> : null}
    </div>
  );
}

export function CalculateButton({ label = "Calculate" }: { label?: string }) {
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto">
      {label}
    </Button>
  );
}

/**
 * 'Save to Data Collection'; 'Saving...' while posting; 'Saved' (disabled) once every entry of
 * this calculation is stored, until the user calculates again, so nothing is saved twice.
 * Disabled too when the calculation has nothing to save.
 */
function SaveButton({ busy, saved = false, disabled = false, onClick }: { busy: boolean; saved?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={busy || saved || disabled} aria-busy={busy || undefined} className="w-full sm:w-auto">
      {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : saved ? <Check aria-hidden /> : <Save aria-hidden />}
      {busy ? "Saving..." : saved ? "Saved" : "Save to Data Collection"}
    </Button>
  );
}

/** The results card: shown only once a calculation has run. */
export function ResultsCard({
  title,
  description,
  testId,
  children,
  onSave,
  saving,
  saved = false,
  nothingToSave = false,
}: {
  title: string;
  description?: string;
  testId: string;
  children: React.ReactNode;
  onSave: () => void;
  saving: boolean;
  /** Every entry of this calculation is stored: the button says so and stays disabled. */
  saved?: boolean;
  /** The calculation has no figure worth saving (nothing was entered). */
  nothingToSave?: boolean;
}) {
  return (
    <Card data-testid={testId} aria-live="polite">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        <SaveButton busy={saving} saved={saved} disabled={nothingToSave} onClick={onSave} />
      </CardHeader>
      <CardContent className="space-y-6">{children}</CardContent>
    </Card>
  );
}

/** A placeholder where results will appear, so the layout does not jump. */
export function NoResultsYet({ text }: { text: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="py-10 text-center text-sm text-muted-foreground">{text}</CardContent>
    </Card>
  );
}
