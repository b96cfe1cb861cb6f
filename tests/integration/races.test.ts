import { and, asc, eq } from "drizzle-orm";
import { DELETE as deleteCompany } from "@/app/api/companies/[id]/route";
import { PUT as putFrameworks } from "@/app/api/companies/[id]/frameworks/route";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { PATCH as patchEntry } from "@/app/api/esg-data/[id]/route";
import { GET as entryHistory } from "@/app/api/esg-data/[id]/history/route";
import { getDb } from "@/db/client";
import { auditLog, companyFrameworks, esgDataEntries } from "@/db/schema";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

// Twenty calls at once on one row, the way a double-clicking user or a retrying client sends
// them: each answers as if it ran alone, the stored state is one of the requests' own, and the
// audit trail records each effective change once, in commit order.
const N = 20;

describe("20 simultaneous calls on one row", () => {
  it("PUT /api/companies/{id}/frameworks: no 5xx, the stored list is one request's list, one audit row each, chained", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["GRI"] });
    const lists = Array.from({ length: N }, (_, i) => (i % 2 ? ["BRSR", "GRI", "TCFD"] : ["SASB", "TCFD"]).slice(i % 3 === 0 ? 1 : 0));
    const answers = await Promise.all(
      lists.map((body) => call(putFrameworks, { method: "PUT", token, body, params: { id: company.id }, path: `/api/companies/${company.id}/frameworks` })),
    );
    expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
    const db = await getDb();
    const stored = await db
      .select({ framework: companyFrameworks.framework })
      .from(companyFrameworks)
      .where(eq(companyFrameworks.companyId, company.id))
      .orderBy(asc(companyFrameworks.position));
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company_frameworks"), eq(auditLog.entityId, company.id)))
      .orderBy(asc(auditLog.id));
    expect(trail).toHaveLength(N);
    // Each change starts from what the previous one committed, and the last is what is stored.
    expect(trail[0].oldValue).toEqual(["GRI"]);
    for (let i = 1; i < N; i++) expect(trail[i].oldValue).toEqual(trail[i - 1].newValue);
    expect(stored.map((r) => r.framework)).toEqual(trail[N - 1].newValue);
    expect(lists).toContainEqual(trail[N - 1].newValue);
  });

  it("DELETE /api/companies/{id}: one 204, the others 404, one delete-audit row", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const answers = await Promise.all(
      Array.from({ length: N }, () => call(deleteCompany, { method: "DELETE", token, params: { id: company.id }, path: `/api/companies/${company.id}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([204, ...Array.from({ length: N - 1 }, () => 404)]);
    for (const a of answers.filter((a) => a.status === 404)) expect(a.body).toEqual({ detail: "Company not found" });
    const db = await getDb();
    const deletes = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company"), eq(auditLog.entityId, company.id), eq(auditLog.action, "delete")));
    expect(deletes).toHaveLength(1);
  });

  it("PATCH /api/esg-data/{id}: the history lists every edit once, in commit order, ending at the stored value", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const created = await call(postEntry, { method: "POST", token, body: entryBody(company.id) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call(patchEntry, { method: "PATCH", token, body: { value: String(1000 + i) }, params: { id }, path: `/api/esg-data/${id}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const db = await getDb();
    const [row] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, id));
    const history = await call(entryHistory, { token, params: { id }, path: `/api/esg-data/${id}/history` });
    expect(history.status).toBe(200);
    const items = history.body as { action: string; old_value: { value: string } | null; new_value: { value: string } | null }[];
    expect(items.map((i) => i.action)).toEqual(["create", ...Array.from({ length: N }, () => "update")]);
    for (let i = 1; i < items.length; i++) expect(items[i].old_value?.value).toBe(items[i - 1].new_value?.value);
    expect(items.at(-1)?.new_value?.value).toBe(row.value);
    expect(new Set(items.slice(1).map((i) => i.new_value?.value)).size).toBe(N);
  });
});
