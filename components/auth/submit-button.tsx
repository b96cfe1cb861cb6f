import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The form's one submit button: disabled and relabelled while the request runs. */
export function SubmitButton({ busy, label, busyLabel, disabled }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
