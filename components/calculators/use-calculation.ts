"use client";

import { useState } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/client/toast";
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
 * The values the result was calculated from are kept with it (`values`): the server recalculates
 * from them when the result is saved.
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
  const [state, setState] = useState<{ result: R; values: V; key: string } | null>(null);
  const current = state && state.key === resetKey ? state : null;

  const onValid = (values: V) => {
    const unreadable: { field: string; message: string }[] = [];
    try {
      setState({ result: calculate(values, (field, message) => unreadable.push({ field, message })), values, key: resetKey });
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

  // The inputs travel with their result: saving sends exactly what was calculated, not what the form holds now.
  return { result: current?.result ?? null, values: current?.values ?? null, onValid, onInvalid };
}
