import { describe, expect, it } from "vitest";
import { COMPANY_ROLES, type CompanyRole } from "@/lib/auth/access-table";
import { actionAvailability, actionStartsFrom, decideReview, figureMaker, REVIEW_ACTIONS, SELF_REVIEW_DETAIL, type ReviewAction } from "@/lib/review/rules";
import { REVIEW_STATES, type ReviewState } from "@/lib/esg-data/review-states";

const ME = "user-me";
const MAKER = "user-maker";
const figure = (reviewState: ReviewState, updatedBy: string | null = MAKER, createdBy: string | null = MAKER) => ({ reviewState, updatedBy, createdBy });

/** The whole table: who may take which action from which state (someone else's figure). */
const EXPECTED: Record<ReviewAction, { roles: CompanyRole[]; from: ReviewState[]; to: ReviewState }> = {
  submit: { roles: ["owner", "editor"], from: ["draft", "rejected"], to: "submitted" },
  approve: { roles: ["owner", "reviewer"], from: ["submitted"], to: "approved" },
  reject: { roles: ["owner", "reviewer"], from: ["submitted"], to: "rejected" },
};

describe("decideReview: every state × action × role", () => {
  for (const action of REVIEW_ACTIONS) {
    for (const state of REVIEW_STATES) {
      for (const role of [...COMPANY_ROLES, null] as const) {
        const { roles, from, to } = EXPECTED[action];
        const label = `${role ?? "no role"} ${action}s a ${state} figure`;
        it(label, () => {
          const d = decideReview({ action, figure: figure(state), role, actorId: ME, comment: "Because" });
          if (!role || !roles.includes(role)) {
            expect(d).toMatchObject({ ok: false, status: 403 });
          } else if (!from.includes(state)) {
            expect(d).toMatchObject({ ok: false, status: 409 });
            if (!d.ok) expect(d.detail.toLowerCase()).toContain(state);
          } else {
            expect(d).toEqual({ ok: true, next: to });
          }
        });
      }
    }
  }
});

describe("the four-eyes rule", () => {
  for (const action of ["approve", "reject"] as const) {
    for (const role of ["owner", "reviewer"] as const) {
      it(`${role} may not ${action} a figure they last changed`, () => {
        expect(decideReview({ action, figure: figure("submitted", ME, MAKER), role, actorId: ME, comment: "x" })).toEqual({
          ok: false,
          status: 403,
          detail: SELF_REVIEW_DETAIL,
        });
      });
      it(`${role} may not ${action} a figure they entered and nobody changed`, () => {
        expect(decideReview({ action, figure: figure("submitted", null, ME), role, actorId: ME, comment: "x" })).toMatchObject({ ok: false, status: 403 });
      });
      it(`${role} may ${action} a figure they entered that someone else changed last`, () => {
        expect(decideReview({ action, figure: figure("submitted", MAKER, ME), role, actorId: ME, comment: "x" }).ok).toBe(true);
      });
    }
  }
  it("makers submit their own figures", () => {
    expect(decideReview({ action: "submit", figure: figure("draft", ME, ME), role: "editor", actorId: ME })).toEqual({ ok: true, next: "submitted" });
  });
  it("a figure nobody is known to have made (a deleted user) may be reviewed", () => {
    expect(figureMaker({ updatedBy: null, createdBy: null })).toBeNull();
    expect(decideReview({ action: "approve", figure: figure("submitted", null, null), role: "reviewer", actorId: ME }).ok).toBe(true);
  });
});

describe("rejections", () => {
  it("need a comment (422), even an empty one", () => {
    expect(decideReview({ action: "reject", figure: figure("submitted"), role: "reviewer", actorId: ME })).toMatchObject({ ok: false, status: 422 });
    expect(decideReview({ action: "reject", figure: figure("submitted"), role: "reviewer", actorId: ME, comment: "   " })).toMatchObject({ status: 422 });
  });
  it("the role is checked before the comment", () => {
    expect(decideReview({ action: "reject", figure: figure("submitted"), role: "editor", actorId: ME })).toMatchObject({ status: 403 });
  });
});

describe("actionAvailability (what the screens show)", () => {
  it("hides actions a role never takes or a state does not allow", () => {
    expect(actionAvailability({ action: "approve", figure: figure("submitted"), role: "editor", userId: ME })).toEqual({ show: false });
    expect(actionAvailability({ action: "submit", figure: figure("submitted"), role: "editor", userId: ME })).toEqual({ show: false });
    expect(actionAvailability({ action: "submit", figure: figure("rejected"), role: "editor", userId: ME })).toEqual({ show: true, enabled: true });
    expect(actionAvailability({ action: "approve", figure: figure("submitted"), role: "viewer", userId: ME })).toEqual({ show: false });
    expect(actionAvailability({ action: "approve", figure: figure("submitted"), role: null, userId: ME })).toEqual({ show: false });
  });
  it("disables approving one's own figure, saying why", () => {
    const a = actionAvailability({ action: "approve", figure: figure("submitted", ME), role: "owner", userId: ME });
    expect(a).toMatchObject({ show: true, enabled: false, reason: expect.stringMatching(/someone else must review/) });
    // Caller unknown: the server decides.
    expect(actionAvailability({ action: "approve", figure: figure("submitted", ME), role: "owner", userId: null })).toEqual({ show: true, enabled: true });
  });
  it("actionStartsFrom", () => {
    expect(actionStartsFrom("submit", "draft")).toBe(true);
    expect(actionStartsFrom("approve", "draft")).toBe(false);
  });
});
