import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus } from "@/components/providers/auth-provider";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { PublicUser } from "@/lib/users/public-user";
import { publicUser } from "../helpers/public-user";

// A consultant with companies lands on a portfolio — the companies grid with
// each client's completion and open review items — at the top of the page.
const h = vi.hoisted(() => ({
  api: vi.fn(),
  auth: { status: "authenticated" as AuthStatus, user: null as PublicUser | null },
}));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));
vi.mock("@/components/providers/auth-provider", () => ({ useAuth: () => h.auth }));

const { LandingPage } = await import("@/components/landing/landing-page");

const company = (id: string, name: string, frameworks: string[]) => ({
  id,
  name,
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  frameworks,
  fy_start_month: 4,
});
const COMPANIES = [company("c1", "Tata Steel", ["BRSR", "GRI"]), company("c2", "Konkan Textiles", ["GRI"])];
const dashboard = (percentages: number[], submitted: number) => ({
  completion: Object.fromEntries(percentages.map((percentage, i) => [`F${i}`, { reported: 0, total: 0, percentage }])),
  statistics: { extras: { review: { draft: 7, submitted, approved: 2, rejected: 1 } } },
});

function renderLanding() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <LandingPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  h.auth = { status: "authenticated", user: publicUser() };
  h.api.mockImplementation(async (path: string) => {
    if (path === "/companies") return COMPANIES;
    if (path === "/frameworks") return {};
    if (path === "/dashboard/c1") return dashboard([40, 61], 14);
    if (path === "/dashboard/c2") return dashboard([12], 0);
    throw new Error(`unexpected ${path}`);
  });
});

describe("the portfolio on /", () => {
  it("leads the page with each client's completion and open review items", async () => {
    renderLanding();
    const heading = await screen.findByRole("heading", { level: 1, name: "Your Companies" });
    // The portfolio comes before the product's hero, which steps down to a second-level heading.
    const hero = screen.getByRole("heading", { name: "Simplify Your ESG Reporting Journey" });
    expect(hero.tagName).toBe("H2");
    expect(heading.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [tata, konkan] = screen.getAllByTestId("company-card");
    await waitFor(() => expect(within(tata).getByTestId("company-card-completion")).toHaveTextContent("51%"));
    // Open review items are the figures awaiting a reviewer (submitted), not drafts or readiness gaps.
    await waitFor(() => expect(within(tata).getByTestId("company-card-open")).toHaveTextContent("14 open review items"));
    await waitFor(() => expect(within(konkan).getByTestId("company-card-completion")).toHaveTextContent("12%"));
    expect(within(konkan).getByTestId("company-card-open")).toHaveTextContent("Nothing awaiting review");
    expect(within(tata).getByRole("progressbar", { name: "Tata Steel completion" })).toBeInTheDocument();
    expect(tata.closest("a")).toHaveAttribute("href", "/dashboard/c1");
    expect(screen.getByRole("link", { name: "Add Company" })).toHaveAttribute("href", "/setup");
  });

  it("an admin sees every company without the figures (not a portfolio)", async () => {
    h.auth = { status: "authenticated", user: publicUser({ is_admin: true }) };
    renderLanding();
    await screen.findAllByTestId("company-card");
    expect(screen.queryByTestId("company-card-figures")).toBeNull();
    expect(h.api).not.toHaveBeenCalledWith("/dashboard/c1");
  });

  it("without companies the hero leads, as the landing page", async () => {
    h.api.mockImplementation(async (path: string) => (path === "/companies" ? [] : {}));
    renderLanding();
    expect(await screen.findByRole("heading", { level: 1, name: "Simplify Your ESG Reporting Journey" })).toBeInTheDocument();
    await waitFor(() => expect(h.api).toHaveBeenCalledWith("/companies"));
    expect(screen.queryByRole("heading", { name: "Your Companies" })).toBeNull();
  });
});
