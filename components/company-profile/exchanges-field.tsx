"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { INDIAN_STOCK_EXCHANGES, questionLabel } from "@/lib/companies/profile-questions";
import { FieldMessage, fieldId, useFieldError, useProfileForm } from "./fields";

const KNOWN = new Set<string>(INDIAN_STOCK_EXCHANGES);
const split = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Q10: ticks for BSE, NSE and MSEI, and a comma-separated box for any other exchange. */
export function ExchangesField() {
  const { control } = useProfileForm();
  const error = useFieldError("stock_exchanges");
  const id = fieldId("stock_exchanges");
  return (
    <Controller
      control={control}
      name="stock_exchanges"
      render={({ field }) => <Exchanges id={id} value={field.value ?? []} onChange={field.onChange} error={error} />}
    />
  );
}

function Exchanges({ id, value, onChange, error }: { id: string; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  // The box keeps what is typed (a trailing comma, say); the form gets the parsed list.
  const derived = value.filter((v) => !KNOWN.has(v));
  const [others, setOthers] = useState(() => derived.join(", "));
  // When the list changes from outside (the form reset to the saved profile), show it again.
  const key = derived.join("\n");
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    if (split(others).join("\n") !== key) setOthers(derived.join(", "));
  }
  const ticked = value.filter((v) => KNOWN.has(v));
  const set = (nextTicked: string[], nextOthers: string) => onChange([...INDIAN_STOCK_EXCHANGES.filter((x) => nextTicked.includes(x)), ...split(nextOthers)]);
  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm leading-snug font-medium">{questionLabel("stock_exchanges")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
        {INDIAN_STOCK_EXCHANGES.map((code) => (
          <div key={code} className="flex items-center gap-2">
            <NativeCheckbox
              id={`${id}-${code}`}
              checked={ticked.includes(code)}
              onChange={(e) => set(e.target.checked ? [...ticked, code] : ticked.filter((c) => c !== code), others)}
            />
            <Label htmlFor={`${id}-${code}`} className="font-normal">
              {code}
            </Label>
          </div>
        ))}
      </div>
      <Label htmlFor={`${id}-others`} className="text-xs font-normal text-muted-foreground">
        Other exchanges (comma-separated)
      </Label>
      <Input
        id={`${id}-others`}
        value={others}
        placeholder="e.g. London Stock Exchange"
        onChange={(e) => {
          setOthers(e.target.value);
          set(ticked, e.target.value);
        }}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
