"use client";

import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { cn } from "@/lib/utils";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  testId?: string;
  confirmTestId?: string;
  /** A red confirm button (the default), for what cannot be undone. */
  destructive?: boolean;
  /** While the confirmed work runs: both buttons disabled, the confirm button saying `busyLabel`, the dialog kept open. */
  busy?: boolean;
  busyLabel?: string;
  /** Keep the dialog open after the click; the caller closes it when the work is done. */
  stayOpenOnConfirm?: boolean;
};

/** An action's 'Are you sure?': Cancel, or the confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  testId,
  confirmTestId,
  destructive = true,
  busy = false,
  busyLabel,
  stayOpenOnConfirm = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={cn(destructive && "bg-destructive hover:bg-destructive/90 text-white")}
            disabled={busy}
            data-testid={confirmTestId}
            onClick={(event) => {
              if (stayOpenOnConfirm) event.preventDefault();
              onConfirm();
            }}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
