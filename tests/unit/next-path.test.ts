import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "@/lib/auth/next-path";

// After login from a protected page the user lands on it; only paths on this site count.
describe("safeNextPath", () => {
  it.each([
    ["/kpi-management/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b", "/kpi-management/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b"],
    ["/brsr/abc?fy=2024-25&section=P6", "/brsr/abc?fy=2024-25&section=P6"],
    ["/data-collection/abc#entry-1", "/data-collection/abc#entry-1"],
    ["/", "/"],
    ["/reports/../setup", "/setup"],
  ])("keeps %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/kpi-management/x",
    "/\\evil.com",
    "/\\/evil.com",
    "https://evil.com/",
    "http:/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "kpi-management/x",
    "/\t/evil.com",
    "/\n/evil.com",
    " //evil.com",
    "/login",
    "/login?next=/setup",
    "/signup",
    "/admin-login",
    "/api/auth/logout",
    "",
    null,
    undefined,
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("carries the page and its query, encoded", () => {
    expect(loginPathFor("/kpi-management/abc?fy=2024-25")).toBe("/login?next=%2Fkpi-management%2Fabc%3Ffy%3D2024-25");
  });
  it("is plain /login for the home page or a page it would not go back to", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("//evil.com")).toBe("/login");
  });
});
