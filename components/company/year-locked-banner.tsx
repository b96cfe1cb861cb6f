"use client";

import { Lock } from "lucide-react";

/** The sentence a locked year's inputs carry as their read-only reason. */
export const lockedYearMessage = (label: string) =>
  `${label} is locked: its figures cannot be changed until an owner or reviewer reopens it from the dashboard.`;

/** Says, above a screen's inputs, that the year shown is locked (the inputs below are read-only). */
export function YearLockedBanner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid="year-locked-banner"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{lockedYearMessage(label)}</span>
    </div>
  );
}
