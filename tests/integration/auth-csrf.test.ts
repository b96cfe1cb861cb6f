import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as toggleStatus } from "@/app/api/admin/users/[id]/toggle-status/route";
import { DELETE as deleteCompany } from "@/app/api/companies/[id]/route";
import { GET as listCompanies, POST as createCompany } from "@/app/api/companies/route";
import { getDb } from "@/db/client";
import { companies, users } from "@/db/schema";
import { sessionCookieName } from "@/lib/auth/tokens";
import { createCompany as makeCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

// decisions D4: cookie-authenticated writes check the request's Origin. route() refuses a write
// whose session came from the cookie unless Origin names the app (APP_URL is
// http://localhost:3000 in the tests, which is also the origin call() builds requests on).
const OWN_ORIGIN = "http://localhost:3000";
const FOREIGN_ORIGIN = "https://evil.example";
const REFUSED = { detail: "Cross-site request refused" };
const profile = { name: "Csrf Checks Ltd", industry: "Technology", location: "Bengaluru, Karnataka", size: "1-50" };

const cookieFor = (token: string) => `${sessionCookieName()}=${token}`;

async function companiesOf(ownerId: string) {
  const db = await getDb();
  return db.select().from(companies).where(eq(companies.ownerId, ownerId));
}

const create = (cookie: string, headers: Record<string, string> = {}) =>
  call(createCompany, { method: "POST", path: "/api/companies", cookie, headers, body: profile });

describe("cross-site writes authenticated by the session cookie", () => {
  it("refuses a foreign Origin with 403 {detail} and writes nothing", async () => {
    const owner = await createUser({ subscribed: true });
    const res = await create(cookieFor(owner.token), { origin: FOREIGN_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(await companiesOf(owner.user.id)).toHaveLength(0);
  });

  it("refuses a write with no Origin header at all (a browser always sends one on a POST)", async () => {
    const owner = await createUser({ subscribed: true });
    const res = await create(cookieFor(owner.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(await companiesOf(owner.user.id)).toHaveLength(0);
  });

  it("refuses the opaque 'null' Origin (sandboxed frames, data: pages)", async () => {
    const owner = await createUser({ subscribed: true });
    const res = await create(cookieFor(owner.token), { origin: "null" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
  });

  it("refuses an origin that only looks like ours (other scheme, port or a suffix)", async () => {
    const owner = await createUser({ subscribed: true });
    for (const origin of ["https://localhost:3000", "http://localhost:3001", "http://localhost:3000.evil.example"]) {
      const res = await create(cookieFor(owner.token), { origin });
      expect(res.status, origin).toBe(403);
      expect(res.body, origin).toEqual(REFUSED);
    }
    expect(await companiesOf(owner.user.id)).toHaveLength(0);
  });

  it("accepts the app's own Origin", async () => {
    const owner = await createUser({ subscribed: true });
    const res = await create(cookieFor(owner.token), { origin: OWN_ORIGIN });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: profile.name });
    expect(await companiesOf(owner.user.id)).toHaveLength(1);
  });

  it("guards deletes too: a foreign DELETE leaves the company, our own removes it", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await makeCompany(owner.user.id);
    const cookie = cookieFor(owner.token);
    const path = `/api/companies/${company.id}`;
    const foreign = await call(deleteCompany, { method: "DELETE", path, cookie, params: { id: company.id }, headers: { origin: FOREIGN_ORIGIN } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(REFUSED);
    expect(await companiesOf(owner.user.id)).toHaveLength(1);
    const own = await call(deleteCompany, { method: "DELETE", path, cookie, params: { id: company.id }, headers: { origin: OWN_ORIGIN } });
    expect(own.status).toBe(204);
    expect(await companiesOf(owner.user.id)).toHaveLength(0);
  });

  it("stops a forged admin action: blocking a user from another site with the admin's cookie", async () => {
    const admin = await createUser({ admin: true });
    const target = await createUser({ subscribed: true });
    const options = { method: "PUT", path: `/api/admin/users/${target.user.id}/toggle-status`, cookie: cookieFor(admin.token), params: { id: target.user.id } };
    const res = await call(toggleStatus, { ...options, headers: { origin: FOREIGN_ORIGIN } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, target.user.id));
    expect(row.isActive).toBe(true);
    expect(row.tokenVersion).toBe(target.user.tokenVersion);
  });

  it("still answers 401 (not 403) to a foreign write without a valid session", async () => {
    const res = await create(`${sessionCookieName()}=not-a-token`, { origin: FOREIGN_ORIGIN });
    expect(res.status).toBe(401);
    expect(typeof res.body.detail).toBe("string");
  });
});

describe("what the Origin check leaves alone", () => {
  it("lets a cookie-authenticated read through whatever its Origin", async () => {
    const owner = await createUser({ subscribed: true });
    await makeCompany(owner.user.id);
    for (const headers of [{ origin: FOREIGN_ORIGIN }, {}] as Record<string, string>[]) {
      const res = await call(listCompanies, { path: "/api/companies", cookie: cookieFor(owner.token), headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body).toHaveLength(1);
    }
  });

  it("lets a Bearer-authenticated write through with a foreign or missing Origin (no ambient credential)", async () => {
    const owner = await createUser({ subscribed: true });
    const foreign = await call(createCompany, {
      method: "POST",
      path: "/api/companies",
      token: owner.token,
      headers: { origin: FOREIGN_ORIGIN },
      body: profile,
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
    const none = await call(createCompany, { method: "POST", path: "/api/companies", token: owner.token, body: profile });
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    expect(await companiesOf(owner.user.id)).toHaveLength(2);
  });

  it("judges by the Bearer header when both are sent: the cookie does not make it a cookie write", async () => {
    const owner = await createUser({ subscribed: true });
    const res = await call(createCompany, {
      method: "POST",
      path: "/api/companies",
      token: owner.token,
      cookie: cookieFor(owner.token),
      headers: { origin: FOREIGN_ORIGIN },
      body: profile,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
