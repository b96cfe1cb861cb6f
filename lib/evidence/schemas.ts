import { z } from "zod";

/** Who did something, as every evidence answer names them (null once the user is deleted). */
export type PersonDto = { id: string; full_name: string; email: string };

export type EvidenceFileDto = {
  id: string;
  entry_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by: PersonDto | null;
  created_at: string;
};

export const EVIDENCE_REQUEST_STATUSES = ["open", "closed"] as const;
export type EvidenceRequestStatus = (typeof EVIDENCE_REQUEST_STATUSES)[number];

export type EvidenceCommentDto = { id: string; request_id: string; body: string; author: PersonDto | null; created_at: string };

export type EvidenceRequestDto = {
  id: string;
  entry_id: string;
  status: EvidenceRequestStatus;
  raised_by: PersonDto | null;
  closed_by: PersonDto | null;
  closed_at: string | null;
  created_at: string;
  comments: EvidenceCommentDto[];
};

/** A request in the company's list: the figure it is about and how long its thread is. */
export type EvidenceRequestSummaryDto = Omit<EvidenceRequestDto, "comments"> & {
  entry: { id: string; framework: string; category: string; metric: string; period: string };
  comment_count: number;
  last_comment_at: string | null;
};

const MAX_COMMENT = 4000;

const text = (field: string) =>
  z
    .string({ error: `${field}: Required` })
    .trim()
    .min(1, `${field}: Required`)
    .max(MAX_COMMENT, `${field}: Must be at most ${MAX_COMMENT} characters`);

/** POST /api/esg-data/{id}/evidence-requests: what evidence is asked for (the thread's first comment). */
export const evidenceRequestInput = z.object({ comment: text("comment") });
export type EvidenceRequestInput = z.infer<typeof evidenceRequestInput>;

/** POST /api/evidence-requests/{requestId}/comments. */
export const evidenceCommentInput = z.object({ body: text("body") });
export type EvidenceCommentInput = z.infer<typeof evidenceCommentInput>;

/** PATCH /api/evidence-requests/{requestId}: close or reopen. */
export const evidenceRequestStatusInput = z.object({
  status: z.enum(EVIDENCE_REQUEST_STATUSES, { error: "status: Must be 'open' or 'closed'" }),
});

/** GET /api/companies/{id}/evidence-requests?status= (default open). */
export const evidenceRequestListQuery = z.object({
  status: z.enum(["open", "closed", "all"], { error: "status: Must be 'open', 'closed' or 'all'" }).default("open"),
});
