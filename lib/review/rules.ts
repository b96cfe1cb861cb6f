/**
 * Maker–checker rules (decisions D28): who may do which review action on a figure in which state.
 * Pure: the API (lib/review/service.ts) answers with them, and the screens use them to enable,
 * disable and explain their buttons.
 *
 * - submit: draft | rejected → submitted, by an owner or editor (the makers);
 * - approve: submitted → approved, by an owner or reviewer (the checkers);
 * - reject: submitted → rejected, with a comment, by an owner or reviewer.
 * Nobody approves or rejects a figure they entered or last changed (`updated_by`, else
 * `created_by`).
 */
import { ROLE_LABELS, type CompanyRole } from "@/lib/companies/roles";
import { REVIEW_STATE_LABELS, type ReviewState } from "@/lib/esg-data/review-states";

export const REVIEW_ACTIONS = ["submit", "approve", "reject"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = { submit: "Submit", approve: "Approve", reject: "Reject" };

/** The roles that may take each action at all. */
export const ACTION_ROLES: Record<ReviewAction, readonly CompanyRole[]> = {
  submit: ["owner", "editor"],
  approve: ["owner", "reviewer"],
  reject: ["owner", "reviewer"],
};

/** The states each action starts from, and the state it leads to. */
const TRANSITIONS: Record<ReviewAction, { from: readonly ReviewState[]; to: ReviewState }> = {
  submit: { from: ["draft", "rejected"], to: "submitted" },
  approve: { from: ["submitted"], to: "approved" },
  reject: { from: ["submitted"], to: "rejected" },
};

/** The figure as the rules read it. */
export type ReviewedFigure = { reviewState: ReviewState; updatedBy: string | null; createdBy: string | null };

export type ReviewDecision = { ok: true; next: ReviewState } | { ok: false; status: 403 | 409 | 422; detail: string };

/** Who the figure belongs to for the four-eyes rule: who last changed it, else who entered it. */
export function figureMaker(figure: Pick<ReviewedFigure, "updatedBy" | "createdBy">): string | null {
  return figure.updatedBy ?? figure.createdBy ?? null;
}

/** Whether a role may take an action at all (before looking at any figure). */
export function roleMayReview(role: CompanyRole | null | undefined, action: ReviewAction): boolean {
  return !!role && ACTION_ROLES[action].includes(role);
}

const article = (label: string) => (/^[AEIOU]/.test(label) ? "an" : "a");

function roleDetail(role: CompanyRole | null | undefined, action: ReviewAction): string {
  const who = ACTION_ROLES[action].map((r) => ROLE_LABELS[r].toLowerCase() + "s").join(" and ");
  const label = role ? ROLE_LABELS[role] : null;
  const verb = action === "submit" ? "submit figures for review" : `${action} figures`;
  return label ? `As ${article(label)} ${label} you cannot ${verb}: only ${who} can.` : `Only ${who} can ${verb}.`;
}

function stateDetail(action: ReviewAction, state: ReviewState): string {
  const label = REVIEW_STATE_LABELS[state].toLowerCase();
  if (action === "submit") {
    return state === "submitted"
      ? "This figure is already submitted for review."
      : `This figure is ${label}: only a draft or a rejected figure can be submitted.`;
  }
  if (state === "approved" && action === "approve") return "This figure is already approved.";
  if (state === "rejected" && action === "reject") return "This figure is already rejected.";
  return `This figure is ${label}: only a submitted figure can be ${action === "approve" ? "approved" : "rejected"}${state === "draft" || state === "rejected" ? " (submit it first)" : ""}.`;
}

export const SELF_REVIEW_DETAIL =
  "You entered or last changed this figure, so someone else must review it (maker–checker: nobody approves or rejects their own figure).";
export const COMMENT_REQUIRED_DETAIL = "comment: Say why the figure is rejected, so its maker can fix it";

/**
 * What taking `action` on `figure` does when `actorId` with `role` asks: the next state, or the
 * refusal (403 the role or the four-eyes rule, 409 the state, 422 a rejection without a comment).
 */
export function decideReview({
  action,
  figure,
  role,
  actorId,
  comment,
}: {
  action: ReviewAction;
  figure: ReviewedFigure;
  role: CompanyRole | null | undefined;
  actorId: string;
  comment?: string | null;
}): ReviewDecision {
  if (!roleMayReview(role, action)) return { ok: false, status: 403, detail: roleDetail(role, action) };
  if (action === "reject" && !comment?.trim()) return { ok: false, status: 422, detail: COMMENT_REQUIRED_DETAIL };
  const { from, to } = TRANSITIONS[action];
  if (!from.includes(figure.reviewState)) return { ok: false, status: 409, detail: stateDetail(action, figure.reviewState) };
  if (action !== "submit" && figureMaker(figure) === actorId) return { ok: false, status: 403, detail: SELF_REVIEW_DETAIL };
  return { ok: true, next: to };
}

/**
 * What a screen shows for one action on one figure: hidden (the role never takes it), enabled,
 * or disabled with the reason as its title. The caller's id may be unknown (null): the four-eyes
 * rule is then the server's to apply.
 */
export function actionAvailability({
  action,
  figure,
  role,
  userId,
}: {
  action: ReviewAction;
  figure: ReviewedFigure;
  role: CompanyRole | null | undefined;
  userId: string | null;
}): { show: false } | { show: true; enabled: true } | { show: true; enabled: false; reason: string } {
  if (!roleMayReview(role, action)) return { show: false };
  if (!TRANSITIONS[action].from.includes(figure.reviewState)) return { show: false };
  if (action !== "submit" && userId && figureMaker(figure) === userId) {
    return { show: true, enabled: false, reason: "You entered or last changed this figure: someone else must review it" };
  }
  return { show: true, enabled: true };
}

/** Whether an action can start from a state (for a batch: which of a section's figures it would move). */
export function actionStartsFrom(action: ReviewAction, state: ReviewState): boolean {
  return TRANSITIONS[action].from.includes(state);
}
