/**
 * One figure for every framework. A save under a framework whose linked figure is
 * held links to it; copies stored before are merged (values agreeing, after unit conversion) or
 * listed as a conflict that a person resolves through the API.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { GET as listConflictsRoute } from "@/app/api/companies/[id]/figure-conflicts/route";
import { POST as resolveRoute } from "@/app/api/figure-conflicts/[conflictId]/resolve/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries, evidenceFiles, figureConflicts, figureLinks } from "@/db/schema";
import { mergeFigureCopies } from "@/lib/esg-data/figures";
import { allDemoEntries, demoFigures, seedDemoWorkspace } from "@/lib/demo/seed";
import { companies } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import { metricKey } from "@/lib/frameworks/metric-key";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

const FRAMEWORKS = ["BRSR", "GRI", "TCFD"];
const GRI_SCOPE1 = "Direct (Scope 1) GHG emissions";

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: FRAMEWORKS });
  return { owner, company };
}

describe("POST /api/esg-data: a figure another framework holds", () => {
  it("leaves one figure that BRSR, GRI and TCFD all report; another value is refused with the held figure", async () => {
    const { owner, company } = await setup();
    const brsr = await call(postEntry, { method: "POST", token: owner.token, body: entryBody(company.id, { period: "FY 2024-25" }) });
    expect(brsr.status).toBe(201);
    const gri = await call(postEntry, {
      method: "POST",
      token: owner.token,
      body: entryBody(company.id, { framework: "GRI", metric: GRI_SCOPE1, value: "4500", period: "FY 2024-25" }),
    });
    expect(gri.status).toBe(200);
    expect(gri.body).toMatchObject({ id: brsr.body.id, framework: "BRSR", linked: true, frameworks: ["BRSR", "GRI"] });
    const tcfd = await call(postEntry, {
      method: "POST",
      token: owner.token,
      body: entryBody(company.id, { framework: "TCFD", metric: "Scope 1 emissions", period: "April 2024 - March 2025" }),
    });
    expect(tcfd.status).toBe(200);
    expect(tcfd.body.frameworks).toEqual(["BRSR", "GRI", "TCFD"]);

    const db = await getDb();
    const stored = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(stored).toHaveLength(1);
    // One figure: one review state, one evidence list (the entry's), and the links say who asks for it.
    const links = await db.select().from(figureLinks).where(eq(figureLinks.entryId, brsr.body.id));
    expect(links.map((l) => l.framework).sort()).toEqual(["GRI", "TCFD"]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, brsr.body.id), eq(auditLog.action, "link")));
    expect(audits).toHaveLength(2);

    const other = await call(postEntry, {
      method: "POST",
      token: owner.token,
      body: entryBody(company.id, { framework: "GRI", metric: GRI_SCOPE1, value: "4,800", period: "FY 2024-25" }),
    });
    expect(other.status).toBe(409);
    expect(other.body.detail).toContain("same figure as BRSR's Scope 1 emissions");
    expect(other.body.existing.id).toBe(brsr.body.id);
    // A figure of another year is a figure of its own.
    const nextYear = await call(postEntry, {
      method: "POST",
      token: owner.token,
      body: entryBody(company.id, { framework: "GRI", metric: GRI_SCOPE1, value: "4,200", period: "FY 2025-26" }),
    });
    expect(nextYear.status).toBe(201);
  });
});

describe("merging copies stored before, and resolving a conflict", () => {
  it("merges agreeing copies keeping audit rows and files, lists a conflicting pair, and a person resolves it", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    const add = (framework: string, metric: string, value: string, unit: string, category = "environmental") =>
      createEntry({ companyId: company.id, actorId: owner.user.id, data: { framework, category, metric, value, unit, period: "FY 2024-25" } });
    const scope1 = await add("BRSR", "Scope 1 emissions", "4,500", "tCO2e");
    const scope1Gri = await add("GRI", GRI_SCOPE1, "4500", "tCO2e");
    const scope1Tcfd = await add("TCFD", "Scope 1 emissions", "4,500", "tCO2e");
    // 3,95,000 kL is 395 ML: the same figure.
    await add("BRSR", "Total water withdrawal", "3,95,000", "kL");
    await add("GRI", "Water withdrawal", "395", "ML");
    const scope2 = await add("BRSR", "Scope 2 emissions", "29,800", "tCO2e");
    const scope2Gri = await add("GRI", "Energy indirect (Scope 2) GHG emissions", "30,000", "tCO2e");
    // The GRI copy was approved and carries the evidence: it is the one kept.
    await db.update(esgDataEntries).set({ reviewState: "approved" }).where(eq(esgDataEntries.id, scope1Gri.id));
    await db.insert(evidenceFiles).values({
      companyId: company.id,
      entryId: scope1Gri.id,
      fileName: "fuel.pdf",
      contentType: "application/pdf",
      size: 10,
      sha256: "a".repeat(64),
      storage: "postgres",
    });

    expect(await mergeFigureCopies(db, { companyId: company.id })).toEqual({ merged: 3, conflicts: 1, left: 0 });

    const left = await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(left).toHaveLength(4);
    const scope1Rows = left.filter((e) => [scope1.id, scope1Gri.id, scope1Tcfd.id].includes(e.id));
    expect(scope1Rows).toHaveLength(1);
    // The approved copy is kept, stored where BRSR asks for it, still approved, with its file.
    expect(scope1Rows[0]).toMatchObject({
      id: scope1Gri.id,
      framework: "BRSR",
      metric: "Scope 1 emissions",
      metricKey: metricKey("Scope 1 emissions"),
      reviewState: "approved",
    });
    const files = await db.select().from(evidenceFiles).where(eq(evidenceFiles.entryId, scope1Gri.id));
    expect(files).toHaveLength(1);
    const links = await db.select().from(figureLinks).where(eq(figureLinks.entryId, scope1Gri.id));
    expect(links.map((l) => `${l.framework}: ${l.metric}`).sort()).toEqual([`GRI: ${GRI_SCOPE1}`, "TCFD: Scope 1 emissions"]);
    // Every copy's audit rows stay; a merged copy's last row says where it went.
    const trail = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [scope1.id, scope1Tcfd.id]));
    expect(trail.filter((a) => a.action === "create")).toHaveLength(2);
    expect(trail.filter((a) => a.action === "merge").map((a) => a.newValue)).toEqual([{ merged_into: scope1Gri.id }, { merged_into: scope1Gri.id }]);

    // A second run changes nothing: the same conflict, no new one.
    expect(await mergeFigureCopies(db, { companyId: company.id })).toEqual({ merged: 0, conflicts: 1, left: 0 });
    expect(await db.select().from(figureConflicts).where(eq(figureConflicts.companyId, company.id))).toHaveLength(1);

    const listed = await call(listConflictsRoute, { token: owner.token, params: { id: company.id } });
    expect(listed.status).toBe(200);
    expect(listed.body.conflicts).toHaveLength(1);
    const [c] = listed.body.conflicts;
    expect(c).toMatchObject({ metric: "Scope 2 emissions", period: "FY 2024-25", status: "open" });
    expect(c.copies.map((x: { framework: string; value: string }) => `${x.framework} ${x.value}`).sort()).toEqual(["BRSR 29,800", "GRI 30,000"]);

    const outsider = await createUser({ subscribed: true });
    const hidden = await call(resolveRoute, { method: "POST", token: outsider.token, params: { conflictId: c.id }, body: { entry_id: scope2Gri.id } });
    expect(hidden.status).toBe(404);
    const foreign = await call(resolveRoute, { method: "POST", token: owner.token, params: { conflictId: c.id }, body: { entry_id: scope1Gri.id } });
    expect(foreign.status).toBe(422);

    const resolved = await call(resolveRoute, { method: "POST", token: owner.token, params: { conflictId: c.id }, body: { entry_id: scope2Gri.id } });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", chosen_entry_id: scope2Gri.id });
    const scope2Rows = await db
      .select()
      .from(esgDataEntries)
      .where(inArray(esgDataEntries.id, [scope2.id, scope2Gri.id]));
    expect(scope2Rows).toHaveLength(1);
    expect(scope2Rows[0]).toMatchObject({ id: scope2Gri.id, framework: "BRSR", metric: "Scope 2 emissions", value: "30,000" });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, "resolve")));
    expect(audit).toMatchObject({ actorId: owner.user.id, entity: "figure_conflict" });
    expect(audit.newValue).toMatchObject({ chosen_entry_id: scope2Gri.id, value: "30,000" });
    // The rejected value is kept in the audit trail, not dropped.
    expect(JSON.stringify(audit.oldValue)).toContain("29,800");

    const again = await call(resolveRoute, { method: "POST", token: owner.token, params: { conflictId: c.id }, body: { entry_id: scope2Gri.id } });
    expect(again.status).toBe(409);
    const after = await call(listConflictsRoute, { token: owner.token, params: { id: company.id } });
    expect(after.body.conflicts).toEqual([]);
  });
});

describe("the demo", () => {
  it("holds Scope 1 once per year, answering BRSR, GRI and TCFD; the merge finds nothing left to do", async () => {
    const { user } = await createUser({ subscribed: true });
    const db = await getDb();
    await seedDemoWorkspace(db, user.id);
    const [company] = await db.select().from(companies).where(eq(companies.ownerId, user.id));
    const scope1 = await db
      .select()
      .from(esgDataEntries)
      // The company's own figure (its plants' and offices' parts are theirs: lib/demo/units.ts).
      .where(
        and(
          eq(esgDataEntries.companyId, company.id),
          isNull(esgDataEntries.unitId),
          inArray(esgDataEntries.metricKey, [metricKey("Scope 1 emissions"), metricKey(GRI_SCOPE1)]),
        ),
      );
    expect(scope1.map((e) => `${e.framework} ${e.period} ${e.value}`).sort()).toEqual(["BRSR FY 2023-24 6,000", "BRSR FY 2024-25 4,500"]);
    const links = await db
      .select()
      .from(figureLinks)
      .where(
        inArray(
          figureLinks.entryId,
          scope1.map((e) => e.id),
        ),
      );
    expect(links.map((l) => l.framework).sort()).toEqual(["GRI", "GRI", "TCFD", "TCFD"]);
    expect(await mergeFigureCopies(db, { companyId: company.id })).toEqual({ merged: 0, conflicts: 0, left: 0 });
  });

  it("stored the old way, a copy per framework, the merge leaves the demo's figures: every agreeing copy merged, nothing in conflict", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    const copies = allDemoEntries(company.id, owner.user.id);
    for (let i = 0; i < copies.length; i += 500) await db.insert(esgDataEntries).values(copies.slice(i, i + 500));
    const counts = await mergeFigureCopies(db, { companyId: company.id });
    const expected = demoFigures(company.id, owner.user.id);
    console.info(
      `figure merge on the demo's copies: ${copies.length} entries, ${counts.merged} copies merged, ${counts.conflicts} conflicts, ${counts.left} left`,
    );
    expect(counts.merged).toBe(copies.length - expected.entries.length);
    expect(counts.merged).toBe(expected.links.length);
    expect(counts.merged).toBeGreaterThan(10);
    expect(counts.conflicts).toBe(0);
    const left = await db.select({ framework: esgDataEntries.framework }).from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id));
    expect(left).toHaveLength(expected.entries.length);
    expect(await db.select().from(figureLinks).where(eq(figureLinks.companyId, company.id))).toHaveLength(expected.links.length);
    const listed = await call(listConflictsRoute, { token: owner.token, params: { id: company.id } });
    expect(listed.body.conflicts).toEqual([]);
  });
});
