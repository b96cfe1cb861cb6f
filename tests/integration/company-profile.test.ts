import { and, asc, eq } from "drizzle-orm";
import { GET, PUT } from "@/app/api/companies/[id]/profile/route";
import { getDb } from "@/db/client";
import { auditLog, companies, companyProfiles, esgDataEntries } from "@/db/schema";
import { periodColumns } from "@/lib/periods";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const PROFILE = {
  cin: "l27100mh1995plc084723",
  incorporation_year: 1995,
  registered_address: "Plot 4, MIDC Bhosari, Pune 411026",
  corporate_address: "Nariman Point, Mumbai 400021",
  email: "investors@deccanalloys.in",
  telephone: "+91 22 6665 8282",
  website: "https://www.deccanalloys.in",
  stock_exchanges: ["BSE", "nse"],
  paid_up_capital_inr: 125000000,
  contact_person: { name: "Asha Kulkarni", designation: "Company Secretary", telephone: "022-66658282", email: "cs@deccanalloys.in" },
  reporting_boundary: "consolidated",
  assurance_provider: "Shah & Rao LLP",
  assurance_type: "Limited assurance",
  business_activities: [{ main_activity: "Manufacturing", business_activity: "Basic metals", turnover_percent: 92 }],
  products: [
    { product: "Alloy steel forgings", nic_code: "24105", turnover_percent: 70 },
    { product: "Castings", nic_code: "2431", turnover_percent: 22 },
  ],
  locations: { national: { plants: 3, offices: 5 }, international: { plants: 0, offices: 1 } },
  markets: { national_states: 22, international_countries: 14, exports_percent: 31.5, customer_types: "Automotive OEMs" },
  related_companies: [{ name: "Deccan Forge Pvt Ltd", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: true }],
  csr_applicable: true,
  net_worth_inr: 4500000000,
};
const SAVED = { ...PROFILE, cin: "L27100MH1995PLC084723", stock_exchanges: ["BSE", "NSE"], financial_year_start_month: 4 };

async function ownerWithCompany() {
  const owner = await createUser({ subscribed: true });
  const company = await createCompany(owner.user.id);
  return { ...owner, company, params: { id: company.id } };
}

async function auditRows(companyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "company_profile"), eq(auditLog.entityId, companyId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

describe("GET /api/companies/{id}/profile", () => {
  it("answers an empty profile before anything is saved", async () => {
    const { token, company, params } = await ownerWithCompany();
    const res = await call(GET, { token, params });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      company_id: company.id,
      profile: { financial_year_start_month: 4 },
      updated_at: null,
      updated_by: null,
      fy: expect.stringMatching(/^\d{4}-\d{2}$/),
      year_facts_from: null,
    });
  });

  it("takes the financial year's start month from the company", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { fyStartMonth: 1 });
    const res = await call(GET, { token: owner.token, params: { id: company.id } });
    expect(res.body.profile).toEqual({ financial_year_start_month: 1 });
  });
});

describe("PUT /api/companies/{id}/profile", () => {
  it("saves the profile, normalised, and GET answers it back", async () => {
    const { user, token, company, params } = await ownerWithCompany();
    const put = await call(PUT, { method: "PUT", token, params, body: PROFILE });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ company_id: company.id, profile: SAVED, updated_by: user.id });
    expect(new Date(put.body.updated_at).toISOString()).toBe(put.body.updated_at);
    const get = await call(GET, { token, params });
    expect(get.status).toBe(200);
    expect(get.body).toEqual(put.body);
    const db = await getDb();
    const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, company.id));
    // The start month lives on the company, not in the document.
    expect(row.data).not.toHaveProperty("financial_year_start_month");
    expect(row.updatedBy).toBe(user.id);
  });

  it("replaces the whole document: fields left out are cleared, empty answers dropped", async () => {
    const { token, params } = await ownerWithCompany();
    await call(PUT, { method: "PUT", token, params, body: PROFILE });
    const res = await call(PUT, { method: "PUT", token, params, body: { cin: "U72200KA2008PTC045678", email: "", products: [], csr_applicable: false } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({ cin: "U72200KA2008PTC045678", csr_applicable: false, financial_year_start_month: 4 });
    expect((await call(GET, { token, params })).body.profile).toEqual(res.body.profile);
  });

  it("writes an audit row with the old and new profile: create, then update", async () => {
    const { user, token, company, params } = await ownerWithCompany();
    await call(PUT, { method: "PUT", token, params, body: { cin: PROFILE.cin } });
    await call(PUT, { method: "PUT", token, params, body: { cin: PROFILE.cin, incorporation_year: 1995 } });
    const rows = await auditRows(company.id);
    expect(rows.map((r) => [r.action, r.actorId, r.companyId])).toEqual([
      ["create", user.id, company.id],
      ["update", user.id, company.id],
    ]);
    expect(rows[0].oldValue).toBeNull();
    expect(rows[0].newValue).toEqual({ cin: SAVED.cin, financial_year_start_month: 4 });
    expect(rows[1].oldValue).toEqual({ cin: SAVED.cin, financial_year_start_month: 4 });
    expect(rows[1].newValue).toEqual({ cin: SAVED.cin, incorporation_year: 1995, financial_year_start_month: 4 });
  });

  it("moves the company's financial year start month, and keeps it when the month is not sent", async () => {
    const { token, company, params } = await ownerWithCompany();
    const res = await call(PUT, { method: "PUT", token, params, body: { financial_year_start_month: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({ financial_year_start_month: 1 });
    const db = await getDb();
    const read = async () => (await db.select({ m: companies.fyStartMonth }).from(companies).where(eq(companies.id, company.id)))[0].m;
    expect(await read()).toBe(1);
    const again = await call(PUT, { method: "PUT", token, params, body: { cin: PROFILE.cin } });
    expect(again.body.profile.financial_year_start_month).toBe(1);
    expect(await read()).toBe(1);
    const audit = await auditRows(company.id);
    expect(audit[0].newValue).toEqual({ financial_year_start_month: 1 });
    expect(audit[1].oldValue).toEqual({ financial_year_start_month: 1 });
  });

  it("re-reads the periods of the company's entries when the start month changes", async () => {
    const { user, token, company, params } = await ownerWithCompany();
    const db = await getDb();
    const text = "FY 2025";
    const [entry] = await db
      .insert(esgDataEntries)
      .values({
        companyId: company.id,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        metricKey: "scope 1 emissions",
        value: "10",
        period: text,
        ...periodColumns(text, 4),
        createdBy: user.id,
      })
      .returning();
    const before = { periodKind: entry.periodKind, periodStart: entry.periodStart, periodEnd: entry.periodEnd };
    expect(before).toEqual(periodColumns(text, 4));
    expect(periodColumns(text, 1)).not.toEqual(before);
    expect((await call(PUT, { method: "PUT", token, params, body: { financial_year_start_month: 1 } })).status).toBe(200);
    const [after] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, entry.id));
    expect({ periodKind: after.periodKind, periodStart: after.periodStart, periodEnd: after.periodEnd }).toEqual(periodColumns(text, 1));
    // Re-reading a period is not an edit of the entry.
    expect(after.updatedAt).toEqual(entry.updatedAt);
  });

  it.each([
    [{ cin: "L27100MH1995PLC08472" }, "cin: CIN must be 21 characters, e.g. L27100MH1995PLC084723"],
    [
      {
        products: [
          { product: "Forgings", nic_code: "24105", turnover_percent: 60 },
          { product: "Castings", nic_code: "2431", turnover_percent: 44 },
        ],
      },
      "products: turnover percentages add up to 104%; they must not exceed 100%",
    ],
    [
      { business_activities: [{ main_activity: "Manufacturing", turnover_percent: 101 }] },
      "business_activities.0.turnover_percent: % of turnover must be a percentage between 0 and 100",
    ],
    [{ website: "deccanalloys.in" }, "website: Website must be a web address starting with http:// or https://, e.g. https://www.example.com"],
    [{ financial_year_start_month: 0 }, "financial_year_start_month: Financial year start month must be a month number from 1 to 12"],
  ])("refuses %j with 422 naming the field, and stores nothing", async (body, detail) => {
    const { token, company, params } = await ownerWithCompany();
    const res = await call(PUT, { method: "PUT", token, params, body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
    const db = await getDb();
    expect(await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, company.id))).toEqual([]);
    expect(await auditRows(company.id)).toEqual([]);
  });

  it("answers 400 to malformed JSON", async () => {
    const { token, params } = await ownerWithCompany();
    const res = await call(PUT, { method: "PUT", token, params, rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Request body must be valid JSON" });
  });
});

describe("who may read and write a profile", () => {
  it("answers 404 to another user, for reading and writing, and leaves the profile alone", async () => {
    const { token, company, params } = await ownerWithCompany();
    await call(PUT, { method: "PUT", token, params, body: { cin: PROFILE.cin } });
    const other = await createUser({ subscribed: true });
    const read = await call(GET, { token: other.token, params });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ detail: "Company not found" });
    const write = await call(PUT, { method: "PUT", token: other.token, params, body: { cin: "U72200KA2008PTC045678" } });
    expect(write.status).toBe(404);
    expect((await call(GET, { token, params })).body.profile.cin).toBe(SAVED.cin);
    expect(await auditRows(company.id)).toHaveLength(1);
  });

  it("answers 401 to anonymous callers", async () => {
    const { params } = await ownerWithCompany();
    expect((await call(GET, { params })).status).toBe(401);
    expect((await call(PUT, { method: "PUT", params, body: { cin: PROFILE.cin } })).status).toBe(401);
  });

  it("lets an admin read a company's profile but not change it", async () => {
    const { token, params } = await ownerWithCompany();
    await call(PUT, { method: "PUT", token, params, body: PROFILE });
    const admin = await createUser({ admin: true });
    const read = await call(GET, { token: admin.token, params });
    expect(read.status).toBe(200);
    expect(read.body.profile).toEqual(SAVED);
    const write = await call(PUT, { method: "PUT", token: admin.token, params, body: { cin: "U72200KA2008PTC045678" } });
    expect(write.status).toBe(404);
    expect((await call(GET, { token, params })).body.profile.cin).toBe(SAVED.cin);
  });

  it("answers 404 to an unknown or malformed company id", async () => {
    const { token } = await createUser({ subscribed: true });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await call(GET, { token, params: { id } })).status).toBe(404);
    }
  });
});

describe("access matrix", () => {
  const id = ({ company }: { company: { id: string } }) => ({ id: company.id });

  it("GET /api/companies/{id}/profile", async () => {
    await assertAccessMatrix({ name: "GET /api/companies/{id}/profile", handler: GET as never, kind: "company", params: id, ok: 200 });
  });
  it("PUT /api/companies/{id}/profile", async () => {
    await assertAccessMatrix({
      name: "PUT /api/companies/{id}/profile",
      handler: PUT as never,
      method: "PUT",
      kind: "company",
      params: id,
      body: () => ({ cin: "L27100MH1995PLC084723" }),
      ok: 200,
    });
  });
});
