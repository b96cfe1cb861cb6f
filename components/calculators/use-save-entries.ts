"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import type { CalculatedEntry } from "@/lib/calculators/to-entries";

/**
 * Posts the calculated entries one by one (a failure stops the rest, so the user sees at once
 * that the save is incomplete) and refreshes every cached view of the company's data.
 */
export function useSaveEntries(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: CalculatedEntry[]) => {
      for (const entry of entries) await api("/esg-data", { method: "POST", body: entry });
    },
    onSuccess: () => toast.success("Saved to data collection!"),
    onError: (error) => {
      console.error("Failed to save calculator results:", error);
      toast.error("Failed to save data");
    },
    // Entries, dashboard figures and KPI progress all hang off the company id; the company
    // record itself does not change.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(companyId) && q.queryKey[0] !== "company" }),
  });
}
