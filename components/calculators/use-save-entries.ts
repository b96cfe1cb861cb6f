"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import type { CalculatedEntry } from "@/lib/calculators/to-entries";

/** Which of one result's entries are stored, and for which financial years all of them are. */
type Progress = { result: object | null; saved: ReadonlySet<string>; complete: ReadonlySet<string> };

const fresh = (result: object | null): Progress => ({ result, saved: new Set(), complete: new Set() });

/** An entry's identity within one calculator's save: its metric and year name it (one entry each). */
const entryKey = (entry: CalculatedEntry) => `${entry.period}\u0000${entry.metric}\u0000${entry.unit}`;

/**
 * Saves one calculation's entries to data collection, posting them one by one (a failure stops
 * the rest, so the user sees at once that the save is incomplete), and refreshes every cached
 * view of the company's data.
 *
 * Each entry that was stored is remembered against the calculation's `result` and its financial
 * year (`period`), so a retry after a partial failure posts only the rest, and once everything is
 * stored for that year the save is done (`isSaved`) — a second click cannot create duplicates.
 * Choosing another year offers the save again (the same figures may belong to it); a new
 * calculation (a new `result` object) starts afresh.
 */
export function useSaveEntries(companyId: string, result: object | null, period: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(() => fresh(result));
  const current = progress.result === result ? progress : fresh(result);

  // Updates the progress of the result the save was started for, even if a new calculation
  // has replaced it on screen meanwhile (the new one then starts afresh).
  const update = (forResult: object | null, change: (p: Progress) => Progress) =>
    setProgress((p) => change(p.result === forResult ? p : fresh(forResult)));

  const mutation = useMutation({
    mutationFn: async ({ entries, forResult }: { entries: CalculatedEntry[]; forResult: object | null; forPeriod: string }) => {
      for (const entry of entries) {
        await api("/esg-data", { method: "POST", body: entry });
        update(forResult, (p) => ({ ...p, saved: new Set(p.saved).add(entryKey(entry)) }));
      }
    },
    onSuccess: (_data, { forResult, forPeriod }) => {
      update(forResult, (p) => ({ ...p, complete: new Set(p.complete).add(forPeriod) }));
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

  const isSaved = current.complete.has(period);

  /** Posts the entries of the current result that are not stored yet. */
  const save = (entries: CalculatedEntry[]) => {
    if (mutation.isPending || isSaved) return;
    mutation.mutate({ entries: entries.filter((e) => !current.saved.has(entryKey(e))), forResult: result, forPeriod: period });
  };

  return { save, isPending: mutation.isPending, isSaved };
}
