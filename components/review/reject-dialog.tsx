"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Asks why figures are rejected: the comment is required and goes back to their maker. */
export function RejectDialog({
  open,
  what,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  /** What is rejected: 'Scope 1 emissions, FY 2024-25' or '12 figures of P6'. */
  what: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">{open ? <Body what={what} busy={busy} onClose={onClose} onConfirm={onConfirm} /> : null}</DialogContent>
    </Dialog>
  );
}

function Body({ what, busy, onClose, onConfirm }: { what: string; busy: boolean; onClose: () => void; onConfirm: (comment: string) => void }) {
  const [comment, setComment] = useState("");
  const trimmed = comment.trim();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !busy) onConfirm(trimmed);
      }}
    >
      <DialogHeader>
        <DialogTitle>Reject figure</DialogTitle>
        <DialogDescription>{what}. Say what is wrong so that its maker can fix it and submit it again.</DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor="reject-comment">Comment *</Label>
        <Textarea
          id="reject-comment"
          data-testid="reject-comment"
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          autoFocus
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!trimmed || busy} data-testid="reject-confirm">
          {busy ? "Rejecting..." : "Reject"}
        </Button>
      </DialogFooter>
    </form>
  );
}
