import { and, eq } from "drizzle-orm";
import { POST } from "@/app/api/esg-data/route";
import { DELETE, GET, PATCH } from "@/app/api/esg-data/[id]/route";
import { GET as HISTORY } from "@/app/api/esg-data/[id]/history/route";
import { getDb } from "@/db/client";
import { auditLog, esgDataEntries } from "@/db/schema";
import { createEntry, deleteEntry } from "@/lib/esg-data/service";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
  return { owner, company };
}

const seedEntry = async (ctx: MatrixContext) => createEntry({ companyId: ctx.company.id, actorId: ctx.owner.user.id, data: entryBody(ctx.company.id) });

describe("POST /api/esg-data", () => {
  it("creates an entry, parses its number, answers 201 and writes the audit row", async () => {
    const { owner, company } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { value: "1,23,456.7" }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      company_id: company.id,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      value: "1,23,456.7",
      numeric_value: 123456.7,
      unit: "tCO2e",
      period: "FY 2025",
      notes: "Plant A and B",
      source: "manual",
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.entityId, res.body.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorId: owner.user.id, companyId: company.id, oldValue: null });
    expect(audit[0].newValue).toMatchObject({ value: "1,23,456.7", numeric_value: 123456.7 });
  });

  it("keeps text values as entered with no number", async () => {
    const { owner, company } = await setup();
    const res = await call(POST, {
      method: "POST",
      token: owner.token,
      body: entryBody(company.id, { metric: "Board diversity policy", category: "governance", value: "Adopted in 2024", unit: "" }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ value: "Adopted in 2024", numeric_value: null, unit: "", metric: "Board diversity policy" });
  });

  it("refuses a figure without the unit its metric is measured in, naming the unit; a unit in the value, a count or a custom metric need none", async () => {
    const { owner, company } = await setup();
    const bare = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { value: "4500", unit: "" }) });
    expect(bare.status).toBe(422);
    expect(bare.body.detail).toBe("unit: Scope 1 emissions is measured in tCO2e; give the unit (for example 'tCO2e')");
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
    const fine = [
      { metric: "Scope 1 emissions", value: "4500", unit: "t CO2e" },
      { metric: "Total employees", category: "social", value: "812", unit: "", period: "FY 2024-25" },
      { metric: "Our own plant index", value: "12", unit: "", period: "FY 2023-24" },
    ];
    for (const body of fine) expect((await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, body) })).status).toBe(201);
  });

  it("stores a catalogue metric with the catalogue's spelling", async () => {
    const { owner, company } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { metric: "  scope 1 EMISSIONS " }) });
    expect(res.status).toBe(201);
    expect(res.body.metric).toBe("Scope 1 emissions");
  });

  it.each([
    [{ value: "" }, "value: Please fill in all required fields"],
    [{ period: "   " }, "period: Please fill in all required fields"],
    [{ metric: "" }, "metric: Please fill in all required fields"],
    [{ value: "x".repeat(201) }, "value: Must be at most 200 characters"],
    [{ framework: "XYZ" }, "framework: 'XYZ' is not one of the company's frameworks"],
    [{ category: "economic" }, "category: 'economic' is not a category of BRSR"],
  ])("refuses %j with 422", async (overrides, detail) => {
    const { owner, company } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, overrides) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });

  it("accepts a known framework the company has not chosen and a framework name the company uses", async () => {
    const { owner } = await setup();
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "CDP"] });
    const sasb = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { framework: "SASB" }) });
    expect(sasb.status).toBe(201);
    const cdp = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { framework: "CDP", metric: "Climate score" }) });
    expect(cdp.status).toBe(201);
  });

  it("answers 400 on malformed JSON and 404 for a company that is not the caller's", async () => {
    const { owner } = await setup();
    const bad = await call(POST, { method: "POST", token: owner.token, rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: "Request body must be valid JSON" });
    const other = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: entryBody(other.company.id) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Company not found" });
    const db = await getDb();
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, other.company.id))).toHaveLength(0);
  });

  it("answers 422 for a company id that is not a uuid", async () => {
    const { owner } = await setup();
    const res = await call(POST, { method: "POST", token: owner.token, body: entryBody("not-a-uuid") });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "company_id: Must be a company id" });
  });
});

describe("GET /api/esg-data/{companyId}", () => {
  it("lists the company's entries newest first, and only its own", async () => {
    const { owner, company } = await setup();
    const first = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { period: "FY 2024" }) });
    const second = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id, { period: "FY 2025" }) });
    const other = await createCompany(owner.user.id);
    await call(POST, { method: "POST", token: owner.token, body: entryBody(other.id) });
    const res = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([second.body.id, first.body.id]);
  });

  it("answers 404 for a malformed or unknown company id", async () => {
    const { owner } = await setup();
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(GET, { token: owner.token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: "Company not found" });
    }
  });
});

describe("PATCH /api/esg-data/{id}", () => {
  it("edits an entry, re-parses the number and audits old and new values", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const res = await call(PATCH, { method: "PATCH", token: owner.token, params: { id: created.body.id }, body: { value: "4,200", notes: "Restated" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, value: "4,200", numeric_value: 4200, notes: "Restated", period: "FY 2025" });
    const history = await call(HISTORY, { token: owner.token, params: { id: created.body.id } });
    expect(history.status).toBe(200);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(["create", "update"]);
    expect(history.body[1]).toMatchObject({
      actor: { id: owner.user.id, full_name: "Test User", email: owner.user.email },
      old_value: { value: "4,500", numeric_value: 4500, notes: "Plant A and B" },
      new_value: { value: "4,200", numeric_value: 4200, notes: "Restated" },
    });
  });

  it("refuses an empty change, a blank value and a category outside the framework", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const cases: [unknown, string][] = [
      [{}, "body: Nothing to update"],
      [{ value: " " }, "value: Please fill in all required fields"],
      [{ category: "finance" }, "category: 'finance' is not a category of BRSR"],
    ];
    for (const [body, detail] of cases) {
      const res = await call(PATCH, { method: "PATCH", token: owner.token, params: { id: created.body.id }, body });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail });
    }
  });

  it("answers 404 for another user's entry and leaves it alone", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const intruder = await createUser({ subscribed: true });
    const res = await call(PATCH, { method: "PATCH", token: intruder.token, params: { id: created.body.id }, body: { value: "1" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Data entry not found" });
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.body[0].value).toBe("4,500");
  });
});

describe("DELETE /api/esg-data/{id}", () => {
  it("deletes, audits the old value, and the history survives the entry", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const res = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    expect(res.status).toBe(204);
    const list = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(list.body).toEqual([]);
    const again = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: "Data entry not found" });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "esg_data_entry"), eq(auditLog.entityId, created.body.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete"]);
    expect(audit.find((a) => a.action === "delete")?.oldValue).toMatchObject({ value: "4,500", metric: "Scope 1 emissions" });
  });

  it("answers 404 for a malformed id and for another user's entry", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const intruder = await createUser({ subscribed: true });
    const res = await call(DELETE, { method: "DELETE", token: intruder.token, params: { id: created.body.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Data entry not found" });
    const malformed = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: "123" } });
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ detail: "Data entry not found" });
  });
});

describe("GET /api/esg-data/{id}/history", () => {
  it("stays readable by the owner and an admin after the entry is deleted, with the delete event", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    await call(PATCH, { method: "PATCH", token: owner.token, params: { id: created.body.id }, body: { value: "4,200" } });
    const deleted = await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    expect(deleted.status).toBe(204);

    const res = await call(HISTORY, { token: owner.token, params: { id: created.body.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((h: { action: string }) => h.action)).toEqual(["create", "update", "delete"]);
    const actor = { id: owner.user.id, full_name: "Test User", email: owner.user.email };
    expect(res.body[0]).toMatchObject({ actor, old_value: null, new_value: { value: "4,500", numeric_value: 4500 } });
    expect(res.body[1]).toMatchObject({ actor, old_value: { value: "4,500" }, new_value: { value: "4,200", numeric_value: 4200 } });
    expect(res.body[2]).toMatchObject({ actor, old_value: { value: "4,200", metric: "Scope 1 emissions" }, new_value: null });
    for (const item of res.body) {
      expect(Object.keys(item).sort()).toEqual(["action", "actor", "created_at", "id", "new_value", "old_value"]);
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    }

    const admin = await createUser({ admin: true });
    const asAdmin = await call(HISTORY, { token: admin.token, params: { id: created.body.id } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(res.body);
  });

  it("answers 404 to another user for a deleted entry, and for ids that never named an entry", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    await call(DELETE, { method: "DELETE", token: owner.token, params: { id: created.body.id } });
    const intruder = await createUser({ subscribed: true });
    const theirs = await call(HISTORY, { token: intruder.token, params: { id: created.body.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ detail: "Data entry not found" });
    // Never an entry: an unknown uuid, a malformed id, and a company's id (it has audit rows of its own).
    for (const id of ["00000000-0000-4000-8000-000000000000", "123", company.id]) {
      const res = await call(HISTORY, { token: owner.token, params: { id } });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ detail: "Data entry not found" });
    }
  });

  it("answers 404 to another user for a live entry", async () => {
    const { owner, company } = await setup();
    const created = await call(POST, { method: "POST", token: owner.token, body: entryBody(company.id) });
    const intruder = await createUser({ subscribed: true });
    const res = await call(HISTORY, { token: intruder.token, params: { id: created.body.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Data entry not found" });
  });
});

describe("createEntry in a caller's transaction", () => {
  it("rolls back the entry and its audit row together", async () => {
    const { owner, company } = await setup();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await createEntry({ db: tx, companyId: company.id, actorId: owner.user.id, data: entryBody(company.id), source: "calculator" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
    expect(await db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).toHaveLength(0);
  });
});

describe("access matrix", () => {
  it("GET /api/esg-data/{companyId}", async () => {
    await assertAccessMatrix({ name: "GET esg-data", handler: GET, kind: "company", params: (c) => ({ id: c.company.id }), ok: 200 });
  });
  it("POST /api/esg-data", async () => {
    await assertAccessMatrix({ name: "POST esg-data", handler: POST, method: "POST", kind: "company", body: (c) => entryBody(c.company.id), ok: 201 });
  });
  it("PATCH /api/esg-data/{id}", async () => {
    await assertAccessMatrix({
      name: "PATCH esg-data",
      handler: PATCH,
      method: "PATCH",
      kind: "company",
      params: async (c) => ({ id: (await seedEntry(c)).id }),
      body: () => ({ value: "10" }),
      ok: 200,
    });
  });
  it("DELETE /api/esg-data/{id}", async () => {
    await assertAccessMatrix({
      name: "DELETE esg-data",
      handler: DELETE,
      method: "DELETE",
      kind: "company",
      // A fresh entry per row: each caller deletes its own.
      params: async (c) => ({ id: (await seedEntry(c)).id }),
      ok: 204,
    });
  });
  it("GET /api/esg-data/{id}/history", async () => {
    await assertAccessMatrix({
      name: "GET esg-data history",
      handler: HISTORY,
      kind: "company",
      params: async (c) => ({ id: (await seedEntry(c)).id }),
      ok: 200,
    });
  });
  it("GET /api/esg-data/{id}/history of a deleted entry", async () => {
    await assertAccessMatrix({
      name: "GET esg-data history (deleted)",
      handler: HISTORY,
      kind: "company",
      params: async (c) => {
        const entry = await seedEntry(c);
        await deleteEntry({ entryId: entry.id, actorId: c.owner.user.id });
        return { id: entry.id };
      },
      ok: 200,
    });
  });
});
