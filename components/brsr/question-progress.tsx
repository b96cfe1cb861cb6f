"use client";

import { useBrsrEdit } from "./edit-context";
import type { Progress } from "./types";

/** A question's required answers of the current year, as the last answer counts them (a save moves it). */
export function QuestionProgress({ questionId, progress }: { questionId: string; progress?: Progress }) {
  const ctx = useBrsrEdit();
  const shown = ctx.progressOf?.(questionId) ?? progress;
  if (!shown?.total) return null;
  return (
    <span className="text-muted-foreground text-xs tabular-nums" title="Required answers for the current year">
      {shown.answered}/{shown.total}
    </span>
  );
}
