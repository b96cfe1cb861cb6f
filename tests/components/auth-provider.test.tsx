import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, homeFor, useAuth } from "@/components/providers/auth-provider";
import { publicUser } from "../helpers/public-user";
import { setPaywall } from "@/lib/client/paywall";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const USER = publicUser({ subscription_status: "inactive", subscription_plan: null });

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function Probe() {
  const { status, user, adminLogin, logout } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.email ?? "none"}</p>
      <button onClick={() => void adminLogin()}>admin</button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

const renderProvider = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  setPaywall(false);
});

afterEach(() => vi.unstubAllGlobals());

describe("AuthProvider (SPEC section 4)", () => {
  it("is anonymous at once without a stored token", async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches /auth/me with the stored token and becomes authenticated", async () => {
    window.localStorage.setItem("token", "tok-1");
    fetchMock.mockResolvedValue(json(200, USER));
    renderProvider();
    expect(screen.getByTestId("status")).toHaveTextContent("loading");
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
    expect(screen.getByTestId("user")).toHaveTextContent("priya@example.com");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/me");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tok-1");
  });

  it("removes a token the server refuses and logs the failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    window.localStorage.setItem("token", "revoked");
    fetchMock.mockResolvedValue(json(401, { detail: "Not authenticated" }));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("stores the token from /auth/admin-login, and logout clears it", async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    fetchMock.mockResolvedValueOnce(json(200, { access_token: "admin-tok", user: { ...USER, is_admin: true } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "admin" }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
    expect(window.localStorage.getItem("token")).toBe("admin-tok");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/auth/admin-login");

    fetchMock.mockResolvedValueOnce(json(200, { message: "Logged out" }));
    await user.click(screen.getByRole("button", { name: "logout" }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(fetchMock.mock.calls[1][0]).toBe("/api/auth/logout");
  });
});

describe("AuthProvider and the paywall flag", () => {
  it("asks GET /api/auth/paywall alongside /auth/me, and reports the user only once both answered", async () => {
    setPaywall(null);
    window.localStorage.setItem("token", "tok-1");
    let answerPaywall: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      String(url) === "/api/auth/paywall" ? new Promise<Response>((resolve) => (answerPaywall = resolve)) : Promise.resolve(json(200, USER)),
    );
    renderProvider();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(["/api/auth/me", "/api/auth/paywall"]));
    expect(screen.getByTestId("status")).toHaveTextContent("loading");
    answerPaywall(json(200, { paywall: false }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
    // No gateway here: an unsubscribed user goes on to /setup.
    expect(homeFor(USER)).toBe("/setup");
  });

  it("reads the paywall as on while the server has not said otherwise", async () => {
    setPaywall(null);
    fetchMock.mockResolvedValue(json(500, { detail: "down" }));
    const { loadPaywall } = await import("@/lib/client/paywall");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadPaywall()).toBe(true);
    expect(homeFor(USER)).toBe("/payment");
    errors.mockRestore();
  });
});

describe("homeFor", () => {
  it("sends admins to /admin, subscribers to /setup, others to /payment (or /setup without a paywall)", () => {
    setPaywall(true);
    expect(homeFor({ ...USER, is_admin: true })).toBe("/admin");
    expect(homeFor({ ...USER, subscription_status: "active" })).toBe("/setup");
    expect(homeFor(USER)).toBe("/payment");
    setPaywall(false);
    expect(homeFor(USER)).toBe("/setup");
  });
});
