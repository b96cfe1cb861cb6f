import { eq } from "drizzle-orm";
import { GET as getOne, PATCH, DELETE } from "@/app/api/companies/[id]/route";
import { PUT as putFrameworks } from "@/app/api/companies/[id]/frameworks/route";
import { GET as list, POST } from "@/app/api/companies/route";
import { getDb } from "@/db/client";
import { auditLog, companies, esgDataEntries, kpiTargets } from "@/db/schema";
import { createEntry, entryAuditSnapshot } from "@/lib/esg-data/service";
import { currentFiscalYear, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { targetAuditSnapshot } from "@/lib/kpi/service";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

const profile = { name: "Deccan Alloys Pvt Ltd", industry: "Manufacturing", location: "Pune, Maharashtra", size: "501-1000", description: "Forgings" };

describe("POST /api/companies", () => {
  it("creates a company owned by the caller and answers 201 with it", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const res = await call(POST, { method: "POST", token, body: profile });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...profile, frameworks: [] });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    const db = await getDb();
    const [row] = await db.select().from(companies).where(eq(companies.id, res.body.id));
    expect(row.ownerId).toBe(user.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(audit.map((a) => [a.entity, a.action, a.actorId])).toEqual([["company", "create", user.id]]);
  });

  it("trims fields and stores an empty description as null", async () => {
    const { token } = await createUser({ subscribed: true });
    const res = await call(POST, { method: "POST", token, body: { ...profile, name: "  Trim Co  ", description: "" } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Trim Co");
    expect(res.body.description).toBeNull();
  });

  it.each([
    [{ ...profile, name: "" }, "name: Name is required"],
    [{ ...profile, location: "   " }, "location: Location is required"],
    [
      { ...profile, industry: "Mining" },
      "industry: Choose one of: Technology, Finance, Healthcare, Manufacturing, Retail, Energy, Transportation, Real Estate, Other",
    ],
    [{ ...profile, size: "10000" }, "size: Choose one of: 1-50, 51-200, 201-500, 501-1000, 1000+"],
  ])("refuses %j with 422", async (body, detail) => {
    const { token } = await createUser({ subscribed: true });
    const res = await call(POST, { method: "POST", token, body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });

  it("answers 400 to malformed JSON", async () => {
    const { token } = await createUser({ subscribed: true });
    const res = await call(POST, { method: "POST", token, rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Request body must be valid JSON" });
  });
});

describe("PUT /api/companies/{id}/frameworks", () => {
  it("sets the frameworks in the given order, normalising case and dropping repeats", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: [] });
    const res = await call(putFrameworks, { method: "PUT", token, params: { id: company.id }, body: ["TCFD", "brsr", "GRI", "TCFD"] });
    expect(res.status).toBe(200);
    expect(res.body.frameworks).toEqual(["TCFD", "BRSR", "GRI"]);
    const again = await call(getOne, { token, params: { id: company.id } });
    expect(again.body.frameworks).toEqual(["TCFD", "BRSR", "GRI"]);
    const replaced = await call(putFrameworks, { method: "PUT", token, params: { id: company.id }, body: ["SASB"] });
    expect(replaced.body.frameworks).toEqual(["SASB"]);
  });

  it.each([
    [[], "body: Please select at least one framework"],
    [["GRI", "ISO14001"], "1: Unknown framework 'ISO14001'; choose from GRI, BRSR, TCFD, SASB"],
    [{ frameworks: ["GRI"] }, "body: Send a list of framework codes"],
  ])("refuses %j with 422 and leaves the frameworks alone", async (body, detail) => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const res = await call(putFrameworks, { method: "PUT", token, params: { id: company.id }, body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
    expect((await call(getOne, { token, params: { id: company.id } })).body.frameworks).toEqual(["BRSR"]);
  });
});

describe("GET /api/companies", () => {
  it("lists only the caller's companies, newest first; an admin sees all", async () => {
    const a = await createUser({ subscribed: true });
    const b = await createUser({ subscribed: true });
    const admin = await createUser({ admin: true });
    const first = await createCompany(a.user.id, { name: "First", frameworks: ["GRI"] });
    await new Promise((r) => setTimeout(r, 5));
    const second = await createCompany(a.user.id, { name: "Second", frameworks: ["TCFD", "BRSR"] });
    const other = await createCompany(b.user.id, { name: "Other" });

    const mine = await call(list, { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(mine.body[0].frameworks).toEqual(["TCFD", "BRSR"]);

    const theirs = await call(list, { token: b.token });
    expect(theirs.body.map((c: { id: string }) => c.id)).toEqual([other.id]);

    const all = await call(list, { token: admin.token });
    expect(all.body.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([first.id, second.id, other.id]));
  });

  it("answers an empty list to a user without companies, and 401 to anonymous callers", async () => {
    const { token } = await createUser();
    expect((await call(list, { token })).body).toEqual([]);
    const anon = await call(list);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ detail: "Not authenticated" });
  });
});

const lastEnded = previousFiscalYear(currentFiscalYear(new Date(), 4), 4);

describe("GET, PATCH and DELETE /api/companies/{id}", () => {
  it("names the latest financial year with data as the default year", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    await createEntry({ companyId: company.id, actorId: user.id, data: entryBody(company.id, { period: "FY 2022-23" }) });
    await createEntry({ companyId: company.id, actorId: user.id, data: entryBody(company.id, { period: "FY 2023-24" }) });
    const res = await call(getOne, { token, params: { id: company.id } });
    expect(res.body.default_fy).toEqual({ id: "2023-24", label: "FY 2023-24" });
  });

  it("answers the CompanyDto", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { name: "Shape Co", description: null, frameworks: ["BRSR", "SASB"] });
    const res = await call(getOne, { token, params: { id: company.id } });
    expect(res.body).toEqual({
      id: company.id,
      name: "Shape Co",
      industry: "Manufacturing",
      location: "Mumbai, Maharashtra",
      size: "201-500",
      description: null,
      frameworks: ["BRSR", "SASB"],
      created_at: company.createdAt.toISOString(),
      fy_start_month: 4,
      role: "owner",
      // Nothing held: the last financial year that has ended.
      default_fy: { id: lastEnded.id, label: lastEnded.label },
      locked_years: [],
    });
  });

  it("answers 404 Company not found to an unknown or malformed id", async () => {
    const { token } = await createUser({ subscribed: true });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await call(getOne, { token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: "Company not found" });
    }
  });

  it("edits profile fields and frameworks together, with an audit row of old and new", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id, { frameworks: ["BRSR"] });
    const res = await call(PATCH, {
      method: "PATCH",
      token,
      params: { id: company.id },
      body: { name: "Renamed Ltd", size: "1000+", frameworks: ["GRI", "BRSR"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Renamed Ltd", size: "1000+", location: "Mumbai, Maharashtra", frameworks: ["GRI", "BRSR"] });
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, company.id));
    expect(audit.action).toBe("update");
    expect(audit.oldValue).toMatchObject({ name: "Acme Industries", frameworks: ["BRSR"] });
    expect(audit.newValue).toMatchObject({ name: "Renamed Ltd", frameworks: ["GRI", "BRSR"] });
  });

  it.each([
    [{}, "body: Send at least one field to change"],
    [{ name: "" }, "name: Name is required"],
    [{ frameworks: [] }, "frameworks: Please select at least one framework"],
  ])("refuses PATCH %j with 422", async (body, detail) => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id);
    const res = await call(PATCH, { method: "PATCH", token, params: { id: company.id }, body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });

  it("deletes the company with its data and keeps the audit record", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id);
    const db = await getDb();
    const [entry] = await db
      .insert(esgDataEntries)
      .values({
        companyId: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        metricKey: "scope 1 emissions",
        value: "10",
        numericValue: 10,
        unit: "tCO2e",
        period: "FY 2024-25",
      })
      .returning();
    const [target] = await db
      .insert(kpiTargets)
      .values({
        companyId: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        targetValue: 5,
        unit: "tCO2e",
        targetPeriod: "FY 2029-30",
      })
      .returning();
    const res = await call(DELETE, { method: "DELETE", token, params: { id: company.id } });
    expect(res.status).toBe(204);
    expect(await db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, company.id));
    expect(audit.map((a) => a.action)).toEqual(["delete"]);
    // What the cascade took is on record too, with its last values and who deleted it.
    const [entryAudit] = await db.select().from(auditLog).where(eq(auditLog.entityId, entry.id));
    expect(entryAudit).toMatchObject({ action: "delete", entity: "esg_data_entry", companyId: company.id, actorId: user.id });
    expect(entryAudit.oldValue).toMatchObject({ metric: "Scope 1 emissions", value: "10", numeric_value: 10, unit: "tCO2e", period: "FY 2024-25" });
    const [targetAudit] = await db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(targetAudit).toMatchObject({ action: "delete", entity: "kpi_target", companyId: company.id });
    expect(targetAudit.oldValue).toMatchObject({ metric: "Scope 1 emissions", target_value: 5, target_period: "FY 2029-30" });
    expect((await call(getOne, { token, params: { id: company.id } })).status).toBe(404);
  });

  it("records what it takes along with the snapshot their own deletion writes, however many there are", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await createCompany(user.id);
    const db = await getDb();
    // More rows than one audit insert carries.
    const entries = await db
      .insert(esgDataEntries)
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          companyId: company.id,
          framework: "BRSR",
          category: "environmental",
          metric: `Metric ${i}`,
          metricKey: `metric ${i}`,
          value: String(i),
          numericValue: i,
          unit: "GJ",
          period: "FY 2024-25",
          source: i === 0 ? "calculator" : "manual",
        })),
      )
      .returning();
    const [target] = await db
      .insert(kpiTargets)
      .values({
        companyId: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Metric 0",
        targetValue: 5,
        unit: "GJ",
        targetPeriod: "FY 2029-30",
        direction: "decrease",
      })
      .returning();
    expect((await call(DELETE, { method: "DELETE", token, params: { id: company.id } })).status).toBe(204);
    const audit = await db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    const deletedEntries = audit.filter((a) => a.entity === "esg_data_entry");
    expect(deletedEntries).toHaveLength(entries.length);
    const byId = new Map(deletedEntries.map((a) => [a.entityId, a.oldValue]));
    for (const entry of [entries[0], entries[500], entries[1000]]) expect(byId.get(entry.id)).toEqual(entryAuditSnapshot(entry));
    expect(audit.find((a) => a.entityId === target.id)?.oldValue).toEqual(targetAuditSnapshot(target));
  });
});

describe("access matrix", () => {
  const id = ({ company }: { company: { id: string } }) => ({ id: company.id });

  it("GET /api/companies", async () => {
    await assertAccessMatrix({ name: "GET /api/companies", handler: list as never, kind: "user", ok: 200 });
  });
  it("POST /api/companies", async () => {
    await assertAccessMatrix({ name: "POST /api/companies", handler: POST as never, method: "POST", kind: "entitled", body: () => profile, ok: 201 });
  });
  it("GET /api/companies/{id}", async () => {
    await assertAccessMatrix({ name: "GET /api/companies/{id}", handler: getOne as never, kind: "company", params: id, ok: 200 });
  });
  it("PATCH /api/companies/{id}", async () => {
    await assertAccessMatrix({
      name: "PATCH /api/companies/{id}",
      handler: PATCH as never,
      method: "PATCH",
      kind: "company",
      params: id,
      body: () => ({ name: "Matrix Ltd" }),
      ok: 200,
    });
  });
  it("PUT /api/companies/{id}/frameworks", async () => {
    await assertAccessMatrix({
      name: "PUT /api/companies/{id}/frameworks",
      handler: putFrameworks as never,
      method: "PUT",
      kind: "company",
      params: id,
      body: () => ["GRI"],
      ok: 200,
    });
  });
  it("DELETE /api/companies/{id}", async () => {
    // A fresh company per row: each successful delete consumes one.
    await assertAccessMatrix({
      name: "DELETE /api/companies/{id}",
      handler: DELETE as never,
      method: "DELETE",
      kind: "company",
      params: id,
      perRow: true,
      ok: 204,
    });
  });
});
