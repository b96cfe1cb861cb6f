import { describe, expect, it } from "vitest";
import { companyScreenTitle } from "@/lib/auth/company-page-title";
import { sessionCookieName } from "@/lib/auth/tokens";
import { createCompany, createUser } from "../helpers/factories";

// Tab titles name the screen and the company, for those who may open it.
const cookieOf = (token: string | null) => ({ cookies: { get: (name: string) => (token && name === sessionCookieName() ? { value: token } : undefined) } });

describe("companyScreenTitle", () => {
  it("names the screen and the company for its owner and for an admin", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Tata Steel" });
    expect(await companyScreenTitle({ screen: "Data Collection", companyId: company.id, session: cookieOf(owner.token) })).toBe("Data Collection · Tata Steel");
    const admin = await createUser({ admin: true });
    expect(await companyScreenTitle({ screen: "Dashboard", companyId: company.id, session: cookieOf(admin.token) })).toBe("Dashboard · Tata Steel");
  });

  it("names no company to someone else, to nobody, or for an id that is not one", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id, { name: "Tata Steel" });
    const stranger = await createUser({ subscribed: true });
    expect(await companyScreenTitle({ screen: "Reports", companyId: company.id, session: cookieOf(stranger.token) })).toBe("Reports");
    expect(await companyScreenTitle({ screen: "Reports", companyId: company.id, session: cookieOf(null) })).toBe("Reports");
    expect(await companyScreenTitle({ screen: "Reports", companyId: "not-a-uuid", session: cookieOf(owner.token) })).toBe("Reports");
  });
});
