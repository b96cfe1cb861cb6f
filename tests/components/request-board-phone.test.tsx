import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { Board } from "@/components/requests/request-board";
import type { CompanyDto } from "@/lib/companies/types";
import type { RequestDto } from "@/lib/requests/types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const company = {
  id: "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b",
  name: "Deccan Alloys",
  frameworks: ["BRSR"],
  fy_start_month: 4,
  default_fy: { id: "2024-25", label: "FY 2024-25" },
  role: "viewer",
} as unknown as CompanyDto;

const request = (id: string, unit: { id: string; name: string }, sections: string[], state: RequestDto["state"], percent: number): RequestDto => ({
  id,
  company_id: company.id,
  unit: { ...unit, type: "plant" },
  fy: "2024-25",
  cells: [],
  sections,
  assignee_email: "plant@example.com",
  due_date: "2025-05-31",
  message: "",
  state,
  return_comment: null,
  filled: 0,
  percent_complete: percent,
  created_at: "2025-04-01T00:00:00.000Z",
});

const vizag = { id: "u1", name: "Vizag Plant, Blast Furnace Division and Captive Power" };
const pune = { id: "u2", name: "Pune Office" };
const requests = [
  request("r1", vizag, ["P6"], "overdue", 40),
  request("r2", vizag, ["P3", "P8"], "submitted", 100),
  request("r3", pune, ["P3"], "in_progress", 25),
];

describe("the request board on a phone", () => {
  it("stacks one card per unit with its requested sections, and keeps the unit × section table for wider screens", async () => {
    api.mockImplementation((path: string) =>
      Promise.resolve(path.endsWith("/reminder-settings") ? { days_before: [7, 1], overdue: true, overdue_every_days: 7, digest: true } : requests),
    );
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Board company={company} />
      </QueryClientProvider>,
    );
    const cards = await screen.findByTestId("request-matrix-cards");
    // Shown below md only; the table only from md up, where it may scroll on its own if it must.
    expect(cards).toHaveClass("md:hidden");
    const table = screen.getByTestId("request-matrix");
    expect(table.parentElement).toHaveClass("hidden", "md:block");
    expect(cards.closest(".overflow-x-auto")).toBeNull();

    const unitCards = within(cards).getAllByTestId("request-unit-card");
    expect(unitCards.map((c) => within(c).getByRole("heading").textContent)).toEqual([vizag.name, pune.name]);
    // Vizag: P6 overdue at 40 %, P3 and P8 one submitted request; no row for a section it was not asked for.
    const vizagTerms = within(unitCards[0])
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(vizagTerms.sort()).toEqual(["P3", "P6", "P8"]);
    const p6 = within(unitCards[0]).getByText("P6").nextElementSibling as HTMLElement;
    expect(within(p6).getByRole("link")).toHaveAttribute("href", "/requests/r1");
    expect(within(p6).getByTestId("request-state")).toHaveTextContent("Overdue");
    expect(p6).toHaveTextContent("40%");
    const p8 = within(unitCards[0]).getByText("P8").nextElementSibling as HTMLElement;
    expect(within(p8).getByRole("link")).toHaveAttribute("href", "/requests/r2");
    // Pune: its one section.
    expect(
      within(unitCards[1])
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["P3"]);
    expect(within(unitCards[1]).getByRole("link")).toHaveAttribute("href", "/requests/r3");
    expect(unitCards[1]).toHaveTextContent("25%");
    // The wide table holds the same requests.
    expect(
      within(table)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"))
        .sort(),
    ).toEqual(["/requests/r1", "/requests/r2", "/requests/r2", "/requests/r3"]);
  });
});
