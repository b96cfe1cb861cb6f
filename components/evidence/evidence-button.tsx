"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Paperclip } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import type { EvidenceRole } from "./evidence-role";
import { useEvidenceCounts, useEvidenceFiles } from "./queries";

export type { EvidenceRole } from "./evidence-role";

// The dialog (upload, requests, their forms with react-hook-form and zod) loads on the first click:
// the button sits on every filled questionnaire cell and entry row, the dialog on none until opened.
const EvidenceDialog = dynamic(() => import("./evidence-dialog").then((m) => m.EvidenceDialog));

/**
 * A small button showing how many files back a figure (an entry or a questionnaire cell's entry);
 * it opens the evidence dialog: the files, upload, delete, and the figure's evidence requests.
 * `count` (optional) is shown until the dialog has loaded the list; without it the list is asked
 * for at once. `role` decides which actions are offered (the server decides what is allowed).
 */
export function EvidenceButton({
  entryId,
  companyId,
  role,
  label,
  count,
}: {
  entryId: string;
  companyId: string;
  role: EvidenceRole;
  /** What the figure is, for the dialog's description (e.g. 'Scope 1 emissions · FY 2024-25'). */
  label?: string;
  count?: number;
}) {
  const [open, setOpen] = useState(false);
  // The file list loads when the dialog opens; until then the count comes from the caller or the company's counts.
  const files = useEvidenceFiles(companyId, entryId, open);
  const counts = useEvidenceCounts(companyId, count === undefined);
  const shown = files.data?.length ?? count ?? (counts.data ? (counts.data[entryId] ?? 0) : undefined);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-7 px-2"
        onClick={() => setOpen(true)}
        aria-label={`Evidence${shown === undefined ? "" : `: ${shown} ${shown === 1 ? "file" : "files"}`}${label ? ` for ${label}` : ""}`}
        data-testid="evidence-button"
      >
        <Paperclip className="size-4" aria-hidden />
        <span className="tabular-nums">{shown === undefined ? "–" : formatCount(shown)}</span>
      </Button>
      {open ? <EvidenceDialog entryId={entryId} companyId={companyId} role={role} label={label} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
