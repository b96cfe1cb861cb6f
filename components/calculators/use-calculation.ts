"use client";

import { useState } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { CalculatorInputError, type UnreadableNotice } from "@/lib/calculators/numbers";

function firstMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === "string" && value.message) return value.message;
    const nested = firstMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Runs a pure calculator on valid form values, keeps its result (none until the first run) and
 * gives the success toast; refused inputs get their message beside the field and in a toast.
 * Inputs that are not numbers still count as zero (SPEC section 5), but the user is told: a note
 * beside each such field and a warning toast, so "2,5" is not silently saved as nothing.
 *
 * `resetKey` names what the result depends on besides the inputs (the factor set and year): when
 * it changes, the result is dropped and the user calculates again, so figures priced with one
 * year's factors are never saved under another year.
 */
export function useCalculation<V extends FieldValues, R>(
  calculate: (values: V, onUnreadable?: UnreadableNotice) => R,
  successMessage: string,
  setError: UseFormSetError<V>,
  resetKey = "",
) {
  const [state, setState] = useState<{ result: R; key: string } | null>(null);
  const result = state && state.key === resetKey ? state.result : null;

  const onValid = (values: V) => {
    const unreadable: { field: string; message: string }[] = [];
    try {
      setState({ result: calculate(values, (field, message) => unreadable.push({ field, message })), key: resetKey });
      toast.success(successMessage);
    } catch (error) {
      if (error instanceof CalculatorInputError) {
        setError(error.field as Path<V>, { message: error.message });
        toast.error(error.message);
        return;
      }
      throw error;
    }
    for (const { field, message } of unreadable) setError(field as Path<V>, { type: "unreadable", message });
    if (unreadable.length === 1) toast.warning(unreadable[0].message);
    else if (unreadable.length > 1) toast.warning(`${unreadable.length} inputs are not numbers and were counted as 0`);
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    const message = firstMessage(errors);
    if (message) toast.error(message);
  };

  return { result, onValid, onInvalid };
}
