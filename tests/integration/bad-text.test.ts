// A NUL character in a text field is bad input (decisions D14: never a 5xx): PostgreSQL refuses it
// (22021), the route wrapper answers 422 with a sentence, and the transaction leaves nothing behind.
import { eq } from "drizzle-orm";
import { POST as postCompany } from "@/app/api/companies/route";
import { PATCH as patchCompany } from "@/app/api/companies/[id]/route";
import { POST as postEntry } from "@/app/api/esg-data/route";
import { PATCH as patchEntry } from "@/app/api/esg-data/[id]/route";
import { getDb } from "@/db/client";
import { auditLog, companies, esgDataEntries } from "@/db/schema";
import { BAD_TEXT_DETAIL } from "@/lib/errors";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

const NUL = "\u0000";

const profile = { name: "Deccan Alloys Pvt Ltd", industry: "Manufacturing", location: "Pune, Maharashtra", size: "501-1000", description: "Forgings" };

describe("a NUL character in a text field", () => {
  it.each([{ value: `12${NUL}` }, { notes: `a${NUL}b` }, { metric: `Custom${NUL}metric` }, { period: `FY${NUL}2025` }])(
    "POST /api/esg-data %j answers 422 and stores nothing",
    async (overrides) => {
      const owner = await createUser({ subscribed: true });
      const company = await createCompany(owner.user.id, { frameworks: ["BRSR"] });
      const res = await call(postEntry, { method: "POST", token: owner.token, body: entryBody(company.id, overrides) });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: BAD_TEXT_DETAIL });
      const db = await getDb();
      expect(await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).toHaveLength(0);
      expect(await db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).toHaveLength(0);
    },
  );

  it.each([{ name: `Acme${NUL}` }, { location: `Pune${NUL}` }, { description: `${NUL}` }])(
    "POST /api/companies %j answers 422 and stores nothing",
    async (overrides) => {
      const owner = await createUser({ subscribed: true });
      const res = await call(postCompany, { method: "POST", token: owner.token, body: { ...profile, ...overrides } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: BAD_TEXT_DETAIL });
      const db = await getDb();
      expect(await db.select().from(companies).where(eq(companies.ownerId, owner.user.id))).toHaveLength(0);
      expect(await db.select().from(auditLog).where(eq(auditLog.actorId, owner.user.id))).toHaveLength(0);
    },
  );

  it("PATCH of an entry and of a company answers 422 and leaves them as they were", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR"], name: "Before Ltd" });
    const created = await call(postEntry, { method: "POST", token: owner.token, body: entryBody(company.id) });
    expect(created.status).toBe(201);

    const entry = await call(patchEntry, { method: "PATCH", token: owner.token, params: { id: created.body.id }, body: { value: `9${NUL}` } });
    expect(entry.status).toBe(422);
    expect(entry.body).toEqual({ detail: BAD_TEXT_DETAIL });
    const co = await call(patchCompany, { method: "PATCH", token: owner.token, params: { id: company.id }, body: { name: `After${NUL}` } });
    expect(co.status).toBe(422);
    expect(co.body).toEqual({ detail: BAD_TEXT_DETAIL });

    const db = await getDb();
    const [row] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, created.body.id));
    expect(row.value).toBe("4,500");
    const [companyRow] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(companyRow.name).toBe("Before Ltd");
    const audit = await db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });
});
