import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/providers/auth-provider";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { PublicUser } from "@/lib/users/public-user";
import { publicUser } from "../helpers/public-user";
import { setPaywall } from "@/lib/client/paywall";

// The real AuthProvider and API client run; only the network, the router and the toaster are
// stand-ins, so "the server gives no detail" is a real response without one (SPEC 8 Accounts).
const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  toast: { success: vi.fn(), error: vi.fn() },
}));

vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));

const { LoginForm } = await import("@/components/auth/login-form");

const USER = publicUser();

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (user: PublicUser = USER) => json(200, { access_token: "tok-login", user });

function renderForm() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider>
        <LoginForm />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function submit(email = "priya@example.com", password = "secret1") {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  return user;
}

const loginCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/login");

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  setPaywall(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setPaywall(null);
});

describe("LoginForm (SPEC 2 Login, SPEC 8 Accounts)", () => {
  it("shows the title, subtitle, fields and links", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Log in to your ESG platform")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("asks for both fields and sends nothing while they are missing", async () => {
    renderForm();
    await submit("", "");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);
    expect(h.toast.error).not.toHaveBeenCalled();
  });

  it("disables the button with 'Logging in...' while the request runs, then toasts 'Login successful!' and routes", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation((url) =>
      String(url) === "/api/auth/login" ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(json(404, {})),
    );
    renderForm();
    const user = await submit(" Priya@Example.com ", "secret1");

    const busy = await screen.findByRole("button", { name: "Logging in..." });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("button", { name: "Log In" })).not.toBeInTheDocument();
    // A second press while busy sends nothing more.
    await user.click(busy);
    expect(loginCalls()).toHaveLength(1);
    const [, init] = loginCalls()[0];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "priya@example.com", password: "secret1" });
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(h.router.push).not.toHaveBeenCalled();

    answer(ok());
    await waitFor(() => expect(h.toast.success).toHaveBeenCalledExactlyOnceWith("Login successful!"));
    expect(h.router.push).toHaveBeenCalledExactlyOnceWith("/setup");
    expect(h.toast.error).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("token")).toBe("tok-login");
  });

  it.each<[string, Partial<PublicUser>, "on" | "off", string]>([
    ["an admin", { is_admin: true, subscription_status: "inactive" }, "on", "/admin"],
    ["an unsubscribed user with the paywall on", { subscription_status: "inactive", subscription_plan: null }, "on", "/payment"],
    ["an unsubscribed user with the paywall off", { subscription_status: "inactive", subscription_plan: null }, "off", "/setup"],
  ])("sends %s to the right home", async (_, over, paywall, home) => {
    setPaywall(paywall === "on");
    fetchMock.mockResolvedValue(ok({ ...USER, ...over }));
    renderForm();
    await submit();
    await waitFor(() => expect(h.router.push).toHaveBeenCalledExactlyOnceWith(home));
    expect(h.toast.success).toHaveBeenCalledWith("Login successful!");
  });

  it("shows the server's detail on failure, and gives the button back", async () => {
    fetchMock.mockResolvedValue(json(401, { detail: "Invalid email or password" }));
    renderForm();
    await submit();
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Invalid email or password"));
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(h.router.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it.each<[string, () => Promise<Response>]>([
    ["a JSON body without detail", async () => json(500, { error: "boom" })],
    ["a body that is not JSON", async () => new Response("<html>Bad Gateway</html>", { status: 502 })],
    ["an empty detail", async () => json(400, { detail: "" })],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("falls back to 'Login failed' on %s", async (_, respond) => {
    fetchMock.mockImplementation(respond);
    renderForm();
    await submit();
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Login failed"));
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(h.router.push).not.toHaveBeenCalled();
  });

  it("can try again after a failure", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { detail: "Invalid email or password" })).mockResolvedValueOnce(ok());
    renderForm();
    const user = await submit();
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith("/setup"));
    expect(loginCalls()).toHaveLength(2);
    expect(h.toast.success).toHaveBeenCalledExactlyOnceWith("Login successful!");
  });
});
