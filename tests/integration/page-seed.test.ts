import { describe, expect, it, vi } from "vitest";
import { addMember, createCompany, createUser } from "../helpers/factories";

// A page's data asked of the route handler in-process with the page request's cookie: the same
// gate as the browser's fetch (lib/api/page-seed.ts).
const h = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => h.headers, cookies: async () => ({ get: () => undefined }) }));

const { answerFor, seededQueries } = await import("@/lib/api/page-seed");
const { GET } = await import("@/app/api/dashboard/[companyId]/route");
const { sessionCookieName } = await import("@/lib/auth/tokens");
const { companyKeys } = await import("@/lib/client/query-keys");

const askAs = (token: string | null, companyId: string) => {
  h.headers = new Headers(token ? { cookie: `${sessionCookieName()}=${token}` } : {});
  return answerFor<{ company: { id: string; role: string | null } }>(GET, `/dashboard/${companyId}`, { companyId });
};

describe("answerFor", () => {
  it("answers a member as the route does, and nobody else", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const viewer = await addMember(company.id, "viewer");
    const stranger = await createUser({ subscribed: true });

    expect((await askAs(owner.token, company.id))?.company).toMatchObject({ id: company.id, role: "owner" });
    expect((await askAs(viewer.token, company.id))?.company).toMatchObject({ id: company.id, role: "viewer" });
    // The route's 404 (not a member), 401 (no or a bad session) and 404 (not an id): no data.
    expect(await askAs(stranger.token, company.id)).toBeNull();
    expect(await askAs(null, company.id)).toBeNull();
    expect(await askAs("not-a-token", company.id)).toBeNull();
    expect(await askAs(owner.token, "not-a-uuid")).toBeNull();
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
