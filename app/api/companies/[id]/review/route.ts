// POST /api/companies/{id}/review {action, entry_ids, comment?} — one review action on many entries (a questionnaire
// section) in one transaction: {updated, skipped: [{id, reason}]}; 403 for a role that never takes the action, 423 in a locked year.
import { route } from "@/lib/api/route";
import { batchReviewInput } from "@/lib/review/schemas";
import { reviewBatch } from "@/lib/review/service";

export const POST = route("POST /api/companies/[id]/review", { body: batchReviewInput }, ({ user, company, role, body }) =>
  reviewBatch({ user, company, role, input: body }),
);
