"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** A year whose figures the board signed off, about to be changed. */
export type RestatementTarget = { fy: string; yearLabel: string };

export type RestatementDialogProps = {
  open: boolean;
  target: RestatementTarget | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: (target: RestatementTarget, reason: string) => void;
};

/**
 * Asks why figures of a signed-off year change (decisions D24): the server refuses the change without
 * it, and the report's 'restated' footnote gives it.
 */
export function RestatementDialog({ open, target, saving, onClose, onConfirm }: RestatementDialogProps) {
  return (
    <Dialog open={open && !!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {target ? <Body key={target.fy} target={target} saving={saving} onClose={onClose} onConfirm={onConfirm} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Body({ target, saving, onClose, onConfirm }: Omit<RestatementDialogProps, "open" | "target"> & { target: RestatementTarget }) {
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !saving) onConfirm(target, trimmed);
      }}
    >
      <DialogHeader>
        <DialogTitle>Restate {target.yearLabel}&apos;s figures</DialogTitle>
        <DialogDescription>
          The board signed off {target.yearLabel}. A changed figure prints as restated, with what was reported and this reason, e.g. &lsquo;Scope 2 recomputed
          with CEA&apos;s revised grid factor&rsquo;.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor="restatement-reason">Reason for the restatement</Label>
        <Textarea
          id="restatement-reason"
          data-testid="restatement-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed || saving} data-testid="restatement-confirm">
          {saving ? "Saving..." : "Save with this reason"}
        </Button>
      </DialogFooter>
    </form>
  );
}
