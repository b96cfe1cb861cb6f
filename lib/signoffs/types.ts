import type { ArtifactKind } from "./schemas";

/** What the sign-off routes answer (the screen reads them too). */
export type SignoffArtifactDto = { kind: ArtifactKind; content_type: string; sha256: string; byte_size: number; url: string };

export type SignoffDto = {
  id: string;
  fy: string;
  label: string;
  version: number;
  approved_by: string;
  din: string;
  designation: string;
  approval_date: string;
  resolution_reference: string;
  notes: string;
  reopen_reason: string | null;
  signed_at: string;
  signed_by: { id: string; full_name: string; email: string } | null;
  /** Whether this version holds the year now (the latest, and the year not reopened since). */
  current: boolean;
  artifacts: SignoffArtifactDto[];
};
