"use client";

import { useState } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { CalculatorInputError } from "@/lib/calculators/numbers";

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
 */
export function useCalculation<V extends FieldValues, R>(calculate: (values: V) => R, successMessage: string, setError: UseFormSetError<V>) {
  const [result, setResult] = useState<R | null>(null);

  const onValid = (values: V) => {
    try {
      setResult(calculate(values));
      toast.success(successMessage);
    } catch (error) {
      if (error instanceof CalculatorInputError) {
        setError(error.field as Path<V>, { message: error.message });
        toast.error(error.message);
        return;
      }
      throw error;
    }
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    const message = firstMessage(errors);
    if (message) toast.error(message);
  };

  return { result, onValid, onInvalid };
}
