import { describe, expect, it, vi } from "vitest";
import { addMember, createCompany, createUser } from "../helpers/factories";

// A company page's data read on the server from lib/ for the page request's visitor: the roles the
// access table gives the API path, and the company read as that route reads it (lib/api/page-data.ts).
const h = vi.hoisted(() => ({ cookie: null as string | null, name: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: (name: string) => (h.cookie && name === h.name ? { name, value: h.cookie } : undefined) }),
}));

const { companyPageData, seededQueries, userPageData } = await import("@/lib/api/page-data");
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

  it("reads an owner-only path for owners only, with the visitor's account at hand", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const viewer = await addMember(company.id, "viewer");
    const read = (token: string) => {
      h.cookie = token;
      return companyPageData(`/companies/${company.id}/invitations`, company.id, async ({ role }, user) => ({ role, user: user.id }));
    };
    expect(await read(owner.token)).toEqual({ role: "owner", user: owner.user.id });
    // GET /api/companies/{id}/invitations answers a viewer 403: the page seeds nothing.
    expect(await read(viewer.token)).toBeNull();
  });

  it("reads a user's own path as the access table allows it: an entitled one for a subscriber only", async () => {
    const subscriber = await createUser({ subscribed: true });
    const unpaid = await createUser({ subscribed: false });
    const read = (token: string | null, path: string) => {
      h.cookie = token;
      return userPageData(path, async (user) => user.id);
    };
    // With the paywall on (a payment gateway configured), as in production.
    vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_page_data");
    vi.stubEnv("RAZORPAY_KEY_SECRET", "secret");
    try {
      expect(await read(subscriber.token, "/peers")).toBe(subscriber.user.id);
      expect(await read(unpaid.token, "/peers")).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await read(unpaid.token, "/peers")).toBe(unpaid.user.id);
    expect(await read(null, "/peers")).toBeNull();
    // A user-level path (GET /api/requests) for any signed-in visitor; a company's path is not this helper's.
    expect(await read(unpaid.token, "/requests")).toBe(unpaid.user.id);
    expect(await read(subscriber.token, "/companies/00000000-0000-0000-0000-000000000000/units")).toBeNull();
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
