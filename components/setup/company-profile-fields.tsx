"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { INDUSTRIES, SIZES } from "@/lib/companies/choices";
import type { CompanyProfileFormValues } from "@/lib/companies/schemas";

type Props = {
  register: UseFormRegister<CompanyProfileFormValues>;
  errors: FieldErrors<CompanyProfileFormValues>;
  idPrefix?: string;
};

function FieldError({ message, id }: { message?: string; id: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * The company profile fields of SPEC section 5, shared by the setup wizard and the edit dialog.
 * Industry and size are the browser's selects (a phone shows its own list; no Radix popper in the
 * wizard's first load, decisions D30); their first option is the placeholder, an empty value the schema refuses.
 */
export function CompanyProfileFields({ register, errors, idPrefix = "company" }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={id("name")}>Company Name *</Label>
        <Input
          id={id("name")}
          placeholder="e.g. Sahyadri Steel & Alloys Ltd"
          autoComplete="organization"
          aria-invalid={Boolean(errors.name)}
          {...register("name")}
        />
        <FieldError id={id("name-error")} message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={id("industry")}>Industry *</Label>
        <NativeSelect id={id("industry")} className="w-full" aria-invalid={Boolean(errors.industry)} {...register("industry")}>
          <option value="">Select industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={id("industry-error")} message={errors.industry?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={id("size")}>Company Size *</Label>
        <NativeSelect id={id("size")} className="w-full" aria-invalid={Boolean(errors.size)} {...register("size")}>
          <option value="">Select size</option>
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
        </NativeSelect>
        <FieldError id={id("size-error")} message={errors.size?.message} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={id("location")}>Location *</Label>
        <Input id={id("location")} placeholder="e.g. Pune, Maharashtra" aria-invalid={Boolean(errors.location)} {...register("location")} />
        <FieldError id={id("location-error")} message={errors.location?.message} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={id("description")}>Description (optional)</Label>
        <Textarea id={id("description")} rows={3} placeholder="What the company does, its plants and listings" {...register("description")} />
        <FieldError id={id("description-error")} message={errors.description?.message} />
      </div>
    </div>
  );
}
