import { beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "../helpers/factories";

// The route-group layouts' server half: proxy.ts gates the pages the access table lists and
// says so in a request header; a page under a group but missing from the table is gated here.
const h = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, string>() }));

vi.mock("next/headers", () => ({
  headers: async () => h.headers,
  cookies: async () => ({ get: (name: string) => (h.cookies.has(name) ? { name, value: h.cookies.get(name)! } : undefined) }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));

const { gateGroup, GATE_HEADER } = await import("@/lib/auth/page-gate");
const { sessionCookieName } = await import("@/lib/auth/tokens");

beforeEach(() => {
  h.headers = new Headers();
  h.cookies = new Map();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("gateGroup", () => {
  it("trusts the proxy where it applied at least the group's gate", async () => {
    // The proxy applies a signed-in gate only to a signed-in visitor: the layout may render for one.
    h.headers.set(GATE_HEADER, "member");
    await expect(gateGroup("company")).resolves.toEqual({ signedIn: true });
    h.headers.set(GATE_HEADER, "admin");
    await expect(gateGroup("admin")).resolves.toEqual({ signedIn: true });
    h.headers.set(GATE_HEADER, "public");
    await expect(gateGroup("public")).resolves.toEqual({ signedIn: false });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("gates a page the table does not list (the proxy let it through as public) with the group's requirement", async () => {
    h.headers.set(GATE_HEADER, "public");
    await expect(gateGroup("workspace")).rejects.toThrow("redirect:/login");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("app/(workspace)"));
    const plain = await createUser({ subscribed: true });
    h.cookies.set(sessionCookieName(), plain.token);
    await expect(gateGroup("workspace")).resolves.toEqual({ signedIn: true });
    await expect(gateGroup("admin")).rejects.toThrow("redirect:/?denied=admin");
  });

  it("does the same when the header is missing or made up", async () => {
    await expect(gateGroup("account")).rejects.toThrow("redirect:/login");
    h.headers.set(GATE_HEADER, "everything");
    await expect(gateGroup("account")).rejects.toThrow("redirect:/login");
    h.cookies.set(sessionCookieName(), "%E0%A4%A");
    await expect(gateGroup("account")).rejects.toThrow("redirect:/login");
  });
});
