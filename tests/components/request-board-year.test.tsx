import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { Board } from "@/components/requests/request-board";
import type { CompanyDto } from "@/lib/companies/types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const company: CompanyDto = {
  id: "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b",
  name: "Deccan Alloys",
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  description: null,
  frameworks: ["BRSR"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  default_fy: { id: "2019-20", label: "FY 2019-20" },
} as CompanyDto;

describe("the request board's year", () => {
  it("opens on the company's default year (the latest with data), even one older than the list, and asks for that year's requests", async () => {
    api.mockImplementation((path: string) =>
      Promise.resolve(path.endsWith("/reminder-settings") ? { days_before: [7, 1], overdue: true, overdue_every_days: 7, digest: true } : []),
    );
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Board company={company} />
      </QueryClientProvider>,
    );
    expect((document.getElementById("board-fy") as HTMLSelectElement).value).toBe("2019-20");
    await waitFor(() => expect(api).toHaveBeenCalledWith(`/companies/${company.id}/requests?fy=2019-20`));
    expect(await screen.findByText("No requests for FY 2019-20 yet.")).toBeInTheDocument();
  });
});
