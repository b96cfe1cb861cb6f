import { and, eq } from "drizzle-orm";
import { GET as PROGRESS } from "@/app/api/checklist-progress/[companyId]/route";
import { POST as TOGGLE } from "@/app/api/checklist-progress/[companyId]/toggle/route";
import { GET as PDF } from "@/app/api/checklist-progress/[companyId]/pdf/route";
import { extractText } from "unpdf";
import { GET as CHECKLIST } from "@/app/api/industry-checklist/[industry]/route";
import { getDb } from "@/db/client";
import { checklistProgress } from "@/db/schema";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup(industry: string | null = "Manufacturing") {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { industry });
  return { owner, company };
}

const toggle = (token: string, companyId: string, item: string) =>
  call(TOGGLE, { method: "POST", token, path: `/api/checklist-progress/${companyId}/toggle?item=${encodeURIComponent(item)}`, params: { companyId } });

describe("GET /api/industry-checklist/{industry}", () => {
  it("answers the industry's checklist with its total", async () => {
    const { owner } = await setup();
    const res = await call(CHECKLIST, { token: owner.token, params: { industry: "Manufacturing" } });
    expect(res.status).toBe(200);
    expect(res.body.industry).toBe("Manufacturing");
    const { environmental, social, governance } = res.body.checklist;
    expect(res.body.total_items).toBe(environmental.length + social.length + governance.length);
    expect(environmental).toContain("Consent to Establish / Consent to Operate from the State Pollution Control Board");
  });

  it("decodes 'Real Estate' and gives unknown industries Other's list", async () => {
    const { owner } = await setup();
    const real = await call(CHECKLIST, { token: owner.token, params: { industry: "Real%20Estate" } });
    expect(real.body.industry).toBe("Real Estate");
    const unknown = await call(CHECKLIST, { token: owner.token, params: { industry: "Space Mining" } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(getIndustryChecklist("Other"));
  });
});

describe("checklist progress", () => {
  it("starts empty, toggles on and off, and counts only the company's items", async () => {
    const { owner, company } = await setup();
    const empty = await call(PROGRESS, { token: owner.token, params: { companyId: company.id } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items_completed: [], completion_percentage: 0, last_updated: null });

    const { checklist, total_items } = getIndustryChecklist("Manufacturing");
    const [a, b] = checklist.environmental;
    expect((await toggle(owner.token, company.id, a)).body).toEqual({ completed: true });
    expect((await toggle(owner.token, company.id, b)).body).toEqual({ completed: true });
    let progress = await call(PROGRESS, { token: owner.token, params: { companyId: company.id } });
    expect(progress.body.items_completed).toEqual([a, b]);
    expect(progress.body.completion_percentage).toBe(Math.round((2 / total_items) * 100));
    expect(Date.now() - new Date(progress.body.last_updated).getTime()).toBeLessThan(60_000);

    expect((await toggle(owner.token, company.id, a)).body).toEqual({ completed: false });
    progress = await call(PROGRESS, { token: owner.token, params: { companyId: company.id } });
    expect(progress.body.items_completed).toEqual([b]);
  });

  it("two quick toggles of one item never leave a duplicate row", async () => {
    const { owner, company } = await setup();
    const item = getIndustryChecklist("Manufacturing").checklist.social[0];
    const results = await Promise.all([toggle(owner.token, company.id, item), toggle(owner.token, company.id, item)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const db = await getDb();
    const rows = await db
      .select()
      .from(checklistProgress)
      .where(and(eq(checklistProgress.companyId, company.id), eq(checklistProgress.item, item)));
    expect(rows.length).toBeLessThanOrEqual(1);
    // Serialised: one turned it on, the other off.
    expect(results.map((r) => r.body.completed).sort()).toEqual([false, true]);
    expect(rows).toHaveLength(0);
    await expect(
      db.insert(checklistProgress).values([
        { companyId: company.id, item },
        { companyId: company.id, item },
      ]),
    ).rejects.toThrow();
  });

  it("refuses an item that is not on the company's checklist with 422, and a missing item", async () => {
    const { owner, company } = await setup("Finance");
    const manufacturingOnly = getIndustryChecklist("Manufacturing").checklist.environmental[0];
    const res = await toggle(owner.token, company.id, manufacturingOnly);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "item: not an item of this company's checklist" });
    const missing = await call(TOGGLE, {
      method: "POST",
      token: owner.token,
      path: `/api/checklist-progress/${company.id}/toggle`,
      params: { companyId: company.id },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: "item: is required" });
  });

  it("uses Other's checklist when the company has no industry", async () => {
    const { owner, company } = await setup(null);
    const item = getIndustryChecklist("Other").checklist.governance.at(-1)!;
    expect((await toggle(owner.token, company.id, item)).body).toEqual({ completed: true });
  });

  it("answers 404 to another user", async () => {
    const { company } = await setup();
    const intruder = await createUser({ subscribed: true });
    const item = getIndustryChecklist("Manufacturing").checklist.environmental[0];
    const res = await toggle(intruder.token, company.id, item);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
  });
});

describe("GET /api/checklist-progress/{companyId}/pdf", () => {
  it("answers the checklist as a PDF named after the company: every item, done or open, and the progress", async () => {
    const { owner, company } = await setup();
    const { checklist, total_items } = getIndustryChecklist("Manufacturing");
    const [a] = checklist.environmental;
    await toggle(owner.token, company.id, a);
    const res = await call(PDF, { token: owner.token, params: { companyId: company.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      `filename="${company.name.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "")}_ESG_Checklist.pdf"`,
    );
    const bytes = new Uint8Array(await res.response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = ((await extractText(bytes, { mergePages: true })).text as string).replace(/\s+/g, " ");
    expect(text).toContain(`Company: ${company.name}`);
    expect(text).toContain(`Progress: 1 of ${total_items} items completed`);
    expect(text).toContain(`Environmental (1 of ${checklist.environmental.length} completed)`);
    expect(text).toMatch(/Done Consent to Establish/);
    for (const item of [checklist.social[0], checklist.governance.at(-1)!]) expect(text).toContain(item.split(" ").slice(0, 4).join(" "));
  });

  it("answers 404 to another user", async () => {
    const { company } = await setup();
    const intruder = await createUser({ subscribed: true });
    const res = await call(PDF, { token: intruder.token, params: { companyId: company.id } });
    expect(res.status).toBe(404);
  });
});

describe("access matrix", () => {
  it("GET /api/checklist-progress/{companyId}/pdf", async () => {
    await assertAccessMatrix({ name: "GET checklist pdf", handler: PDF, kind: "company", params: (c) => ({ companyId: c.company.id }), ok: 200 });
  });
  const item = getIndustryChecklist("Manufacturing").checklist.environmental[0];
  it("GET /api/industry-checklist/{industry}", async () => {
    await assertAccessMatrix({ name: "GET industry-checklist", handler: CHECKLIST, kind: "entitled", params: () => ({ industry: "Energy" }), ok: 200 });
  });
  it("GET /api/checklist-progress/{companyId}", async () => {
    await assertAccessMatrix({ name: "GET checklist-progress", handler: PROGRESS, kind: "company", params: (c) => ({ companyId: c.company.id }), ok: 200 });
  });
  it("POST /api/checklist-progress/{companyId}/toggle", async () => {
    await assertAccessMatrix({
      name: "POST checklist toggle",
      handler: TOGGLE,
      method: "POST",
      path: `/api/checklist-progress/x/toggle?item=${encodeURIComponent(item)}`,
      kind: "company",
      params: (c) => ({ companyId: c.company.id }),
      ok: 200,
    });
  });
});
