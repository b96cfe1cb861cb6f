import { eq } from "drizzle-orm";
import { GET } from "@/app/api/brsr/[companyId]/route";
import { PUT } from "@/app/api/brsr/[companyId]/cells/route";
import { GET as READINESS } from "@/app/api/brsr/[companyId]/readiness/route";
import { POST as batchRoute } from "@/app/api/companies/[id]/review/route";
import { getDb } from "@/db/client";
import { esgDataEntries } from "@/db/schema";
import { viewCells } from "@/lib/brsr/view";
import { createEntry } from "@/lib/esg-data/service";
import type { Questionnaire } from "@/lib/brsr/service";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id);
  const editor = await addMember(company.id, "editor");
  const reviewer = await addMember(company.id, "reviewer");
  return { owner, company, editor, reviewer, params: { companyId: company.id } };
}

const cellOf = (q: Questionnaire, key: string) => {
  for (const { cell } of viewCells(q)) if (cell.key === key) return cell;
  throw new Error(key);
};

describe("the questionnaire's review states", () => {
  it("each filled cell carries its entry and state; unapproved Core figures are named until approved", async () => {
    const { company, editor, reviewer, params } = await setup();
    const put = await call<any>(PUT as never, {
      method: "PUT",
      token: editor.token,
      params,
      body: {
        fy: "2024-25",
        cells: [
          { key: "P6-E7-S1", value: "4,500" },
          { key: "P6-E7-S2", value: "1,200" },
        ],
      },
    });
    expect(put.status).toBe(200);
    const read = async () => (await call<Questionnaire>(GET as never, { token: reviewer.token, params, path: `/api/brsr/${company.id}?fy=2024-25` })).body;
    let q = await read();
    const s1 = cellOf(q, "P6-E7-S1");
    expect(s1.review?.cy).toMatchObject({ state: "draft", entry_id: expect.any(String) });
    expect(s1.review?.cy?.entry_ids).toEqual([s1.review?.cy?.entry_id]);
    // A computed total carries no review of its own; an empty cell none at all.
    expect(cellOf(q, "P6-E7-S12").review).toBeUndefined();
    expect(cellOf(q, "P6-E1-A").review).toBeUndefined();
    expect(q.unapproved_core.map((u) => [u.key, u.review_state])).toEqual([
      ["P6-E7-S1", "draft"],
      ["P6-E7-S2", "draft"],
    ]);
    expect(q.unapproved_core[0]).toMatchObject({
      question_id: expect.any(String),
      label: expect.any(String),
      message: expect.stringMatching(/draft, not approved/),
    });

    const ids = q.unapproved_core.flatMap((u) => u.entry_ids);
    const submitted = await call<any>(batchRoute, {
      method: "POST",
      token: editor.token,
      params: { id: company.id },
      body: { action: "submit", entry_ids: ids },
    });
    expect(submitted.body.updated).toHaveLength(2);
    const approved = await call<any>(batchRoute, {
      method: "POST",
      token: reviewer.token,
      params: { id: company.id },
      body: { action: "approve", entry_ids: [ids[0]] },
    });
    expect(approved.body.updated).toHaveLength(1);

    q = await read();
    expect(cellOf(q, "P6-E7-S1").review?.cy?.state).toBe("approved");
    expect(q.unapproved_core.map((u) => [u.key, u.review_state])).toEqual([["P6-E7-S2", "submitted"]]);

    const readiness = await call<any>(READINESS as never, { token: reviewer.token, params, path: `/api/brsr/${company.id}/readiness?fy=2024-25` });
    expect(readiness.body.counts.unapproved_core).toBe(1);
    expect(readiness.body.unapproved_core[0]).toMatchObject({ key: "P6-E7-S2", review_state: "submitted" });
  });

  it("a summed cell is as far through review as the least reviewed of its entries", async () => {
    const { company, editor, params } = await setup();
    const db = await getDb();
    const ids: string[] = [];
    for (const [i, period] of ["Q1 FY 2024-25", "Q2 FY 2024-25", "Q3 FY 2024-25", "Q4 FY 2024-25"].entries()) {
      const e = await createEntry({
        companyId: company.id,
        actorId: editor.user.id,
        data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "100", unit: "tCO2e", period },
      });
      await db
        .update(esgDataEntries)
        .set({ reviewState: i === 1 ? "submitted" : "approved" })
        .where(eq(esgDataEntries.id, e.id));
      ids.push(e.id);
    }
    const q = (await call<Questionnaire>(GET as never, { token: editor.token, params, path: `/api/brsr/${company.id}?fy=2024-25` })).body;
    const review = cellOf(q, "P6-E7-S1").review?.cy;
    expect(cellOf(q, "P6-E7-S1").values.cy).toMatchObject({ value: 400 });
    expect(review).toMatchObject({ state: "submitted", entry_id: null });
    expect([...(review?.entry_ids ?? [])].sort()).toEqual([...ids].sort());
    expect(q.unapproved_core.map((u) => u.key)).toEqual(["P6-E7-S1"]);
  });
});
