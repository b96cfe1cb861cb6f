import { GET as dashboardGet } from "@/app/api/dashboard/[companyId]/route";
import { GET as portfolioGet } from "@/app/api/portfolio/route";
import { PUT as dueDatePut } from "@/app/api/companies/[id]/filing-due-date/route";
import { POST as reviewPost } from "@/app/api/esg-data/[id]/review/route";
import { getDb } from "@/db/client";
import { auditLog, brsrSignoffs, dataRequests, fiscalYearLocks, reportingUnits } from "@/db/schema";
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
      requests_overdue: 0,
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

  it("counts the company's overdue data requests and shows the year's board sign-off, then its reopening", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Deccan Steel Ltd", frameworks: ["BRSR"] });
    const calm = await createCompany(owner.user.id, { name: "Calm Cement Ltd", frameworks: ["BRSR"] });
    await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25" }) });
    const db = await getDb();
    const [unit] = await db.insert(reportingUnits).values({ companyId: company.id, name: "Vizag Plant", type: "plant" }).returning();
    const request = (dueDate: string, state: string, email: string) => ({
      companyId: company.id,
      unitId: unit.id,
      fy: "2024-25",
      cells: ["P6-E3-i"],
      assigneeEmail: email,
      dueDate,
      state,
    });
    await db.insert(dataRequests).values([
      request(isoDay(-3), "not_started", "a@plant.example"),
      request(isoDay(-1), "returned", "b@plant.example"),
      request(isoDay(-5), "submitted", "c@plant.example"), // handed in: not overdue
      request(isoDay(4), "in_progress", "d@plant.example"), // not yet due
    ]);
    let res = await call(portfolioGet, { token: owner.token });
    let row = (res.body.companies as any[]).find((r) => r.company.id === company.id);
    expect(row).toMatchObject({ requests_overdue: 2, signoff: null, fy: { id: "2024-25" } });
    expect(row.blockers[0]).toBe("2 requests overdue");
    // Overdue requests put the company first.
    expect(res.body.companies[0].company.id).toBe(company.id);
    expect((res.body.companies as any[]).find((r) => r.company.id === calm.id).requests_overdue).toBe(0);

    // The board signs FY 2024-25 off (a sign-off takes the year's lock).
    const signedAt = new Date(Date.now() - 60_000);
    await db.insert(brsrSignoffs).values({
      companyId: company.id,
      fyEndYear: 2025,
      version: 1,
      approvedBy: "R. Iyer",
      din: "01234567",
      designation: "Director",
      approvalDate: isoDay(0),
      signedBy: owner.user.id,
      signedAt,
    });
    await db.insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, lockedBy: owner.user.id, lockedAt: signedAt });
    res = await call(portfolioGet, { token: owner.token });
    row = (res.body.companies as any[]).find((r) => r.company.id === company.id);
    expect(row).toMatchObject({ locked: true, signoff: { state: "Signed v1", signed_at: signedAt.toISOString() } });

    // Reopened: the lock is gone, the sign-off no longer holds the year.
    await db.delete(fiscalYearLocks).where(eq(fiscalYearLocks.companyId, company.id));
    res = await call(portfolioGet, { token: owner.token });
    row = (res.body.companies as any[]).find((r) => r.company.id === company.id);
    expect(row).toMatchObject({ locked: false, signoff: { state: "Reopened after v1", signed_at: null } });
  });

  it("access matrix", async () => {
    await assertAccessMatrix({ name: "GET /api/portfolio", handler: portfolioGet as never, kind: "user", ok: 200 });
  });
});
