import JSZip from "jszip";
import { and, eq } from "drizzle-orm";
import { GET as PACK } from "@/app/api/companies/[id]/assurance-pack/route";
import { GET as BRSR } from "@/app/api/brsr/[companyId]/route";
import { GET as DASHBOARD } from "@/app/api/dashboard/[companyId]/route";
import { GET as REQUESTS } from "@/app/api/companies/[id]/requests/route";
import { getDb } from "@/db/client";
import { auditLog, companies, companyMembers, esgDataEntries, evidenceFiles, evidenceRequests, reportingUnits, users } from "@/db/schema";
import { issueToken } from "@/lib/auth/tokens";
import { verifyPassword } from "@/lib/users/password";
import { seedDemoWorkspace } from "@/lib/demo/seed";
import { DEMO_TEAM } from "@/lib/demo/team";
import { DEMO_SITE_REQUESTS } from "@/lib/demo/units";
import { DEMO_PARTNER_ANSWERS, DEMO_PARTNER_FIGURES } from "@/lib/demo/value-chain";
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { metricKey } from "@/lib/frameworks/metric-key";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { parseCsv } from "@/lib/format/csv";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

/** The demo company with its team (db/seed.ts passes the demo password): what a visitor of the demo sees. */
describe("the demo company's team, review states, evidence and assurance pack", () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let companyId: string;

  beforeAll(async () => {
    owner = await createUser({ subscribed: true, fullName: "Asha Menon" });
    const db = await getDb();
    await seedDemoWorkspace(db, owner.user.id, { teamPassword: "demo12345" });
    [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, owner.user.id));
  }, 120_000);

  it("has an owner, a reviewer and an assurer whose access ends, who log in with the demo password", async () => {
    const db = await getDb();
    const members = await db
      .select({ email: users.email, role: companyMembers.role, until: companyMembers.accessUntil, hash: users.passwordHash })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId));
    expect(members.map((m) => m.role).sort()).toEqual(["assurer", "owner", "reviewer"]);
    const assurer = members.find((m) => m.role === "assurer")!;
    expect(assurer.until!.getTime()).toBeGreaterThan(Date.now() + 100 * 86_400_000);
    for (const m of DEMO_TEAM) expect(await verifyPassword("demo12345", members.find((x) => x.email === m.email)!.hash)).toBe(true);
  });

  it("approves the completed figures by the reviewer, leaves a few of FY 2024-25's to review, each step audited; the owner never approves", async () => {
    const db = await getDb();
    const rows = await db
      .select({ entry: esgDataEntries, unitType: reportingUnits.type })
      .from(esgDataEntries)
      .leftJoin(reportingUnits, eq(reportingUnits.id, esgDataEntries.unitId))
      .where(eq(esgDataEntries.companyId, companyId));
    const own = rows.filter((r) => r.unitType !== PARTNER_UNIT_TYPE).map((r) => r.entry);
    const [reviewer] = await db.select().from(users).where(eq(users.email, DEMO_TEAM[0].email));
    const last = own.filter((r) => r.period === "FY 2023-24");
    const current = own.filter((r) => r.period === "FY 2024-25");
    const byMetric = (metric: string) => current.filter((r) => r.metricKey === metricKey(metric));
    expect(last.length).toBeGreaterThan(100);
    expect(last.every((r) => r.reviewState === "approved" && r.reviewedBy === reviewer.id && r.updatedBy === owner.user.id)).toBe(true);
    // FY 2024-25: the targets' figures approved, Scope 2 (its bills requested) submitted, TCFD's new disclosures drafts.
    for (const metric of [BRSR_METRIC.scope1, BRSR_METRIC.ltifr, BRSR_METRIC.wasteRecyclingRate]) {
      expect(byMetric(metric).length, metric).toBeGreaterThan(0);
      expect(byMetric(metric).every((r) => r.reviewState === "approved" && r.reviewedBy === reviewer.id)).toBe(true);
    }
    expect(byMetric(BRSR_METRIC.scope2).length).toBeGreaterThan(0);
    expect(byMetric(BRSR_METRIC.scope2).every((r) => r.reviewState === "submitted" && r.submittedBy === owner.user.id)).toBe(true);
    expect(byMetric("Internal carbon price").map((r) => r.reviewState)).toEqual(["draft"]);
    const waiting = current.filter((r) => r.reviewState === "submitted");
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(current.length / 10);
    // The partners' figures keep the states of their answers.
    const partners = rows.filter((r) => r.unitType === PARTNER_UNIT_TYPE).map((r) => r.entry.reviewState);
    expect(partners.length).toBe(DEMO_PARTNER_FIGURES);
    expect(new Set(partners)).toEqual(new Set(Object.values(DEMO_PARTNER_ANSWERS).map((a) => a.state)));
    const steps = await db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityId, last[0].id)));
    expect(steps.map((s) => s.action)).toEqual(["create", "submit", "approve"]);
    expect(steps[2].actor).toBe(reviewer.id);

    // The dashboard's review counts leave the partners' figures out (they are reviewed through their requests).
    const count = (state: string) => rows.filter((r) => r.unitType !== PARTNER_UNIT_TYPE && r.entry.reviewState === state).length;
    const dashboard = await call<any>(DASHBOARD, { token: owner.token, params: { companyId } });
    expect(dashboard.body.statistics.extras.review).toMatchObject({ approved: count("approved"), submitted: count("submitted"), draft: count("draft") });
    expect(dashboard.body.statistics.extras.open_evidence_requests).toBe(1);
    expect(dashboard.body.company.role).toBe("owner");
    // FY 2024-25's BRSR Core figures still waiting for approval: the readiness list names them (Scope 2 among them).
    const brsr = await call<any>(BRSR, { token: owner.token, params: { companyId }, path: `/api/brsr/${companyId}?fy=2024-25` });
    expect(brsr.body.unapproved_core.length).toBeGreaterThan(0);
    const waitingIds = new Set(brsr.body.unapproved_core.flatMap((i: { entry_ids: string[] }) => i.entry_ids));
    expect(byMetric(BRSR_METRIC.scope2).some((r) => waitingIds.has(r.id))).toBe(true);
    expect(byMetric(BRSR_METRIC.scope1).some((r) => waitingIds.has(r.id))).toBe(false);
  });

  it("keeps the fuel log as Scope 1's evidence and the assurer's open request on Scope 2", async () => {
    const db = await getDb();
    const [file] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.companyId, companyId));
    expect(file).toMatchObject({ fileName: "fuel-log-FY2024-25.csv", contentType: "text/csv", storage: "postgres" });
    const [request] = await db.select().from(evidenceRequests).where(eq(evidenceRequests.companyId, companyId));
    expect(request.status).toBe("open");
  });

  it("gives the assurer an assurance pack of FY 2024-25 with the report, the evidence, the figures and the trail", async () => {
    const db = await getDb();
    const [assurer] = await db.select().from(users).where(eq(users.email, DEMO_TEAM[1].email));
    const res = await call(PACK, {
      token: await issueToken(assurer),
      params: { id: companyId },
      path: `/api/companies/${companyId}/assurance-pack?fy=2024-25`,
    });
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(new Uint8Array(await res.response.arrayBuffer()));
    const names = Object.keys(zip.files).sort();
    console.info(`demo assurance pack: ${names.join(", ")}`);
    expect(names).toEqual(expect.arrayContaining(["BRSR-Report-FY2024-25.pdf", "figures.csv", "audit-trail.csv", "README.txt"]));
    expect(names.some((n) => n.startsWith("evidence/") && n.endsWith("fuel-log-FY2024-25.csv"))).toBe(true);
    const { rows } = parseCsv(await zip.file("figures.csv")!.async("string"));
    console.info(`demo pack figures.csv: ${rows.length - 1} rows`);
    expect(rows.length).toBeGreaterThan(100);
  });

  it("shows on the request board how FY 2024-25 was collected: the plants' approved requests, complete, beside the partners'", async () => {
    const res = await call<any>(REQUESTS, { token: owner.token, params: { id: companyId }, path: `/api/companies/${companyId}/requests?fy=2024-25` });
    expect(res.status).toBe(200);
    const plants = res.body.filter((r: any) => r.unit.type === "plant");
    expect(plants.map((r: any) => [r.unit.name, r.assignee_email, r.state, r.percent_complete]).sort()).toEqual(
      DEMO_SITE_REQUESTS.map(({ unit, email }) => [unit, email, "approved", 100]).sort(),
    );
    expect(plants.every((r: any) => r.sections.includes("P6") && r.cells.includes("P6-E7-S1"))).toBe(true);
    expect(res.body.filter((r: any) => r.unit.type === PARTNER_UNIT_TYPE).length).toBeGreaterThan(0);
  });
});
