import { z } from "zod";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { REVIEW_ACTIONS } from "./rules";

const action = z.enum(REVIEW_ACTIONS, { error: "Must be submit, approve or reject" });
const comment = z.string().trim().max(2000, "Must be at most 2000 characters").optional();

const commentForReject = <T extends { action: string; comment?: string }>(v: T) => v.action !== "reject" || !!v.comment;
const commentIssue = { message: "Say why the figure is rejected, so its maker can fix it", path: ["comment"] };

/** POST /api/esg-data/{id}/review, and the reject dialog's form. */
export const reviewInput = z
  .object({
    action,
    comment,
    /** The entry's `updated_at` as the reviewer saw it: a figure changed since is 409, not approved unseen. */
    expected_updated_at: z
      .string()
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), "Must be the entry's updated_at (an ISO 8601 time)")
      .optional(),
  })
  .refine(commentForReject, commentIssue);

/** The most entries one batch takes (a whole questionnaire section is a few hundred). */
export const MAX_BATCH = 5000;

/** POST /api/companies/{id}/review: one action on many entries (a questionnaire section). */
export const batchReviewInput = z
  .object({
    action,
    entry_ids: z
      .array(z.string().max(100, "Must be an entry id"), { error: "Must be a list of entry ids" })
      .min(1, "Name at least one entry")
      .max(MAX_BATCH, `At most ${MAX_BATCH} entries at once`),
    comment,
  })
  .refine(commentForReject, commentIssue);

export type ReviewInput = z.infer<typeof reviewInput>;
export type BatchReviewInput = z.infer<typeof batchReviewInput>;

/** Why an entry of a batch was left as it was. */
export type SkippedEntry = { id: string; reason: string };
export type BatchReviewResult = { updated: EsgEntryDto[]; skipped: SkippedEntry[] };
