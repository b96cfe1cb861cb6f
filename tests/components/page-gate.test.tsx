import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus } from "@/components/providers/auth-provider";
import type { Group } from "@/lib/auth/access-table";
import type { PublicUser } from "@/lib/users/public-user";
import { setPaywall } from "@/lib/client/paywall";
import { publicUser } from "../helpers/public-user";

const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  auth: { status: "loading" as AuthStatus, user: null as PublicUser | null },
}));

vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/components/providers/auth-provider", async (importOriginal) => ({
  // The real visitorOf (SPEC's user plus the paywall flag); only the state is a stand-in.
  ...(await importOriginal<typeof import("@/components/providers/auth-provider")>()),
  useAuth: () => ({ status: h.auth.status, user: h.auth.user }),
}));

const { PageGate } = await import("@/components/providers/page-gate");

const member = publicUser;
const unsubscribed = member({ subscription_status: "inactive", subscription_plan: null });
const admin = member({ id: "a1", email: "admin@esgplatform.local", is_admin: true, subscription_status: "inactive", subscription_plan: null });

function signedIn(user: PublicUser) {
  h.auth.status = "authenticated";
  h.auth.user = user;
}

const page = (group: Group = "workspace") => (
  <PageGate group={group}>
    <p>Secret content</p>
  </PageGate>
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
}

beforeEach(() => {
  vi.clearAllMocks();
  h.auth.status = "loading";
  h.auth.user = null;
  // The server's answer to GET /api/auth/paywall; on is the gateway-configured install.
  setPaywall(true);
});

afterEach(() => {
  setPaywall(null);
});

describe("PageGate: while the user loads", () => {
  it.each<Group>(["account", "workspace", "admin"])("shows only the 'Loading...' spinner on (%s) pages and goes nowhere", (group) => {
    render(page(group));
    expectSpinnerOnly();
    expect(h.router.replace).not.toHaveBeenCalled();
  });

  it("shows the page once the user arrives", () => {
    const view = render(page());
    expectSpinnerOnly();
    signedIn(member());
    view.rerender(page());
    expectShown();
  });

  it("shows a company page at once when the server found a session, and still sends the visitor to /login if the browser has none", () => {
    const seeded = () => (
      <PageGate group="company" signedIn>
        <p>Secret content</p>
      </PageGate>
    );
    const view = render(seeded());
    expectShown();
    h.auth.status = "anonymous";
    view.rerender(seeded());
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/login");
  });

  it("shows public pages at once, to anyone", () => {
    render(page("public"));
    expectShown();
  });
});

describe("PageGate: anonymous visitors", () => {
  it.each<Group>(["account", "workspace", "admin"])("are sent to /login from (%s) pages without the page", (group) => {
    h.auth.status = "anonymous";
    render(page(group));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/login");
  });
});

describe("PageGate: subscriptions", () => {
  it("sends an unsubscribed user to /payment when the paywall is on, without rendering the page", () => {
    signedIn(unsubscribed);
    render(page());
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/payment");
  });

  it("lets an unsubscribed user in when the paywall is off (no gateway, decisions D5)", () => {
    setPaywall(false);
    signedIn(unsubscribed);
    render(page());
    expectShown();
  });

  it("lets an unsubscribed user in where no subscription is required (account: /payment)", () => {
    signedIn(unsubscribed);
    render(page("account"));
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

describe("PageGate: admin pages", () => {
  it("sends a non-admin to /?denied=admin (the landing page says 'Admin access required'), without rendering the page", () => {
    signedIn(member());
    render(page("admin"));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/?denied=admin");
  });

  it("sends an unsubscribed non-admin there too, not to /payment", () => {
    signedIn(unsubscribed);
    render(page("admin"));
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledExactlyOnceWith("/?denied=admin");
  });

  it("redirects once, not on every re-render", () => {
    signedIn(member());
    const view = render(page("admin"));
    view.rerender(page("admin"));
    view.rerender(page("admin"));
    expect(h.router.replace).toHaveBeenCalledTimes(1);
  });

  it("shows the admin page to an admin", () => {
    signedIn(admin);
    render(page("admin"));
    expectShown();
  });

  it("renders through React's StrictMode double effects without losing the redirect", () => {
    signedIn(member());
    render(<StrictMode>{page("admin")}</StrictMode>);
    expectSpinnerOnly();
    expect(h.router.replace).toHaveBeenCalledWith("/?denied=admin");
    expect(h.router.replace).not.toHaveBeenCalledWith("/login");
  });
});
