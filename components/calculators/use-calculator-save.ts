"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import type { CalculatorKind } from "@/lib/calculators/kinds";
import type { CalculatorAnswer } from "@/lib/calculators/service";

export type SavedCalculation = NonNullable<CalculatorAnswer["saved"]> & { period: string; fy: string; factorSet: CalculatorAnswer["factor_set"] };

/**
 * Saves a calculation on the server (POST /api/calculators/{kind}/{companyId}?save=true): the
 * server recalculates from the same inputs with the year's frozen factors and writes the figures
 * in one audited transaction, so what is filed never depends on the browser's copy of the factors.
 *
 * One save per result and year: the button stays disabled once saved (a double click sends one
 * request), another year offers the save again, a new calculation starts afresh.
 */
export function useCalculatorSave({
  kind,
  companyId,
  fy,
  result,
  values,
}: {
  kind: CalculatorKind;
  companyId: string;
  fy: string;
  result: object | null;
  values: unknown;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ result: object; fy: string; answer: SavedCalculation } | null>(null);
  // Set at once on the first click: `isPending` only reaches the next render, and a double click can land before it.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ inputs, fy }: { inputs: unknown; fy: string; forResult: object }) =>
      api<CalculatorAnswer>(`/calculators/${kind}/${companyId}?save=true`, { method: "POST", body: { fy, inputs } }),
    onSuccess: (answer, { forResult, fy }) => {
      if (answer.saved) setSaved({ result: forResult, fy, answer: { ...answer.saved, period: answer.period, fy: answer.fy, factorSet: answer.factor_set } });
      toast.success("Saved to data collection!");
    },
    onError: (error) => {
      console.error("Failed to save calculator results:", error);
      failureToast(error, "Failed to save data");
    },
    // Entries, dashboard figures, KPI progress, the questionnaire and the year's (now frozen) factors.
    onSettled: () => {
      inFlight.current = false;
      return refreshCompanyData(queryClient, companyId);
    },
  });

  const current = saved && result && saved.result === result && saved.fy === fy ? saved.answer : null;

  const save = () => {
    if (!result || inFlight.current || mutation.isPending || current) return;
    inFlight.current = true;
    mutation.mutate({ inputs: values, fy, forResult: result });
  };

  return { save, isPending: mutation.isPending, isSaved: current !== null, saved: current };
}
