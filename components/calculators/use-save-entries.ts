"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import type { CalculatedEntry } from "@/lib/calculators/to-entries";

/** Which of one result's entries are stored, and whether all of them are. */
type Progress = { result: object | null; saved: ReadonlySet<string>; complete: boolean };

const fresh = (result: object | null): Progress => ({ result, saved: new Set(), complete: false });

/** An entry's identity within one calculator's save: its metric names it (one entry each). */
const entryKey = (entry: CalculatedEntry) => `${entry.metric}\u0000${entry.unit}`;

/**
 * Saves one calculation's entries to data collection, posting them one by one (a failure stops
 * the rest, so the user sees at once that the save is incomplete), and refreshes every cached
 * view of the company's data.
 *
 * Each entry that was stored is remembered against the calculation's `result`, so a retry after
 * a partial failure posts only the rest, and once everything is stored the save is done
 * (`isSaved`) — a second click cannot create duplicates. A new calculation (a new `result`
 * object) starts afresh.
 */
export function useSaveEntries(companyId: string, result: object | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(() => fresh(result));
  const current = progress.result === result ? progress : fresh(result);

  // Updates the progress of the result the save was started for, even if a new calculation
  // has replaced it on screen meanwhile (the new one then starts afresh).
  const update = (forResult: object | null, change: (p: Progress) => Progress) =>
    setProgress((p) => change(p.result === forResult ? p : fresh(forResult)));

  const mutation = useMutation({
    mutationFn: async ({ entries, forResult }: { entries: CalculatedEntry[]; forResult: object | null }) => {
      for (const entry of entries) {
        await api("/esg-data", { method: "POST", body: entry });
        update(forResult, (p) => ({ ...p, saved: new Set(p.saved).add(entryKey(entry)) }));
      }
    },
    onSuccess: (_data, { forResult }) => {
      update(forResult, (p) => ({ ...p, complete: true }));
      toast.success("Saved to data collection!");
    },
    onError: (error) => {
      console.error("Failed to save calculator results:", error);
      toast.error("Failed to save data");
    },
    // Entries, dashboard figures and KPI progress all hang off the company id; the company
    // record itself does not change.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(companyId) && q.queryKey[0] !== "company" }),
  });

  /** Posts the entries of the current result that are not stored yet. */
  const save = (entries: CalculatedEntry[]) => {
    if (mutation.isPending || current.complete) return;
    mutation.mutate({ entries: entries.filter((e) => !current.saved.has(entryKey(e))), forResult: result });
  };

  return { save, isPending: mutation.isPending, isSaved: current.complete };
}
