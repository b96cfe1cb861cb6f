import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { CompanyDto } from "@/lib/companies/types";

// The caller's role on each 'Your Companies' card and in a company screen's header, with the Team link.
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/components/providers/auth-provider", () => ({ useAuth: () => ({ status: "authenticated", user: null, logout: vi.fn() }) }));

const { Portfolio } = await import("@/components/landing/portfolio");
const { CompanyPage } = await import("@/components/company/company-page");

const company = (id: string, role: CompanyDto["role"]): CompanyDto => ({
  id,
  name: `Company ${id}`,
  industry: "Manufacturing",
  location: "Pune",
  size: "51-200",
  description: null,
  frameworks: ["GRI"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  role,
});

const withQuery = (ui: React.ReactNode) => render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);

describe("role badges", () => {
  it("each portfolio card shows the caller's role; an admin's card without membership shows none", () => {
    withQuery(<Portfolio companies={[company("a", "owner"), company("b", "assurer"), company("c", null)]} figures={false} headingLevel={1} />);
    const cards = screen.getAllByTestId("company-card");
    expect(within(cards[0]).getByTestId("company-card-role")).toHaveTextContent("Owner");
    expect(within(cards[1]).getByTestId("company-card-role")).toHaveTextContent("Assurer");
    expect(within(cards[2]).queryByTestId("company-card-role")).not.toBeInTheDocument();
  });

  it("a company screen's header shows the caller's role and links to the Team screen", async () => {
    api.mockResolvedValue(company("7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b", "reviewer"));
    withQuery(
      <CompanyPage companyId="7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b" title="Profile">
        {() => <p>body</p>}
      </CompanyPage>,
    );
    expect(await screen.findByTestId("company-role")).toHaveTextContent("Reviewer");
    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team/7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b");
  });
});
