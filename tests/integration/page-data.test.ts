import { describe, expect, it, vi } from "vitest";
import { addMember, createCompany, createUser } from "../helpers/factories";

// A company page's data read on the server from lib/ for the page request's visitor: the roles the
// access table gives the API path, and the company read as that route reads it (lib/api/page-data.ts).
const h = vi.hoisted(() => ({ cookie: null as string | null, name: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: (name: string) => (h.cookie && name === h.name ? { name, value: h.cookie } : undefined) }),
}));

const { companyPageData, seededQueries } = await import("@/lib/api/page-data");
const { companyView } = await import("@/lib/companies/company-view");
const { getDashboard } = await import("@/lib/dashboard/service");
const { sessionCookieName } = await import("@/lib/auth/tokens");
const { companyKeys } = await import("@/lib/client/query-keys");

h.name = sessionCookieName();

const askAs = (token: string | null, companyId: string) => {
  h.cookie = token;
  return companyPageData(`/dashboard/${companyId}`, companyId, ({ company, role, dataVersion }) => getDashboard({ company, role, dataVersion }));
};

describe("companyPageData", () => {
  it("reads a member's data as the route would answer it, and nobody else's", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const viewer = await addMember(company.id, "viewer");
    const stranger = await createUser({ subscribed: true });

    expect((await askAs(owner.token, company.id))?.company).toMatchObject({ id: company.id, role: "owner" });
    expect((await askAs(viewer.token, company.id))?.company).toMatchObject({ id: company.id, role: "viewer" });
    // What the route answers 404 (not a member, not an id) or 401 (no or a bad session): no data.
    expect(await askAs(stranger.token, company.id)).toBeNull();
    expect(await askAs(null, company.id)).toBeNull();
    expect(await askAs("not-a-token", company.id)).toBeNull();
    expect(await askAs(owner.token, "not-a-uuid")).toBeNull();
  });

  it("reads the company as GET /api/companies/{id} answers it", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    h.cookie = owner.token;
    const view = await companyPageData(`/companies/${company.id}`, company.id, ({ company, role }) => companyView({ company, role }));
    expect(view).toMatchObject({ id: company.id, role: "owner", locked_years: [] });
    expect(view?.default_fy?.id).toMatch(/^\d{4}-\d{2}$/);
  });

  it("seeds only what was found", () => {
    const state = seededQueries([
      [companyKeys("c1").dashboard(), { n: 1 }],
      [companyKeys("c2").dashboard(), null],
    ]);
    expect(state.queries.map((q) => q.queryKey)).toEqual([companyKeys("c1").dashboard()]);
    expect(state.queries[0].state.data).toEqual({ n: 1 });
  });
});
