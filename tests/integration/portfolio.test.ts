import { GET as dashboardGet } from "@/app/api/dashboard/[companyId]/route";
import { GET as portfolioGet } from "@/app/api/portfolio/route";
import { PUT as dueDatePut } from "@/app/api/companies/[id]/filing-due-date/route";
import { POST as reviewPost } from "@/app/api/esg-data/[id]/review/route";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { and, eq } from "drizzle-orm";
import { createEntry } from "@/lib/esg-data/service";
import { indianDay } from "@/lib/format";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

const isoDay = (days: number) => indianDay(new Date(Date.now() + days * 86_400_000));

describe("GET /api/portfolio", () => {
  it("lists the caller's companies with the dashboard's completeness, figures awaiting review, lock and due date, blockers first", async () => {
    const consultant = await createUser({ subscribed: true });
    await createCompany(consultant.user.id, { name: "Quiet Textiles Ltd", frameworks: ["BRSR"] });
    const busy = await createCompany(consultant.user.id, { name: "Busy Cement Ltd", frameworks: ["BRSR", "GRI"] });
    await createCompany(consultant.user.id, { name: "Alpha Foods Ltd", frameworks: ["GRI"] });
    const someoneElse = await createUser({ subscribed: true });
    await createCompany(someoneElse.user.id, { name: "Not Mine Ltd", frameworks: ["BRSR"] });

    const saved = await createEntry({ companyId: busy.id, actorId: consultant.user.id, data: entryBody(busy.id, { period: "FY 2024-25" }) });
    await createEntry({ companyId: busy.id, actorId: consultant.user.id, data: entryBody(busy.id, { metric: "Scope 2 emissions", period: "FY 2024-25" }) });
    expect((await call(reviewPost, { method: "POST", token: consultant.token, params: { id: saved.id }, body: { action: "submit" } })).status).toBe(200);
    const due = await call(dueDatePut, { method: "PUT", token: consultant.token, params: { id: busy.id }, body: { date: isoDay(10) } });
    expect(due.status).toBe(200);

    const res = await call(portfolioGet, { token: consultant.token });
    expect(res.status).toBe(200);
    const rows = res.body.companies as any[];
    expect(rows.map((r) => r.company.name)).toEqual(["Busy Cement Ltd", "Quiet Textiles Ltd", "Alpha Foods Ltd"]);
    const [b, q, a] = rows;
    const dashboard = await call(dashboardGet, { token: consultant.token, params: { companyId: busy.id } });
    expect(b.brsr).toEqual(dashboard.body.completion.BRSR);
    expect(b.core).toEqual(dashboard.body.statistics.extras.brsr_core);
    expect(b).toMatchObject({
      fy: { id: "2024-25", label: "FY 2024-25" },
      awaiting_review: 1,
      open_evidence_requests: 0,
      requests_overdue: null,
      signoff: null,
      locked: false,
      filing_due_date: isoDay(10),
      due_in_days: 10,
    });
    expect(b.blockers).toContain("1 figure awaiting review");
    expect(b.blockers).toContain("Filing due in 10 days");
    expect(q).toMatchObject({ awaiting_review: 0, brsr: { reported: 0 }, filing_due_date: null, due_in_days: null });
    expect(a).toMatchObject({ brsr: null, core: null, blockers: [] });

    const byName = await call(portfolioGet, { token: consultant.token, path: "/api/portfolio?sort=name" });
    expect(byName.body.companies.map((r: any) => r.company.name)).toEqual(["Alpha Foods Ltd", "Busy Cement Ltd", "Quiet Textiles Ltd"]);
    const byDue = await call(portfolioGet, { token: consultant.token, path: "/api/portfolio?sort=due" });
    expect(byDue.body.companies[0].company.name).toBe("Busy Cement Ltd");
    const bad = await call(portfolioGet, { token: consultant.token, path: "/api/portfolio?sort=size" });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^sort: /);
  });

  it("an empty portfolio is empty; the due date is owners', audited, and checked", async () => {
    const nobody = await createUser({ subscribed: true });
    expect((await call(portfolioGet, { token: nobody.token })).body).toEqual({ companies: [] });

    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
    const viewer = await addMember(company.id, "viewer");
    expect((await call(dueDatePut, { method: "PUT", token: viewer.token, params: { id: company.id }, body: { date: "2025-08-30" } })).status).toBe(403);
    expect((await call(dueDatePut, { method: "PUT", token: nobody.token, params: { id: company.id }, body: { date: "2025-08-30" } })).status).toBe(404);
    const wrong = await call(dueDatePut, { method: "PUT", token: owner.token, params: { id: company.id }, body: { date: "2025-02-30" } });
    expect(wrong.status).toBe(422);
    expect((await call(dueDatePut, { method: "PUT", token: owner.token, params: { id: company.id }, body: { date: "2025-08-30" } })).status).toBe(200);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company"), eq(auditLog.entityId, company.id), eq(auditLog.action, "update")));
    expect(audit.at(-1)?.newValue).toEqual({ filing_due_date: "2025-08-30" });
    // The viewer sees the company, without the right to set its date.
    const seen = await call(portfolioGet, { token: viewer.token });
    expect(seen.body.companies).toHaveLength(1);
    expect(seen.body.companies[0]).toMatchObject({ filing_due_date: "2025-08-30", company: { role: "viewer" } });
  });

  it("access matrix", async () => {
    await assertAccessMatrix({ name: "GET /api/portfolio", handler: portfolioGet as never, kind: "user", ok: 200 });
  });
});
