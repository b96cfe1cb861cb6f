"use client";

import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Label } from "@/components/ui/label";
import { RELATED_COMPANY_KINDS, questionLabel } from "@/lib/companies/profile-questions";
import { FieldMessage, NumberField, SelectField, TextField, fieldId, useFieldError, useProfileForm } from "./fields";
import { toNumber, type ProfileFormValues } from "./form-values";

type RowsFrameProps = {
  name: "business_activities" | "products" | "related_companies";
  hint?: React.ReactNode;
  count: number;
  addLabel: string;
  onAdd: () => void;
  empty: string;
  footer?: React.ReactNode;
  disabled?: boolean;
  children: React.ReactNode;
};

/** A SEBI table as a list of row cards: one column on phones, a row of fields from `sm` up. */
function RowsFrame({ name, hint, count, addLabel, onAdd, empty, footer, disabled, children }: RowsFrameProps) {
  const error = useFieldError(name);
  return (
    <section className="space-y-3" aria-labelledby={`${fieldId(name)}-title`} data-testid={`rows-${name}`}>
      <div className="space-y-1">
        <h3 id={`${fieldId(name)}-title`} className="text-sm leading-snug font-medium">
          {questionLabel(name)}
        </h3>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      {count ? (
        <ol className="space-y-3">{children}</ol>
      ) : (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{empty}</p>
      )}
      {footer}
      <FieldMessage id={`${fieldId(name)}-error`} message={error} />
      <Button type="button" variant="outline" size="sm" onClick={onAdd} disabled={disabled}>
        <Plus className="size-4" aria-hidden /> {addLabel}
      </Button>
    </section>
  );
}

function RowCard({ index, what, onRemove, children }: { index: number; what: string; onRemove: () => void; children: React.ReactNode }) {
  return (
    <li className="relative rounded-lg border p-3 pt-2">
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground">
          {what} {index + 1}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-8 text-muted-foreground"
          onClick={onRemove}
          aria-label={`Remove ${what.toLowerCase()} ${index + 1}`}
        >
          <Trash2 className="size-4" aria-hidden /> <span className="sr-only sm:not-sr-only">Remove</span>
        </Button>
      </div>
      {children}
    </li>
  );
}

/** 'Total: 92% of turnover' under Q16 and Q17, as typed. */
function TurnoverTotal({ name }: { name: "business_activities" | "products" }) {
  const rows = useWatch<ProfileFormValues>({ name }) as { turnover_percent?: unknown }[] | undefined;
  const total =
    Math.round(
      (rows ?? []).reduce<number>((sum, r) => sum + (Number.isFinite(toNumber(r?.turnover_percent)) ? (toNumber(r?.turnover_percent) ?? 0) : 0), 0) * 100,
    ) / 100;
  if (!rows?.length) return null;
  return (
    <p className={total > 100 ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"} data-testid={`${name}-total`}>
      Total: {total}% of turnover
      {total < 90 && total <= 100 ? " — SEBI asks for those that together account for 90% of turnover" : ""}
    </p>
  );
}

export function BusinessActivityRows() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "business_activities" });
  return (
    <RowsFrame
      name="business_activities"
      hint="Describe the main activity (e.g. Manufacturing) and the business activity (e.g. Basic metals) with its share of the entity's turnover."
      count={fields.length}
      addLabel="Add activity"
      onAdd={() => append({ main_activity: "", business_activity: "", turnover_percent: undefined })}
      empty="No business activities yet."
      footer={<TurnoverTotal name="business_activities" />}
    >
      {fields.map((field, i) => (
        <RowCard key={field.id} index={i} what="Activity" onRemove={() => remove(i)}>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_9rem]">
            <TextField name={`business_activities.${i}.main_activity`} label="Main activity" placeholder="e.g. Manufacturing" />
            <TextField name={`business_activities.${i}.business_activity`} label="Business activity" placeholder="e.g. Basic metals" />
            <NumberField name={`business_activities.${i}.turnover_percent`} label="% of turnover" suffix="%" placeholder="0" />
          </div>
        </RowCard>
      ))}
    </RowsFrame>
  );
}

export function ProductRows() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "products" });
  return (
    <RowsFrame
      name="products"
      hint="Each product or service with its NIC 2008 code (2 to 5 digits) and its share of total turnover."
      count={fields.length}
      addLabel="Add product/service"
      onAdd={() => append({ product: "", nic_code: "", turnover_percent: undefined })}
      empty="No products or services yet."
      footer={<TurnoverTotal name="products" />}
    >
      {fields.map((field, i) => (
        <RowCard key={field.id} index={i} what="Product" onRemove={() => remove(i)}>
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem_9rem]">
            <TextField name={`products.${i}.product`} label="Product/service" placeholder="e.g. Alloy steel forgings" />
            <TextField name={`products.${i}.nic_code`} label="NIC code" placeholder="e.g. 24105" inputMode="numeric" maxLength={5} autoComplete="off" />
            <NumberField name={`products.${i}.turnover_percent`} label="% of turnover" suffix="%" placeholder="0" />
          </div>
        </RowCard>
      ))}
    </RowsFrame>
  );
}

const KIND_OPTIONS = RELATED_COMPANY_KINDS.map((k) => ({ value: k, label: k }));

export function RelatedCompanyRows() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "related_companies" });
  const none = useWatch({ control, name: "no_related_companies" });
  const noneError = useFieldError("no_related_companies");
  return (
    <div className="space-y-4">
      <RowsFrame
        name="related_companies"
        hint="Each holding, subsidiary or associate company and joint venture, the listed entity's shareholding in it, and whether it takes part in the entity's business responsibility initiatives."
        count={fields.length}
        addLabel="Add company"
        onAdd={() => append({ name: "", kind: "", shares_held_percent: undefined, participates_in_br: false })}
        empty={none ? "The entity has no holding, subsidiary or associate companies." : "No companies yet."}
        disabled={Boolean(none)}
      >
        {fields.map((field, i) => (
          <RowCard key={field.id} index={i} what="Company" onRemove={() => remove(i)}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_9rem]">
              <TextField
                name={`related_companies.${i}.name`}
                label="Name of the company"
                placeholder="e.g. Deccan Forge Pvt Ltd"
                className="sm:col-span-2 lg:col-span-1"
              />
              <SelectField name={`related_companies.${i}.kind`} label="Holding / Subsidiary / Associate / JV" placeholder="Select" options={KIND_OPTIONS} />
              <NumberField name={`related_companies.${i}.shares_held_percent`} label="% of shares held" suffix="%" placeholder="0" />
            </div>
            <Controller
              control={control}
              name={`related_companies.${i}.participates_in_br`}
              render={({ field: f }) => (
                <div className="mt-3 flex items-start gap-2">
                  <NativeCheckbox id={fieldId(f.name)} checked={f.value === true} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} />
                  <Label htmlFor={fieldId(f.name)} className="text-sm leading-snug font-normal">
                    Takes part in the listed entity&apos;s business responsibility initiatives
                  </Label>
                </div>
              )}
            />
          </RowCard>
        ))}
      </RowsFrame>
      <Controller
        control={control}
        name="no_related_companies"
        render={({ field }) => (
          <div className="space-y-1">
            <div className="flex items-start gap-2">
              <NativeCheckbox
                id={fieldId(field.name)}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                disabled={fields.length > 0}
                aria-invalid={Boolean(noneError)}
              />
              <Label htmlFor={fieldId(field.name)} className="text-sm leading-snug font-normal">
                The entity has no holding, subsidiary or associate companies or joint ventures
              </Label>
            </div>
            <FieldMessage id={`${fieldId(field.name)}-error`} message={noneError} />
          </div>
        )}
      />
    </div>
  );
}
