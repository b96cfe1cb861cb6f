/**
 * Maker–checker review of a figure (an entry, which is also how a questionnaire cell is stored):
 * draft → submitted → approved | rejected. Pure rules; lib/review/service.ts applies them.
 */
export const REVIEW_STATES = ["draft", "submitted", "approved", "rejected"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * The state after the figure itself changes (value, unit, period, metric): an approved figure
 * goes back to 'submitted' for another look; a rejected one becomes a draft again, to be fixed and
 * resubmitted; drafts and submitted figures stay as they are.
 */
export function stateAfterEdit(state: ReviewState): ReviewState {
  if (state === "approved") return "submitted";
  if (state === "rejected") return "draft";
  return state;
}
