"use client";

import { EvidenceButton } from "@/components/evidence/evidence-button";
import type { CompanyRole } from "@/lib/auth/access-table";

type Props = { entryId: string; companyId: string; role: CompanyRole | null | undefined; label?: string };

/**
 * Where a figure's evidence button goes (an entry row, a filled questionnaire cell): the evidence
 * dialog of components/evidence. One place, so the review screens place it alike.
 */
export function EvidenceSlot({ entryId, companyId, role, label }: Props) {
  return <EvidenceButton entryId={entryId} companyId={companyId} role={role ?? null} label={label} />;
}
