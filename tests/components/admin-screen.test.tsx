import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminAnalytics, AdminUserItem } from "@/lib/admin/schemas";

const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  logout: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("@/components/providers/auth-provider", () => ({
  useAuth: () => ({ user: { id: "a1", email: "admin@esgplatform.local", is_admin: true }, logout: h.logout }),
}));

import { AdminScreen } from "@/components/admin/admin-screen";
import { makeQueryClient } from "@/components/providers/query-provider";
import { findAlertDialog, waitForLayersClosed } from "../helpers/layers";

const ANALYTICS: AdminAnalytics = {
  total_users: 1234,
  active_subscriptions: 3,
  monthly_subscriptions: 2,
  yearly_subscriptions: 1,
  total_revenue: 13999500,
  monthly_revenue: 3999600,
  yearly_revenue: 9999900,
  recent_payments: [
    { order_id: "order_B1", plan: "monthly", amount: 999900, completed_at: "2026-11-02T12:00:00.000Z", user_email: "spam@example.com" },
    { order_id: "order_Y1", plan: "yearly", amount: 9999900, completed_at: "2026-09-10T12:00:00.000Z", user_email: "rahul@example.com" },
  ],
  revenue_by_month: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, "0")}`, revenue: i === 10 ? 1999800 : 0 })),
};

const user = (over: Partial<AdminUserItem>): AdminUserItem => ({
  id: "u",
  full_name: "Someone",
  email: "someone@example.com",
  is_admin: false,
  company_name: "Acme",
  subscription_status: "inactive",
  subscription_plan: null,
  subscription_ends_at: null,
  is_active: true,
  created_at: "2026-11-01T00:00:00.000Z",
  ...over,
});

let users: AdminUserItem[];
let requests: Array<{ method: string; url: string }>;
let fail: Record<string, number>;

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.setItem("token", "tok");
  requests = [];
  fail = {};
  users = [
    user({
      id: "u1",
      email: "meera@example.com",
      full_name: "Meera Iyer",
      company_name: "Iyer Textiles",
      subscription_status: "active",
      subscription_plan: "monthly",
      subscription_ends_at: "2026-12-12T00:00:00.000Z",
    }),
    user({ id: "u2", email: "spam@example.com", company_name: "Spam Co", is_active: false }),
    user({ id: "a1", email: "admin@esgplatform.local", company_name: "ESG Platform", is_admin: true }),
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const parsed = new URL(url, "http://localhost");
      requests.push({ method, url: parsed.pathname + parsed.search });
      const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
      if (fail[parsed.pathname]) return respond(fail[parsed.pathname], { detail: "Nope" });
      if (parsed.pathname === "/api/admin/analytics") return respond(200, ANALYTICS);
      if (parsed.pathname === "/api/admin/users") {
        // SPEC's array; the total and the next page in headers, as the server answers.
        const q = parsed.searchParams.get("q")?.toLowerCase() ?? "";
        const page = Number(parsed.searchParams.get("page") ?? 1);
        const matching = users.filter((u) => u.email.includes(q) || u.full_name.toLowerCase().includes(q));
        const headers: Record<string, string> = { "X-Total-Count": String(matching.length) };
        if (page * 20 < matching.length) headers.Link = `</api/admin/users?page=${page + 1}>; rel="next"`;
        return respond(200, matching.slice((page - 1) * 20, page * 20), headers);
      }
      const toggle = /^\/api\/admin\/users\/([^/]+)\/toggle-status$/.exec(parsed.pathname);
      if (toggle && method === "PUT") {
        const target = users.find((u) => u.id === toggle[1])!;
        target.is_active = !target.is_active;
        return respond(200, target);
      }
      return respond(404, { detail: "Not found" });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AdminScreen />
    </QueryClientProvider>,
  );
}

async function openUsers() {
  const u = userEvent.setup();
  renderScreen();
  await u.click(await screen.findByRole("tab", { name: "Users" }));
  await screen.findByTestId("users-table");
  return u;
}

describe("AdminScreen", () => {
  it("shows the loading state first, then the analytics figures in rupees with Indian grouping", async () => {
    renderScreen();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByTestId("stat-total-users")).toHaveTextContent("1,234");
    expect(screen.getByTestId("stat-active-subscriptions")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-monthly-subscriptions")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-yearly-subscriptions")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-total-revenue")).toHaveTextContent("₹1,39,995");
    expect(screen.getByTestId("stat-monthly-revenue")).toHaveTextContent("₹39,996");
    expect(screen.getByTestId("stat-yearly-revenue")).toHaveTextContent("₹99,999");
    const table = screen.getByTestId("recent-payments");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("order_B1");
    expect(rows[1]).toHaveTextContent("₹9,999");
    expect(rows[2]).toHaveTextContent("₹99,999");
    // The chart's code loads after the figures (next/dynamic): a placeholder holds its room meanwhile.
    expect(await screen.findByTestId("revenue-chart")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Analytics" })).toHaveAttribute("data-state", "active");
  });

  it("lists users with company, subscription, status, and Block/Unblock only for non-admins", async () => {
    await openUsers();
    const meera = screen.getByTestId("user-row-meera@example.com");
    expect(meera).toHaveTextContent("Iyer Textiles");
    expect(within(meera).getByText("active")).toBeInTheDocument();
    expect(within(meera).getByText("Active")).toBeInTheDocument();
    expect(within(meera).getByRole("button", { name: "Block" })).toBeInTheDocument();
    const spam = screen.getByTestId("user-row-spam@example.com");
    expect(within(spam).getByText("Inactive")).toBeInTheDocument();
    expect(within(spam).getByText("Blocked")).toBeInTheDocument();
    expect(within(spam).getByRole("button", { name: "Unblock" })).toBeInTheDocument();
    const admin = screen.getByTestId("user-row-admin@esgplatform.local");
    expect(within(admin).queryByRole("button")).toBeNull();
  });

  it("asks before blocking: Cancel sends nothing, and focus returns to the Block button", async () => {
    const u = await openUsers();
    const block = within(screen.getByTestId("user-row-meera@example.com")).getByRole("button", { name: "Block" });
    await u.click(block);
    const dialog = await findAlertDialog();
    expect(dialog).toHaveTextContent("Block meera@example.com?");
    expect(dialog).toHaveTextContent("will be logged out at once");
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitForLayersClosed();
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);
    await waitFor(() => expect(block).toHaveFocus());
  });

  it("blocks a user: PUT toggle-status, 'User status updated', and the list refreshes", async () => {
    const u = await openUsers();
    await u.click(within(screen.getByTestId("user-row-meera@example.com")).getByRole("button", { name: "Block" }));
    await u.click(within(await findAlertDialog()).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(h.toast.success).toHaveBeenCalledWith("User status updated"));
    expect(requests).toContainEqual({ method: "PUT", url: "/api/admin/users/u1/toggle-status" });
    const row = screen.getByTestId("user-row-meera@example.com");
    await waitFor(() => expect(within(row).getByText("Blocked")).toBeInTheDocument());
    expect(within(row).getByRole("button", { name: "Unblock" })).toBeInTheDocument();
    // Both the list and the figures were fetched again.
    expect(requests.filter((r) => r.url.startsWith("/api/admin/users?") || r.url === "/api/admin/users").length).toBeGreaterThanOrEqual(2);
    expect(requests.filter((r) => r.url === "/api/admin/analytics")).toHaveLength(2);
  });

  it("says 'Failed to update user status' when the toggle fails", async () => {
    const u = await openUsers();
    fail["/api/admin/users/u1/toggle-status"] = 500;
    await u.click(within(screen.getByTestId("user-row-meera@example.com")).getByRole("button", { name: "Block" }));
    await u.click(within(await findAlertDialog()).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to update user status"));
    expect(h.toast.success).not.toHaveBeenCalled();
  });

  it("reads the total from X-Total-Count and pages by the Link header", async () => {
    for (let i = 0; i < 22; i++) users.push(user({ id: `b${i}`, email: `bulk-${String(i).padStart(2, "0")}@example.com` }));
    const u = await openUsers();
    expect(screen.getByText("25 users")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByTestId("user-row-meera@example.com")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 2")).toBeInTheDocument());
    expect(requests).toContainEqual({ method: "GET", url: "/api/admin/users?page=2" });
    await waitFor(() => expect(screen.queryByTestId("user-row-meera@example.com")).toBeNull());
    expect(screen.getByTestId("user-row-bulk-21@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  it("searches users by what is typed", async () => {
    const u = await openUsers();
    await u.type(screen.getByRole("searchbox", { name: "Search users" }), "meera");
    await waitFor(() => expect(requests.some((r) => r.url === "/api/admin/users?q=meera&page=1")).toBe(true));
    await waitFor(() => expect(screen.queryByTestId("user-row-spam@example.com")).toBeNull());
    expect(screen.getByTestId("user-row-meera@example.com")).toBeInTheDocument();
  });

  it("says 'Failed to load admin data' when the figures cannot be loaded, and offers a retry", async () => {
    fail["/api/admin/analytics"] = 500;
    renderScreen();
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to load admin data", { id: "Failed to load admin data" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("goes to the platform and logs out", async () => {
    const u = userEvent.setup();
    h.logout.mockResolvedValue(undefined);
    renderScreen();
    await u.click(await screen.findByRole("button", { name: "Go to Platform" }));
    expect(h.router.push).toHaveBeenCalledWith("/setup");
    await u.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith("/login"));
    expect(h.logout).toHaveBeenCalledTimes(1);
  });
});
