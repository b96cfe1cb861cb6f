import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { chooseOption } from "../helpers/select";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The entry list reads its headers: here the list's answer without them (one page, its length the total).
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api,
  apiWithHeaders: async (path: string, options?: unknown) => ({ data: await api(path, options), headers: new Headers() }),
}));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; frameworks: string[]; name: string }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, frameworks: ["BRSR"], name: "Acme" })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const entry = (over: Partial<EsgEntryDto> = {}): EsgEntryDto => ({
  id: "e1",
  company_id: COMPANY_ID,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "6,000",
  numeric_value: 6000,
  unit: "tCO2e",
  period: "FY 2024",
  notes: "Fuel invoices",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft" as const,
  updated_by: null,
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("data collection screen", () => {
  it("shows a loading state, then the empty state", async () => {
    let resolve: (v: EsgEntryDto[]) => void = () => {};
    api.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen();
    expect(screen.getByText("Loading data...")).toBeInTheDocument();
    resolve([]);
    expect(await screen.findByText("No data collected yet")).toBeInTheDocument();
  });

  it("refuses to send an incomplete entry", async () => {
    api.mockResolvedValue([]);
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    await user.type(screen.getByLabelText("Value *"), "42");
    await user.click(screen.getByRole("button", { name: "Save Data" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Please fill in all required fields"));
    expect(api).toHaveBeenCalledTimes(1); // only the list
  });

  it("lists entries with framework, category, metric, value, unit, period and notes", async () => {
    api.mockResolvedValue([
      entry(),
      entry({ id: "e2", metric: "CSR spending", value: "₹ 5,00,000", unit: "INR", period: "FY 2025", notes: "", category: "social" }),
    ]);
    renderScreen();
    const items = await screen.findAllByTestId("entry-item");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("BRSR");
    expect(items[0]).toHaveTextContent("Environmental");
    expect(items[0]).toHaveTextContent("Scope 1 emissions");
    expect(items[0]).toHaveTextContent("6,000tCO2e");
    expect(items[0]).toHaveTextContent("Period: FY 2024");
    expect(items[0]).toHaveTextContent("Fuel invoices");
    expect(items[1]).toHaveTextContent("₹ 5,00,000INR");
    expect(screen.getByTestId("entry-scroll").className).toContain("max-h-[600px]");
  });

  it("asks before deleting and reports failures", async () => {
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "DELETE" ? Promise.reject(new Error("boom")) : Promise.resolve([entry()]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Delete Scope 1 emissions" }));
    expect(await screen.findByText("Are you sure you want to delete this data entry?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to delete data"));
    expect(api).toHaveBeenCalledWith("/esg-data/e1", { method: "DELETE" });
  });

  it("a refused delete keeps SPEC's text and shows the server's reason beneath it", async () => {
    const { ApiClientError } = await import("@/lib/client/api");
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "DELETE" ? Promise.reject(new ApiClientError(402, "An active subscription is required")) : Promise.resolve([entry()]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Delete Scope 1 emissions" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to delete data", { description: "An active subscription is required" }));
  });

  it("editing fills the form and sends a PATCH", async () => {
    api.mockImplementation((path: string, options?: { method?: string; body?: unknown }) =>
      options?.method === "PATCH" ? Promise.resolve(entry({ value: "5,900" })) : Promise.resolve([entry()]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit Scope 1 emissions" }));
    const value = screen.getByLabelText("Value *");
    await waitFor(() => expect(value).toHaveValue("6,000"));
    expect(screen.getByLabelText("Unit")).toHaveAttribute("placeholder", "tons CO2e");
    await user.clear(value);
    await user.type(value, "5,900");
    await user.click(screen.getByRole("button", { name: "Update Entry" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Data saved successfully!"));
    expect(api).toHaveBeenCalledWith("/esg-data/e1", {
      method: "PATCH",
      // The version the form read travels with the edit, so a stale tab cannot overwrite a newer value.
      body: {
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        value: "5,900",
        unit: "tCO2e",
        period: "FY 2024",
        notes: "Fuel invoices",
        notes_print: false,
        expected_updated_at: "2026-01-01T00:00:00.000Z",
      },
    });
  });

  it("a BRSR figure's notes can be marked to print as its footnote in the report, and unmarked", async () => {
    api.mockImplementation((path: string, options?: { method?: string; body?: unknown }) =>
      options?.method === "PATCH" ? Promise.resolve(entry({ notes_print: false })) : Promise.resolve([entry({ notes_print: true })]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit Scope 1 emissions" }));
    const mark = await screen.findByRole("checkbox", { name: "Print in the BRSR report as a footnote to this figure" });
    await waitFor(() => expect(mark).toBeChecked());
    await user.click(mark);
    expect(mark).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Update Entry" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Data saved successfully!"));
    expect(api).toHaveBeenCalledWith("/esg-data/e1", expect.objectContaining({ method: "PATCH", body: expect.objectContaining({ notes_print: false }) }));
  });

  it("says how the typed period reads, flags one it cannot read, and marks such entries in the list", async () => {
    api.mockResolvedValue([entry({ id: "e9", metric: "Water consumption", period: "sometime in 2024" })]);
    const user = userEvent.setup({ delay: null });
    renderScreen();
    expect(await screen.findByTestId("entry-period-unread")).toHaveTextContent("not read as a period");
    const period = screen.getByLabelText("Period *");
    await user.type(period, "Q1 FY25");
    expect(screen.getByTestId("entry-period-reading")).toHaveTextContent("Read as a quarter: 1 Apr 2024 – 30 Jun 2024, in FY 2024-25");
    await user.clear(period);
    await user.type(period, "last summer");
    expect(screen.getByTestId("entry-period-reading")).toHaveTextContent("Not read as a period");
  });

  it("says so when the list fails to load", async () => {
    api.mockRejectedValue(new Error("down"));
    renderScreen();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to load data", { id: "Failed to load data" }));
  });
});

describe("data collection screen: Save Data busy label", () => {
  it("shows 'Saving...' on a disabled button while the entry is being saved, then 'Save Data' again", async () => {
    let finish: (saved: EsgEntryDto) => void = () => {};
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "POST" ? new Promise((resolve) => (finish = resolve)) : Promise.resolve([]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    await chooseOption(user, screen.getByTestId("entry-framework"), "BRSR");
    await chooseOption(user, screen.getByTestId("entry-category"), "Environmental");
    await chooseOption(user, await screen.findByTestId("entry-metric"), "Scope 1 emissions");
    await user.type(screen.getByLabelText("Value *"), "6,000");
    await user.type(screen.getByLabelText("Period *"), "FY 2024");
    await user.click(screen.getByRole("button", { name: "Save Data" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save Data" })).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith("/esg-data", expect.objectContaining({ method: "POST" }));

    finish(entry());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Data saved successfully!"));
    expect(await screen.findByRole("button", { name: "Save Data" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Saving..." })).not.toBeInTheDocument();
  });
});
