"use client";

import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Sticky at the foot of the screen: how many cells changed, Save and Discard. */
export function SaveBar({
  changes,
  saving,
  onSave,
  onDiscard,
  readOnlyMessage = null,
}: {
  changes: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** Set when the caller's role cannot change figures: said instead of the count, and Save is disabled. */
  readOnlyMessage?: string | null;
}) {
  return (
    <div
      className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky bottom-0 z-30 -mx-4 border-t px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      data-testid="brsr-save-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" data-testid="brsr-changes" aria-live="polite">
          {readOnlyMessage
            ? readOnlyMessage
            : changes
              ? `${changes} unsaved ${changes === 1 ? "change" : "changes"} · totals and checks update when you save`
              : "All changes saved"}
        </p>
        <div className="flex gap-2">
          {changes && !saving ? (
            <Button type="button" variant="ghost" onClick={onDiscard} data-testid="brsr-discard">
              Discard
            </Button>
          ) : null}
          <Button type="button" onClick={onSave} disabled={!changes || saving || !!readOnlyMessage} data-testid="brsr-save">
            <Save className="size-4" aria-hidden />
            {saving ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </div>
    </div>
  );
}
