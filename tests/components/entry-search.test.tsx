import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import { searchMetrics } from "@/components/esg-data/metric-picker";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { fiscalYearOfPeriod } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { chooseOption } from "../helpers/select";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

// The entry list gets search and filters by framework, category and year; the
// metric picker gets search. The search and filters run on the server.
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The list searches and filters on the server: `server` below plays it.
const apiWithHeaders = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api, apiWithHeaders }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; frameworks: string[]; name: string; fy_start_month: number }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, frameworks: ["BRSR", "GRI"], name: "Acme", fy_start_month: 4 })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const entry = (over: Partial<EsgEntryDto>): EsgEntryDto => ({
  id: "e1",
  company_id: COMPANY_ID,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "6,000",
  numeric_value: 6000,
  unit: "tCO2e",
  period: "FY 2024-25",
  notes: "",
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

const ENTRIES = [
  entry({ id: "e1", notes: "Fuel invoices from the Pune plant" }),
  entry({ id: "e2", framework: "GRI", category: "social", metric: "Average training hours per employee", value: "18", unit: "hours", period: "FY 2023-24" }),
  entry({ id: "e3", category: "governance", metric: "Board independence", value: "50", unit: "%", period: "Q1 2024-25", notes: "https://example.com/board" }),
  entry({ id: "e4", metric: "Water withdrawal", value: "1,200", unit: "kL", period: "Since inception" }),
];

/** GET /api/esg-data/{id} over `entries`, as the server filters (every word in the entry's text; the year its period falls in). */
function server(entries: EsgEntryDto[]) {
  return async (_path: string, { query = {} }: { query?: Record<string, string | number | undefined> } = {}) => {
    const words = String(query.q ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const matching = entries.filter((e) => {
      const text = [e.metric, e.value, e.unit, e.period, e.notes, e.framework, e.category].join(" ").toLowerCase();
      const year = fiscalYearOfPeriod(readPeriod(e.period, { fyStartMonth: 4 }), 4)?.label;
      return (
        words.every((w) => text.includes(w)) &&
        (!query.framework || e.framework === query.framework) &&
        (!query.category || e.category === query.category) &&
        (!query.state || e.review_state === query.state) &&
        (!query.year || year === query.year)
      );
    });
    return { data: matching.slice(0, Number(query.limit ?? 500)), headers: new Headers({ "X-Total-Count": String(matching.length) }) };
  };
}

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />
    </QueryClientProvider>,
  );
}

const shownMetrics = () => screen.queryAllByTestId("entry-item-metric").map((el) => el.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, trigger: string, option: string) {
  await chooseOption(user, screen.getByTestId(trigger), option);
}

beforeEach(() => {
  vi.clearAllMocks();
  api.mockResolvedValue([]);
  apiWithHeaders.mockImplementation(server(ENTRIES));
});

describe("entry list search and filters", () => {
  it("searches metric, value, period and notes, word by word", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findAllByTestId("entry-item");
    expect(shownMetrics()).toHaveLength(4);

    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "pune fuel");
    await waitFor(() => expect(shownMetrics()).toEqual(["Scope 1 emissions"]));
    await waitFor(() => expect(screen.getByTestId("entry-count")).toHaveTextContent("Showing 1 of 4 entries"));
    // One request for the words typed, once typing paused, not one per key.
    const searches = apiWithHeaders.mock.calls.map(([, o]) => o?.query?.q).filter(Boolean);
    expect(searches).toEqual(["pune fuel"]);

    await user.clear(screen.getByRole("searchbox", { name: "Search entries" }));
    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "2023-24");
    await waitFor(() => expect(shownMetrics()).toEqual(["Average training hours per employee"]));
  });

  it("filters by framework, category and financial year, and says when nothing matches", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findAllByTestId("entry-item");

    await choose(user, "entry-filter-framework", "GRI");
    await waitFor(() => expect(shownMetrics()).toEqual(["Average training hours per employee"]));

    await choose(user, "entry-filter-framework", "All frameworks");
    await choose(user, "entry-filter-category", "Governance");
    await waitFor(() => expect(shownMetrics()).toEqual(["Board independence"]));

    await choose(user, "entry-filter-category", "All categories");
    // The quarter falls in FY 2024-25; a period that is not read ("Since inception") in no year.
    await choose(user, "entry-filter-year", "FY 2024-25");
    await waitFor(() => expect(shownMetrics()).toEqual(["Scope 1 emissions", "Board independence"]));
    expect(apiWithHeaders).toHaveBeenLastCalledWith(`/esg-data/${COMPANY_ID}`, { query: { year: "FY 2024-25", limit: 100 } });

    await choose(user, "entry-filter-category", "Social");
    expect(await screen.findByTestId("entries-no-match")).toHaveTextContent("No entries match the search and filters.");
    expect(shownMetrics()).toEqual([]);
    expect(screen.queryByText("No data collected yet")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(shownMetrics()).toHaveLength(4));
  });

  it("offers the last five financial years and every year of the entries seen, newest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-15T06:00:00Z"));
    apiWithHeaders.mockImplementation(server([...ENTRIES, entry({ id: "e5", metric: "Old figure", period: "FY 2019-20" })]));
    try {
      renderScreen();
      await screen.findAllByTestId("entry-item");
      const options = within(screen.getByTestId("entry-filter-year"))
        .getAllByRole("option")
        .map((o) => o.textContent);
      expect(options).toEqual(["All years", "FY 2025-26", "FY 2024-25", "FY 2023-24", "FY 2022-23", "FY 2021-22", "FY 2019-20"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows no filters while there is nothing to filter", async () => {
    apiWithHeaders.mockImplementation(server([]));
    renderScreen();
    expect(await screen.findByText("No data collected yet")).toBeInTheDocument();
    expect(screen.queryByTestId("entry-filters")).toBeNull();
  });
});

describe("metric picker search", () => {
  it("finds catalogue metrics by name, reference or the short BRSR form, in the company's frameworks", () => {
    expect(searchMetrics(CATALOGUE, ["BRSR", "GRI"], "scope 1").map((m) => `${m.framework} ${m.name}`)).toContain("BRSR Scope 1 emissions");
    expect(searchMetrics(CATALOGUE, ["GRI"], "305-1").map((m) => m.name)).toEqual(["Direct (Scope 1) GHG emissions"]);
    expect(searchMetrics(CATALOGUE, ["BRSR"], "P6 E7").map((m) => m.name)).toContain("Scope 1 emissions");
    expect(searchMetrics(CATALOGUE, ["BRSR"], "  ")).toEqual([]);
    expect(searchMetrics(CATALOGUE, ["TCFD"], "305-1")).toEqual([]);
  });

  it("picking a result fills framework, category and metric at once", async () => {
    apiWithHeaders.mockImplementation(server([]));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    expect(screen.queryByRole("searchbox", { name: "Find a metric" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Search all metrics" }));
    const search = screen.getByRole("searchbox", { name: "Find a metric" });
    expect(search).toHaveFocus();
    await user.type(search, "scope 1");
    const results = screen.getByRole("list", { name: "Matching metrics" });
    await user.click(within(results).getByRole("button", { name: /^Scope 1 emissions/ }));

    expect(screen.getByTestId("entry-framework")).toHaveTextContent("BRSR");
    expect(screen.getByTestId("entry-category")).toHaveTextContent("Environmental");
    expect(screen.getByTestId("entry-metric")).toHaveTextContent("Scope 1 emissions");
    // The search closes once a metric is picked.
    expect(screen.queryByRole("searchbox", { name: "Find a metric" })).toBeNull();
    // The catalogue's unit is the field's value, not a grey hint the user may take for one.
    await waitFor(() => expect(screen.getByLabelText("Unit")).toHaveValue("tCO2e"));
  });

  it("Enter takes the first match instead of submitting, Escape closes, and it says when nothing matches", async () => {
    apiWithHeaders.mockImplementation(server([]));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByText("No data collected yet");
    expect(screen.queryByRole("searchbox", { name: "Find a metric" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Search all metrics" }));
    const search = screen.getByRole("searchbox", { name: "Find a metric" });
    expect(search).toHaveFocus();
    await user.type(search, "zzz unknown");
    expect(screen.getByText(/No catalogue metric matches/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("searchbox", { name: "Find a metric" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Search all metrics" }));
    await user.type(screen.getByRole("searchbox", { name: "Find a metric" }), "305-1{Enter}");
    expect(screen.getByTestId("entry-metric")).toHaveTextContent("Direct (Scope 1) GHG emissions");
    expect(toast.error).not.toHaveBeenCalled();
  });
});
