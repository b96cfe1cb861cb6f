import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import { KpiScreen } from "@/components/kpi/kpi-screen";
import { ApiClientError } from "@/lib/client/api";
import type { EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";
import type { KpiProgressDto } from "@/lib/kpi/schemas";
import { formatProgress } from "@/lib/kpi/status";
import { chooseOption } from "../helpers/select";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The entry list reads its headers: here the list's answer without them (one page, its length the total).
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api,
  apiWithHeaders: async (path: string, options?: unknown) => ({ data: await api(path, options), headers: new Headers() }),
}));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children, actions }: { actions?: React.ReactNode; children: (c: { id: string; frameworks: string[]; name: string }) => React.ReactNode }) => (
    <>
      {actions}
      {children({ id: COMPANY_ID, frameworks: ["BRSR"], name: "Acme" })}
    </>
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
  period: "FY 2024-25",
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

type Call = { method?: string; body?: Record<string, unknown>; idempotencyKey?: string };

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(Element.prototype, { hasPointerCapture: () => false, setPointerCapture: () => {}, releasePointerCapture: () => {}, scrollIntoView: () => {} });
});

async function fillNewEntry(user: ReturnType<typeof userEvent.setup>, value = "6,500") {
  await chooseOption(user, screen.getByTestId("entry-framework"), "BRSR");
  await chooseOption(user, screen.getByTestId("entry-category"), "Environmental");
  await chooseOption(user, await screen.findByTestId("entry-metric"), "Scope 1 emissions");
  await user.type(screen.getByLabelText("Value *"), value);
  await user.type(screen.getByLabelText("Period *"), "FY 2025");
}

describe("data collection shows figures the Indian way", () => {
  it("shows '96050.700 GJ' saved by a calculator as '96,050.7 GJ', keeping the stored text", async () => {
    api.mockResolvedValue([entry({ metric: "Total energy consumption", value: "96050.700", numeric_value: 96050.7, unit: "GJ", source: "calculator" })]);
    renderScreen();
    const value = await screen.findByTestId("entry-value");
    expect(value).toHaveTextContent("96,050.7GJ");
    expect(value).toHaveAttribute("title", "96050.700");
  });
});

describe("a second figure for the same metric and period", () => {
  it("flags entries that share their figure in the list", async () => {
    api.mockResolvedValue([
      entry({ id: "e1", duplicates: ["e2"] }),
      entry({ id: "e2", value: "300", duplicates: ["e1"] }),
      entry({ id: "e3", period: "FY 2023-24" }),
    ]);
    renderScreen();
    const items = await screen.findAllByTestId("entry-item");
    expect(within(items[0]).getByTestId("entry-duplicate-badge")).toHaveTextContent("2 figures for this period");
    expect(within(items[1]).getByTestId("entry-duplicate-badge")).toBeInTheDocument();
    expect(within(items[2]).queryByTestId("entry-duplicate-badge")).not.toBeInTheDocument();
  });

  it("is a conflict at entry, and the form offers to update the entry already there with what was typed", async () => {
    const existing = entry({ id: "e1", value: "6,000", period: "FY 2024-25" });
    const detail =
      "Scope 1 emissions already has a figure for FY 2024-25: 6,000 tCO2e (entered by hand). Update that entry instead, or record this one as a second figure with a note saying why.";
    api.mockImplementation((path: string, options?: Call) => {
      if (options?.method === "POST") return Promise.reject(new ApiClientError(409, detail));
      if (options?.method === "PATCH") return Promise.resolve({ ...existing, value: String(options.body?.value), warnings: [] });
      return Promise.resolve([existing]);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findAllByTestId("entry-item");
    await fillNewEntry(user);
    await user.click(screen.getByRole("button", { name: "Save Data" }));
    const notice = await screen.findByTestId("entry-duplicate");
    expect(notice).toHaveTextContent(detail);
    expect(within(notice).getByRole("button", { name: "Record a second figure" })).toBeInTheDocument();

    await user.click(within(notice).getByRole("button", { name: "Update that entry" }));
    expect(await screen.findByRole("button", { name: "Update Entry" })).toBeInTheDocument();
    expect(screen.getByLabelText("Value *")).toHaveValue("6,500");
    await user.click(screen.getByRole("button", { name: "Update Entry" }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        "/esg-data/e1",
        expect.objectContaining({ method: "PATCH", body: expect.objectContaining({ value: "6,500", expected_updated_at: existing.updated_at }) }),
      ),
    );
  });

  it("records a second figure only with a note saying why", async () => {
    api.mockImplementation((path: string, options?: Call) => {
      if (options?.method === "POST" && !options.body?.record_again)
        return Promise.reject(new ApiClientError(409, "Scope 1 emissions already has a figure for FY 2024-25."));
      if (options?.method === "POST") return Promise.resolve({ ...entry({ id: "e2" }), warnings: [] });
      return Promise.resolve([entry()]);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findAllByTestId("entry-item");
    await fillNewEntry(user);
    await user.click(screen.getByRole("button", { name: "Save Data" }));
    const notice = await screen.findByTestId("entry-duplicate");
    await user.click(within(notice).getByRole("button", { name: "Record a second figure" }));
    expect(toast.error).toHaveBeenCalledWith("Add a note saying why this figure is recorded a second time (another site, a restatement).");
    await user.type(screen.getByLabelText("Notes"), "Pune plant, reported separately");
    await user.click(within(screen.getByTestId("entry-duplicate")).getByRole("button", { name: "Record a second figure" }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        "/esg-data",
        expect.objectContaining({ method: "POST", body: expect.objectContaining({ record_again: true, notes: "Pune plant, reported separately" }) }),
      ),
    );
  });
});

describe("two tabs", () => {
  it("shows who changed the entry and when, and offers to reload or overwrite", async () => {
    const mine = entry({ updated_at: "2026-01-01T00:00:00.000Z" });
    const theirs = entry({ value: "6,100", updated_at: "2026-01-02T09:30:00.000Z" });
    const history: EsgEntryHistoryItem[] = [
      {
        id: 1,
        action: "create",
        actor: { id: "u1", full_name: "Priya Shah", email: "priya@example.com" },
        old_value: null,
        new_value: { value: "6,000" },
        created_at: "2026-01-01T00:00:00.000Z",
      },
      {
        id: 2,
        action: "update",
        actor: { id: "u2", full_name: "Ravi Iyer", email: "ravi@example.com" },
        old_value: { value: "6,000" },
        new_value: { value: "6,100" },
        created_at: "2026-01-02T09:30:00.000Z",
      },
    ];
    let listed = [mine];
    api.mockImplementation((path: string, options?: Call) => {
      if (options?.method === "PATCH") {
        if (options.body?.expected_updated_at !== theirs.updated_at)
          return Promise.reject(new ApiClientError(409, "This entry was changed by Ravi Iyer after you opened it."));
        return Promise.resolve({ ...theirs, value: String(options.body?.value), updated_at: "2026-01-03T00:00:00.000Z", warnings: [] });
      }
      if (path.endsWith("/history")) return Promise.resolve(history);
      return Promise.resolve(listed);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit Scope 1 emissions" }));
    await waitFor(() => expect(screen.getByLabelText("Value *")).toHaveValue("6,000"));
    // Meanwhile another tab saved 6,100.
    listed = [theirs];
    await user.clear(screen.getByLabelText("Value *"));
    await user.type(screen.getByLabelText("Value *"), "5,900");
    await user.click(screen.getByRole("button", { name: "Update Entry" }));

    const notice = await screen.findByTestId("entry-stale");
    expect(notice).toHaveTextContent(/^Changed by Ravi Iyer at .*2026.*; reload or overwrite\./);
    expect(notice).toHaveTextContent("It now reads 6,100 tCO2e for FY 2024-25.");
    expect(within(notice).getByRole("button", { name: "Reload" })).toBeEnabled();

    await user.click(within(notice).getByRole("button", { name: "Overwrite with my changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Data saved successfully!"));
    expect(api).toHaveBeenCalledWith(
      "/esg-data/e1",
      expect.objectContaining({ method: "PATCH", body: expect.objectContaining({ value: "5,900", expected_updated_at: theirs.updated_at }) }),
    );
  });

  it("reloads the current figure into the form", async () => {
    const theirs = entry({ value: "6,100", updated_at: "2026-01-02T09:30:00.000Z" });
    let listed = [entry()];
    api.mockImplementation((path: string, options?: Call) => {
      if (options?.method === "PATCH") return Promise.reject(new ApiClientError(409, "This entry was changed after you opened it."));
      if (path.endsWith("/history")) return Promise.resolve([]);
      return Promise.resolve(listed);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit Scope 1 emissions" }));
    listed = [theirs];
    await user.click(screen.getByRole("button", { name: "Update Entry" }));
    await user.click(within(await screen.findByTestId("entry-stale")).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByLabelText("Value *")).toHaveValue("6,100"));
    expect(screen.queryByTestId("entry-stale")).not.toBeInTheDocument();
  });
});

describe("saving", () => {
  it("shows what is unlikely about a saved figure at entry", async () => {
    api.mockImplementation((path: string, options?: Call) =>
      options?.method === "POST"
        ? Promise.resolve({
            ...entry({ value: "60,000" }),
            warnings: [
              { field: "value", message: "Scope 1 emissions: 60,000 tCO2e is more than ten times FY 2023-24's 5,500 tCO2e. Check the unit and the figure." },
            ],
          })
        : Promise.resolve([]),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    await fillNewEntry(user, "60,000");
    await user.click(screen.getByRole("button", { name: "Save Data" }));
    const warnings = await screen.findByTestId("entry-warnings");
    expect(warnings).toHaveTextContent("Scope 1 emissions: 60,000 tCO2e is more than ten times FY 2023-24's 5,500 tCO2e. Check the unit and the figure.");
    expect(toast.success).toHaveBeenCalledWith("Data saved successfully!");
  });

  it("shows the figure just saved as the next year's previous figure before the metric's lookup is read again", async () => {
    // A busy server: after the save, nothing read answers any more.
    let saved = false;
    api.mockImplementation((path: string, options?: Call) => {
      if (options?.method === "POST") {
        saved = true;
        return Promise.resolve({ ...entry({ id: "e-new", value: "6,500", period: "FY 2025" }), warnings: [] });
      }
      return saved ? new Promise(() => {}) : Promise.resolve([]);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    await fillNewEntry(user);
    await user.click(screen.getByRole("button", { name: "Save Data" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Data saved successfully!"));
    await chooseOption(user, await screen.findByTestId("entry-metric"), "Scope 1 emissions");
    await user.type(screen.getByLabelText("Period *"), "FY 2026");
    expect(await screen.findByTestId("previous-value")).toHaveTextContent("Previous (FY 2025): 6,500 tCO2e");
  });

  it("sends one Idempotency-Key for a double click, and a new one for the next entry", async () => {
    let finish: (v: unknown) => void = () => {};
    api.mockImplementation((path: string, options?: Call) => (options?.method === "POST" ? new Promise((r) => (finish = r)) : Promise.resolve([])));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    await fillNewEntry(user);
    const form = screen.getByTestId("entry-form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(api.mock.calls.filter(([, o]) => (o as Call | undefined)?.method === "POST")).toHaveLength(2));
    const keys = api.mock.calls.filter(([, o]) => (o as Call | undefined)?.method === "POST").map(([, o]) => (o as Call).idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    finish({ ...entry(), warnings: [] });
    await waitFor(() => expect(toast.success).toHaveBeenCalled());

    await fillNewEntry(user, "7,000");
    fireEvent.submit(screen.getByTestId("entry-form"));
    await waitFor(() => expect(api.mock.calls.filter(([, o]) => (o as Call | undefined)?.method === "POST")).toHaveLength(3));
    expect((api.mock.calls.filter(([, o]) => (o as Call | undefined)?.method === "POST")[2][1] as Call).idempotencyKey).not.toBe(keys[0]);
  });
});

describe("KPI progress on the screen", () => {
  it("prints the progress with the report's formatter and says which way is better", async () => {
    const p: KpiProgressDto = {
      target: {
        id: "t",
        company_id: COMPANY_ID,
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        target_value: 3000,
        unit: "tCO2e",
        target_period: "FY 2030",
        baseline_value: 6000,
        baseline_period: "FY 2024",
        direction: null,
        notes: "",
        created_at: "2026-01-01T00:00:00.000Z",
      },
      actual_value: 8000,
      actual_period: "FY 2025",
      progress_percentage: -66.7,
      expected_percentage: 16.7,
      status: "behind",
      direction: "decrease",
      note: null,
    };
    api.mockResolvedValue({ progress: [p] });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <KpiScreen companyId={COMPANY_ID} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("target-progress")).toHaveTextContent(formatProgress(-66.7));
    expect(screen.getByTestId("target-direction")).toHaveTextContent("Lower is better");
  });
});
