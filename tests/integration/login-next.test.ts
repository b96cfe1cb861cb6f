import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// The proxy names the page that was asked for, query included, in /login?next=.
const visit = (url: string) => proxy(new NextRequest(new URL(url, "http://localhost:3000")));

describe("proxy → /login?next=", () => {
  it("keeps the page's query, so the user comes back to the same view", async () => {
    const res = await visit("/kpi-management/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b?fy=2024-25");
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("next")).toBe("/kpi-management/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b?fy=2024-25");
  });

  it("never names another host, whatever the path looks like", async () => {
    const res = await visit("http://localhost:3000//evil.com/setup");
    const location = new URL(res.headers.get("location") ?? "http://localhost:3000/");
    expect(location.host).toBe("localhost:3000");
    const next = location.searchParams.get("next");
    if (next !== null) expect(next.startsWith("//")).toBe(false);
  });
});
