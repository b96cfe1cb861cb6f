import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { POST as reviewRoute } from "@/app/api/esg-data/[id]/review/route";
import { POST as batchRoute } from "@/app/api/companies/[id]/review/route";
import { PATCH as patchEntryRoute } from "@/app/api/esg-data/[id]/route";
import { GET as historyRoute } from "@/app/api/esg-data/[id]/history/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, fiscalYearLocks } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import type { ReviewState } from "@/lib/esg-data/review-states";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Olga" });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  const reviewer = await addMember(company.id, "reviewer", { fullName: "Reviewer Ravi" });
  const editor = await addMember(company.id, "editor", { fullName: "Editor Esha" });
  return { owner, company, reviewer, editor };
}

/** An entry entered by `actorId` (period FY 2025: FY 2024-25), optionally put straight into a review state. */
async function seed(companyId: string, actorId: string, overrides: Record<string, unknown> = {}, state?: ReviewState) {
  const entry = await createEntry({ companyId, actorId, data: entryBody(companyId, overrides) as never });
  if (state) {
    const db = await getDb();
    await db.update(esgDataEntries).set({ reviewState: state }).where(eq(esgDataEntries.id, entry.id));
  }
  return entry;
}

const review = (token: string, id: string, body: Record<string, unknown>) =>
  call<any>(reviewRoute, { method: "POST", token, params: { id }, path: `/api/esg-data/${id}/review`, body });

const batch = (token: string, companyId: string, body: Record<string, unknown>) =>
  call<any>(batchRoute, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/review`, body });

const patch = (token: string, id: string, body: Record<string, unknown>) =>
  call<any>(patchEntryRoute, { method: "PATCH", token, params: { id }, path: `/api/esg-data/${id}`, body });

async function stateOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, id));
  return row;
}

describe("POST /api/esg-data/{id}/review", () => {
  it("an editor submits, the reviewer approves; the entry records who and when", async () => {
    const { company, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    expect(entry.review_state).toBe("draft");

    const submitted = await review(editor.token, entry.id, { action: "submit" });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ id: entry.id, review_state: "submitted", updated_by: editor.user.id, value: "4,500" });
    // A review does not change the figure's version.
    expect(submitted.body.updated_at).toBe(entry.updated_at);
    const row = await stateOf(entry.id);
    expect(row.submittedBy).toBe(editor.user.id);
    expect(row.submittedAt).toBeInstanceOf(Date);

    const approved = await review(reviewer.token, entry.id, { action: "approve", expected_updated_at: entry.updated_at });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ review_state: "approved", reviewed_by: reviewer.user.id, review_comment: null });
    expect(Date.parse(approved.body.reviewed_at)).not.toBeNaN();
  });

  it("nobody approves or rejects a figure they entered or last changed (403)", async () => {
    const { company, owner, reviewer, editor } = await setup();
    const mine = await seed(company.id, owner.user.id);
    expect((await review(owner.token, mine.id, { action: "submit" })).status).toBe(200);
    const self = await review(owner.token, mine.id, { action: "approve" });
    expect(self.status).toBe(403);
    expect(self.body.detail).toMatch(/entered or last changed this figure/);
    expect((await review(owner.token, mine.id, { action: "reject", comment: "No" })).status).toBe(403);
    expect((await stateOf(mine.id)).reviewState).toBe("submitted");

    // The reviewer last changed another's figure (updated_by): theirs now.
    const other = await seed(company.id, editor.user.id, {}, "submitted");
    const db = await getDb();
    await db.update(esgDataEntries).set({ updatedBy: reviewer.user.id }).where(eq(esgDataEntries.id, other.id));
    expect((await review(reviewer.token, other.id, { action: "approve" })).status).toBe(403);
    expect((await review(owner.token, other.id, { action: "approve" })).status).toBe(200);
  });

  it("roles: editors cannot approve, reviewers cannot submit, viewers and assurers cannot review at all", async () => {
    const { company, owner, reviewer, editor } = await setup();
    const viewer = await addMember(company.id, "viewer");
    const assurer = await addMember(company.id, "assurer");
    const entry = await seed(company.id, owner.user.id, {}, "submitted");
    const byEditor = await review(editor.token, entry.id, { action: "approve" });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.detail).toContain("Editor");
    const draft = await seed(company.id, owner.user.id, { period: "FY 2024" });
    const byReviewer = await review(reviewer.token, draft.id, { action: "submit" });
    expect(byReviewer.status).toBe(403);
    expect(byReviewer.body.detail).toContain("Reviewer");
    expect((await review(viewer.token, entry.id, { action: "approve" })).status).toBe(403);
    expect((await review(assurer.token, entry.id, { action: "reject", comment: "x" })).status).toBe(403);
  });

  it("a wrong state is 409 naming the state; a rejection needs a comment (422)", async () => {
    const { company, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    const early = await review(reviewer.token, entry.id, { action: "approve" });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/draft/);
    await review(editor.token, entry.id, { action: "submit" });
    const again = await review(editor.token, entry.id, { action: "submit" });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already submitted/);
    const bare = await review(reviewer.token, entry.id, { action: "reject" });
    expect(bare.status).toBe(422);
    expect(bare.body.detail).toMatch(/^comment/);
    expect((await review(reviewer.token, entry.id, { action: "publish" })).status).toBe(422);
    expect((await review(reviewer.token, entry.id, { action: "approve" })).status).toBe(200);
    const twice = await review(reviewer.token, entry.id, { action: "approve" });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toMatch(/already approved/);
  });

  it("an edit sends an approved figure back to submitted, and its editor may not approve it then", async () => {
    const { company, owner, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    await review(editor.token, entry.id, { action: "submit" });
    await review(owner.token, entry.id, { action: "approve" });
    const edited = await patch(owner.token, entry.id, { value: "4,800" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ review_state: "submitted", updated_by: owner.user.id });
    expect((await review(owner.token, entry.id, { action: "approve" })).status).toBe(403);
    expect((await review(reviewer.token, entry.id, { action: "approve" })).body.review_state).toBe("approved");
  });

  it("rejected → edited (draft) → submitted; the rejection's comment is kept", async () => {
    const { company, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    await review(editor.token, entry.id, { action: "submit" });
    const rejected = await review(reviewer.token, entry.id, { action: "reject", comment: "  Plant B is missing  " });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ review_state: "rejected", review_comment: "Plant B is missing", reviewed_by: reviewer.user.id });
    const fixed = await patch(editor.token, entry.id, { value: "5,100" });
    expect(fixed.body.review_state).toBe("draft");
    const resubmitted = await review(editor.token, entry.id, { action: "submit" });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.review_state).toBe("submitted");
  });

  it("refuses a stale review (409 with the current entry)", async () => {
    const { company, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    await review(editor.token, entry.id, { action: "submit" });
    await patch(editor.token, entry.id, { value: "4,600" });
    const stale = await review(reviewer.token, entry.id, { action: "approve", expected_updated_at: entry.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: entry.id, value: "4,600" });
    expect((await stateOf(entry.id)).reviewState).toBe("submitted");
  });

  it("is refused in a locked year (423) and for an entry of another company (404)", async () => {
    const { company, owner, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id, {}, "submitted");
    const db = await getDb();
    await db.insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, reason: "Filed", lockedBy: owner.user.id });
    const locked = await review(reviewer.token, entry.id, { action: "approve" });
    expect(locked.status).toBe(423);
    expect(locked.body.detail).toContain("FY 2024-25 is locked");
    expect((await stateOf(entry.id)).reviewState).toBe("submitted");

    const stranger = await createUser({ subscribed: true });
    expect((await review(stranger.token, entry.id, { action: "approve" })).status).toBe(404);
    expect((await review(reviewer.token, randomUUID(), { action: "approve" })).status).toBe(404);
    expect((await review(reviewer.token, "not-an-id", { action: "approve" })).status).toBe(404);
  });

  it("writes submit, approve and reject into the entry's history with the states and the comment", async () => {
    const { company, editor, reviewer } = await setup();
    const entry = await seed(company.id, editor.user.id);
    await review(editor.token, entry.id, { action: "submit" });
    await review(reviewer.token, entry.id, { action: "reject", comment: "Wrong unit" });
    await review(editor.token, entry.id, { action: "submit" });
    await review(reviewer.token, entry.id, { action: "approve" });
    const history = await call<any>(historyRoute, { token: editor.token, params: { id: entry.id }, path: `/api/esg-data/${entry.id}/history` });
    expect(history.status).toBe(200);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(["create", "submit", "reject", "submit", "approve"]);
    expect(history.body[2]).toMatchObject({
      actor: { id: reviewer.user.id, full_name: "Reviewer Ravi" },
      old_value: { review_state: "submitted" },
      new_value: { review_state: "rejected", review_comment: "Wrong unit" },
    });
    expect(history.body[4].new_value).toEqual({ review_state: "approved" });
  });
});

describe("POST /api/companies/{id}/review (batch)", () => {
  it("applies the action where allowed and names what it skipped, and why", async () => {
    const { company, owner, editor, reviewer } = await setup();
    const a = await seed(company.id, editor.user.id, { metric: "Scope 2 emissions" }, "submitted");
    const b = await seed(company.id, editor.user.id, { metric: "Energy consumption", unit: "GJ" }, "submitted");
    const own = await seed(company.id, reviewer.user.id, { metric: "Water withdrawal", unit: "kL" }, "submitted");
    const draft = await seed(company.id, editor.user.id, { metric: "Waste generated", unit: "t" });
    const otherCompany = await createCompany(owner.user.id);
    const foreign = await seed(otherCompany.id, editor.user.id, {}, "submitted");
    const res = await batch(reviewer.token, company.id, {
      action: "approve",
      entry_ids: [b.id, own.id, a.id, draft.id, foreign.id, "junk", a.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.updated.map((e: { id: string }) => e.id)).toEqual([b.id, a.id]);
    expect(
      res.body.updated.every((e: { review_state: string; reviewed_by: string }) => e.review_state === "approved" && e.reviewed_by === reviewer.user.id),
    ).toBe(true);
    const reasons = Object.fromEntries(res.body.skipped.map((s: { id: string; reason: string }) => [s.id, s.reason]));
    expect(Object.keys(reasons).sort()).toEqual([own.id, draft.id, foreign.id, "junk"].sort());
    expect(reasons[own.id]).toMatch(/You entered or last changed/);
    expect(reasons[draft.id]).toMatch(/draft/);
    expect(reasons[foreign.id]).toMatch(/Not an entry of this company/);
    expect((await stateOf(foreign.id)).reviewState).toBe("submitted");
    expect((await stateOf(own.id)).reviewState).toBe("submitted");

    // Audited per entry.
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, "approve")));
    expect(audits.map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it("submits a section for an editor; rejects need a comment; an editor approving is refused wholly (403)", async () => {
    const { company, owner, editor } = await setup();
    const a = await seed(company.id, owner.user.id);
    const b = await seed(company.id, editor.user.id, { metric: "Scope 2 emissions" }, "rejected");
    const done = await seed(company.id, editor.user.id, { metric: "Water withdrawal", unit: "kL" }, "approved");
    const res = await batch(editor.token, company.id, { action: "submit", entry_ids: [a.id, b.id, done.id] });
    expect(res.status).toBe(200);
    expect(res.body.updated.map((e: { id: string; review_state: string }) => [e.id, e.review_state])).toEqual([
      [a.id, "submitted"],
      [b.id, "submitted"],
    ]);
    expect(res.body.skipped).toEqual([{ id: done.id, reason: expect.stringMatching(/approved/) }]);
    const refused = await batch(editor.token, company.id, { action: "approve", entry_ids: [a.id] });
    expect(refused.status).toBe(403);
    expect((await stateOf(a.id)).reviewState).toBe("submitted");
    expect((await batch(owner.token, company.id, { action: "reject", entry_ids: [b.id] })).status).toBe(422);
    const rejected = await batch(owner.token, company.id, { action: "reject", entry_ids: [b.id], comment: "Check the meter readings" });
    expect(rejected.body.updated[0]).toMatchObject({ review_state: "rejected", review_comment: "Check the meter readings" });
    expect((await batch(owner.token, company.id, { action: "approve", entry_ids: [] })).status).toBe(422);
    expect((await batch(owner.token, company.id, { action: "approve", entry_ids: Array.from({ length: 5001 }, () => randomUUID()) })).status).toBe(422);
  });

  it("is refused wholly (423) when any entry lies in a locked year", async () => {
    const { company, owner, editor, reviewer } = await setup();
    const open = await seed(company.id, editor.user.id, { period: "FY 2026" }, "submitted");
    const closed = await seed(company.id, editor.user.id, { metric: "Scope 2 emissions" }, "submitted");
    const db = await getDb();
    await db.insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, reason: "Filed", lockedBy: owner.user.id });
    const res = await batch(reviewer.token, company.id, { action: "approve", entry_ids: [open.id, closed.id] });
    expect(res.status).toBe(423);
    expect((await stateOf(open.id)).reviewState).toBe("submitted");
    expect((await batch(reviewer.token, company.id, { action: "approve", entry_ids: [open.id] })).body.updated).toHaveLength(1);
  });
});

describe("access matrix", () => {
  const submittedByMaker = async (c: MatrixContext) => {
    const maker = await addMember(c.company.id, "editor");
    return seed(c.company.id, maker.user.id, {}, "submitted");
  };

  it("POST /api/esg-data/{id}/review submit", async () => {
    await assertAccessMatrix({
      name: "POST review submit",
      handler: reviewRoute,
      method: "POST",
      kind: "company",
      params: async (c) => ({ id: (await seed(c.company.id, c.owner.user.id)).id }),
      body: () => ({ action: "submit" }),
      ok: 200,
      // The table lets reviewers into the workflow; submitting is the makers' (lib/review/rules).
      roleStatus: { reviewer: 403 },
    });
  });

  it("POST /api/esg-data/{id}/review approve", async () => {
    await assertAccessMatrix({
      name: "POST review approve",
      handler: reviewRoute,
      method: "POST",
      kind: "company",
      params: async (c) => ({ id: (await submittedByMaker(c)).id }),
      body: () => ({ action: "approve" }),
      ok: 200,
      roleStatus: { editor: 403 },
    });
  });

  it("POST /api/companies/{id}/review", async () => {
    const ids = new Map<string, string>();
    await assertAccessMatrix({
      name: "POST batch review approve",
      handler: batchRoute,
      method: "POST",
      kind: "company",
      params: async (c) => {
        ids.set(c.company.id, (await submittedByMaker(c)).id);
        return { id: c.company.id };
      },
      body: (c) => ({ action: "approve", entry_ids: [ids.get(c.company.id)] }),
      ok: 200,
      roleStatus: { editor: 403 },
    });
    await assertAccessMatrix({
      name: "POST batch review submit",
      handler: batchRoute,
      method: "POST",
      kind: "company",
      params: (c) => ({ id: c.company.id }),
      body: () => ({ action: "submit", entry_ids: [randomUUID()] }),
      ok: 200,
      roleStatus: { reviewer: 403 },
    });
  });
});
