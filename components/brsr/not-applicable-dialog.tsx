"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { NaTarget } from "./edit-context";

export type NotApplicableDialogProps = {
  /** Open while a target is set (lazyDialog renders it from its first opening). */
  open: boolean;
  target: NaTarget | null;
  onClose: () => void;
  onConfirm: (target: NaTarget, reason: string) => void;
};

/** Asks why a cell does not apply; the reason is saved with the cell. */
export function NotApplicableDialog({ open, target, onClose, onConfirm }: NotApplicableDialogProps) {
  return (
    <Dialog open={open && !!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {target ? <Body key={`${target.fy}|${target.key}`} target={target} onClose={onClose} onConfirm={onConfirm} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Body({ target, onClose, onConfirm }: { target: NaTarget; onClose: () => void; onConfirm: (target: NaTarget, reason: string) => void }) {
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) onConfirm(target, trimmed);
      }}
    >
      <DialogHeader>
        <DialogTitle>Mark as not applicable</DialogTitle>
        <DialogDescription>
          {target.label} — {target.yearLabel}. SEBI expects a short reason, e.g. &lsquo;No manufacturing operations&rsquo;.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor="na-reason">Reason</Label>
        <Textarea id="na-reason" data-testid="na-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed} data-testid="na-confirm">
          Mark not applicable
        </Button>
      </DialogFooter>
    </form>
  );
}
