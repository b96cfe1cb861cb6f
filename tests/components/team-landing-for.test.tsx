import { afterEach, describe, expect, it, vi } from "vitest";
import { setPaywall } from "@/lib/client/paywall";
import { publicUser } from "../helpers/public-user";

// decisions D20: a member works under the company owner's subscription, so a user without one of
// their own who is a member of companies lands on the portfolio (/), not on /payment.
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const { landingFor } = await import("@/components/providers/auth-provider");

const unsubscribed = publicUser({ subscription_status: "inactive", subscription_plan: null });

afterEach(() => {
  api.mockReset();
  setPaywall(null);
});

describe("landingFor", () => {
  it("sends an unsubscribed member of companies to the portfolio", async () => {
    setPaywall(true);
    api.mockResolvedValue([{ id: "c1", role: "editor" }]);
    expect(await landingFor(unsubscribed)).toBe("/");
    expect(api).toHaveBeenCalledWith("/companies");
  });

  it("sends a user with several companies to /portfolio", async () => {
    setPaywall(true);
    api.mockResolvedValue([
      { id: "c1", role: "owner" },
      { id: "c2", role: "reviewer" },
    ]);
    expect(await landingFor(unsubscribed)).toBe("/portfolio");
    setPaywall(false);
    expect(await landingFor(publicUser())).toBe("/portfolio");
  });

  it("an unsubscribed user with no companies still goes to /payment, also when the list fails", async () => {
    setPaywall(true);
    api.mockResolvedValue([]);
    expect(await landingFor(unsubscribed)).toBe("/payment");
    api.mockRejectedValue(new Error("offline"));
    expect(await landingFor(unsubscribed)).toBe("/payment");
  });

  it("an admin goes to /admin without asking for companies", async () => {
    setPaywall(true);
    expect(await landingFor(publicUser({ is_admin: true }))).toBe("/admin");
    expect(api).not.toHaveBeenCalled();
  });
});
