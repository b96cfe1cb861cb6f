import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "@/components/providers/auth-provider";
import { makeQueryClient } from "@/components/providers/query-provider";
import { api } from "@/lib/client/api";
import { setPaywall } from "@/lib/client/paywall";
import { publicUser } from "../helpers/public-user";

// Another tab's logout (item 8), a blocked account's next page (15), the page asked for
// before login (10), a consultant's landing (11), and /login or /signup when already signed in (16).
const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("next/navigation", () => ({ useRouter: () => h.router, useSearchParams: () => new URLSearchParams() }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));

const { LoginForm } = await import("@/components/auth/login-form");
const { PageGate } = await import("@/components/providers/page-gate");
const { SignupForm } = await import("@/components/auth/signup-form");

const USER = publicUser();
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers /auth/me with `me`, /companies with `companies`, /auth/login with a token for `me`. */
function serve({ me = USER, companies = [] as unknown[], meStatus = 200, meDetail = "" } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === "/api/auth/me") return meStatus === 200 ? json(200, me) : json(meStatus, { detail: meDetail });
    if (url === "/api/auth/login") return json(200, { access_token: "tok-new", user: me });
    if (url === "/api/companies") return json(200, companies);
    return json(404, { detail: "Not found" });
  });
}

function Probe() {
  const { status, logout } = useAuth();
  return (
    <>
      <p data-testid="status">{status}</p>
      <button onClick={() => void logout()}>probe logout</button>
    </>
  );
}

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider>
        <Probe />
        {ui}
      </AuthProvider>
    </QueryClientProvider>,
  );

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "priya@example.com");
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Log In" }));
}

/** What another tab's logout looks like to this one. */
function otherTabLogsOut() {
  const oldValue = window.localStorage.getItem("token");
  window.localStorage.removeItem("token");
  window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue, newValue: null, storageArea: window.localStorage }));
}

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  setPaywall(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setPaywall(null);
});

describe("logging out in another tab (item 8)", () => {
  it("signs this tab out too and sends it to /login", async () => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", "/data-collection/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b");
    serve();
    renderWith(null);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));

    act(() => otherTabLogsOut());
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/login");
  });

  it("does nothing in a tab that was not signed in, or for other keys", async () => {
    serve();
    renderWith(null);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", oldValue: "light", newValue: "dark", storageArea: window.localStorage }));
      otherTabLogsOut();
    });
    expect(h.router.replace).not.toHaveBeenCalled();
  });

  it("picks up a login made in another tab", async () => {
    serve();
    renderWith(null);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    act(() => {
      window.localStorage.setItem("token", "tok-2");
      window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: null, newValue: "tok-2", storageArea: window.localStorage }));
    });
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
  });
});

describe("a blocked account (item 15)", () => {
  it("is told on the login page why it was logged out", async () => {
    window.localStorage.setItem("token", "tok-blocked");
    window.history.replaceState(null, "", "/login?next=%2Fsetup");
    vi.spyOn(console, "error").mockImplementation(() => {});
    serve({ meStatus: 401, meDetail: "Your account has been blocked" });
    renderWith(<LoginForm />);
    expect(await screen.findByTestId("session-ended-blocked")).toHaveTextContent("Your account has been blocked");
    expect(screen.getByRole("alert")).toHaveTextContent("logged out");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("an action on a workspace page goes to /login, where the reason is shown", async () => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", "/payment");
    serve();
    const view = renderWith(<LoginForm />);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
    fetchMock.mockResolvedValueOnce(json(401, { detail: "Your account has been blocked" }));
    await expect(api("/payment/create-order", { method: "POST", body: { plan: "monthly" } })).rejects.toThrow();
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledWith("/login"));
    expect(await screen.findByTestId("session-ended-blocked")).toBeInTheDocument();
    view.unmount();
  });

  it("a plain expired session says nothing about blocking and comes back to the page after login", async () => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", "/kpi-management/abc?fy=2024-25");
    serve();
    renderWith(<LoginForm />);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("authenticated"));
    fetchMock.mockResolvedValueOnce(json(401, { detail: "Not authenticated" }));
    await expect(api("/kpi-targets/abc")).rejects.toThrow();
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledWith("/login?next=%2Fkpi-management%2Fabc%3Ffy%3D2024-25"));
    expect(screen.queryByTestId("session-ended-blocked")).toBeNull();
  });
});

describe("after login (items 10 and 11)", () => {
  it("goes to the protected page named by ?next=", async () => {
    window.history.replaceState(null, "", "/login?next=%2Fkpi-management%2F7d0f4b4e%3Ffy%3D2024-25");
    serve();
    renderWith(<LoginForm />);
    await logIn();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledExactlyOnceWith("/kpi-management/7d0f4b4e?fy=2024-25"));
  });

  it.each(["//evil.com/kpi", "https://evil.com/", "/\\evil.com", "javascript:alert(1)", "/login", "%2F%2Fevil.com"])(
    "ignores next=%s and goes home",
    async (next) => {
      window.history.replaceState(null, "", `/login?${new URLSearchParams({ next })}`);
      serve();
      renderWith(<LoginForm />);
      await logIn();
      await waitFor(() => expect(h.router.push).toHaveBeenCalledExactlyOnceWith("/setup"));
    },
  );

  it("a consultant who has companies lands on the portfolio, not the new-company wizard", async () => {
    window.history.replaceState(null, "", "/login");
    serve({ companies: [{ id: "c1", name: "Tata Steel" }] });
    renderWith(<LoginForm />);
    await logIn();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledExactlyOnceWith("/"));
  });

  it("an admin still lands on /admin", async () => {
    window.history.replaceState(null, "", "/login");
    serve({ me: publicUser({ is_admin: true }), companies: [{ id: "c1" }] });
    renderWith(<LoginForm />);
    await logIn();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledExactlyOnceWith("/admin"));
  });
});

describe("the page gate's way to /login", () => {
  it("an anonymous visit names the page in ?next=", async () => {
    window.history.replaceState(null, "", "/dashboard/c1?tab=tasks");
    serve();
    renderWith(<PageGate group="workspace">page</PageGate>);
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/login?next=%2Fdashboard%2Fc1%3Ftab%3Dtasks"));
  });

  it("logging out does not: the next login starts from home", async () => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", "/dashboard/c1");
    serve();
    renderWith(<PageGate group="workspace">page</PageGate>);
    await screen.findByText("page");
    await userEvent.setup().click(screen.getByRole("button", { name: "probe logout" }));
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledWith("/login"));
    expect(h.router.replace).not.toHaveBeenCalledWith(expect.stringContaining("next="));
  });
});

describe("/login and /signup for a signed-in user (item 16)", () => {
  it.each([
    ["/login", () => <LoginForm />],
    ["/signup", () => <SignupForm />],
  ])("%s sends them home", async (path, form) => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", path);
    serve();
    renderWith(form());
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/setup"));
    expect(h.router.push).not.toHaveBeenCalled();
  });

  it("/login?next= sends them to that page, and a consultant with companies to the portfolio", async () => {
    window.localStorage.setItem("token", "tok-1");
    window.history.replaceState(null, "", "/login?next=%2Freports%2Fc1");
    serve({ companies: [{ id: "c1" }] });
    const view = renderWith(<LoginForm />);
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/reports/c1"));
    view.unmount();

    vi.clearAllMocks();
    window.history.replaceState(null, "", "/login");
    renderWith(<LoginForm />);
    await waitFor(() => expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/"));
  });

  it("an anonymous visitor stays on the form", async () => {
    window.history.replaceState(null, "", "/login");
    serve();
    renderWith(<LoginForm />);
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("anonymous"));
    expect(h.router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });
});
