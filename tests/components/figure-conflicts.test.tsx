import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { FigureConflicts } from "@/components/esg-data/figure-conflicts";
import { ApiClientError } from "@/lib/client/api";
import type { FigureConflictDto } from "@/lib/esg-data/figure-conflict-types";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const BRSR_ID = "11111111-1111-4111-8111-111111111111";
const GRI_ID = "22222222-2222-4222-8222-222222222222";

const CONFLICT: FigureConflictDto = {
  id: "33333333-3333-4333-8333-333333333333",
  metric: "Scope 2 emissions",
  period: "FY 2024-25",
  status: "open",
  created_at: "2026-11-28T00:00:00.000Z",
  chosen_entry_id: null,
  copies: [
    {
      id: BRSR_ID,
      framework: "BRSR",
      metric: "Scope 2 emissions",
      value: "29800",
      unit: "tCO2e",
      period: "FY 2024-25",
      review_state: "draft",
      updated_at: "2026-11-01T00:00:00.000Z",
      evidence_count: 0,
    },
    {
      id: GRI_ID,
      framework: "GRI",
      metric: "Energy indirect (Scope 2) GHG emissions",
      value: "30000",
      unit: "tCO2e",
      period: "FY 2024-25",
      review_state: "approved",
      updated_at: "2026-11-02T00:00:00.000Z",
      evidence_count: 1,
    },
  ],
};

function renderList(role: "owner" | "assurer" = "owner") {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <FigureConflicts companyId={COMPANY_ID} role={role} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("figure conflicts screen", () => {
  it("lists each conflict's values, keeps the one picked through the API, and then shows none", async () => {
    let open = [CONFLICT];
    let release: () => void = () => {};
    api.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
      if (path === `/companies/${COMPANY_ID}/figure-conflicts`) return { conflicts: open };
      if (path === `/figure-conflicts/${CONFLICT.id}/resolve` && options?.method === "POST") {
        await new Promise<void>((resolve) => (release = resolve));
        open = [];
        return { ...CONFLICT, status: "resolved", chosen_entry_id: GRI_ID };
      }
      throw new Error(`unexpected ${path}`);
    });
    const user = userEvent.setup();
    renderList();
    expect(screen.getByTestId("conflicts-loading")).toBeInTheDocument();
    const card = await screen.findByTestId("conflict");
    expect(within(card).getByRole("heading", { name: "Scope 2 emissions" })).toBeInTheDocument();
    // Indian grouping, the framework each value was stored under, its review state and files.
    expect(within(card).getByText("29,800 tCO2e")).toBeInTheDocument();
    expect(within(card).getByText("30,000 tCO2e")).toBeInTheDocument();
    expect(within(card).getByText(/approved · 1 file/)).toBeInTheDocument();
    const keep = within(card).getByRole("button", { name: "Keep this value" });
    expect(keep).toBeDisabled();
    await user.click(within(card).getByRole("radio", { name: /30,000 tCO2e/ }));
    await user.click(keep);
    expect(await within(card).findByRole("button", { name: "Keeping..." })).toBeDisabled();
    expect(api).toHaveBeenCalledWith(`/figure-conflicts/${CONFLICT.id}/resolve`, { method: "POST", body: { entry_id: GRI_ID } });
    release();
    expect(await screen.findByTestId("conflicts-empty")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Kept 30,000 tCO2e for Scope 2 emissions");
  });

  it("sends one resolve for a double click", async () => {
    let release: () => void = () => {};
    api.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (options?.method === "POST") {
        await new Promise<void>((resolve) => (release = resolve));
        return { ...CONFLICT, status: "resolved", chosen_entry_id: GRI_ID };
      }
      return { conflicts: [CONFLICT] };
    });
    renderList();
    const card = await screen.findByTestId("conflict");
    fireEvent.click(within(card).getByRole("radio", { name: /30,000 tCO2e/ }));
    const keep = within(card).getByRole("button", { name: "Keep this value" });
    fireEvent.click(keep);
    fireEvent.click(keep);
    expect(await within(card).findByRole("button", { name: "Keeping..." })).toBeDisabled();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(api.mock.calls.filter(([, options]) => options?.method === "POST")).toHaveLength(1);
  });

  it("resolved meanwhile in another tab: says so and reads the list again, so the card goes", async () => {
    let open = [CONFLICT];
    api.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (options?.method === "POST") {
        open = [];
        throw new ApiClientError(409, "This conflict has already been resolved");
      }
      return { conflicts: open };
    });
    const user = userEvent.setup();
    renderList();
    const card = await screen.findByTestId("conflict");
    await user.click(within(card).getByRole("radio", { name: /29,800 tCO2e/ }));
    await user.click(within(card).getByRole("button", { name: "Keep this value" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data", { description: "This conflict has already been resolved" }));
    expect(await screen.findByTestId("conflicts-empty")).toBeInTheDocument();
  });

  it("shows a role that may not change figures the values without the button", async () => {
    api.mockResolvedValue({ conflicts: [CONFLICT] });
    renderList("assurer");
    const card = await screen.findByTestId("conflict");
    expect(within(card).queryByRole("button", { name: "Keep this value" })).toBeNull();
    expect(screen.getByText(/can read but not change figures/)).toBeInTheDocument();
  });
});
