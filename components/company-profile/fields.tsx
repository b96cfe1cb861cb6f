"use client";

import { useState } from "react";
import { Controller, get, useFormContext, useFormState, useWatch, type FieldPath } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import { formatNumber, formatRupees } from "@/lib/format";
import { cn } from "@/lib/utils";
import { toNumber, type ProfileFormValues } from "./form-values";

export type ProfilePath = FieldPath<ProfileFormValues>;

export function useProfileForm() {
  return useFormContext<ProfileFormValues, unknown, CompanyProfile>();
}

export const fieldId = (name: string) => `profile-${name.replace(/\./g, "-")}`;

/** The message of the error at a path, if any (array-level errors sit under `root` once rows are registered). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<ProfileFormValues>({ name: name as ProfilePath });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** A message starts with a capital: 'turnover percentages add up…' reads 'Turnover…', '% of turnover…' stays. */
const sentence = (message: string) => message.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive" role="alert">
      {sentence(message)}
    </p>
  ) : null;
}

type ShellProps = { name: string; label: React.ReactNode; hint?: React.ReactNode; className?: string; children: React.ReactNode };

/** Label, control, hint and inline error of one field. */
function FieldShell({ name, label, hint, className, children }: ShellProps) {
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <div className={cn("min-w-0 space-y-2", className)}>
      <Label htmlFor={id} className="leading-snug">
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

function describedBy(name: string, hint: unknown, error: unknown) {
  const id = fieldId(name);
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

type TextProps = {
  name: ProfilePath;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  multiline?: boolean;
} & Omit<React.ComponentProps<"input">, "name" | "id">;

export function TextField({ name, label, hint, className, multiline, ...inputProps }: TextProps) {
  const { register } = useProfileForm();
  const error = useFieldError(name);
  const common = { id: fieldId(name), "aria-invalid": Boolean(error), "aria-describedby": describedBy(name, hint, error) };
  return (
    <FieldShell name={name} label={label} hint={hint} className={className}>
      {multiline ? (
        <Textarea rows={3} placeholder={inputProps.placeholder} {...common} {...register(name)} />
      ) : (
        <Input {...inputProps} {...common} {...register(name)} />
      )}
    </FieldShell>
  );
}

type NumberProps = {
  name: ProfilePath;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  integer?: boolean;
  placeholder?: string;
  suffix?: string;
  /** Amounts in rupees: shown with Indian digit grouping (12,50,00,000). */
  grouped?: boolean;
};

/** How a number of the form reads in its input: '12,50,00,000' for an amount, '1995' for a year. */
function numberText(value: unknown, grouped: boolean): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? (grouped ? formatNumber(value) : String(value)) : "";
  return String(value);
}

const sameNumber = (a: number | undefined, b: unknown) =>
  a === b || (typeof b === "number" && Number.isNaN(b) && a !== undefined && Number.isNaN(a)) || (a === undefined && b == null);

/**
 * A number typed as text (so '1,25,00,000' works on every phone keyboard), read by toNumber. The
 * input keeps what is typed; an amount is shown in Indian grouping when loaded and after typing.
 */
export function NumberField({ name, label, hint, className, integer, placeholder, suffix, grouped = false }: NumberProps) {
  const { control } = useProfileForm();
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const input = (
            <NumberInput
              id={fieldId(name)}
              inputRef={field.ref}
              value={field.value}
              grouped={grouped}
              integer={integer}
              placeholder={placeholder}
              invalid={Boolean(error)}
              describedBy={describedBy(name, hint, error)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          );
          return suffix ? (
            <div className="flex items-center gap-2">
              {input}
              <span className="shrink-0 text-sm text-muted-foreground">{suffix}</span>
            </div>
          ) : (
            input
          );
        }}
      />
    </FieldShell>
  );
}

type NumberInputProps = {
  id: string;
  inputRef: React.Ref<HTMLInputElement>;
  value: unknown;
  grouped: boolean;
  integer?: boolean;
  placeholder?: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
};

function NumberInput({ id, inputRef, value, grouped, integer, placeholder, invalid, describedBy: described, onChange, onBlur }: NumberInputProps) {
  // The text shown, and the form's value it was shown for.
  const [shown, setShown] = useState(() => ({ text: numberText(value, grouped), value }));
  // The form reset to the saved profile (or set from outside): show that number.
  if (!Object.is(shown.value, value) && !sameNumber(toNumber(shown.text), value)) setShown({ text: numberText(value, grouped), value });
  const { text } = shown;
  const setText = (next: string) => setShown({ text: next, value: toNumber(next) });
  return (
    <Input
      id={id}
      ref={inputRef}
      inputMode={integer ? "numeric" : "decimal"}
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={described}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(toNumber(e.target.value));
      }}
      onBlur={() => {
        const n = toNumber(text);
        if (grouped && n !== undefined && Number.isFinite(n)) setText(numberText(n, true));
        onBlur();
      }}
    />
  );
}

type SelectProps = {
  name: ProfilePath;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** Between the form's value and the select's string. */
  toText?: (value: unknown) => string;
  fromText?: (text: string) => unknown;
};

export function SelectField({
  name,
  label,
  hint,
  className,
  placeholder,
  options,
  toText = (v) => (v == null ? "" : String(v)),
  fromText = (t) => t,
}: SelectProps) {
  const { control } = useProfileForm();
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NativeSelect
            id={fieldId(name)}
            className="w-full"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(name, hint, error)}
            onBlur={field.onBlur}
            value={toText(field.value)}
            onChange={(e) => field.onChange(fromText(e.target.value))}
          >
            <option value="" disabled>
              {placeholder}
            </option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </FieldShell>
  );
}

/** '₹12,50,00,000 (12.5 crore)' under an amount field, as typed. */
export function RupeeHint({ name }: { name: ProfilePath }) {
  const value = useWatch<ProfileFormValues>({ name });
  const n = toNumber(value);
  if (n === undefined || !Number.isFinite(n)) return <>In rupees, e.g. 12,50,00,000</>;
  return (
    <>
      {formatRupees(n)}
      {Math.abs(n) >= 1e7 ? ` (${formatNumber(n / 1e7)} crore)` : Math.abs(n) >= 1e5 ? ` (${formatNumber(n / 1e5)} lakh)` : ""}
    </>
  );
}
