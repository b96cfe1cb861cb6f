import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus } from "@/components/providers/auth-provider";
import type { PublicUser } from "@/lib/auth/public-user";
import { publicUser } from "../helpers/public-user";

const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  toast: { success: vi.fn(), error: vi.fn() },
  auth: { status: "loading" as AuthStatus, user: null as PublicUser | null },
}));

vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("sonner", () => ({ toast: h.toast }));
vi.mock("@/components/providers/auth-provider", () => ({
  // The real provider derives isSubscribed from subscription_status; so does this stand-in.
  useAuth: () => ({
    status: h.auth.status,
    user: h.auth.user,
    isSubscribed: h.auth.user?.subscription_status === "active",
    isAdmin: Boolean(h.auth.user?.is_admin),
  }),
}));

const { ProtectedPage } = await import("@/components/providers/protected-page");

const member = publicUser;
const unsubscribed = member({ subscription_status: "inactive", subscription_plan: null });
const admin = member({ id: "a1", email: "admin@esgplatform.local", is_admin: true, subscription_status: "inactive", subscription_plan: null });

function signedIn(user: PublicUser) {
  h.auth.status = "authenticated";
  h.auth.user = user;
}

type Props = { requireSubscription?: boolean; requireAdmin?: boolean };
const page = (props: Props = {}) => (
  <ProtectedPage {...props}>
    <p>Secret content</p>
  </ProtectedPage>
);

function expectSpinnerOnly() {
  expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  expect(screen.queryByText("Secret content")).not.toBeInTheDocument();
}

function expectShown() {
  expect(screen.getByText("Secret content")).toBeInTheDocument();
  expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  expect(h.router.replace).not.toHaveBeenCalled();
  expect(h.router.push).not.toHaveBeenCalled();
  expect(h.toast.error).not.toHaveBeenCalled();
}

beforeEach(() => {
  vi.clearAllMocks();
  h.auth.status = "loading";
  h.auth.user = null;
  // The root layout writes the server's answer here; "on" is the gateway-configured install.
  document.documentElement.dataset.paywall = "on";
});

afterEach(() => {
  delete document.documentElement.dataset.paywall;
});

describe("ProtectedPage: while the user loads", () => {
  it("shows only the 'Loading...' spinner and goes nowhere", () => {
    render(page());
    expectSpinnerOnly();
    expect(h.router.replace).not.toHaveBeenCalled();
    expect(h.toast.error).not.toHaveBeenCalled();
  });

  it("does not decide on an admin page either until the user is known", () => {
    render(page({ requireAdmin: true, requireSubscription: false }));
    expectSpinnerOnly();
    expect(h.router.replace).not.toHaveBeenCalled();
    expect(h.toast.error).not.toHaveBeenCalled();
  });

  it("shows the page once the user arrives", () => {
    const view = render(page());
    expectSpinnerOnly();
    signedIn(member());
    view.rerender(page());
    expectShown();
  });
});

describe("ProtectedPage: anonymous visitors", () => {
  it.each<[string, Props]>([
    ["a company page", {}],
    ["/payment", { requireSubscription: false }],
    ["/admin", { requireAdmin: true, requireSubscription: false }],
  ])("are sent to /login from %s without the page or a toast", (_, props) => {
    h.auth.status = "anonymous";
    render(page(props));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/login");
    expect(h.toast.error).not.toHaveBeenCalled();
  });
});

describe("ProtectedPage: subscriptions", () => {
  it("sends an unsubscribed user to /payment when the paywall is on, without rendering the page", () => {
    signedIn(unsubscribed);
    render(page());
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/payment");
    expect(h.toast.error).not.toHaveBeenCalled();
  });

  it("lets an unsubscribed user in when the paywall is off (no gateway, DECISIONS 5)", () => {
    document.documentElement.dataset.paywall = "off";
    signedIn(unsubscribed);
    render(page());
    expectShown();
  });

  it("lets an unsubscribed user in where no subscription is required (/payment)", () => {
    signedIn(unsubscribed);
    render(page({ requireSubscription: false }));
    expectShown();
  });

  it("lets a subscribed user in", () => {
    signedIn(member());
    render(page());
    expectShown();
  });

  it("lets an admin in without a subscription", () => {
    signedIn(admin);
    render(page());
    expectShown();
  });
});

describe("ProtectedPage: admin-only pages", () => {
  it("sends a non-admin to / with the 'Admin access required' toast, without rendering the page", () => {
    signedIn(member());
    render(page({ requireAdmin: true, requireSubscription: false }));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/");
    expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Admin access required");
  });

  it("sends an unsubscribed non-admin to / with the toast, not to /payment", () => {
    signedIn(unsubscribed);
    render(page({ requireAdmin: true }));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/");
    expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Admin access required");
  });

  it("toasts once, not on every re-render", () => {
    signedIn(member());
    const view = render(page({ requireAdmin: true, requireSubscription: false }));
    view.rerender(page({ requireAdmin: true, requireSubscription: false }));
    view.rerender(page({ requireAdmin: true, requireSubscription: false }));
    expect(h.toast.error).toHaveBeenCalledTimes(1);
    expect(h.router.replace).toHaveBeenCalledTimes(1);
  });

  it("shows the admin page to an admin", () => {
    signedIn(admin);
    render(page({ requireAdmin: true, requireSubscription: false }));
    expectShown();
  });

  it("renders through React's StrictMode double effects without losing the redirect", () => {
    signedIn(member());
    render(<StrictMode>{page({ requireAdmin: true, requireSubscription: false })}</StrictMode>);
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledWith("/");
    expect(h.router.replace).not.toHaveBeenCalledWith("/login");
    expect(h.toast.error).toHaveBeenCalledWith("Admin access required");
  });
});
